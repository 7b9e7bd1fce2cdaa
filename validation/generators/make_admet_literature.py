#!/usr/bin/python3
"""Experimental values for named drugs from four public data sets, and the Caco-2 linear model.

What this script does, and what each number is:
  * Reads four public data files (not committed: they are other people's data; the exact
    repository, path, commit and SHA-256 of each are in SOURCES below and are checked here):
      caco2   TDC Caco2_Wang = Wang N-N et al., J. Chem. Inf. Model. 2016, 56, 763-773
              (910 compounds, Y = log10 Papp in cm/s)
      logbb   B3DB regression set = Meng F et al., Sci. Data 2021, 8, 289 (1,058 compounds, logBB,
              with compound names)
      esol    Delaney J.S., J. Chem. Inf. Comput. Sci. 2004, 44, 1000-1005, as MoleculeNet's
              delaney-processed.csv (1,128 compounds, measured log10 solubility in mol/L, names)
      fup     Lombardo F et al., Drug Metab. Dispos. 2018, 46, 1466-1477, human i.v. PK of 1,352
              drugs, as PKSmart's Human_PK_data.csv (column human_fup = fraction unbound in plasma;
              SMILES in the MoKa-protonated form, no names). PPB % = 100 * (1 - fup).
  * Matches the named drugs in DRUGS to the rows of each file by the canonical SMILES without stereo of
    the canonical tautomer of the charge parent (RDKit rdMolStandardize.ChargeParent: largest fragment, neutralised), i.e.
    by constitution, ignoring stereo, salts and protonation state. The SMILES in DRUGS are the
    drugs' well-known structures; where B3DB or Delaney also lists the drug BY NAME, the script
    checks that the named row has the same constitution ("name_check").
  * Fits the Caco-2 linear model of this project: ordinary least squares of Wang et al.'s log Papp
    on RDKit descriptors of the charge parent, on every Caco2_Wang compound EXCEPT the named drugs
    (so the drugs are a held-out check, not training data). Reports the fit's statistics and a
    5-fold cross-validated RMSE.
  * Writes validation/golden/admet-literature.json: the coefficients, the fit statistics and, per
    drug, the experimental values with their source rows and the Python RDKit descriptors.

Usage (the four files first copied out of the repositories' git history, e.g. with the search
library's fetch and `git show <commit>:<path> > file`):
  /usr/bin/python3 validation/generators/make_admet_literature.py CACO2_CSV B3DB_TSV DELANEY_CSV PKSMART_CSV
"""
import csv
import hashlib
import json
import math
import os
import random
import sys

import numpy as np
from rdkit import Chem, RDLogger
from rdkit.Chem import Crippen, Descriptors, Lipinski, rdMolDescriptors
from rdkit.Chem.MolStandardize import rdMolStandardize

RDLogger.DisableLog("rdApp.*")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/

SOURCES = {
    "caco2": {
        "repository": "Chiikaawaa/MatchaBrownie",
        "path": "caco2_wang.csv",
        "commit": "a66dc753985f54475c271b1057f4df3b9a85f6a1",
        "sha256": "94872597fd0db2d7b4d8255f2d078f534a472e1d01af09fad82c6dc71fdd8e52",
        "dataset": "TDC Caco2_Wang (Wang N-N, Dong J, Deng Y-H, et al. J. Chem. Inf. Model. 2016, 56(4), 763-773)",
        "unit": "log10 Papp, cm/s (column Y)",
    },
    "logbb": {
        "repository": "theochem/B3DB",
        "path": "B3DB/B3DB_regression.tsv",
        "commit": "75dab1cc607bb7a03f3de5c576cffd223e767844",
        "sha256": "1be4e33ab1fa1d99897541b6e0a9a00cd6061cf970a36dc838e640407735eba1",
        "dataset": "B3DB regression set (Meng F, Xi Y, Huang J, Ayers PW. Sci. Data 2021, 8, 289)",
        "unit": "logBB = log10(C_brain / C_blood) (column logBB)",
    },
    "esol": {
        "repository": "michaelyang-21/pka",
        "path": "delaney-processed.csv",
        "commit": "ae987d7dbb23101342c21f171ae0d53b51a0943e",
        "sha256": "70ced5ed05096dbde2eb021cd154e4aff194157d0f59b23def609054e4061528",
        "dataset": "Delaney JS. J. Chem. Inf. Comput. Sci. 2004, 44(3), 1000-1005 (MoleculeNet delaney-processed.csv)",
        "unit": "log10 solubility, mol/L (column 'measured log solubility in mols per litre')",
    },
    "fup": {
        "repository": "srijitseal/PKSmart",
        "path": "data/Human_PK_data.csv",
        "commit": "99e7e2b28780a410273f49130a3a6f8492f79564",
        "sha256": "2e4140dbd0a34970a91643feb13b9ddfb469bf5934e3c6f2b44f2500bd1840de",
        "dataset": "Lombardo F, Berellini G, Obach RS. Drug Metab. Dispos. 2018, 46(11), 1466-1477, as used by PKSmart (Seal S et al. J. Cheminform. 2025, 17, 147)",
        "unit": "fraction unbound in human plasma (column human_fup); PPB % = 100 (1 - fup)",
    },
}

