#!/usr/bin/python3
"""The Python half of lab/bench/throughput.ts: Python RDKit computing, in-process, what one of our tools answers,
for each molecule of a list, parsing included.

Reads {"tool": name, "smiles": [...]} on stdin; writes one JSON object on stdout:
  setup_s            imports done -> the tool's tables loaded (sascorer's fragment scores, the PAINS catalog)
  first {wall, cpu}  the first pass over the molecules in this fresh process (seconds; cpu = process CPU time)
  steady {wall, cpu} the third pass (the second is the warm-up, as on our side)
  values             one entry per molecule: the tool's fields, or null where RDKit cannot parse the SMILES
Needs: apt-get install python3-rdkit rdkit-data
"""
import json
import sys
import time

T_IMPORT = time.perf_counter()

from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem import QED, Crippen, Descriptors, rdMolDescriptors  # noqa: E402

RDLogger.DisableLog("rdApp.*")


def calc_properties():
    # The fields calc_properties returns (src/tools/calc-properties.ts; validation/generators/make_golden_properties.py
    # names the RDKit function of each), unrounded: the comparison applies the tool's rounding.
    def run(m):
        return {
            "mw": Descriptors.MolWt(m),
            "exact_mass": Descriptors.ExactMolWt(m),
            "logp": Crippen.MolLogP(m),
            "tpsa": rdMolDescriptors.CalcTPSA(m),
            "hbd": rdMolDescriptors.CalcNumHBD(m),
            "hba": rdMolDescriptors.CalcNumHBA(m),
            "rotatable_bonds": rdMolDescriptors.CalcNumRotatableBonds(m),
            "heavy_atom_count": m.GetNumHeavyAtoms(),
            "qed": QED.qed(m),
        }

    return run


def lipinski_check():
    # The rule inputs of lipinski_check (src/chem/descriptors/properties.ts `lipinski`), judged on unrounded values.
    def run(m):
        mw, logp = Descriptors.MolWt(m), Crippen.MolLogP(m)
        hbd, hba = rdMolDescriptors.CalcNumLipinskiHBD(m), rdMolDescriptors.CalcNumLipinskiHBA(m)
        rules = {"mw_le_500": mw <= 500, "logp_le_5": logp <= 5, "hbd_le_5": hbd <= 5, "hba_le_10": hba <= 10}
        violations = sum(1 for holds in rules.values() if not holds)
        return {"passes": violations == 0, "violations": violations, "mw": mw, "logp": logp, "hbd": hbd, "hba": hba,
                "rules": rules}

    return run


def sa_score():
    # RDKit's own Contrib sascorer, as validation/generators/make_golden_sascore.py uses it.
    sys.path.insert(0, "/usr/share/RDKit/Contrib/SA_Score")
    import sascorer

    sascorer.readFragmentScores("fpscores")

    def run(m):
        score = sascorer.calculateScore(m)
        return {"sa_score": score, "easy_to_synthesize": score < 6}

    return run


def pains_check():
    from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams

    params = FilterCatalogParams()
    params.AddCatalog(FilterCatalogParams.FilterCatalogs.PAINS)
    catalog = FilterCatalog(params)

    def run(m):
        # Distinct names in catalog order, as pains_check answers (validation/generators/make_golden_alerts.py).
        alerts = []
        for entry in catalog.GetMatches(m):
            name = entry.GetDescription()
            if name not in alerts:
                alerts.append(name)
        return {"passes": not alerts, "alert_count": len(alerts), "alerts": alerts}

    return run


TOOLS = {"calc_properties": calc_properties, "lipinski_check": lipinski_check, "sa_score": sa_score,
         "pains_check": pains_check}


def one_pass(run, smiles):
    wall, cpu = time.perf_counter(), time.process_time()
    values = []
    for s in smiles:
        m = Chem.MolFromSmiles(s)
        values.append(None if m is None else run(m))
    return {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}, values


def main():
    spec = json.load(sys.stdin)
    t0 = time.perf_counter()
    run = TOOLS[spec["tool"]]()
    setup = time.perf_counter() - t0
    first, values = one_pass(run, spec["smiles"])
    one_pass(run, spec["smiles"])
    steady, _ = one_pass(run, spec["smiles"])
    json.dump({"import_s": t0 - T_IMPORT, "setup_s": setup, "first": first, "steady": steady, "values": values},
              sys.stdout)


if __name__ == "__main__":
    main()
