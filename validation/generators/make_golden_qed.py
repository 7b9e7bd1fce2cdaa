#!/usr/bin/python3
"""Golden QED values from Python RDKit (Debian python3-rdkit 2022.09).

Writes validation/golden/qed.jsonl: one line per input molecule,
  {"set", "id", "smiles", "qed", "props": [MW, ALOGP, HBA, HBD, PSA, ROTB, AROM, ALERTS], "alerts": [alert indices]}
  (edge-set lines also carry "qed_max" and "qed_none": QED.weights_max / QED.weights_none)
or, when Python RDKit cannot parse the SMILES, {"set", "id", "smiles", "error"}.

Molecule sets:
  nci     /usr/share/RDKit/Data/NCI/first_5K.smi                      (all lines)
  chembl  /usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi  (all lines)
  wehi    /usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv         (every 3rd row, first 3,000 of those)
  edge    a few hand-written SMILES with explicit hydrogens, parsed keeping them
          (SmilesParserParams.removeHs = False; lines carry "keepHs": true), plus small edge cases

Usage:
  /usr/bin/python3 validation/generators/make_golden_qed.py            # write the golden file
  /usr/bin/python3 validation/generators/make_golden_qed.py --bench    # also time QED.qed in-process on NCI 5K
"""
import csv
import json
import os
import sys
import time

import rdkit
from rdkit import Chem, RDLogger
from rdkit.Chem import QED

RDLogger.DisableLog("rdApp.*")

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
OUT = os.path.join(HERE, "golden", "qed.jsonl")
NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi"
CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi"
WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv"
WEHI_COUNT = 3000


def read_smi(path, name):
    with open(path) as fh:
        for line in fh:
            parts = line.split()
            if parts:
                yield name, parts[1] if len(parts) > 1 else "", parts[0]


def read_wehi():
    taken = 0
    with open(WEHI, newline="") as fh:
        for i, row in enumerate(csv.reader(fh)):
            if i % 3 != 0:
                continue
            yield "wehi", row[1], row[0]
            taken += 1
            if taken == WEHI_COUNT:
                return


# (smiles, keep explicit hydrogens when parsing)
EDGE = [
    ("[H]OC([H])([H])c1ccccc1", True),
    ("[2H]C([2H])([2H])Oc1ccccc1", True),
    ("[2H]C([2H])([2H])Oc1ccccc1", False),
    ("[H]N([H])c1ccc(cc1)S(=O)(=O)N([H])[H]", True),
    ("[H]C#C[H]", True),
    ("[H]/C(F)=C(/[H])F", True),
    ("C[C@@]1([H])CC[C@@]([H])(N)CC1", True),
    ("[H][H]", True),
    ("C", False),
    ("[Na+].[Cl-]", False),
    ("CC(=O)Oc1ccccc1C(=O)O", False),
    ("CN1C=NC2=C1C(=O)N(C(=O)N2C)C", False),
    ("O=C1c2ccccc2C(=O)c2ccccc21", False),
    ("C1CC2CCC1C2", False),
    ("c1ccc2c(c1)[nH]c1ccccc12", False),
    ("OC(=O)C(F)(F)F.CCN", False),
    ("", False),
    ("[3H]C([3H])([3H])C(=O)N[2H]", False),
    ("CC(C)(C)c1ccc(cc1)[13C](=O)O", False),
    # the doctest examples of QED.py (0.253..., 0.234..., 0.234...)
    ("N=C(CCSCc1csc(N=C(N)N)n1)NS(N)(=O)=O", False),
    ("CNC(=NCCSCc1nc[nH]c1C)NC#N", False),
    ("CCCCCNC(=N)NN=Cc1c[nH]c2ccc(CO)cc12", False),
]


def molecules():
    yield from read_smi(NCI, "nci")
    yield from read_smi(CHEMBL, "chembl")
    yield from read_wehi()
    for i, (smiles, keep) in enumerate(EDGE):
        yield "edge", str(i + 1), smiles, keep


def parse(smiles, keep_hs):
    if not keep_hs:
        return Chem.MolFromSmiles(smiles)
    params = Chem.SmilesParserParams()
    params.removeHs = False
    return Chem.MolFromSmiles(smiles, params)


def main():
    n = 0
    failed = 0
    with open(OUT, "w") as fh:
        for set_name, mol_id, smiles, *rest in molecules():
            n += 1
            keep_hs = bool(rest and rest[0])
            mol = parse(smiles, keep_hs)
            rec = {"set": set_name, "id": mol_id, "smiles": smiles}
            if keep_hs:
                rec["keepHs"] = True
            if mol is None:
                rec["error"] = "Python RDKit could not parse the SMILES"
                failed += 1
            else:
                props = QED.properties(mol)
                rec["qed"] = QED.qed(mol)
                rec["props"] = [float(props.MW), float(props.ALOGP), int(props.HBA), int(props.HBD),
                                float(props.PSA), int(props.ROTB), int(props.AROM), int(props.ALERTS)]
                noh = Chem.RemoveHs(mol)
                rec["alerts"] = [i for i, a in enumerate(QED.StructuralAlerts) if noh.HasSubstructMatch(a)]
                if set_name == "edge":
                    rec["qed_max"] = QED.weights_max(mol)
                    rec["qed_none"] = QED.weights_none(mol)
            fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
    print(f"RDKit {rdkit.__version__}: wrote {n} molecules ({failed} unparsable) to {os.path.relpath(OUT)}")

    if "--bench" in sys.argv:
        mols = [m for m in (Chem.MolFromSmiles(s) for _, _, s in read_smi(NCI, "nci")) if m is not None]
        for rep in range(3):
            t0 = time.perf_counter()
            for m in mols:
                QED.qed(m)
            dt = time.perf_counter() - t0
            print(f"bench run {rep + 1}: QED.qed on {len(mols)} pre-parsed NCI molecules: "
                  f"{dt:.2f} s total, {dt / len(mols) * 1000:.3f} ms/molecule")


if __name__ == "__main__":
    main()
