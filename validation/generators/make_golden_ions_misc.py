#!/usr/bin/python3
"""OPSIN's structures for chalcogenide salts ("sodium oxide", "barium disulfide") and "-ylium" cations
("pentanylium", "acetylium"): src/chem/names/components.ts (the chalcogenide anions) and src/chem/names/ylium.ts.

Textbook names (IUPAC 2013 P-73.2.2.1 for -ylium; the binary salts of the ionic cations), each with the structure
Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with "refused": true are names the
parser must refuse although OPSIN answers them: a binary oxide of a metal that is drawn covalently by other tools
(components.ts IONIC_WITH_INORGANIC), "dioxide", which OPSIN reads as the peroxide ion, and partial esters whose other acid group no cation accounts for or
whose ester group could be on either acid group. Read by
test/chem/names/ylium.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ions_misc.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ions-misc.jsonl"

READ = [
    "sodium oxide",
    "calcium oxide",
    "magnesium oxide",
    "potassium sulfide",
    "zinc sulfide",
    "lithium selenide",
    "potassium telluride",
    "barium disulfide",
    "sodium sulfide nonahydrate",
    "methylium",
    "ethylium",
    "propan-2-ylium",
    "pentanylium",
    "acetylium",
    "propanoylium",
    "benzoylium",
    "phenylium",
    "cyclohexylium",
    "ethenesulfinylium",
    "benzenesulfonylium",
    # partial esters beside a cation (builder.ts withPartialEsters)
    "sodium ethyl butanedioate",
    "sodium methyl hexanedioate",
    "sodium methyl carbonate",
    "potassium ethyl propanedioate",
]
REFUSED = [
    "aluminium oxide",
    "iron(III) oxide",
    "sodium dioxide",
    # alone, "ethyl butanedioate" is also the older name of the diester; OPSIN reads the monoester anion
    "ethyl butanedioate",
    # which acid group of 2-methylbutanedioate is the ester's: OPSIN picks C1
    "sodium ethyl 2-methylbutanedioate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
