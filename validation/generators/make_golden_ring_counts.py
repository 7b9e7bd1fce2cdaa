#!/usr/bin/python3
"""Golden ring counts for describe_structure (src/chem/structure/describe.ts), with Debian's Python RDKit 2022.09.

    /usr/bin/python3 validation/generators/make_golden_ring_counts.py

Writes validation/golden/ring-counts.jsonl, one line per molecule:

  {name, smiles, ring_count, independent_ring_count, atoms, bonds, fragments}

ring_count is RDKit's rdMolDescriptors.CalcNumRings (= GetRingInfo().NumRings(): its symmetrized SSSR, which for
cages and cyclophanes adds rings a minimal set does not need); independent_ring_count is the cyclomatic number of the
molecule graph, bonds - atoms + fragments (GetNumBonds, GetNumAtoms, len(GetMolFrags)), the size of any minimal set
of rings (SSSR). The set covers fused aromatics, cages (cubane, adamantane, dodecahedrane), cyclophanes, bridged
and spiro rings and disconnected molecules: the two counts differ where RDKit's set holds more rings than a minimal
one (cages, cyclophanes, bicyclo[2.2.2]octane).
"""
import json
import os

from rdkit import Chem, RDLogger
from rdkit.Chem import rdMolDescriptors

RDLogger.DisableLog("rdApp.*")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
OUT = os.path.join(HERE, "golden", "ring-counts.jsonl")

MOLECULES = [
    ("ethanol (no ring)", "CCO"),
    ("benzene", "c1ccccc1"),
    ("naphthalene (fused)", "c1ccc2ccccc2c1"),
    ("anthracene (fused)", "c1ccc2cc3ccccc3cc2c1"),
    ("pyrene (fused)", "c1cc2ccc3cccc4ccc(c1)c2c34"),
    ("coronene (fused)", "c1cc2ccc3ccc4ccc5ccc6ccc1c1c2c3c4c5c61"),
    ("cubane (cage)", "C12C3C4C1C5C2C3C45"),
    ("adamantane (cage)", "C1C2CC3CC1CC(C2)C3"),
    ("dodecahedrane (cage)", "C12C3C4C5C1C6C7C2C8C3C9C4C%10C5C6C%11C7C8C9C%10%11"),
    ("[2.2]paracyclophane", "C1Cc2ccc(cc2)CCc2ccc1cc2"),
    ("superphane ([2.2.2.2.2.2](1,2,3,4,5,6)cyclophane)", "c1(CC%11)c(CC%12)c(CC%13)c(CC%14)c(CC%15)c1CCc2c%15c%14c%13c%12c2%11"),
    ("spiro[4.5]decane (spiro)", "C1CCC2(C1)CCCCC2"),
    ("spiro[5.5]undecane (spiro)", "C1CCC2(CC1)CCCCC2"),
    ("dispiro[4.2.4.2]tetradecane (spiro)", "C1CCC2(C1)CCC1(CCCC1)CC2"),
    ("benzene and cyclopropane (disconnected)", "c1ccccc1.C1CC1"),
    ("sodium benzoate (salt)", "O=C([O-])c1ccccc1.[Na+]"),
    ("ethanol and water (disconnected, no ring)", "CCO.O"),
    ("morphine", "CN1CC[C@]23c4c5ccc(O)c4O[C@H]2[C@@H](O)C=C[C@H]3[C@H]1C5"),
    ("norbornane (bridged)", "C1CC2CCC1C2"),
    ("bicyclo[2.2.2]octane (bridged)", "C1CC2CCC1CC2"),
]

with open(OUT, "w") as out:
    for name, smiles in MOLECULES:
        mol = Chem.MolFromSmiles(smiles)
        assert mol is not None, smiles
        atoms, bonds, fragments = mol.GetNumAtoms(), mol.GetNumBonds(), len(Chem.GetMolFrags(mol))
        assert rdMolDescriptors.CalcNumRings(mol) == mol.GetRingInfo().NumRings()
        out.write(json.dumps({
            "name": name,
            "smiles": smiles,
            "ring_count": rdMolDescriptors.CalcNumRings(mol),
            "independent_ring_count": bonds - atoms + fragments,
            "atoms": atoms,
            "bonds": bonds,
            "fragments": fragments,
        }) + "\n")
print(f"{len(MOLECULES)} molecules -> {OUT}")
