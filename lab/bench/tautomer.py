#!/usr/bin/python3
"""Per-molecule time of Python RDKit 2022.09's TautomerEnumerator().Canonicalize (Debian python3-rdkit).

Reads SMILES (one a line) on stdin; for each prints one JSON line {"smiles", "ms"}: the median of `repeats`
runs of Canonicalize on an already parsed molecule, plus MolToSmiles. Called by lab/bench/tautomer.ts.
"""
import json
import statistics
import sys
import time

from rdkit import Chem, RDLogger
from rdkit.Chem.MolStandardize import rdMolStandardize

RDLogger.DisableLog("rdApp.*")
repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
enumerator = rdMolStandardize.TautomerEnumerator()
for line in sys.stdin:
    smiles = line.strip()
    if not smiles:
        continue
    mol = Chem.MolFromSmiles(smiles)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        Chem.MolToSmiles(enumerator.Canonicalize(mol))
        times.append((time.perf_counter() - start) * 1000)
    print(json.dumps({"smiles": smiles, "ms": statistics.median(times)}), flush=True)
