#!/usr/bin/python3
"""OPSIN's structures for CAS's deuterium written inside a word, before the suffix (src/chem/names/grammar.ts ending,
builder.ts: on the parent's atoms): "methan-d3-amine", "ethan-2-d-amine", "benzen-2,4,6-d3-amine",
"propan-2-d-2-ol", and before the suffix's own locants ("1H-imidazole-1-d-2-carboxylic acid"); and CAS's heavier
isotopes written the same way after a word (isotopes.ts casDeuteriumAt: "Methanol-13C", "Acetic acid-1-13C",
"Benzene-13C6", "(propyl-2,3-13C)"), on the suffix's atoms of that element, else on the parent.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: an unlocanted deuterium or suffix that
fits more than one atom ("ethan-d-ol": C1 or C2; "pyridin-d4-amine": which amine; "Ethanol-13C",
"Benzoic acid-13C": which carbon; OPSIN picks one).
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
    # heavier isotopes after a word
    "Methanol-13C",
    "Methanol-18O",
    "Ethanol-1-13C",
    "Acetic acid-1-13C",
    "Acetic acid-2-13C",
    "Acetic acid-13C2",
    "Benzene-13C6",
    "Benzene-1-13C",
    "Ethane-1,2-13C2",
    "Urea-15N2",
    "Aniline-15N",
    "pyridine-15N",
    "3-methyl-4-(propyl-2,3-13C)octane",
    "PERHYDROPYRAZINO[2,1-C][1,4]OXAZINE-9A-13C",
    # CAS's hydroxylamine split where the O's group ends (isotopes.ts casHydroxylamine)
    "Hydroxyl-d-amine",
    "Hydroxyl-d-amine-d",
    "Hydroxyl-d-amine-d2",
    # on a group 14 hydride's suffix (lexicon.ts HYDRIDE_STEMS)
    "Silanamine-d2",
    "Silanol-d",
]
REFUSED = [
    "hydroxyl-d-amine-d3",
    "Ethan-d-ol",
    "propan-2-d-ol",
    "Pyridin-d4-amine",
    "Ethanol-13C",
    "Benzoic acid-13C",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
