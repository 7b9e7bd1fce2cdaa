#!/usr/bin/python3
"""OPSIN's structures for conjunctive names with Greek-letter locants on the chain, and with a ring name in -an
and its locant (src/chem/names/conjunctive.ts greekReadings): "alpha-ethylfuran-2-methanol" (1-(furan-2-yl)propan-
1-ol), "alpha-methylbenzeneacetic acid" (2-phenylpropanoic acid), "beta-methylbenzeneethanol", "furan-2-methanol".
Alpha is the chain carbon next to the principal group: the one bearing an -ol or -amine, the one after an acid's,
aldehyde's or nitrile's own carbon.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: an unlocanted ring whose atoms differ
("alpha-methylpyridinemethanol", "alpha-methylnaphthalenemethanol": OPSIN takes the 2- and 1-yl), and a ring whose
indicated hydrogen the name leaves out ("pyran-2-methanol").
Read by test/chem/names/conjunctive.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_conjunctive_greek.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-conjunctive-greek.jsonl"

READ = [
    "alpha-ethylfuran-2-methanol",
    "alpha-methylbenzenemethanol",
    "alpha-methyl-benzenemethanol",
    "α-methylbenzenemethanol",
    "alpha,alpha-dimethylbenzenemethanol",
    "alpha-methyl-alpha-phenylbenzenemethanol",
    "alpha,alpha-diphenylbenzenemethanol",
    "alpha-butylbenzenemethanol",
    "alpha-methylbenzeneacetic acid",
    "alpha-phenylbenzeneacetic acid",
    "alpha-hydroxybenzeneacetic acid",
    "alpha-oxobenzeneacetic acid",
    "alpha-chlorobenzeneacetic acid",
    "alpha-(hydroxymethyl)benzeneacetic acid",
    "alpha-methylbenzeneacetonitrile",
    "alpha-methylbenzeneacetamide",
    "alpha-methylbenzeneacetaldehyde",
    "alpha-methylcyclohexaneacetic acid",
    "alpha-aminobenzenepropanoic acid",
    "beta-aminobenzenepropanoic acid",
    "alpha-ethylbenzenepropanal",
    "gamma-methylbenzenebutanoic acid",
    "delta-methylbenzenepentanoic acid",
    "beta-methylbenzeneethanol",
    "alpha-methylbenzeneethanol",
    "alpha,beta-dimethylbenzeneethanol",
    "alpha-ethyl-beta-methylbenzeneethanol",
    "alpha-methylbenzenemethanamine",
    "alpha-methylbenzeneethanamine",
    "alpha-methyl-1H-indole-3-ethanamine",
    "alpha-methylcyclohexanemethanol",
    "alpha-methylnaphthalene-2-methanol",
    "alpha-ethylthiophene-2-methanol",
    "alpha-methylpyridine-3-methanol",
    # the ring's own prefixes before or after the Greek-lettered ones
    "4-chloro-alpha-methylbenzenemethanol",
    "2-chloro-alpha-methyl-benzenemethanol",
    "4-chloro-alpha-phenylbenzenemethanol",
    "3,4-dimethoxy-alpha-methylbenzeneacetic acid",
    "4-methoxy-alpha-methylbenzeneethanamine",
    "alpha-methyl-4-nitrobenzenemethanol",
    "alpha-ethyl-4-fluorobenzenemethanol",
    "alpha-methyl-3,4-methylenedioxybenzeneethanamine",
    # the amine's N among the Greek locants
    "N,alpha-dimethylbenzeneethanamine",
    "alpha,N-dimethylbenzeneethanamine",
    "N,N,alpha-trimethylbenzeneethanamine",
    "N,alpha-dimethyl-3,4-methylenedioxybenzeneethanamine",
    "alpha-ethyl-N-methylbenzeneethanamine",
    "alpha-methyl-N,N-dimethylbenzeneethanamine",
    "alpha-methyl-N-phenylbenzeneacetamide",
    "furan-2-methanol",
    "furan-3-acetic acid",
    "thiophene-2-ethanol",
    "2H-pyran-2-methanol",
]
REFUSED = [
    "alpha-methylpyridinemethanol",
    "alpha-methylnaphthalenemethanol",
    "pyran-2-methanol",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
