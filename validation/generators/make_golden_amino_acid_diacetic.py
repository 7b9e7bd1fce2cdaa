#!/usr/bin/python3
"""OPSIN's structures for CAS's conjunctive names on an amino acid (src/chem/names/conjunctive.ts
readAminoAcidDiacetic): "<amino acid> N,N-diacetic acid", two carboxymethyl groups on the amine N
("beta-alanine diacetic acid", "L-aspartic acid N,N-diacetic acid"), and "N,N-diacetate", their carboxylates.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral amino acid without L- or D-
("serine diacetic acid": OPSIN assumes L-), DL- (a racemate), "diacetate" without its locants (also the amino acid's
salt with two acetic acids), and lysine (two primary amine N; OPSIN takes the alpha one, the name does not say).
Read by test/chem/names/conjunctive.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_amino_acid_diacetic.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-amino-acid-diacetic.jsonl"

READ = [
    "beta-alanine diacetic acid",
    "beta-alanine N,N-diacetic acid",
    "beta-alanine-N,N-diacetic acid",
    "glycine diacetic acid",
    "glycine N,N-diaceticacid",
    "GLYCINE N,N-DIACETIC ACID",
    "L-aspartic acid N,N-diacetic acid",
    "L-glutamic acid diacetic acid",
    "L-glutamic acid N,N-diacetic acid",
    "L-alanine N,N-diacetic acid",
    "D-alanine N,N-diacetic acid",
    "L-serine N,N-diacetic acid",
    "L-histidine N,N-diacetic acid",
    "L-tyrosine N,N-diacetic acid",
    "L-arginine N,N-diacetic acid",
    "L-methionine N,N-diacetic acid",
    "L-cysteine N,N-diacetic acid",
    "L-tryptophan N,N-diacetic acid",
    "L-asparagine N,N-diacetic acid",
    "L-glutamine N,N-diacetic acid",
    "phenylglycine diacetic acid",
    "L-phenylglycine diacetic acid",
    "beta-alanine N,N-diacetate",
    "glycine N,N-diacetate",
    "L-aspartic acid N,N-diacetate",
]
REFUSED = [
    "serine diacetic acid",
    "aspartic acid N,N-diacetic acid",
    "DL-alanine N,N-diacetic acid",
    "beta-alanine diacetate",
    "glycine diacetate",
    "L-lysine N,N-diacetic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
