#!/usr/bin/python3
"""OPSIN's structures for acid halides named by class word after the acid (src/chem/names/acid-class-words.ts):
"benzoic acid chloride", "acetic acid bromide", "succinic acid dichloride", "benzenesulfonic acid chloride",
"benzene-1,3,5-tricarboxylic acid trichloride", read as the acyl halide each stands for (benzoyl chloride …).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a halide in the singular after an acid of two acid groups
("succinic acid chloride", "terephthalic acid chloride", "benzene-1,4-dicarboxylic acid chloride": OPSIN makes both
acyl chlorides, but the word does not say whether one or both are; "succinic acid amide" is refused alike), and a
multiplier above the acid's groups ("acetic acid dichloride").
Read by test/chem/names/acid-class-words.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acid_halides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acid-halides.jsonl"

READ = [
    "benzoic acid chloride",
    "acetic acid chloride",
    "acetic acid bromide",
    "benzoic acid fluoride",
    "butanoic acid iodide",
    "propanoic acid chloride",
    "propionic acid chloride",
    "butyric acid chloride",
    "formic acid chloride",
    "hexanoic acid chloride",
    "lauric acid chloride",
    "stearic acid chloride",
    "cinnamic acid chloride",
    "acrylic acid chloride",
    "methacrylic acid chloride",
    "2-chloroacetic acid chloride",
    "trifluoroacetic acid chloride",
    "4-nitrobenzoic acid chloride",
    "2-furoic acid chloride",
    "nicotinic acid chloride",
    "cyclohexanecarboxylic acid chloride",
    "benzenesulfonic acid chloride",
    "methanesulfonic acid chloride",
    "succinic acid dichloride",
    "malonic acid dichloride",
    "oxalic acid dichloride",
    "adipic acid dichloride",
    "hexanedioic acid dichloride",
    "phthalic acid dichloride",
    "terephthalic acid dichloride",
    "benzene-1,4-dicarboxylic acid dichloride",
    "pyridine-2,6-dicarboxylic acid dichloride",
    "benzene-1,3,5-tricarboxylic acid trichloride",
]
REFUSED = [
    "succinic acid chloride",
    "terephthalic acid chloride",
    "benzene-1,4-dicarboxylic acid chloride",
    "oxalic acid chloride",
    "acetic acid dichloride",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
