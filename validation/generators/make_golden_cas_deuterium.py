#!/usr/bin/python3
"""OPSIN's structures for CAS's deuterium written inside a word, before the suffix (src/chem/names/grammar.ts ending,
builder.ts: on the parent's atoms): "methan-d3-amine", "ethan-2-d-amine", "benzen-2,4,6-d3-amine",
"propan-2-d-2-ol", and before the suffix's own locants ("1H-imidazole-1-d-2-carboxylic acid").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: an unlocanted deuterium or suffix that
fits more than one atom ("ethan-d-ol": C1 or C2; "pyridin-d4-amine": which amine; OPSIN picks one).
Read by test/chem/names/isotopes.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_cas_deuterium.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-cas-deuterium.jsonl"

READ = [
    "methan-d3-amine",
    "Methan-d-ol",
    "Methan-d2-diamine",
    "ethan-1,1-d2-ol",
    "ethan-d5-ol",
    "Ethan-1-d-ol",
    "Ethan-2-d-amine",
    "Ethane-1-d-amine",
    "Propan-2-d-2-ol",
    "Propan-1,1,1,3,3,3-d6-2-ol",
    "Benzen-d5-amine",
    "Benzen-2,4,6-d3-amine",
    "N-(methyl-d3)-Methan-d3-amine",
    "1H-Imidazole-1-d-2-carboxylic acid",
    "1H-Imidazole-1-d-2-carboxylic acid-d",
]
REFUSED = [
    "Ethan-d-ol",
    "propan-2-d-ol",
    "Pyridin-d4-amine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
