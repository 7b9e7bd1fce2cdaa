"""A seeded, deduplicated library of drug-like molecules for the library benchmarks (reference-data.md: none ship;
build them with a script of ours). Each molecule is a molecule of the NCI or CHEMBL set (or an earlier product) with
one more substituent on an atom that carries a hydrogen; every product is kept once by canonical SMILES.

    /usr/bin/python3 lab/bench/make_library.py 100000 tmp/library-100k.smi      (about a minute)

Same count, same seed: the same file (random.Random(seed), sets read in file order).
"""
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent / "validation"), str(HERE.parent.parent / "validation" / "generators")]

from molecules import CHEMBL, NCI, read_smi  # noqa: E402
from rdkit import Chem, RDLogger  # noqa: E402

RDLogger.DisableLog("rdApp.*")

SUBSTITUENTS = ["F", "Cl", "Br", "C", "CC", "OC", "N", "O", "C#N", "C(F)(F)F", "C(=O)O", "C(=O)N", "N(C)C", "S(C)(=O)=O",
                "c1ccccc1", "C1CC1", "OC(F)(F)F", "NC(C)=O", "C(C)C", "c1ccncc1", "N1CCOCC1", "C(=O)OC", "[N+](=O)[O-]", "SC"]


def attach(mol, substituent, rng):
    """mol with `substituent` bonded to a random heavy atom that has a hydrogen; None if none has or it fails."""
    sites = [a.GetIdx() for a in mol.GetAtoms() if a.GetTotalNumHs() > 0]
    if not sites:
        return None
    site = rng.choice(sites)
    frag = Chem.MolFromSmiles(substituent)
    combined = Chem.RWMol(Chem.CombineMols(mol, frag))
    combined.AddBond(site, mol.GetNumAtoms(), Chem.BondType.SINGLE)
    atom = combined.GetAtomWithIdx(site)
    atom.SetNoImplicit(False)
    atom.SetNumExplicitHs(max(0, atom.GetNumExplicitHs() - 1))
    try:
        Chem.SanitizeMol(combined)
        return Chem.MolToSmiles(combined)
    except Exception:
        return None


def main(count, out, seed=7):
    rng = random.Random(seed)
    seen = {}
    pool = []
    for smiles, _ in read_smi(NCI) + read_smi(CHEMBL):
        mol = Chem.MolFromSmiles(smiles)
        if mol is None or mol.GetNumHeavyAtoms() > 60 or len(Chem.GetMolFrags(mol)) > 1:
            continue
        canonical = Chem.MolToSmiles(mol)
        if canonical not in seen:
            seen[canonical] = len(seen)
            pool.append(canonical)
    while len(seen) < count:
        parent = Chem.MolFromSmiles(rng.choice(pool))
        product = attach(parent, rng.choice(SUBSTITUENTS), rng)
        if product is None or product in seen or Chem.MolFromSmiles(product) is None:
            continue
        seen[product] = len(seen)
        if Chem.MolFromSmiles(product).GetNumHeavyAtoms() <= 60:
            pool.append(product)
    with open(out, "w") as handle:
        for smiles, i in list(seen.items())[:count]:
            handle.write(f"{smiles} LIB{i + 1:07d}\n")


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
