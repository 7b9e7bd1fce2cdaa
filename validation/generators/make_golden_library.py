"""Golden values for the library tools (similarity_search, cluster_molecules, diversity_pick) from Python RDKit.

Inputs are the molecules both Python RDKit 2022.09 and the embedded 2026.09 parse: the few the embedded build
refuses are listed, with the reason, in validation/golden/library-known-differences.jsonl and left out here.

Writes validation/golden/library-similarity.jsonl (with library-chembl.json, the CHEMBL set's molecules, so tests need no
Debian data files), library-fingerprints.jsonl, library-butina.json and library-maxmin.json:
- fingerprints: the on-bits of every fingerprint kind for 500 molecules of the three sets.
- similarity: for 20 queries against each of the three molecule sets (molecules RDKit parses, in file order),
  the top 10 neighbours (row index among the parsed molecules, id, similarity to 4 decimals and exact) for ECFP4
  Tanimoto, and for 5 of the queries also Dice and the other fingerprints (Morgan r3/1024, RDKit, atom pairs,
  torsions, MACCS). Ties are ordered by row index, ascending.
- butina: rdkit.ML.Cluster.Butina.ClusterData on 1 - Tanimoto(ECFP4) of the first 2,000 parsed NCI molecules,
  cutoffs 0.4 and 0.6 (the RDKit documentation's recipe: BulkTanimotoSimilarity against the earlier molecules).
- maxmin: rdSimDivPickers.MaxMinPicker().LazyBitVectorPick on the ECFP4 of the first 5,000 parsed NCI molecules,
  50 picks, seeds 0, 1, 42 and 12345, and once with first picks [3, 17] (seed 42), plus 20 picks by Dice.

Run: /usr/bin/python3 validation/generators/make_golden_library.py  (about a minute)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from molecules import CHEMBL, NCI, read_smi, read_wehi  # noqa: E402
from rdkit import Chem, DataStructs, RDLogger, rdBase  # noqa: E402
from rdkit.Chem import AllChem, MACCSkeys  # noqa: E402
from rdkit.Chem import rdFingerprintGenerator as G  # noqa: E402
from rdkit.ML.Cluster import Butina  # noqa: E402
from rdkit.SimDivFilters import rdSimDivPickers  # noqa: E402

RDLogger.DisableLog("rdApp.*")
GOLDEN = HERE.parent / "golden"


def embedded_refuses():
    """SMILES the embedded RDKit 2026.09 refuses (library-known-differences.jsonl, each with its reason)."""
    with open(GOLDEN / "library-known-differences.jsonl") as handle:
        entries = [json.loads(line) for line in handle if line.strip()]
    return {e["smiles"] for e in entries if e["kind"] == "embedded-refuses"}


REFUSED = embedded_refuses()


def parsed(rows):
    """[(smiles, id, mol)] of the rows both RDKits parse, in file order (the same input for both)."""
    out = []
    for smiles, ident in rows:
        mol = Chem.MolFromSmiles(smiles)
        if mol is not None and smiles not in REFUSED:
            out.append((smiles, ident, mol))
    return out


FINGERPRINTS = {
    "morgan-r2-2048": lambda m: AllChem.GetMorganFingerprintAsBitVect(m, 2, nBits=2048),
    "morgan-r3-1024": lambda m: AllChem.GetMorganFingerprintAsBitVect(m, 3, nBits=1024),
    "rdkit-2048": lambda m: Chem.RDKFingerprint(m, fpSize=2048),
    "atom_pair-2048": lambda m: G.GetAtomPairGenerator(fpSize=2048).GetFingerprint(m),
    "torsion-2048": lambda m: G.GetTopologicalTorsionGenerator(fpSize=2048).GetFingerprint(m),
    "maccs": MACCSkeys.GenMACCSKeys,
}

# Queries: 6 from each set (evenly spaced rows) and two drugs from outside them.
EXTRA_QUERIES = [("CC(=O)Oc1ccccc1C(=O)O", "aspirin"), ("CN1C=NC2=C1C(=O)N(C(=O)N2C)C", "caffeine")]


def top_k(query_fp, fps, rows, metric, k=10):
    sims = DataStructs.BulkTanimotoSimilarity(query_fp, fps) if metric == "tanimoto" else DataStructs.BulkDiceSimilarity(query_fp, fps)
    order = sorted(range(len(sims)), key=lambda i: (-sims[i], i))[:k]
    return [{"row": i, "id": rows[i][1], "similarity": round(sims[i], 4), "exact": sims[i]} for i in order]


def similarity_golden():
    sets = {
        "nci": parsed(read_smi(NCI)),
        "chembl": parsed(read_smi(CHEMBL)),
        "wehi": parsed(read_wehi()),
    }
    queries = []
    for name, rows in sets.items():
        step = len(rows) // 6
        queries += [(rows[i * step + 3][0], f"{name}:{rows[i * step + 3][1]}") for i in range(6)]
    queries += EXTRA_QUERIES
    lines = []
    for set_name, rows in sets.items():
        mols = [r[2] for r in rows]
        for fp_name, make in FINGERPRINTS.items():
            fps = [make(m) for m in mols]
            for qi, (qsmiles, qname) in enumerate(queries):
                metrics = ["tanimoto", "dice"] if fp_name == "morgan-r2-2048" else ["tanimoto"]
                if fp_name != "morgan-r2-2048" and qi % 4 != 0:
                    continue  # the other fingerprints: 5 of the 20 queries
                if fp_name == "morgan-r2-2048" and qi % 4 != 0:
                    metrics = ["tanimoto"]
                qfp = make(Chem.MolFromSmiles(qsmiles))
                for metric in metrics:
                    lines.append({
                        "set": set_name, "library_size": len(rows), "query": qsmiles, "query_name": qname,
                        "fingerprint": fp_name, "metric": metric, "neighbours": top_k(qfp, fps, rows, metric),
                    })
    chembl = sets["chembl"]
    (GOLDEN / "library-chembl.json").write_text(json.dumps({"source": "CHEMBL2321810.smi, parsed molecules", "smiles": [r[0] for r in chembl], "ids": [r[1] for r in chembl]}, separators=(",", ":")) + "\n")
    with open(GOLDEN / "library-similarity.jsonl", "w") as out:
        for line in lines:
            out.write(json.dumps(line, separators=(",", ":")) + "\n")
    return len(lines)


def fingerprint_golden():
    """On-bits of every fingerprint kind for 500 molecules (NCI 200, CHEMBL 100, WEHI 200): library-fingerprints.jsonl."""
    rows = [("nci", r) for r in parsed(read_smi(NCI, 200))] + [("chembl", r) for r in parsed(read_smi(CHEMBL, 100))] + [("wehi", r) for r in parsed(read_wehi(200))]
    with open(GOLDEN / "library-fingerprints.jsonl", "w") as out:
        for set_name, (smiles, ident, mol) in rows:
            bits = {name: list(make(mol).GetOnBits()) for name, make in FINGERPRINTS.items()}
            out.write(json.dumps({"set": set_name, "id": ident, "smiles": smiles, "bits": bits}, separators=(",", ":")) + "\n")
    return len(rows)


def ecfp4(mol):
    return AllChem.GetMorganFingerprintAsBitVect(mol, 2, nBits=2048)


def butina_golden():
    rows = parsed(read_smi(NCI))[:2000]
    fps = [ecfp4(r[2]) for r in rows]
    dists = []
    for i in range(1, len(fps)):
        sims = DataStructs.BulkTanimotoSimilarity(fps[i], fps[:i])
        dists.extend([1 - x for x in sims])
    runs = []
    for cutoff in (0.4, 0.6):
        clusters = Butina.ClusterData(dists, len(fps), cutoff, isDistData=True)
        runs.append({"cutoff": cutoff, "clusters": [list(c) for c in clusters]})
    doc = {"source": "NCI first_5K.smi, first 2,000 parsed", "smiles": [r[0] for r in rows], "ids": [r[1] for r in rows], "runs": runs}
    (GOLDEN / "library-butina.json").write_text(json.dumps(doc, separators=(",", ":")) + "\n")


def maxmin_golden():
    rows = parsed(read_smi(NCI))[:5000]
    fps = [ecfp4(r[2]) for r in rows]
    picker = rdSimDivPickers.MaxMinPicker()
    runs = []
    for seed in (0, 1, 42, 12345):
        runs.append({"count": 50, "seed": seed, "first_picks": [], "metric": "tanimoto",
                     "picks": list(picker.LazyBitVectorPick(fps, len(fps), 50, seed=seed))})
    runs.append({"count": 50, "seed": 42, "first_picks": [3, 17], "metric": "tanimoto",
                 "picks": list(picker.LazyBitVectorPick(fps, len(fps), 50, firstPicks=[3, 17], seed=42))})
    # Dice: the same picker on 1 - Dice (RDKit's LazyPick with a distance function).
    def dice_distance(i, j):
        return 1 - DataStructs.DiceSimilarity(fps[i], fps[j])
    runs.append({"count": 20, "seed": 7, "first_picks": [], "metric": "dice",
                 "picks": list(picker.LazyPick(dice_distance, len(fps), 20, seed=7))})
    doc = {"source": "NCI first_5K.smi, parsed molecules", "smiles": [r[0] for r in rows], "ids": [r[1] for r in rows], "runs": runs}
    (GOLDEN / "library-maxmin.json").write_text(json.dumps(doc, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    print("rdkit", rdBase.rdkitVersion)
    print("fingerprint rows", fingerprint_golden())
    print("similarity lines", similarity_golden())
    butina_golden()
    maxmin_golden()
