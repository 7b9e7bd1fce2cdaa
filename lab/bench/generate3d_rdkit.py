#!/usr/bin/python3
"""generate_3d benchmark, RDKit side (Debian python3-rdkit 2022.09).

  /usr/bin/python3 lab/bench/generate3d_rdkit.py select   # writes validation/bench/generate3d-molecules.smi
  bun lab/bench/generate3d.ts                       # ours → validation/bench/generate3d-ours.jsonl
  /usr/bin/python3 lab/bench/generate3d_rdkit.py analyse  # RDKit timings + checks → validation/bench/generate3d-summary.json

Checks on our molblocks (read with Chem.MolFromMolBlock(removeHs=False), stereo assigned from 3D):
- stereo kept: every stereo element specified in the input is reproduced (CIP labels of centres,
  E/Z of double bonds, and the canonical isomeric SMILES with the input's unspecified elements masked);
- strain: energy drop of a local MMFF94 minimisation (RDKit, maxIters 2000) ≤ max(10, 0.4 × heavy atoms);
- contacts: no two non-bonded atoms closer than 0.7 Å.
"""
import json, random, statistics, sys, time
from pathlib import Path
from rdkit import Chem, RDLogger
from rdkit.Chem import AllChem

RDLogger.DisableLog("rdApp.*")
HERE = Path(__file__).resolve().parents[2] / "validation"
SMI = HERE / "bench" / "generate3d-molecules.smi"
OURS = HERE / "bench" / "generate3d-ours.jsonl"
SUMMARY = HERE / "bench" / "generate3d-summary.json"

