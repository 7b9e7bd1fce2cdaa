#!/usr/bin/python3
"""Golden BRICS bonds and one-step H-capped disconnections from Python RDKit
(Debian python3-rdkit 2022.09).

Writes validation/golden/brics.jsonl: one line per input molecule,
  {"set", "id", "smiles",
   "bonds": [[[i, j], [labelI, labelJ]], ...],   # list(BRICS.FindBRICSBonds(mol)), same order
   "frags": [[smilesI, smilesJ], ...]}            # one pair per bond, same order
or, when Python RDKit cannot parse the SMILES, {"set", "id", "smiles", "error"}.
A fragment that Python cannot build is written as null (with the reason in "fragErrors").

How a fragment pair is made (the "H-capped one-step disconnection"):
  1. Chem.FragmentOnBonds(mol, [bond between i and j], addDummies=True): the bond is
     removed and each broken end gets a dummy atom bonded with the original bond type
     (FragmentOnBonds keeps the end atoms' tetrahedral parity right).
  2. Both dummies become hydrogens (SetAtomicNum(1), SetIsotope(0)); Chem.RemoveHs
     (which sanitizes) folds them into the end atoms, again keeping parity right.
     A double bond (BRICS L7=L7) is capped with two hydrogens on each end.
  3. Chem.GetMolFrags: fragment I is the connected piece holding atom i, fragment J
     the piece holding atom j (other pieces of a multi-component input, e.g. a
     counter-ion, belong to neither).
  4. Chem.MolToSmiles(fragment) (canonical, isomeric).
No InChI is stored: Debian's python3-rdkit 2022.09 is built without InChI support
(rdkit.Chem has no MolToInchi). When a fragment string differs, the test decides
"same molecule?" by re-canonicalising the golden SMILES with the embedded 2026.09
build and by comparing the embedded build's InChI of both.
This is NOT FragmentOnBonds(addDummies=False): that one does not add a hydrogen to
bracket atoms ([N+], [nH] ...), e.g. C[N+](C)(C)CC... gives C[N+](C)C instead of
C[NH+](C)C, so it is not an H cap.

Molecule sets:
  nci     /usr/share/RDKit/Data/NCI/first_5K.smi                      (all lines)
  chembl  /usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi  (all lines)
  edge    hand-written edge cases (EDGE below): charges, aromatic N, stereo, isotopes, salts

Usage:
  /usr/bin/python3 validation/generators/make_golden_brics.py            # write the golden file
  /usr/bin/python3 validation/generators/make_golden_brics.py --bench    # only time FindBRICSBonds + disconnections in-process on NCI 5K
  /usr/bin/python3 validation/generators/make_golden_brics.py --classify DIFFS.json
      # classify the disagreements that `BRICS_DIFFS_OUT=DIFFS.json bun test test/chem/reactions/brics.test.ts`
      # wrote, with Python RDKit as the judge, into validation/golden/brics-known-differences.jsonl;
      # exits non-zero (writing nothing) when one cannot be explained by a rule below.

Disagreement classes (--classify):
  unparsable-2026   Python 2022.09 parses the input SMILES but the embedded 2026.09 build
                    rejects it (it is stricter about hypervalent atoms).
  metal-h-brackets  fragment strings differ, but Python 2022.09 canonicalises our string to the
                    golden one (and the test checks the 2026.09 build canonicalises the golden
                    string to ours), and the fragment holds a metal: RDKit 2025.03+ writes every
                    atom bonded to a metal with an explicit H count in brackets (rdkit/rdkit#8318).
"""
import json
import os
import sys
import time

import rdkit
from rdkit import Chem, RDLogger
from rdkit.Chem import BRICS

RDLogger.DisableLog("rdApp.*")

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
OUT = os.path.join(HERE, "golden", "brics.jsonl")
NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi"
CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi"

