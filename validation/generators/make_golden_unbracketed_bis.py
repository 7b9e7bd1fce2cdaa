#!/usr/bin/python3
"""OPSIN's structures for "bis", "tris" … before a compound substituent written without its brackets
(src/chem/names/grammar.ts unbracketedGroup): "2,5-bisaminothiobenzene" = 2,5-bis(aminothio)benzene,
"1,4-bis-chloromethylbenzene", "2,6-bishydroxymethylpyridine", "1,4-bisdiphenylphosphinobutane".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: no locants for the copies ("bischloromethylbenzene": OPSIN puts
them ortho), a run that can end in more than one place ("1,4-bischloromethylphenylbenzene",
"1,2-bismethoxyethoxyethane"), and "bis" before a simple group ("1,4-bismethyl-benzene").
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_unbracketed_bis.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-unbracketed-bis.jsonl"

READ = [
    "2,5-bisaminothiobenzene",
    "1,4-bismethylthiobenzene",
    "1,4-bis(methylthio)benzene",
    "1,4-bismethoxycarbonylbenzene",
    "2,5-bischloromethylthiophene",
    "1,4-bischloromethylbenzene",
    "1,4-bis-chloromethylbenzene",
    "4,4'-bismethylthiobiphenyl",
    "2,6-bishydroxymethylpyridine",
    "2,6-bis-hydroxymethylpyridine",
    "1,2-bisdimethylaminoethane",
    "1,3-bisaminomethylbenzene",
    "1,5-bis-(4-methylphenyl)sulfonyl-naphthalene",
    "2,5-bistrifluoromethylaniline",
    "1,4-bis-chloromethyl-2-methylbenzene",
    "2,2'-bishydroxymethylbiphenyl",
    "1,3-bisbromomethylbenzene",
    "4,4'-bisdimethylaminobenzophenone",
    "2,6-bistrifluoromethylpyridine",
    "1,1-bismethylthioethene",
    "3,5-bistrifluoromethylbenzoic acid",
    "1,2-bistrimethylsilylethyne",
    "1,4-bisdiphenylphosphinobutane",
    "2,4-bisbenzyloxypyrimidine",
]
REFUSED = [
    "bischloromethylbenzene",
    "1,4-bischloromethylphenylbenzene",
    "1,2-bismethoxyethoxyethane",
    "1,4-bismethyl-benzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
