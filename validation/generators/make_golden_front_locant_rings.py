#!/usr/bin/python3
"""OPSIN's structures for CAS's older form of a listed ring with one suffix, its locant written in front of the ring
name (src/chem/names/grammar.ts, the front-locant ring parents): "4-piperidinol" is piperidin-4-ol, "2-pyridinamine"
pyridin-2-amine, "4-morpholinecarboxylic acid" morpholine-4-carboxylic acid; prefixes before it keep their own
locants ("1-methyl-4-piperidinol").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: "2-pyridinone" leaves its tautomer
open (pyridin-2(1H)-one or 2H-pyridin-2-one, as "pyridin-2-one" does). Read by test/chem/names/parent-forms.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_front_locant_rings.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-front-locant-rings.jsonl"

READ = [
    "4-piperidinol",
    "1-methyl-4-piperidinol",
    "4-benzoylmethyl-4-piperidinol",
    "3-piperidinone",
    "2-piperidinone",
    "2-pyridinamine",
    "5-chloro-2-pyridinamine",
    "3-pyridinol",
    "5-pyridinol",
    "2-pyridinethiol",
    "3-pyridinecarboxylic acid",
    "3-pyridinecarbonitrile",
    "4-pyridinecarboxamide",
    "4-pyridinyl acetate",
    "2-pyrazinecarboxylic acid",
    "2-pyrimidinamine",
    "5-pyrimidinamine",
    "4-morpholinecarboxylic acid",
    "1-piperidinecarboxylic acid",
    "1-piperazinecarboxylic acid",
    "2-imidazolidinone",
    "3-quinolinol",
    "2-quinolinecarboxylic acid",
    "1-naphthalenol",
    "2-naphthalenesulfonic acid",
    "9-anthracenol",
    "2-thiophenecarbonitrile",
    "2-thiophenecarboxaldehyde",
    "2-furancarboxylic acid",
    "4-pyranone",
]
REFUSED = [
    "2-pyridinone",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
