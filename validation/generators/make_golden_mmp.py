"""Golden matched molecular pairs (matched_pairs) from Python RDKit's rdMMPA (Debian 2022.09).

The pairing is the Hussain-Rea fragment index (J. Chem. Inf. Model. 2010, 50, 339), done here in Python on
rdMMPA.FragmentMol's output the way src/chem/series/mmp.ts does it on get_mmpa_frags' output:
- each molecule is cut with FragmentMol(mol, minCuts=1, maxCuts=max_cuts, maxCutBonds=20) (RDKit's default pattern:
  acyclic single bonds from a carbon);
- a single cut gives two pieces, each indexed once as the constant part with the other as the variable part; a
  double or triple cut gives the core (variable) and the side chains (constant). For two or three attachment points
  the labels are made canonical: of every renumbering of the labels, the one whose constant SMILES (re-read and
  written canonically) is smallest as a string; the core takes the same renumbering;
- an entry is kept when its variable part has at most max_variable_atoms heavy atoms (Hussain-Rea's default 10);
- two molecules with one constant part and different variable parts are a pair; of all the ways one pair of
  molecules matches, the one with the fewest heavy atoms in its two variable parts is kept (ties: the smaller
  transformation string, then the smaller constant);
- a pair is written a>>b with a the earlier row; its change is value(b) - value(a);
- transformations are summarised with the direction made canonical (the smaller variable SMILES on the left, the
  change negated when a pair is turned round): count, mean and sample standard deviation of the change.
Hydrogen replacements (X>>[H]) are not indexed, as in matched_pairs.

Series: the tool's example (three 4-halophenylacetic acids), and real ones cut from the sets of reference-data.md:
- chembl2321810: the 1,017 molecules of RDKit's FreeWilson data (CHEMBL2321810.smi) with their activity (Act, from
  CHEMBL2321810_act.csv), single cuts; the same set's first 120 molecules with up to three cuts.
- nci-benzene: NCI first_5K molecules whose Bemis-Murcko scaffold is benzene, up to two cuts.
- nci-pyridine: NCI first_5K molecules whose Bemis-Murcko scaffold is pyridine, single cuts.

Writes validation/golden/series-mmp.json. Run: /usr/bin/python3 validation/generators/make_golden_mmp.py
"""
import csv
import itertools
import json
import re
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from molecules import CHEMBL, NCI, read_smi  # noqa: E402
from rdkit import Chem, RDLogger, rdBase  # noqa: E402
from rdkit.Chem import rdMMPA  # noqa: E402
from rdkit.Chem.Scaffolds import MurckoScaffold  # noqa: E402

RDLogger.DisableLog("rdApp.*")
GOLDEN = HERE.parent / "golden"
ACTIVITY = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810_act.csv"
MAX_VARIABLE_ATOMS = 10
LABEL = re.compile(r"\[\*:(\d)\]")

_heavy = {}


def heavy_atoms(smiles):
    """Heavy atoms of a fragment, attachment points (atomic number 0) not counted."""
    if smiles not in _heavy:
        _heavy[smiles] = Chem.MolFromSmiles(smiles).GetNumHeavyAtoms()
    return _heavy[smiles]


def relabel(smiles, order):
    return LABEL.sub(lambda m: "[*:%d]" % order[int(m.group(1)) - 1], smiles)


def canonical(smiles):
    return Chem.MolToSmiles(Chem.MolFromSmiles(smiles))


def index_entries(mol, max_cuts):
    """The (constant, variable, cuts) entries of one molecule, without repeats."""
    entries = set()
    for core, chains in rdMMPA.FragmentMol(mol, minCuts=1, maxCuts=max_cuts, maxCutBonds=20, resultsAsMols=False):
        if core == "":
            a, b = chains.split(".")
            entries.add((a, b, 1))
            entries.add((b, a, 1))
            continue
        cuts = core.count("*")
        best = None
        for order in itertools.permutations(range(1, cuts + 1)):
            constant = canonical(relabel(chains, order))
            if best is None or constant < best[0]:
                best = (constant, order)
        entries.add((best[0], canonical(relabel(core, best[1])), cuts))
    return [e for e in entries if heavy_atoms(e[1]) <= MAX_VARIABLE_ATOMS]


