#!/usr/bin/python3
"""Golden MolStandardize answers from Python RDKit (Debian python3-rdkit 2022.09)
for the `standardize` tool (issue 19).

Writes validation/golden/standardize.jsonl, one line per molecule:
  {"set", "id", "smiles",
   "cleanup":   MolToSmiles(Cleanup(MolFromSmiles(smiles))),
   "fragment":  MolToSmiles(FragmentParent(MolFromSmiles(<cleanup>), skipStandardize=True)),
   "charge":    MolToSmiles(ChargeParent(MolFromSmiles(<fragment>), skipStandardize=True)),
   "tautomer":  MolToSmiles(TautomerEnumerator().Canonicalize(MolFromSmiles(<charge>))),
   "parent":    the four steps chained on RDKit molecules (no SMILES in between), the tool's default answer,
   "parent_no_tautomer": the first three chained}
Each step's input is the previous step's golden SMILES, parsed again, so a step is compared on its own
(a test feeds our step the same SMILES). A step Python cannot do is null with "<step>_error".
A molecule Python cannot parse is written as {"set", "id", "smiles", "error"}.

The tool's pipeline is RDKit's composition: ChargeParent(x, skipStandardize=True) is
FragmentParent(x, skip) + Uncharger().uncharge + Cleanup; CanonicalTautomer is
TautomerEnumerator().Canonicalize with default parameters.

Molecule sets: nci (all), chembl (all), wehi (its first WEHI_LIMIT = 6,000 of 10,000 molecules: Python's canonical
tautomer takes about a second per WEHI molecule on the shared box, and the file is made twice per step) from
validation/generators/molecules.py, and cases (validation/data/standardize-cases.smi).
Usage: /usr/bin/python3 validation/generators/make_golden_standardize.py [--bench OUT.json]
  --bench: also times each step per molecule (perf_counter, the median of 3 runs) into OUT.json.
"""
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from molecules import molecule_sets  # noqa: E402
from rdkit import Chem, RDLogger  # noqa: E402
from rdkit.Chem.MolStandardize import rdMolStandardize as S  # noqa: E402

ROOT = HERE.parent
OUT = ROOT / "golden" / "standardize.jsonl"
CASES = ROOT / "data" / "standardize-cases.smi"


def case_rows():
    rows = []
    for line in CASES.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            smiles, ident = line.split()[:2]
            rows.append(("cases", smiles, ident))
    return rows


ENUMERATOR = S.TautomerEnumerator()
WEHI_LIMIT = 6000

STEPS = [
    ("cleanup", lambda m: S.Cleanup(m)),
    ("fragment", lambda m: S.FragmentParent(m, skipStandardize=True)),
    ("charge", lambda m: S.ChargeParent(m, skipStandardize=True)),
    ("tautomer", lambda m: ENUMERATOR.Canonicalize(m)),
]


def one(set_name, smiles, ident):
    row = {"set": set_name, "id": ident, "smiles": smiles}
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        row["error"] = "parse"
        return row
    current = smiles
    for name, step in STEPS:
        if current is None:
            row[name] = None
            continue
        try:
            current = Chem.MolToSmiles(step(Chem.MolFromSmiles(current)))
        except Exception as exc:  # RDKit raises several types; the message is kept
            row[f"{name}_error"] = str(exc)[:200]
            current = None
        row[name] = current
    chained = mol
    try:
        for name, step in STEPS:
            chained = step(chained)
            if name == "charge":
                row["parent_no_tautomer"] = Chem.MolToSmiles(chained)
        row["parent"] = Chem.MolToSmiles(chained)
    except Exception as exc:
        row.setdefault("parent_no_tautomer", None)
        row["parent"] = None
        row["parent_error"] = str(exc)[:200]
    return row


def bench(rows, out):
    """Per-molecule time of each step and of the chained pipeline, Python side (median of 3)."""
    timings = []
    for set_name, smiles, ident in rows:
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            continue
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            m = Chem.MolFromSmiles(smiles)
            try:
                for name, step in STEPS[:3]:
                    m = step(m)
            except Exception:
                pass
            runs.append(time.perf_counter() - start)
        runs.sort()
        timings.append({"set": set_name, "id": ident, "ms": runs[1] * 1000})
    Path(out).write_text(json.dumps(timings))


def main():
    RDLogger.DisableLog("rdApp.*")
    rows = molecule_sets(wehi=WEHI_LIMIT) + case_rows()
    if "--bench" in sys.argv:
        bench(rows, sys.argv[sys.argv.index("--bench") + 1])
        return
    with OUT.open("w") as handle:
        for set_name, smiles, ident in rows:
            handle.write(json.dumps(one(set_name, smiles, ident), sort_keys=True) + "\n")
    print(f"wrote {OUT}: {len(rows)} molecules")


if __name__ == "__main__":
    main()
