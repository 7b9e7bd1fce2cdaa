#!/usr/bin/python3
"""Python RDKit's counterpart of each tool, timed per call in process CPU time (time.process_time()).

Called by lab/bench/per-call.ts once per round, with the molecules and the labels to run on stdin as JSON:
{"pairs": [[smiles, randomised smiles], ...], "labels": [...], "warmup": n}. Each counterpart is given the same
molecule (or the same window of molecules) as our tool for call i, parses its own input (as our tool does) and
does the chemistry our tool's answer contains. Writes {label: [CPU µs of call 0, call 1, ...]} as JSON on stdout.
Needs: apt-get install python3-rdkit rdkit-data
"""
import json
import math
import sys
import time

from rdkit import Chem, DataStructs, RDLogger
from rdkit.Chem import (BRICS, QED, AllChem, Crippen, Descriptors, rdFMCS, rdMolDescriptors,
                        rdRGroupDecomposition, rdMMPA)
from rdkit.Chem.Draw import rdMolDraw2D
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams
from rdkit.Chem.MolStandardize import rdMolStandardize
from rdkit.Chem.Scaffolds import MurckoScaffold
from rdkit.ML.Cluster import Butina
from rdkit.SimDivFilters.rdSimDivPickers import MaxMinPicker

sys.path.append("/usr/share/RDKit/Contrib/SA_Score")
import sascorer  # noqa: E402

RDLogger.DisableLog("rdApp.*")
sascorer.readFragmentScores("fpscores")


def catalog(name):
    params = FilterCatalogParams()
    params.AddCatalog(getattr(FilterCatalogParams.FilterCatalogs, name))
    return FilterCatalog(params)


PAINS, BRENK = catalog("PAINS"), catalog("BRENK")
TAUTOMERS = rdMolStandardize.TautomerEnumerator()
# The same SMARTS and reactions as the TypeScript side passes to our tools (lab/bench/per-call.ts).
SMARTS_QUERY = "[#7,#8]"
SUBSTRUCTURE_QUERY = "c1ccccc1"
CHLORINATE = "[c;H1:1]>>[c:1]Cl"
AMIDE = "[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]"


def parse(s):
    return Chem.MolFromSmiles(s)


def morgan(m):
    return AllChem.GetMorganFingerprintAsBitVect(m, 2, nBits=2048)


def calc_properties(m):
    return (Descriptors.MolWt(m), Descriptors.ExactMolWt(m), Crippen.MolLogP(m), rdMolDescriptors.CalcTPSA(m),
            rdMolDescriptors.CalcNumHBD(m), rdMolDescriptors.CalcNumHBA(m),
            rdMolDescriptors.CalcNumRotatableBonds(m), m.GetNumHeavyAtoms(), QED.qed(m))


def lipinski(m):
    return (Descriptors.MolWt(m), Crippen.MolLogP(m), rdMolDescriptors.CalcNumLipinskiHBD(m),
            rdMolDescriptors.CalcNumLipinskiHBA(m))


def admet(m, ames, pka):
    logp, tpsa, mw = Crippen.MolLogP(m), rdMolDescriptors.CalcTPSA(m), Descriptors.MolWt(m)
    counts = (rdMolDescriptors.CalcNumHBD(m), rdMolDescriptors.CalcNumHBA(m),
              rdMolDescriptors.CalcNumRotatableBonds(m), rdMolDescriptors.CalcNumAromaticHeterocycles(m))
    aromatic = sum(1 for a in m.GetAtoms() if a.GetIsAromatic())
    alerts = sum(1 for q in ames if m.HasSubstructMatch(q))
    sites = [m.GetSubstructMatches(q) for q in pka]
    return logp, tpsa, mw, counts, aromatic / max(m.GetNumHeavyAtoms(), 1), alerts, sites, 1 / (1 + math.exp(-logp))


def boiled_egg(m):
    tpsa, wlogp = rdMolDescriptors.CalcTPSA(m, includeSandP=True), Crippen.MolLogP(m)
    inside = []
    for (cx, cy), (ux, uy), a, b in (((71.02736, 2.29454), (0.99983364, -0.01823992), 71.01781, 4.35586),
                                     ((38.06865, 3.18495), (0.99999617, -0.00276701), 41.03182, 2.77764)):
        dx, dy = tpsa - cx, wlogp - cy
        inside.append(((dx * ux + dy * uy) / a) ** 2 + ((-dx * uy + dy * ux) / b) ** 2 <= 1)
    return inside


def retrosynthesis(m):
    out = [Chem.MolToSmiles(m), sascorer.calculateScore(m)]
    for (i, j), _labels in BRICS.FindBRICSBonds(m):
        bond = m.GetBondBetweenAtoms(i, j).GetIdx()
        pieces = Chem.FragmentOnBonds(m, [bond], addDummies=False)
        for frag in Chem.GetMolFrags(pieces, asMols=True, sanitizeFrags=True):
            out.append((Chem.MolToSmiles(frag), sascorer.calculateScore(frag)))
    return out


