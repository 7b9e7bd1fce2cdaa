#!/usr/bin/python3
"""OPSIN's structures for skeletal replacement prefixes on any parent (src/chem/names/replacement.ts): "3-aza-4-methyl-
pyridine" (4-methylpyrimidine), "3,6-dioxa-octane-1,8-diol", "3,6,9-triaza-2-(4-phenylbutyl)undecanoic acid", in any
order among the other prefixes, the parent's numbering kept.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an aromatic carbon replaced by O (OPSIN moves the ring's hydrogen to
make 2H-pyran of "1-oxa-benzene"; we do not guess where), and a locant that is no carbon. Read by
test/chem/names/replacement.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_replacement.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-replacement.jsonl"

READ = [
    "3-aza-4-methyl-pyridine",
    "4-methyl-3-aza-pyridine",
    "3-aza-4-(aminomethyl)-pyridine",
    "4-(aminomethyl)-3-aza-pyridine",
    "3,6,9-triaza-2-(4-phenylbutyl)undecanoic acid",
    "3,6-dioxa-octane-1,8-diol",
    "2-aza-naphthalene",
    "1-aza-naphthalene",
    "3-thia-pentanoic acid",
    "3-sila-pentane",
    "3-oxa-pentane",
    "2,5-diaza-hexane",
    "3-aza-4-methylpyridine",
]
REFUSED = [
    "1-oxa-benzene",
    "1-aza-pyridine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