HAND = [
    # chiral drugs
    ("atorvastatin", "CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O"),
    ("simvastatin", "CCC(C)(C)C(=O)O[C@H]1C[C@@H](C)C=C2C=C[C@H](C)[C@H](CC[C@@H]3C[C@@H](O)CC(=O)O3)[C@@H]21"),
    ("sitagliptin", "N[C@@H](CC(=O)N1CCn2c(nnc2C(F)(F)F)C1)Cc1cc(F)c(F)cc1F"),
    ("oseltamivir", "CCOC(=O)C1=C[C@@H](OC(CC)CC)[C@H](NC(C)=O)[C@@H](N)C1"),
    ("clopidogrel", "COC(=O)[C@H](c1ccccc1Cl)N1CCc2sccc2C1"),
    ("ezetimibe", "O[C@@H](CC[C@@H]1C(=O)N(c2ccc(F)cc2)[C@@H]1c1ccc(O)cc1)c1ccc(F)cc1"),
    ("tadalafil", "CN1CC(=O)N2[C@@H](c3ccc4c(c3)OCO4)c3[nH]c4ccccc4c3C[C@@H]2C1=O"),
    ("quinine", "COc1ccc2nccc([C@@H](O)[C@@H]3C[C@@H]4CCN3C[C@@H]4C=C)c2c1"),
    ("morphine", "CN1CC[C@]23c4c5ccc(O)c4O[C@H]2[C@@H](O)C=C[C@H]3[C@H]1C5"),
    ("cocaine", "COC(=O)[C@H]1[C@@H](OC(=O)c2ccccc2)C[C@@H]2CC[C@H]1N2C"),
    ("testosterone", "C[C@]12CC[C@H]3[C@@H](CCC4=CC(=O)CC[C@@]34C)[C@@H]1CC[C@@H]2O"),
    ("dexamethasone", "C[C@@H]1C[C@H]2[C@@H]3CCC4=CC(=O)C=C[C@]4(C)[C@@]3(F)[C@@H](O)C[C@]2(C)[C@@]1(O)C(=O)CO"),
    ("penicillin G", "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O"),
    ("amoxicillin", "CC1(C)S[C@@H]2[C@H](NC(=O)[C@H](N)c3ccc(O)cc3)C(=O)N2[C@H]1C(=O)O"),
    ("ritonavir-core", "CC(C)[C@H](NC(=O)N(C)Cc1csc(C(C)C)n1)C(=O)N[C@@H](Cc1ccccc1)C[C@H](O)[C@H](Cc1ccccc1)NC(=O)OCc1cncs1"),
    ("bortezomib-ester", "CC(C)C[C@H](NC(=O)[C@@H](Cc1ccccc1)NC(=O)c1cnccn1)C(=O)OC"),
    ("sertraline", "CN[C@H]1CC[C@@H](c2ccc(Cl)c(Cl)c2)c2ccccc21"),
    ("paroxetine", "Fc1ccc([C@@H]2CCNC[C@H]2COc2ccc3OCOc3c2)cc1"),
    ("artemisinin", "C[C@@H]1CC[C@H]2[C@@H](C)C(=O)O[C@@H]3O[C@@]4(C)CC[C@@H]1[C@]32OO4"),
    ("captopril", "C[C@H](CS)C(=O)N1CCC[C@H]1C(=O)O"),
    # E/Z
    ("tamoxifen", "CC/C(=C(\\c1ccccc1)c1ccc(OCCN(C)C)cc1)c1ccccc1"),
    ("clomiphene-Z", "CCN(CC)CCOc1ccc(/C(=C(/Cl)c2ccccc2)c2ccccc2)cc1"),
    ("retinoic acid", "CC1=C(/C=C/C(C)=C/C=C/C(C)=C/C(=O)O)C(C)(C)CCC1"),
    ("fluvoxamine", "COCCCC/C(=N\\OCCN)c1ccc(C(F)(F)F)cc1"),
    ("stilbene-Z", "c1ccc(/C=C\\c2ccccc2)cc1OCCN1CCOCC1"),
    ("oleamide-chain", "CCCCCCCC/C=C\\CCCCCCCC(=O)NCc1ccccc1"),
    ("entacapone", "CCN(CC)C(=O)/C(C#N)=C/c1cc(O)c(O)c([N+](=O)[O-])c1"),
    ("acrivastine", "Cc1cccc(/C(=C\\CN2CCCC2)c2ccc(/C=C/C(=O)O)cc2)n1"),
    # macrocycles ≥ 12
    ("cyclododecane-amide", "O=C1CCCCCCCCCCCN1Cc1ccccc1"),
    ("muscone", "C[C@@H]1CCCCCCCCCCCCC(=O)C1"),
    ("18-crown-6-benzo", "c1ccc2c(c1)OCCOCCOCCOCCOCCO2"),
    ("cyclic-peptide", "O=C1N[C@@H](Cc2ccccc2)C(=O)N[C@@H](CC(C)C)C(=O)N[C@@H](C)C(=O)NCC(=O)N[C@H]1C"),
    ("macrolactone", "C[C@H]1CCCCCCCCCC(=O)O[C@@H](C)C/C=C/1"),
    # bridged, spiro, fused, cages
    ("adamantyl-amide", "O=C(NC12CC3CC(CC(C3)C1)C2)c1ccc(Cl)cc1"),
    ("camphor-deriv", "CC1(C)[C@@H]2CC[C@@]1(C)C(=O)/C2=C/c1ccccc1"),
    ("norbornane-ester", "O=C(OC[C@H]1C[C@@H]2CC[C@H]1C2)c1ccccc1"),
    ("spiro-indoline", "O=C1Nc2ccccc2C12CCN(Cc1ccccc1)CC2"),
    ("spiro-ketal", "C1CCC2(CC1)OCCO2.c1ccccc1"),
    ("cubane-deriv", "O=C(O)C12C3C4C1C1C2C3C41c1ccccc1"),
    ("tropane", "CN1[C@@H]2CC[C@H]1C[C@@H](OC(=O)C(CO)c1ccccc1)C2"),
    ("fused-tetracycle", "c1ccc2c(c1)ccc1c2ccc2ccccc21"),
    ("decalin-trans", "O[C@H]1CC[C@@H]2CCCC[C@H]2C1"),
    # charged
    ("betaine-aryl", "C[N+](C)(C)Cc1ccc(C(=O)[O-])cc1"),
    ("quaternary-ammonium", "C[N+](C)(CCCCCCCCCCCC)Cc1ccccc1"),
    ("carboxylate-drug", "CC(C)Cc1ccc([C@@H](C)C(=O)[O-])cc1"),
    ("protonated-amine", "C[NH+]1CCC(=C2c3ccccc3C=Cc3ccccc32)CC1"),
    ("pyridinium", "C[n+]1ccc(-c2cc[n+](C)cc2)cc1"),
    ("sulfonate", "Cc1ccc(S(=O)(=O)[O-])cc1.CCCC[N+](CCCC)(CCCC)CCCC"),
]