EDGE = [
    ("plain-ether", "CCCOCC"),
    ("docstring-ketone", "CCCOCCC(=O)c1ccccc1"),
    ("l7-double", "CC=CC"),
    ("l7-trans", "C/C=C/C"),
    ("l7-cis-conjugated", "C/C=C\\C=C\\C(=O)OC"),
    ("ring-lactam-none", "O=C1NCCC1"),
    ("ring-gem-dimethyl-none", "CC1(C)CCCCC1"),
    ("n-alkyl-imidazole", "CCn1ccnc1"),
    ("n-benzyl-indole", "c1ccc(Cn2ccc3ccccc32)cc1"),
    ("n-aryl-pyrrole", "c1ccc(-n2cccc2)cc1"),
    ("biphenyl", "c1ccc(-c2ccccc2)cc1"),
    ("pyridyl-phenyl", "c1ccc(-c2ccccn2)cc1"),
    ("quaternary-ammonium", "C[N+](C)(C)CC(=O)OC"),
    ("carboxylate", "CCCC(=O)[O-]"),
    ("anilinium", "[NH3+]c1ccc(C(=O)OCC)cc1"),
    ("nitro-aryl", "O=[N+]([O-])c1ccc(OCC)cc1"),
    ("sulfonamide", "Cc1ccc(S(=O)(=O)NC2CCCC2)cc1"),
    ("thioether", "CSc1ccccc1"),
    ("chiral-amine", "C[C@H](N)C(=O)O"),
    ("chiral-quaternary", "CC[C@](C)(F)NC(C)=O"),
    ("chiral-quaternary-2", "CC[C@@](C)(NC(C)=O)c1ccccc1"),
    ("chiral-ring-ether", "C[C@H]1CC[C@@H](OCc2ccccc2)CC1"),
    ("chiral-ring-amine", "O=C(N[C@@H]1CCCN(C)C1)c1ccccc1"),
    ("stereo-db-adjacent", "C/C=C/C(=O)Nc1ccccc1"),
    ("stereo-db-styryl", "O=C(/C=C/c1ccccc1)OCC"),
    ("stereo-db-ring-neighbour", "C/C=C/[C@H]1CCCN1C(=O)c1ccccc1"),
    ("isotope", "[2H]C([2H])([2H])Oc1ccccc1"),
    ("isotope-13c", "[13CH3]C(=O)Nc1ccccc1"),
    ("salt", "CC(=O)Nc1ccccc1.Cl"),
    ("salt-sodium", "CCCC(=O)OC.[Na+].[Cl-]"),
    ("explicit-h-atom", "[H]OC(=O)CCOc1ccccc1"),
    ("pyridone-n-alkyl", "CCn1ccccc1=O"),
    ("urea", "O=C(Nc1ccccc1)NC1CCCCC1"),
    ("nexavar", "CNC(=O)C1=NC=CC(OC2=CC=C(NC(=O)NC3=CC(=C(Cl)C=C3)C(F)(F)F)C=C2)=C1"),
    ("azide-none", "CCN=[N+]=[N-]"),
    ("radical", "C[CH]OC"),
    ("charged-carbanion-side", "C[CH-]OC"),
    ("no-bonds", "C"),
    ("aromatic-s", "Cc1ccc(Cc2cccs2)o1"),
    ("triazole-n-alkyl", "CCn1cnnc1"),
    ("pyrazole-n-aryl", "c1ccc(-n2cccn2)cc1"),
]


def read_smi(path, name):
    with open(path) as fh:
        for line in fh:
            parts = line.split()
            if parts:
                yield name, parts[1] if len(parts) > 1 else "", parts[0]


def molecules():
    yield from read_smi(NCI, "nci")
    yield from read_smi(CHEMBL, "chembl")
    for name, smi in EDGE:
        yield "edge", name, smi


def fragments(mol, i, j):
    """The H-capped fragment pair (molecules) for breaking the bond i-j."""
    bond = mol.GetBondBetweenAtoms(i, j)
    broken = Chem.FragmentOnBonds(mol, [bond.GetIdx()], addDummies=True)
    rw = Chem.RWMol(broken)
    for atom in rw.GetAtoms():
        if atom.GetIdx() >= mol.GetNumAtoms():  # the two dummies are appended
            assert atom.GetAtomicNum() == 0
            atom.SetAtomicNum(1)
            atom.SetIsotope(0)
    capped = Chem.RemoveHs(rw.GetMol())
    pieces = Chem.GetMolFrags(capped, asMols=False, sanitizeFrags=False)
    mols = Chem.GetMolFrags(capped, asMols=True, sanitizeFrags=False)
    out = []
    for end in (i, j):
        k = next(n for n, piece in enumerate(pieces) if end in piece)
        out.append(mols[k])
    return out


def record(set_name, mol_id, smiles):
    rec = {"set": set_name, "id": mol_id, "smiles": smiles}
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        rec["error"] = "Python RDKit could not parse the SMILES"
        return rec
    bonds = list(BRICS.FindBRICSBonds(mol))
    rec["bonds"] = [[[int(i), int(j)], [a, b]] for (i, j), (a, b) in bonds]
    frags, errors = [], {}
    for k, ((i, j), _) in enumerate(bonds):
        try:
            pair = fragments(mol, i, j)
            frags.append([Chem.MolToSmiles(m) for m in pair])
        except Exception as exc:  # keep going; the test reports it
            frags.append(None)
            errors[str(k)] = str(exc)
    rec["frags"] = frags
    if errors:
        rec["fragErrors"] = errors
    return rec


