#!/usr/bin/python3
"""OPSIN's structures for the ions of amino acids (src/chem/names/amino-acid-ions.ts): "glycinate", "L-alaninium",
and salts of them ("sodium glycinate", "L-asparaginium chloride").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral amino acid without L- or D-
(OPSIN assumes L-), an -ium of an amino acid with two amine N (lysine: OPSIN protonates the alpha N) or a basic ring N (histidine). Read by
test/chem/names/amino-acid-ions.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_amino_acid_ions.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

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
    names = READ + REFUSED
    answers = run_opsin(names)
    with GOLDEN.open("w") as out:
        for name in names:
            row = {"name": name, "opsin": canonical(answers.get(name))}
            if name in REFUSED:
                row["refused"] = True
            out.write(json.dumps(row) + "\n")
    print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(names)} names")


if __name__ == "__main__":
    main()