def png(m, width=400, height=300):
    drawer = rdMolDraw2D.MolDraw2DCairo(width, height)
    drawer.DrawMolecule(m)
    drawer.FinishDrawing()
    return drawer.GetDrawingText()


def svg(m, width=400, height=300):
    drawer = rdMolDraw2D.MolDraw2DSVG(width, height)
    drawer.DrawMolecule(m)
    drawer.FinishDrawing()
    return drawer.GetDrawingText()


def generate_3d(m):
    mh = Chem.AddHs(m)
    params = AllChem.ETKDGv3()
    params.randomSeed = 7
    if AllChem.EmbedMolecule(mh, params) == 0:
        AllChem.MMFFOptimizeMolecule(mh)
    return Chem.MolToMolBlock(mh), Chem.MolToXYZBlock(mh)


def standardize(m):
    m = rdMolStandardize.Cleanup(m)
    m = rdMolStandardize.FragmentParent(m, skipStandardize=True)
    m = rdMolStandardize.ChargeParent(m, skipStandardize=True)
    return Chem.MolToSmiles(TAUTOMERS.Canonicalize(m))


def counterparts(pairs, ames, pka):
    smiles = [p[0] for p in pairs]
    n = len(smiles)
    commonchem = [Chem.MolToJSON(parse(s)) for s in smiles]  # the input of the MolJSON→SMILES call, made untimed

    def window(i, k, start=0):
        return [smiles[(i + start + j) % n] for j in range(k)]

    def screen(i):
        out = []
        for s in window(i, 10):
            m = parse(s)
            mw, logp = Descriptors.MolWt(m), Crippen.MolLogP(m)
            hbd, hba = rdMolDescriptors.CalcNumLipinskiHBD(m), rdMolDescriptors.CalcNumLipinskiHBA(m)
            out.append((mw, logp, sum([mw > 500, logp > 5, hbd > 5, hba > 10]) <= 1))
        return out

    def scaffolds(i):
        groups = {}
        for s in window(i, 10):
            scaffold = MurckoScaffold.GetScaffoldForMol(parse(s))
            generic = Chem.MolToSmiles(MurckoScaffold.MakeScaffoldGeneric(scaffold))
            groups.setdefault((Chem.MolToSmiles(scaffold), generic), []).append(s)
        return groups

    def substructure(i):
        q = Chem.MolFromSmarts(SUBSTRUCTURE_QUERY)
        return [parse(s).GetSubstructMatches(q) for s in window(i, 10)]

    def similarity(i):
        q = morgan(parse(smiles[i]))
        fps = [morgan(parse(s)) for s in window(i, 10, 1)]
        return sorted(enumerate(DataStructs.BulkTanimotoSimilarity(q, fps)), key=lambda x: -x[1])[:3]

    def cluster(i):
        fps = [morgan(parse(s)) for s in window(i, 10)]
        dists = []
        for a in range(1, len(fps)):
            dists.extend(1 - x for x in DataStructs.BulkTanimotoSimilarity(fps[a], fps[:a]))
        return Butina.ClusterData(dists, len(fps), 0.7, isDistData=True)

    def diversity(i):
        fps = [morgan(parse(s)) for s in window(i, 10)]
        return list(MaxMinPicker().LazyBitVectorPick(fps, len(fps), 3, seed=42))

    def react(i):
        rxn = AllChem.ReactionFromSmarts(CHLORINATE)
        out = set()
        for products in rxn.RunReactants((parse(smiles[i]),)):
            for p in products:
                Chem.SanitizeMol(p)
                out.add(Chem.MolToSmiles(p))
        return out

    def amide(_i):
        rxn = AllChem.ReactionFromSmarts(AMIDE)
        out = set()
        for products in rxn.RunReactants((parse("OC(=O)c1ccccc1"), parse("NCc1ccccc1"))):
            for p in products:
                Chem.SanitizeMol(p)
                out.add(Chem.MolToSmiles(p))
        return out

    def depict_reaction(i):
        rxn = AllChem.ReactionFromSmarts(f"{smiles[i]}>>{smiles[i]}", useSmiles=True)
        drawer = rdMolDraw2D.MolDraw2DCairo(800, 250)
        drawer.DrawReaction(rxn)
        drawer.FinishDrawing()
        return drawer.GetDrawingText()

    def grid(i):
        mols = [parse(s) for s in window(i, 4)]
        drawer = rdMolDraw2D.MolDraw2DCairo(4 * 250, 200, 250, 200)
        drawer.DrawMolecules(mols, legends=[str(k) for k in range(len(mols))])
        drawer.FinishDrawing()
        return drawer.GetDrawingText()

    def rgroups(i):
        core = Chem.MolFromSmarts("[*:1]c1ccccc1")
        return rdRGroupDecomposition.RGroupDecompose([core], [parse(s) for s in window(i, 10)], asSmiles=True)

    def enumerate_analogues(_i):
        core = parse("[*:1]c1ccccc1")
        return [Chem.MolToSmiles(Chem.molzip(core, parse(r))) for r in ("Cl[*:1]", "O[*:1]", "[H][*:1]")]

    def matched_pairs(i):
        index = {}
        for s in window(i, 5):
            for core, chains in rdMMPA.FragmentMol(parse(s), maxCuts=1, resultsAsMols=False):
                index.setdefault(chains, []).append(s)
        return index

    def check_structure(i):
        m = parse(smiles[i])
        return (Chem.MolToSmiles(m), rdMolDescriptors.CalcMolFormula(m) == "C20H20O2",
                abs(Descriptors.MolWt(m) - 300) < 0.5, Descriptors.ExactMolWt(m), rdMolDescriptors.CalcNumHBD(m) == 1)

    def mcs(i):
        return rdFMCS.FindMCS([parse(smiles[i]), parse(smiles[i])], timeout=5).smartsString

    def map_atoms(i):
        a, b = parse(pairs[i][0]), parse(pairs[i][1])
        return a.GetSubstructMatch(b)

    on = lambda f: (lambda i: f(parse(smiles[i])))  # noqa: E731
    return {
        "parse_smiles": on(lambda m: (Chem.MolToSmiles(m), rdMolDescriptors.CalcMolFormula(m), Descriptors.MolWt(m),
                                      m.GetNumAtoms(), m.GetNumBonds(), Chem.GetFormalCharge(m),
                                      len(Chem.GetMolFrags(m)))),
        "canonical_smiles": on(Chem.MolToSmiles),
        "calc_properties": on(calc_properties),
        "lipinski_check": on(lipinski),
        "sa_score": on(sascorer.calculateScore),
        "pains_check": on(lambda m: [e.GetDescription() for e in PAINS.GetMatches(m)]),
        "brenk_check": on(lambda m: [e.GetDescription() for e in BRENK.GetMatches(m)]),
        "admet_profile": on(lambda m: admet(m, ames, pka)),
        "boiled_egg": on(boiled_egg),
        "ecfp4": on(lambda m: list(morgan(m).GetOnBits())),
        "tanimoto": lambda i: DataStructs.TanimotoSimilarity(morgan(parse(smiles[i])), morgan(parse(smiles[(i + 1) % n]))),
        "smarts_match": on(lambda m: m.GetSubstructMatches(Chem.MolFromSmarts(SMARTS_QUERY))),
        "find_mcs": mcs,
        "generate_3d": on(generate_3d),
        "retrosynthesis": on(retrosynthesis),
        "smiles_to_moljson": on(Chem.MolToJSON),
        "moljson_to_smiles": lambda i: Chem.MolToSmiles(Chem.JSONToMols(commonchem[i])[0]),
        "molecule_context_pack": on(lambda m: (calc_properties(m), lipinski(m), sascorer.calculateScore(m),
                                               PAINS.GetMatches(m), BRENK.GetMatches(m), admet(m, ames, pka),
                                               Chem.MolToSmiles(m), Chem.MolToJSON(m))),
        "depict": on(png),
        "depict (svg)": on(svg),
        "depict_grid": grid,
        "screen_library": screen,
        "scaffold_analysis": scaffolds,
        "substructure_search": substructure,
        "graph_distance": on(lambda m: Chem.GetShortestPath(m, 0, 5)),
        "map_atoms": map_atoms,
        "react": react,
        "predict_products": amide,
        "depict_reaction": depict_reaction,
        "standardize": on(standardize),
        "similarity_search": similarity,
        "cluster_molecules": cluster,
        "diversity_pick": diversity,
        "check_structure": check_structure,
        "rgroup_decompose": rgroups,
        "enumerate_analogues": enumerate_analogues,
        "matched_pairs": matched_pairs,
    }


def main():
    spec = json.load(sys.stdin)
    pairs = spec["pairs"]
    ames = [Chem.MolFromSmarts(s) for s in spec["ames_smarts"]]
    pka = [Chem.MolFromSmarts(s) for s in spec["pka_smarts"]]
    table = counterparts(pairs, ames, pka)
    result = {}
    for label in spec["labels"]:
        fn = table[label]
        for i in range(spec["warmup"]):
            fn(i)
        times = []
        for i in range(len(pairs)):
            t0 = time.process_time()
            fn(i)
            times.append((time.process_time() - t0) * 1e6)
        result[label] = times
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
