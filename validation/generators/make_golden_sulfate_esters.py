#!/usr/bin/python3
"""OPSIN's structures for sulfate as the anion of its esters (src/chem/names/carbonic.ts: "dimethyl sulfate", a
partial ester beside a cation "sodium dodecyl sulfate") and for a partial ester as a component beside a cation in
PubChem's ";" form (src/chem/names/components.ts: "sodium;dodecyl sulfate", SDS; "sodium;ethyl butanedioate").
OPSIN's command line reads no ";", so a name with one is given OPSIN's answer on the name with each ";" written as a
space ("opsin_spaced"), as make_golden_names.py does. Rows with "refused": true must stay refused: a partial ester
alone (also the older name of the diester), a partial ester whose place the name leaves open, a partial ester
beside no cation, and charges that do not balance.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/carbonic.test.ts (names without ";") and test/chem/names/components.test.ts (with ";").

Run: /usr/bin/python3 validation/generators/make_golden_sulfate_esters.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-sulfate-esters.jsonl"

READ = [
    "dimethyl sulfate",
    "diethyl sulfate",
    "diphenyl sulfate",
    "dibutyl sulfate",
    "sodium dodecyl sulfate",
    "potassium methyl sulfate",
    "sodium hydrogen sulfate",
    "sodium;dodecyl sulfate",
    "potassium;methyl sulfate",
    "sodium;octyl sulfate",
    "sodium;2-ethylhexyl sulfate",
    "sodium;ethyl butanedioate",
    "sodium;4-O-ethyl 2-methylbutanedioate",
]
REFUSED = [
    "dodecyl sulfate",
    "methyl sulfate",
    "sodium;ethyl 2-methylbutanedioate",
    "2-aminoethanol;dodecyl sulfate",
    "calcium;dodecyl sulfate",
    "sodium;dimethyl sulfate",
]


def main():
    names = READ + REFUSED
    spaced = {n: n.replace(";", " ") for n in names if ";" in n}
    answers = run_opsin(names + list(spaced.values()))
    with GOLDEN.open("w") as out:
        for name in names:
            row = {"name": name, "opsin": canonical(answers.get(name))}
            if name in spaced:
                row["opsin_spaced"] = canonical(answers.get(spaced[name]))
            if name in REFUSED:
                row["refused"] = True
            out.write(json.dumps(row) + "\n")
    print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(names)} names")


if __name__ == "__main__":
    main()
