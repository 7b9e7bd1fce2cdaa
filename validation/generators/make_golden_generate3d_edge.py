"""
MMFF94 reference bond lengths (r0) from Python RDKit for the generate_3d edge cases of issue 14, so that
the tests can judge our conformers' bond lengths without Python.

Writes validation/golden/generate3d-edge-bonds.jsonl, one line per molecule:
  heavy_bonds: [[i, j, r0], ...]  i, j index the heavy atoms (atomic number > 1) in input order, which is
                                  generate_3d's order of the heavy atoms;
  h_r0: {"k": r0}                 r0 of the bonds from heavy atom k to its hydrogens (all equal: one MMFF94
                                  type per hydrogen environment);
  python_min_worst: the largest |d - r0| (Angstrom) at the MMFF94 minimum Python RDKit itself reaches
                    (ETKDG seeds 0-2, MMFF94 minimised to convergence), null where it cannot embed.
Run: /usr/bin/python3 validation/generators/make_golden_generate3d_edge.py   (Debian python3-rdkit 2022.09)
"""
import json
import os

from rdkit import Chem, rdBase
from rdkit.Chem import AllChem

MOLECULES = [
    ("abietic-acid", "CC(C)C1=CC2=CC[C@@H]3[C@](C)(CCC[C@@]3(C)C(=O)O)[C@H]2CC1"),
    ("amidine-explicit-h", "[H]/N=C(\\N)C"),
    ("arginine-explicit-h", "[H]/N=C(\\N)NCCC[C@H](N)C(=O)O"),
    ("ethanol-1-d", "[2H][C@@H](O)C"),
    ("ethanol-1-d-written-late", "C[C@@H]([2H])O"),
    ("ethanol-1-t", "[3H][C@@H](O)C"),
    ("deuterio-allyl-proline", "[2H]/C=C\\CN1CCC[C@H]1C(=O)O"),
    ("explicit-and-isotope-h", "[H]OC([2H])(F)Cl"),
    ("cubane", "C12C3C4C1C5C2C3C45"),
    ("adamantane", "C1C2CC3CC1CC(C2)C3"),
    ("twistane", "C12CC3CCC1CC3CC2"),
    ("norbornane", "C1CC2CCC1C2"),
    ("propellane-111", "C1C23CC12C3"),
    ("bicyclo-111-pentane", "C1C2CC1C2"),
    ("basketane", "C12C3C4C5C3C1C5C4CC2"),
    ("dodecahedrane", "C12C3C4C5C1C6C7C2C8C3C9C4C%10C5C6C%11C7C8C9C%10%11"),
    ("betaine", "C[N+](C)(C)CC(=O)[O-]"),
]


def reference(name, smiles):
    mol = Chem.AddHs(Chem.MolFromSmiles(smiles))
    props = AllChem.MMFFGetMoleculeProperties(mol)
    heavy = [a.GetIdx() for a in mol.GetAtoms() if a.GetAtomicNum() > 1]
    position = {atom: k for k, atom in enumerate(heavy)}
    heavy_bonds, h_r0 = [], {}
    for bond in mol.GetBonds():
        i, j = bond.GetBeginAtomIdx(), bond.GetEndAtomIdx()
        r0 = props.GetMMFFBondStretchParams(mol, i, j)[2]
        if i in position and j in position:
            heavy_bonds.append([position[i], position[j], r0])
        else:
            parent = i if i in position else j
            key = str(position[parent])
            if key in h_r0 and abs(h_r0[key] - r0) > 1e-9:
                raise SystemExit(f"{name}: hydrogens of atom {key} have different r0")
            h_r0[key] = r0
    worst = None
    for seed in range(3):
        if AllChem.EmbedMolecule(mol, randomSeed=seed) < 0:
            continue
        ff = AllChem.MMFFGetMoleculeForceField(mol, props)
        ff.Minimize(maxIts=20000)
        conf = mol.GetConformer()
        for bond in mol.GetBonds():
            i, j = bond.GetBeginAtomIdx(), bond.GetEndAtomIdx()
            d = (conf.GetAtomPosition(i) - conf.GetAtomPosition(j)).Length()
            off = abs(d - props.GetMMFFBondStretchParams(mol, i, j)[2])
            worst = off if worst is None else max(worst, off)
    return {"id": name, "smiles": smiles, "heavy_bonds": heavy_bonds, "h_r0": h_r0, "python_min_worst": worst}


def main():
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "golden", "generate3d-edge-bonds.jsonl")
    with open(out, "w") as f:
        for name, smiles in MOLECULES:
            f.write(json.dumps(reference(name, smiles)) + "\n")
    print(f"RDKit {rdBase.rdkitVersion}: wrote {len(MOLECULES)} molecules to {out}")


if __name__ == "__main__":
    main()
