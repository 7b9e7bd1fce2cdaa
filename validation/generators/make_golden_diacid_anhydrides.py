#!/usr/bin/python3
"""OPSIN's structures for the cyclic anhydrides of dicarboxylic acids named "<acid> anhydride"
(src/chem/names/diacid-anhydrides.ts): "succinic anhydride", "phthalic anhydride", "butanedioic anhydride",
"homophthalic anhydride": the two acid groups joined through one O into a 5- or 6-membered ring; and a diacid's
mixed anhydride with a monocarboxylic acid, "acetic succinic anhydride", the other acid group left as COOH.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: rings of 3, 4 or 7 atoms (oxalic,
malonic, adipic; terephthalic's across its benzene ring), a ring that would bridge one of the acid's rings
(isophthalic, camphoric; naphthalene-1,8-dicarboxylic too, kept out by the same test), an acid with other charged
groups (3-nitrophthalic), a mixed anhydride on either of two different acid groups (acetic 2-methylsuccinic
anhydride, acetic malic anhydride: OPSIN picks one), and two diacids.
Read by test/chem/names/diacid-anhydrides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_diacid_anhydrides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-diacid-anhydrides.jsonl"

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
    "acetic succinic anhydride",
    "succinic acetic anhydride",
    "acetic butanedioic anhydride",
    "acetic phthalic anhydride",
    "benzoic glutaric anhydride",
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
    "acetic 2-methylsuccinic anhydride",
    "acetic malic anhydride",
    "acetic 3-nitrophthalic anhydride",
    "succinic phthalic anhydride",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
