#!/usr/bin/python3
"""Golden values for src/chem/descriptors/crippen.ts and src/chem/descriptors/mass.ts from Python RDKit (Debian python3-rdkit 2022.09).

Per molecule (validation/golden/crippen.jsonl):
  logp  Crippen.MolLogP(mol)                  (CalcCrippenDescriptors, H atoms added)
  mr    Crippen.MolMR(mol)
  mw    Descriptors.MolWt(mol)                (average molecular weight, H included)
  hbd   rdMolDescriptors.CalcNumLipinskiHBD(mol)
  hba   rdMolDescriptors.CalcNumLipinskiHBA(mol)
  isotopes  true when an atom carries an isotope label (our averageMolWeight then defers to RDKit)
or "error" when Python RDKit cannot parse the SMILES.

Per atom, for a subset (validation/golden/crippen-atoms.jsonl): rdMolDescriptors._CalcCrippenContribs
on Chem.AddHs(mol) (force=True), folded onto the original atoms: for atom i, [logP, MR] of the atom
itself, then [logP, MR] of each hydrogen AddHs attached to it (all alike; checked here), or only the
first pair when AddHs added none.

Molecule sets (validation/generators/molecules.py): NCI first_5K (all), CHEMBL2321810 (all), WEHI (every 2nd row),
and hand-picked molecules (charged N/O, nitro, H atoms, isotopes, dative bonds, metals, halide ions …).
The per-atom subset is the first 1,000 NCI molecules, the first 200 CHEMBL ones and the hand-picked set.

Parsing: Chem.MolFromSmiles with RDKit's defaults (explicit [H] removed except isotopic or bridging ones),
as the embedded build's get_mol does; the "keep" rows parse with removeHs=False on both sides
(the test reads the "keep_hs" flag).

Usage: /usr/bin/python3 validation/generators/make_golden_crippen.py
"""
import json
import os
import sys

from rdkit import Chem, RDLogger
from rdkit.Chem import Crippen, Descriptors
from rdkit.Chem import rdMolDescriptors as rdmd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from molecules import CHEMBL, NCI, read_smi, read_wehi  # noqa: E402

RDLogger.DisableLog("rdApp.*")

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
GOLDEN = os.path.join(HERE, "golden")
WEHI_STEP = 2
ATOMS_NCI = 1000
ATOMS_CHEMBL = 200

