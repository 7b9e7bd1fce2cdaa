#!/usr/bin/python3
"""Golden values for admet_profile and boiled_egg from Python RDKit (Debian python3-rdkit 2022.09).

What is an oracle here and what is not:
  * Python RDKit computes the inputs: CalcTPSA without and with S/P (force=True: RDKit caches TPSA
    on the molecule, and a cached N/O value would otherwise be returned for includeSandP=True),
    Crippen MolLogP, MolWt, NumAromaticHeterocycles, aromatic heavy atoms, heavy atoms, and the
    Ames-alert / pKa-rule SMARTS matches (Python substructure matching).
  * The derived fields (bbb_score, caco2_log_papp_cm_s, herg_risk, logd_74, ppb_percent, ames_risk,
    BOILED-Egg booleans, and with Python's own HBD/HBA/RotB also bbb_passes, cyp3a4_risk,
    esol_logs, clearance_class) are computed HERE, in Python, from those Python values with the
    tools.md formulas written out again below: an independent re-implementation of the formulas,
    not a run of the project's TypeScript.
  * The pKa rule table is the project's own heuristic (tools.md lists the classes and values; the
    SMARTS are ours). It is written out again below and stored in golden/admet-pka-rules.jsonl;
    the tests check that the TypeScript table is the same, so what the golden file checks is the
    matching and the "first matching rule per atom, lowest acid / highest base" logic.
  * NumHBD/NumHBA/NumRotatableBonds changed definition after 2022.09 (tools.md: their golden values
    come from the embedded build); Python's values are stored ("py_hbd", ...) for the report only.
    The tests recompute the fields that depend on them from these golden inputs plus the embedded
    build's counts.

Files written (validation/golden/):
  admet.jsonl            NCI first_5K (first 1,000 lines) + CHEMBL2321810 (all) + hand-picked drugs
  admet-tpsa.jsonl       TPSA (N/O, and with S and P) for NCI 5K + CHEMBL2321810 + WEHI (every 2nd row)
                         + hand-picked S/P molecules
  admet-pka-rules.jsonl  the pKa rule table used

Usage:
  /usr/bin/python3 validation/generators/make_golden_admet.py           # write the golden files
  /usr/bin/python3 validation/generators/make_golden_admet.py --bench   # also time the Python computation on NCI 5K
"""
import json
import math
import os
import sys
import time

import rdkit
from rdkit import Chem, RDLogger
from rdkit.Chem import Crippen, Descriptors, rdMolDescriptors

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from molecules import CHEMBL, NCI, read_smi, read_wehi  # noqa: E402

RDLogger.DisableLog("rdApp.*")

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
GOLDEN = os.path.join(HERE, "golden")
NCI_ADMET = 1000
WEHI_STEP = 2

# tools.md "Ames alerts", verbatim.
AMES = [
    ("aromatic_nitro", "[c,n][N+](=O)[O-]"),
    ("primary_aromatic_amine", "[NH2][c,n]"),
    ("epoxide", "[C;!a]1O[C;!a]1"),
    ("n_nitroso", "[#7]-N=O"),
    ("aromatic_azo", "c-N=N-c"),
    ("hydrazine", "[NH]-[NH2]"),
    ("aliphatic_azo", "[#6;!a]-[#7]=[#7]-[#6;!a]"),
    ("diazonium", "[#6][N+]#N"),
    ("nitrosamine", "[#7](-[#6])-N=O"),
    ("aromatic_amine_n_oxide", "[c,n][NH][OH]"),
    ("alpha_beta_unsaturated_aldehyde", "[CH]=[CH]-C=O"),
    ("alkyl_epoxide", "[C;!R;!a]-1-O-[C;!R;!a]-1"),
]

