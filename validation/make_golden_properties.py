#!/usr/bin/python3
"""Golden values for calc_properties and lipinski_check, computed with Debian's Python RDKit.

Run: /usr/bin/python3 validation/make_golden_properties.py
Writes validation/golden/properties.jsonl (raw, unrounded numbers; the tests apply tools.md's rounding).
NumHBD/NumHBA/NumRotatableBonds are stored too, but tools.md takes those three from the embedded RDKit build
(RDKit 2024+ changed the HBA definition), so the tests report them rather than require equality.
"""
import json
import os
import sys

from rdkit import Chem, RDLogger, rdBase
from rdkit.Chem import QED, Crippen, Descriptors, rdMolDescriptors

sys.path.insert(0, os.path.dirname(__file__))
from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
OUT = os.path.join(os.path.dirname(__file__), "golden", "properties.jsonl")


def main():
    rows = molecule_sets(nci=None, chembl=None, wehi=2000)
    with open(OUT, "w") as out:
        for set_name, smiles, ident in rows:
            mol = Chem.MolFromSmiles(smiles)
            if mol is None:
                continue
            record = {
                "set": set_name,
                "id": ident,
                "smiles": smiles,
                "mw": Descriptors.MolWt(mol),
                "exact_mass": Descriptors.ExactMolWt(mol),
                "logp": Crippen.MolLogP(mol),
                "tpsa": rdMolDescriptors.CalcTPSA(mol),
                "hbd": rdMolDescriptors.CalcNumHBD(mol),
                "hba": rdMolDescriptors.CalcNumHBA(mol),
                "rotatable_bonds": rdMolDescriptors.CalcNumRotatableBonds(mol),
                "heavy_atom_count": mol.GetNumHeavyAtoms(),
                "qed": QED.qed(mol),
                "lipinski_hbd": rdMolDescriptors.CalcNumLipinskiHBD(mol),
                "lipinski_hba": rdMolDescriptors.CalcNumLipinskiHBA(mol),
            }
            out.write(json.dumps(record) + "\n")
    print(f"wrote {OUT} with RDKit {rdBase.rdkitVersion}")


if __name__ == "__main__":
    main()
