#!/usr/bin/python3
"""OPSIN's structures for the esters of phosphorothioic, phosphorodithioic and phosphorotrithioic acid with the O- or
S- locant of each ester's group (src/chem/names/phosphorothioates.ts): "O,O-diethyl O-(4-nitrophenyl)
phosphorothioate" (parathion), "O,O-diethyl O-(3,5,6-trichloropyridin-2-yl) phosphorothioate" (chlorpyrifos),
"O,O-dimethyl S-methyl phosphorodithioate", "S,S,S-tributyl phosphorotrithioate", "O-ethyl O-(4-nitrophenyl) phenylphosphonothioate" (EPN), "phosphorothioic acid O,O-diethyl
O-(4-nitrophenyl) ester".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a group without its O- or S- locant ("triethyl phosphorothioate":
O,O,O or O,O,S; OPSIN picks O,O,O), an O and an S both left after the groups, so that which is P=X is not said
("O,O-diethyl phosphorothioate": OPSIN draws P=S and O-; "O,O-diethyl hydrogen phosphorothioate": the thione or the
thiol), more S- locants than the acid has S ("S,S-diethyl O-methyl phosphorothioate").
Read by test/chem/names/phosphorothioates.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_phosphorothioates.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-phosphorothioates.jsonl"

READ = [
    "O,O-diethyl O-(4-nitrophenyl) phosphorothioate",
    "O,O-diethyl O-4-nitrophenyl phosphorothioate",
    "O,O-dimethyl O-(4-nitrophenyl) phosphorothioate",
    "O,O-diethyl O-(3,5,6-trichloropyridin-2-yl) phosphorothioate",
    "O,O-diethyl O-(2-isopropyl-6-methylpyrimidin-4-yl) phosphorothioate",
    "O,O-dimethyl O-(3-methyl-4-nitrophenyl) phosphorothioate",
    "O,O,O-triethyl phosphorothioate",
    "O,O-diethyl S-ethyl phosphorothioate",
    "O,O-dimethyl S-methyl phosphorodithioate",
    "O,O,S-trimethyl phosphorodithioate",
    "O,S-dimethyl O-phenyl phosphorodithioate",
    "O,O-dimethyl phosphorodithioate",
    "S,S,S-tributyl phosphorotrithioate",
    "O,O-bis(2-chloroethyl) O-phenyl phosphorothioate",
    "phosphorothioic acid O,O-diethyl O-(4-nitrophenyl) ester",
    # A group on P: phosphonothioates.
    "O-ethyl O-(4-nitrophenyl) phenylphosphonothioate",
    "O-ethyl S-propyl methylphosphonothioate",
    "O,O-diethyl methylphosphonothioate",
    "O,S-diethyl methylphosphonothioate",
    "O-ethyl S-phenyl ethylphosphonodithioate",
    "O-methyl O-phenyl (4-chlorophenyl)phosphonothioate",
]
REFUSED = [
    "triethyl phosphorothioate",
    "O,O-diethyl phosphorothioate",
    "O,O-diethyl hydrogen phosphorothioate",
    "S,S-diethyl O-methyl phosphorothioate",
    "O-ethyl phenylphosphonothioate",
    "ethyl phenyl phenylphosphonothioate",
]

if __name__ == "__main__":
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
