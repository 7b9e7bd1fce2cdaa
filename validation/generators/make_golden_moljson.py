#!/usr/bin/python3
"""Golden CIP labels for MolJSON (src/chem/formats/moljson.ts), computed with Debian's Python RDKit 2022.09.

    /usr/bin/python3 validation/generators/make_golden_moljson.py

Writes validation/golden/moljson-stereo.jsonl, one line per molecule that has stereo specified in its
input (an "@", "/" or "\\" in the SMILES): every such molecule of the three reference sets (NCI first_5K,
CHEMBL2321810, wehi_mols.csv), the PubChem example structures (EX1..EX5) of RDKit's NIBR filter table,
and every line of validation/moljson/tricky.smi (hand-made edge cases, stereo or not):

  {set, smiles, atoms (heavy-atom count after RDKit's default H removal), canonical (MolToSmiles),
   cip_atoms: [[index, label]], cip_bonds: [[begin, end, label]],      <- rdCIPLabeler.AssignCIPLabels (new CIP labeller)
   legacy_atoms: [[index, label]]}                                     <- Chem.AssignStereochemistry's legacy _CIPCode

or {set, smiles, error} when RDKit 2022.09 cannot parse the SMILES. The MolJSON "cip" fields come from
RDKit's new CIP labeller (the JS build's get_stereo_tags calls CIPLabeler::assignCIPLabels), so cip_atoms
and cip_bonds are what they are compared with; legacy_atoms is kept to count where the legacy labels differ.
"""
import csv
import json
import os
import sys

from rdkit import Chem, RDLogger
from rdkit.Chem import rdCIPLabeler

sys.path.insert(0, os.path.dirname(__file__))
from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
NIBR = "/usr/share/RDKit/Contrib/NIBRSubstructureFilters/SubstructureFilter_HitTriaging_wPubChemExamples.csv"
TRICKY = os.path.join(HERE, "moljson", "tricky.smi")
OUT = os.path.join(HERE, "golden", "moljson-stereo.jsonl")


def nibr_examples():
    seen = []
    with open(NIBR) as handle:
        for row in csv.DictReader(handle):
            for column in ("EX1", "EX2", "EX3", "EX4", "EX5"):
                smiles = (row.get(column) or "").strip()
                if smiles and smiles not in seen:
                    seen.append(smiles)
    return seen


def has_stereo(smiles):
    return any(c in smiles for c in "@/\\")


def row_for(set_name, smiles):
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return {"set": set_name, "smiles": smiles, "error": "RDKit 2022.09 cannot parse it"}
    legacy = [[a.GetIdx(), a.GetProp("_CIPCode")] for a in mol.GetAtoms() if a.HasProp("_CIPCode")]
    rdCIPLabeler.AssignCIPLabels(mol)
    cip_atoms = [[a.GetIdx(), a.GetProp("_CIPCode")] for a in mol.GetAtoms() if a.HasProp("_CIPCode")]
    cip_bonds = [[b.GetBeginAtomIdx(), b.GetEndAtomIdx(), b.GetProp("_CIPCode")] for b in mol.GetBonds() if b.HasProp("_CIPCode")]
    return {
        "set": set_name,
        "smiles": smiles,
        "atoms": mol.GetNumAtoms(),
        "canonical": Chem.MolToSmiles(mol),
        "cip_atoms": cip_atoms,
        "cip_bonds": cip_bonds,
        "legacy_atoms": legacy,
    }


def main():
    rows = []
    for set_name, smiles, _ in molecule_sets():
        if has_stereo(smiles):
            rows.append(row_for(set_name, smiles))
    for smiles in nibr_examples():
        if has_stereo(smiles):
            rows.append(row_for("pubchem_nibr", smiles))
    with open(TRICKY) as handle:
        for line in handle:
            smiles = line.split("\t")[0].strip()
            if smiles:
                rows.append(row_for("tricky", smiles))
    with open(OUT, "w") as handle:
        for row in rows:
            handle.write(json.dumps(row) + "\n")
    print(f"{len(rows)} rows → {OUT}")


if __name__ == "__main__":
    main()
