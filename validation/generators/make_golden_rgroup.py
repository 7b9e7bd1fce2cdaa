"""R-group decompositions of four real series, by Python RDKit's rdRGroupDecomposition (default parameters).

The series, each cut from a reference set (reference-data.md) the way rgroup_decompose is meant to be used:
- chembl2321810: the FreeWilson set of RDKit's Contrib (1,017 ChEMBL analogues, pIC50 in CHEMBL2321810_act.csv),
  against its own scaffold file (R-group labels as isotopes: [1*], [3*], [10*]), the 1,000-molecule speed case;
- nci_quinoline: the NCI first_5K molecules whose Bemis-Murcko scaffold is quinoline (no core given: the tool takes
  the most shared scaffold, which is quinoline for all of them);
- fraggle_benzoxazole: the ChEMBL_11265 actives of RDKit's fraggle data whose scaffold is the most shared one
  (no core given);
- wehi_pyridine: the WEHI molecules whose scaffold is pyridine, against pyridine written as SMARTS (attachment
  points auto-detected). (The N-phenylbenzenesulfonamide series of WEHI, 73 molecules, agreed too but takes Python
  23 s: its two symmetric rings give eleven auto-detected positions to permute; too slow for a unit test.)

For each: the molecules (SMILES, id, property), the core (as given to the tool, or the scaffold chosen), and the
rows as RGroupDecompose(asSmiles=True, asRows=True) writes them, with the ids of unmatched and unparsed molecules.

Writes validation/golden/rgroup.jsonl; read by test/chem/series/rgroup-agreement.test.ts and
lab/bench/rgroup.ts. Run: /usr/bin/python3 validation/generators/make_golden_rgroup.py
"""
import csv
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger, rdBase  # noqa: E402
from rdkit.Chem import rdRGroupDecomposition  # noqa: E402
from rdkit.Chem.Scaffolds import MurckoScaffold  # noqa: E402

from molecules import CHEMBL, NCI, read_smi, read_wehi  # noqa: E402

RDLogger.DisableLog("rdApp.*")
GOLDEN = HERE.parent / "golden"
FREEWILSON = "/usr/share/RDKit/Contrib/FreeWilson/data/"
FRAGGLE = "/usr/share/RDKit/Contrib/fraggle/data/ChEMBL_11265_actives.smi"


def scaffold_of(smiles):
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return None
    return Chem.MolToSmiles(MurckoScaffold.GetScaffoldForMol(mol), isomericSmiles=False)


def most_shared(rows):
    """The most shared non-empty scaffold, ties to the first met (as rgroup_decompose chooses)."""
    counts = Counter()
    first = {}
    for smiles, _ in rows:
        scaffold = scaffold_of(smiles)
        if scaffold:
            counts[scaffold] += 1
            first.setdefault(scaffold, len(first))
    return max(counts, key=lambda s: (counts[s], -first[s]))


def with_scaffold(rows, scaffold):
    return [(s, i) for s, i in rows if scaffold_of(s) == scaffold]


def decompose(name, source, molecules, core_text, core_type, core_source, properties=None):
    core = Chem.MolFromSmarts(core_text) if core_type == "smarts" else Chem.MolFromSmiles(core_text)
    mols, ids, failed = [], [], []
    for smiles, ident in molecules:
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            failed.append(ident)
        else:
            mols.append(mol)
            ids.append(ident)
    rows, unmatched = rdRGroupDecomposition.RGroupDecompose([core], mols, asSmiles=True, asRows=True)
    unmatched_ids = [ids[i] for i in unmatched]
    matched_ids = [ident for i, ident in enumerate(ids) if i not in set(unmatched)]
    out_rows = []
    for ident, row in zip(matched_ids, rows):
        out_rows.append({"id": ident, "core": row["Core"],
                         "r_groups": {k: v for k, v in sorted(row.items()) if k != "Core"}})
    return {
        "series": name,
        "source": source,
        "core": core_text,
        "core_type": core_type,
        "core_source": core_source,
        "molecules": [{"id": i, "smiles": s, **({"property": properties.get(i)} if properties else {})}
                      for s, i in molecules],
        "rows": out_rows,
        "unmatched": unmatched_ids,
        "failed": failed,
    }


