#!/usr/bin/python3
"""OPSIN's structures for Fischer's D-/L- before a systematic name (src/chem/names/stereo.ts placeFischer):
"L-2-aminobutanoic acid", "D-2-hydroxypropanoic acid", "L-5-oxopyrrolidine-2-carboxylic acid", and the rotation sign
after D/L ("L(-)-tryptophan"), which adds nothing to the structure.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: no centre fits (L-butane, L-2-aminopropane: no acid carbon), the
acid carbon and the chain cannot be told apart (L-2-amino-3-hydroxypropanoic acid: both carbons carry an O), DL- (a
racemate), or D-/L- beside CIP descriptors. Read by test/chem/names/stereo.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_fischer.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-fischer.jsonl"

READ = [
    "L-2-aminobutanoic acid",
    "D-2-aminobutanoic acid",
    "L-2-Aminobutyric acid",
    "D-2-Aminobutyric acid",
    "L-2-aminopropanoic acid",
    "D-2-aminopropanoic acid",
    "L-2-amino-3-phenylpropanoic acid",
    "L-2-amino-4-methylpentanoic acid",
    "L-2-hydroxypropanoic acid",
    "D-2-hydroxypropanoic acid",
    "L(+)-2-hydroxypropanoic acid",
    "L-5-oxopyrrolidine-2-carboxylic acid",
    "D-5-oxopyrrolidine-2-carboxylic acid",
    "L-2-aminobutanamide",
    "L-2-(methylamino)propanoic acid",
    "L-2-acetamidopropanoic acid",
    "L-2-amino-2-phenylacetic acid",
    "D-2-amino-2-phenylacetic acid",
    "L-2,3-diaminobutanoic acid",
    "L(-)-Tryptophan",
    "D(-)-tryptophan",
    "L(-)-2-aminobutanoic acid",
]
REFUSED = [
    "L-butane",
    "L-butan-2-ol",
    "L-2-aminopropane",
    "L-2-amino-3-hydroxypropanoic acid",
    "DL-2-aminobutanoic acid",
    "L-(2S)-2-aminobutanoic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
