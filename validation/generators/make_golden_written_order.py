#!/usr/bin/python3
"""Atom numbers as written, for SMILES that write hydrogens as atoms (issue 20: one numbering in every tool).

RDKit's default SMILES reading (Chem.MolFromSmiles) removes written [H] atoms, which renumbers the atoms after them.
For each SMILES below this writes, from Python RDKit 2022.09:
  order      for each atom of the default reading, its index as written: the SMILES is read with
             SmilesParserParams.removeHs = False, each atom is tagged with its index, Chem.RemoveHs (what the default
             reading does after parsing) drops the hydrogens, and the tags of the atoms left are read back
             (checked: same atom count and canonical SMILES as Chem.MolFromSmiles)
  smarts     for each query of SMARTS below: GetSubstructMatches on the default reading (unique, chirality ignored,
             at most 1000 matches, as smarts_match), each match's atoms mapped through `order`
  brics      BRICS.FindBRICSBonds on the default reading, each bond's two atoms mapped through `order`
  react      (REACTIONS only) make_golden_react.run on the reactants, reactant_atoms mapped through each reactant's order

Molecules: the first 200 NCI, 100 ChEMBL and 100 WEHI molecules, each written once by Chem.MolToRandomSmilesVect
(seed = position) after Chem.AddHs on a random half of its atoms (random.Random(position)), so [H] atoms stand at
random places; then the hand-written EDGE cases (hydrogens RDKit keeps or versions treat differently).

Run: /usr/bin/python3 validation/generators/make_golden_written_order.py > validation/golden/written-order.jsonl
"""
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem import BRICS  # noqa: E402

from make_golden_react import run  # noqa: E402
from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")

SMARTS = ["[#6]~[#7,#8]", "c1ccccc1", "[OX2H]", "C(=O)[O,N]", "[!#6;!#1]", "[CH3]"]

EDGE = [
    "[H]C(F)(Cl)Br",
    "[H][C@](F)(Cl)Br",
    "F[C@]([H])(Cl)Br",
    "[H]/C(F)=C/F",
    "F/C=C(/[H])Cl",
    "[H]N([H])CC(=O)O[H]",
    "[H]OC(=O)c1ccccc1O[H]",
    "[2H]C([H])([H])C(=O)O",
    "[H]c1ccccc1[H]",
    "*[H]",
    "*C([H])C[H]",
    "[H]1.[H]*.C1",
    "[H][H]",
    "[H]O[H]",
    "[H+].[Cl-]",
    "[Na][H]",
    "C[H-]",
    "[H]C1=CC=CC=C1",
    "[H]OC(=O)[C@@]([H])(N([H])[H])C",
]

# Reactions with written hydrogens in the reactants (atom numbers of react/predict_products sites).
REACTIONS = [
    {
        "id": "amide coupling, acid written with [H]",
        "reaction_smarts": "[C:1](=[O:2])[OX2H1].[N;!H0:3]>>[C:1](=[O:2])[N:3]",
        "reactants": ["[H]OC(=O)C([H])([H])c1ccccc1", "[H]N([H])Cc1ccccc1"],
    },
    {
        "id": "esterification, both written with [H]",
        "reaction_smarts": "[C:1](=[O:2])[OX2H1].[OX2H1:3][C:4]>>[C:1](=[O:2])[O:3][C:4]",
        "reactants": ["CC(=O)O[H]", "[H]OCC"],
    },
]

PARAMS = Chem.SmilesParserParams()
PARAMS.removeHs = False


def written_order(smiles):
    written = Chem.MolFromSmiles(smiles, PARAMS)
    default = Chem.MolFromSmiles(smiles)
    if written is None or default is None:
        return None
    for atom in written.GetAtoms():
        atom.SetIntProp("written", atom.GetIdx())
    removed = Chem.RemoveHs(written)
    if removed.GetNumAtoms() != default.GetNumAtoms() or Chem.MolToSmiles(removed) != Chem.MolToSmiles(default):
        raise ValueError(f"RemoveHs does not give the default reading of {smiles}")
    return [atom.GetIntProp("written") for atom in removed.GetAtoms()]


def with_hydrogens(smiles, seed):
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return None
    rng = random.Random(seed)
    atoms = [a.GetIdx() for a in mol.GetAtoms() if a.GetTotalNumHs() > 0 and rng.random() < 0.5]
    if not atoms:
        return None
    return Chem.MolToRandomSmilesVect(Chem.AddHs(mol, onlyOnAtoms=tuple(atoms)), 1, randomSeed=seed)[0]


def row(case_id, smiles):
    order = written_order(smiles)
    if order is None:
        return None
    mol = Chem.MolFromSmiles(smiles)
    smarts = {}
    for pattern in SMARTS:
        query = Chem.MolFromSmarts(pattern)
        matches = mol.GetSubstructMatches(query, uniquify=True, useChirality=False, maxMatches=1000)
        smarts[pattern] = [[order[i] for i in match] for match in matches]
    brics = [[order[i], order[j]] for (i, j), _ in BRICS.FindBRICSBonds(mol)]
    return {"id": case_id, "smiles": smiles, "order": order, "smarts": smarts, "brics": brics}


def main():
    sets = molecule_sets(nci=200, chembl=100, wehi=100)
    for position, (name, smiles, mol_id) in enumerate(sets):
        written = with_hydrogens(smiles, position)
        out = written and row(f"{name}:{mol_id}", written)
        if out:
            print(json.dumps(out))
    for i, smiles in enumerate(EDGE):
        out = row(f"edge:{i}", smiles)
        if out:
            print(json.dumps(out))
    for case in REACTIONS:
        result = run(case)
        orders = [written_order(s) for s in case["reactants"]]
        for product_set in result["product_sets"]:
            product_set["reactant_atoms"] = [[orders[k][i] for i in atoms] for k, atoms in enumerate(product_set["reactant_atoms"])]
        print(json.dumps({"id": case["id"], "reaction": case, "react": result}))


if __name__ == "__main__":
    main()