def heavy(m):
    return m.GetNumHeavyAtoms()


def select():
    random.seed(2026)
    chembl = [l.split()[0] for l in open("/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi")]
    nci = [l.split()[0] for l in open("/usr/share/RDKit/Data/NCI/first_5K.smi")]
    def ok(s):
        m = Chem.MolFromSmiles(s)
        return m is not None and 20 <= heavy(m) <= 50 and len(Chem.GetMolFrags(m)) == 1
    chembl = [s for s in chembl if ok(s)]
    nci = [s for s in nci if ok(s)]
    random.shuffle(chembl)
    random.shuffle(nci)
    # NCI molecules with stereo first (they are rare), then a random rest.
    nci_stereo = [s for s in nci if "@" in s or "/" in s or "\\" in s][:40]
    nci_rest = [s for s in nci if s not in nci_stereo][:80]
    rows = [(f"hand:{n}", s) for n, s in HAND]
    rows += [(f"chembl:{i}", s) for i, s in enumerate(chembl[:80])]
    rows += [(f"nci-stereo:{i}", s) for i, s in enumerate(nci_stereo)]
    rows += [(f"nci:{i}", s) for i, s in enumerate(nci_rest)]
    # Stereo is rare in these sets: give 50 more of their molecules one random, fully specified
    # stereoisomer (centres and double bonds), so that both enantiomers and E/Z forms occur.
    from rdkit.Chem.EnumerateStereoisomers import EnumerateStereoisomers, StereoEnumerationOptions
    used = {s for _, s in rows}
    pool = [s for s in chembl[80:] + nci[200:] if s not in used]
    enumerated = []
    opts = StereoEnumerationOptions(onlyUnassigned=True, maxIsomers=16, rand=2026, unique=True)
    for s in pool:
        isomers = list(EnumerateStereoisomers(Chem.MolFromSmiles(s), options=opts))
        if len(isomers) < 2:
            continue
        enumerated.append(Chem.MolToSmiles(random.choice(isomers)))
        if len(enumerated) == 50:
            break
    rows += [(f"stereo-enum:{i}", s) for i, s in enumerate(enumerated)]
    SMI.parent.mkdir(exist_ok=True)
    SMI.write_text("".join(f"{s}\t{n}\n" for n, s in rows))
    print(f"{len(rows)} molecules → {SMI}")


def _without_bond_stereo(mol):
    mol = Chem.RWMol(mol)
    for b in mol.GetBonds():
        b.SetBondDir(Chem.BondDir.NONE)
        if b.GetBondType() == Chem.BondType.DOUBLE:
            b.SetStereo(Chem.BondStereo.STEREONONE)
    return mol


