#!/usr/bin/python3
"""Python RDKit side of the R-group benchmark (lab/bench/rgroup.ts runs it in the same session).

Reads a JSON object {"core": smiles, "smiles": [...]} on stdin; prints the seconds of each of ROUNDS rounds as JSON:
{"rounds": [s, ...], "rows": n}. One round = parse every SMILES (MolFromSmiles), RGroupDecompose with the default
parameters (asSmiles=True, asRows=True: the rows written as SMILES), as rgroup_decompose does.
"""
import json
import sys
import time

from rdkit import Chem, RDLogger
from rdkit.Chem import rdRGroupDecomposition

RDLogger.DisableLog("rdApp.*")
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
job = json.load(sys.stdin)
rounds = []
rows = 0
for _ in range(ROUNDS):
    start = time.perf_counter()
    core = Chem.MolFromSmiles(job["core"])
    mols = [m for m in (Chem.MolFromSmiles(s) for s in job["smiles"]) if m is not None]
    found, _unmatched = rdRGroupDecomposition.RGroupDecompose([core], mols, asSmiles=True, asRows=True)
    rounds.append(time.perf_counter() - start)
    rows = len(found)
print(json.dumps({"rounds": rounds, "rows": rows}))
