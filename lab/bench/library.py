"""Python RDKit side of lab/bench/library.ts: the same four library operations, timed, as one JSON object on stdout.

    /usr/bin/python3 lab/bench/library.py tmp/library-100k.smi
"""
import heapq
import json
import statistics
import sys
import time

from rdkit import Chem, DataStructs, RDLogger
from rdkit.Chem import AllChem
from rdkit.ML.Cluster import Butina
from rdkit.SimDivFilters import rdSimDivPickers

RDLogger.DisableLog("rdApp.*")


def main(path):
    out = {}
    t = time.perf_counter()
    fps, ids = [], []
    with open(path) as handle:
        for line in handle:
            parts = line.split()
            mol = Chem.MolFromSmiles(parts[0])
            if mol is None:
                continue
            fps.append(AllChem.GetMorganFingerprintAsBitVect(mol, 2, nBits=2048))
            ids.append(parts[1])
    out["fingerprint_s"] = time.perf_counter() - t
    out["molecules"] = len(fps)

    times, bulk_times, tops = [], [], []
    for q in range(0, len(fps), len(fps) // 20)[:20]:
        t = time.perf_counter()
        sims = DataStructs.BulkTanimotoSimilarity(fps[q], fps)
        bulk_times.append((time.perf_counter() - t) * 1000)
        # The usual idiom for the top 10: heapq.nlargest on (similarity, -index), i.e. ties to the lower index.
        top = [i for _, i in heapq.nlargest(10, ((s, -i) for i, s in enumerate(sims)))]
        top = [-i for i in top]
        times.append((time.perf_counter() - t) * 1000)
        tops.append([ids[i] for i in top])
    out["query_ms_median"] = statistics.median(times)
    out["query_bulk_ms_median"] = statistics.median(bulk_times)
    out["query_tops"] = tops

    five = fps[:5000]
    t = time.perf_counter()
    dists = []
    for i in range(1, len(five)):
        dists.extend([1 - x for x in DataStructs.BulkTanimotoSimilarity(five[i], five[:i])])
    clusters = Butina.ClusterData(dists, len(five), 0.4, isDistData=True)
    out["butina_5k_s"] = time.perf_counter() - t
    out["butina_clusters"] = [list(c) for c in clusters]

    t = time.perf_counter()
    picks = list(rdSimDivPickers.MaxMinPicker().LazyBitVectorPick(fps, len(fps), 100, seed=42))
    out["maxmin_s"] = time.perf_counter() - t
    out["maxmin_picks"] = picks
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1])
