#!/usr/bin/python3
"""OPSIN's structures for salts of organic bases named "<base> <anion>" (src/chem/names/components.ts acidSalt):
"piperidin-4-ol trifluoroacetate", "pyridine methanesulfonate", "piperidine trifluoroacetate salt": the base beside
the neutral acid, as OPSIN draws them.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: an acid with more than one acid group
(how many bases it takes is not said: caffeine citrate is 1:1, aniline sulfate 2:1; OPSIN draws one of each), a base
with an OH before an anion other than trifluoroacetate (its ester or its salt), and a molecule with no basic N.
Read by test/chem/names/components.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acid_salts.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acid-salts.jsonl"

READ = [
    "piperidin-4-ol trifluoroacetate",
    "piperidin-4-ol 2,2,2-trifluoroacetate",
    "piperidine trifluoroacetate salt",
    "N,N-diethylethanamine trifluoroacetate",
    "N,N-diethylethanamine bis(trifluoroacetate)",
    "pyridine acetate",
    "pyridine methanesulfonate",
    "pyridine 4-methylbenzenesulfonate",
    "morpholine 4-nitrobenzoate",
    "aniline benzoate",
    "L-proline trifluoroacetate",
    "L-proline acetate",
]
REFUSED = [
    "caffeine citrate",
    "aniline sulfate",
    "piperidine oxalate",
    "4-hydroxypiperidine acetate",
    "piperidin-4-ol acetate",
    "benzene acetate",
    "phenol trifluoroacetate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
