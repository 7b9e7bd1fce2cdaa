#!/usr/bin/python3
"""Independent MMFF94 energies of our generate_3d conformers, computed with Debian's Python RDKit.

Input: validation/golden/mmff94-conformers.jsonl (our conformers, committed; made by lab/validate/mmff94-conformers.ts).
Output: validation/golden/mmff94-strain.jsonl, one row per conformer:
  e_given      MMFF94 energy (kcal/mol) of the conformer exactly as committed (coordinates of the V2000 molblock),
  e_minimised  MMFF94 energy after RDKit's BFGS minimisation run to convergence from there (a local minimum),
  strain       e_given - e_minimised (what a local minimisation still gains; the bar is in generate3d-report.md),
  plus the atom counts RDKit read (hydrogens kept) and the minimiser's iterations.
RDKit's own MMFF94 (not MMFF94s), default settings: constant dielectric 1, non-bonded cut-off 100 A.

Needs: apt-get install python3-rdkit
Run: /usr/bin/python3 validation/generators/make_golden_mmff94.py
"""
import json
import os

from rdkit import Chem, RDLogger, rdBase
from rdkit.Chem import rdForceFieldHelpers
from rdkit.ForceField import rdForceField  # noqa: F401  (registers the Python classes of the force-field objects)

RDLogger.DisableLog("rdApp.*")
GOLDEN = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "golden")

# Converged means: RDKit's minimiser returns 0 with gradient tolerance 1e-6 and energy tolerance 1e-12,
# far tighter than its defaults (1e-4, 1e-6), so the minimised energy is the local minimum's to ~1e-5 kcal/mol.
FORCE_TOL = 1e-6
ENERGY_TOL = 1e-12
MAX_ITS = 100_000


def energies(row):
    # removeHs=False: RDKit sees every hydrogen we wrote, in our order, at our coordinates.
    mol = Chem.MolFromMolBlock(row["molblock"], removeHs=False)
    if mol is None:
        raise SystemExit(f"{row['id']}: RDKit cannot read the molblock")
    heavy = sum(1 for a in mol.GetAtoms() if a.GetAtomicNum() > 1)
    if (mol.GetNumAtoms(), heavy) != (row["atom_count"], row["heavy_atoms"]):
        raise SystemExit(f"{row['id']}: RDKit read {mol.GetNumAtoms()} atoms, {heavy} heavy")
    if not rdForceFieldHelpers.MMFFHasAllMoleculeParams(mol):
        raise SystemExit(f"{row['id']}: MMFF94 lacks parameters")
    props = rdForceFieldHelpers.MMFFGetMoleculeProperties(mol, mmffVariant="MMFF94")
    ff = rdForceFieldHelpers.MMFFGetMoleculeForceField(mol, props)
    e_given = ff.CalcEnergy()
    iterations = 0
    # Restarting BFGS from where it stopped until a run converges at once (a restart clears its curvature estimate).
    while True:
        status = ff.Minimize(maxIts=MAX_ITS, forceTol=FORCE_TOL, energyTol=ENERGY_TOL)
        iterations += 1
        if status == 0 or iterations > 20:
            break
    if status != 0:
        raise SystemExit(f"{row['id']}: MMFF94 minimisation did not converge")
    e_minimised = ff.CalcEnergy()
    return {
        "id": row["id"],
        "smiles": row["smiles"],
        "seed": row["seed"],
        "atoms": mol.GetNumAtoms(),
        "heavy_atoms": heavy,
        "e_given": e_given,
        "e_minimised": e_minimised,
        "strain": e_given - e_minimised,
        "bar": max(10.0, 0.4 * heavy),
    }


def main():
    with open(os.path.join(GOLDEN, "mmff94-conformers.jsonl")) as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    out_rows = [energies(row) for row in rows]
    with open(os.path.join(GOLDEN, "mmff94-strain.jsonl"), "w") as out:
        for record in out_rows:
            out.write(json.dumps(record) + "\n")
    strains = sorted(r["strain"] for r in out_rows)
    median = strains[len(strains) // 2] if len(strains) % 2 else (strains[len(strains) // 2 - 1] + strains[len(strains) // 2]) / 2
    print(f"RDKit {rdBase.rdkitVersion}: {len(out_rows)} conformers, strain max {strains[-1]:.4f}, median {median:.4f} kcal/mol")
    for r in out_rows:
        print(f"  {r['id']:<18} E {r['e_given']:10.4f} -> {r['e_minimised']:10.4f}  strain {r['strain']:8.4f}  bar {r['bar']:5.1f}")


if __name__ == "__main__":
    main()