# The pKa rule table (kind, group, pKa, SMARTS whose first atom is the ionisable site), in
# evaluation order: the first rule that matches an atom gives that atom its pKa. Specific ring
# amines come before the generic amine classes so that, e.g., a morpholine NH is 8.3, not 10.8.
# Chemistry notes are in src/chem/medchem/admet.ts, next to the TypeScript copy of this table.
SEC = "[NX3H1,NX4H2+"
TER = "[NX3H0,NX4H1+"
THREE_SP3 = "$(N(-[CX4])(-[CX4])-[CX4])"
EWG = "$([#6]=[#8,#16]),$([#16](=O)=O),$([#6]#[#7]),$([#7+](=O)[O-]),$([#7]=O)"
PKA_RULES = [
    ("acid", "carboxylic acid", 4.0, "[OX2H1,OX1-]-[CX3;$([CH1]),$(C-[#6])]=[OX1]"),
    ("acid", "tetrazole NH", 4.9, "[nH1,n-;$(n1:n:n:n:c:1),$(n1:n:c:n:n:1)]"),
    ("acid", "thiol", 8.3, "[SX2H1,SX1-;$(S-[#6]);!$(S-[#6]=[O,S,N]);!$(S-[#6]#[#6,#7])]"),
    ("acid", "hydroxamic acid", 8.7, "[OX2H1,OX1-]-[NX3]-[CX3]=[OX1]"),
    ("acid", "phenol", 10.0, "[OX2H1,OX1-]-c"),
    ("acid", "sulfonamide NH", 10.1, "[#7;+0,-1;!$([#7]=*);!$([#7]#*);H1,H2,-1]-[SX4](=[OX1])=[OX1]"),
    ("base", "guanidine", 12.5,
     "[CX3](=[NX2,NX3+;!$(N-[" + EWG + "])])(-[NX3;!$(N-[" + EWG + "])])-[NX3;!$(N-[" + EWG + "])]"),
    ("base", "pyrrolidine-type ring NH", 11.3, SEC + ";$(N1-[CX4]-[CX4]-[CX4]-[CX4]-1)]"),
    ("base", "piperidine-type ring NH", 11.0, SEC + ";$(N1-[CX4]-[CX4]-[CX4]-[CX4]-[CX4]-1)]"),
    ("base", "piperazine NH", 9.8, SEC + ";$(N1-[CX4]-[CX4]-[#7]-[CX4]-[CX4]-1)]"),
    ("base", "morpholine NH", 8.3, SEC + ";$(N1-[CX4]-[CX4]-[OX2]-[CX4]-[CX4]-1)]"),
    ("base", "thiomorpholine NH", 7.0, SEC + ";$(N1-[CX4]-[CX4]-[#16]-[CX4]-[CX4]-1)]"),
    ("base", "tertiary 5-ring amine", 10.2, TER + ";" + THREE_SP3 + ";$(N1-[CX4]-[CX4]-[CX4]-[CX4]-1)]"),
    ("base", "tertiary 6-ring amine", 9.5, TER + ";" + THREE_SP3 + ";$(N1-[CX4]-[CX4]-[CX4]-[CX4]-[CX4]-1)]"),
    ("base", "piperazine tertiary N", 8.7, TER + ";" + THREE_SP3 + ";$(N1-[CX4]-[CX4]-[#7]-[CX4]-[CX4]-1)]"),
    ("base", "morpholine tertiary N", 7.4, TER + ";" + THREE_SP3 + ";$(N1-[CX4]-[CX4]-[OX2]-[CX4]-[CX4]-1)]"),
    ("base", "thiomorpholine tertiary N", 6.5, TER + ";" + THREE_SP3 + ";$(N1-[CX4]-[CX4]-[#16]-[CX4]-[CX4]-1)]"),
    ("base", "secondary amine", 10.8, SEC + ";$(N(-[CX4])-[CX4])]"),
    ("base", "primary amine", 10.6, "[NX3H2,NX4H3+;$(N-[CX4])]"),
    ("base", "tertiary amine", 9.8, TER + ";" + THREE_SP3 + "]"),
    ("base", "imidazole", 6.9, "[nX2H0+0,nX3H1+;$(n1:c:[nX3;+0]:c:c:1);!$(n1:c:[nX3]:c(:n):c:1);!$(n1:c:[nX3]:c:c:1:n)]"),
    ("base", "pyridine", 5.2, "[nX2H0+0,nX3H1+;$(n1:c:c:c:c:c:1)]"),
    ("base", "aromatic amine", 4.6,
     "[$([NX3;+0]),$([NX4+;!H0]);!$(N-[!#6;!#1]);!$(N-[#6]=[!#6]);!$(N-[#6]#*);$(N-c)]"),
]

