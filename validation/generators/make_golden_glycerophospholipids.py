#!/usr/bin/python3
"""OPSIN's structures for glycerophospholipids on sn-glycero-3-phosphate (src/chem/names/glycerophospholipids.ts):
"sn-glycero-3-phosphocholine", "1-myristoyl-sn-glycero-3-phosphocholine", "1,2-dipalmitoyl-sn-glycero-3-
phosphocholine", "1,2-dipalmitoyl-sn-glycero-3-phosphoethanolamine", "sn-glycerol-3-phosphate", with C2's (R) label
as OPSIN gives it (the choline's P-O- the inner salt OPSIN writes).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Rows with "refused": true are names OPSIN reads that the parser must refuse, not answer otherwise: a group on O1
whose first atom outranks carbon (OPSIN's 1-sulfo and 1-phospho flip C2's label), "1-O-hexadecyl" (an O-locant on an
O the parser does not read here) and oleoyl (its Z double bond is not read).
Read by test/chem/names/glycerophospholipids.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_glycerophospholipids.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-glycerophospholipids.jsonl"

READ = [
    "sn-glycero-3-phosphocholine",
    "sn-glycero-3-phosphoethanolamine",
    "sn-glycero-3-phosphate",
    "sn-glycerol-3-phosphate",
    "1-myristoyl-sn-glycero-3-phosphocholine",
    "1-palmitoyl-sn-glycero-3-phosphocholine",
    "1-stearoyl-sn-glycero-3-phosphocholine",
    "2-palmitoyl-sn-glycero-3-phosphocholine",
    "1-hexadecyl-sn-glycero-3-phosphocholine",
    "1,2-dipalmitoyl-sn-glycero-3-phosphocholine",
    "1,2-dimyristoyl-sn-glycero-3-phosphocholine",
    "1,2-distearoyl-sn-glycero-3-phosphocholine",
    "1,2-dilauroyl-sn-glycero-3-phosphocholine",
    "1,2-diacetyl-sn-glycero-3-phosphocholine",
    "1-palmitoyl-2-myristoyl-sn-glycero-3-phosphocholine",
    "1,2-dipalmitoyl-sn-glycero-3-phosphoethanolamine",
    "1,2-dipalmitoyl-sn-glycero-3-phosphate",
    "1,2-dipalmitoyl-sn-glycerol-3-phosphate",
    "1-palmitoyl-sn-glycero-3-phosphate",
]
REFUSED = [
    "1-sulfo-sn-glycero-3-phosphate",
    "1-phospho-sn-glycero-3-phosphate",
    "1-O-hexadecyl-sn-glycero-3-phosphocholine",
    "1,2-dioleoyl-sn-glycerol-3-phosphate",
    "1-palmitoyl-2-oleoyl-sn-glycero-3-phosphocholine",
]

if __name__ == "__main__":
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
