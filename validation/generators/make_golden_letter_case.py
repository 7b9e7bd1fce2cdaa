#!/usr/bin/python3
"""OPSIN's structures for names written in capitals and for "perhydro" (src/chem/names/letter-case.ts, the perhydro
prefix in grammar.ts and builder.ts): in a name with no lower-case letter a ring-fusion locant letter after its
number is read lower case ("9A-METHYL-…" as "9a-methyl-…", "(9AS)-" as "(9aS)-"); "perhydro" saturates every ring
atom that has room, and "decalin" is perhydronaphthalene.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must not answer: "perhydro" on a chain (nothing to saturate; OPSIN answers
none), and a capital locant letter in a name that has lower-case letters too (OPSIN reads it; we read locants as
written there). Read by test/chem/names/letter-case.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_letter_case.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-letter-case.jsonl"

READ = [
    "perhydronaphthalene",
    "perhydroquinoline",
    "perhydroanthracene",
    "perhydroisoquinoline",
    "perhydropyrazino[2,1-c][1,4]oxazine",
    "9a-methyl-perhydropyrazino[2,1-c][1,4]oxazine",
    "9A-METHYL-PERHYDROPYRAZINO[2,1-C][1,4]OXAZINE",
    "(9AS)-PERHYDROPYRAZINO[2,1-C][1,4]OXAZINE",
    "PERHYDRO-(9A-13C)-PYRAZINO[2,1-C][1,4]OXAZINE",
    "4A-METHYL-1,2,3,4,4A,5,6,7-OCTAHYDRONAPHTHALENE",
    "1,2,3,4,4A,5,8,8A-OCTAHYDRONAPHTHALENE",
    "4AH-CARBAZOLE",
    "1H-IMIDAZOLE",
    "2-METHYLPYRIDINE",
    "PYRAZOLO[1,5-A]PYRIMIDINE",
    "4A,8A-DIMETHYLDECAHYDRONAPHTHALENE",
    # decalin: perhydronaphthalene, numbered as naphthalene
    "decalin",
    "4a-methyldecalin",
    "2-methyldecalin",
    "4a,8a-dimethyldecalin",
    "2,3:4a,8a-diepoxydecalin",
    "2,3:4A,8A-DIEPOXYDECALIN",
]
REFUSED = [
    "perhydrohexane",
    "9A-methyl-perhydropyrazino[2,1-c][1,4]oxazine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
