#!/usr/bin/python3
"""Golden atom-map numbers for MolJSON (src/chem/formats/moljson.ts), computed with Debian's Python RDKit 2022.09.

    /usr/bin/python3 validation/generators/make_golden_moljson_maps.py

Writes validation/golden/moljson-map-numbers.jsonl, one line per mapped SMILES:

  {smiles, canonical (Chem.MolToSmiles of the parsed molecule: the map numbers kept),
   map_numbers: [atom.GetAtomMapNum() for each atom, in RDKit's atom order, 0 for an unmapped atom]}

smiles_to_moljson must give each atom its map_number (none for 0), and moljson_to_smiles must give back
`canonical`. The set: the issue's [CH3:1][OH:2], a fully mapped acid, aromatic and [nH] atoms, charged and
isotopic atoms, chiral centres and a stereo double bond next to mapped atoms, a mapped explicit hydrogen that
RDKit folds into its neighbour (RDKit drops its number with it), written hydrogens before a mapped atom (which renumber it),
a mapped proton, H2 with a mapped H (kept as an atom), several fragments,
repeated map numbers, a large map number, and a SMILES followed by a name.
"""
import json
import os

from rdkit import Chem, RDLogger

RDLogger.DisableLog("rdApp.*")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
OUT = os.path.join(HERE, "golden", "moljson-map-numbers.jsonl")

CASES = [
    "[CH3:1][OH:2]",
    "[CH3:1][C:2](=[O:3])[OH:4]",
    "c1cc[nH:2]c1",
    "[cH:1]1ccccc1",
    "[NH4+:7]",
    "C[N+:3](C)(C)C.[Cl-:4]",
    "[13CH3:2]O",
    "C[C@H:5](N)O",
    "C[C@@H:1](F)[C@H:2](Cl)Br",
    "F/C=C/[CH3:4]",
    "[H:3]C([H])([H])[OH:1]",
    "[H][H:3]",
    "[H]OC([H])([H])[CH2:7][H]",
    "[H+:2].[Cl-:1]",
    "CC.[OH2:9]",
    "[CH3:1]C(=O)[NH:1]c1ccc([OH:12])cc1",
    "[CH3:999999999]O",
    "[CH3:1][CH2:2][OH:3] ethanol",
    "O=C([O-:5])[C@@H:6]1CCCN1",
]

with open(OUT, "w") as out:
    for smiles in CASES:
        mol = Chem.MolFromSmiles(smiles.split()[0])
        assert mol is not None, smiles
        out.write(json.dumps({
            "smiles": smiles,
            "canonical": Chem.MolToSmiles(mol),
            "map_numbers": [atom.GetAtomMapNum() for atom in mol.GetAtoms()],
        }) + "\n")
print(f"{len(CASES)} mapped SMILES -> {OUT}")
