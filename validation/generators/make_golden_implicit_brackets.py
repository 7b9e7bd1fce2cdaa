#!/usr/bin/python3
"""OPSIN's structures for names with brackets left out (src/chem/names/implicit-brackets.ts): a prefix that can
carry a substituent takes the one written before it ("dimethylaminobenzene" is (dimethylamino)benzene), as suppliers
and drawing programs write names, and the carrier groups carbonyl, sulfonyl and sulfinyl written as prefixes
("methylsulfonylbenzene", "1,4-dimethoxycarbonyl-benzene").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: a hyphen that splits the run, two
unlocanted groups on the parent, an alkyl before "amine" that takes a group ("dimethylaminopropylamine": where on the
propyl?), a carrier with nothing to carry, a ring as the carrier, hydro prefixes before a ring group on a ring parent
(whose they are is open: "tetrahydrofuran-2-ylbenzene"). Read by test/chem/names/implicit-brackets.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_implicit_brackets.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-implicit-brackets.jsonl"

READ = [
    # unlocanted: the run is one substituent, its multiplier inside
    "dimethylaminobenzene",
    "methylamino-benzene",
    "diethylaminobenzene",
    "chloromethylbenzene",
    "hydroxymethylbenzene",
    "trifluoromethylbenzene",
    "dimethylaminomethylbenzene",
    "2-hydroxyethylaminobenzene",
    # a locant the joiner lacks belongs to the parent
    "4-dimethylaminopyridine",
    "4-dimethylaminobenzaldehyde",
    "4-chloromethylpyridine",
    "4-hydroxymethylphenol",
    "4-trifluoromethylphenol",
    "3-formylmethyl-pyridine",
    "2-acetylmethyl-pyridine",
    "2-methylaminoethanol",
    "2-dimethylaminoethanol",
    "4-methylsulfanylphenol",
    # several locants with the multiplier, on the parent, before a one-atom joiner
    "2,6-dihydroxymethylpyridine",
    # a locant the alkyl joiner has stays on it
    "2-chloroethylbenzene",
    "2-bromoethylbenzene",
    "3-chloropropylbenzene",
    "1,1-dimethylethylbenzene",
    "2-methylpropylbenzene",
    # alkyls end to end, and an alkyl before "amine": both on the parent
    "ethylmethylamine",
    "diethylmethylamine",
    "(2-fluorobenzyl)methylamine",
    "(phenylacetyl)methylamine",
    # carrier groups written as prefixes
    "methoxycarbonylbenzene",
    "ethoxycarbonylbenzene",
    "1,4-dimethoxycarbonyl-benzene",
    "4-Tert-butoxy-carbonyl-piperazine",
    "4-methoxycarbonylmethylphenol",
    "methylcarbonylbenzene",
    "methylsulfonylbenzene",
    "4-methylsulfonylphenol",
    "ethylsulfonylethane",
    "phenylsulfonylbenzene",
    "1,5-bis-(4-methylphenyl)sulfonylbenzene",
    "methylsulfinylmethane",
    # silyl takes up to three groups before it, the leftmost's one locant on the parent
    "trimethylsilylbenzene",
    "4-trimethylsilylphenol",
    "dimethylsilylbenzene",
    "tert-butyldimethylsilylbenzene",
    "triethylsilylbenzene",
    "(3-dimethylethoxysilylpropyl)benzene",
    # hydro prefixes straight before a ring group on a chain are the group's
    "tetrahydrofuran-2-ylmethanol",
    "3,4-dihydro-2H-pyran-2-ylmethanol",
    "tetrahydro-2H-pyran-4-ylmethanamine",
    "1,2,3,4-tetrahydronaphthalen-1-ylmethanol",
    "tetrahydrofuran-3-ylmethyl acetate",
    # ring locants before phenyl on a bare amine are the phenyl's: the amine has none
    "3-chlorophenylamine",
    "4-methoxyphenylamine",
    "2,4-dichlorophenylamine",
    "3-chloro-4-fluorophenylamine",
    "4-chlorophenyl-amine",
    "N-methyl-4-chlorophenylamine",
    "3-methanesulfonylmethyl-phenylamine",
    "4-dimethylaminophenylamine",
    # a multiplied last prefix cannot take the one before it without brackets: both on the parent
    "benzyltrimethylammonium",
    "benzyltrimethylammonium chloride",
    "ethyldimethylamine",
    "benzyldimethylamine",
    "methyldiphenylamine",
    "2-chloroethyldimethylamine",
    "chlorodiphenylmethane",
    "chlorotrimethylmethane",
    "dichlorodimethylmethane",
]
REFUSED = [
    "dimethyl-aminobenzene",
    "ethylmethylbenzene",
    "dimethylaminopropylamine",
    "carbonylbenzene",
    "sulfonylbenzene",
    "chlorophenylbenzene",
    "2,3-dichloroethylbenzene",
    "ethylmethylsilylbenzene",
    # the multiplied prefix is not the last: whose the ethyl is stays open
    "4-ethyldimethylaminobenzene",
    # on a ring parent the hydro prefixes could be the parent's: not nested
    "tetrahydrofuran-2-ylbenzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
