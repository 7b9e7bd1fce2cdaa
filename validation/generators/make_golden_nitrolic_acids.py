#!/usr/bin/python3
"""OPSIN's structures for nitrolic acids named by the older class form (src/chem/names/nitrolic-acids.ts): an alkyl
run into "nitrolic acid", whose attachment carbon takes =N-OH and a nitro group ("ethylnitrolic acid" is
CH3-C(=NOH)NO2, "benzylnitrolic acid" Ph-C(=NOH)NO2).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: an attachment carbon without the two
hydrogens the =N-OH takes (OPSIN's "isopropylnitrolic acid" is propylnitrolic acid, its "cyclohexylnitrolic acid"
adds a carbon).
Read by test/chem/names/nitrolic-acids.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_nitrolic_acids.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-nitrolic-acids.jsonl"

READ = [
    "methylnitrolic acid",
    "ethylnitrolic acid",
    "Ethylnitrolic acid",
    "ethyl nitrolic acid",
    "ethylnitrolicacid",
    "propylnitrolic acid",
    "butylnitrolic acid",
    "pentylnitrolic acid",
    "hexylnitrolic acid",
    "benzylnitrolic acid",
    "2-phenylethylnitrolic acid",
    "2-chloroethylnitrolic acid",
]
REFUSED = [
    "isopropylnitrolic acid",
    "tert-butylnitrolic acid",
    "cyclohexylnitrolic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
