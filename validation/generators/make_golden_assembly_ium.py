#!/usr/bin/python3
"""OPSIN's structures for an unlocanted "-ium" on a ring assembly (src/chem/names/builder.ts protonate, index.ts
parseOne): OPSIN puts it on each ring, so "1,1'-dimethyl-4,4'-bipyridinium dichloride" is paraquat's dication; the
parser answers where that is the only reading built (each N quaternised) or both readings give one structure. Rows
with "refused": true must stay refused: where one ring's N or each ring's may be meant ("4,4'-bipyridinium",
"1-methyl-4,4'-bipyridinium"), the name does not say.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_assembly_ium.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-assembly-ium.jsonl"

READ = [
    "1,1'-dimethyl-4,4'-bipyridinium",
    "1,1'-dimethyl-4,4'-bipyridinium dichloride",
    "1,1'-dimethyl-4,4'-bipyridinium dibromide",
    "1,1'-dibenzyl-4,4'-bipyridinium dichloride",
    "1,1'-diheptyl-4,4'-bipyridinium dibromide",
    "1,1'-bis(4-methylphenyl)-4,4'-bipyridinium",
    "1,1'-diethyl-2,2'-bipyridinium",
    "1,1'-dimethyl-2,2'-bipyridinium",
    "1-methylpyridinium chloride",
]
REFUSED = [
    "4,4'-bipyridinium",
    "2,2'-bipyridinium",
    "1-methyl-4,4'-bipyridinium",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
