#!/usr/bin/python3
"""OPSIN's structures for an acyl chain taking its locanted prefixes in a run, as an alkyl does
(src/chem/names/implicit-brackets.ts joinerOf): "2,2-dimethylpropanoyl(methyl)amino" is
[(2,2-dimethylpropanoyl)(methyl)amino], "2-methylpropanoylbenzene" (2-methylpropanoyl)benzene,
"2,2-dimethylpropanoylaminobenzene" [(2,2-dimethylpropanoyl)amino]benzene.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: unlocanted prefixes before the acyl
("dimethylpropanoylbenzene": on the ring or on the acyl, and where on the ring; OPSIN picks one).
Read by test/chem/names/implicit-brackets.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acyl_joiners.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acyl-joiners.jsonl"

READ = [
    "N-[4-(dimethylamino)-3-[[2,2-dimethylpropanoyl-[(1R)-1-phenylethyl]amino]methyl]phenyl]cyclopropanecarboxamide",
    "N-[(2R,3S)-3-[3,3-dimethylbutanoyl-[(2-pyrrolidin-1-ylacetyl)amino]amino]-2-hydroxy-4-phenylbutyl]-N-(2-methylpropyl)-1,3-benzodioxole-5-sulfonamide",
    "[2,2-dimethylpropanoyl(methyl)amino]benzene",
    "[2,2-dimethylpropanoyl-[(1R)-1-phenylethyl]amino]benzene",
    "2,2-dimethylpropanoylaminobenzene",
    "2-methylpropanoylbenzene",
    "3-chloropropanoylbenzene",
    "4-methylpentanoylbenzene",
    # written with its brackets, as before
    "4-(2-methylpropanoyl)phenol",
    "1-(2-methylpropanoyl)piperidine",
    "N-(2,2-dimethylpropanoyl)aniline",
]
REFUSED = [
    "dimethylpropanoylbenzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
