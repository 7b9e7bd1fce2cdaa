#!/usr/bin/python3
"""Golden canonical tautomers from Python RDKit 2022.09 (Debian python3-rdkit).

For every molecule of validation/data/tautomer-cases.smi and of the three molecule sets
(reference-data.md) it records:
- canonical: Chem.MolToSmiles(rdMolStandardize.TautomerEnumerator().Canonicalize(mol));
- tautomers, status: len() and .status of the enumeration Canonicalize runs, i.e.
  TautomerEnumerator with SetReassignStereo(False) (Canonicalize enumerates with that copy);
- limit_reached: status is not Completed.
Molecules RDKit cannot parse are written with canonical null.

    /usr/bin/python3 validation/generators/make_golden_tautomer.py
writes validation/golden/tautomer-cases.jsonl, tautomer-sets.jsonl and tautomer-limits.jsonl
(--limits-only: just the last, a few seconds).
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem.MolStandardize import rdMolStandardize  # noqa: E402

from molecules import molecule_sets  # noqa: E402

VALIDATION = HERE.parent if HERE.name == "generators" else HERE
CASES = VALIDATION / "data" / "tautomer-cases.smi"
GOLDEN = VALIDATION / "golden"


def read_cases():
    rows = []
    for line in CASES.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        smiles, name = line.split(None, 1)
        rows.append(("cases", smiles, name.strip()))
    return rows


def record(canonicalizer, enumerator, set_name, smiles, ident):
    mol = Chem.MolFromSmiles(smiles)
    row = {"set": set_name, "id": ident, "smiles": smiles}
    if mol is None:
        return {**row, "canonical": None}
    canonical = Chem.MolToSmiles(canonicalizer.Canonicalize(mol))
    result = enumerator.Enumerate(mol)
    status = str(result.status).split(".")[-1]
    return {**row, "canonical": canonical, "tautomers": len(result), "status": status, "limit_reached": status != "Completed"}


def write(path, rows):
    canonicalizer = rdMolStandardize.TautomerEnumerator()
    enumerator = rdMolStandardize.TautomerEnumerator()
    enumerator.SetReassignStereo(False)
    with open(path, "w") as out:
        for set_name, smiles, ident in rows:
            out.write(json.dumps(record(canonicalizer, enumerator, set_name, smiles, ident)) + "\n")
    print(f"wrote {path} ({len(rows)} molecules)")


# Limits: RDKit's defaults, and molecules run with small maxTautomers / maxTransforms around the point
# where each stops completing (the bound itself and one past it).
LIMIT_MOLECULES = [
    ("guanine", "Nc1nc2[nH]cnc2c(=O)[nH]1"),
    ("curcumin", "COc1cc(/C=C/C(=O)CC(=O)/C=C/c2ccc(O)c(OC)c2)ccc1O"),
    ("barbituric_acid", "O=C1CC(=O)NC(=O)N1"),
]


def limits():
    params = rdMolStandardize.CleanupParameters()
    rows = [{"defaults": {"max_tautomers": params.maxTautomers, "max_transforms": params.maxTransforms}}]
    for name, smiles in LIMIT_MOLECULES:
        mol = Chem.MolFromSmiles(smiles)
        for kind in ("max_tautomers", "max_transforms"):
            for bound in range(1, 31):
                canonicalizer = rdMolStandardize.TautomerEnumerator()
                enumerator = rdMolStandardize.TautomerEnumerator()
                enumerator.SetReassignStereo(False)
                for e in (canonicalizer, enumerator):
                    (e.SetMaxTautomers if kind == "max_tautomers" else e.SetMaxTransforms)(bound)
                result = enumerator.Enumerate(mol)
                status = str(result.status).split(".")[-1]
                rows.append({"id": name, "smiles": smiles, kind: bound, "canonical": Chem.MolToSmiles(canonicalizer.Canonicalize(mol)),
                             "tautomers": len(result), "status": status, "limit_reached": status != "Completed"})
    path = GOLDEN / "tautomer-limits.jsonl"
    with open(path, "w") as out:
        for row in rows:
            out.write(json.dumps(row) + "\n")
    print(f"wrote {path} ({len(rows)} rows)")


def main():
    RDLogger.DisableLog("rdApp.*")
    limits()
    if "--limits-only" in sys.argv:
        return
    write(GOLDEN / "tautomer-cases.jsonl", read_cases())
    write(GOLDEN / "tautomer-sets.jsonl", molecule_sets())


if __name__ == "__main__":
    main()
