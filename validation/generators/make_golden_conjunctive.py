#!/usr/bin/python3
"""OPSIN's structures for conjunctive names (src/chem/names/conjunctive.ts): a ring name run into an acyclic parent
with its principal group, the ring on the chain's far end ("benzeneacetic acid", "naphthalene-2-acetic acid",
"benzeneethylamine").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a ring whose atoms differ, named without
the locant that says where the chain is (OPSIN assumes 1). Read by test/chem/names/conjunctive.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_conjunctive.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-conjunctive.jsonl"

READ = [
    "benzeneacetic acid",
    "benzeneethylamine",
    "cyclohexaneacetic acid",
    "benzenepropanoic acid",
    "naphthalene-2-acetic acid",
    "benzenemethanol",
    "cyclohexanemethanol",
    "benzeneacetonitrile",
    "benzenebutanoic acid",
    "thiophene-2-acetic acid",
    "cyclopentaneethanol",
    "benzeneacetamide",
]
REFUSED = [
    "naphthaleneacetic acid",
    "pyridineacetic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
