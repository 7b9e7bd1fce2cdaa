"""
Issue 14's acceptance checks for generate_3d, made by Python RDKit (Debian python3-rdkit 2022.09) on the
molblocks lab/validate/generate3d-edge-cases.ts wrote:

- bonds: every bond within 0.1 Angstrom of its MMFF94 reference length r0 (RDKit's MMFF94 parameters for
  the molecule read back from our molblock); molecules MMFF94 cannot type are counted apart;
- same molecule: the canonical SMILES without stereo of the molblock equals the input's;
- stereo kept (inputs that specify stereo): the input's stereo elements perceived from the 3D coordinates (AssignStereochemistryFrom3D):
  CIP labels of centres, E/Z of double bonds, and, for centres without a label (cis/trans ring
  substitution), the canonical SMILES with the input's unspecified elements masked;
- strain (for information): MMFF94 energy gained by minimising our coordinates further (2,000 iterations);
- no internal error; EMBEDDING_FAILED and the other domain errors are counted separately.

Run: /usr/bin/python3 validation/generators/generate3d_edge_cases.py /tmp/generate3d-edge-ours.jsonl
Writes validation/reports/generate3d-edge-cases.json (counts per set and every molecule outside a bar).
"""
import json
import os
import statistics
import sys

from rdkit import Chem, RDLogger, rdBase
from rdkit.Chem import AllChem

# one copy of the bond-stereo mask, in the benchmark's Python half (lab/bench/generate3d_rdkit.py)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "lab", "bench"))
from generate3d_rdkit import _without_bond_stereo  # noqa: E402

RDLogger.DisableLog("rdApp.*")
BAR = 0.1


def stereo_kept(smiles, mol3d):
    ref = Chem.MolFromSmiles(smiles)
    m = Chem.Mol(mol3d)
    Chem.AssignStereochemistryFrom3D(m)
    params = Chem.RemoveHsParameters()
    params.removeDefiningBondStereo = True  # both sides the same: the stereo lives on the heavy atoms' bonds
    ref = Chem.RemoveHs(ref, params)
    m = Chem.RemoveHs(m, params)
    Chem.AssignStereochemistry(ref, cleanIt=True, force=True)
    Chem.AssignStereochemistry(m, cleanIt=True, force=True)
    match = m.GetSubstructMatch(ref)
    if len(match) != ref.GetNumAtoms() or m.GetNumAtoms() != ref.GetNumAtoms():
        return False, "the 3D molecule does not match the input"
    for a in ref.GetAtoms():
        if a.HasProp("_CIPCode"):
            got = m.GetAtomWithIdx(match[a.GetIdx()]).GetPropsAsDict().get("_CIPCode")
            if got != a.GetProp("_CIPCode"):
                return False, f"centre {a.GetIdx()}: input {a.GetProp('_CIPCode')}, 3D {got}"
    for rb in ref.GetBonds():
        if rb.GetBondType() == Chem.BondType.DOUBLE and rb.GetStereo() in (Chem.BondStereo.STEREOE, Chem.BondStereo.STEREOZ):
            gb = m.GetBondBetweenAtoms(match[rb.GetBeginAtomIdx()], match[rb.GetEndAtomIdx()])
            if gb.GetStereo() != rb.GetStereo():
                return False, f"double bond {rb.GetIdx()}: input {rb.GetStereo()}, 3D {gb.GetStereo()}"
    masked = _without_bond_stereo(m)
    specified = {match[a.GetIdx()] for a in ref.GetAtoms() if a.GetChiralTag() != Chem.ChiralType.CHI_UNSPECIFIED}
    for a in masked.GetAtoms():
        if a.GetIdx() not in specified:
            a.SetChiralTag(Chem.ChiralType.CHI_UNSPECIFIED)
    x = Chem.MolToSmiles(_without_bond_stereo(ref))
    y = Chem.MolToSmiles(masked.GetMol())
    return x == y, ("" if x == y else f"{x} vs {y}")


