#!/usr/bin/python3
"""OPSIN's structures for a salt's cation counted by "bis-", "tris-" with a hyphen and no bracket, or a hyphen before
the bracket (src/chem/names/components.ts multiplied): "bis-tetrabutylammonium sulfate", "bis-(tetrabutylammonium)
sulfate", "tris-sodium citrate", "bis-pyridinium sulfate".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an unbracketed word whose first group is not multiplied, where
the multiplier may be that group's ("bis-methylammonium": OPSIN's Me2NH2+; "bis-benzyltrimethylammonium": OPSIN puts
two benzyls on a methyl; "bis-chloromethyl ether": OPSIN's bis(dichloromethyl) ether).
Read by test/chem/names/components.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_hyphenated_multipliers.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-hyphenated-multipliers.jsonl"

READ = [
    "bis-tetrabutylammonium sulfate",
    "bis-(tetrabutylammonium) sulfate",
    "tris-tetrabutylammonium citrate",
    "bis-triethylammonium sulfate",
    "bis-tetramethylammonium oxalate",
    "bis-sodium sulfate",
    "tris-sodium citrate",
    "bis-ammonium sulfate",
    "bis-pyridinium sulfate",
    "bis-(2-chloroethyl) ether",
]
REFUSED = [
    "bis-methylammonium sulfate",
    "bis-benzyltrimethylammonium sulfate",
    "bis-chloromethyl ether",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
