#!/usr/bin/python3
"""OPSIN's structures for CAS-style names whose locants stand before the parent (src/chem/names/grammar.ts casFront):
"2-propanol", "1,2-ethanediol", "1,3-butadiene", "2-buten-1-ol", "1,4-benzenediol", "4-pyridinecarboxylic acid".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: front locants with no one place (2-butenol: the ene's or the ol's;
a count that fits neither). Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_cas_front_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-cas-front-locants.jsonl"

READ = [
    "2-propanol",
    "1-butanol",
    "2-butanone",
    "3-pentanone",
    "1-propanamine",
    "1,2-ethanediol",
    "1,4-butanediol",
    "1,2,3-propanetriol",
    "2,4-pentanedione",
    "1,3-butadiene",
    "2-butene",
    "2-methyl-1-propene",
    "2-buten-1-ol",
    "2-propen-1-ol",
    "3-buten-2-one",
    "2-propenoic acid",
    "2-propenal",
    "2-methyl-2-propanol",
    "1-chloro-2-propanol",
    "1,3-cyclohexanediol",
    "1,4-cyclohexanedione",
    "1,4-benzenediol",
    "1,2-benzenedicarboxylic acid",
    "4-pyridinecarboxylic acid",
    "3-pyridinecarbonitrile",
    "2-pyridinamine",
    "2-furancarboxylic acid",
    "2-thiazolamine",
    "1,2-Ethanediol 1-(4-methylbenzenesulfonate)",
    "2-propylpentanoic acid",
]
REFUSED = [
    "2-butenol",
    "1,2-butanol",
    "2-pentenediol",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
