"""Python RDKit values behind the `examples` of src/tools/*.ts (issue 16): each printed line is the expression
the example's comment cites. Run: /usr/bin/python3 validation/generators/tool-examples.py > validation/golden/tool-examples.json (Debian python3-rdkit 2022.09)."""
import json
import os
import sys

from rdkit import Chem, DataStructs, RDConfig
from rdkit.Chem import AllChem, BRICS, Crippen, Descriptors, QED, rdCIPLabeler, rdFMCS, rdMolDescriptors
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams

sys.path.append(os.path.join(RDConfig.RDContribDir, "SA_Score"))
import sascorer  # noqa: E402

ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O"
aspirin = Chem.MolFromSmiles(ASPIRIN)
out = {}
out["parse_smiles"] = {"formula": rdMolDescriptors.CalcMolFormula(aspirin), "mol_weight": round(Descriptors.MolWt(aspirin), 3),
                       "heavy_atoms": aspirin.GetNumHeavyAtoms()}
out["canonical_smiles"] = {"canonical": Chem.MolToSmiles(Chem.MolFromSmiles("OCC"))}
out["calc_properties"] = {"mw": round(Descriptors.MolWt(aspirin), 3), "logp": round(Crippen.MolLogP(aspirin), 3),
                          "tpsa": round(rdMolDescriptors.CalcTPSA(aspirin), 2), "qed": round(QED.qed(aspirin), 3),
                          "hbd": rdMolDescriptors.CalcNumLipinskiHBD(aspirin), "hba": rdMolDescriptors.CalcNumLipinskiHBA(aspirin)}
out["sa_score"] = {"sa_score": sascorer.calculateScore(aspirin)}


def alerts(catalog, smiles):
    params = FilterCatalogParams()
    params.AddCatalog(catalog)
    return [e.GetDescription() for e in FilterCatalog(params).GetMatches(Chem.MolFromSmiles(smiles))]


out["pains_check"] = alerts(FilterCatalogParams.FilterCatalogs.PAINS, "O=C1C(=Cc2ccccc2)SC(=S)N1")
out["brenk_check"] = alerts(FilterCatalogParams.FilterCatalogs.BRENK, "CC(=O)Oc1ccccc1")
caffeine = Chem.MolFromSmiles("CN1C=NC2=C1C(=O)N(C(=O)N2C)C")
out["boiled_egg"] = {"tpsa": round(rdMolDescriptors.CalcTPSA(caffeine), 2), "wlogp": round(Crippen.MolLogP(caffeine), 3)}
phenol, aniline = Chem.MolFromSmiles("c1ccccc1O"), Chem.MolFromSmiles("c1ccccc1N")
fp = lambda m: AllChem.GetMorganFingerprintAsBitVect(m, 2, nBits=2048)
out["ecfp4"] = {"popcount": fp(phenol).GetNumOnBits()}
sim = DataStructs.TanimotoSimilarity(fp(phenol), fp(aniline))
out["tanimoto"] = {"similarity": round(sim, 3), "similarity_percent": round(sim * 100, 2)}
matches = Chem.MolFromSmiles("CC(=O)O").GetSubstructMatches(Chem.MolFromSmarts("C(=O)[OH]"))
out["smarts_match"] = {"match_count": len(matches), "atom_maps": [list(m) for m in matches]}
mcs = rdFMCS.FindMCS([Chem.MolFromSmiles(s) for s in ["c1ccccc1CCO", "c1ccccc1CCN"]])
out["find_mcs"] = {"atom_count": mcs.numAtoms, "bond_count": mcs.numBonds, "smarts": mcs.smartsString}
ala = Chem.AddHs(Chem.MolFromSmiles("C[C@H](N)C(=O)O"))
out["generate_3d"] = {"atom_count": ala.GetNumAtoms(), "heavy_atoms": ala.GetNumHeavyAtoms()}
out["retrosynthesis"] = {"brics_bonds": [b for b in BRICS.FindBRICSBonds(Chem.MolFromSmiles("CC(=O)Nc1ccc(OCC)cc1"))]}
out["moljson_to_smiles"] = {"smiles": Chem.MolToSmiles(Chem.MolFromSmiles("CO"))}
match = aspirin.GetSubstructMatches(Chem.MolFromSmarts("C(=O)[OH]"))
out["depict"] = {"atoms": aspirin.GetNumAtoms(), "matches": [list(m) for m in match],
                 "bonds": sorted(aspirin.GetBondBetweenAtoms(10, j).GetIdx() for j in (11, 12))}
