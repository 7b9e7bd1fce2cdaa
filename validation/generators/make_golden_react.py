"""Python RDKit's products for the reaction set validation/data/reactions.jsonl (issue 20, the `react` tool).

Each case: AllChem.ReactionFromSmarts(reaction_smarts).RunReactants(reactants, maxProducts=1001); each product is
sanitised (Chem.SanitizeMol) and written as canonical SMILES; a product set (one product per product template) with
any product that fails to sanitise is counted as failed. Unique sets are kept in first-seen order with how many
matches gave them and, for the first of those matches, the reactant atoms behind mapped product atoms (RDKit's
`react_atom_idx` on atoms that carry `old_mapno`), per reactant template.

Run: /usr/bin/python3 validation/generators/make_golden_react.py > validation/golden/react.jsonl
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem import AllChem  # noqa: E402

RDLogger.DisableLog("rdApp.*")
DATA = HERE.parent / "data" / "reactions.jsonl"
MAX_RAW_PRODUCTS = 1000


def map_owners(rxn):
    owners = {}
    for i, template in enumerate(rxn.GetReactants()):
        for atom in template.GetAtoms():
            if atom.GetAtomMapNum():
                owners[atom.GetAtomMapNum()] = i
    return owners


def run(case):
    rxn = AllChem.ReactionFromSmarts(case["reaction_smarts"])
    mols = [Chem.MolFromSmiles(s) for s in case["reactants"]]
    raw = rxn.RunReactants(tuple(mols), MAX_RAW_PRODUCTS + 1)
    owners = map_owners(rxn)
    sets, order, failed_raw = {}, [], 0
    for products in raw:
        site = [set() for _ in mols]
        smiles, ok = [], True
        for product in products:
            for atom in product.GetAtoms():
                if atom.HasProp("old_mapno") and atom.HasProp("react_atom_idx"):
                    owner = owners.get(atom.GetIntProp("old_mapno"))
                    if owner is not None:
                        site[owner].add(atom.GetIntProp("react_atom_idx"))
            try:
                Chem.SanitizeMol(product)
                smiles.append(Chem.MolToSmiles(product))
            except Exception:  # noqa: BLE001 - any sanitisation failure counts as failed
                ok = False
        if not ok:
            failed_raw += 1
            continue
        key = " ".join(smiles)
        if key in sets:
            sets[key]["matches"] += 1
        else:
            sets[key] = {"products": smiles, "reactant_atoms": [sorted(s) for s in site], "matches": 1}
            order.append(key)
    return {"id": case["id"], "raw_count": len(raw), "failed_raw_count": failed_raw, "product_sets": [sets[k] for k in order]}


def main():
    for line in DATA.read_text().splitlines():
        if line.strip():
            print(json.dumps(run(json.loads(line))))


if __name__ == "__main__":
    main()