# Well-known drugs, by their usual structures (constitution is what is matched).
DRUGS = [
    ("paracetamol", "CC(=O)Nc1ccc(O)cc1"),
    ("caffeine", "Cn1cnc2c1c(=O)n(C)c(=O)n2C"),
    ("theophylline", "Cn1c(=O)c2[nH]cnc2n(C)c1=O"),
    ("aspirin", "CC(=O)Oc1ccccc1C(=O)O"),
    ("ibuprofen", "CC(C)Cc1ccc(C(C)C(=O)O)cc1"),
    ("naproxen", "COc1ccc2cc(C(C)C(=O)O)ccc2c1"),
    ("ketoprofen", "CC(C(=O)O)c1cccc(C(=O)c2ccccc2)c1"),
    ("diclofenac", "OC(=O)Cc1ccccc1Nc1c(Cl)cccc1Cl"),
    ("indomethacin", "COc1ccc2c(c1)c(CC(=O)O)c(C)n2C(=O)c1ccc(Cl)cc1"),
    ("piroxicam", "CN1C(C(=O)Nc2ccccn2)=C(O)c2ccccc2S1(=O)=O"),
    ("salicylic acid", "O=C(O)c1ccccc1O"),
    ("propranolol", "CC(C)NCC(O)COc1cccc2ccccc12"),
    ("atenolol", "CC(C)NCC(O)COc1ccc(CC(N)=O)cc1"),
    ("metoprolol", "COCCc1ccc(OCC(O)CNC(C)C)cc1"),
    ("nadolol", "CC(C)(C)NCC(O)COc1cccc2c1CC(O)C(O)C2"),
    ("acebutolol", "CCCC(=O)Nc1ccc(OCC(O)CNC(C)C)c(C(C)=O)c1"),
    ("pindolol", "CC(C)NCC(O)COc1cccc2[nH]ccc12"),
    ("alprenolol", "C=CCc1ccccc1OCC(O)CNC(C)C"),
    ("oxprenolol", "C=CCOc1ccccc1OCC(O)CNC(C)C"),
    ("timolol", "CC(C)(C)NCC(O)COc1nsnc1N1CCOCC1"),
    ("sotalol", "CC(C)NCC(O)c1ccc(NS(C)(=O)=O)cc1"),
    ("practolol", "CC(=O)Nc1ccc(OCC(O)CNC(C)C)cc1"),
    ("labetalol", "CC(CCc1ccccc1)NCC(O)c1ccc(O)c(C(N)=O)c1"),
    ("imipramine", "CN(C)CCCN1c2ccccc2CCc2ccccc21"),
    ("desipramine", "CNCCCN1c2ccccc2CCc2ccccc21"),
    ("amitriptyline", "CN(C)CCC=C1c2ccccc2CCc2ccccc21"),
    ("verapamil", "COc1ccc(CCN(C)CCCC(C#N)(c2ccc(OC)c(OC)c2)C(C)C)cc1OC"),
    ("diazepam", "CN1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21"),
    ("carbamazepine", "NC(=O)N1c2ccccc2C=Cc2ccccc21"),
    ("phenytoin", "O=C1NC(=O)C(c2ccccc2)(c2ccccc2)N1"),
    ("phenobarbital", "CCC1(c2ccccc2)C(=O)NC(=O)NC1=O"),
    ("clozapine", "CN1CCN(C2=Nc3cc(Cl)ccc3Nc3ccccc32)CC1"),
    ("chlorpromazine", "CN(C)CCCN1c2ccccc2Sc2ccc(Cl)cc21"),
    ("haloperidol", "O=C(CCCN1CCC(O)(c2ccc(Cl)cc2)CC1)c1ccc(F)cc1"),
    ("cimetidine", "CN=C(NC#N)NCCSCc1nc[nH]c1C"),
    ("ranitidine", "CNC(=C[N+](=O)[O-])NCCSCc1ccc(CN(C)C)o1"),
    ("famotidine", "NC(N)=Nc1nc(CSCCC(N)=NS(N)(=O)=O)cs1"),
    ("furosemide", "NS(=O)(=O)c1cc(C(=O)O)c(NCc2ccco2)cc1Cl"),
    ("hydrochlorothiazide", "NS(=O)(=O)c1cc2c(cc1Cl)NCNS2(=O)=O"),
    ("chlorothiazide", "NS(=O)(=O)c1cc2c(cc1Cl)N=CNS2(=O)=O"),
    ("metformin", "CN(C)C(=N)NC(N)=N"),
    ("antipyrine", "Cc1cc(=O)n(-c2ccccc2)n1C"),
    ("testosterone", "C[C@]12CC[C@H]3[C@@H](CCC4=CC(=O)CC[C@@]43C)[C@@H]1CC[C@@H]2O"),
    ("progesterone", "CC(=O)[C@H]1CC[C@H]2[C@@H]3CCC4=CC(=O)CC[C@]4(C)[C@H]3CC[C@]12C"),
    ("hydrocortisone", "O=C(CO)[C@@]1(O)CC[C@H]2[C@@H]3CCC4=CC(=O)CC[C@]4(C)[C@H]3[C@@H](O)C[C@@]21C"),
    ("dexamethasone", "C[C@@H]1C[C@H]2[C@@H]3CCC4=CC(=O)C=C[C@]4(C)[C@@]3(F)[C@@H](O)C[C@]2(C)[C@@]1(O)C(=O)CO"),
    ("estradiol", "C[C@]12CC[C@H]3[C@@H](CCc4cc(O)ccc43)[C@@H]1CC[C@@H]2O"),
    ("mannitol", "OC[C@@H](O)[C@@H](O)[C@H](O)[C@H](O)CO"),
    ("urea", "NC(N)=O"),
    ("acyclovir", "Nc1nc2c(ncn2COCCO)c(=O)[nH]1"),
    ("zidovudine", "Cc1cn([C@H]2C[C@H](N=[N+]=[N-])[C@@H](CO)O2)c(=O)[nH]c1=O"),
    ("lidocaine", "CCN(CC)CC(=O)Nc1c(C)cccc1C"),
    ("morphine", "CN1CC[C@]23c4c5ccc(O)c4O[C@H]2[C@@H](O)C=C[C@H]3[C@H]1C5"),
    ("codeine", "COc1ccc2C[C@H]3N(C)CC[C@@]45[C@@H](Oc1c24)[C@@H](O)C=C[C@@H]35"),
    ("nicotine", "CN1CCC[C@H]1c1cccnc1"),
    ("midazolam", "Cc1ncc2n1-c1ccc(Cl)cc1C(c1ccccc1F)=NC2"),
    ("prazosin", "COc1cc2nc(N3CCN(C(=O)c4ccco4)CC3)nc(N)c2cc1OC"),
    ("terbutaline", "CC(C)(C)NCC(O)c1cc(O)cc(O)c1"),
    ("warfarin", "CC(=O)CC(c1ccccc1)c1c(O)c2ccccc2oc1=O"),
    ("trimethoprim", "COc1cc(Cc2cnc(N)nc2N)cc(OC)c1OC"),
    ("atropine", "CN1C2CCC1CC(OC(=O)C(CO)c1ccccc1)C2"),
    ("scopolamine", "CN1C2CC(OC(=O)C(CO)c3ccccc3)CC1C1OC12"),
    ("quinidine", "COc1ccc2nccc(C(O)C3CC4CCN3CC4C=C)c2c1"),
    ("sulfasalazine", "O=C(O)c1cc(N=Nc2ccc(S(=O)(=O)Nc3ccccn3)cc2)ccc1O"),
    ("sulfadiazine", "Nc1ccc(S(=O)(=O)Nc2ncccn2)cc1"),
    ("ketoconazole", "CC(=O)N1CCN(c2ccc(OCC3COC(Cn4ccnc4)(c4ccc(Cl)cc4Cl)O3)cc2)CC1"),
    ("sildenafil", "CCCc1nn(C)c2c(=O)[nH]c(-c3cc(S(=O)(=O)N4CCN(C)CC4)ccc3OCC)nc12"),
    ("lisinopril", "NCCCCC(NC(CCc1ccccc1)C(=O)O)C(=O)N1CCCC1C(=O)O"),
    ("enalapril", "CCOC(=O)C(CCc1ccccc1)NC(C)C(=O)N1CCCC1C(=O)O"),
    ("amoxicillin", "CC1(C)SC2C(NC(=O)C(N)c3ccc(O)cc3)C(=O)N2C1C(=O)O"),
    ("ampicillin", "CC1(C)SC2C(NC(=O)C(N)c3ccccc3)C(=O)N2C1C(=O)O"),
    ("cefalexin", "CC1=C(C(=O)O)N2C(=O)C(NC(=O)C(N)c3ccccc3)C2SC1"),
    ("fluoxetine", "CNCCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1"),
    ("valproic acid", "CCCC(CCC)C(=O)O"),
    ("naloxone", "C=CCN1CC[C@]23c4c5ccc(O)c4O[C@H]2C(=O)CC[C@@]3(O)[C@H]1C5"),
    ("dopamine", "NCCc1ccc(O)c(O)c1"),
    ("glucose", "OCC1OC(O)C(O)C(O)C1O"),
    ("benzoic acid", "OC(=O)c1ccccc1"),
    ("lamotrigine", "Nc1nnc(-c2cccc(Cl)c2Cl)c(N)n1"),
    ("pravastatin", "CCC(C)C(=O)OC1CC(O)C=C2C=CC(C)C(CCC(O)CC(O)CC(=O)O)C21"),
    ("fexofenadine", "CC(C)(C(=O)O)c1ccc(C(O)CCCN2CCC(C(O)(c3ccccc3)c3ccccc3)CC2)cc1"),
    ("erythromycin", "CCC1OC(=O)C(C)C(OC2CC(C)(OC)C(O)C(C)O2)C(C)C(OC2OC(C)CC(N(C)C)C2O)C(C)(O)CC(C)C(=O)C(C)C(O)C1(C)O"),
    ("tolbutamide", "CCCCNC(=O)NS(=O)(=O)c1ccc(C)cc1"),
    ("glipizide", "Cc1cnc(C(=O)NCCc2ccc(S(=O)(=O)NC(=O)NC3CCCCC3)cc2)cn1"),
]

