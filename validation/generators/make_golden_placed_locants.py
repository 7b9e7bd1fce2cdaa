#!/usr/bin/python3
"""OPSIN's structures for o-, m-, p- (ortho, meta, para) as a prefix's locant on benzene-derived parents
(src/chem/names/placed-locants.ts, grammar.ts placedLocants): "p-chlorotoluene", "o-dichlorobenzene" (the pair 1,2),
"p-dimethylaminopyridine" (the joined group at the ring's para: 4-(dimethylamino)pyridine), "2-(p-chlorophenyl)ethanol".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a parent without the ring labels (cyclohexanol, naphthalene,
acetophenone, whose ring is primed: OPSIN reads some of these by its own placement), a multiplier above two
("p-trichlorobenzene"), and a pair that would put a group on the parent's C1 ("p-dichlorophenol",
"p-dichloropyridine": OPSIN builds a dearomatised ring).
Read by test/chem/names/placed-locants.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_placed_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-placed-locants.jsonl"

READ = [
    "p-dimethylaminopyridine",
    "p-chlorotoluene",
    "p-dichlorobenzene",
    "o-dichlorobenzene",
    "m-dichlorobenzene",
    "m-dinitrobenzene",
    "p-aminophenol",
    "p-nitroaniline",
    "o-nitroaniline",
    "para-chlorotoluene",
    "ortho-nitrophenol",
    "meta-cresol",
    "2-(p-chlorophenyl)ethanol",
    "(p-chlorophenyl)methanol",
    "p-chlorobenzoic acid",
    "p-hydroxybenzoic acid",
    "p-dimethylaminobenzaldehyde",
    "p-methoxybenzyl alcohol",
    "p-chlorophenyl acetate",
    "N-methyl-p-toluidine",
    "p-bromoanisole",
    "p-nitrophenol",
    "p-dimethylaminobenzene",
    "p-methylbenzoic acid",
    "o-methylpyridine",
    "m-methylpyridine",
    "o-chlorophenol",
    "p-aminobenzoic acid",
    "p-nitrobenzyl bromide",
    "o-aminobenzoic acid",
    "p-diethylaminobenzaldehyde",
    "o-dimethoxybenzene",
    "p-dimethoxybenzene",
    "p-bis(chloromethyl)benzene",
    "m-bis(trifluoromethyl)benzene",
    "p-methoxyphenol",
    "p-ethylphenol",
    "p-tert-butylphenol",
    "p-chloroaniline",
    "o-toluidine",
    "p-fluorobenzonitrile",
    "p-nitrobenzoyl chloride",
    "p-methoxybenzoic acid",
    "ethyl p-aminobenzoate",
    "methyl p-hydroxybenzoate",
    "p-chlorobenzenesulfonyl chloride",
    "p-cyanophenol",
    "p-isopropyltoluene",
    "m-nitrotoluene",
    "o-ethyltoluene",
    "p-chloropyridine",
    "o-aminophenol",
    "p-phenylphenol",
    "p-diaminobenzene",
    "o-dimethylaminotoluene",
]
REFUSED = [
    "p-methylcyclohexanol",
    "p-methylnaphthalene",
    "p-hydroxyacetophenone",
    "p-trichlorobenzene",
    "p-dichlorophenol",
    "p-dichloropyridine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
