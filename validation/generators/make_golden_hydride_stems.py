#!/usr/bin/python3
"""OPSIN's structures for the group 14 hydrides as stems that take suffixes (src/chem/names/lexicon.ts
HYDRIDE_STEMS): "silanol", "trimethylsilanol", "silanamine", "silanediol", "1,1,1-trimethylsilanamine",
"trimethylstannanol", "germanol"; and chains of one element (HS-S-SH "trisulfane", "disilane", "diselane",
"3-[ethyl(2-34S)trisulfan-1-yl]propanoic acid").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a locant the one-atom parent does not have ("2-methylsilanol"), a
group on a chain's inner S, which has no hydrogen ("2-methyltrisulfane": OPSIN draws a λ4 S), and "disulfanylmethane"
(HS-S- or two HS- groups).
Read by test/chem/names/lexicon.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_hydride_stems.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-hydride-stems.jsonl"

READ = [
    "silanamine", "silanol", "trimethylsilanol", "silanediol", "dimethylsilanediol", "triphenylsilanol",
    "silanethiol", "N-methylsilanamine", "1,1,1-trimethylsilanamine", "N,N-diethyl-1,1,1-trimethylsilanamine",
    "germanol", "trimethylstannanol", "trimethylsilanecarboxylic acid", "silanecarbonitrile", "silanone",
    "methylsilanetriol", "triethoxysilanol", "silane", "chlorotrimethylsilane",
    # chains of one element
    "trisulfane", "disulfane", "tetrasulfane", "pentasulfane", "3-(ethyltrisulfan-1-yl)propanoic acid",
    "3-[ethyl(2-34S)trisulfan-1-yl]propanoic acid", "methyldisulfane", "dimethyltrisulfane", "1,3-dimethyltrisulfane",
    "dimethylpentasulfane", "3-trisulfanylpropanoic acid", "disilane", "trisilane", "hexamethyldisilane",
    "1,1,1,2,2,2-hexamethyldisilane", "diselane", "dimethyldiselane", "ditellane", "digermane", "distannane",
    "hexamethyldistannane",
]
REFUSED = [
    "2-methylsilanol", "2-methyltrisulfane", "disulfanylmethane",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
