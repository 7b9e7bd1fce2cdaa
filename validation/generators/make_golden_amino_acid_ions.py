#!/usr/bin/python3
"""OPSIN's structures for the ions of amino acids (src/chem/names/amino-acid-ions.ts): "glycinate", "L-alaninium",
and salts of them ("sodium glycinate", "L-asparaginium chloride").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral amino acid without L- or D-
(OPSIN assumes L-), an -ium of an amino acid with two amine N (lysine: OPSIN protonates the alpha N) or a basic ring N (histidine). Read by
test/chem/names/amino-acid-ions.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_amino_acid_ions.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-amino-acid-ions.jsonl"

READ = [
    "glycinate",
    "glycinium",
    "sarcosinate",
    "L-alaninate",
    "L-alaninium",
    "D-serinate",
    "L-prolinate",
    "L-lysinate",
    "sodium glycinate",
    "zinc diglycinate",
    "glycinium chloride",
    "L-asparaginium chloride",
    "L-Asparaginium chloride",
    "L-phenylalaninium chloride",
]
REFUSED = [
    "alaninate",
    "serinium chloride",
    "L-lysinium",
    # the imidazole N is a base too
    "L-histidinium",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