# Hand-picked molecules: drugs with the acid/base classes of the table, and S/P environments.
DRUGS = [
    ("ethanol", "CCO"), ("benzoic acid", "OC(=O)c1ccccc1"), ("pyridine", "c1ccncc1"),
    ("piperidine", "C1CCNCC1"), ("pyrrolidine", "C1CCNC1"), ("morpholine", "C1COCCN1"),
    ("thiomorpholine", "C1CSCCN1"), ("piperazine", "C1CNCCN1"), ("N-methylpiperazine", "CN1CCNCC1"),
    ("aniline", "Nc1ccccc1"), ("nitrobenzene", "O=[N+]([O-])c1ccccc1"), ("imidazole", "c1c[nH]cn1"),
    ("phenol", "Oc1ccccc1"), ("guanidine", "NC(N)=N"), ("acetamide", "CC(N)=O"),
    ("triethylamine", "CCN(CC)CC"), ("N-methylpyrrolidine", "CN1CCCC1"), ("N-methylpiperidine", "CN1CCCCC1"),
    ("N-methylmorpholine", "CN1CCOCC1"), ("N-methylthiomorpholine", "CN1CCSCC1"),
    ("diethylamine", "CCNCC"), ("ethylamine", "CCN"), ("ethanethiol", "CCS"),
    ("acetohydroxamic acid", "CC(=O)NO"), ("benzenesulfonamide", "NS(=O)(=O)c1ccccc1"),
    ("5-phenyltetrazole", "c1ccc(cc1)-c1nn[nH]n1"), ("2-phenyl-2H-tetrazole tautomer", "c1ccc(cc1)-c1n[nH]nn1"),
    ("aspirin", "CC(=O)Oc1ccccc1C(=O)O"), ("ibuprofen", "CC(C)Cc1ccc(cc1)C(C)C(=O)O"),
    ("caffeine", "Cn1cnc2c1c(=O)n(C)c(=O)n2C"), ("propranolol", "CC(C)NCC(O)COc1cccc2ccccc12"),
    ("diphenhydramine", "CN(C)CCOC(c1ccccc1)c1ccccc1"), ("cetirizine", "OC(=O)COCCN1CCN(CC1)C(c1ccccc1)c1ccc(Cl)cc1"),
    ("losartan", "CCCCc1nc(Cl)c(CO)n1Cc1ccc(cc1)-c1ccccc1-c1nn[nH]n1"),
    ("captopril", "C[C@H](CS)C(=O)N1CCC[C@H]1C(O)=O"), ("vorinostat", "ONC(=O)CCCCCCC(=O)Nc1ccccc1"),
    ("sulfamethoxazole", "Cc1cc(NS(=O)(=O)c2ccc(N)cc2)no1"), ("metformin", "CN(C)C(=N)NC(N)=N"),
    ("nicotine", "CN1CCC[C@H]1c1cccnc1"), ("imatinib", "Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(n1)-c1cccnc1"),
    ("morphine", "CN1CC[C@]23[C@@H]4Oc5c3c(C[C@@H]1[C@@H]2C=C[C@@H]4O)ccc5O"),
    ("haloperidol", "OC1(CCN(CCCC(=O)c2ccc(F)cc2)CC1)c1ccc(Cl)cc1"), ("cimetidine", "CNC(=NCCSCc1nc[nH]c1C)NC#N"),
    ("histamine", "NCCc1c[nH]cn1"), ("gefitinib", "COc1cc2ncnc(Nc3ccc(F)c(Cl)c3)c2cc1OCCCN1CCOCC1"),
    ("warfarin", "CC(=O)CC(c1ccccc1)c1c(O)c2ccccc2oc1=O"), ("ciprofloxacin", "OC(=O)c1cn(C2CC2)c2cc(N3CCNCC3)c(F)cc2c1=O"),
    ("arginine", "N[C@@H](CCCNC(N)=N)C(O)=O"), ("glycine zwitterion", "[NH3+]CC([O-])=O"),
    ("sodium benzoate", "[Na+].[O-]C(=O)c1ccccc1"), ("ammonium chloride salt of amine", "CC[NH3+].[Cl-]"),
    ("quinuclidine", "C1CN2CCC1CC2"), ("styrene oxide", "C1OC1c1ccccc1"), ("propylene oxide", "CC1CO1"),
    ("azobenzene", "c1ccc(cc1)N=Nc1ccccc1"), ("N-nitrosodimethylamine", "CN(C)N=O"),
    ("phenylhydrazine", "NNc1ccccc1"), ("acrolein", "C=CC=O"), ("crotonaldehyde", "C/C=C/C=O"),
    ("benzenediazonium", "N#[N+]c1ccccc1"), ("azomethane", "CN=NC"), ("N-hydroxyaniline", "ONc1ccccc1"),
    ("2-aminopyridine", "Nc1ccccn1"), ("4-nitropyridine", "[O-][N+](=O)c1ccncc1"),
    ("omeprazole", "COc1ccc2[nH]c(nc2c1)S(=O)Cc1ncc(C)c(OC)c1C"), ("clopidogrel", "COC(=O)[C@H](c1ccccc1Cl)N1CCc2sccc2C1"),
    ("sildenafil", "CCCc1nn(C)c2c(=O)[nH]c(nc12)-c1cc(ccc1OCC)S(=O)(=O)N1CCN(C)CC1"),
    ("fosfomycin", "C[C@@H]1O[C@@H]1P(O)(O)=O"), ("triphenylphosphine", "c1ccc(cc1)P(c1ccccc1)c1ccccc1"),
    ("triphenylphosphine oxide", "O=P(c1ccccc1)(c1ccccc1)c1ccccc1"), ("dimethyl sulfoxide", "CS(C)=O"),
    ("thiophene", "c1ccsc1"), ("thioacetamide", "CC(N)=S"), ("dimethyl sulfone", "CS(C)(=O)=O"),
    ("diethyl phosphite", "CCOP(=O)OCC"), ("phosphaalkene", "CP=C"), ("methanethiol", "CS"),
    ("sotalol", "CC(C)NCC(O)c1ccc(NS(C)(=O)=O)cc1"), ("pyrazinamide", "NC(=O)c1cnccn1"),
    ("benzimidazole", "c1ccc2[nH]cnc2c1"), ("N,N-dimethylaniline", "CN(C)c1ccccc1"),
    ("ethylene", "C=C"), ("methane", "C"), ("sodium chloride", "[Na+].[Cl-]"),
    ("deuterated methanol kept", "[2H]OC"), ("tritiated amine", "[3H]NC"),
]