def bench():
    mols = [Chem.MolFromSmiles(s) for _, _, s in read_smi(NCI, "nci")]
    mols = [m for m in mols if m is not None]
    t0 = time.perf_counter()
    nb = 0
    for m in mols:
        for (i, j), _ in BRICS.FindBRICSBonds(m):
            nb += 1
            for f in fragments(m, i, j):
                Chem.MolToSmiles(f)
    t1 = time.perf_counter()
    t2 = time.perf_counter()
    for m in mols:
        list(BRICS.FindBRICSBonds(m))
    t3 = time.perf_counter()
    print(f"RDKit {rdkit.__version__}: {len(mols)} NCI molecules, {nb} BRICS bonds")
    print(f"  FindBRICSBonds + H-capped disconnections (SMILES): {(t1 - t0) * 1e3 / len(mols):.3f} ms/molecule")
    print(f"  FindBRICSBonds only: {(t3 - t2) * 1e3 / len(mols):.3f} ms/molecule")


KNOWN = os.path.join(HERE, "golden", "brics-known-differences.jsonl")
# QueryOps' "is it a metal" set is not exposed to Python; the elements here are the ones met.
METALS = {"Li", "Na", "K", "Mg", "Ca", "Al", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn",
          "Ga", "Ge", "Zr", "Mo", "Ru", "Rh", "Pd", "Ag", "Cd", "In", "Sn", "Sb", "W", "Os", "Ir",
          "Pt", "Au", "Hg", "Tl", "Pb", "Bi", "B", "Si", "As", "Se", "Te"}
UNPARSABLE_REASON = ("Python RDKit 2022.09 parses this SMILES but the embedded RDKit 2026.09 rejects "
                     "it (stricter valence rules for hypervalent atoms); the molecule cannot be compared.")
METAL_REASON = ("Same molecule: Python RDKit 2022.09 canonicalises our fragment SMILES to the golden "
                "string. Since 2025.03 RDKit writes atoms bonded to a metal with an explicit H count "
                "in brackets (rdkit/rdkit#8318), so the 2026.09 canonical string differs.")


def classify(path):
    with open(path) as fh:
        diffs = json.load(fh)
    out, bad = [], []
    for d in diffs:
        if d["kind"] == "unparsable":
            if Chem.MolFromSmiles(d["smiles"]) is None:
                bad.append((d, "Python cannot parse it either"))
                continue
            out.append({"set": d["set"], "id": d["id"], "kind": "unparsable-2026", "smiles": d["smiles"],
                        "reason": UNPARSABLE_REASON})
        elif d["kind"] == "fragment":
            ours = Chem.MolFromSmiles(d["ours"])
            if ours is None or Chem.MolToSmiles(ours) != d["golden"]:
                bad.append((d, "not the same molecule for Python RDKit"))
                continue
            if not any(a.GetSymbol() in METALS for a in ours.GetAtoms()):
                bad.append((d, "same molecule but no metal: explain by hand"))
                continue
            out.append({"set": d["set"], "id": d["id"], "bond": d["bond"], "side": d["side"],
                        "kind": "metal-h-brackets", "golden": d["golden"], "ours": d["ours"],
                        "reason": METAL_REASON})
        else:
            bad.append((d, "a bond-list disagreement: explain by hand"))
    if bad:
        for d, why in bad:
            print(f"UNEXPLAINED ({why}): {json.dumps(d)}")
        sys.exit(1)
    with open(KNOWN, "w") as fh:
        for rec in out:
            fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
    print(f"wrote {KNOWN}: {len(out)} known differences")


def main():
    if "--classify" in sys.argv:
        classify(sys.argv[sys.argv.index("--classify") + 1])
        return
    if "--bench" in sys.argv:
        bench()
        return
    n = failed = nbonds = 0
    with open(OUT, "w") as fh:
        for set_name, mol_id, smiles in molecules():
            rec = record(set_name, mol_id, smiles)
            n += 1
            if "error" in rec:
                failed += 1
            else:
                nbonds += len(rec["bonds"])
            fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
    print(f"RDKit {rdkit.__version__}: wrote {OUT}: {n} molecules ({failed} unparsable), {nbonds} BRICS bonds")


if __name__ == "__main__":
    main()
