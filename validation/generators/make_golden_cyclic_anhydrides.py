#!/usr/bin/python3
"""OPSIN's structures for the cyclic anhydrides of dicarboxylic acids named "<acid> anhydride"
(src/chem/names/cyclic-anhydrides.ts): "succinic anhydride", "phthalic anhydride", "butanedioic anhydride",
"homophthalic anhydride": the two acid groups joined through one O into a 5- or 6-membered ring.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: rings of 3, 4 or 7 atoms (oxalic,
malonic, adipic; terephthalic's across its benzene ring), a ring that would bridge one of the acid's rings
(isophthalic, camphoric; naphthalene-1,8-dicarboxylic too, kept out by the same test), an acid with other charged
groups (3-nitrophthalic), and a mixed anhydride with a diacid (acetic succinic anhydride, not read yet).
Read by test/chem/names/cyclic-anhydrides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_cyclic_anhydrides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-cyclic-anhydrides.jsonl"

READ = [
    "succinic anhydride",
    "butanedioic anhydride",
    "glutaric anhydride",
    "pentanedioic anhydride",
    "2-methylsuccinic anhydride",
    "itaconic anhydride",
    "diglycolic anhydride",
    "phthalic anhydride",
    "benzene-1,2-dicarboxylic anhydride",
    "tetrachlorophthalic anhydride",
    "homophthalic anhydride",
    "cyclohexane-1,2-dicarboxylic anhydride",
]
REFUSED = [
    "oxalic anhydride",
    "malonic anhydride",
    "adipic anhydride",
    "terephthalic anhydride",
    "isophthalic anhydride",
    "camphoric anhydride",
    "naphthalene-1,8-dicarboxylic anhydride",
    "3-nitrophthalic anhydride",
    "acetic succinic anhydride",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
