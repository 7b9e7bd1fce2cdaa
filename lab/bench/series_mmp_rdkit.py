#!/usr/bin/python3
"""Python RDKit side of the matched-pairs benchmark (lab/bench/series-mmp.ts runs it in the same session).

Reads a JSON object {"smiles": [...], "values": [...], "max_cuts": k, "rounds": r} on stdin and times the golden
generator's pairing (validation/generators/make_golden_mmp.py: rdMMPA.FragmentMol, the fragment index, the pairs
and the summary) over all molecules, with the canonical SMILES of relabelled fragments memoised as ours are.
Prints {"seconds": [one a round], "pairs": n}.
"""
import functools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "validation" / "generators"))
import make_golden_mmp as mmp  # noqa: E402

mmp.canonical = functools.lru_cache(maxsize=100_000)(mmp.canonical)
job = json.load(sys.stdin)
seconds = []
pairs = 0
for _ in range(job["rounds"]):
    mmp.canonical.cache_clear()
    mmp._heavy.clear()
    start = time.perf_counter()
    parsed, pairs_found, best = mmp.matched_pairs(job["smiles"], job["max_cuts"])
    mmp.summary(best, job["values"])
    seconds.append(time.perf_counter() - start)
    pairs = len(pairs_found)
print(json.dumps({"seconds": seconds, "pairs": pairs}))
