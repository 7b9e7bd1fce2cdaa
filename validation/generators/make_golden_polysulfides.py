#!/usr/bin/python3
"""OPSIN's structures for di-, tri- and tetrasulfides as functional class names (src/chem/names/functional.ts: the
class word a chain of two, three or four S between the two groups): "dimethyl disulfide", "diallyl trisulfide",
"bis(3-triethoxysilylpropyl) tetrasulfide", "ethyl methyl disulfide".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: one group named for two ("methyl
disulfide"; that older form is read for ethers only, "ethyl ether"), and a propyl with no locant for the
silyl on it ("bis(ethoxydimethylsilylpropyl) tetrasulfide": 1-, 2- or 3-silylpropyl).
Read by test/chem/names/functional.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_polysulfides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-polysulfides.jsonl"

READ = [
    "dimethyl disulfide",
    "diethyl disulfide",
    "diphenyl disulfide",
    "dibenzyl disulfide",
    "ethyl methyl disulfide",
    "bis(2-aminophenyl) disulfide",
    "bis(4-nitrophenyl) disulfide",
    "dimethyl trisulfide",
    "diallyl trisulfide",
    "dimethyl tetrasulfide",
    "bis(3-triethoxysilylpropyl) tetrasulfide",
    # the ionic disulfide stays the salt
    "sodium disulfide",
]
REFUSED = [
    "methyl disulfide",
    "bis(ethoxydimethylsilylpropyl) tetrasulfide",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
