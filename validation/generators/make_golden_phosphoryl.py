#!/usr/bin/python3
"""OPSIN's structures for phosphoryl, -P(=O)<, as the parent of the two groups written before it, bracketed or joined
(src/chem/names/implicit-brackets.ts JOINER_PREFIXES, builder.ts buildSubstituent): "(diethoxyphosphoryl)acetic
acid", "ethyl (diethoxyphosphoryl)acetate", "diphenylphosphorylbenzene", "[chloro(phenoxy)phosphoryl]benzene",
"2-(diethoxyphosphorylamino)propanoic acid".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: phosphoryl with a free valence left ("phosphorylbenzene",
"(chlorophosphoryl)benzene": H2P(=O)- is phosphinoyl; OPSIN gives none or a charge-separated ylide).
Read by test/chem/names/implicit-brackets.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_phosphoryl.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-phosphoryl.jsonl"

READ = [
    "(dichlorophosphoryl)benzene",
    "dichlorophosphorylbenzene",
    "(diethoxyphosphoryl)acetic acid",
    "2-(diethoxyphosphoryl)acetic acid",
    "ethyl (diethoxyphosphoryl)acetate",
    "ethyl 2-(diethoxyphosphoryl)acetate",
    "diethoxyphosphorylmethane",
    "(dimethoxyphosphoryl)methanol",
    "4-(diethoxyphosphorylmethyl)benzoic acid",
    "1-(diphenylphosphoryl)propan-2-one",
    "(diphenylphosphoryl)benzene",
    "diphenylphosphorylbenzene",
    "[chloro(phenoxy)phosphoryl]benzene",
    "(diethoxyphosphoryl)amine",
    "N-(diethoxyphosphoryl)aniline",
    "N-(diphenylphosphoryl)acetamide",
    "2-[(diethoxyphosphoryl)amino]propanoic acid",
    "2-(diethoxyphosphorylamino)propanoic acid",
    "(bis(dimethylamino)phosphoryl)benzene",
    "1-(dimethoxyphosphoryl)-2-oxopropane",
    "(dimethylphosphoryl)methane",
    "[ethoxy(methyl)phosphoryl]benzene",
]
REFUSED = [
    "phosphorylbenzene",
    "(chlorophosphoryl)benzene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
