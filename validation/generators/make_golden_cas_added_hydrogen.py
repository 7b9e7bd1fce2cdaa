#!/usr/bin/python3
"""OPSIN's structures for CAS's front locant with the added hydrogen after it (src/chem/names/grammar.ts casFront):
"2(1H)-pyridinone" (pyridin-2(1H)-one), "4(3H)-quinazolinone", "2,4(1H,3H)-pyrimidinedione" (uracil),
"3,4-dihydro-1(2H)-naphthalenone", and on a substituent, where no prefix's locant is written so:
"4-(3,4-dihydro-2(1H)-isoquinolinyl)aniline".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a suffix at a ring N that has no
hydrogen in the ring as named ("2(1H)-isoquinolinecarboxylic acid": OPSIN's N-carboxylic acid; not read here).
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_cas_added_hydrogen.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-cas-added-hydrogen.jsonl"

READ = [
    "2(1H)-pyridinone",
    "4(1H)-pyridinone",
    "1-methyl-2(1H)-pyridinone",
    "2(1H)-pyrimidinone",
    "2,4(1H,3H)-pyrimidinedione",
    "5-methyl-2,4(1H,3H)-pyrimidinedione",
    "2(1H)-quinolinone",
    "3,4-dihydro-2(1H)-quinolinone",
    "4(3H)-quinazolinone",
    "1(2H)-phthalazinone",
    "2(3H)-benzoxazolone",
    "2(3H)-thiazolethione",
    "2(5H)-furanone",
    "3,4-dihydro-1(2H)-naphthalenone",
    "9(10H)-acridinone",
    "4-(3,4-dihydro-2(1H)-isoquinolinyl)aniline",
]
REFUSED = [
    "2(1H)-isoquinolinecarboxylic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
