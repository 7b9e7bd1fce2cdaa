#!/usr/bin/python3
"""OPSIN's structures for the mononuclear phosphorus and arsenic oxoacids with groups on P (As) and N
(src/chem/names/phosphorus-acids.ts): "methylphosphonic acid", "dimethylphosphinic acid", "N,N-diethylmethyl-
phosphonamidic acid", their anions for esters and salts ("diethyl methylphosphonate", "N,N-diethylmethyl-
phosphonamidate", "sodium dimethylphosphinate"), their amides and halides by class word ("hexamethylphosphoric
triamide", "methylphosphonic dichloride", "diphenylphosphinic chloride"), "methylarsonic acid".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: an unlocanted group that could go on P or on N
("methylphosphonamidic acid", "methylphosphonic diamide", "diphenylphosphinic amide": OPSIN picks P), an ester's
group run into the anion with no space ("methylphosphonate": the methyl ester of phosphonic acid or the P-methyl
anion), more groups than the acid has hydrogens on P ("trimethylphosphonic acid").
Read by test/chem/names/phosphorus-acids.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_phosphorus_acids.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-phosphorus-acids.jsonl"

READ = [
    "phosphonic acid",
    "phosphinic acid",
    "methylphosphonic acid",
    "ethylphosphonic acid",
    "phenylphosphonic acid",
    "(aminomethyl)phosphonic acid",
    "aminomethylphosphonic acid",
    "hydroxymethylphosphonic acid",
    "(2-chloroethyl)phosphonic acid",
    "2-chloroethylphosphonic acid",
    "methylphosphinic acid",
    "dimethylphosphinic acid",
    "diphenylphosphinic acid",
    "methyl(phenyl)phosphinic acid",
    "methylphosphonous acid",
    "diethyl methylphosphonate",
    "dimethyl methylphosphonate",
    "diethyl phenylphosphonate",
    "diethyl benzylphosphonate",
    "diethyl (2-oxopropyl)phosphonate",
    "diethyl methylphosphonite",
    "sodium dimethylphosphinate",
    "phosphonamidic acid",
    "N-methylphosphonamidic acid",
    "P-methylphosphonamidic acid",
    "N,N-diethylmethylphosphonamidic acid",
    "N,N-diethylmethylphosphonamidate",
    "phosphoramidic acid",
    "N-methylphosphoramidic acid",
    "methylphosphoramidic acid",
    "N-phenylphosphoramidic acid",
    "phosphoric triamide",
    "hexamethylphosphoric triamide",
    "N,N,N',N',N'',N''-hexamethylphosphoric triamide",
    "methylphosphonic dichloride",
    "phenylphosphonic dichloride",
    "methylphosphonic difluoride",
    "phosphonic dichloride",
    "phosphinic chloride",
    "diphenylphosphinic chloride",
    "dimethylphosphinic chloride",
    "diphenylphosphinic bromide",
    "methylphosphonous dichloride",
    "phenylphosphonous dichloride",
    "N,N'-dimethyl-P-phenylphosphonic diamide",
    "P,P-diphenylphosphinic amide",
    "methylarsonic acid",
    "phenylarsonic acid",
    "dimethylarsinic acid",
]
REFUSED = [
    "methylphosphonamidic acid",
    "methylphosphonic diamide",
    "diphenylphosphinic amide",
    "methylphosphonate",
    "trimethylphosphonic acid",
    "trimethylphosphinic acid",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
