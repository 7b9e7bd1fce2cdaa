#!/usr/bin/python3
"""OPSIN's structures for alkyl groups written in suppliers' forms (src/chem/names/grammar.ts NORMAL_ALKYLS and
SPECIAL_SUBSTITUENTS): "n-butyl", "n-propoxy", "4-n-amyl" (the unbranched chain; amyl is pentyl), "isoamyl"
(3-methylbutyl), "tert-amyl" (2-methylbutan-2-yl).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a small "n-" before a parent with a
nitrogen, where it may be the N locant ("n-butylaniline": OPSIN reads N-butyl; as the normal chain it is on the ring,
unlocanted), and "sec-amyl" (pentan-2-yl to OPSIN, but used for pentan-3-yl too; not read).
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_alkyl_forms.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-alkyl-forms.jsonl"

READ = [
    "n-butylbenzene",
    "n-propylbenzene",
    "4-n-butylaniline",
    "N-n-butylacetamide",
    "n-propylamine",
    "n-butyl prop-2-enoate",
    "n-hexyl acetate",
    "n-octyl acetate",
    "2-n-butoxyethanol",
    "1-n-propoxypropane",
    "2,5-dimethoxy-4-n-amylbenzaldehyde",
    "n-amyl acetate",
    "isoamyl acetate",
    "isoamyl alcohol",
    "tert-amyl alcohol",
    "tert-amylbenzene",
    "t-amyl alcohol",
    # a capital N stays the locant
    "N-butylaniline",
]
REFUSED = [
    "n-butylaniline",
    "sec-amyl acetate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
