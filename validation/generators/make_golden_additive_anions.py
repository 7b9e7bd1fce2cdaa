#!/usr/bin/python3
"""OPSIN's structures for anions named additively round one central atom (src/chem/names/additive-anions.ts):
"tetrafluoroborate", "sodium tetraphenylborate", "chlorotriphenylborate", "lithium tetrachloroaluminate",
"potassium hexafluorophosphate", "hexachloroantimonate", and their acids
("tetrafluoroboric acid", "hexafluorophosphoric acid": the anion beside its protons).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: a ligand count that leaves the
central atom short ("trifluoroborate": OPSIN draws neutral BF3; "tetrachlorophosphate"), a ligand bound by a double
bond ("dioxoborate"), and a cation whose charge is not written ("silver tetrafluoroborate": components.ts).
Read by test/chem/names/additive-anions.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_additive_anions.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-additive-anions.jsonl"

READ = [
    # four ligands on boron or aluminium, any groups the prefixes name
    "tetrafluoroborate",
    "tetrachloroborate",
    "tetrahydroxyborate",
    "tetracyanoborate",
    "tetramethylborate",
    "sodium tetraphenylborate",
    "sodium tetraethylborate",
    "phenyltrifluoroborate",
    "potassium phenyltrifluoroborate",
    "chlorotriphenylborate",
    "ethyltriphenylborate",
    "tetrakis(4-fluorophenyl)borate",
    "tetrakis(pentafluorophenyl)borate",
    "tetrachloroaluminate",
    "lithium tetrachloroaluminate",
    # six halides of one kind on P, As, Sb
    "hexafluorophosphate",
    "hexachlorophosphate",
    "hexafluoroarsenate",
    "hexachloroarsenate",
    "hexafluoroantimonate",
    "hexachloroantimonate",
    "hexabromoantimonate",
    # as salts' anions
    "potassium hexafluorophosphate",
    "tetrabutylammonium hexafluorophosphate",
    "tetraethylammonium tetrafluoroborate",
    "tetrabutylammonium tetraphenylborate",
    # the acids
    "tetrafluoroboric acid",
    "hexafluorophosphoric acid",
]
REFUSED = [
    "trifluoroborate",
    "tetrachlorophosphate",
    "dioxoborate",
    "silver tetrafluoroborate",
    # Python RDKit 2022.09 rejects six-bonded Si2-: not read, so nothing unchecked is answered
    "sodium hexafluorosilicate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
