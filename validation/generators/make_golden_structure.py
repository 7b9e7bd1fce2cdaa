#!/usr/bin/python3
"""Golden values for describe_structure, graph_distance and map_atoms, from Debian's python3-rdkit 2022.09.

    /usr/bin/python3 validation/generators/make_golden_structure.py

Writes validation/golden/structure.jsonl: one record per molecule of the three sets of reference-data.md
(NCI first_5K, CHEMBL2321810, WEHI PAINS test molecules) plus a few edge cases, each parsed keeping the
atoms as written (SmilesParserParams.removeHs = False, so atom indices are the SMILES order):
  formula (CalcMolFormula), elements (symbol -> count, implicit and explicit H included),
  ring_count (GetRingInfo().NumRings()), rings (AtomRings()), ring_systems (rings sharing a bond, from BondRings()),
  cip (rdCIPLabeler.AssignCIPLabels: atom -> label, "a-b" -> label for bonds),
  stereo (Chem.FindPotentialStereo: tetrahedral atoms [idx, specified], double bonds [[a, b], specified]),
  groups (FunctionalGroups hierarchy walked as CreateMolFingerprint does: label -> [count, unique matches]),
  dm (distance matrix checksum: sum of finite entries, count of unreachable pairs),
  paths (seeded sample of atom pairs: [a, b, distance or null, GetShortestPath(a, b)]),
  canonical (MolToSmiles) and random (MolToRandomSmilesVect, seeded) for map_atoms' isomorphism checks.
Molecules RDKit 2022.09 cannot parse get {"error": ...}.
"""
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from molecules import molecule_sets  # noqa: E402
from rdkit import Chem, RDConfig, RDLogger  # noqa: E402
from rdkit.Chem import FunctionalGroups, rdCIPLabeler, rdMolDescriptors  # noqa: E402

RDLogger.DisableLog("rdApp.*")

OUT = HERE.parent / "golden" / "structure.jsonl"
PAIRS_PER_MOLECULE = 6
SEED = 20261130

EDGE = [
    ("explicit-h", "[H]OC([H])([H])C(=O)O"),
    ("deuterium", "[2H]C([2H])([2H])Oc1ccccc1"),
    ("two-dummies", "*CCOCC*"),
    ("salt", "CC(=O)[O-].[Na+]"),
    ("cubane", "C12C3C4C1C5C2C3C45"),
    ("spiro", "C1CCC2(C1)CCCC2"),
    ("naphthalene", "c1ccc2ccccc2c1"),
    ("ring-stereo", "C[C@H]1CC[C@@H](C)CC1"),
    ("ring-unspecified", "CC1CCC(C)CC1"),
    ("e-alkene", "C/C=C/C(=O)O"),
    ("unspecified-alkene", "CC=CC(=O)O"),
    ("oxime", "CC(C)=NO"),
    ("cyclooctene", "C1CCCC=CCC1"),
    ("alanine", "C[C@H](N)C(=O)O"),
    ("ammonium", "[NH4+]"),
    ("nitro", "O=[N+]([O-])c1ccccc1"),
    ("allene", "CC=C=CC"),
    ("aspirin", "CC(=O)Oc1ccccc1C(=O)O"),
]

params = Chem.SmilesParserParams()
params.removeHs = False


def hierarchy():
    return FunctionalGroups.BuildFuncGroupHierarchy(fileNm=str(Path(RDConfig.RDDataDir) / "Functional_Group_Hierarchy.txt"), force=True)


def walk_groups(mol, nodes, out):
    for node in nodes:
        matches = mol.GetSubstructMatches(node.pattern)
        if not matches:
            continue
        out[node.label] = [len({m[0] for m in matches}), [list(m) for m in matches]]
        walk_groups(mol, node.children, out)


