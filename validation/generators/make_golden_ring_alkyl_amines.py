#!/usr/bin/python3
"""OPSIN's structures for a bracketed group before an alkyl before a bare "amine" (src/chem/names/implicit-brackets.ts
step): a ring group is the alkyl's ("(pyridin-2-yl)methylamine" is 2-picolylamine, "(4-chlorophenyl)methylamine"
4-chlorobenzylamine, "bis(4-chlorophenyl)methylamine"), and so is a bracketed group whose locants are all the alkyl's
("1-(1-phenylcyclopentyl)methylamine"); a bracketed alkyl sits beside it on N ("(2-fluorobenzyl)methylamine",
"(2-methoxyethyl)methylamine"). Main read every bracketed group beside the alkyl: "(pyridin-2-yl)methylamine" was
N-methylpyridin-2-amine, a wrong structure.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a ring group on an alkyl of two or
more carbons without its locant ("(4-methoxyphenyl)ethylamine": 1- or 2-; OPSIN takes the chain's end).
Read by test/chem/names/implicit-brackets.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ring_alkyl_amines.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ring-alkyl-amines.jsonl"

READ = [
    "(pyridin-2-yl)methylamine",
    "(4-chlorophenyl)methylamine",
    "(2,4-dichlorophenyl)methylamine",
    "(phenyl)methylamine",
    "(cyclohexyl)methylamine",
    "(thiophen-2-yl)methylamine",
    "(1H-indol-3-yl)methylamine",
    "(naphthalen-1-yl)methylamine",
    "(oxolan-2-yl)methylamine",
    "(tetrahydrofuran-2-yl)methylamine",
    "(1-methylpiperidin-4-yl)methylamine",
    "bis(4-chlorophenyl)methylamine",
    "1-(1-phenylcyclopentyl)methylamine",
    "1,1-bis(4-chlorophenyl)methylamine",
    "1-(4-chlorophenyl)ethylamine",
    "2-(4-chlorophenyl)ethylamine",
    # a bracketed alkyl, and groups in their own brackets, beside the alkyl on N
    "(2-fluorobenzyl)methylamine",
    "(4-chlorobenzyl)ethylamine",
    "(2-chloroethyl)methylamine",
    "(2-methoxyethyl)methylamine",
    "(2-phenylethyl)methylamine",
    "(3-methylbutyl)methylamine",
    "(4-chlorophenyl)(methyl)amine",
    "(4-chlorophenyl)dimethylamine",
]
REFUSED = [
    "(4-methoxyphenyl)ethylamine",
    "(4-chlorophenyl)propylamine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
