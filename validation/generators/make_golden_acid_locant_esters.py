#!/usr/bin/python3
"""OPSIN's structures for esters of a polyacid with a different group on each acid group, each word led by its acid's
locant (src/chem/names/acid-locant-esters.ts): IUPAC's "1-ethyl 4-methyl butanedioate" and PubChem's "3-O-ethyl
5-O-methyl ...-1,4-dihydropyridine-3,5-dicarboxylate" (amlodipine, felodipine, nisoldipine, nimodipine), with acid
groups no word names left anionic. Rows with "refused": true must stay refused: a locant given twice, a locant with no
acid group of the parent there, and a lone plain word ("4-methyl benzoate" is no ester of an acid at 4).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/acid-locant-esters.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acid_locant_esters.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acid-locant-esters.jsonl"

READ = [
    "1-ethyl 4-methyl butanedioate",
    "1-ethyl 6-methyl hexanedioate",
    "1-tert-butyl 2-methyl pyrrolidine-1,2-dicarboxylate",
    "1-ethyl 2-methyl benzene-1,2-dicarboxylate",
    "3-ethyl 5-methyl 2,6-dimethyl-4-phenyl-1,4-dihydropyridine-3,5-dicarboxylate",
    "1-O-ethyl 4-O-methyl butanedioate",
    "1-O-methyl 4-O-ethyl butanedioate",
    "1-O-ethyl 6-O-methyl hexanedioate",
    "1-O-ethyl 2-O-methyl benzene-1,2-dicarboxylate",
    "1-O-phenyl 2-O-methyl benzene-1,2-dicarboxylate",
    "1-O-tert-butyl 2-O-methyl pyrrolidine-1,2-dicarboxylate",
    "1-O-ethyl 4-O-methyl (2S)-2-aminobutanedioate",
    "1-O-benzyl 5-O-tert-butyl (2S)-2-aminopentanedioate",
    "1-O-ethyl 4-O-methyl benzene-1,4-disulfonate",
    "1-O-methyl 2-hydroxypropane-1,2,3-tricarboxylate",
    "3-O-methyl 5-O-(2-methylpropyl) 2,6-dimethyl-4-(2-nitrophenyl)-1,4-dihydropyridine-3,5-dicarboxylate",
    "5-O-ethyl 3-O-methyl 4-(2,3-dichlorophenyl)-2,6-dimethyl-1,4-dihydropyridine-3,5-dicarboxylate",
    "3-O-(2-methoxyethyl) 5-O-propan-2-yl 2,6-dimethyl-4-(3-nitrophenyl)-1,4-dihydropyridine-3,5-dicarboxylate",
]
REFUSED = [
    "1-O-ethyl 1-O-methyl butanedioate",
    "2-O-ethyl 1-O-methyl butanedioate",
    "1-O-ethyl benzoate",
    "4-methyl benzoate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
