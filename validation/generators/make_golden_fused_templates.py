#!/usr/bin/python3
"""OPSIN's check of the namer's fused and bridged ring templates (src/chem/names/namer/fused.ts).

Each template is a parent's SMILES with a locant per atom. Its numbering is checked name by name with Debian's
OPSIN 2.7.0: for the parent itself, and for every atom that bears a hydrogen, the name "<locant>-chloro-<parent>"
is read by OPSIN and compared (canonical isomeric SMILES, Python RDKit 2022.09) with the template's own structure
with a Cl on that atom. A row per name: {template, smiles, labels, locant, name, opsin, expected, agrees}
(locant null for the parent's own name). A template atom equivalent by symmetry to the one OPSIN substitutes gives
the same canonical SMILES, so a row agrees exactly when the locant is one the parent's numbering allows there.

The templates are listed by our code (bun lab/validate/fused-templates.ts: names, SMILES and labels only);
the expected structures are built here in RDKit and OPSIN's are OPSIN's. Read by
test/chem/names/namer/fused.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_fused_templates.py
"""
import json
import subprocess
from pathlib import Path

from rdkit import Chem, RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-fused-templates.jsonl"


def chloro(smiles, index):
    """The template with a Cl in place of one H of atom `index`."""
    mol = Chem.RWMol(Chem.MolFromSmiles(smiles))
    atom = mol.GetAtomWithIdx(index)
    h = atom.GetTotalNumHs()
    cl = mol.AddAtom(Chem.Atom(17))
    mol.AddBond(index, cl, Chem.BondType.SINGLE)
    atom.SetNoImplicit(True)
    atom.SetNumExplicitHs(h - 1)
    Chem.SanitizeMol(mol)
    return Chem.MolToSmiles(mol)


def main():
    listing = subprocess.run(["bun", "lab/validate/fused-templates.ts"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout
    templates = [json.loads(line) for line in listing.splitlines() if line.strip()]
    rows = []
    for t in templates:
        mol = Chem.MolFromSmiles(t["smiles"])
        base = {"template": t["name"], "smiles": t["smiles"], "labels": "/".join(t["labels"])}
        if mol is None:
            rows.append({**base, "locant": None, "name": t["name"], "expected": None})
            continue
        rows.append({**base, "locant": None, "name": t["name"], "expected": Chem.MolToSmiles(mol)})
        for atom in mol.GetAtoms():
            if atom.GetTotalNumHs() == 0:
                continue
            locant = t["labels"][atom.GetIdx()]
            rows.append({**base, "locant": locant, "name": f"{locant}-chloro{'-' if t['name'][0].isdigit() else ''}{t['name']}",
                         "expected": chloro(t["smiles"], atom.GetIdx())})
    opsin = run_opsin(sorted({r["name"] for r in rows}))
    for r in rows:
        r["opsin"] = canonical(opsin.get(r["name"]))
        r["agrees"] = r["opsin"] is not None and r["opsin"] == r["expected"]
    GOLDEN.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    bad = [r for r in rows if not r["agrees"]]
    print(f"wrote {GOLDEN}: {len(templates)} templates, {len(rows)} names, {len(bad)} disagree")
    for r in bad:
        print(f"  {r['name']}: OPSIN {r['opsin']} expected {r['expected']}")


if __name__ == "__main__":
    main()
