#!/usr/bin/python3
"""OPSIN's structures for the "peroxol" suffix, -OOH (src/chem/names/lexicon.ts PEROXOL_SUFFIX): "methaneperoxol",
"propane-2-peroxol", "ethane-1,2-diperoxol", "benzeneperoxol", "{[(2H1)methoxy(2H2)methyl]sulfanyl}methaneperoxol".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an unlocanted peroxol on a chain where it could go on either end or
the middle ("propaneperoxol": OPSIN puts it on C1), and "peroxol" after a substituent group ("methylperoxol").
Read by test/chem/names/lexicon.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_peroxol.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-peroxol.jsonl"

READ = [
    "methaneperoxol", "ethaneperoxol", "benzeneperoxol", "propane-1-peroxol", "propane-2-peroxol",
    "cyclohexaneperoxol", "ethane-1,2-diperoxol", "2-methylpropane-2-peroxol", "pyridine-2-peroxol",
    "{[methoxymethyl]sulfanyl}methaneperoxol", "{[(2H1)methoxy(2H2)methyl]sulfanyl}methaneperoxol",
]
REFUSED = [
    "propaneperoxol", "methylperoxol",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
