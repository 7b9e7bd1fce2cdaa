"""A screen_library run over the first 500 NCI molecules, computed by Python RDKit alone: every value from RDKit's own
descriptors (Descriptors.MolWt, Crippen.MolLogP, rdMolDescriptors.CalcTPSA/CalcNumHBD/CalcNumRotatableBonds,
GetNumHeavyAtoms, QED.qed, the SA_Score contrib's sascorer, CalcNumLipinskiHBD/HBA, FilterCatalog PAINS and BRENK),
rounded as the tools report them (mw, logp, qed, sa_score 3 decimals, tpsa 2); filters applied to the rounded values
(the rule of five to unrounded ones, as lipinski_check does); quantiles by linear interpolation (numpy's default)
over all parsed molecules, rounded to 4 decimals; the passing molecules sorted by qed, highest first, ties in input
order.

Writes validation/golden/screen-library.json (the call's arguments and the expected counts, quantiles and top ids);
read by test/tools/screen-library.test.ts. Run: /usr/bin/python3 validation/generators/make_golden_screen.py
"""
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDConfig, RDLogger  # noqa: E402
from rdkit.Chem import QED, Crippen, Descriptors, rdMolDescriptors  # noqa: E402
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams  # noqa: E402

from molecules import NCI, read_smi  # noqa: E402

sys.path.append(os.path.join(RDConfig.RDContribDir, "SA_Score"))
import sascorer  # noqa: E402

RDLogger.DisableLog("rdApp.*")
GOLDEN = HERE.parent / "golden"
COUNT = 500
FIELDS = ["mw", "logp", "tpsa", "hbd", "rotatable_bonds", "heavy_atom_count", "qed", "sa_score"]
FILTERS = {"mw": {"max": 400}, "logp": {"min": 0, "max": 5}, "lipinski": "pass", "veber": "pass", "pains": "pass", "brenk": "pass"}
TOP_N = 20


def catalog(which):
    params = FilterCatalogParams()
    params.AddCatalog(which)
    return FilterCatalog(params)


PAINS = catalog(FilterCatalogParams.FilterCatalogs.PAINS)
BRENK = catalog(FilterCatalogParams.FilterCatalogs.BRENK)


def half_away(value, decimals):
    """tools.md's rounding: half away from zero."""
    scale = 10 ** decimals
    magnitude = int(abs(value) * scale + 0.5) / scale
    return magnitude if value >= 0 else -magnitude


def values_of(mol):
    mw = Descriptors.MolWt(mol)
    logp = Crippen.MolLogP(mol)
    rules = [mw <= 500, logp <= 5, rdMolDescriptors.CalcNumLipinskiHBD(mol) <= 5, rdMolDescriptors.CalcNumLipinskiHBA(mol) <= 10]
    tpsa = half_away(rdMolDescriptors.CalcTPSA(mol), 2)
    rotatable = rdMolDescriptors.CalcNumRotatableBonds(mol)
    return {
        "mw": half_away(mw, 3),
        "logp": half_away(logp, 3),
        "tpsa": tpsa,
        "hbd": rdMolDescriptors.CalcNumHBD(mol),
        "rotatable_bonds": rotatable,
        "heavy_atom_count": mol.GetNumHeavyAtoms(),
        "qed": half_away(QED.qed(mol), 3),
        "sa_score": half_away(sascorer.calculateScore(mol), 3),
        "lipinski_pass": all(rules),
        "veber_pass": rotatable <= 10 and tpsa <= 140,
        "pains_pass": not PAINS.HasMatch(mol),
        "brenk_pass": not BRENK.HasMatch(mol),
    }


def quantile(sorted_values, q):
    position = q * (len(sorted_values) - 1)
    below = int(position)
    above = min(below + 1, len(sorted_values) - 1)
    return sorted_values[below] + (position - below) * (sorted_values[above] - sorted_values[below])


def meets(values, name, rule):
    if isinstance(rule, str):
        return values[f"{name}_pass"] == (rule == "pass")
    value = values[name]
    return ("min" not in rule or value >= rule["min"]) and ("max" not in rule or value <= rule["max"])


def main():
    rows = read_smi(NCI, COUNT)
    molecules = [{"id": ident, "smiles": smiles} for smiles, ident in rows]
    parsed = []
    for index, (smiles, ident) in enumerate(rows):
        mol = Chem.MolFromSmiles(smiles)
        if mol is not None:
            parsed.append((index, ident, values_of(mol)))
    passed = {name: sum(1 for _, _, v in parsed if meets(v, name, rule)) for name, rule in FILTERS.items()}
    passing = [(index, ident, v) for index, ident, v in parsed if all(meets(v, name, rule) for name, rule in FILTERS.items())]
    passing.sort(key=lambda item: (-item[2]["qed"], item[0]))
    quantiles = {}
    for name in FIELDS:
        values = sorted(v[name] for _, _, v in parsed)
        quantiles[name] = {
            "min": values[0],
            "p25": half_away(quantile(values, 0.25), 4),
            "median": half_away(quantile(values, 0.5), 4),
            "p75": half_away(quantile(values, 0.75), 4),
            "max": values[-1],
            "count": len(values),
        }
    doc = {
        "arguments": {"smiles_list": molecules, "fields": FIELDS, "filters": FILTERS, "sort_by": "qed", "descending": True, "top_n": TOP_N},
        "expected": {
            "total": len(rows),
            "parsed": len(parsed),
            "passed": passed,
            "passed_all": len(passing),
            "quantiles": quantiles,
            "top_ids": [ident for _, ident, _ in passing[:TOP_N]],
        },
        "per_molecule": {ident: v for _, ident, v in parsed},
    }
    (GOLDEN / "screen-library.json").write_text(json.dumps(doc) + "\n")


if __name__ == "__main__":
    main()
