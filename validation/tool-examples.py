"""Python RDKit values behind the `examples` of src/tools/*.ts (issue 16): each printed line is the expression
the example's comment cites. Run: /usr/bin/python3 validation/tool-examples.py > validation/golden/tool-examples.json (Debian python3-rdkit 2022.09)."""
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
# Library tools (similarity_search, cluster_molecules, diversity_pick): ECFP4 bit vectors as above.
from rdkit.ML.Cluster import Butina  # noqa: E402
from rdkit.SimDivFilters import rdSimDivPickers  # noqa: E402
library = [fp(Chem.MolFromSmiles(s)) for s in ["CCO", "c1ccccc1N", "Oc1ccccc1C"]]
out["similarity_search"] = {"similarities": [round(x, 4) for x in DataStructs.BulkTanimotoSimilarity(fp(phenol), library)]}
five = [fp(Chem.MolFromSmiles(s)) for s in ["c1ccccc1O", "Cc1ccccc1O", "CCCCCCO", "CCCCCCCO", "c1ccncc1"]]
distances = [1 - x for i in range(1, 5) for x in DataStructs.BulkTanimotoSimilarity(five[i], five[:i])]
out["cluster_molecules"] = {"clusters": [list(c) for c in Butina.ClusterData(distances, 5, 0.7, isDistData=True)]}
out["diversity_pick"] = {"picks": list(rdSimDivPickers.MaxMinPicker().LazyBitVectorPick(five, 5, 3, seed=42))}
print(json.dumps(out, indent=1, default=str))