def pka_queries():
    out = []
    for kind, group, pka, smarts in PKA_RULES:
        q = Chem.MolFromSmarts(smarts)
        if q is None:
            raise SystemExit(f"pKa SMARTS does not parse: {smarts}")
        out.append((kind, group, pka, q))
    return out


def ames_queries():
    out = []
    for name, smarts in AMES:
        q = Chem.MolFromSmarts(smarts)
        if q is None:
            raise SystemExit(f"Ames SMARTS does not parse: {smarts}")
        out.append((name, q))
    return out


def pka_sites(mol, queries):
    """First matching rule per site atom; returns (lowest acid, highest base, [(atom, kind, group, pKa)])."""
    taken = {}
    for kind, group, pka, q in queries:
        for match in mol.GetSubstructMatches(q, uniquify=False, maxMatches=10000):
            site = match[0]
            if site not in taken:
                taken[site] = (kind, group, pka)
    acids = [p for k, _, p in taken.values() if k == "acid"]
    bases = [p for k, _, p in taken.values() if k == "base"]
    sites = sorted((atom, k, g, p) for atom, (k, g, p) in taken.items())
    return (min(acids) if acids else None), (max(bases) if bases else None), sites


def python_inputs(mol, ames, pka):
    heavy = mol.GetNumHeavyAtoms()
    acid, base, sites = pka_sites(mol, pka)
    return {
        "tpsa": rdMolDescriptors.CalcTPSA(mol, force=True),
        "tpsa_sp": rdMolDescriptors.CalcTPSA(mol, force=True, includeSandP=True),
        # force=True: RDKit caches the Crippen contributions on the molecule (matters for --bench repeats).
        "logp": Crippen.MolLogP(mol, force=True),
        "mw": Descriptors.MolWt(mol),
        "heavy": heavy,
        "arom_heavy": sum(1 for a in mol.GetAtoms() if a.GetAtomicNum() > 1 and a.GetIsAromatic()),
        "arom_het": rdMolDescriptors.CalcNumAromaticHeterocycles(mol),
        "py_hbd": rdMolDescriptors.CalcNumHBD(mol),
        "py_hba": rdMolDescriptors.CalcNumHBA(mol),
        "py_rotb": rdMolDescriptors.CalcNumRotatableBonds(mol),
        "ames": [name for name, q in ames if mol.HasSubstructMatch(q)],
        "pka_acid": acid,
        "pka_base": base,
        "pka_sites": [[atom, kind, group, p] for atom, kind, group, p in sites],
    }


