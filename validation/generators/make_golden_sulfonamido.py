#!/usr/bin/python3
"""OPSIN's structures for the sulfonamido and sulfinamido prefixes (src/chem/names/prefix-forms.ts
sulfonamidoAsAmino): IUPAC's "methanesulfonamido", "benzenesulfonamido" (R-SO2-NH-) and OPSIN's "methylsulfonamido",
read as the "sulfonylamino" run.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: "sulfonamido" with no group before it, and a run whose first prefix
could belong to either group ("4-methylbenzenesulfonamidobenzene": the 4-methyl on the benzenesulfonyl or on the
parent; OPSIN puts it on the sulfonyl's ring).
Read by test/chem/names/prefix-forms.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_sulfonamido.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-sulfonamido.jsonl"

READ = [
    "methylsulfonamidobenzene", "methanesulfonamidobenzene", "4-methanesulfonamidophenol",
    "2-(benzenesulfonamido)acetic acid", "2-(methylsulfonamido)acetic acid", "N-[4-(methanesulfonamido)phenyl]acetamide",
    "methylsulfinamidobenzene", "4-(ethanesulfonamido)benzoic acid",
]
REFUSED = [
    "sulfonamidobenzene", "4-methylbenzenesulfonamidobenzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
