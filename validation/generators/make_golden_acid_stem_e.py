#!/usr/bin/python3
"""OPSIN's structures for retained acid stems before their suffix (src/chem/names/grammar.ts ending): a ring's or
chain's final "e" may stand before a suffix ("hexane-1,6-diol"), never an acid stem's, where an "e" is part of another
stem. "maleic acid" was read as "mal" (malic acid) + "eic acid", malic acid's structure for maleic acid's.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: maleic acid and its salts (the stem
"male", (Z)-butenedioic acid, is not in the lexicon yet), and an acid stem with an "e" OPSIN does not read either
("succineic acid").
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acid_stem_e.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acid-stem-e.jsonl"

READ = [
    "malic acid",
    "malate",
    "disodium malate",
    "malonic acid",
    "succinic acid",
    "tartaric acid",
    "phthalic acid",
    "acetic acid",
    "benzoic acid",
    "hexane-1,6-diol",
]
REFUSED = [
    "maleic acid",
    "maleate",
    "disodium maleate",
    "succineic acid",
    "phthaleic acid",
    "tartareic acid",
    "benzoeic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
