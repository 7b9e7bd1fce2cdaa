#!/usr/bin/python3
"""OPSIN's structures for one cis-/trans- written inside a name, after a hyphen, a bracket or a space
(src/chem/names/index.ts INNER_CIS_TRANS, stereo.ts placeCisTrans): "1-acetyl-cis-3,5-dimethylpiperazine",
"4-(cis-4-methylcyclohexyl)benzoic acid", "ethyl cis-4-hydroxycyclohexanecarboxylate"; read where the structure has
exactly one pair of ring atoms the descriptor can relate and no double bond that could be cis or trans.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a double bond the inner descriptor could name beside the ring pair
("1-(but-2-en-1-yl)-cis-3,5-dimethylpiperazine"; "(cis-but-2-en-1-yl)benzene" is left to a later reading), a chiral
relative configuration ("1-acetyl-trans-3,5-dimethylpiperazine": rel-, which one SMILES cannot say), more than one
ring pair ("1-methyl-cis-2,3-dimethylcyclopropane").
Read by test/chem/names/stereo.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_inner_cis_trans.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-inner-cis-trans.jsonl"

READ = [
    "4-(2-methoxy-acetyl)cis-3,5-dimethyl-piperazine",
    "1-acetyl-cis-3,5-dimethylpiperazine",
    "1-benzyl-cis-2,6-dimethylpiperidine",
    "4-(cis-4-methylcyclohexyl)benzoic acid",
    "4-(trans-4-propylcyclohexyl)phenol",
    "N-(cis-4-methylcyclohexyl)acetamide",
    "ethyl cis-4-hydroxycyclohexanecarboxylate",
    "2-(cis-2,6-dimethylmorpholin-4-yl)ethanol",
]
REFUSED = [
    "1-(but-2-en-1-yl)-cis-3,5-dimethylpiperazine",
    "1-(cis-but-2-en-1-yl)benzene",
    "1-acetyl-trans-3,5-dimethylpiperazine",
    "1-methyl-cis-2,3-dimethylcyclopropane",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
