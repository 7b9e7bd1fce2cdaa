#!/usr/bin/python3
"""OPSIN's structures for a multiplied "-ium" (src/chem/names/builder.ts protonate, index.ts parseOne): "-1,4-diium"
puts a proton at each locant ("pyrazine-1,4-diium", "1,1'-dimethyl-4,4'-bipyridine-1,1'-diium", paraquat's IUPAC
name), "-diaminium" one on each of two N ("hexane-1,6-diaminium", the dication, which a single "-ium" on
"hexane-1,6-diamine" is not). Rows with "refused": true must stay refused: a "-diaminium" whose parent has more N
than the amines that could take the protons (OPSIN picks the amines), and a count the locants do not match.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_multiplied_ium.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-multiplied-ium.jsonl"

READ = [
    "1,1'-dimethyl-4,4'-bipyridine-1,1'-diium",
    "1,1'-dimethyl-4,4'-bipyridine-1,1'-diium dichloride",
    "pyrazine-1,4-diium",
    "1,4-dimethylpyrazine-1,4-diium",
    "1,1,4,4-tetramethylpiperazine-1,4-diium",
    "4,4'-bipyridine-1,1'-diium",
    "hexane-1,6-diaminium",
    "benzene-1,4-diaminium",
    "ethane-1,2-diaminium",
    "N,N,N',N'-tetramethylethane-1,2-diaminium",
    "N1,N1,N1,N6,N6,N6-hexamethylhexane-1,6-diaminium",
    "propane-1,2,3-triaminium",
    "hexane-1,6-diaminium dichloride",
    "2-aminoethanaminium",
    "ethanaminium",
]
REFUSED = [
    "pyridine-2,6-diaminium",
    "pyrazine-1-diium",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
