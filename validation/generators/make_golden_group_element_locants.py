#!/usr/bin/python3
"""OPSIN's structures for element locants on a one-atom group parent (src/chem/names/builder.ts parentFrame): the N of
amino in "4-(N,N-dimethylamino)benzaldehyde", "2-(N-methylamino)ethanol", "(N-methyl-N-phenylamino)benzene", the S of
sulfanyl, the O of oxy, the N of imino.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an N locant on a parent without an N outside its ring
("N-methylaminobenzene": OPSIN reads N-methylaniline).
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_group_element_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-group-element-locants.jsonl"

READ = [
    "4-(N,N-dimethylamino)benzaldehyde", "2-(N-methylamino)ethanol", "(N-methylamino)benzene",
    "4-(N-acetylamino)phenol", "(N-hydroxyamino)benzene", "(N,N-diethylamino)methanol", "2-(S-methylsulfanyl)ethanol",
    "(O-methyloxy)benzene", "2-(N-methylimino)propane", "(N-methyl-N-phenylamino)benzene",
    "3-(N,N-dimethylamino)propan-1-ol",
]
REFUSED = [
    "N-methylaminobenzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
