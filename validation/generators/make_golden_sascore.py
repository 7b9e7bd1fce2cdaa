#!/usr/bin/python3
"""Golden values for src/chem/medchem/sascore.ts and src/chem/fingerprints/morgan.ts, computed with
Debian's Python RDKit 2022.09 and RDKit's own Contrib/SA_Score/sascorer.py.

    /usr/bin/python3 validation/generators/make_golden_sascore.py           # writes the goldens
    /usr/bin/python3 validation/generators/make_golden_sascore.py --bench   # times sascorer on NCI 5K

Writes
  validation/golden/sascore.jsonl         one line per molecule of the three
      reference sets (NCI first_5K: all; CHEMBL2321810: all; wehi_mols.csv: the
      first 3,000) plus a few hand-written edge cases:
      {set, id, smiles, sa (unrounded), nAtoms, nChiral, nSpiro, nBridgeheads,
       nMacrocycles, nIds (distinct Morgan ids), nCount (sum of counts),
       fragScore (sascorer's score1)}
      or {set, id, smiles, error} when RDKit 2022.09 cannot parse the SMILES
      or sascorer raises.
  validation/golden/sascore-morgan.jsonl  GetMorganFingerprint(m, 2)
      .GetNonzeroElements() for a subset of about 1,100 molecules (every 10th
      NCI, every 4th CHEMBL, every 12th wehi, every molecule with an isotope
      label, and the edge cases): {set, id, smiles, ids:[[id, count], ...]}
      sorted by id.
"""
import json
import math
import os
import sys
import time

sys.path.insert(0, "/usr/share/RDKit/Contrib/SA_Score")
import sascorer  # noqa: E402  (RDKit's own implementation is the oracle)

from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem import rdMolDescriptors  # noqa: E402

RDLogger.DisableLog("rdApp.*")

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
GOLDEN = os.path.join(HERE, "golden")
NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi"
CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi"
WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv"
WEHI_COUNT = 3000

# Hand-written cases for paths the reference sets rarely reach.
EDGE = [
    ("iso-d", "[2H]C([2H])([2H])C(=O)O"),
    ("iso-13c", "[13CH3]C(=O)[O-]"),
    ("iso-12c", "[12CH4]"),
    ("iso-11c-unknown", "[1C]C"),
    ("iso-14c", "c1cc[14cH]cc1"),
    ("iso-18f", "[18F]c1ccccc1"),
    ("iso-unknown-big", "[500C]C"),
    ("charged", "C[N+](C)(C)CC(=O)[O-]"),
    ("salt", "[Na+].[Cl-]"),
    ("single-atom", "C"),
    ("single-ion", "[NH4+]"),
    ("water", "O"),
    ("diatomic", "CO"),
    ("ethane", "CC"),
    ("dative", "N->[Pt](<-N)(Cl)Cl"),
    ("explicit-h", "[H]C([H])([H])O"),
    ("nh-aromatic", "c1cc[nH]c1"),
    ("spiro", "C1CCC2(CC1)CCCC2"),
    ("bridged", "C1CC2CCC1C2"),
    ("adamantane", "C1C2CC3CC1CC(C2)C3"),
    ("cubane", "C12C3C4C1C5C2C3C45"),
    ("macrocycle", "C1CCCCCCCCCCC1"),
    ("two-macrocycles", "C1CCCCCCCCC1C1CCCCCCCCC1"),
    ("chiral-assigned", "C[C@H](N)C(=O)O"),
    ("chiral-unassigned", "CC(N)C(=O)O"),
    ("ring-stereo", "CC1CCC(C)CC1"),
    ("dependent-stereo", "C1CC(C)C(C)C(C)C1"),
    ("double-bond-stereo", "C/C=C/C"),
    ("radical", "[CH3]"),
    ("triple", "C#N"),
    ("quadruple", "[Mo]$[Mo]"),
    ("aromatic-s", "c1ccsc1"),
    ("symmetric", "C1CCCCC1"),
    ("large-symmetric", "CC(C)(C)c1cc(C(C)(C)C)cc(C(C)(C)C)c1"),
    ("taxol", "CC1=C2[C@@]([C@]([C@H]([C@@H]3[C@]4([C@H](OC4)C[C@@H]([C@]3(C(=O)[C@@H]2OC(=O)C)C)O)OC(=O)C)OC(=O)c5ccccc5)(C[C@@H]1OC(=O)[C@H](O)[C@@H](NC(=O)c6ccccc6)c7ccccc7)O)(C)C"),
    ("dummy", "[1*]c1ccccc1"),
    ("selenium", "[Se]1C=CC=C1"),
    ("boron", "OB(O)c1ccccc1"),
    ("phosphate", "OP(=O)(O)OCC"),
    ("hypervalent-s", "CS(=O)(=O)N"),
]


