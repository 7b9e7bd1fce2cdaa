#!/usr/bin/python3
"""OPSIN's structures for a listed ring with several indicated hydrogens before its name (src/chem/names/grammar.ts,
builder.ts: a ring parent's moreH): "21H,23H-porphyrin", "5,10,15,20-tetraphenyl-21H,23H-porphyrin",
"2,3,7,8,12,13,17,18-octaethyl-21H,23H-porphyrin".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: indicated hydrogens that are not the
listed ring's own NH atoms ("22H,24H-porphyrin": OPSIN 2.7.0 adds them to the two listed, four NH in all;
"21H,22H-porphyrin"), which tautomer such a name means is not read here.
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_several_indicated_h.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-several-indicated-h.jsonl"

READ = [
    "21H,23H-porphyrin",
    "23H,21H-porphyrin",
    "21H,23H-porphine",
    "5,10,15,20-tetraphenyl-21H,23H-porphyrin",
    "5,10,15,20-tetrakis(4-methoxyphenyl)-21H,23H-porphyrin",
    "5,10,15,20-tetrakis(4-pyridyl)-21H,23H-porphyrin",
    "2,3,7,8,12,13,17,18-octaethyl-21H,23H-porphyrin",
]
REFUSED = [
    "22H,24H-porphyrin",
    "21H,22H-porphyrin",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
