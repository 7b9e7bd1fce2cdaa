"""Python RDKit doing what scripts/bench/library-screen.ts times screen_library doing: over the 5,000 NCI molecules,
MolWt, MolLogP, TPSA, NumHBD, NumHBA, NumRotatableBonds, QED, the SA score, the rule of five and the PAINS catalog,
then the two filters and a sort by QED. Run: /usr/bin/python3 scripts/bench/library-screen.py
"""
import os
import sys
import time
from pathlib import Path

from rdkit import Chem, RDConfig, RDLogger
from rdkit.Chem import QED, Crippen, Descriptors, rdMolDescriptors
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams

sys.path.append(os.path.join(RDConfig.RDContribDir, "SA_Score"))
import sascorer  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "validation"))
from molecules import NCI, read_smi  # noqa: E402

RDLogger.DisableLog("rdApp.*")


def main():
    params = FilterCatalogParams()
    params.AddCatalog(FilterCatalogParams.FilterCatalogs.PAINS)
    pains = FilterCatalog(params)
    sascorer.readFragmentScores()
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    started = time.perf_counter()
    rows = []
    for smiles, ident in read_smi(NCI):
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            continue
        mw, logp = Descriptors.MolWt(mol), Crippen.MolLogP(mol)
        lipinski = mw <= 500 and logp <= 5 and rdMolDescriptors.CalcNumLipinskiHBD(mol) <= 5 and rdMolDescriptors.CalcNumLipinskiHBA(mol) <= 10
        rows.append({
            "id": ident, "mw": mw, "logp": logp, "tpsa": rdMolDescriptors.CalcTPSA(mol),
            "hbd": rdMolDescriptors.CalcNumHBD(mol), "hba": rdMolDescriptors.CalcNumHBA(mol),
            "rotatable_bonds": rdMolDescriptors.CalcNumRotatableBonds(mol), "qed": QED.qed(mol),
            "sa_score": sascorer.calculateScore(mol), "lipinski_pass": lipinski, "pains_pass": not pains.HasMatch(mol),
        })
    passing = sorted((r for r in rows if r["lipinski_pass"] and r["pains_pass"]), key=lambda r: -r["qed"])
    seconds = time.perf_counter() - started
    print(f"Python RDKit, same descriptors and filters: {seconds:.1f} s; parsed {len(rows)}, passed_all {len(passing)}")
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
