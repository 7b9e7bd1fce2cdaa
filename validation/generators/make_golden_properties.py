#!/usr/bin/python3
"""Golden values for calc_properties and lipinski_check, computed with Debian's Python RDKit 2022.09.

Run: /usr/bin/python3 validation/generators/make_golden_properties.py
Writes validation/golden/properties.jsonl (raw, unrounded numbers; the tests apply tools.md's rounding).

What the tests check against these values:
- test/tools/calc-properties.test.ts, every molecule: mw, logp, qed (within half a unit of the 3rd decimal),
  exact_mass (4th decimal), tpsa (2nd decimal), and hbd, rotatable_bonds, heavy_atom_count exactly.
  hba is stored for reference only: tools.md takes NumHBA (and NumHBD, NumRotatableBonds) from the embedded
  RDKit build, whose HBA definition changed in RDKit 2024; the test compares those three fields with the embedded
  build's own get_descriptors() on every molecule instead.
- test/tools/lipinski-check.test.ts: lipinski_hbd and lipinski_hba exactly, mw (2nd decimal) and logp
  (3rd decimal), and the four rules and `passes` judged on these unrounded values.
Every disagreement must be listed, with its reason, in validation/golden/properties-known-differences.json.

exact_mass is RDKit's ExactMolWt with one correction: the monoisotopic mass takes each element's most abundant
isotope, but RDKit 2022.09's periodic table names 50V (0.25 % natural abundance) as vanadium's most common isotope
although 51V is 99.75 % abundant (its own abundance data say so). RDKit fixed this in 2023.09 (rdkit/rdkit#6638,
PR #6656). For every element whose table entry has this fault (found from the table's abundances; in 2022.09
vanadium only), each atom without an isotope label gets mass(most abundant isotope) - mass(table's isotope) added.
"""
import json
import os
import sys

from rdkit import Chem, RDLogger, rdBase
from rdkit.Chem import QED, Crippen, Descriptors, rdMolDescriptors

sys.path.insert(0, os.path.dirname(__file__))
from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "golden", "properties.jsonl")
TABLE = Chem.GetPeriodicTable()


def most_abundant_isotope(z):
    """The isotope with the highest natural abundance in RDKit's table, or None without abundance data."""
    weight = TABLE.GetAtomicWeight(z)
    best = None
    for mass_number in range(max(1, int(weight) - 25), int(weight) + 26):
        try:
            abundance = TABLE.GetAbundanceForIsotope(z, mass_number)
        except (RuntimeError, ValueError):
            continue
        if abundance > 0 and (best is None or abundance > best[1]):
            best = (mass_number, abundance)
    return best[0] if best else None


def monoisotopic_corrections():
    """{atomic number: mass to add per unlabelled atom} for elements whose 'most common isotope' is not the most abundant."""
    corrections = {}
    for z in range(1, 119):
        try:
            listed = TABLE.GetMostCommonIsotope(z)
        except (RuntimeError, ValueError):
            continue
        best = most_abundant_isotope(z)
        if best is not None and best != listed:
            corrections[z] = TABLE.GetMassForIsotope(z, best) - TABLE.GetMostCommonIsotopeMass(z)
    return corrections


CORRECTIONS = monoisotopic_corrections()


def exact_mass(mol):
    """ExactMolWt with each unlabelled atom at its element's most abundant isotope (see the module docstring)."""
    mass = Descriptors.ExactMolWt(mol)
    for atom in mol.GetAtoms():
        if atom.GetIsotope() == 0:
            mass += CORRECTIONS.get(atom.GetAtomicNum(), 0.0)
    return mass


def main():
    rows = molecule_sets(nci=None, chembl=None, wehi=2000)
    with open(OUT, "w") as out:
        for set_name, smiles, ident in rows:
            mol = Chem.MolFromSmiles(smiles)
            if mol is None:
                continue
            record = {
                "set": set_name,
                "id": ident,
                "smiles": smiles,
                "mw": Descriptors.MolWt(mol),
                "exact_mass": exact_mass(mol),
                "logp": Crippen.MolLogP(mol),
                "tpsa": rdMolDescriptors.CalcTPSA(mol),
                "hbd": rdMolDescriptors.CalcNumHBD(mol),
                "hba": rdMolDescriptors.CalcNumHBA(mol),
                "rotatable_bonds": rdMolDescriptors.CalcNumRotatableBonds(mol),
                "heavy_atom_count": mol.GetNumHeavyAtoms(),
                "qed": QED.qed(mol),
                "lipinski_hbd": rdMolDescriptors.CalcNumLipinskiHBD(mol),
                "lipinski_hba": rdMolDescriptors.CalcNumLipinskiHBA(mol),
            }
            out.write(json.dumps(record) + "\n")
    fixed = ", ".join(f"{TABLE.GetElementSymbol(z)} {delta:+.7f}" for z, delta in sorted(CORRECTIONS.items())) or "none"
    print(f"wrote {OUT} with RDKit {rdBase.rdkitVersion}; monoisotopic corrections: {fixed}")


if __name__ == "__main__":
    main()
