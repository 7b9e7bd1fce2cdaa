#!/usr/bin/python3
"""OPSIN's structures for esters with different groups and no locants whose words multiply a group or leave acid
groups as OH (src/chem/names/mixed-esters.ts groupsOf): "diethyl 4-nitrophenyl phosphate" (paraoxon), "dimethyl
2,2-dichloroethenyl phosphate" (dichlorvos), "2-ethylhexyl diphenyl phosphate", "dimethyl hydrogen phosphate",
"methyl dihydrogen phosphate", "bis(2-ethylhexyl) hydrogen phosphate", "ethyl hydrogen succinate", "dimethyl phenyl
phosphite".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: the groups on acid groups that differ ("methyl hydrogen
2-methylbutanedioate", "diethyl hydrogen citrate": OPSIN picks one), a "dimethylphenyl" group without its locants,
and "diethyl hydrogen phosphite", which OPSIN draws as (EtO)2P-OH while the compound so named is the phosphonate
tautomer HP(=O)(OEt)2.
Read by test/chem/names/mixed-esters.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_mixed_ester_groups.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-mixed-ester-groups.jsonl"

READ = [
    "diethyl 4-nitrophenyl phosphate",
    "diethyl (4-nitrophenyl) phosphate",
    "dimethyl 4-nitrophenyl phosphate",
    "dimethyl 2,2-dichloroethenyl phosphate",
    "2,2-dichloroethenyl dimethyl phosphate",
    "methyl diphenyl phosphate",
    "2-ethylhexyl diphenyl phosphate",
    "ethyl dimethyl phosphate",
    "dimethyl phenyl phosphite",
    "dimethyl hydrogen phosphate",
    "diethyl hydrogen phosphate",
    "dibutyl hydrogen phosphate",
    "diphenyl hydrogen phosphate",
    "dibenzyl hydrogen phosphate",
    "bis(2-ethylhexyl) hydrogen phosphate",
    "bis(4-nitrophenyl) hydrogen phosphate",
    "ethyl methyl hydrogen phosphate",
    "methyl dihydrogen phosphate",
    "ethyl dihydrogen phosphate",
    "phenyl dihydrogen phosphate",
    "benzyl dihydrogen phosphate",
    "ethyl hydrogen succinate",
    "ethyl hydrogen butanedioate",
    "methyl hydrogen malonate",
    "ethyl hydrogen phthalate",
    "ethyl hydrogen oxalate",
]
REFUSED = [
    "methyl hydrogen 2-methylbutanedioate",
    "diethyl hydrogen citrate",
    "dimethylphenyl diphenyl phosphate",
    "diethyl hydrogen phosphite",
]

if __name__ == "__main__":
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