# ---------------------------------------------------------------------------------------------
# The tools.md formulas, written out independently of the TypeScript implementation.

WHITE = ((71.02736, 2.29454), (0.99983364, -0.01823992), 71.01781, 4.35586)
YOLK = ((38.06865, 3.18495), (0.99999617, -0.00276701), 41.03182, 2.77764)


def inside(ellipse, x, y):
    (cx, cy), (ux, uy), a, b = ellipse
    dx, dy = x - cx, y - cy
    du = dx * ux + dy * uy
    dv = -dx * uy + dy * ux  # v = (-uy, ux) is perpendicular to u
    return du * du / (a * a) + dv * dv / (b * b) <= 1


_CACO2 = []


def caco2(tpsa, hbd, logp, acid, base):
    """The Caco-2 equation of fit_caco2.py (cation: strongest base pKa >= 8.5; anion: strongest acid pKa <= 5.5)."""
    if not _CACO2:
        with open(os.path.join(GOLDEN, "caco2-model.json")) as handle:
            _CACO2.append(json.load(handle)["model"])
    m = _CACO2[0]
    cation = 1 if base is not None and base >= 8.5 else 0
    anion = 1 if acid is not None and acid <= 5.5 else 0
    return m["intercept"] + m["tpsa"] * tpsa + m["hbd"] * hbd + m["logp"] * logp + m["cation"] * cation + m["anion"] * anion


def expected(i, hbd, hba, rotb):
    logp, mw, tpsa = i["logp"], i["mw"], i["tpsa"]
    heavy = i["heavy"]
    acid, base = i["pka_acid"], i["pka_base"]
    herg = 0.0
    if base is not None and base > 7:
        herg += 0.40
    herg += 0.30 if logp > 4 else (0.15 if logp > 2 else 0)
    herg += 0.20 if mw > 400 else (0.10 if mw > 300 else 0)
    cyp = 0.0
    cyp += 0.25 if mw > 500 else (0.15 if mw > 400 else 0)
    cyp += 0.25 if logp > 4 else (0.15 if logp > 3 else 0)
    cyp += 0.30 if i["arom_het"] >= 2 else (0.15 if i["arom_het"] == 1 else 0)
    cyp += 0.20 if hba >= 6 else (0.10 if hba >= 4 else 0)
    if acid is not None and base is not None:
        logd = ((logp - math.log10(1 + 10 ** (7.4 - acid))) + (logp - math.log10(1 + 10 ** (base - 7.4)))) / 2
    elif acid is not None:
        logd = logp - math.log10(1 + 10 ** (7.4 - acid))
    elif base is not None:
        logd = logp - math.log10(1 + 10 ** (base - 7.4))
    else:
        logd = logp
    ppb = min(99.0, max(1.0, 100 / (1 + math.exp(-1.2 * (logp - 1)))))
    aromatic_fraction = i["arom_heavy"] / heavy if heavy else 0.0
    x = -0.4 * logp + 0.004 * mw - 0.8 + 1.5 * ((hba + hbd) / heavy if heavy else 0.0)
    s = 1 / (1 + math.exp(-x))
    return {
        "bbb_score": -0.0148 * tpsa + 0.152 * logp + 0.139,
        "bbb_passes": tpsa < 90 and mw < 400 and hbd <= 3,
        # Caco-2 log10(Papp, cm/s): the fitted model of validation/generators/fit_caco2.py, its coefficients read
        # from the fit's own output (golden/caco2-model.json), on these Python inputs.
        "caco2_log_papp_cm_s": caco2(tpsa, hbd, logp, acid, base),
        "herg_risk": min(herg, 1.0),
        "cyp3a4_risk": min(cyp, 1.0),
        "esol_logs": 0.16 - 0.63 * logp - 0.0062 * mw + 0.066 * rotb - 0.74 * aromatic_fraction,
        "logd_74": logd,
        "ames_risk": min(len(i["ames"]) / 3, 1.0),
        "ppb_percent": ppb,
        "clearance_class": "Low" if s < 0.35 else ("Medium" if s < 0.65 else "High"),
        "gi_absorbed": inside(WHITE, i["tpsa_sp"], logp),
        "bbb_penetrant": inside(YOLK, i["tpsa_sp"], logp),
    }


