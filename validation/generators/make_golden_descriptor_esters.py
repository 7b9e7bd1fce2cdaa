#!/usr/bin/python3
"""OPSIN's structures for esters written without their space before the anion's CIP descriptors
(src/chem/names/omitted-spaces.ts): "methyl(R)-amino-(4-fluorophenyl)-acetate", "tert-butyl(R)-3-vinylpyrrolidine-
1-carboxylate", "ethyl(E)-but-2-enoate": read as the ester the space would give.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: one alkyl group for an acid with two acid groups
("ethyl(2R,3R)-2,3-dihydroxybutanedioate", refused as "ethyl (2R,3R)-2,3-dihydroxybutanedioate" is), whatever OPSIN
gives. Read by test/chem/names/omitted-spaces.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_descriptor_esters.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-descriptor-esters.jsonl"

READ = [
    "methyl(R)-amino-(4-fluorophenyl)-acetate",
    "1,1-dimethylethyl(R)-amino-(4-fluorophenyl)-acetate",
    "tert-butyl(R)-3-vinylpyrrolidine-1-carboxylate",
    "methyl(R)-2-aminopropanoate",
    "ethyl(2S)-2-hydroxypropanoate",
    "ethyl(E)-but-2-enoate",
    "methyl(R)-2-methylbutanoate",
    "benzyl(S)-2-aminopropanoate",
]
REFUSED = [
    "ethyl(2R,3R)-2,3-dihydroxybutanedioate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