def read_sets():
    out = []
    with open(NCI) as fh:
        for line in fh:
            parts = line.split()
            if len(parts) >= 2:
                out.append(("nci", parts[1], parts[0]))
    with open(CHEMBL) as fh:
        for line in fh:
            parts = line.split()
            if len(parts) >= 2:
                out.append(("chembl", parts[1], parts[0]))
    n = 0
    with open(WEHI) as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            smi, ident = [p.strip().strip('"') for p in line.rsplit(",", 1)]
            out.append(("wehi", ident, smi))
            n += 1
            if n >= WEHI_COUNT:
                break
    for ident, smi in EDGE:
        out.append(("edge", ident, smi))
    return out


def components(m):
    """The terms of sascorer.calculateScore, computed the same way."""
    fps = rdMolDescriptors.GetMorganFingerprint(m, 2).GetNonzeroElements()
    nf = sum(fps.values())
    score1 = sum(sascorer._fscores.get(k, -4) * v for k, v in fps.items()) / nf
    ri = m.GetRingInfo()
    return fps, {
        "nAtoms": m.GetNumAtoms(),
        "nChiral": len(Chem.FindMolChiralCenters(m, includeUnassigned=True)),
        "nSpiro": rdMolDescriptors.CalcNumSpiroAtoms(m),
        "nBridgeheads": rdMolDescriptors.CalcNumBridgeheadAtoms(m),
        "nMacrocycles": sum(1 for r in ri.AtomRings() if len(r) > 8),
        "nIds": len(fps),
        "nCount": nf,
        "fragScore": score1,
    }


def has_isotope(m):
    return any(a.GetIsotope() for a in m.GetAtoms())


def morgan_selected(set_name, k, m):
    if set_name == "edge":
        return True
    if has_isotope(m):
        return True
    step = {"nci": 10, "chembl": 4, "wehi": 12}[set_name]
    return k % step == 0


def make_goldens():
    sascorer.readFragmentScores("fpscores")
    os.makedirs(GOLDEN, exist_ok=True)
    counters = {}
    sa_lines, morgan_lines = [], []
    for set_name, ident, smi in read_sets():
        k = counters.get(set_name, 0)
        counters[set_name] = k + 1
        rec = {"set": set_name, "id": ident, "smiles": smi}
        m = Chem.MolFromSmiles(smi)
        if m is None:
            rec["error"] = "RDKit 2022.09 cannot parse this SMILES"
            sa_lines.append(rec)
            continue
        try:
            sa = sascorer.calculateScore(m)
        except Exception as exc:  # e.g. ZeroDivisionError for an empty molecule
            rec["error"] = "sascorer raised %s" % type(exc).__name__
            sa_lines.append(rec)
            continue
        fps, comp = components(m)
        rec["sa"] = sa
        rec.update(comp)
        assert math.isfinite(sa)
        sa_lines.append(rec)
        if morgan_selected(set_name, k, m):
            morgan_lines.append({
                "set": set_name, "id": ident, "smiles": smi,
                "ids": [[int(key), int(fps[key])] for key in sorted(fps)],
            })
    with open(os.path.join(GOLDEN, "sascore.jsonl"), "w") as fh:
        for rec in sa_lines:
            fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
    with open(os.path.join(GOLDEN, "sascore-morgan.jsonl"), "w") as fh:
        for rec in morgan_lines:
            fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
    errors = sum(1 for r in sa_lines if "error" in r)
    print("sascore.jsonl: %d molecules (%s), %d without a score; sascore-morgan.jsonl: %d molecules"
          % (len(sa_lines), counters, errors, len(morgan_lines)))


def bench():
    """Per-molecule time of sascorer.calculateScore on NCI first_5K, in-process."""
    t0 = time.perf_counter()
    sascorer.readFragmentScores("fpscores")
    t_load = time.perf_counter() - t0
    smiles = []
    with open(NCI) as fh:
        for line in fh:
            parts = line.split()
            if parts:
                smiles.append(parts[0])
    t0 = time.perf_counter()
    mols = [Chem.MolFromSmiles(s) for s in smiles]
    t_parse = time.perf_counter() - t0
    mols = [m for m in mols if m is not None]
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        for m in mols:
            sascorer.calculateScore(m)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    print("python sascorer: table load %.1f ms; parse %.1f us/mol; calculateScore %.1f us/mol (best of 3, %d molecules)"
          % (t_load * 1e3, t_parse / len(smiles) * 1e6, best / len(mols) * 1e6, len(mols)))


if __name__ == "__main__":
    if "--bench" in sys.argv:
        bench()
    else:
        make_goldens()