# Added for the solubility check (drugs in Delaney's set), AFTER the Caco-2 fit was made: they were not held out of
# it, so their Caco-2 values (if any) are training data and are not compared.
DRUGS_EXTRA = [
    ("primidone", "CCC1(c2ccccc2)C(=O)NCNC1=O"),
    ("phenacetin", "CCOc1ccc(NC(C)=O)cc1"),
    ("nitrofurantoin", "O=C1CN(/N=C/c2ccc([N+](=O)[O-])o2)C(=O)N1"),
    ("benzocaine", "CCOC(=O)c1ccc(N)cc1"),
    ("sulfanilamide", "Nc1ccc(S(N)(=O)=O)cc1"),
    ("cortisone", "C[C@]12CC(=O)[C@H]3[C@@H](CCC4=CC(=O)CC[C@@]43C)[C@@H]1CC[C@]2(O)C(=O)CO"),
    ("triamterene", "Nc1nc(N)c2nc(-c3ccccc3)c(N)nc2n1"),
    ("acetazolamide", "CC(=O)Nc1nnc(S(N)(=O)=O)s1"),
    ("oxazepam", "OC1N=C(c2ccccc2)c2cc(Cl)ccc2NC1=O"),
    ("prednisolone", "C[C@]12C[C@H](O)[C@H]3[C@@H](CCC4=CC(=O)C=C[C@@]43C)[C@@H]1CC[C@]2(O)C(=O)CO"),
    ("allopurinol", "O=c1[nH]cnc2[nH]ncc12"),
    ("lorazepam", "OC1N=C(c2ccccc2Cl)c2cc(Cl)ccc2NC1=O"),
    ("chloramphenicol", "OC[C@@H](NC(=O)C(Cl)Cl)[C@H](O)c1ccc([N+](=O)[O-])cc1"),
    ("griseofulvin", "COC1=CC(=O)C[C@@H](C)[C@]12Oc1c(Cl)c(OC)cc(OC)c1C2=O"),
    ("ethinyl estradiol", "C#C[C@]1(O)CC[C@H]2[C@@H]3CCc4cc(O)ccc4[C@H]3CC[C@@]21C"),
]


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


