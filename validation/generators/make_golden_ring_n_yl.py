#!/usr/bin/python3
"""OPSIN's structures for a substituent group ("-yl") on a ring atom that hydro prefixes or added hydrogen leave with
only its spare valence (src/chem/names/builder.ts applySuffix): "3,4-dihydro-1H-isoquinolin-2-yl" (PubChem's form),
"3,4-dihydroisoquinolin-2(1H)-yl" (IUPAC's), "3,4-dihydroquinolin-1(2H)-yl", "2-oxopyridin-1(2H)-yl": the atom is
sp3 once it carries the bond, and the ring's other double bonds must still pair up.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a ring N of a fully aromatic ring as the group's atom
("1-(pyridin-1-yl)ethanone": no neutral structure).
Read by test/chem/names/rings.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ring_n_yl.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ring-n-yl.jsonl"

READ = [
    "2-(3,4-dihydro-1H-isoquinolin-2-yl)acetic acid",
    "2-(3,4-dihydroisoquinolin-2(1H)-yl)acetic acid",
    "2-(3,4-dihydroquinolin-1(2H)-yl)ethanol",
    "1-(3,4-dihydroquinolin-1(2H)-yl)ethanone",
    "1-(3,4-dihydro-2H-quinolin-1-yl)ethanone",
    "2-(2-oxopyridin-1(2H)-yl)acetic acid",
    "(2-oxo-2H-pyridin-1-yl)acetic acid",
    "2-(1,3-dioxo-1,3-dihydro-2H-isoindol-2-yl)acetic acid",
    "4-(3,4-dihydro-2H-quinolin-1-yl)butan-1-ol",
]
REFUSED = [
    "1-(pyridin-1-yl)ethanone",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