def admet_molecules():
    for smiles, mol_id in read_smi(NCI, NCI_ADMET):
        yield "nci", mol_id, smiles
    for smiles, mol_id in read_smi(CHEMBL):
        yield "chembl", mol_id, smiles
    for name, smiles in DRUGS:
        yield "drug", name, smiles


def tpsa_molecules():
    for smiles, mol_id in read_smi(NCI):
        yield "nci", mol_id, smiles
    for smiles, mol_id in read_smi(CHEMBL):
        yield "chembl", mol_id, smiles
    for k, (smiles, mol_id) in enumerate(read_wehi()):
        if k % WEHI_STEP == 0:
            yield "wehi", mol_id, smiles
    for name, smiles in DRUGS:
        yield "drug", name, smiles


def write_jsonl(path, rows):
    with open(path, "w") as fh:
        for row in rows:
            fh.write(json.dumps(row, separators=(",", ":")) + "\n")


def main():
    ames, pka = ames_queries(), pka_queries()
    write_jsonl(os.path.join(GOLDEN, "admet-pka-rules.jsonl"),
                [{"kind": k, "group": g, "pka": p, "smarts": s} for k, g, p, s in PKA_RULES])

    rows, failed = [], 0
    for set_name, mol_id, smiles in admet_molecules():
        row = {"set": set_name, "id": mol_id, "smiles": smiles}
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            row["error"] = "Python RDKit could not parse the SMILES"
            failed += 1
        else:
            inputs = python_inputs(mol, ames, pka)
            row["in"] = inputs
            row["expect"] = expected(inputs, inputs["py_hbd"], inputs["py_hba"], inputs["py_rotb"])
        rows.append(row)
    write_jsonl(os.path.join(GOLDEN, "admet.jsonl"), rows)
    print(f"RDKit {rdkit.__version__}: admet.jsonl {len(rows)} molecules ({failed} unparsable)")

    rows, failed = [], 0
    for set_name, mol_id, smiles in tpsa_molecules():
        row = {"set": set_name, "id": mol_id, "smiles": smiles}
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            row["error"] = "Python RDKit could not parse the SMILES"
            failed += 1
        else:
            row["tpsa"] = rdMolDescriptors.CalcTPSA(mol, force=True)
            row["tpsa_sp"] = rdMolDescriptors.CalcTPSA(mol, force=True, includeSandP=True)
        rows.append(row)
    write_jsonl(os.path.join(GOLDEN, "admet-tpsa.jsonl"), rows)
    print(f"RDKit {rdkit.__version__}: admet-tpsa.jsonl {len(rows)} molecules ({failed} unparsable)")

    if "--bench" in sys.argv:
        bench(ames, pka)


def bench(ames, pka):
    """The Python equivalent of admetProfile + boiled egg per molecule, on pre-parsed NCI 5K.

    Crippen and TPSA are computed with force=True so that repeated runs do not read RDKit's
    per-molecule caches (the TypeScript side recomputes everything on each call too)."""
    mols = [m for m in (Chem.MolFromSmiles(s) for s, _ in read_smi(NCI)) if m is not None]
    for rep in range(3):
        t0 = time.perf_counter()
        for m in mols:
            i = python_inputs(m, ames, pka)
            expected(i, i["py_hbd"], i["py_hba"], i["py_rotb"])
        dt = time.perf_counter() - t0
        print(f"bench run {rep + 1}: Python inputs + formulas on {len(mols)} pre-parsed NCI molecules: "
              f"{dt:.2f} s, {dt / len(mols) * 1000:.3f} ms/molecule")
    for rep in range(3):
        t0 = time.perf_counter()
        for s, _ in read_smi(NCI):
            m = Chem.MolFromSmiles(s)
            if m is None:
                continue
            i = python_inputs(m, ames, pka)
            expected(i, i["py_hbd"], i["py_hba"], i["py_rotb"])
        dt = time.perf_counter() - t0
        print(f"bench run {rep + 1}: parse + inputs + formulas on NCI 5K: {dt:.2f} s, {dt / 4999 * 1000:.3f} ms/line")


if __name__ == "__main__":
    main()
