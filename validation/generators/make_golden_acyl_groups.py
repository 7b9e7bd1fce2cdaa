#!/usr/bin/python3
"""OPSIN's structures for acyl groups the grammar reads from a ring's or chain's suffix (src/chem/names/grammar.ts):
"-carbonyl" on a ring as a substituent's free valence ("cyclohexanecarbonyl chloride", "2-(cyclohexanecarbonyl)benzoic
acid") and "-thioyl" ("pentanethioyl chloride"), and for cations of groups with several free valences
(src/chem/names/ylium.ts: "pentanedioylium", "glutarylium", "pyridine-2,6-dicarbonylium").

Two files, each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Rows with "refused": true are names the parser must refuse: an unlocanted suffix that fits more than one ring atom.
names-acyl-groups.jsonl is read by test/chem/names/grammar.test.ts, names-ylium-dications.jsonl by
test/chem/names/ylium.test.ts, names-acyl-dihalides.jsonl (a multiplied class word, "glutaryl dichloride") by
test/chem/names/functional.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acyl_groups.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GROUPS = ROOT / "validation" / "golden" / "names-acyl-groups.jsonl"
DICATIONS = ROOT / "validation" / "golden" / "names-ylium-dications.jsonl"
DIHALIDES = ROOT / "validation" / "golden" / "names-acyl-dihalides.jsonl"

GROUPS_READ = [
    "cyclohexanecarbonyl chloride",
    "cyclopropanecarbonyl chloride",
    "benzenecarbonyl chloride",
    "pyridine-3-carbonyl chloride",
    "thiophene-2-carbonyl chloride",
    "2-(cyclohexanecarbonyl)benzoic acid",
    "N-(cyclohexanecarbonyl)glycine",
    "4-(cyclopropanecarbonyl)pyridine",
    "cyclohexanecarbonylium",
    "pentanethioyl chloride",
    "2-(ethanethioyl)pyridine",
    "pentanthioylium",
    "ethanethioylium",
]
GROUPS_REFUSED = [
    "pyridinecarbonyl chloride",
    "methylcyclohexanecarbonyl chloride",
]

DICATIONS_READ = [
    "glutarylium",
    "pentanedioylium",
    "propanedioylium",
    "pyridine-2,6-dicarbonylium",
    "benzene-1,4-dicarbonylium",
    "ethane-1,2-diylium",
    "butane-1,4-diylium",
]
DICATIONS_REFUSED = [
    "benzenedicarbonylium",
    "pyridinedicarbonylium",
]


# a one-slot class word multiplied, one copy on each free valence (src/chem/names/functional.ts buildSeveralOuts);
# refused: counts that do not match (OPSIN reads "glutaryl chloride" as the dichloride)
DIHALIDES_READ = [
    "glutaryl dichloride",
    "pentanedioyl dichloride",
    "succinyl dichloride",
    "oxalyl dichloride",
    "malonyl dichloride",
    "adipoyl dichloride",
    "terephthaloyl dichloride",
    "benzene-1,4-dicarbonyl dichloride",
    "benzene-1,3-dicarbonyl dichloride",
    "cyclohexane-1,4-dicarbonyl dichloride",
    "butane-1,4-diyl dibromide",
]
DIHALIDES_REFUSED = [
    "glutaryl chloride",
    "glutaryl trichloride",
    "benzenedicarbonyl dichloride",
]


def main():
    write_read_and_refused(GROUPS, GROUPS_READ, GROUPS_REFUSED, ROOT)
    write_read_and_refused(DICATIONS, DICATIONS_READ, DICATIONS_REFUSED, ROOT)
    write_read_and_refused(DIHALIDES, DIHALIDES_READ, DIHALIDES_REFUSED, ROOT)


if __name__ == "__main__":
    main()
