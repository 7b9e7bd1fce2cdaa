#!/usr/bin/python3
"""Golden values for the foundation tools (issue 2), computed with Debian's Python RDKit.

Needs: apt-get install python3-rdkit rdkit-data libinchi-bin
Run: /usr/bin/python3 validation/generators/make_golden_core.py
Writes validation/golden/core-*.jsonl. Raw (unrounded) numbers; the tests apply the rounding rule of tools.md.
"""
import json
import os
import subprocess
import sys
import tempfile

from rdkit import Chem, DataStructs, RDLogger, rdBase
from rdkit.Chem import AllChem, Descriptors, rdFMCS, rdMolDescriptors

sys.path.insert(0, os.path.dirname(__file__))
from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "golden")

# Hand-picked edge cases: charges, stereo, isotopes, salts, explicit H, radicals, aromatic heterocycles.
EDGE_CASES = [
    "CC(=O)Oc1ccccc1C(=O)O", "[NH4+].[Cl-]", "[Na+].[O-]C(=O)C", "C[C@H](N)C(=O)O", "C[C@@H](N)C(=O)O",
    "F/C=C/F", "F/C=C\\F", "[13CH3]C(=O)O", "[2H]OC", "[H]C([H])([H])[H]", "[H][H]", "c1ccc2[nH]ccc2c1",
    "O=[N+]([O-])c1ccccc1", "[O-][n+]1ccccc1", "C1CC2CCC1C2", "C1CCC2(CC1)CCCC2", "[CH2]C", "[Fe+2]",
    "OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O", "CC(C)(C)c1ccc(O)cc1", "[Cu+2].[O-]S(=O)(=O)[O-]",
    "C#N", "N#N", "O", "[He]", "c1ccsc1", "c1ccoc1", "c1cnc[nH]1", "C1=CC=CC=C1", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
    "[235U]", "Cl[Pt](Cl)([NH3])[NH3]", "B(O)(O)c1ccccc1", "CS(=O)(=O)N", "C[N+](C)(C)C", "[OH-]", "[H+]",
    "CC(=O)[O-].[Na+].O", "C1CCCCCCCCCCC1", "C/C=C/C=C/C", "N[C@@H](Cc1ccccc1)C(=O)O", "c1ccc2ccccc2c1",
]

INVALID = ["c1cccc1", "C1CC", "CC(C)(C)(C)(C)C", "Xx", "C(", "[C@@H](", "c1ccccc1)", "N(=O)=O=O", "[Zz]", "C==C", "CC)C", "[NH5]"]

SMARTS = [
    "C(=O)[OH]", "[NX3][CX3](=O)", "c1ccccc1", "[#7]", "[OX2H]", "[CX3]=[OX1]", "[$([NX3;H2,H1;!$(NC=O)])]", "[R2]",
    "[a;r5]", "*~*", "[#6]-[#6]", "[F,Cl,Br,I]", "[N+](=O)[O-]", "[S](=O)(=O)", "[C;!R]=[C;!R]", "[nH]", "[CH3]",
    "[#6]@[#6]", "C#N", "[$(C(=O)O),$(C(=O)N)]", "[!#6;!#1]", "[D3]", "[x3]", "O=C-N", "c-c", "[C@H]", "N~C~C~O",
]

MCS_GROUPS = [
    ["c1ccccc1CCO", "c1ccccc1CCN"],
    ["c1ccccc1CCO", "c1ccccc1CCN", "Oc1ccccc1CC"],
    ["CCO", "CCN"],
    ["CC(=O)Oc1ccccc1C(=O)O", "OC(=O)c1ccccc1O"],
    ["CN1C=NC2=C1C(=O)N(C(=O)N2C)C", "CN1C=NC2=C1C(=O)NC(=O)N2C"],
    ["C", "O"],
    ["c1ccccc1", "C1CCCCC1"],
    ["CC(C)Cc1ccc(cc1)C(C)C(=O)O", "COc1ccc2cc(ccc2c1)C(C)C(=O)O"],
    ["O=C(O)c1ccccc1", "O=C(O)c1ccncc1", "O=C(O)c1ccoc1"],
    ["[NH4+].[Cl-]", "[Na+].[Cl-]"],
]


def mol_graph(mol):
    """Compact: atoms as [element, charge, isotope or None, total H, aromatic]; bonds as [begin, end, order (1.5 aromatic), aromatic]."""
    atoms = [[a.GetSymbol(), a.GetFormalCharge(), a.GetIsotope() or None, a.GetTotalNumHs(), a.GetIsAromatic()] for a in mol.GetAtoms()]
    bonds = [[b.GetBeginAtomIdx(), b.GetEndAtomIdx(), 1.5 if b.GetIsAromatic() else b.GetBondTypeAsDouble(), b.GetIsAromatic()]
             for b in mol.GetBonds()]
    return {"atoms": atoms, "bonds": bonds}


def without_stereo(mol):
    """A copy with chiral tags, double-bond stereo and bond directions cleared; isotopes and charges kept."""
    mol = Chem.Mol(mol)
    Chem.RemoveStereochemistry(mol)
    return mol


def keep_h_params():
    params = Chem.SmilesParserParams()
    params.removeHs = False
    return params