_charge_parent = rdMolStandardize.ChargeParent


def parent(smiles):
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return None
    try:
        return _charge_parent(mol)
    except Exception:  # noqa: BLE001 - a standardisation failure only means "no key"
        return None


_tautomers = rdMolStandardize.TautomerEnumerator()


def key_of(mol):
    """Canonical SMILES without stereo of the canonical tautomer: the constitution, whatever the
    tautomer or protonation state a file wrote (this Debian RDKit has no InChI)."""
    if mol is None:
        return None
    mol = Chem.Mol(mol)
    # Stereo off first: with it, the canonical tautomer of the same steroid can differ.
    Chem.RemoveStereochemistry(mol)
    try:
        mol = _tautomers.Canonicalize(mol)
    except Exception:  # noqa: BLE001 - keep the parent as it is
        pass
    return Chem.MolToSmiles(mol, isomericSmiles=False)


def descriptors(mol):
    """The inputs of the admet_profile formulas, from Python RDKit, on the neutral parent."""
    heavy = mol.GetNumHeavyAtoms()
    aromatic = sum(1 for a in mol.GetAtoms() if a.GetIsAromatic())
    return {
        "tpsa": rdMolDescriptors.CalcTPSA(mol),
        "logp": Crippen.MolLogP(mol),
        "mw": Descriptors.MolWt(mol),
        "hbd": rdMolDescriptors.CalcNumHBD(mol),
        "rotb": rdMolDescriptors.CalcNumRotatableBonds(mol),
        "heavy": heavy,
        "arom_heavy": aromatic,
    }


