#!/usr/bin/python3
"""OPSIN's structures for aryl ketones named "<acyl stem>ophenone" (src/chem/names/lexicon.ts PHENONES):
acetophenone, propiophenone, butyrophenone, valerophenone and benzophenone, the chain numbered from its carbonyl
carbon and the ring primed ("2-bromo-4'-chloroacetophenone"), benzophenone's rings 1-6 and 1'-6'; and stilbene
(GEOMETRY_PARENTS), read only with its double bond's geometry written ("trans-stilbene", "(Z)-stilbene").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: an unlocanted prefix that fits the
chain or the ring ("chloroacetophenone": OPSIN puts it on C2), an unprimed ring locant ("4-chloroacetophenone"),
stilbene with no geometry (OPSIN draws it flat; chemists' "stilbene" is mostly the E isomer).
Read by test/chem/names/lexicon.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_phenones.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-phenones.jsonl"

READ = [
    "acetophenone",
    "propiophenone",
    "butyrophenone",
    "valerophenone",
    "benzophenone",
    "2-chloroacetophenone",
    "2,2-dichloroacetophenone",
    "2,2,2-trifluoroacetophenone",
    "2-methylacetophenone",
    "4'-chloroacetophenone",
    "4'-aminoacetophenone",
    "2'-hydroxyacetophenone",
    "2',4'-dihydroxyacetophenone",
    "2-bromo-4'-chloroacetophenone",
    "3-chloropropiophenone",
    "4'-methylpropiophenone",
    "4'-chloropropiophenone",
    "4-chlorobutyrophenone",
    "4'-fluorobutyrophenone",
    "4-chloro-4'-fluorobutyrophenone",
    "5-chlorovalerophenone",
    "4-chlorobenzophenone",
    "2-aminobenzophenone",
    "4,4'-dichlorobenzophenone",
    "4,4'-bis(dimethylamino)benzophenone",
    "acetophenone oxime",
    "(1-13C)acetophenone",
    "cis-stilbene",
    "trans-stilbene",
    "(E)-stilbene",
    "(Z)-stilbene",
    "trans-4,4'-dihydroxystilbene",
    "(E)-4-hydroxystilbene",
]
REFUSED = [
    "chloroacetophenone",
    "4-chloroacetophenone",
    "1-chloroacetophenone",
    "stilbene",
    "4-hydroxystilbene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
