"""Python RDKit doing what lab/bench/library-screen.ts times our library tools doing over the 5,000 NCI molecules.
One task per run, named by the argument; prints one JSON line ({"task", "seconds", ...}):
- screen: MolWt, MolLogP, TPSA, NumHBD, NumHBA, NumRotatableBonds, QED, the SA score, the rule of five and the PAINS
  catalog, then the two filters and a sort by QED (screen_library's benchmark call);
- scaffolds: MurckoScaffold.GetScaffoldForMol, its SMILES, MakeScaffoldGeneric and its SMILES, grouped by scaffold
  (scaffold_analysis);
- search: HasSubstructMatch of c1ccccc1C(=O)N (substructure_search).
Each task reads and parses the file itself, as the tool does. Run: /usr/bin/python3 lab/bench/library-screen.py screen
"""
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

from rdkit import Chem, RDConfig, RDLogger
from rdkit.Chem import QED, Crippen, Descriptors, rdMolDescriptors
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams
from rdkit.Chem.Scaffolds import MurckoScaffold

sys.path.append(os.path.join(RDConfig.RDContribDir, "SA_Score"))
import sascorer  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "validation" / "generators"))
from molecules import NCI, read_smi  # noqa: E402

RDLogger.DisableLog("rdApp.*")


def molecules():
    for smiles, ident in read_smi(NCI):
        mol = Chem.MolFromSmiles(smiles)
        if mol is not None:
            yield ident, mol


def screen():
    params = FilterCatalogParams()
    params.AddCatalog(FilterCatalogParams.FilterCatalogs.PAINS)
    pains = FilterCatalog(params)
    sascorer.readFragmentScores()
    started, cpu = time.perf_counter(), time.process_time()
    rows = []
    for ident, mol in molecules():
        mw, logp = Descriptors.MolWt(mol), Crippen.MolLogP(mol)
        lipinski = mw <= 500 and logp <= 5 and rdMolDescriptors.CalcNumLipinskiHBD(mol) <= 5 and rdMolDescriptors.CalcNumLipinskiHBA(mol) <= 10
        rows.append({
            "id": ident, "mw": mw, "logp": logp, "tpsa": rdMolDescriptors.CalcTPSA(mol),
            "hbd": rdMolDescriptors.CalcNumHBD(mol), "hba": rdMolDescriptors.CalcNumHBA(mol),
            "rotatable_bonds": rdMolDescriptors.CalcNumRotatableBonds(mol), "qed": QED.qed(mol),
            "sa_score": sascorer.calculateScore(mol), "lipinski_pass": lipinski, "pains_pass": not pains.HasMatch(mol),
        })
    passing = sorted((r for r in rows if r["lipinski_pass"] and r["pains_pass"]), key=lambda r: -r["qed"])
    return time.perf_counter() - started, {"cpu_s": round(time.process_time() - cpu, 2), "parsed": len(rows), "passed_all": len(passing)}


def scaffolds():
    started, cpu = time.perf_counter(), time.process_time()
    groups, generics, parsed = Counter(), Counter(), 0
    for _, mol in molecules():
        scaffold = MurckoScaffold.GetScaffoldForMol(mol)
        groups[Chem.MolToSmiles(scaffold)] += 1
        try:
            generics[Chem.MolToSmiles(MurckoScaffold.MakeScaffoldGeneric(scaffold))] += 1
        except Exception:  # noqa: BLE001 - a framework RDKit cannot sanitize has none, as in scaffold_analysis
            pass
        parsed += 1
    return time.perf_counter() - started, {"cpu_s": round(time.process_time() - cpu, 2), "parsed": parsed, "scaffold_count": len(groups)}


def search():
    query = Chem.MolFromSmarts("c1ccccc1C(=O)N")
    started, cpu = time.perf_counter(), time.process_time()
    parsed = matches = 0
    for _, mol in molecules():
        parsed += 1
        matches += mol.HasSubstructMatch(query)
    return time.perf_counter() - started, {"cpu_s": round(time.process_time() - cpu, 2), "parsed": parsed, "match_count": matches}


def main():
    task = sys.argv[1] if len(sys.argv) > 1 else "screen"
    seconds, counts = {"screen": screen, "scaffolds": scaffolds, "search": search}[task]()
    print(json.dumps({"task": task, "seconds": round(seconds, 2), **counts, "load": [round(x, 1) for x in os.getloadavg()]}))


if __name__ == "__main__":
    main()
