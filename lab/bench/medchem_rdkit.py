#!/usr/bin/python3
"""Python RDKit doing what each medicinal-chemistry tool does, per molecule, in-process (parse included).

Called by lab/bench/medchem.ts, which passes the SMARTS tables the tools use (so both sides match the
same patterns) and the molecules, and reads back microseconds per molecule per tool as JSON on stdout.
Needs: apt-get install python3-rdkit rdkit-data
"""
import json
import math
import sys
import time

from rdkit import Chem, RDLogger
from rdkit.Chem import BRICS, QED, Crippen, Descriptors, rdMolDescriptors
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams

sys.path.append("/usr/share/RDKit/Contrib/SA_Score")
import sascorer  # noqa: E402

RDLogger.DisableLog("rdApp.*")


def catalog(name):
    params = FilterCatalogParams()
    params.AddCatalog(getattr(FilterCatalogParams.FilterCatalogs, name))
    return FilterCatalog(params)


def main():
    spec = json.load(sys.stdin)
    smiles = spec["smiles"]
    rounds = spec["rounds"]
    ames = [Chem.MolFromSmarts(s) for s in spec["ames_smarts"]]
    pka = [Chem.MolFromSmarts(s) for s in spec["pka_smarts"]]
    pains, brenk = catalog("PAINS"), catalog("BRENK")
    sascorer.readFragmentScores("fpscores")

    def calc_properties(m):
        return (Descriptors.MolWt(m), Descriptors.ExactMolWt(m), Crippen.MolLogP(m), rdMolDescriptors.CalcTPSA(m),
                rdMolDescriptors.CalcNumHBD(m), rdMolDescriptors.CalcNumHBA(m), rdMolDescriptors.CalcNumRotatableBonds(m),
                m.GetNumHeavyAtoms(), QED.qed(m))

    def lipinski(m):
        return (Descriptors.MolWt(m), Crippen.MolLogP(m), rdMolDescriptors.CalcNumLipinskiHBD(m), rdMolDescriptors.CalcNumLipinskiHBA(m))

    def boiled_egg(m):
        tpsa, wlogp = rdMolDescriptors.CalcTPSA(m, includeSandP=True), Crippen.MolLogP(m)
        inside = []
        for (cx, cy), (ux, uy), a, b in (((71.02736, 2.29454), (0.99983364, -0.01823992), 71.01781, 4.35586),
                                         ((38.06865, 3.18495), (0.99999617, -0.00276701), 41.03182, 2.77764)):
            dx, dy = tpsa - cx, wlogp - cy
            inside.append(((dx * ux + dy * uy) / a) ** 2 + ((-dx * uy + dy * ux) / b) ** 2 <= 1)
        return inside

    def admet(m):
        logp, tpsa, mw = Crippen.MolLogP(m), rdMolDescriptors.CalcTPSA(m), Descriptors.MolWt(m)
        counts = (rdMolDescriptors.CalcNumHBD(m), rdMolDescriptors.CalcNumHBA(m), rdMolDescriptors.CalcNumRotatableBonds(m),
                  rdMolDescriptors.CalcNumAromaticHeterocycles(m))
        aromatic = sum(1 for a in m.GetAtoms() if a.GetIsAromatic())
        alerts = sum(1 for q in ames if m.HasSubstructMatch(q))
        sites = [m.GetSubstructMatches(q) for q in pka]
        return logp, tpsa, mw, counts, aromatic / max(m.GetNumHeavyAtoms(), 1), alerts, sites, 1 / (1 + math.exp(-logp))

    def retrosynthesis(m):
        out = [Chem.MolToSmiles(m), sascorer.calculateScore(m)]
        for (i, j), labels in BRICS.FindBRICSBonds(m):
            bond = m.GetBondBetweenAtoms(i, j).GetIdx()
            pieces = Chem.FragmentOnBonds(m, [bond], addDummies=False)
            for frag in Chem.GetMolFrags(pieces, asMols=True, sanitizeFrags=True):
                out.append((Chem.MolToSmiles(frag), sascorer.calculateScore(frag)))
        return out

    def context_pack(m):
        # InChI is left out: Debian's RDKit is built without it (ours computes it, so this favours Python).
        return (calc_properties(m), lipinski(m), sascorer.calculateScore(m), pains.GetMatches(m), brenk.GetMatches(m),
                admet(m), Chem.MolToSmiles(m), Chem.MolToJSON(m))

    tools = {
        "calc_properties": calc_properties,
        "lipinski_check": lipinski,
        "sa_score": sascorer.calculateScore,
        "pains_check": lambda m: [e.GetDescription() for e in pains.GetMatches(m)],
        "brenk_check": lambda m: [e.GetDescription() for e in brenk.GetMatches(m)],
        "admet_profile": admet,
        "boiled_egg": boiled_egg,
        "retrosynthesis": retrosynthesis,
        "molecule_context_pack": context_pack,
    }
    result = {}
    for name in spec["tools"]:
        fn = tools[name]
        best = None
        for _ in range(rounds):
            t0 = time.perf_counter()
            for s in smiles:
                m = Chem.MolFromSmiles(s)
                if m is not None:
                    fn(m)
            dt = time.perf_counter() - t0
            best = dt if best is None else min(best, dt)
        result[name] = best / len(smiles) * 1e6
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
