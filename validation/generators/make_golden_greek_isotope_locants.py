#!/usr/bin/python3
"""OPSIN's structures for isotope descriptors with Greek locants (src/chem/names/isotopes.ts): "(α,α,α-2H3)anisole",
"(alpha,alpha,alpha-2H3)anisole", "(α-13C)toluene", "(α,α′-13C2)-1,2-xylene": the atoms the parent's own labels call
alpha (anisole's and toluene's methyl, xylene's alpha and alpha').

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a Greek locant the parent has no atom for.
Read by test/chem/names/isotopes.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_greek_isotope_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-greek-isotope-locants.jsonl"

READ = [
    "(α,α,α-2H3)anisole",
    "(alpha,alpha,alpha-2H3)anisole",
    "(α-13C)toluene",
    "(α,α,α-2H3)toluene",
    "(α,α′-13C2)-1,2-xylene",
]
REFUSED = [
    "(α-13C)benzene",
    "(β-13C)toluene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
