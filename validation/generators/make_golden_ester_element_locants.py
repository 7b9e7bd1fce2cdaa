#!/usr/bin/python3
"""OPSIN's structures for an ester's group with the element it is on ("S-methyl", "O-ethyl": IUPAC P-65.6.3.2.1)
before a thioate (src/chem/names/grammar.ts readings, builder.ts checkEsterElements): "S-methyl ethanethioate",
"O-ethyl benzenecarbothioate", "S-(2-chloroethyl) ethanethioate", "S-methyl thioacetate"; without the locant the
thioate leaves the group's atom open ("methyl ethanethioate" is refused).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a locant naming an element the anion's acid group does not have
("S-methyl acetate"), the group's atom left open ("methyl ethanethioate").
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ester_element_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ester-element-locants.jsonl"

READ = [
    "S-methyl methanethioate",
    "S-fluoromethyl methanethioate",
    "S-(fluoromethyl) methanethioate",
    "S-ethyl ethanethioate",
    "S-chloromethyl ethanethioate",
    "O-methyl ethanethioate",
    "S-(2-chloroethyl) ethanethioate",
    "S-benzyl ethanethioate",
    "S-phenyl ethanethioate",
    "S-methyl benzenecarbothioate",
    "O-ethyl benzenecarbothioate",
    "S-methyl ethanedithioate",
    "O-methyl acetate",
    "S-methyl thioacetate",
    "S-ethyl propanethioate",
]
REFUSED = [
    "S-methyl acetate",
    "methyl ethanethioate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
