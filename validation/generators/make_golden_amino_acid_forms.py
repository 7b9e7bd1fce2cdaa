#!/usr/bin/python3
"""OPSIN's structures for forms of an amino acid named from it (src/chem/names/amino-acid-forms.ts), each with L- or
D-: the reduced forms ("L-alaninal", "L-alaninol"), the diacid dichlorides ("L-aspartoyl dichloride"), gamma-glutamyl
peptides ("γ-L-glutamyl-L-cysteinylglycine"), prefixes on the ring or side chain ("3,5-diiodo-L-tyrosine",
"β-chloro-L-histidine"), the diacids' partial esters ("O5-ethyl hydrogen N-acetyl-L-glutamate") and amino acid groups
on a parent ("α-L-aspartylbenzene", "L-tryptophan-1-ylbenzene").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09); the CIP
labels of a few were checked by hand with RDKit: L-alaninol and L-alaninal (S), D-valinol (R), glutathione's Glu (S)
and Cys (R). Rows with "refused": true are names the parser must refuse although OPSIN answers them (reason
"unsupported", "ambiguous" for AMBIGUOUS): the chiral amino acid has no L- or D- (OPSIN assumes L-), "aspartoyl
chloride" names one chloride on a diacid, or the group's place is not said. Read by test/chem/names/amino-acid-forms.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_amino_acid_forms.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-amino-acid-forms.jsonl"

READ = [
    # the alpha-carboxyl reduced to CHO or CH2OH
    "L-alaninal",
    "D-alaninal",
    "L-alaninol",
    "D-alaninol",
    "L-phenylalaninol",
    "D-valinol",
    "L-valinol",
    "L-leucinol",
    "L-prolinol",
    "L-tyrosinol",
    "L-phenylalaninal",
    # every carboxyl of the diacid as COCl
    "L-aspartoyl dichloride",
    "D-aspartoyl dichloride",
    "L-glutamoyl dichloride",
    # glutamic acid's C5 carboxyl on the next residue's alpha-N
    "γ-L-glutamyl-L-cysteinylglycine",
    "gamma-L-glutamyl-L-cysteinylglycine",
    "γ-L-glutamyl-L-cysteine",
    "γ-L-glutamylglycine",
    "γ-D-glutamyl-L-alanine",
    "γ-L-glutamyl-L-glutamic acid",
    # prefixes on the ring (its own numbering) or the side chain (Greek locants), read as the systematic name
    "3,5-diiodo-L-tyrosine",
    "3-iodo-L-tyrosine",
    "3-nitro-L-tyrosine",
    "3-chloro-D-tyrosine",
    "4-fluoro-L-phenylalanine",
    "4-chloro-D-phenylalanine",
    "2-fluoro-L-phenylalanine",
    "3,4-dichloro-L-phenylalanine",
    "4-nitro-L-phenylalanine",
    "β-methyl-L-phenylalanine",
    "2-chloro-L-histidine",
    "β-chloro-L-histidine",
    "beta-chloro-L-histidine",
    "ε-chloro-L-lysine",
    "epsilon-chloro-L-lysine",
    "5-hydroxy-L-tryptophan",
    "5-fluoro-L-tryptophan",
    "1-methyl-L-tryptophan",
    "6-chloro-D-tryptophan",
    # the diacid's partial esters, the O-locant (or locant) naming the esterified carboxyl
    "O5-ethyl hydrogen N-acetyl-L-glutamate",
    "O5-ethyl hydrogen N-acetyl-D-glutamate",
    "O1-ethyl hydrogen N-acetyl-L-glutamate",
    "5-methyl hydrogen L-glutamate",
    "1-methyl hydrogen L-glutamate",
    "O4-benzyl hydrogen L-aspartate",
    "O1-methyl hydrogen D-aspartate",
    "4-tert-butyl hydrogen N-acetyl-L-aspartate",
    # amino acid groups on a parent whose every H-bearing atom is alike
    "α-L-aspartylbenzene",
    "β-L-aspartylbenzene",
    "L-aspart-1-ylbenzene",
    "L-aspart-4-ylbenzene",
    "α-D-aspartylbenzene",
    "L-tryptophan-1-ylbenzene",
    "D-tryptophan-1-ylbenzene",
    "L-tryptophan-1-ylmethane",
    "β-L-aspartylcyclohexane",
    # the acyl forms of peptides.ts as groups (the one carboxyl's C)
    "L-cysteinylbenzene",
    "D-cysteinylbenzene",
    "L-alanylbenzene",
    "L-prolylbenzene",
    "L-phenylalanylcyclohexane",
    "L-valylmethane",
    "L-glutaminylbenzene",
    "L-lysylbenzene",
]
REFUSED = [
    "alaninal",
    "alaninol",
    "phenylalaninol",
    "aspartoyl dichloride",
    "aspartoyl chloride",
    "γ-glutamylcysteinylglycine",
    "γ-L-glutamylcysteinylglycine",
    "γ-glutamylglycine",
    # the other constructions on a chiral amino acid without L- or D-: refused with that reason
    "3,5-diiodotyrosine",
    "4-fluorophenylalanine",
    "5-hydroxytryptophan",
    "1-methyl-proline",
    "2-chloro-histidine",
    "beta-chloro-histidine",
    "epsilon-chloro-lysine",
    "tryptophan-1-ylbenzene",
    "α-aspartylbenzene",
    "aspart-1-ylbenzene",
    "β-aspartylbenzene",
    "aspart-1-al",
    "O5-Ethyl hydrogen N-acetylglutamate",
    "5-methyl hydrogen glutamate",
    "cysteinylbenzene",
]
AMBIGUOUS = [
    # OPSIN takes the C1 acyl (aspartyl without α- or β-) and toluene's methyl: the names do not say
    "L-aspartylbenzene",
    "L-tryptophan-1-yltoluene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED + AMBIGUOUS, ROOT)


if __name__ == "__main__":
    main()
