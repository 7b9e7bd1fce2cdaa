#!/usr/bin/python3
"""OPSIN's structures for cis-/trans- of two ring substituents (src/chem/names/stereo.ts placeRingCisTrans):
"cis-1,2-dimethylcyclohexane" (meso), "trans-1,4-dimethylcyclohexane", "cis-4-methylcyclohexan-1-ol".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: the relative configuration of a chiral
structure (trans-1,2-dimethylcyclohexane, trans-2-methylcyclohexan-1-ol: two enantiomers, which OPSIN draws as one;
the rel/rac decision of validation/reports/names-in.md). Read by test/chem/names/stereo.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ring_cis_trans.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ring-cis-trans.jsonl"

READ = [
    "cis-1,2-dimethylcyclohexane",
    "cis-1,3-dimethylcyclohexane",
    "cis-1,4-dimethylcyclohexane",
    "trans-1,4-dimethylcyclohexane",
    "cis-4-methylcyclohexan-1-ol",
    "trans-4-methylcyclohexan-1-ol",
    "cis-4-tert-butylcyclohexan-1-ol",
    "trans-cyclohexane-1,4-diol",
    "cis-cyclohexane-1,4-dicarboxylic acid",
    "trans-cyclohexane-1,4-diamine",
    "cis-1-chloro-4-methylcyclohexane",
    "cis-1,2-dichlorocyclopropane",
    "cis-1,3-dichlorocyclobutane",
    "trans-1,3-dichlorocyclobutane",
    "cis-3,5-dimethylpiperidine",
    "cis-2,6-dimethylmorpholine",
    "cis-2,6-dimethylpiperidine",
]
REFUSED = [
    "trans-1,2-dimethylcyclohexane",
    "trans-1,3-dimethylcyclohexane",
    "trans-2-methylcyclohexan-1-ol",
    "cis-2-methylcyclohexan-1-ol",
    "trans-1,2-dichlorocyclobutane",
    "trans-1,2-dichlorocyclopropane",
    "cis-1,2,4-trimethylcyclohexane",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
