#!/usr/bin/python3
"""OPSIN's structures for hydro prefixes written straight before a ring group on a retained acid's chain
(src/chem/names/implicit-brackets.ts hydroIntoRingGroup): "tetrahydrofuran-2-ylacetic acid",
"3,4-dihydro-2H-pyran-2-ylacetic acid", "2-[1-(3,4-dihydro-2(1H)-isoquinolinylacetyl)-3-oxo-2-piperazinyl]-N-
phenylacetamide": the acid's chain takes no hydro prefix, so they are the ring group's.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/implicit-brackets.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_hydro_ring_acyl.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-hydro-ring-acyl.jsonl"

READ = [
    "2-[1-(3,4-dihydro-2(1H)-isoquinolinylacetyl)-3-oxo-2-piperazinyl]-N-phenylacetamide",
    "(3,4-dihydro-2(1H)-isoquinolinylacetyl)benzene",
    "tetrahydrofuran-2-ylacetic acid",
    "tetrahydro-2H-pyran-4-ylacetic acid",
    "3,4-dihydro-2H-pyran-2-ylacetic acid",
    "1,2,3,4-tetrahydronaphthalen-1-ylacetic acid",
    "2,3-dihydro-1H-inden-1-ylacetic acid",
]
REFUSED = []


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
