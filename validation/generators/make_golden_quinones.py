#!/usr/bin/python3
"""OPSIN's structures for quinone names (src/chem/names/quinones.ts): "p-benzoquinone", "2-methyl-1,4-naphthoquinone",
"anthraquinone", and the class words after one ("p-benzoquinone monoimine", "N,N'-dimethyl-1,4-naphthoquinone
diimine", "p-benzoquinone dioxime").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse as ambiguous although OPSIN answers them: a quinone without locants
whose dione the name does not fix ("benzoquinone": OPSIN assumes 1,4), a monoimine whose two C=O differ
("1,2-naphthoquinone monoimine": OPSIN puts the imine on C1). Read by test/chem/names/quinones.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_quinones.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-quinones.jsonl"

READ = [
    "p-benzoquinone",
    "o-benzoquinone",
    "1,4-benzoquinone",
    "1,2-benzoquinone",
    "2,6-dimethoxy-1,4-benzoquinone",
    "tetrachloro-1,4-benzoquinone",
    "2,3-dichloro-5,6-dicyano-1,4-benzoquinone",
    "1,4-naphthoquinone",
    "1,2-naphthoquinone",
    "2-methyl-1,4-naphthoquinone",
    "anthraquinone",
    "9,10-anthraquinone",
    "2-ethylanthraquinone",
    "1,4-anthraquinone",
    "p-benzoquinone monoimine",
    "1,4-naphthoquinone monoimine",
    "p-benzoquinone diimine",
    "N,N'-dimethyl-1,4-naphthoquinone diimine",
    "p-benzoquinone dioxime",
]
REFUSED = [
    "benzoquinone",
    "naphthoquinone",
    "1,2-naphthoquinone monoimine",
    "2-methyl-1,4-benzoquinone monoimine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