def read_rows(kind, path):
    """[(row number 1-based in data rows, smiles, value, name or None)]."""
    rows = []
    if kind == "caco2":
        with open(path) as handle:
            for i, row in enumerate(csv.DictReader(handle), start=1):
                rows.append((i, row["SMILES"], float(row["Y"]), None))
    elif kind == "logbb":
        with open(path) as handle:
            for i, row in enumerate(csv.DictReader(handle, delimiter="\t"), start=1):
                if row["logBB"].strip():
                    rows.append((i, row["SMILES"], float(row["logBB"]), row["compound_name"]))
    elif kind == "esol":
        with open(path) as handle:
            for i, row in enumerate(csv.DictReader(handle), start=1):
                rows.append((i, row["SMILES"].strip(), float(row["measured log solubility in mols per litre"]), row["Compound ID"]))
    elif kind == "fup":
        with open(path) as handle:
            for i, row in enumerate(csv.DictReader(handle), start=1):
                if row["human_fup"].strip():
                    rows.append((i, row["smiles_r"], float(row["human_fup"]), None))
    return rows


def index_rows(rows):
    by_key = {}
    unparsed = 0
    for number, smiles, value, name in rows:
        key = key_of(parent(smiles))
        if key is None:
            unparsed += 1
            continue
        by_key.setdefault(key, []).append({"row": number, "smiles": smiles, "value": value, "name": name})
    return by_key, unparsed


