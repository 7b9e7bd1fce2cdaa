"""Substructure search over the three reference sets by Python RDKit: for each of 20 queries (SMARTS, and SMILES read
as a molecule query), which molecules HasSubstructMatch. Molecules are the Python-parsable ones of molecule_sets(), in
the order of validation/golden/murcko.jsonl; each query's matches are a bitmap over them (base64, bit i of byte i//8
least significant first) with the count.

Writes validation/golden/substructure-search.json; read by test/chem/library/substructure-search.test.ts and
lab/validate/substructure-full.ts. Run: /usr/bin/python3 validation/generators/make_golden_substructure.py
"""
import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402

from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
GOLDEN = HERE.parent / "golden"

QUERIES = [
    ("c1ccccc1", "smarts"),
    ("[CX3](=O)[OX2H1]", "smarts"),
    ("[NX3;H2,H1;!$(NC=O)]", "smarts"),
    ("C(=O)N", "smarts"),
    ("[#7]1~[#6]~[#6]~[#6]~[#6]~[#6]~1", "smarts"),
    ("[F,Cl,Br,I]", "smarts"),
    ("[$([NX3](=O)=O),$([NX3+](=O)[O-])]", "smarts"),
    ("S(=O)(=O)N", "smarts"),
    ("[r5]", "smarts"),
    ("[R2]", "smarts"),
    ("[#6]=[#6]-[#6]=[#8]", "smarts"),
    ("[OH]c1ccccc1", "smarts"),
    ("*~*~*~*~*~*~*~*~*~*", "smarts"),
    ("[#16;X2]", "smarts"),
    ("[N+,n+]", "smarts"),
    ("c1ccc2ccccc2c1", "smiles"),
    ("C1CCNCC1", "smiles"),
    ("c1ccncc1", "smiles"),
    ("CC(=O)O", "smiles"),
    ("O=C1NC(=O)CC1", "smiles"),
]


def main():
    mols = []
    for _set, smiles, _ident in molecule_sets():
        mol = Chem.MolFromSmiles(smiles)
        if mol is not None:
            mols.append(mol)
    queries = []
    for text, kind in QUERIES:
        query = Chem.MolFromSmarts(text) if kind == "smarts" else Chem.MolFromSmiles(text)
        bits = bytearray((len(mols) + 7) // 8)
        count = 0
        for i, mol in enumerate(mols):
            if mol.HasSubstructMatch(query):
                bits[i // 8] |= 1 << (i % 8)
                count += 1
        queries.append({"query": text, "query_type": kind, "match_count": count, "matches": base64.b64encode(bytes(bits)).decode()})
    doc = {"molecules": "validation/golden/murcko.jsonl rows, in order", "molecule_count": len(mols), "queries": queries}
    (GOLDEN / "substructure-search.json").write_text(json.dumps(doc, indent=1) + "\n")


if __name__ == "__main__":
    main()