def ring_systems(mol):
    bond_rings = mol.GetRingInfo().BondRings()
    parent = list(range(len(bond_rings)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner = {}
    for i, ring in enumerate(bond_rings):
        for b in ring:
            if b in owner:
                parent[find(i)] = find(owner[b])
            else:
                owner[b] = i
    systems = {}
    atom_rings = mol.GetRingInfo().AtomRings()
    for i in range(len(bond_rings)):
        systems.setdefault(find(i), []).append(i)
    return [[rings, sorted({a for r in rings for a in atom_rings[r]})] for rings in systems.values()]


def elements(mol):
    counts = {}
    for atom in mol.GetAtoms():
        counts[atom.GetSymbol()] = counts.get(atom.GetSymbol(), 0) + 1
        if atom.GetTotalNumHs():
            counts["H"] = counts.get("H", 0) + atom.GetTotalNumHs()
    return counts


def cip(mol):
    copy = Chem.Mol(mol)
    rdCIPLabeler.AssignCIPLabels(copy)
    atoms = {str(a.GetIdx()): a.GetProp("_CIPCode") for a in copy.GetAtoms() if a.HasProp("_CIPCode")}
    bonds = {}
    for b in copy.GetBonds():
        if b.HasProp("_CIPCode"):
            i, j = sorted((b.GetBeginAtomIdx(), b.GetEndAtomIdx()))
            bonds[f"{i}-{j}"] = b.GetProp("_CIPCode")
    return {"atoms": atoms, "bonds": bonds}


def stereo(mol):
    atoms, bonds = [], []
    for info in Chem.FindPotentialStereo(Chem.Mol(mol)):
        specified = info.specified == Chem.StereoSpecified.Specified
        if info.type == Chem.StereoType.Atom_Tetrahedral:
            atoms.append([info.centeredOn, specified])
        elif info.type == Chem.StereoType.Bond_Double:
            bond = mol.GetBondWithIdx(info.centeredOn)
            bonds.append([sorted((bond.GetBeginAtomIdx(), bond.GetEndAtomIdx())), specified])
        else:
            atoms.append([info.centeredOn, specified, str(info.type)])
    return {"atoms": sorted(atoms), "bonds": sorted(bonds)}


def distances(mol, rng):
    n = mol.GetNumAtoms()
    dm = Chem.GetDistanceMatrix(mol)
    total, unreachable = 0, 0
    for row in dm:
        for value in row:
            if value >= 1e7:
                unreachable += 1
            else:
                total += int(value)
    pairs = []
    for _ in range(PAIRS_PER_MOLECULE if n > 1 else 0):
        a, b = rng.randrange(n), rng.randrange(n)
        d = None if dm[a][b] >= 1e7 else int(dm[a][b])
        pairs.append([a, b, d, list(Chem.GetShortestPath(mol, a, b)) if a != b else [a]])
    return {"sum": total, "unreachable": unreachable}, pairs


def record(set_name, ident, smiles, groups, rng, index):
    rec = {"set": set_name, "id": ident, "smiles": smiles}
    mol = Chem.MolFromSmiles(smiles, params)
    if mol is None:
        rec["error"] = "RDKit 2022.09 cannot parse it"
        return rec
    rec["formula"] = rdMolDescriptors.CalcMolFormula(mol)
    rec["elements"] = elements(mol)
    info = mol.GetRingInfo()
    rec["ring_count"] = info.NumRings()
    rec["rings"] = [list(r) for r in info.AtomRings()]
    rec["ring_systems"] = ring_systems(mol)
    rec["cip"] = cip(mol)
    rec["stereo"] = stereo(mol)
    found = {}
    walk_groups(mol, groups, found)
    rec["groups"] = found
    rec["dm"], rec["paths"] = distances(mol, rng)
    rec["canonical"] = Chem.MolToSmiles(mol)
    rec["random"] = Chem.MolToRandomSmilesVect(mol, 1, randomSeed=SEED + index)[0]
    return rec


def main():
    groups = hierarchy()
    rng = random.Random(SEED)
    rows = [("edge", smi, name) for name, smi in EDGE] + molecule_sets()
    with open(OUT, "w") as handle:
        for index, (set_name, smiles, ident) in enumerate(rows):
            handle.write(json.dumps(record(set_name, ident, smiles, groups, rng, index), separators=(",", ":")) + "\n")
    print(f"{len(rows)} records -> {OUT}")


if __name__ == "__main__":
    main()
