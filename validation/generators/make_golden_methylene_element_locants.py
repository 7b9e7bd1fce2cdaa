#!/usr/bin/python3
"""OPSIN's structures for two behaviours of the name parser:

- "methylene" as the prefix =CH2 on one parent atom (src/chem/names/lexicon.ts OWN_SUBSTITUENTS; IUPAC's
  methylidene): "methylenecyclohexane", "3-methylenecyclohexanone", "diethyl methylenemalonate", "methyleneamine";
  written out names methylene as -CH2- between two groups ("methylene chloride") are refused, as are names that leave
  its place open ("methylenecyclohexane-1,3-dione").
- a prefix at an element locant (N, O, S, P) run into a group of carbons with no hyphen (src/chem/names/builder.ts
  elementLocantBeforeCarbons): the group has no such atom, so the prefix is the parent's: "N-methylbenzylamine",
  "N-ethylbutylamine", "N-methylmethyleneamine", "O-methylbenzylhydroxylamine".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09); rows with
"refused": true are names the parser must refuse.
Read by test/chem/names/lexicon.test.ts (methylene) and test/chem/names/builder.test.ts (element locants).

Run: /usr/bin/python3 validation/generators/make_golden_methylene_element_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
METHYLENE = ROOT / "validation" / "golden" / "names-methylene.jsonl"
ELEMENT_LOCANTS = ROOT / "validation" / "golden" / "names-element-locant-runs.jsonl"

METHYLENE_READ = [
    "methylenecyclohexane",
    "methylenecyclopropane",
    "methylenecyclobutane",
    "3-methylenecyclohexanone",
    "2-methylenecyclohexan-1-one",
    "2-methylenebutanal",
    "3-methylenepentane",
    "2-methylenepropane-1,3-diol",
    "methylenemalonic acid",
    "diethyl methylenemalonate",
    "methylenesuccinic acid",
    "4-methylenepiperidine",
    "5-methylenecyclopenta-1,3-diene",
    "1-methylene-1H-indene",
    "2,2-dimethyl-3-methylenebicyclo[2.2.1]heptane",
    "methyleneamine",
    "methyleneaniline",
    "N-methyleneaniline",
    "N-phenylmethyleneamine",
    "methylenehydrazine",
    "methyleneurea",
    "2-(dimethylaminomethylene)malononitrile",
    "1,2-methylenedioxybenzene",
    "3,4-methylenedioxytoluene",
]
METHYLENE_REFUSED = [
    "methylene chloride",
    "methylenecyclohexane-1,3-dione",
]
ELEMENT_READ = [
    "N-methylmethyleneamine",
    "N-tert-butylmethyleneamine",
    "N-methylmethylideneamine",
    "N-methylethylideneamine",
    "N-ethylbutylamine",
    "N-methylpropylamine",
    "N-methylisopropylamine",
    "N-methylallylamine",
    "N-ethylmethylamine",
    "N-methylbenzylamine",
    "N,N-dimethylbenzylamine",
    "N,N-diethylbenzylamine",
    "N-isopropylbenzylamine",
    "N-ethyl-N-methylbenzylamine",
    "N-methyldibenzylamine",
    "N-propylbenzylideneamine",
    "N-methylbenzylideneamine",
    "N-methylphenylamine",
    "N-methyltritylamine",
    "O-methylbenzylhydroxylamine",
]
ELEMENT_REFUSED = [
    "N-methylcyclohexylmethylamine",
]


def main():
    write_read_and_refused(METHYLENE, METHYLENE_READ, METHYLENE_REFUSED, ROOT)
    write_read_and_refused(ELEMENT_LOCANTS, ELEMENT_READ, ELEMENT_REFUSED, ROOT)


if __name__ == "__main__":
    main()