def ranks(values):
    """Ranks 1..n, ties given their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def pearson(a, b):
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va = sum((x - ma) ** 2 for x in a)
    vb = sum((y - mb) ** 2 for y in b)
    return cov / math.sqrt(va * vb) if va > 0 and vb > 0 else float("nan")


def spearman(a, b):
    return pearson(ranks(a), ranks(b))


def agreement(predicted, measured):
    n = len(measured)
    return {
        "n": n,
        "rmse": rmse(predicted, measured),
        "mean_error": sum(p - m for p, m in zip(predicted, measured)) / n,
        "spearman": spearman(predicted, measured),
        "pearson_r": pearson(predicted, measured),
    }


# The admet_profile formulas on Python RDKit descriptors (the golden tests show ours equal them).
def clark_logbb(d):
    return -0.0148 * d["tpsa"] + 0.152 * d["logp"] + 0.139


def esol(d):
    fraction = d["arom_heavy"] / d["heavy"] if d["heavy"] else 0.0
    return 0.16 - 0.63 * d["logp"] - 0.0062 * d["mw"] + 0.066 * d["rotb"] - 0.74 * fraction


def ppb_rule(d):
    return min(99.0, max(1.0, 100 / (1 + math.exp(-1.2 * (d["logp"] - 1)))))


def caco2_model(d):
    return -4.4154 - 0.003985 * d["tpsa"] - 0.1683 * d["hbd"]


def whole_set(rows, formula, measured_of, extra=None):
    """Every row that parses: (predicted, measured) on the charge parent's descriptors."""
    predicted, measured, published = [], [], []
    for number, smiles, value, _name in rows:
        mol = parent(smiles)
        if mol is None or mol.GetNumHeavyAtoms() == 0:
            continue
        predicted.append(formula(descriptors(mol)))
        measured.append(measured_of(value))
        if extra is not None:
            published.append(extra[number])
    out = agreement(predicted, measured)
    if extra is not None:
        out["published_model"] = agreement(published, measured)
    return out


def rmse(a, b):
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)) / len(a))


def fit(x, y):
    """OLS with intercept: coefficients [intercept, b1, ...]."""
    design = np.column_stack([np.ones(len(x)), np.asarray(x)])
    coef, *_ = np.linalg.lstsq(design, np.asarray(y), rcond=None)
    return coef


def predict(coef, x):
    return coef[0] + np.asarray(x) @ coef[1:]


def cross_validated_rmse(x, y, folds=5, seed=20261130):
    order = list(range(len(y)))
    random.Random(seed).shuffle(order)
    x = np.asarray(x)
    y = np.asarray(y)
    errors = []
    for f in range(folds):
        test = order[f::folds]
        test_set = set(test)
        train = [i for i in order if i not in test_set]
        coef = fit(x[train], y[train])
        errors.extend((predict(coef, x[test]) - y[test]).tolist())
    return math.sqrt(sum(e * e for e in errors) / len(errors))


