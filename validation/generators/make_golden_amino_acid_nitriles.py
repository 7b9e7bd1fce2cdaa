#!/usr/bin/python3
"""OPSIN's structures for an amino acid's or peptide's nitrile (src/chem/names/peptides.ts readNitrile): the name
with "-nitrile" after its "-e" (or "-onitrile"), C#N for the one free carboxyl: "beta-alaninenitrile"
(3-aminopropanenitrile), "glycinonitrile", "L-alaninenitrile", "glycylglycinenitrile".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral residue without L- or D-
("alaninenitrile": OPSIN assumes L-) and DL- (a racemate).
Read by test/chem/names/peptides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_amino_acid_nitriles.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-amino-acid-nitriles.jsonl"

READ = [
    "beta-alaninenitrile",
    "glycinenitrile",
    "glycinonitrile",
    "sarcosinenitrile",
    "L-alaninenitrile",
    "D-alaninenitrile",
    "L-leucinenitrile",
    "L-valinenitrile",
    "L-phenylalaninenitrile",
    "L-prolinenitrile",
    "L-serinenitrile",
    "L-lysinenitrile",
    "L-methioninenitrile",
    "L-tyrosinenitrile",
    "glycylglycinenitrile",
    "L-alanyl-L-alaninenitrile",
    # nitriles of other acids read as before
    "benzonitrile",
    "acetonitrile",
]
REFUSED = [
    "alaninenitrile",
    "DL-alaninenitrile",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
