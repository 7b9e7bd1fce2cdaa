#!/usr/bin/python3
"""OPSIN's structures for glycols, glycol ethers and their esters (src/chem/names/glycol-ethers.ts): "ethylene glycol",
"1,4-butanediol diglycidyl ether", "diethylene glycol ethyl methyl ether", "ethylene glycol ethyl ether acetate".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: fewer groups than OH where the OH left
free is not said (glycerol diglycidyl ether: 1,2 or 1,3; OPSIN takes the first), the trivial name of a chiral
polyol (propylene glycol), and an oxoacid beside a free OH it could close a ring on (ethylene glycol sulfate). Read by test/chem/names/glycol-ethers.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_glycol_ethers.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-glycol-ethers.jsonl"

READ = [
    "ethylene glycol",
    "diethylene glycol",
    "triethylene glycol",
    "glycerol",
    "bisphenol A",
    "ethylene glycol monomethyl ether",
    "ethylene glycol dimethyl ether",
    "ethylene glycol monobutyl ether",
    "diethylene glycol ethyl methyl ether",
    "diethylene glycol monoethyl ether",
    "triethylene glycol dimethyl ether",
    "ethylene glycol ethyl ether acetate",
    "ethylene glycol monobutyl ether acetate",
    "1,4-butanediol diglycidyl ether",
    "glycerol triglycidyl ether",
    "Bisphenol A diglycidyl ether",
    "neopentyl glycol diglycidyl ether",
    # esters of a listed polyol
    "ethylene glycol diacetate",
    "ethylene glycol monoacetate",
    "ethylene glycol dimethacrylate",
    "diethylene glycol dibenzoate",
    "glycerol triacetate",
    "ethylene glycol methacrylate phosphate",
]
REFUSED = [
    "glycerol diglycidyl ether",
    "glycerol monomethyl ether",
    "propylene glycol",
    "propylene glycol methyl ether",
    "ethylene glycol trimethyl ether",
    "glycerol diacetate",
    # with an OH left, the sulfate or phosphate may close a ring on it (the cyclic ester)
    "ethylene glycol sulfate",
    "ethylene glycol phosphate",
    # OPSIN draws the phenol beside two acids, not the diester: left unread
    "bisphenol A dimethacrylate",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
