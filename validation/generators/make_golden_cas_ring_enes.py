#!/usr/bin/python3
"""OPSIN's structures for von Baeyer and spiro names in CAS's older form, the unsaturation's locants between the
descriptor and the stem (src/chem/names/von-baeyer.ts casRingUnsaturation): "bicyclo[5.4.0]-7-undecene" is
bicyclo[5.4.0]undec-7-ene, "bicyclo[2.2.1]-2,5-heptadiene" bicyclo[2.2.1]hepta-2,5-diene; and the small [n]annulenes
as their cycloalkenes (annulene: "[8]annulene" is cycloocta-1,3,5,7-tetraene).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: a locant the skeleton has no double
bond for, and [10]annulene on (each double bond's geometry is left open; OPSIN draws them flat).
Read by test/chem/names/von-baeyer.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_cas_ring_enes.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-cas-ring-enes.jsonl"

READ = [
    "bicyclo[5.4.0]-7-undecene",
    "bicyclo[2.2.1]-2-heptene",
    "bicyclo[2.2.1]-2,5-heptadiene",
    "7,7-dimethylbicyclo[2.2.1]-2-heptene",
    "bicyclo[2.2.2]-2-octene",
    "bicyclo[4.4.0]-1-decene",
    "spiro[4.5]-2-decene",
    "spiro[5.5]-1-undecene",
    "[6]annulene",
    "[8]annulene",
    "[8]ANNULENE",
]
REFUSED = [
    "bicyclo[2.2.1]-9-heptene",
    "[10]annulene",
    "[18]annulene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
