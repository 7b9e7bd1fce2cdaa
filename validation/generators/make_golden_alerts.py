#!/usr/bin/python3
"""Golden PAINS / Brenk alerts from Python RDKit's FilterCatalog.

    /usr/bin/python3 validation/generators/make_golden_alerts.py          # writes the goldens
    /usr/bin/python3 validation/generators/make_golden_alerts.py --time   # also times GetMatches per set
    /usr/bin/python3 validation/generators/make_golden_alerts.py --time-only  # only the timing

For every molecule of three sets the molecule is parsed with
Chem.MolFromSmiles (default sanitisation, explicit hydrogens removed) and run
through FilterCatalog.GetMatches of the PAINS catalog (PAINS_A+B+C) and of the
BRENK catalog; the entry descriptions are recorded in the order GetMatches
returns them (catalog order, each entry once).

Output, one JSONL file per set under validation/golden/:
    alerts-nci.jsonl     /usr/share/RDKit/Data/NCI/first_5K.smi (5,000)
    alerts-chembl.jsonl  /usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi (1,000)
    alerts-wehi.jsonl    /usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv (10,000)
    alerts-painsref.jsonl /usr/share/RDKit/Data/Pains/test_data/test_set3.txt (462 ChEMBL
                         molecules, each a known hit of one PAINS definition: positive controls)
The first line is {"meta": {...}}; then one object per input molecule:
    {"i": line index, "id": ..., "smiles": ..., "pains": [...], "brenk": [...]}
or {"i", "id", "smiles", "invalid": true} when RDKit 2022.09 cannot parse it.
"""
import csv
import json
import os
import sys
import time

import rdkit
from rdkit import Chem, RDConfig, RDLogger
from rdkit.Chem import FilterCatalog as FC

RDLogger.DisableLog("rdApp.*")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
OUT = os.path.join(ROOT, "golden")
SHARE = os.path.dirname(RDConfig.RDDataDir)  # /usr/share/RDKit


def catalog(which):
    params = FC.FilterCatalogParams()
    params.AddCatalog(which)
    return FC.FilterCatalog(params)


CATS = FC.FilterCatalogParams.FilterCatalogs
PAINS = catalog(CATS.PAINS)
BRENK = catalog(CATS.BRENK)


def read_smi(path, sep=None):
    out = []
    with open(path) as f:
        for line in f:
            parts = line.split(sep) if sep else line.split()
            if not parts or not line.strip():
                continue
            out.append((parts[0].strip(), parts[1].strip() if len(parts) > 1 else str(len(out))))
    return out


def read_pains_examples(path):
    # id<TAB>PAINS SMARTS<TAB>SMILES<TAB>ChEMBL id<TAB>source; one known hit per PAINS definition
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            out.append((parts[2], parts[3]))
    return out


def read_wehi(path):
    with open(path, newline="") as f:
        return [(row[0], row[1]) for row in csv.reader(f) if row]


SETS = [
    ("nci", os.path.join(RDConfig.RDDataDir, "NCI", "first_5K.smi"), lambda p: read_smi(p, "\t")),
    ("chembl", os.path.join(SHARE, "Contrib", "FreeWilson", "data", "CHEMBL2321810.smi"), read_smi),
    ("wehi", os.path.join(RDConfig.RDDataDir, "Pains", "test_data", "wehi_mols.csv"), read_wehi),
    ("painsref", os.path.join(RDConfig.RDDataDir, "Pains", "test_data", "test_set3.txt"), read_pains_examples),
]


def names(cat, mol):
    return [entry.GetDescription() for entry in cat.GetMatches(mol)]


def write_set(name, path, reader):
    rows = reader(path)
    out_path = os.path.join(OUT, f"alerts-{name}.jsonl")
    stats = dict(molecules=len(rows), invalid=0, with_pains=0, with_brenk=0)
    lines = []
    for i, (smi, ident) in enumerate(rows):
        mol = Chem.MolFromSmiles(smi)
        if mol is None:
            stats["invalid"] += 1
            lines.append(dict(i=i, id=ident, smiles=smi, invalid=True))
            continue
        p, b = names(PAINS, mol), names(BRENK, mol)
        stats["with_pains"] += bool(p)
        stats["with_brenk"] += bool(b)
        lines.append(dict(i=i, id=ident, smiles=smi, pains=p, brenk=b))
    meta = dict(
        source=path.replace(SHARE, "/usr/share/RDKit"),
        rdkit=rdkit.__version__,
        generator="/usr/bin/python3 validation/generators/make_golden_alerts.py",
        catalogs="FilterCatalogs.PAINS (PAINS_A+B+C), FilterCatalogs.BRENK",
        parse="Chem.MolFromSmiles (sanitised, Hs removed)",
        **stats,
    )
    with open(out_path, "w") as f:
        f.write(json.dumps(dict(meta=meta), separators=(",", ":")) + "\n")
        for line in lines:
            f.write(json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n")
    print(f"{out_path}: {stats}")


def time_sets():
    """Per-molecule time of GetMatches (parsing not timed), in this process."""
    for name, path, reader in SETS[:3]:
        mols = [m for m in (Chem.MolFromSmiles(s) for s, _ in reader(path)) if m is not None]
        PAINS.GetMatches(mols[0])  # warm up
        BRENK.GetMatches(mols[0])
        result = {}
        for label, cats in (("PAINS", (PAINS,)), ("Brenk", (BRENK,)), ("both", (PAINS, BRENK))):
            t0 = time.perf_counter()
            for m in mols:
                for cat in cats:
                    cat.GetMatches(m)
            result[label] = (time.perf_counter() - t0) / len(mols) * 1000
        print(f"Python FilterCatalog.GetMatches, {len(mols)} {name} molecules: "
              + ", ".join(f"{k} {v:.3f} ms/mol" for k, v in result.items()))


def main():
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
    if "--time-only" not in sys.argv:
        os.makedirs(OUT, exist_ok=True)
        for name, path, reader in SETS:
            if only is None or name == only:
                write_set(name, path, reader)
    if "--time" in sys.argv or "--time-only" in sys.argv:
        time_sets()


if __name__ == "__main__":
    main()