chiral = Chem.MolFromSmiles("C[C@H](N)O")
rdCIPLabeler.AssignCIPLabels(chiral)
ene = Chem.MolFromSmiles("F/C=C/F")
rdCIPLabeler.AssignCIPLabels(ene)
out["smiles_to_moljson"] = {"atom_cip": [a.GetPropsAsDict().get("_CIPCode") for a in chiral.GetAtoms()],
                            "bond_cip": [b.GetPropsAsDict().get("_CIPCode") for b in ene.GetBonds()]}
# Library tools (issue 18): the examples' lists, computed molecule by molecule.
from rdkit.Chem.Scaffolds import MurckoScaffold  # noqa: E402

SCREEN = ["CC(=O)Oc1ccccc1C(=O)O", "CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC(=O)O", "c1ccccc1O"]
screen_mols = [Chem.MolFromSmiles(s) for s in SCREEN]
rule_of_five = [sum([Descriptors.MolWt(m) > 500, Crippen.MolLogP(m) > 5, rdMolDescriptors.CalcNumLipinskiHBD(m) > 5,
                     rdMolDescriptors.CalcNumLipinskiHBA(m) > 10]) == 0 for m in screen_mols]
weights = sorted(round(Descriptors.MolWt(m), 3) for m in screen_mols)
out["screen_library"] = {"total": 3, "parsed": 3, "passed": {"lipinski": sum(rule_of_five)}, "passed_all": sum(rule_of_five),
                         "quantiles": {"mw": {"min": weights[0], "median": weights[1], "max": weights[2]}}}
SCAFFOLD = ["CC(=O)Oc1ccccc1C(=O)O", "Cn1cnc2c1c(=O)n(C)c(=O)n2C", "OCc1ccccc1"]
groups = {}
for i, s in enumerate(SCAFFOLD):
    m = Chem.MolFromSmiles(s)
    scaffold = MurckoScaffold.GetScaffoldForMol(m)
    key = Chem.MolToSmiles(scaffold, isomericSmiles=False)
    generic = Chem.MolToSmiles(MurckoScaffold.MakeScaffoldGeneric(scaffold), isomericSmiles=False)
    groups.setdefault(key, {"scaffold": key, "generic": generic, "count": 0, "member_ids": []})
    groups[key]["count"] += 1
    groups[key]["member_ids"].append(f"row {i + 1}")
out["scaffold_analysis"] = {"total": 3, "parsed": 3, "scaffold_count": len(groups),
                            "scaffolds": sorted(groups.values(), key=lambda g: -g["count"])}
SEARCH = [("row 1", "CC(=O)Oc1ccccc1C(=O)O"), ("row 2", "c1ccccc1O"), ("acetic acid", "CC(=O)O")]
acid = Chem.MolFromSmarts("C(=O)[OH]")
search_hits = [{"id": ident, "row": i + 1, "smiles": s} for i, (ident, s) in enumerate(SEARCH) if Chem.MolFromSmiles(s).HasSubstructMatch(acid)]
out["substructure_search"] = {"match_count": len(search_hits), "hits": search_hits}
# Structure tools (issue 20). Degree of unsaturation from the formula's counts: (2C + 2 + N - H - X) / 2.
counts = {}
for atom in aspirin.GetAtoms():
    counts[atom.GetSymbol()] = counts.get(atom.GetSymbol(), 0) + 1
    counts["H"] = counts.get("H", 0) + atom.GetTotalNumHs()
out["describe_structure"] = {"formula": rdMolDescriptors.CalcMolFormula(aspirin), "ring_count": aspirin.GetRingInfo().NumRings(),
                             "degree_of_unsaturation": (2 * counts["C"] + 2 - counts["H"]) / 2}
out["graph_distance"] = {"distance": int(Chem.GetDistanceMatrix(aspirin)[0][12]), "path": list(Chem.GetShortestPath(aspirin, 0, 12))}
ethanol_match = Chem.MolFromSmiles("OCC").GetSubstructMatch(Chem.MolFromSmiles("CCO"))
inverse = [0] * len(ethanol_match)
for second_index, first_index in enumerate(ethanol_match):
    inverse[first_index] = second_index
