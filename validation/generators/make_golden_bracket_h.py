#!/usr/bin/python3
"""Golden answers of Python RDKit 2022.09 (Debian python3-rdkit) for SMILES whose bracket atoms write a hydrogen
count (issue 27: "a bracket atom's written hydrogen count is exact").

Writes validation/golden/bracket-hydrogens.jsonl, one line per SMILES:
  {"smiles", "note", "valid": Chem.MolFromSmiles(smiles) is not None,
   "canonical": Chem.MolToSmiles(mol)                      (when valid),
   "error": RDKit's logged reason, without its time stamp   (when refused),
   "atom", "element": the atom RDKit's valence message names (when it names one)}

Two groups: over-valent atoms that RDKit refuses because the written H is counted (a chiral [C@H] with four other
neighbours, or five; an ammonium [N@H+] with four carbons; ...), and close cases it accepts (three neighbours,
[CH4], [NH4+], quaternary ammonium, hypervalent S and P, an explicit [H] atom as the fourth neighbour, ...).
Python numbers atoms after removing explicit [H] atoms; the tools number them as written, so for a SMILES that
writes [H] atoms the tests compare the element, not the index (see test/chem/bracket-hydrogens.test.ts).

Usage: /usr/bin/python3 validation/generators/make_golden_bracket_h.py
"""
import contextlib
import io
import json
import re
from pathlib import Path

from rdkit import Chem, rdBase

OUT = Path(__file__).resolve().parent.parent / "golden" / "bracket-hydrogens.jsonl"

REFUSED = [
    ("C[C@H](C)(C)C", "chiral CH with four carbons (the issue's first case)"),
    ("C[C@@H](F)(Cl)(Br)C", "chiral CH with a fifth neighbour"),
    ("N[C@@H](C)(C(=O)O)C", "alanine with a methyl too many on the alpha carbon"),
    ("[C@H](C)(C)(C)C", "the over-valent atom written first"),
    ("CC[C@@H](C)(CC)C", "over-valent atom 2"),
    ("C[C@H]1(C)CCCC1", "over-valent ring atom"),
    ("C[C@@H](O)(N)C(=O)O", "four heteroatom and carbon neighbours plus the H"),
    ("C[C@@H]1(O)CC[C@H](C)(C)CC1", "two chiral CH, the second over-valent"),
    ("C[CH](C)(C)C", "CH with four carbons, no stereo mark"),
    ("C[CH2](C)C", "CH2 with three carbons"),
    ("C[N@H+](C)(C)C", "ammonium N with an H and four carbons"),
    ("C[NH3+](C)", "NH3+ with two carbons"),
    ("C[OH](C)C", "OH with three carbons"),
    ("F[C@H](Cl)(Br)(I)C", "five neighbours and the H"),
    ("[H][C@H](C)(C)C", "an explicit [H] atom as a fifth neighbour of a chiral CH"),
    ("[H]C([H])([H])([H])[H]", "carbon with five [H] atoms"),
    ("[2H]C[C@H](C)(C)C", "an over-valent chiral CH in a SMILES that also writes a hydrogen atom"),
    ("[H]OC[C@@H](C)(C)C", "an over-valent chiral CH after an [H] atom"),
    ("C[C@H](=O)C", "chiral CH with a double bond: valence 5"),
]
ACCEPTED = [
    ("C[C@H](C)C", "chiral mark on a CH with three carbons (not a stereocentre)"),
    ("C[C@H](N)C(=O)O", "alanine"),
    ("N[C@@H](C)C(=O)O", "alanine, written from N"),
    ("[C@@H](F)(Cl)Br", "chiral CH written first"),
    ("F[C@H](Cl)Br", "chiral CH"),
    ("[CH4]", "methane in brackets"),
    ("[NH4+]", "ammonium"),
    ("C[N+](C)(C)C", "tetramethylammonium"),
    ("C[NH+](C)C", "trimethylammonium"),
    ("C[N@@+](CC)(CCC)CCCC", "chiral quaternary ammonium"),
    ("CS(=O)(=O)C", "dimethyl sulfone (hypervalent S)"),
    ("C[S@](=O)c1ccccc1", "chiral sulfoxide"),
    ("CP(C)(C)(C)C", "pentamethylphosphorane (hypervalent P)"),
    ("C[P@H](C)(C)C", "PH with four carbons: valence 5 is allowed for P"),
    ("C[S@H](C)(C)C", "SH with four carbons: under S's largest valence, 6"),
    ("[H][C@@](F)(Cl)Br", "an explicit [H] atom as the fourth neighbour"),
    ("[2H][C@@](F)(Cl)Br", "deuterium as the fourth neighbour"),
    ("[H]C([H])([H])[H]", "methane with four [H] atoms"),
    ("C[C@H2]C", "a stereo mark on a CH2 (ignored)"),
    ("c1cc[c@H]cc1", "an aromatic CH in brackets with a stereo mark"),
    ("C[C@@H]1CCCC[C@H]1C", "two ring stereocentres"),
    ("C[C@]1(O)CCCC1", "quaternary chiral carbon without H"),
    ("[NH2-]", "amide anion"),
    ("C[SiH3]", "methylsilane"),
    ("O=C(O)[C@@H]1CCCN1", "proline"),
]


def one(smiles, note, group):
    buf = io.StringIO()
    with contextlib.redirect_stderr(buf):
        mol = Chem.MolFromSmiles(smiles)
    row = {"smiles": smiles, "note": note, "group": group, "valid": mol is not None}
    if mol is not None:
        row["canonical"] = Chem.MolToSmiles(mol)
    else:
        lines = [re.sub(r"^\[\d\d:\d\d:\d\d\]\s*", "", l).strip() for l in buf.getvalue().splitlines()]
        row["error"] = "; ".join(l for l in lines if l)
        m = re.search(r"valence for atom # ?(\d+) ([A-Za-z*]+)", row["error"])
        if m:
            row["atom"] = int(m.group(1))
            row["element"] = m.group(2)
    return row


def main():
    rdBase.LogToPythonStderr()
    with OUT.open("w") as handle:
        for group, cases in (("refused", REFUSED), ("accepted", ACCEPTED)):
            for smiles, note in cases:
                handle.write(json.dumps(one(smiles, note, group), sort_keys=True) + "\n")
    print(f"wrote {OUT}: {len(REFUSED) + len(ACCEPTED)} SMILES")


if __name__ == "__main__":
    main()
