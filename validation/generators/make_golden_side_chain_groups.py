#!/usr/bin/python3
"""OPSIN's structures for a group on an amino acid's side-chain SH, OH or SeH, named with its S-, O- or Se- locant
(src/chem/names/peptides.ts attachToSide; IUPAC-IUBMB JCBN 3AA-6): "S-benzyl-L-cysteine", "O-methyl-L-serine",
"O-benzyl-L-tyrosine", "Se-methyl-L-selenocysteine", "S-benzyl-L-cysteinylglycine"; and on the amine N of chain carbon k
by its N<k> locant (peptides.ts attachToNumberedN): "N6-acetyl-L-lysine", "N5-acetyl-L-ornithine", "N2-acetyl-L-lysine".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral residue without L- or D-
("S-methylcysteine", "S-methylmethionine", "N6-acetyllysine": OPSIN assumes L-) and a group on an amide's N
("N5-methyl-L-glutamine"). With no SH, the group on a thioether's S makes the sulfonium ("S-methyl-L-methionine").
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
    "N6-acetyl-L-lysine",
    "N6-acetyl-D-lysine",
    "N6-methyl-L-lysine",
    "N6-benzyl-L-lysine",
    "N6-formyl-L-lysine",
    "N6-(tert-butoxycarbonyl)-L-lysine",
    "N2-acetyl-L-lysine",
    "N2-methyl-L-lysine",
    "N2-acetyl-L-alanine",
    "N5-acetyl-L-ornithine",
    "S-methyl-L-methionine",
    "S-methyl-D-methionine",
    "S-ethyl-L-methionine",
    "S-benzyl-L-methionine",
    "S-methyl-L-ethionine",
]
REFUSED = [
    "S-methylcysteine",
    "S-methylmethionine",
    "N6-acetyllysine",
    "N5-methyl-L-glutamine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
