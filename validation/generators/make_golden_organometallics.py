#!/usr/bin/python3
"""OPSIN's structures for organometallic names of one metal atom with its groups as prefixes
(src/chem/names/organometallics.ts): "dimethylzinc", "bis(4-carboxyphenyl)mercury", "dihydrido(naphthalen-2-yl)rhenium",
with the charge or the oxidation number after the metal ("methylmercury(1+)", "trimethyltin(IV)"), the halides,
hydroxides, hydrides and cyanides of organotins, organoleads, Grignard reagents, alkylaluminiums and organomercury
with the ligand bonded to the metal ("tributyltin chloride", "methylmagnesium bromide", "Diethylaluminum cyanide"),
and the noble gases' bare names ("neon", "oganesson").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a metal left outside its usual oxidation states by its groups and
charge (OPSIN draws "methylmercury", "trimethyltin", "methylzinc" as radicals, "dimethylzinc(2+)" as Zn(IV)); a salt of
an organometallic cation (OPSIN bonds the chloride to the mercury, other tools draw ions); ligands that leave the metal
outside its usual state ("butyltin chloride": OPSIN fills it to the trichloride; "tetrabutyltin chloride"); zinc's
("methylzinc chloride": OPSIN draws ions); a metal's or a non-metal's bare name (the element: Na, Fe; N2 or an N
atom?). Read by test/chem/names/organometallics.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_organometallics.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-organometallics.jsonl"

READ = [
    "dimethylzinc", "diethylzinc", "diphenylzinc", "dimethylmercury", "diphenylmercury",
    "bis(4-carboxyphenyl)mercury", "methylmercury(1+)", "ethylmercury(1+)", "phenylmercury(1+)", "methylmercury(II)",
    "tetramethyltin", "tetraethyltin", "tetraphenyltin", "tetrabutyltin", "trimethyltin(IV)", "trimethyltin(1+)",
    "tributyltin(1+)", "tetraethyllead", "tetramethyllead", "triethylaluminum", "triethylaluminium",
    "trimethylaluminium", "triisobutylaluminum", "trimethylgallium", "trimethylindium", "triphenylbismuth",
    "trimethylbismuth", "dimethylcadmium", "diethylmagnesium", "dimethylmagnesium", "methyllithium", "phenyllithium",
    "butyllithium", "tert-butyllithium", "methylcopper", "phenylcopper", "ethynylcopper", "methylsilver",
    "dihydrido(naphthalen-2-yl)rhenium", "chloro(methyl)mercury", "trichloro(phenyl)tin", "chlorotrimethyltin",
    "trimethylthallium", "dimethylthallium(1+)", "neon", "argon", "xenon", "oganesson",
    # halides, hydroxides, hydrides and cyanides bonded to the metal
    "Butyltin chloride dihydroxide", "tributyltin chloride", "tributyltin hydride", "dibutyltin dichloride",
    "triphenyltin hydroxide", "trimethyltin chloride", "tributyltin fluoride", "trimethyllead chloride",
    "dimethyltin dibromide", "butyltin trichloride", "dibutyltin dihydride", "tributyltin monochloride",
    "tributyltin cyanide", "diphenyllead dichloride", "methylmercury chloride", "dimethyltin chloride hydroxide",
    "methylmagnesium bromide", "phenylmagnesium bromide", "ethylmagnesium chloride", "diethylaluminum chloride",
    "Diethylaluminum cyanide", "ethylaluminum dichloride",
]
REFUSED = [
    "methylmercury", "ethylmercury", "trimethyltin", "tributyltin", "methylzinc", "dimethylzinc(2+)",
    "methylmercury(1+) chloride", "methylmercury(1+);chloride", "sodium", "iron", "nitrogen", "1-methylzinc",
    "butyltin chloride", "tetrabutyltin chloride", "dimethylmagnesium bromide", "methylzinc chloride",
    "tributyltin chloride hydrate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
