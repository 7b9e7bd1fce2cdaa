#!/usr/bin/python3
"""OPSIN's structures for subtractive prefixes on a parent (src/chem/names/replacement.ts removeAtom: "deaza",
"deoxa", "dethia" turn a heteroatom of the parent into carbon): "1-deaza-pyridine" is benzene, "4-deaza-morpholine"
oxane, "deaza-pyrimidine" pyridine (either N: one structure).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: an unlocanted prefix whose atoms give
different structures (deazapurine: OPSIN takes N1; deaza-quinazoline), one whose candidates include an aromatic NH,
O or S (the carbon left is sp3 and where the ring's hydrogens go is a tautomer question: OPSIN's "deaza-imidazole"
removes the NH and gives 2H-pyrrole, its "dethia-thiophene" cyclopentadiene), and a benzimidazole with no indicated
hydrogen (1-deaza-benzimidazole: which N is the NH decides the answer).
Read by test/chem/names/replacement.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_subtractive.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-subtractive.jsonl"

READ = [
    "deaza-pyridine",
    "1-deaza-pyridine",
    "deazapyridine",
    "1-desaza-pyridine",
    "deaza-morpholine",
    "4-deaza-morpholine",
    "deoxa-morpholine",
    "1-deoxa-morpholine",
    "4-methyl-1-deoxa-morpholine",
    "deaza-pyrimidine",
    "1,3-dideaza-pyrimidine",
    "deaza-pyrazine",
    "deaza-pyridazine",
    "deaza-piperazine",
    "dideaza-piperazine",
    "deaza-piperidine",
    "deaza-piperidin-4-one",
    "deaza-pyrrolidine",
    "dethia-thiomorpholine",
    "4-deaza-thiomorpholine",
    "desthia-thiane",
    "desoxa-oxane",
    "1-deoxa-1,4-dioxane",
    "deaza-1,3,5-triazine",
    "1,3,5-trideaza-1,3,5-triazine",
    "deaza-quinoline",
    "2-deaza-isoquinoline",
    "deaza-quinoxaline",
    "deaza-acridine",
    "deaza-1,10-phenanthroline",
    "dideaza-1,10-phenanthroline",
    "3-deaza-1,3-oxazole",
    "3-deaza-1,3-thiazole",
    "deaza-oxazole",
    "3-deaza-1H-imidazole",
    "1-deaza-1H-benzimidazole",
    "3-deaza-1H-benzimidazole",
    "1-deaza-1H-1,2,4-triazole",
    "4-deaza-4H-1,2,4-triazole",
    "1-deazapurine",
    "3-deazapurine",
    "9-deazapurine",
    "1-deaza-9H-purine",
    "5-deaza-pteridine",
    "8-deaza-pteridine",
    # groups and suffixes stay where the name puts them; the suffix's own N is not the parent's
    "2-methyl-deaza-pyridine",
    "deaza-4-methylpyridine",
    "2-chloro-deaza-pyridine",
    "deaza-pyridin-2-amine",
    "1-deaza-pyridin-4-ol",
    "deaza-aniline",
    "deaza-quinolin-2(1H)-one",
]
REFUSED = [
    "deazapurine",
    "deaza-quinazoline",
    "deaza-pteridine",
    "deaza-imidazole",
    "deaza-pyrrole",
    "deaza-pyrazole",
    "dethia-thiophene",
    "7-deazapurine",
    "4-deaza-1,4-oxazine",
    "1-deaza-benzimidazole",
    "deaza-benzimidazole",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
