#!/usr/bin/python3
"""Python RDKit side of the standardize benchmark (lab/bench/standardize.ts runs it in the same session).

Reads SMILES (one a line) on stdin; for each pipeline prints the total seconds of the best of 3 rounds over all
molecules as JSON: {"steps3": s, "parent": s, "molecules": n}. steps3 = Cleanup → FragmentParent(skip) →
ChargeParent(skip), from the SMILES; parent = the same then TautomerEnumerator().Canonicalize.
"""
import json
import sys
import time

from rdkit import Chem, RDLogger
from rdkit.Chem.MolStandardize import rdMolStandardize as S

RDLogger.DisableLog("rdApp.*")
smiles = [line.strip() for line in sys.stdin if line.strip()]
enumerator = S.TautomerEnumerator()


def steps3(smi):
    m = Chem.MolFromSmiles(smi)
    m = S.Cleanup(m)
    m = S.FragmentParent(m, skipStandardize=True)
    m = S.ChargeParent(m, skipStandardize=True)
    return m


def parent(smi):
    return Chem.MolToSmiles(enumerator.Canonicalize(steps3(smi)))


def best_of_3(fn):
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for smi in smiles:
            try:
                fn(smi)
            except Exception:
                pass
        best = min(best, time.perf_counter() - start)
    return best


print(json.dumps({"steps3": best_of_3(lambda s: Chem.MolToSmiles(steps3(s))), "parent": best_of_3(parent), "molecules": len(smiles)}))