# Candidate Caco-2 models: descriptor names in the order of their coefficients.
CANDIDATES = [("tpsa",), ("tpsa", "logp"), ("tpsa", "hbd"), ("tpsa", "logp", "hbd"), ("tpsa", "logp", "hbd", "mw")]
# The simplest candidate within 0.005 log units of the best cross-validated RMSE (see the printout).
CHOSEN = ("tpsa", "hbd")


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    paths = dict(zip(["caco2", "logbb", "esol", "fup"], sys.argv[1:5]))
    for kind, path in paths.items():
        digest = sha256(path)
        expected = SOURCES[kind]["sha256"]
        if expected is not None and digest != expected:
            sys.exit(f"{kind}: {path} has SHA-256 {digest}, expected {expected} (not the cited file)")
        SOURCES[kind]["sha256"] = digest
        print(f"{kind}: {path} sha256 {digest}")

    indexes = {}
    for kind, path in paths.items():
        rows = read_rows(kind, path)
        indexes[kind], unparsed = index_rows(rows)
        print(f"{kind}: {len(rows)} rows with a value, {unparsed} not parsed by RDKit 2022.09")

    drugs = []
    drug_keys = set()  # held out of the Caco-2 fit
    extra_names = {name for name, _ in DRUGS_EXTRA}
    for name, smiles in DRUGS + DRUGS_EXTRA:
        mol = parent(smiles)
        key = key_of(mol)
        if name not in extra_names:
            drug_keys.add(key)
        entry = {"name": name, "smiles": smiles, "key": key, "descriptors": descriptors(mol), "experimental": {}, "name_check": {}}
        if name in extra_names:
            entry["not_held_out_of_caco2_fit"] = True
        for kind, index in indexes.items():
            if kind == "caco2" and name in extra_names:
                continue
            hits = index.get(key, [])
            if not hits:
                continue
            # Stereoisomers share a constitution (mannitol and sorbitol in Delaney's set): where the file
            # names the drug, only the rows with its name count.
            by_name = [h for h in hits if h["name"] and h["name"].strip().lower() == name]
            if by_name:
                hits = by_name
            values = [h["value"] for h in hits]
            entry["experimental"][kind] = {"value": sum(values) / len(values), "rows": hits}
            named = [h["name"] for h in hits if h["name"]]
            if named:
                entry["name_check"][kind] = named
        # The named sources list the drug by name: does that row have the same constitution?
        for kind in ("logbb", "esol"):
            for hits in indexes[kind].values():
                for h in hits:
                    if h["name"] and h["name"].strip().lower() == name and key_of(parent(h["smiles"])) != key:
                        entry["name_check"].setdefault(f"{kind}_mismatch", []).append(h["row"])
        drugs.append(entry)

    # Caco-2 fit on everything but the named drugs.
    train_x = {c: [] for c in CANDIDATES}
    train_y = []
    train_n = 0
    for key, hits in indexes["caco2"].items():
        if key in drug_keys:
            continue
        mol = parent(hits[0]["smiles"])
        d = descriptors(mol)
        y = sum(h["value"] for h in hits) / len(hits)
        train_y.append(y)
        train_n += 1
        for c in CANDIDATES:
            train_x[c].append([d[n] for n in c])
    mean_y = sum(train_y) / len(train_y)
    null_rmse = rmse([mean_y] * len(train_y), train_y)
    print(f"Caco-2 training compounds {train_n}, mean log Papp {mean_y:.3f}, RMSE of predicting the mean {null_rmse:.3f}")
    models = []
    for c in CANDIDATES:
        coef = fit(train_x[c], train_y)
        fitted = predict(coef, train_x[c])
        models.append(
            {
                "descriptors": list(c),
                "coefficients": [float(v) for v in coef],
                "train_rmse": rmse(fitted.tolist(), train_y),
                "cv5_rmse": cross_validated_rmse(train_x[c], train_y),
            }
        )
        print(f"model {c}: coef {[round(float(v), 5) for v in coef]}, train RMSE {models[-1]['train_rmse']:.3f}, 5-fold CV RMSE {models[-1]['cv5_rmse']:.3f}")

    # Whole data sets (not only the named drugs), for context.
    delaney_published = {}
    with open(paths["esol"]) as handle:
        for i, row in enumerate(csv.DictReader(handle), start=1):
            delaney_published[i] = float(row["ESOL"])
    whole = {
        "caco2_training_in_sample": whole_set(
            [r for r in read_rows("caco2", paths["caco2"]) if key_of(parent(r[1])) not in drug_keys], caco2_model, lambda v: v
        ),
        "logbb_clark_all_b3db": whole_set(read_rows("logbb", paths["logbb"]), clark_logbb, lambda v: v),
        "esol_all_delaney": whole_set(read_rows("esol", paths["esol"]), esol, lambda v: v, delaney_published),
        "ppb_rule_all_lombardo": whole_set(read_rows("fup", paths["fup"]), ppb_rule, lambda v: 100 * (1 - v)),
    }
    for name, stats in whole.items():
        print(f"whole set {name}: {json.dumps(stats)}")

    out = {
        "sources": SOURCES,
        "whole_sets": whole,
        "caco2_fit": {
            "training_compounds": train_n,
            "training_mean": mean_y,
            "rmse_of_predicting_the_mean": null_rmse,
            "excluded": "the named drugs below (matched by constitution: canonical tautomer of the charge parent, no stereo); duplicates averaged",
            "descriptors_from": "Python RDKit 2022.09 on the charge parent: CalcTPSA (N,O), Crippen.MolLogP, CalcNumHBD, MolWt",
            "models": models,
            "chosen": list(CHOSEN),
        },
        "drugs": drugs,
    }
    target = os.path.join(HERE, "golden", "admet-literature.json")
    with open(target, "w") as handle:
        json.dump(out, handle, indent=1, sort_keys=False)
        handle.write("\n")
    found = {k: sum(1 for d in drugs if k in d["experimental"]) for k in indexes}
    print(f"named drugs with a value: {found}; written {target}")
    for d in drugs:
        flags = {k: round(v["value"], 3) for k, v in d["experimental"].items()}
        print(f"  {d['name']}: {flags} {d['name_check']}")


if __name__ == "__main__":
    main()
