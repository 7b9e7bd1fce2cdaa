#!/usr/bin/python3
"""OPSIN's structures for sulfonyl, sulfinyl, silyl and thio (-S-) in brackets under the prefixes they carry
(src/chem/names/grammar.ts: the group as the parent of a bracketed substituent): "(methylsulfonyl)benzene",
"4-(methylsulfonyl)aniline", "(trimethylsilyl)acetylene", "3-(trimethylsilyl)propanal ethylene ketal",
"(methylthio)benzene", "[(4-chlorophenyl)thio]acetic acid".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: more groups than the atom takes ("(dimethylsulfonyl)benzene",
"(tetramethylsilyl)benzene", "(dimethylthio)benzene") and a sulfonyl or thio carrying nothing ("(sulfonyl)benzene",
"(thio)benzene"), whatever OPSIN gives.
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_bracketed_carriers.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-bracketed-carriers.jsonl"

READ = [
    "(methylsulfonyl)benzene",
    "4-(methylsulfonyl)aniline",
    "1-(methylsulfonyl)-4-nitrobenzene",
    "(methylsulfinyl)benzene",
    "(chlorosulfonyl)benzene",
    "(phenylsulfonyl)acetonitrile",
    "2-[(4-methylphenyl)sulfonyl]ethanol",
    "(trimethylsilyl)benzene",
    "(trimethylsilyl)acetylene",
    "2-(trimethylsilyl)ethanol",
    "4-(trimethylsilyl)but-3-yn-2-one",
    "(ethoxydimethylsilyl)benzene",
    "3-(trimethylsilyl)propanal ethylene ketal",
    "1-[(trifluoromethyl)sulfonyl]piperidine",
    "(methylthio)benzene",
    "4-(methylthio)phenol",
    "2-(methylthio)ethanol",
    "(phenylthio)acetic acid",
    "[(4-chlorophenyl)thio]acetic acid",
    "2-(ethylthio)pyridine",
    "bis(methylthio)methane",
    "1,4-bis(methylthio)benzene",
    "(aminothio)benzene",
]
REFUSED = [
    "(dimethylsulfonyl)benzene",
    "(tetramethylsilyl)benzene",
    "(sulfonyl)benzene",
    "(dimethylthio)benzene",
    "(thio)benzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