out["map_atoms"] = {"mapping": inverse, "symmetric_alternatives": len(Chem.MolFromSmiles("OCC").GetSubstructMatches(Chem.MolFromSmiles("CCO"), uniquify=False)) - 1}
def reaction_products(smarts, reactants):
    """RunReactants + SanitizeMol + MolToSmiles per product set, and the mapped reactant atoms (react_atom_idx) per template."""
    rxn = AllChem.ReactionFromSmarts(smarts)
    owners = {a.GetAtomMapNum(): i for i, t in enumerate(rxn.GetReactants()) for a in t.GetAtoms() if a.GetAtomMapNum()}
    sets = []
    for products in rxn.RunReactants(tuple(Chem.MolFromSmiles(s) for s in reactants)):
        site = [set() for _ in reactants]
        for p in products:
            for a in p.GetAtoms():
                if a.HasProp("old_mapno"):
                    site[owners[a.GetIntProp("old_mapno")]].add(a.GetIntProp("react_atom_idx"))
            Chem.SanitizeMol(p)
        sets.append({"products": [Chem.MolToSmiles(p) for p in products], "reactant_atoms": [sorted(s) for s in site]})
    return sets


out["react"] = reaction_products("[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]", ["CC(=O)O", "NCc1ccccc1"])

# predict_products: the amide_coupling template (src/chem/reactions/templates.ts, validation/data/reaction-templates.json).
TEMPLATES = {t["name"]: t["smarts"] for t in json.load(open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "reaction-templates.json")))}
out["predict_products"] = reaction_products(TEMPLATES["amide_coupling"], ["OC(=O)c1ccccc1", "NCc1ccccc1"])
# repair_smiles: the broken benzaldehyde does not parse; the fix (its branch closed) is benzaldehyde.
out["repair_smiles"] = {"broken_parses": Chem.MolFromSmiles("c1ccccc1C(=O") is not None,
                        "canonical": Chem.MolToSmiles(Chem.MolFromSmiles("c1ccccc1C(=O)"))}
from rdkit.Chem.MolStandardize import rdMolStandardize  # noqa: E402
salt = rdMolStandardize.Cleanup(Chem.MolFromSmiles("CC(=O)Oc1ccccc1C(=O)[O-].[Na+]"))
salt = rdMolStandardize.ChargeParent(rdMolStandardize.FragmentParent(salt, skipStandardize=True), skipStandardize=True)
out["standardize"] = {"smiles": Chem.MolToSmiles(rdMolStandardize.TautomerEnumerator().Canonicalize(salt))}
# Library tools (similarity_search, cluster_molecules, diversity_pick): ECFP4 bit vectors as above.
from rdkit.ML.Cluster import Butina  # noqa: E402
from rdkit.SimDivFilters import rdSimDivPickers  # noqa: E402
library = [fp(Chem.MolFromSmiles(s)) for s in ["CCO", "c1ccccc1N", "Oc1ccccc1C"]]
out["similarity_search"] = {"similarities": [round(x, 4) for x in DataStructs.BulkTanimotoSimilarity(fp(phenol), library)]}
five = [fp(Chem.MolFromSmiles(s)) for s in ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"]]
distances = [1 - x for i in range(1, 5) for x in DataStructs.BulkTanimotoSimilarity(five[i], five[:i])]
out["cluster_molecules"] = {"clusters": [list(c) for c in Butina.ClusterData(distances, 5, 0.7, isDistData=True)]}
out["diversity_pick"] = {"picks": list(rdSimDivPickers.MaxMinPicker().LazyBitVectorPick(five, 5, 3, seed=42))}
# rgroup_decompose: RGroupDecompose with the default parameters; enumerate_analogues: molzip, RemoveHs, MolToSmiles.
from rdkit.Chem import rdRGroupDecomposition  # noqa: E402
rgd_rows, rgd_unmatched = rdRGroupDecomposition.RGroupDecompose(
    [Chem.MolFromSmiles("[*:1]c1ccccc1")], [Chem.MolFromSmiles(s) for s in ["Oc1ccccc1", "Clc1ccccc1", "CCO"]],
    asSmiles=True, asRows=True)
out["rgroup_decompose"] = {"matched": len(rgd_rows), "unmatched_count": len(rgd_unmatched),
                           "rows": [{"r_groups": {k: v for k, v in r.items() if k != "Core"}} for r in rgd_rows]}
keep_hs = Chem.SmilesParserParams()
keep_hs.removeHs = False
zip_core = Chem.MolFromSmiles("[*:1]c1ccccc1")
zipped = [Chem.MolToSmiles(Chem.RemoveHs(Chem.molzip(zip_core, Chem.MolFromSmiles(g, keep_hs))))
          for g in ["Cl[*:1]", "O[*:1]", "[H][*:1]"]]
out["enumerate_analogues"] = {"combinations": 3, "product_count": len(set(zipped)),
                              "products": [{"smiles": s} for s in zipped]}
print(json.dumps(out, indent=1, default=str))
