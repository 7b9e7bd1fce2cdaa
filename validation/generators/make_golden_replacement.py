#!/usr/bin/python3
"""OPSIN's structures for skeletal replacement prefixes on any parent (src/chem/names/replacement.ts): "3-aza-4-methyl-
pyridine" (4-methylpyrimidine), "3,6-dioxa-octane-1,8-diol", "3,6,9-triaza-2-(4-phenylbutyl)undecanoic acid", in any
order among the other prefixes, the parent's numbering kept; with the lambda convention on the replaced atom
("2lambda6,4lambda6-dithia-2,2,4,4-tetraoxo-pentane").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an aromatic carbon replaced by O (OPSIN moves the ring's hydrogen to
make 2H-pyran of "1-oxa-benzene"; we do not guess where), and a locant that is no carbon. Read by
test/chem/names/replacement.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_replacement.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-replacement.jsonl"

READ = [
    "3-aza-4-methyl-pyridine",
    "4-methyl-3-aza-pyridine",
    "3-aza-4-(aminomethyl)-pyridine",
    "4-(aminomethyl)-3-aza-pyridine",
    "3,6,9-triaza-2-(4-phenylbutyl)undecanoic acid",
    "3,6-dioxa-octane-1,8-diol",
    "2-aza-naphthalene",
    "1-aza-naphthalene",
    "3-thia-pentanoic acid",
    "3-sila-pentane",
    "3-oxa-pentane",
    "2,5-diaza-hexane",
    "3-aza-4-methylpyridine",
    # The lambda convention on the replaced atom (P-31.1.4.3.4): its bonding number, then the oxo groups it carries.
    "2lambda6,4lambda6-dithia-2,2,4,4-tetraoxo-pentane",
    "2\u03bb6-thia-2,2-dioxo-propane",
    "2lambda6-thia-propane",
    "2lambda^6-thia-propane",
    "2lambda6-thiapropane",
    "2lambda4-thia-2-oxo-propane",
    "3lambda4-thia-3-oxo-pentane-1,5-diol",
    "3lambda5-phospha-pentane",
    "2lambda4,4lambda4-dithia-pentane",
    "2lambda6,4-dithia-2,2-dioxo-pentane",
    "3\u03bb6-thia-pentanoic acid",
    "4a-oxo-4alambda5-phosphadecalin",
    "2lambda6-thia-2,2-dioxo-adamantane",
]
REFUSED = [
    "1-oxa-benzene",
    "1-aza-pyridine",
    # A bonding number below the element's own (OPSIN draws the radical C[SH]C), and one on an aromatic atom.
    "2lambda3-thia-propane",
    "2lambda5-aza-naphthalene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