def stereo_kept(input_smiles, mol3d):
    """True when every stereo element the input specifies is reproduced by the 3D coordinates.

    Heavy atoms keep their input indices in both molecules (hydrogens come last), so elements
    are compared index by index: CIP labels of centres, E/Z (CIP) of stereo double bonds, and,
    for centres without a CIP label (e.g. cis/trans ring substitution), the canonical isomeric
    SMILES with double-bond stereo and the input's unspecified centres masked.
    """
    ref = Chem.MolFromSmiles(input_smiles)
    m = Chem.Mol(mol3d)
    Chem.AssignStereochemistryFrom3D(m)
    for a in ref.GetAtoms():
        if a.HasProp("_CIPCode"):
            got = m.GetAtomWithIdx(a.GetIdx()).GetPropsAsDict().get("_CIPCode")
            if got != a.GetProp("_CIPCode"):
                return False, f"centre {a.GetIdx()}: input {a.GetProp('_CIPCode')}, 3D {got}"
    for rb in ref.GetBonds():
        if rb.GetBondType() == Chem.BondType.DOUBLE and rb.GetStereo() != Chem.BondStereo.STEREONONE:
            gb = m.GetBondBetweenAtoms(rb.GetBeginAtomIdx(), rb.GetEndAtomIdx())
            if gb.GetStereo() != rb.GetStereo():
                return False, f"double bond {rb.GetIdx()}: input {rb.GetStereo()}, 3D {gb.GetStereo()}"
    masked = _without_bond_stereo(m)
    for a in ref.GetAtoms():
        if a.GetChiralTag() == Chem.ChiralType.CHI_UNSPECIFIED:
            masked.GetAtomWithIdx(a.GetIdx()).SetChiralTag(Chem.ChiralType.CHI_UNSPECIFIED)
    x = Chem.MolToSmiles(_without_bond_stereo(ref))
    y = Chem.MolToSmiles(Chem.RemoveHs(masked.GetMol()))
    return x == y, ("" if x == y else f"{x} vs {y}")


def strain(mol3d, heavy_atoms):
    """MMFF94 energy drop on local minimisation, or None when MMFF94 has no parameters."""
    m = Chem.Mol(mol3d)
    props = AllChem.MMFFGetMoleculeProperties(m)
    if props is None:
        return None
    ff = AllChem.MMFFGetMoleculeForceField(m, props)
    e0 = ff.CalcEnergy()
    ff.Minimize(maxIts=2000)
    return e0 - ff.CalcEnergy()


def min_nonbonded(mol3d):
    conf = mol3d.GetConformer()
    n = mol3d.GetNumAtoms()
    dm = Chem.Get3DDistanceMatrix(mol3d)
    best = 99.0
    for i in range(n):
        for j in range(i + 1, n):
            if mol3d.GetBondBetweenAtoms(i, j) is None and dm[i][j] < best:
                best = dm[i][j]
    return best


def rdkit_run(smiles):
    m = Chem.AddHs(Chem.MolFromSmiles(smiles))
    t = time.perf_counter()
    p = AllChem.ETKDGv3()
    p.randomSeed = 42
    cid = AllChem.EmbedMolecule(m, p)
    if cid == 0 and AllChem.MMFFHasAllMoleculeParams(m):
        AllChem.MMFFOptimizeMolecule(m)
    dt = time.perf_counter() - t
    return (m if cid == 0 else None), dt