def matched_pairs(smiles_list, max_cuts):
    index = {}
    parsed = []
    for i, smiles in enumerate(smiles_list):
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            continue
        parsed.append(i)
        for constant, variable, cuts in index_entries(mol, max_cuts):
            index.setdefault(constant, []).append((i, variable, cuts))
    best = {}
    for constant, members in index.items():
        for (i, vi, cuts), (j, vj, _) in itertools.combinations(sorted(members), 2):
            if i == j or vi == vj:
                continue
            key = (i, j)
            candidate = (heavy_atoms(vi) + heavy_atoms(vj), "%s>>%s" % (vi, vj), constant, cuts, vi, vj)
            if key not in best or candidate[:3] < best[key][:3]:
                best[key] = candidate
    pairs = [[i, j, c[1], c[2], c[3]] for (i, j), c in sorted(best.items())]
    return parsed, pairs, best


def summary(best, values):
    groups = {}
    for (i, j), (_, _, _, _, vi, vj) in best.items():
        delta = None if values is None or values[i] is None or values[j] is None else values[j] - values[i]
        if vi <= vj:
            key = "%s>>%s" % (vi, vj)
        else:
            key = "%s>>%s" % (vj, vi)
            delta = None if delta is None else -delta
        groups.setdefault(key, []).append(delta)
    out = []
    for key, deltas in groups.items():
        known = [d for d in deltas if d is not None]
        out.append(
            {
                "transformation": key,
                "count": len(deltas),
                "with_values": len(known),
                "mean": statistics.fmean(known) if known else None,
                "sd": statistics.stdev(known) if len(known) > 1 else None,
            }
        )
    out.sort(key=lambda t: (-t["count"], t["transformation"]))
    return out


def scaffold_series(scaffold, limit):
    out = []
    for smiles, cid in read_smi(NCI):
        mol = Chem.MolFromSmiles(smiles)
        if mol is None or len(Chem.GetMolFrags(mol)) > 1:
            continue
        if Chem.MolToSmiles(MurckoScaffold.GetScaffoldForMol(mol)) == scaffold:
            out.append((smiles, cid))
        if len(out) >= limit:
            break
    return out


def main():
    chembl = read_smi(CHEMBL)
    with open(ACTIVITY) as handle:
        activity = {row["Name"]: float(row["Act"]) for row in csv.DictReader(handle)}
    example = ["OC(=O)Cc1ccc(Cl)cc1", "OC(=O)Cc1ccc(F)cc1", "OC(=O)Cc1ccc(Br)cc1"]
    series = [
        ("example", "matched_pairs' example: three 4-halophenylacetic acids", [(s, "row %d" % (i + 1)) for i, s in enumerate(example)], 1, False),
        ("chembl2321810", "CHEMBL2321810.smi with Act", chembl, 1, True),
        ("chembl2321810-first120", "CHEMBL2321810.smi, first 120, with Act", chembl[:120], 3, True),
        ("nci-benzene", "NCI first_5K, Murcko scaffold c1ccccc1 (first 300)", scaffold_series("c1ccccc1", 300), 2, False),
        ("nci-pyridine", "NCI first_5K, Murcko scaffold c1ccncc1", scaffold_series("c1ccncc1", 1000), 1, False),
    ]
    out = {"rdkit": rdBase.rdkitVersion, "max_variable_atoms": MAX_VARIABLE_ATOMS, "series": []}
    for name, source, rows, max_cuts, with_values in series:
        smiles = [s for s, _ in rows]
        ids = [i for _, i in rows]
        values = [activity.get(i) for i in ids] if with_values else None
        parsed, pairs, best = matched_pairs(smiles, max_cuts)
        transformations = summary(best, values)
        out["series"].append(
            {
                "name": name,
                "source": source,
                "max_cuts": max_cuts,
                "ids": ids,
                "smiles": smiles,
                "values": values,
                "parsed": len(parsed),
                "pairs": pairs,
                "transformation_count": len(transformations),
                "transformations": transformations[:50],
            }
        )
        print(name, len(smiles), "molecules,", len(pairs), "pairs,", len(transformations), "transformations", file=sys.stderr)
    with open(GOLDEN / "series-mmp.json", "w") as handle:
        json.dump(out, handle, separators=(",", ":"))
        handle.write("\n")


if __name__ == "__main__":
    main()
