#!/usr/bin/python3
"""OPSIN's structures for Fischer's D-/L- before a systematic name (src/chem/names/stereo.ts placeFischer):
"L-2-aminobutanoic acid", "D-2-hydroxypropanoic acid", "L-5-oxopyrrolidine-2-carboxylic acid", and the rotation sign
after D/L ("L(-)-tryptophan"), which adds nothing to the structure.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: no centre fits (L-butane, L-2-aminopropane: no acid carbon), the
acid carbon and the chain cannot be told apart (L-2-amino-3-hydroxypropanoic acid: both carbons carry an O), DL- (a
racemate), D-/L- beside CIP descriptors, or on a structure with no such centre (L-glycine, L-2,2-dimethylglycine).
Read by test/chem/names/stereo.test.ts. Also glycine as a parent with prefixes (names-glycine-parent.jsonl, read by
test/chem/names/lexicon.test.ts).

Run: /usr/bin/python3 validation/generators/make_golden_fischer.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-fischer.jsonl"
GLYCINE = ROOT / "validation" / "golden" / "names-glycine-parent.jsonl"

# glycine as a parent that takes prefixes (src/chem/names/lexicon.ts), read by test/chem/names/lexicon.test.ts;
# refused: an unlocanted group that could be on the N or on C2
GLYCINE_READ = [
    "2-phenylglycine",
    "2-methylglycine",
    "2,2-dimethylglycine",
    "2-(4-hydroxyphenyl)glycine",
    "N-methylglycine",
    "N,N-dimethylglycine",
    "2-chloroglycine",
]
GLYCINE_REFUSED = [
    "methylglycine",
    "benzylglycine",
]

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
    # glycine with a group at C2 (lexicon.ts's glycine parent), and OPSIN's amino acid tokens drawn flat
    "L-2-phenylglycine",
    "D-2-phenylglycine",
    "L-2-methylglycine",
    "L-2-(4-hydroxyphenyl)glycine",
    "L-phenylglycine",
    "D-phenylglycine",
    "L-isoserine",
    "D-allylglycine",
    "L-tert-butylglycine",
    # proline with prefixes, read as pyrrolidine-2-carboxylic acid (index.ts), and cis-/trans- of its ring groups
    # with L- or D- (stereo.ts placeRingCisTrans with the Fischer centre fixed)
    "4-hydroxy-L-proline",
    "1-methyl-L-proline",
    "4-oxo-L-proline",
    "4,4-difluoro-L-proline",
    "cis-4-hydroxy-L-proline",
    "trans-4-hydroxy-L-proline",
    "trans-4-hydroxy-D-proline",
    "cis-4-hydroxy-D-proline",
    "cis-4-fluoro-L-proline",
    # alanine with prefixes, read as 2-aminopropanoic acid
    "3-phenyl-L-alanine",
    "3-fluoro-L-alanine",
    "3-chloro-D-alanine",
    "3,3,3-trifluoro-L-alanine",
    "3-cyclohexyl-L-alanine",
    "3-(naphthalen-2-yl)-L-alanine",
    "3-(pyridin-3-yl)-D-alanine",
    "3-(thiophen-2-yl)-L-alanine",
]
REFUSED = [
    "L-butane",
    "L-butan-2-ol",
    "L-2-aminopropane",
    "L-2-amino-3-hydroxypropanoic acid",
    "DL-2-aminobutanoic acid",
    "L-(2S)-2-aminobutanoic acid",
    "L-glycine",
    "L-beta-alanine",
    "L-2,2-dimethylglycine",
    # C2's chain carbon carries an O too: which neighbour is the acid's is not told apart (OPSIN answers)
    "trans-3-hydroxy-L-proline",
    "3-hydroxy-L-alanine",
    # no H on C2: no centre for L-
    "2-methyl-L-alanine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
    write_read_and_refused(GLYCINE, GLYCINE_READ, GLYCINE_REFUSED, ROOT)


if __name__ == "__main__":
    main()