def analyse():
    ours = {}
    for line in OURS.read_text().splitlines():
        r = json.loads(line)
        ours[r["smiles"]] = r
    rows = []
    for line in SMI.read_text().splitlines():
        smiles, name = line.split("\t")
        ref = Chem.MolFromSmiles(smiles)
        ha = heavy(ref)
        rd_mol, rd_time = rdkit_run(smiles)
        row = {"name": name, "smiles": smiles, "heavy": ha, "rdkit_ms": rd_time * 1000, "rdkit_ok": rd_mol is not None}
        if rd_mol is not None:
            ok, why = stereo_kept(smiles, rd_mol)
            row["rdkit_stereo"] = ok
            row["rdkit_strain"] = strain(rd_mol, ha)
        o = ours.get(smiles)
        row["ours_ok"] = bool(o and o.get("molblock"))
        if o:
            row["ours_ms"] = o["ms"]
            row["ours_error"] = o.get("error")
        if row["ours_ok"]:
            m = Chem.MolFromMolBlock(o["molblock"], removeHs=False)
            if m is None:
                row["ours_ok"] = False
                row["ours_error"] = "molblock unreadable by RDKit"
            else:
                ok, why = stereo_kept(smiles, m)
                row["stereo"] = ok
                if "@" in smiles:  # negative control: the mirror image must be caught
                    mirror = Chem.Mol(m)
                    conf = mirror.GetConformer()
                    for i in range(mirror.GetNumAtoms()):
                        p = conf.GetAtomPosition(i)
                        conf.SetAtomPosition(i, (p.x, p.y, -p.z))
                    row["mirror_caught"] = not stereo_kept(smiles, mirror)[0]
                row["stereo_why"] = why
                row["strain"] = strain(m, ha)
                row["strain_limit"] = max(10.0, 0.4 * ha)
                row["min_nonbonded"] = min_nonbonded(m)
        rows.append(row)
    n = len(rows)
    done = [r for r in rows if r["ours_ok"]]
    stereo_ok = sum(1 for r in done if r["stereo"])
    with_ff = [r for r in done if r["strain"] is not None]
    strain_ok = sum(1 for r in with_ff if r["strain"] <= r["strain_limit"])
    rd_ff = [r for r in rows if r.get("rdkit_strain") is not None]
    rd_strain_ok = sum(1 for r in rd_ff if r["rdkit_strain"] <= max(10.0, 0.4 * r["heavy"]))
    contacts_bad = [r for r in done if r["min_nonbonded"] < 0.7]
    drug = [r for r in rows if 20 <= r["heavy"] <= 50 and r.get("ours_ms") is not None]
    med_ours = statistics.median(r["ours_ms"] for r in drug)
    med_rd = statistics.median(r["rdkit_ms"] for r in drug)
    summary = {
        "molecules": n,
        "ours_embedded": len(done),
        "rdkit_embedded": sum(1 for r in rows if r["rdkit_ok"]),
        "stereo_kept": stereo_ok,
        "rdkit_stereo_kept": sum(1 for r in rows if r.get("rdkit_stereo")),
        "with_specified_centres": sum(1 for r in rows if "@" in r["smiles"]),
        "with_specified_double_bonds": sum(1 for r in rows if "/" in r["smiles"] or "\\" in r["smiles"]),
        "mirror_images_caught": sum(1 for r in rows if r.get("mirror_caught")),
        "load_average": open("/proc/loadavg").read().split()[:3],
        "with_mmff": len(with_ff),
        "strain_within_limit": strain_ok,
        "rdkit_strain_within_limit": rd_strain_ok,
        "rdkit_with_mmff": len(rd_ff),
        "median_strain": statistics.median(r["strain"] for r in with_ff),
        "rdkit_median_strain": statistics.median(r["rdkit_strain"] for r in rd_ff),
        "close_contacts_below_0_7": len(contacts_bad),
        "speed_molecules_20_50_heavy": len(drug),
        "median_ms_ours": med_ours,
        "median_ms_rdkit": med_rd,
        "ratio": med_ours / med_rd,
        "max_ms_ours": max(r["ours_ms"] for r in rows if r.get("ours_ms") is not None),
        "failures": [
            {k: r.get(k) for k in ("name", "smiles", "ours_error", "stereo_why", "strain", "strain_limit", "rdkit_strain", "min_nonbonded")}
            for r in rows
            if not r["ours_ok"] or not r.get("stereo", True) or (r.get("strain") is not None and r["strain"] > r["strain_limit"]) or r.get("min_nonbonded", 9) < 0.7
        ],
    }
    SUMMARY.write_text(json.dumps(summary, indent=1) + "\n")
    print(json.dumps({k: v for k, v in summary.items() if k != "failures"}, indent=1))
    print(len(summary["failures"]), "molecules with a failure")


if __name__ == "__main__":
    {"select": select, "analyse": analyse}[sys.argv[1]]()
