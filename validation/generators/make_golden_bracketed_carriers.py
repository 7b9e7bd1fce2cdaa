#!/usr/bin/python3
"""OPSIN's structures for sulfonyl, sulfinyl and silyl in brackets under the prefixes they carry
(src/chem/names/grammar.ts: the group as the parent of a bracketed substituent): "(methylsulfonyl)benzene",
"4-(methylsulfonyl)aniline", "(trimethylsilyl)acetylene", "3-(trimethylsilyl)propanal ethylene ketal".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: more groups than the atom takes ("(dimethylsulfonyl)benzene",
"(tetramethylsilyl)benzene") and a sulfonyl carrying nothing ("(sulfonyl)benzene"), whatever OPSIN gives.
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
]
REFUSED = [
    "(dimethylsulfonyl)benzene",
    "(tetramethylsilyl)benzene",
    "(sulfonyl)benzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
