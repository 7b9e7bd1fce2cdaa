#!/usr/bin/python3
"""OPSIN's structures for mancude rings and fusion names with a ring P (src/chem/names/rings.ts: P as a ring atom of
three bonds, as N): "1H-phosphindole", "5H-benzo[b]phosphindole", "phosphinoline", "acridophosphine",
"phenoxaphosphinine", "phosphindoline".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: "benzo[b]phosphindole" with no indicated hydrogen (OPSIN takes
5H; the name does not say), "phosphinolizine" likewise (OPSIN takes 4H). Read by test/chem/names/rings.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_phosphorus_rings.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-phosphorus-rings.jsonl"

READ = [
    "phosphindole",
    "1H-phosphindole",
    "2-methyl-1H-phosphindole",
    "1-phenyl-1H-phosphindole",
    "2H-isophosphindole",
    "5H-benzo[b]phosphindole",
    "5-phenyl-5H-benzo[b]phosphindole",
    "phosphinoline",
    "isophosphinoline",
    "2-chlorophosphinoline",
    "phosphanthridine",
    "acridophosphine",
    "phenophosphazinine",
    "phenoxaphosphinine",
    "10H-phenoxaphosphinine",
    "phosphindolizine",
    "4H-phosphinolizine",
    "phosphindoline",
    "1-methylphosphindoline",
]
REFUSED = [
    "benzo[b]phosphindole",
    "phosphinolizine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
