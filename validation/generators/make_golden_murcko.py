"""Bemis-Murcko scaffolds and generic frameworks of the three reference sets, by Python RDKit.

For every molecule RDKit parses: the scaffold as MurckoScaffold.MurckoScaffoldSmiles(mol=mol) writes it (the
GetScaffoldForMol molecule, canonical SMILES without stereo or isotopes), and the generic framework,
MakeScaffoldGeneric(GetScaffoldForMol(mol)) written the same way (null where RDKit cannot sanitize it, e.g. a
carbon with five bonds from a hypervalent ring atom).

Writes validation/golden/murcko.jsonl; read by test/chem/library/murcko.test.ts and
lab/validate/murcko-full.ts. Run: /usr/bin/python3 validation/generators/make_golden_murcko.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem.Scaffolds import MurckoScaffold  # noqa: E402

from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
GOLDEN = HERE.parent / "golden"


def generic_of(scaffold):
    try:
        return Chem.MolToSmiles(MurckoScaffold.MakeScaffoldGeneric(scaffold), isomericSmiles=False)
    except Exception:  # RemoveHs sanitizes: a carbon with more than four bonds fails
        return None


def main():
    out = GOLDEN / "murcko.jsonl"
    with open(out, "w") as handle:
        for set_name, smiles, ident in molecule_sets():
            mol = Chem.MolFromSmiles(smiles)
            if mol is None:
                continue
            scaffold = MurckoScaffold.GetScaffoldForMol(mol)
            row = {
                "set": set_name,
                "id": ident,
                "smiles": smiles,
                "scaffold": Chem.MolToSmiles(scaffold, isomericSmiles=False),
                "generic": generic_of(scaffold),
            }
            assert row["scaffold"] == MurckoScaffold.MurckoScaffoldSmiles(mol=mol)
            handle.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
