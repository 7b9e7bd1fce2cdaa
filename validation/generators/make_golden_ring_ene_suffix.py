#!/usr/bin/python3
"""OPSIN's structures for an unlocanted "ene" on a monocycle whose suffix is at C1 (src/chem/names/builder.ts
suffixLeavesC1Free): suffixes take the lowest locants first, then the ene, so "3-methylcyclohexene-1-carboxylic acid"
is 3-methylcyclohex-1-ene-1-carboxylic acid, C1=C2 in the numbering the prefixes' locants use, as PubChem writes
oseltamivir ("...-3-pentan-3-yloxycyclohexene-1-carboxylate"). Rows with "refused": true must stay refused: a
suffix bound to C1 by a double bond (-one) leaves the ene's place open (cyclohex-2-en-1-one or -3-en-1-one).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ring_ene_suffix.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ring-ene-suffix.jsonl"

READ = [
    "3-methylcyclohexene-1-carboxylic acid",
    "4-methylcyclohexene-1-carboxylic acid",
    "3,4-dimethylcyclohexene-1-carboxylic acid",
    "ethyl 3,4,5-trimethylcyclohexene-1-carboxylate",
    "ethyl (3R,4R,5S)-4-acetamido-5-amino-3-pentan-3-yloxycyclohexene-1-carboxylate",
    "cyclohexene-1,2-dicarboxylic acid",
    "cyclopentene-1-carbaldehyde",
    "4-propan-2-ylcyclohexene-1-carbaldehyde",
    "2,6,6-trimethylcyclohexene-1-carbaldehyde",
    "cyclohexene-1-carbonitrile",
    "3-methylcyclohexene-1-carboxamide",
    "2-(cyclohexen-1-yl)ethanamine",
    "4-methylcyclohexen-1-yl acetate",
    "cyclohexen-1-amine",
    # -ylidene at C1 takes its two hydrogens: the CAS front locant puts the ene at 2, and the rule stays out of it
    "(2-cyclopropen-1-ylidenethenylidene)cyclohexane",
]
REFUSED = [
    "4-methylcyclohexen-1-one",
    "cyclohexenone",
    "3-methylcyclohexenecarboxylic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
