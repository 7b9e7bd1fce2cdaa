"""Python RDKit 2022.09's view of repair_smiles's answers (lab/validate/repair-report.ts runs it): reads JSON lines
{"broken": ..., "candidates": [smiles, ...]} on stdin and writes one line each with whether Python reads the broken
text and Python's canonical SMILES of every candidate (null when Python refuses it).

Run by the report: bun lab/validate/repair-report.ts (needs /usr/bin/python3 with python3-rdkit)."""
import json
import sys

from rdkit import Chem, RDLogger

RDLogger.DisableLog("rdApp.*")


def canonical(smiles):
    mol = Chem.MolFromSmiles(smiles)
    return None if mol is None else Chem.MolToSmiles(mol)


for line in sys.stdin:
    row = json.loads(line)
    print(json.dumps({"broken_read": canonical(row["broken"]), "candidates": [canonical(s) for s in row["candidates"]]}))
