#!/usr/bin/python3
"""OPSIN's structures for esters named after the alcohol with the locant of each esterified OH (src/chem/names/
locant-esters.ts): "7-O-methylaromadendrin 3-acetate", "quercetin 3,7-diacetate", "apigenin 7-benzoate", "ethane-1,2-
diol 1-acetate".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a locant that may be the acid's own
("2-chloroacetate"; "1-methanesulfonate" names the acid's one place, so it is read where the alcohol has one OH:
"Methan-d-ol 1-methanesulfonate", or where both readings give one structure, "ethane-1,2-diol 2-chloroacetate";
refused on an unsymmetric diol), and an unlocanted anion after a trivial name (OPSIN reads a salt-like mixture). Read by
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
    # a locant that is also the acid's own but names its one place, on an alcohol with one OH: one structure
    "Methan-d-ol 1-methanesulfonate",
    "ethanol 1-methanesulfonate",
    "2-chloroethanol 1-methanesulfonate",
    "phenol 1-methanesulfonate",
    "ethane-1,2-diol 2-chloroacetate",
]
REFUSED = [
    "propane-1,2-diol 2-chloroacetate",
    "propane-1,2-diol 1-methanesulfonate",
    "apigenin acetate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
