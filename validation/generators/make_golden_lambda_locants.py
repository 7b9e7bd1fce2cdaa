#!/usr/bin/python3
"""OPSIN's structures for the lambda convention on a ring's heteroatom locant (src/chem/names/lambda-locants.ts):
PubChem's "1,1-dioxo-1λ6,2-benzothiazol-3-one" (saccharin), "...-2H-1λ6,2,4-benzothiadiazine-7-sulfonamide" (the
thiazides), "...-1,1-dioxo-1λ6,2-benzothiazine-3-carboxamide" (the oxicams), "6-methyl-2,2-dioxo-1,2λ6,3-oxathiazin-
4-one" (acesulfame), a λ on a substituent's ring ("N-(1,1-dioxo-1λ6-thiolan-3-yl)acetamide") and before a replacement
prefix, and IUPAC's ketone form on the λ atom ("1λ6-thiolane-1,1-dione", "1λ6,2-benzothiazole-1,1,3(2H)-trione").
Rows with "refused": true must stay refused: a λ the name's other parts do not bear out (1λ6-thiolane, whose
SH4 the parser does not build; 1,1-dioxo-1λ4-thiolane; a ketone count that does not fit the λ), and a bracketed λ whose locant also labels another atom of
the same element that might be the one meant (the thiazole's S1 beside the thiolane's).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/lambda-locants.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_lambda_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-lambda-locants.jsonl"

READ = [
    "1λ6-thiolane-1,1-dione",
    "3-methyl-1λ6-thiolane-1,1-dione",
    "2H-1λ6,2-benzothiazine-1,1-dione",
    "1λ4-thiolan-1-one",
    "1λ6-thiomorpholine-1,1-dione",
    "2,3-dihydro-1λ6-benzothiophene-1,1-dione",
    "1λ6,2-benzothiazole-1,1,3(2H)-trione",
    "(3R)-3-methyl-1λ6-thiolane-1,1-dione",
    "3-amino-1λ6-thiolane-1,1-dione",
    "1λ6-thiane-1,1,4-trione",
    "1λ6-thiolane-1,1,3-trione",
    "1,1-dioxo-1λ6,2-benzothiazol-3-one",
    "1,1-dioxo-1lambda6,2-benzothiazol-3-one",
    "2-methyl-1,1-dioxo-1λ6,2-benzothiazol-3-one",
    "1,1-dioxo-1λ6-thiolane",
    "3-methyl-1,1-dioxo-1λ6-thiolane",
    "1,1-dioxo-1λ6,4-thiazinane",
    "1,1-dioxo-1λ6-thiomorpholine",
    "4-methyl-1,1-dioxo-1λ6-thiomorpholine",
    "6-methyl-2,2-dioxo-1,2λ6,3-oxathiazin-4-one",
    "3-methyl-1,1-dioxo-2,3-dihydro-1λ6-thiophene",
    "1-oxo-1λ4-thiolane",
    "1,1-dioxo-1λ6-benzothiophene",
    "1,1-dioxo-1λ6-thiane",
    "1,1-dioxo-1λ6-thian-4-one",
    "4,4-dioxo-4λ6-thia-1-azabicyclo[3.2.0]heptane",
    "3-(1,1-dioxo-1λ6-thiolan-3-yl)propanoic acid",
    "N-(1,1-dioxo-1λ6-thiolan-3-yl)acetamide",
    "2-(1,1-dioxo-1λ6-thiolan-3-yl)acetic acid",
    "6-chloro-1,1-dioxo-2H-1λ6,2,4-benzothiadiazine-7-sulfonamide",
    "3-(trifluoromethyl)-1,1-dioxo-3,4-dihydro-2H-1λ6,2,4-benzothiadiazine-7-sulfonamide",
    "1,1-dioxo-3,4-dihydro-2H-1λ6,2,4-benzothiadiazine",
    "2-methyl-1,1-dioxo-2H-1λ6,2-benzothiazine",
    "4-hydroxy-2-methyl-N-(5-methyl-1,3-thiazol-2-yl)-1,1-dioxo-1λ6,2-benzothiazine-3-carboxamide",
    "4-hydroxy-2-methyl-1,1-dioxo-N-phenyl-1λ6,2-benzothiazine-3-carboxamide",
    "2-(1,1-dioxo-1λ6,2-benzothiazol-3-yl)acetic acid",
    "5,5-dioxo-5λ6-thia-1-azaspiro[3.4]octane",
    "10,10-dioxo-10λ6-thioxanthen-9-one",
    "5,5-dioxo-5λ6-dibenzothiophene",
]
REFUSED = [
    "1λ4-thiolane-1,1-dione",
    "1λ6-thiolane-1-one",
    "1λ6-thiolane",
    "1λ4,2-benzothiazole",
    "1,1-dioxo-1λ4-thiolane",
    "N-(1,1-dioxo-1λ6-thiolan-3-yl)-1,3-thiazol-2-amine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