# (id, SMILES, keep explicit H atoms)
HAND = [
    ("ammonium", "[NH4+]", False),
    ("methylammonium", "C[NH3+]", False),
    ("hydroxide", "[OH-]", False),
    ("oxide-anion", "C[O-]", False),
    ("water", "O", False),
    ("hydronium", "[OH3+]", False),
    ("nitromethane", "C[N+](=O)[O-]", False),
    ("nitro-uncharged", "CN(=O)=O", False),
    ("pyridine-n-oxide", "[O-][n+]1ccccc1", False),
    ("azide", "CN=[N+]=[N-]", False),
    ("diazonium", "c1ccccc1[N+]#N", False),
    ("isonitrile", "C[N+]#[C-]", False),
    ("nitrile", "CC#N", False),
    ("pyrrole", "c1cc[nH]c1", False),
    ("imidazolium", "c1c[nH+]c[nH]1", False),
    ("acetate", "CC(=O)[O-]", False),
    ("zwitterion-glycine", "[NH3+]CC(=O)[O-]", False),
    ("sulfonate", "CS(=O)(=O)[O-]", False),
    ("sulfoxide", "CS(C)=O", False),
    ("sulfonium", "C[S+](C)C", False),
    ("thiophene", "c1ccsc1", False),
    ("thiol", "CCS", False),
    ("thiolate", "CC[S-]", False),
    ("phosphate", "OP(=O)(O)O", False),
    ("phosphonium", "C[P+](C)(C)C", False),
    ("salt-nacl", "[Na+].[Cl-]", False),
    ("salt-kbr", "[K+].[Br-]", False),
    ("iodonium", "c1ccccc1[I+]c1ccccc1", False),
    ("fluoride", "[F-]", False),
    ("hydrogen", "[H][H]", False),
    ("proton", "[H+]", False),
    ("hydride", "[H-]", False),
    ("deuterium-water", "[2H]O[2H]", False),
    ("deuterated-methyl", "[2H]C([2H])([2H])c1ccccc1", False),
    ("carbon-13", "[13CH3]C(=O)O", False),
    ("tritium-amine", "[3H]NC", False),
    ("dative-ammine", "[NH3]->[Cu+2]", False),
    ("amine-borane", "C[NH2+][BH3-]", False),
    ("ferrocene-like", "[Fe+2].c1cc[cH-]c1.c1cc[cH-]c1", False),
    ("vanadyl", "O=[V](=O)O", False),
    ("uranyl", "O=[U+2]=O", False),
    ("xenon", "[Xe]", False),
    ("selenide", "C[Se]C", False),
    ("silane", "C[Si](C)(C)C", False),
    ("borane", "CB(C)C", False),
    ("boronic-acid", "OB(O)c1ccccc1", False),
    ("arsenic", "C[As](C)C", False),
    ("tin", "CC[Sn](CC)(CC)CC", False),
    ("mercury", "C[Hg]C", False),
    ("gadolinium", "[Gd+3]", False),
    ("lithium", "[Li+]", False),
    ("dummy", "*C(=O)O", False),
    ("carbon-radical", "[CH3]", False),
    ("carbene", "[CH2]", False),
    ("allene", "C=C=C", False),
    ("ketene", "C=C=O", False),
    ("co2", "O=C=O", False),
    ("carbon-monoxide", "[C-]#[O+]", False),
    ("formaldehyde", "C=O", False),
    ("formic-acid", "OC=O", False),
    ("peroxide", "OO", False),
    ("hydroxylamine", "NO", False),
    ("hydrazine", "NN", False),
    ("urea", "NC(N)=O", False),
    ("guanidinium", "NC(N)=[NH2+]", False),
    ("quaternary", "C[N+](C)(C)C", False),
    ("enamine", "CC=CN", False),
    ("phenol", "Oc1ccccc1", False),
    ("aniline", "Nc1ccccc1", False),
    ("benzaldehyde", "O=Cc1ccccc1", False),
    ("acetophenone", "CC(=O)c1ccccc1", False),
    ("quinone", "O=C1C=CC(=O)C=C1", False),
    ("pyridone", "O=c1cccc[nH]1", False),
    ("biphenyl", "c1ccc(-c2ccccc2)cc1", False),
    ("fluorobenzene", "Fc1ccccc1", False),
    ("iodobenzene", "Ic1ccccc1", False),
    ("trifluoromethyl", "FC(F)(F)c1ccccc1", False),
    ("aspirin", "CC(=O)Oc1ccccc1C(=O)O", False),
    ("caffeine", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C", False),
    ("explicit-h-methanol", "[H]OC([H])([H])[H]", True),
    ("explicit-h-pyrrole", "[H]n1cccc1", True),
    ("explicit-h-water", "[H]O[H]", True),
    ("explicit-h-ammonium", "[H][N+]([H])([H])[H]", True),
    ("explicit-h-acid", "[H]OC(=O)C([H])([H])[H]", True),
]


def python_values(smiles, keep_hs):
    if keep_hs:
        params = Chem.SmilesParserParams()
        params.removeHs = False
        mol = Chem.MolFromSmiles(smiles, params)
    else:
        mol = Chem.MolFromSmiles(smiles)
    return mol


def atom_contribs(mol):
    """[[logP, MR] or [logP, MR, hLogP, hMR]] per original atom from _CalcCrippenContribs on AddHs(mol)."""
    n = mol.GetNumAtoms()
    withh = Chem.AddHs(mol)
    contribs = rdmd._CalcCrippenContribs(withh, force=True)
    out = [[contribs[i][0], contribs[i][1]] for i in range(n)]
    seen = [None] * n
    for j in range(n, withh.GetNumAtoms()):
        h = withh.GetAtomWithIdx(j)
        (heavy,) = [a.GetIdx() for a in h.GetNeighbors()]
        value = [contribs[j][0], contribs[j][1]]
        if seen[heavy] is None:
            seen[heavy] = value
            out[heavy] += value
        elif seen[heavy] != value:
            sys.exit(f"hydrogens of one atom typed differently in {Chem.MolToSmiles(mol)}")
    return out


def row_for(set_name, ident, smiles, keep_hs, with_atoms):
    row = {"set": set_name, "id": ident, "smiles": smiles}
    if keep_hs:
        row["keep_hs"] = True
    mol = python_values(smiles, keep_hs)
    if mol is None:
        row["error"] = "Python RDKit cannot parse it"
        return row, None
    row["logp"] = Crippen.MolLogP(mol)
    row["mr"] = Crippen.MolMR(mol)
    row["mw"] = Descriptors.MolWt(mol)
    row["hbd"] = rdmd.CalcNumLipinskiHBD(mol)
    row["hba"] = rdmd.CalcNumLipinskiHBA(mol)
    if any(a.GetIsotope() for a in mol.GetAtoms()):
        row["isotopes"] = True
    atoms = None
    if with_atoms:
        atoms = {"set": set_name, "id": ident, "smiles": smiles, "atoms": atom_contribs(mol)}
        if keep_hs:
            atoms["keep_hs"] = True
    return row, atoms


def write_jsonl(path, rows):
    with open(path, "w") as fh:
        for row in rows:
            fh.write(json.dumps(row, separators=(",", ":")) + "\n")


def main():
    molecules = []
    for i, (s, ident) in enumerate(read_smi(NCI)):
        molecules.append(("nci", ident, s, False, i < ATOMS_NCI))
    for i, (s, ident) in enumerate(read_smi(CHEMBL)):
        molecules.append(("chembl", ident, s, False, i < ATOMS_CHEMBL))
    for i, (s, ident) in enumerate(read_wehi()):
        if i % WEHI_STEP == 0:
            molecules.append(("wehi", ident, s, False, False))
    for ident, s, keep in HAND:
        molecules.append(("hand", ident, s, keep, True))

    rows, atom_rows = [], []
    for set_name, ident, s, keep, with_atoms in molecules:
        row, atoms = row_for(set_name, ident, s, keep, with_atoms)
        rows.append(row)
        if atoms is not None:
            atom_rows.append(atoms)
    write_jsonl(os.path.join(GOLDEN, "crippen.jsonl"), rows)
    write_jsonl(os.path.join(GOLDEN, "crippen-atoms.jsonl"), atom_rows)
    counts = {}
    for row in rows:
        counts[row["set"]] = counts.get(row["set"], 0) + 1
    errors = sum(1 for row in rows if "error" in row)
    print(f"crippen.jsonl: {len(rows)} molecules {counts}, {errors} unparsable by Python")
    print(f"crippen-atoms.jsonl: {len(atom_rows)} molecules with per-atom contributions")


if __name__ == "__main__":
    main()
