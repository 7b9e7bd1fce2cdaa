#!/usr/bin/python3
"""OPSIN's structures for the contracted aryl stems whose "yl" goes on their first atom (OPSIN's arylSubstituents.xml
tokens with suffixAppliesTo="1", extracted by scripts/extract/extract_opsin_names.py as substituents): benzhydryl
-CH(Ph)2 (PubChem's diphenhydramine, "2-benzhydryloxy-N,N-dimethylethanamine"; modafinil), phenethyl, phenpropyl,
phenisopropyl, styryl and furfuryl. Rows with "refused": true must stay refused: the stems' other suffixes
(benzhydrol) are not read, and locants that reach into the group from outside its brackets (4,4'-dichloro-
benzhydrylbenzene) are refused, not guessed.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/lexicon.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_aryl_stems.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-aryl-stems.jsonl"

READ = [
    "1-benzhydrylpiperazine",
    "1-benzhydryl-4-methylpiperazine",
    "1-(4-chlorobenzhydryl)piperazine",
    "benzhydrylbenzene",
    "4-benzhydrylphenol",
    "benzhydrylamine",
    "N-benzhydrylacetamide",
    "benzhydryl acetate",
    "benzhydryl chloride",
    "phenethylbenzene",
    "2-phenethylphenol",
    "phenethyl acetate",
    "phenethyl alcohol",
    "N-phenethylacetamide",
    "1-phenethylpiperidin-4-one",
    "3-phenpropylpyridine",
    "phenbutylbenzene",
    "phenisopropylbenzene",
    "styrylbenzene",
    "2-styrylpyridine",
    "4-styrylphenol",
    "furfuryl alcohol",
    "furfuryl acetate",
    "5-methylfurfuryl alcohol",
    "N-furfurylacetamide",
    "2-furfurylthiophene",
    "furfurylamine",
    "phenmethylbenzene",
]
REFUSED = [
    "benzhydrol",
    "4,4'-dichlorobenzhydrylbenzene",
    "benzhydrylidenebenzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