def bonds_and_strain(mol3d):
    props = AllChem.MMFFGetMoleculeProperties(mol3d)
    if props is None:
        return None, None, None
    conf = mol3d.GetConformer()
    worst, where = 0.0, ""
    for b in mol3d.GetBonds():
        i, j = b.GetBeginAtomIdx(), b.GetEndAtomIdx()
        params = props.GetMMFFBondStretchParams(mol3d, i, j)
        if params is None:
            continue
        d = (conf.GetAtomPosition(i) - conf.GetAtomPosition(j)).Length()
        off = abs(d - params[2])
        if off > worst:
            worst = off
            ai, aj = mol3d.GetAtomWithIdx(i), mol3d.GetAtomWithIdx(j)
            where = f"{ai.GetSymbol()}{i + 1}-{aj.GetSymbol()}{j + 1} {d:.3f} vs r0 {params[2]:.3f}"
    m = Chem.Mol(mol3d)
    ff = AllChem.MMFFGetMoleculeForceField(m, AllChem.MMFFGetMoleculeProperties(m))
    e0 = ff.CalcEnergy()
    ff.Minimize(maxIts=2000)
    return worst, where, e0 - ff.CalcEnergy()


def main():
    rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    sets = {}
    outside = []
    for row in rows:
        s = sets.setdefault(row["set"], {"molecules": 0, "ms": [], "outcomes": {}, "checked": 0, "no_mmff94": 0,
                                         "stretched": 0, "with_stereo": 0, "stereo_lost": 0, "changed_molecule": 0, "unreadable": 0,
                                         "worst_bond": 0.0})
        s["molecules"] += 1
        s["ms"].append(row["ms"])
        s["outcomes"][row["outcome"]] = s["outcomes"].get(row["outcome"], 0) + 1
        ident = f"{row['set']}:{row['id']}"
        if row["outcome"] != "ok":
            if row["outcome"] != "MOLECULE_TOO_LARGE":
                outside.append({"id": ident, "smiles": row["smiles"], "what": row["outcome"], "detail": row["message"]})
            continue
        mol3d = Chem.MolFromMolBlock(row["molblock"], removeHs=False)
        if mol3d is None:
            s["unreadable"] += 1
            outside.append({"id": ident, "smiles": row["smiles"], "what": "unreadable molblock", "detail": ""})
            continue
        s["checked"] += 1
        worst, where, strain = bonds_and_strain(mol3d)
        if worst is None:
            s["no_mmff94"] += 1
        else:
            s["worst_bond"] = max(s["worst_bond"], worst)
            if worst > BAR:
                s["stretched"] += 1
                outside.append({"id": ident, "smiles": row["smiles"], "what": "bond", "detail": where, "strain": strain})
        if strain is not None and strain > 25:
            outside.append({"id": ident, "smiles": row["smiles"], "what": "strain (information)", "detail": f"{strain:.1f} kcal/mol", "energy": row["energy"]})
        # Without stereo and without the hydrogens RemoveHs keeps for 3D-perceived imine stereo ([H]/N=C...).
        params = Chem.RemoveHsParameters()
        params.removeDefiningBondStereo = True
        ours = Chem.MolToSmiles(Chem.RemoveHs(mol3d, params), isomericSmiles=False)
        if Chem.MolToSmiles(Chem.RemoveHs(Chem.MolFromSmiles(row["smiles"]), params), isomericSmiles=False) != ours:
            s["changed_molecule"] += 1
            outside.append({"id": ident, "smiles": row["smiles"], "what": "molecule changed", "detail": ours})
        # Stereo is judged where the input specifies some; RDKit perceives 3D stereo on the metal of a complex too.
        if not any(c in row["smiles"] for c in "@/\\"):
            continue
        s["with_stereo"] += 1
        kept, why = stereo_kept(row["smiles"], mol3d)
        if not kept:
            s["stereo_lost"] += 1
            outside.append({"id": ident, "smiles": row["smiles"], "what": "stereo", "detail": why})
    for s in sets.values():
        ms = sorted(s.pop("ms"))
        s["ms_median"] = statistics.median(ms)
        s["ms_p90"] = ms[int(0.9 * (len(ms) - 1))]
        s["ms_max"] = ms[-1]
        s["s_total"] = round(sum(ms) / 1000, 1)
        s["worst_bond"] = round(s["worst_bond"], 4)
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "reports", "generate3d-edge-cases.json")
    with open(out, "w") as f:
        json.dump({"rdkit": rdBase.rdkitVersion, "bar_angstrom": BAR, "sets": sets, "outside": outside}, f, indent=1)
    print(json.dumps(sets, indent=1))
    print(f"{len(outside)} rows outside a bar or not embedded → {out}")


if __name__ == "__main__":
    main()
