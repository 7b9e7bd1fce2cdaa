#!/usr/bin/python3
"""OPSIN's structures for a group on an amino acid's side-chain SH, OH or SeH, named with its S-, O- or Se- locant
(src/chem/names/peptides.ts attachToSide; IUPAC-IUBMB JCBN 3AA-6): "S-benzyl-L-cysteine", "O-methyl-L-serine",
"O-benzyl-L-tyrosine", "Se-methyl-L-selenocysteine", "S-benzyl-L-cysteinylglycine".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral residue without L- or D-
("S-methylcysteine": OPSIN assumes L-) and a group on a thioether's S ("S-methyl-L-methionine": the sulfonium, not read
here).
Read by test/chem/names/peptides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_side_chain_groups.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-side-chain-groups.jsonl"

READ = [
    "S-benzyl-L-cysteine",
    "S-methyl-L-cysteine",
    "S-allyl-L-cysteine",
    "S-trityl-L-cysteine",
    "S-carboxymethyl-L-cysteine",
    "S-(2-carboxyethyl)-L-cysteine",
    "S-methyl-L-homocysteine",
    "Se-methyl-L-selenocysteine",
    "O-methyl-L-serine",
    "O-methyl-D-serine",
    "O-acetyl-L-serine",
    "O-tert-butyl-L-threonine",
    "O-benzyl-L-tyrosine",
    "O-methyl-L-tyrosine",
    "O-(tert-butyl)-L-tyrosine",
    "O-benzyl-L-seryl-L-alanine",
    "S-benzyl-L-cysteinylglycine",
]
REFUSED = [
    "S-methylcysteine",
    "S-methyl-L-methionine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
