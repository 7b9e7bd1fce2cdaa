#!/usr/bin/python3
"""OPSIN's structures for half counts, hemi- (1/2) and sesqui- (3/2), in salts and hydrates (src/chem/names/
components.ts halves): "calcium sulfate hemihydrate", "potassium carbonate sesquihydrate", "caffeine hemihydrate",
"pyridine hemihydrochloride", "pyridinium hemisulfate": two formula units written out, as a SMILES counts whole ones.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN may answer them: a hemi- anion that two cations do
not balance ("calcium hemisulfate": OPSIN draws two Ca2+ beside one sulfate).
Read by test/chem/names/components.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_half_counts.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-half-counts.jsonl"

READ = [
    "calcium sulfate hemihydrate",
    "potassium carbonate sesquihydrate",
    "caffeine hemihydrate",
    "pyridine hemihydrochloride",
    "pyridinium hemisulfate",
    "sodium hemisulfate",
    "ammonium hemisulfate",
    "triethylammonium hemisulfate",
    "sodium hemioxalate",
]
REFUSED = [
    "calcium hemisulfate",
    "iron(3+) hemisulfate",
    "sodium hemichloride",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
