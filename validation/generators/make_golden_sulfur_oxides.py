#!/usr/bin/python3
"""OPSIN's structures for sulfoxides and sulfones named as oxides (src/chem/names/index.ts readOxide, builder.ts
oxidise): "thiane 1-oxide", "thietane 1,1-dioxide" (the locant twice: two O on one S), "1,4-dithiane
1,1,4,4-tetraoxide", "1,2-benzothiazol-3(2H)-one 1,1-dioxide" (saccharin), beside the amine oxides.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: an oxide on an aromatic S
("thiophene 1,1-dioxide": its ring is not kekulized around the S=O here), on a carbon, a locant three times, or two
on an N.
Read by test/chem/names/ions.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_sulfur_oxides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-sulfur-oxides.jsonl"

READ = [
    "thietane 1-oxide",
    "thiolane 1-oxide",
    "thiane 1-oxide",
    "thietane 1,1-dioxide",
    "tetrahydrothiophene 1,1-dioxide",
    "2,3-dihydrothiophene 1,1-dioxide",
    "3-methyl-2,5-dihydrothiophene 1,1-dioxide",
    "thiane 1,1-dioxide",
    "2-methylthiolane 1,1-dioxide",
    "thiolan-3-ol 1,1-dioxide",
    "thiomorpholine 1,1-dioxide",
    "1,4-oxathiane 4,4-dioxide",
    "1,2-thiazolidine 1,1-dioxide",
    "1,3-dithiane 1,3-dioxide",
    "1,3-dithiane 1,1,3,3-tetraoxide",
    "1,4-dithiane 1,1,4,4-tetraoxide",
    "1,2-benzothiazol-3(2H)-one 1,1-dioxide",
]
REFUSED = [
    "thiophene 1,1-dioxide",
    "thiophene 1-oxide",
    "thiolane 2,2-dioxide",
    "thiane 1,1,1-trioxide",
    "pyridine 1,1-dioxide",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
