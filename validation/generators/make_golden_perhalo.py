#!/usr/bin/python3
"""OPSIN's structures for "perfluoro", "perchloro", "perbromo" before a whole name (src/chem/names/perhalo.ts): every
C-H of the named compound replaced by the halogen ("perfluorohexane", "perfluorooctanoic acid" with its OH kept,
"perchlorobenzene", "perfluoro(methylcyclohexane)"), and before a bare group of carbons in a substituent's brackets,
that group's ("2-(perfluorohexyl)ethanol", "tris(perfluorophenyl)borane").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an unbracketed substituent after "per…" ("perfluorohexyloctane":
OPSIN fluorinates it all, its own test file expects 1-(perfluorohexyl)octane; "perfluoromethylcyclohexane",
"perfluorophenyl acetate"), and a name with an N-H ("perfluoropiperidine", "perfluoroaniline": OPSIN replaces those,
but keeps an amide's NH2, "perfluorooctanamide").
Read by test/chem/names/perhalo.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_perhalo.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-perhalo.jsonl"

READ = [
    "perfluorooctanoic acid",
    "perfluoropyridine",
    "perchlorobenzene",
    "perbromobenzene",
    "perfluoro(2-methylpentane)",
    "perfluoro(methylcyclohexane)",
    "perfluorooctane-1-sulfonic acid",
    "perfluorohexanoic acid",
    "perfluoroheptane",
    "perfluorocyclohexane",
    "perfluoronaphthalene",
    "perfluorobiphenyl",
    "perfluoroethanol",
    "perfluoroacetone",
    "perfluorobutanoic acid",
    "perfluoropropene",
    "perfluorobut-1-ene",
    "perchloroethene",
]
# In a substituent's brackets: the group's own C-H only.
READ += [
    "(perfluorohexyl)ethylene",
    "(perfluorohexyl)ethene",
    "2-(perfluorohexyl)ethanol",
    "1-(perfluorohexyl)octane",
    "(perfluorophenyl)methanol",
    "1-(perfluorobutyl)-4-methylbenzene",
    "4-(perfluorooctyl)aniline",
    "2-(perfluorooctyl)ethyl acrylate",
    "(perfluoroethyl)benzene",
    "1-(perchloroethyl)benzene",
    "(perfluorocyclohexyl)methanol",
    "tris(perfluorophenyl)borane",
    "bis(perfluorophenyl)methanone",
]
REFUSED = [
    "perfluorohexyloctane",
    "perfluoromethylcyclohexane",
    "perfluorophenyl acetate",
    "perfluoropiperidine",
    "perfluoroaniline",
    "perfluorooctanamide",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
