#!/usr/bin/python3
"""OPSIN's structures for a ring group's own prefixes written before it in a run on a one-carbon parent
(src/chem/names/builder.ts nestBeforeRing): "1-methyl-1H-pyrazol-4-ylmethanol" is (1-methyl-1H-pyrazol-4-yl)methanol,
"[1-(4-fluorophenyl)-1H-indol-4-ylmethyl]" is [1-(4-fluorophenyl)-1H-indol-4-yl]methyl: the parent's one carbon
takes no locant, so a written locant before the ring group is the ring's. (Read before as a locant on the methyl:
1-(1H-pyrazol-4-yl)ethanol.)

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: on a parent of two carbons, where the
locant may be the chain's ("1-methyl-1H-pyrazol-4-ylethanol").
Read by test/chem/names/builder.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_one_carbon_runs.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-one-carbon-runs.jsonl"

READ = [
    "1-methyl-1H-pyrazol-4-ylmethanol",
    "5-chloro-1-methyl-1H-pyrazol-4-ylmethanol",
    "1,3-dimethyl-1H-pyrazol-5-ylmethanol",
    "1-benzyl-1H-imidazol-2-ylmethanol",
    "1-methyl-1H-benzimidazol-2-ylmethanamine",
    "2-methylpyridin-3-ylmethanol",
    "(1-methyl-1H-pyrazol-4-ylmethyl)amine",
    "(1-methyl-1H-indol-4-ylmethyl)benzene",
    "(S)-N-{5-(4-Fluoro-phenyl)-4-[1-(4-fluoro-phenyl)-1H-indol-4-ylmethyl]-3-oxo-3,4-dihydro-pyrazin-2-yl}-2-methylamino-propionamide",
    # a locant the methyl's own carbon takes, with no ring group after it, stays the methyl's
    "(1-hydroxy-1-phenylmethyl)benzene",
    "1-chloro-1-phenylmethane",
    # a ring group in brackets closes its own scope: the locant is the carbon's
    "1-phenyl-(1H-indol-4-yl)methanol",
    "(1-methylpiperidin-4-yl)methanol",
    "1-(1-methyl-1H-indol-3-yl)methanamine",
]
REFUSED = [
    "1-methyl-1H-pyrazol-4-ylethanol",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
