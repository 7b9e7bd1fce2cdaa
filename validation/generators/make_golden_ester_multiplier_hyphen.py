#!/usr/bin/python3
"""OPSIN's structures for an ester's groups counted by a multiplier with a hyphen after it (src/chem/names/grammar.ts
readings): "di-tert-butyl oxalate", "di-sec-butyl carbonate", "tri-n-butyl citrate", "di-isopropyl oxalate",
"di-(2-ethylhexyl) phthalate", "bis-(2-ethylhexyl) phthalate".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: more groups than the anion has acid groups ("di-ethyl acetate"),
and a group whose locant runs into the multiplier's hyphen ("di-2-ethylhexyl phthalate": OPSIN reads none).
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ester_multiplier_hyphen.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ester-multiplier-hyphen.jsonl"

READ = [
    "di-tert-butyl oxalate",
    "di-tert-butyl malonate",
    "di-tert-butyl succinate",
    "di-tert-butyl carbonate",
    "di-sec-butyl carbonate",
    "di-sec-butyl oxalate",
    "di-n-butyl phthalate",
    "tri-n-butyl citrate",
    "di-isopropyl oxalate",
    "di-methyl oxalate",
    "di-tert-butyl azodicarboxylate",
    "di-(2-ethylhexyl) phthalate",
    "bis-(2-ethylhexyl) phthalate",
    "bis(2-ethylhexyl) phthalate",
]
REFUSED = [
    "di-ethyl acetate",
    "di-2-ethylhexyl phthalate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
