#!/usr/bin/python3
"""OPSIN's structures for the group 15 hydrides by their traditional names and the group 14 hydrides (src/chem/names/
lexicon.ts MAIN_GROUP_HYDRIDES): phosphine, arsine, stibine (and arsane, stibane), silane, germane, stannane with
their groups, "triphenylphosphine", "tri-tert-butylphosphine", "methylarsine", "chlorotrimethylsilane"; and the
nitrogen chains diazene and diazane ("1,2-diphenyldiazene", "(E)-1,2-diphenyldiazene", "1,1-dimethyldiazane").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: more groups than the hydride has hydrogens
("tetramethylphosphine", "1,1-dimethyldiazene").
Read by test/chem/names/lexicon.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_main_group_hydrides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-main-group-hydrides.jsonl"

READ = [
    "phosphine",
    "methylphosphine",
    "phenylphosphine",
    "diphenylphosphine",
    "trimethylphosphine",
    "tributylphosphine",
    "tri-tert-butylphosphine",
    "tricyclohexylphosphine",
    "triphenylphosphine",
    "tris(2-methylphenyl)phosphine",
    "arsine",
    "methylarsine",
    "triphenylarsine",
    "arsane",
    "triphenylarsane",
    "stibine",
    "stibane",
    "triphenylstibine",
    "silane",
    "chlorotrimethylsilane",
    "tetramethylsilane",
    "dichlorodimethylsilane",
    "trichloro(methyl)silane",
    "triethylsilane",
    "tetraethoxysilane",
    "trimethyl(phenyl)silane",
    "tetramethylgermane",
    "tributylstannane",
    "diazene",
    "methyldiazene",
    "dimethyldiazene",
    "1,2-diphenyldiazene",
    "diphenyldiazene",
    "(E)-1,2-diphenyldiazene",
    "(Z)-diphenyldiazene",
    "1-(naphthalen-2-yl)-2-phenyl(1-15N)diazene",
    "diazane",
    "1,1-dimethyldiazane",
    "1,2-diphenyldiazane",
    "1-propylidene(1-15N)diazane",
]
REFUSED = [
    "tetramethylphosphine",
    "tetraphenylarsine",
    "pentamethylsilane",
    "1,1-dimethyldiazene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