def main():
    out = []
    activity = {}
    with open(FREEWILSON + "CHEMBL2321810_act.csv") as handle:
        for record in csv.DictReader(handle):
            activity[record["Name"]] = float(record["Act"])
    scaffold = Chem.MolFromMolFile(FREEWILSON + "CHEMBL2321810_scaffold.mol")
    out.append(decompose("chembl2321810", CHEMBL, read_smi(CHEMBL), Chem.MolToSmiles(scaffold), "smiles", "given",
                         activity))

    nci = read_smi(NCI)
    out.append(decompose("nci_quinoline", NCI, with_scaffold(nci, "c1ccc2ncccc2c1"), "c1ccc2ncccc2c1", "smiles",
                         "murcko_scaffold"))

    fraggle = read_smi(FRAGGLE)
    top = most_shared(fraggle)
    out.append(decompose("fraggle_benzoxazole", FRAGGLE, with_scaffold(fraggle, top), top, "smiles",
                         "murcko_scaffold"))

    wehi = read_wehi()
    out.append(decompose("wehi_pyridine", "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv",
                         with_scaffold(wehi, "c1ccncc1"), "[#6]1:[#6]:[#6]:[#7]:[#6]:[#6]:1", "smarts", "given"))

    # The option rgroup_decompose passes through: onlyMatchAtRGroups, on a molecule with a substituent where the core
    # has no attachment point (4-chlorophenol against phenyl-[*:1]), with and without it.
    cases = []
    for only in (False, True):
        params = rdRGroupDecomposition.RGroupDecompositionParameters()
        params.onlyMatchAtRGroups = only
        smiles = ["Oc1ccccc1", "Oc1ccc(Cl)cc1"]
        rows, unmatched = rdRGroupDecomposition.RGroupDecompose(
            [Chem.MolFromSmiles("[*:1]c1ccccc1")], [Chem.MolFromSmiles(x) for x in smiles], asSmiles=True,
            asRows=True, options=params)
        cases.append({"case": "only_match_at_rgroups", "only_match_at_rgroups": only, "core": "[*:1]c1ccccc1",
                      "smiles": smiles, "rows": [{"core": r["Core"], "r_groups": {k: v for k, v in sorted(r.items())
                                                                                  if k != "Core"}} for r in rows],
                      "unmatched": list(unmatched)})

    # onlyMatchAtRGroups with a core that has no label to find (no dummy atom, isotope or atom map): RDKit's core
    # preparation raises (an invariant violation); rgroup_decompose refuses such a core before RDKit. Cores with a
    # dummy atom, an isotope or an atom map on a ring atom are prepared.
    for core in ("c1ccccc1", "c1ccc2[nH]ccc2c1", "[#6]1:[#6]:[#7]:[#6]:[#6]:[#6]:1", "*c1ccccc1", "[13cH]1ccccc1",
                 "[cH:1]1ccccc1"):
        params = rdRGroupDecomposition.RGroupDecompositionParameters()
        params.onlyMatchAtRGroups = True
        query = Chem.MolFromSmarts(core) if core.startswith("[#6]") else Chem.MolFromSmiles(core)
        try:
            rdRGroupDecomposition.RGroupDecomposition(query, params)
            raises = False
        except RuntimeError:
            raises = True
        cases.append({"case": "only_match_unlabelled_core", "core": core,
                      "core_type": "smarts" if core.startswith("[#6]") else "smiles", "raises": raises})

    with open(GOLDEN / "rgroup.jsonl", "w") as handle:
        handle.write(json.dumps({"meta": {"generator": "validation/generators/make_golden_rgroup.py",
                                          "rdkit": rdBase.rdkitVersion,
                                          "function": "rdRGroupDecomposition.RGroupDecompose (default parameters)"}})
                     + "\n")
        for series in out + cases:
            handle.write(json.dumps(series, sort_keys=True) + "\n")
    for series in out:
        print(series["series"], len(series["molecules"]), "rows", len(series["rows"]),
              "unmatched", len(series["unmatched"]), "failed", len(series["failed"]))


main()
