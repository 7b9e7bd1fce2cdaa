#!/usr/bin/python3
"""OPSIN's structures for isotope descriptors before a prefix that name its atoms by their element
(src/chem/names/builder.ts buildSubstituent): "2-(O-2H)hydroxypropanal" (the hydroxy's O), "2-(N,N-2H2)amino…",
"4-(O-18O)hydroxy…", and with the locants run straight into the descriptor as OPSIN reads them
(grammar.ts prefix: "(2R)-2(O-2H)hydroxy-3-hydroxy(1-2H)propanal", "4(S-2H)sulfanylphenol"); a descriptor on a
sugar's prefix ("2-deoxy-2-(18F)fluoro-β-D-glucopyranose", carbohydrates.ts) and one with a space after it, as OPSIN
reads it (isotopes.ts plainIsotopeText: "2-(18F) fluoro-2-deoxy-β-D-glucopyranose").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an element the prefix has no atom of, or none that can take the
isotope ("2-(C-2H)hydroxypropanal", "2-(N-2H)nitrobenzene"), and an unlocanted descriptor run into the locants,
which OPSIN leaves unread too ("2(13C)methylpropane").
Read by test/chem/names/isotopes.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_prefix_isotopes.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-prefix-isotopes.jsonl"

READ = [
    "2-(O-2H)hydroxypropanal", "2(O-2H)hydroxypropanal", "(2R)-2(O-2H)hydroxy-3-hydroxy(1-2H)propanal",
    "2-(N-2H)aminopropanoic acid", "2-(N,N-2H2)aminopropanoic acid", "4-(S-2H)sulfanylphenol",
    "4(S-2H)sulfanylphenol", "2(N-2H)aminoethanol", "1-(O-2H)hydroxycyclohexane-1-carboxylic acid",
    "3-(O-3H)hydroxybenzoic acid", "4-(O-18O)hydroxybenzoic acid", "2-(O-18O)hydroxyethan-1-ol",
    "2-(N-15N)aminoethan-1-ol", "4-(O-2H)hydroxy(1-13C)benzoic acid",
    # on a sugar's prefix (carbohydrates.ts keeps the descriptor's capitals), and with a space after the descriptor
    "2-(18F)fluoro-2-deoxy-β-D-glucopyranose", "2-deoxy-2-(18F)fluoro-β-D-glucopyranose",
    "2-deoxy-2-(18F)fluoro-D-glucose", "2-(18F) fluoro-2-deoxy-β-D-glucopyranose", "(13C) methane",
    "2-(13C) methylpropane", "(2H6) benzene",
]
REFUSED = [
    "2(13C)methylpropane", "2-(C-2H)hydroxypropanal", "2-(N-2H)nitrobenzene", "2-(O-2H)methoxyphenol",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
