#!/usr/bin/python3
"""OPSIN's structures for isotope descriptors written straight before a suffix (src/chem/names/grammar.ts ending,
builder.ts): "cyclopentan-1-(18O)ol", "cyclohexane-1-(14C)carboxylic acid", "benzene(18O2)carboxylic acid": the
isotopes go on that suffix's own atoms, every placement among them built.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a descriptor that fits more than one of the suffix's atoms
("benzene(18O)carboxylic acid": the C=O or the OH oxygen).
Read by test/chem/names/isotopes.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_suffix_isotopes.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-suffix-isotopes.jsonl"

READ = [
    "cyclopentan-1-(18O)ol",
    "1-(aminomethyl)cyclopentan-1-(18O)ol",
    "ethan-1-(18O)ol",
    "propan-2-(17O)ol",
    "propan-2-(18O)ol",
    "ethan-1-(15N)amine",
    "cyclohexane-1-(14C)carboxylic acid",
    "benzene(13C)carboxylic acid",
    "benzene(18O2)carboxylic acid",
]
REFUSED = [
    "benzene(18O)carboxylic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
