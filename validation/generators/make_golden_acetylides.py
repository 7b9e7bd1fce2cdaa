#!/usr/bin/python3
"""OPSIN's structures for acetylide salts (src/chem/names/acetylides.ts, read in components.ts): the bare acetylide
with the cation's count written ("monosodium acetylide" HC≡C−, "disodium acetylide" C2 2−) and substituted
acetylides ("lithium phenylacetylide", "sodium methylacetylide").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: the bare acetylide with the cation's count left open ("sodium
acetylide": OPSIN draws Na2C2, chemists mostly mean NaC≡CH; "calcium acetylide"), an acetylide of a metal whose
binary compounds tools draw covalently or ionically (silver, copper: OPSIN draws ions), and counts that balance no
acetylide ("dilithium phenylacetylide"). Read by test/chem/names/acetylides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acetylides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acetylides.jsonl"

READ = [
    "monosodium acetylide", "disodium acetylide", "monolithium acetylide", "dilithium acetylide",
    "monopotassium acetylide", "monocalcium acetylide", "Lithium phenylacetylide", "lithium phenylacetylide",
    "potassium phenylacetylide", "sodium methylacetylide", "calcium phenylacetylide",
    "sodium (4-methylphenyl)acetylide",
]
REFUSED = [
    "sodium acetylide", "calcium acetylide", "lithium acetylide", "silver(I) acetylide", "copper(I) acetylide",
    "copper(I) phenylacetylide", "dilithium phenylacetylide", "sodium ethynylacetylide",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
