#!/usr/bin/python3
"""OPSIN's structures for esters with a different group on each acid group and no locants (src/chem/names/
mixed-esters.ts): "ethyl methyl carbonate", "ethyl methyl butanedioate", an acyl group on a carbonate's second O as
PubChem names di-tert-butyl dicarbonate ("tert-butyl (2-methylpropan-2-yl)oxycarbonyl carbonate"). Rows with
"refused": true must stay refused: where the groups' places give different structures (OPSIN picks one; the name
does not say which), and fewer groups than acid groups.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/mixed-esters.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_mixed_esters.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-mixed-esters.jsonl"

READ = [
    "methyl (2-methylpropan-2-yl)oxycarbonyl carbonate",
    "ethyl methyl carbonate",
    "ethyl methyl butanedioate",
    "ethyl methyl sulfate",
    "benzyl phenyl carbonate",
    "ethyl methyl benzene-1,4-dicarboxylate",
    "ethyl methyl benzene-1,2-dicarboxylate",
    "ethyl propyl propanedioate",
    "ethyl methyl 2,2-dimethylpropanedioate",
    "2-ethylhexyl methyl carbonate",
    "acetyl benzoyl carbonate",
    "ethyl methyl oxalate",
    "ethyl methyl ethanedioate",
]
REFUSED = [
    "ethyl methyl 2-methylbutanedioate",
    "ethyl methyl 2-hydroxypropane-1,2,3-tricarboxylate",
    "ethyl methyl 4-nitrobenzene-1,2-dicarboxylate",
    "butyl ethyl methyl 2-hydroxypropane-1,2,3-tricarboxylate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
