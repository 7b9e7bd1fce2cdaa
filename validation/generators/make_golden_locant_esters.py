#!/usr/bin/python3
"""OPSIN's structures for esters named after the alcohol with the locant of each esterified OH (src/chem/names/
locant-esters.ts): "7-O-methylaromadendrin 3-acetate", "quercetin 3,7-diacetate", "apigenin 7-benzoate", "ethane-1,2-
diol 1-acetate".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a locant that may be the acid's own
("2-chloroacetate"), and an unlocanted anion after a trivial name (OPSIN reads a salt-like mixture). Read by
test/chem/names/locant-esters.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_locant_esters.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-locant-esters.jsonl"

READ = [
    "7-O-methylaromadendrin 3-acetate",
    "apigenin 7-acetate",
    "apigenin 4'-acetate",
    "apigenin 7,4'-diacetate",
    "quercetin 3,7-diacetate",
    "luteolin 7-benzoate",
    "apigenin 7-propanoate",
    "apigenin 7-(2-chloroacetate)",
    "apigenin 7-methanesulfonate",
    "naringenin 7-acetate",
    "ethane-1,2-diol 1-acetate",
    "propane-1,2,3-triol 1-acetate",
    "butane-1,3-diol 3-benzoate",
]
REFUSED = [
    "ethane-1,2-diol 2-chloroacetate",
    "apigenin acetate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
