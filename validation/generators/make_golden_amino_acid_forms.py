#!/usr/bin/python3
"""OPSIN's structures for forms of an amino acid named from it (src/chem/names/amino-acid-forms.ts): the reduced
forms ("L-alaninal", "L-alaninol"), the diacid dichlorides ("L-aspartoyl dichloride") and gamma-glutamyl peptides
("γ-L-glutamyl-L-cysteinylglycine"), each with L- or D-.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09); the CIP
labels of a few were checked by hand with RDKit: L-alaninol and L-alaninal (S), D-valinol (R), glutathione's Glu (S)
and Cys (R). Rows with "refused": true are names the parser must refuse although OPSIN answers them (reason
"unsupported"): the chiral amino acid has no L- or D- (OPSIN assumes L-), or "aspartoyl chloride" names one chloride on
a diacid. Read by test/chem/names/amino-acid-forms.test.ts.

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
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
