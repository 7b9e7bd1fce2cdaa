#!/usr/bin/python3
"""OPSIN's structures for an acid's amide of a cyclic amine named by a class word after the acid
(src/chem/names/acid-class-words.ts ringAmide): "cyclohexaneacetic acid piperidide" (1-(cyclohexylacetyl)piperidine),
"benzoic acid morpholide", "acetic acid pyrrolidide", "benzoic acid piperazide", "acetic acid azetidide".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: the word after an acid with two acid
groups ("succinic acid piperidide", "oxalic acid piperidide": which one is the amide is not said; OPSIN takes one), as
the plain "amide" word is refused there.
Read by test/chem/names/acid-class-words.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ring_amides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ring-amides.jsonl"

READ = [
    "cyclohexaneacetic acid piperidide",
    "benzeneacetic acid piperidide",
    "acetic acid piperidide",
    "formic acid piperidide",
    "propanoic acid piperidide",
    "hexanoic acid piperidide",
    "benzoic acid piperidide",
    "cyclohexanecarboxylic acid piperidide",
    "pyridine-3-carboxylic acid piperidide",
    "nicotinic acid piperidide",
    "benzoic acid morpholide",
    "4-chlorobenzoic acid morpholide",
    "glycolic acid morpholide",
    "benzoic acid pyrrolidide",
    "2-methylpropanoic acid pyrrolidide",
    "benzoic acid piperazide",
    "acetic acid azetidide",
]
REFUSED = [
    "succinic acid piperidide",
    "oxalic acid piperidide",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
