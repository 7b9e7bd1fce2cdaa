#!/usr/bin/python3
"""OPSIN's structures for conjunctive names with prefixes on the ring (src/chem/names/conjunctive.ts plainReadings):
"4-chlorobenzeneacetic acid" ((4-chlorophenyl)acetic acid), "3,4-dimethoxybenzeneacetic acid",
"4-methylcyclohexaneacetic acid", and with the ring's locant written, "5-methylfuran-2-methanol",
"1-methyl-1H-indole-3-acetic acid", "6-methoxynaphthalene-2-acetic acid". The ring is numbered from the chain's atom:
unlocanted, that is C1 of benzene or a cycloalkane. An N locant is the chain's amine or amide N
("N-methylbenzeneethanamine").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: an unlocanted prefix whose place on the
ring the name leaves open ("chlorobenzeneacetic acid": OPSIN takes 2-), a ring of unlike atoms without the chain's
locant ("4-chloropyridineacetic acid"), and a ring prefix at the chain's own atom of benzene ("1-chlorobenzeneacetic
acid": main read it as phenylacetyl chloride, the chloro taken for a functional replacement of the acid's OH; OPSIN
gives a cyclohexadiene).
Read by test/chem/names/conjunctive.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_conjunctive_ring_prefixes.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-conjunctive-ring-prefixes.jsonl"

READ = [
    "4-chlorobenzeneacetic acid",
    "2-methylbenzeneacetic acid",
    "3,4-dimethoxybenzeneacetic acid",
    "2,4-dichlorobenzeneacetic acid",
    "pentafluorobenzeneacetic acid",
    "2-chlorobenzenepropanoic acid",
    "4-chlorobenzeneacetonitrile",
    "4-hydroxybenzeneethanol",
    "4-(dimethylamino)benzeneethanol",
    "4-methoxybenzenemethanol",
    "4-nitrobenzenemethanamine",
    "4-fluorobenzeneethanamine",
    "4-methylcyclohexaneacetic acid",
    "1-chlorocyclohexaneacetic acid",
    "5-methylfuran-2-methanol",
    "3-methylthiophene-2-methanol",
    "1-methyl-1H-indole-3-acetic acid",
    "6-methoxynaphthalene-2-acetic acid",
    # an N locant is the chain's amine or amide N
    "N-methylbenzeneethanamine",
    "N,N-dimethylbenzenemethanamine",
    "N-methylbenzeneacetamide",
    "N,N-diethylbenzeneacetamide",
    "4-chloro-N-methylbenzeneethanamine",
    "N-methyl-4-chlorobenzeneethanamine",
    "N-methylpyridine-3-methanamine",
    "Benzeneethanamine, N-methyl-",
]
REFUSED = [
    "chlorobenzeneacetic acid",
    "bromobenzeneacetic acid",
    "chlorocyclohexaneacetic acid",
    "4-chloropyridineacetic acid",
    "1-chlorobenzeneacetic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
