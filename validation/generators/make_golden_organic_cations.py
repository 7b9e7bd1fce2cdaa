#!/usr/bin/python3
"""OPSIN's structures for salts of organic cations written with their count (src/chem/names/components.ts
organicCation): "diammonium ethanedioate", "ditetramethylammonium ethanedioate", "bis(pyridinium) sulfate". A word
that is a cation as written keeps that reading ("dimethylammonium sulfate" is two Me2NH2+).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: written counts that give no neutral salt
("triammonium ethanedioate", "diammonium chloride": OPSIN adds ions to balance them).
Read by test/chem/names/components.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_organic_cations.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-organic-cations.jsonl"

READ = [
    "diammonium ethanedioate",
    "diammonium sulfate",
    "diammonium butanedioate",
    "ditetramethylammonium ethanedioate",
    "ditetraethylammonium sulfate",
    "bis(tetramethylammonium) ethanedioate",
    "bis(tetramethylammonium) sulfate",
    "dipyridinium sulfate",
    "bis(pyridinium) sulfate",
    "dimethylammonium sulfate",
    "dimethylammonium chloride",
]
REFUSED = [
    "triammonium ethanedioate",
    "diammonium chloride",
    "tritetramethylammonium ethanedioate",
    "bis(tetramethylammonium) chloride",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
