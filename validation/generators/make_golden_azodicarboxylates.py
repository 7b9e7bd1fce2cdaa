#!/usr/bin/python3
"""OPSIN's structures for azodicarboxylic acid HOOC-N=N-COOH, its anion for esters and salts and its diamide
(src/chem/names/carbonic.ts CARBONIC_PARENTS): "diethyl azodicarboxylate", "diisopropyl azodicarboxylate" and, with
its space left out, "Diisopropylazodicarboxylate" (omitted-spaces.ts: the anion has no H for a prefix),
"azodicarboxamide", "tetramethylazodicarboxamide".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a half ester without its cation ("ethyl azodicarboxylate").
Read by test/chem/names/carbonic.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_azodicarboxylates.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-azodicarboxylates.jsonl"

READ = [
    "azodicarboxylic acid",
    "diethyl azodicarboxylate",
    "diisopropyl azodicarboxylate",
    "Diisopropylazodicarboxylate",
    "dibenzyl azodicarboxylate",
    "azodicarboxamide",
    "tetramethylazodicarboxamide",
    "dimethyl azodicarboxylate",
    "diethylazodicarboxylate",
    "dipotassium azodicarboxylate",
    "methylazodicarboxylic acid",
]
REFUSED = [
    "ethyl azodicarboxylate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