def standard_inchi(mol):
    """Debian's RDKit is built without InChI, so the IUPAC reference program (libinchi-bin's inchi_main) reads RDKit's molfile."""
    # A molfile's 2D coordinates would imply E/Z for double bonds the SMILES left unspecified;
    # mark those "either" so inchi_main sees exactly the stereo RDKit has.
    mol = Chem.Mol(mol)
    for bond in mol.GetBonds():
        if bond.GetBondType() == Chem.BondType.DOUBLE and bond.GetStereo() == Chem.BondStereo.STEREONONE:
            bond.SetStereo(Chem.BondStereo.STEREOANY)
    with tempfile.TemporaryDirectory() as tmp:
        sdf, out = os.path.join(tmp, "in.sdf"), os.path.join(tmp, "out.txt")
        with open(sdf, "w") as handle:
            handle.write(Chem.MolToMolBlock(mol) + "$$$$\n")
        subprocess.run(["inchi_main", sdf, out, os.path.join(tmp, "log"), os.path.join(tmp, "prb"), "-Key", "-AuxNone", "-NoLabels"],
                       check=False, capture_output=True)
        lines = [line.strip() for line in open(out) if line.strip()]
    inchi = next((line for line in lines if line.startswith("InChI=")), "")
    key = next((line[len("InChIKey="):] for line in lines if line.startswith("InChIKey=")), "")
    return inchi, key


def molecule_record(set_name, smiles, ident):
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return {"set": set_name, "id": ident, "smiles": smiles, "valid": False}
    with_h = Chem.MolFromSmiles(smiles, keep_h_params())
    fp = AllChem.GetMorganFingerprintAsBitVect(mol, 2, nBits=2048)
    inchi, inchikey = standard_inchi(mol)
    return {
        "set": set_name,
        "id": ident,
        "smiles": smiles,
        "valid": True,
        "parse": {
            "atoms": with_h.GetNumAtoms(),
            "bonds": with_h.GetNumBonds(),
            "mol_weight": Descriptors.MolWt(with_h),
            "smiles": Chem.MolToSmiles(with_h, canonical=False),
            "formula": rdMolDescriptors.CalcMolFormula(with_h),
            "heavy_atoms": with_h.GetNumHeavyAtoms(),
            "formal_charge": Chem.GetFormalCharge(with_h),
            "fragments": len(Chem.GetMolFrags(with_h)),
        },
        "canonical": Chem.MolToSmiles(mol),
        # MolJSON carries no stereo yet: the moljson_to_smiles round trip is compared with this. Stereo only is removed
        # (RemoveStereochemistry; for all 2,041 molecules the same string as the input with @, / and \ deleted, checked);
        # MolToSmiles(isomericSmiles=False) would also drop isotopes, which MolJSON keeps.
        "canonical_no_stereo": Chem.MolToSmiles(without_stereo(mol)),
        "ecfp4_on_bits": list(fp.GetOnBits()),
        "moljson": mol_graph(mol),
        "inchi": inchi,
        "inchikey": inchikey,
    }


def main():
    os.makedirs(OUT, exist_ok=True)
    rows = [("edge", s, f"edge-{i}") for i, s in enumerate(EDGE_CASES)] + molecule_sets(nci=1000, chembl=300, wehi=700)
    molecules = []
    with open(os.path.join(OUT, "core-molecules.jsonl"), "w") as out:
        for set_name, smiles, ident in rows:
            record = molecule_record(set_name, smiles, ident)
            molecules.append(record)
            out.write(json.dumps(record) + "\n")

    valid = [(r["smiles"], Chem.MolFromSmiles(r["smiles"])) for r in molecules if r["valid"]]
    with open(os.path.join(OUT, "core-tanimoto.jsonl"), "w") as out:
        for (s1, m1), (s2, m2) in zip(valid[:600], valid[1:601]):
            f1 = AllChem.GetMorganFingerprintAsBitVect(m1, 2, nBits=2048)
            f2 = AllChem.GetMorganFingerprintAsBitVect(m2, 2, nBits=2048)
            out.write(json.dumps({"smiles1": s1, "smiles2": s2, "similarity": DataStructs.TanimotoSimilarity(f1, f2)}) + "\n")

    with open(os.path.join(OUT, "core-smarts.jsonl"), "w") as out:
        targets = [r["smiles"] for r in molecules if r["valid"]][:150]
        for smarts in SMARTS:
            query = Chem.MolFromSmarts(smarts)
            for smiles in targets:
                mol = Chem.MolFromSmiles(smiles)
                maps = [list(m) for m in mol.GetSubstructMatches(query, uniquify=True, maxMatches=10001)]
                out.write(json.dumps({"smarts": smarts, "smiles": smiles, "atom_maps": maps}) + "\n")

    with open(os.path.join(OUT, "core-mcs.jsonl"), "w") as out:
        for group in MCS_GROUPS:
            mols = [Chem.MolFromSmiles(s) for s in group]
            res = rdFMCS.FindMCS(mols, timeout=5)
            mcs = Chem.MolToSmiles(Chem.MolFromSmarts(res.smartsString)) if res.numAtoms > 0 else None
            out.write(json.dumps({"smiles_list": group, "smarts": res.smartsString, "atom_count": res.numAtoms,
                                  "bond_count": res.numBonds, "timed_out": res.canceled, "mcs": mcs}) + "\n")

    with open(os.path.join(OUT, "core-invalid.jsonl"), "w") as out:
        for smiles in INVALID:
            assert Chem.MolFromSmiles(smiles) is None, smiles
            out.write(json.dumps({"smiles": smiles}) + "\n")

    with open(os.path.join(OUT, "core-meta.json"), "w") as out:
        json.dump({"rdkit": rdBase.rdkitVersion, "inchi": "inchi_main (libinchi-bin, Debian)", "script": "validation/generators/make_golden_core.py",
                   "molecules": len(molecules)}, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
