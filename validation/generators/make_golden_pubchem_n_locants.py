#!/usr/bin/python3
"""OPSIN's structures for PubChem's current N-locants on a polyamine or polyamide, the suffix's locant before the "N"
(src/chem/names/grammar.ts locants): "4-N-(7-chloroquinolin-4-yl)-1-N,1-N-diethylpentane-1,4-diamine" is
N4-(7-chloroquinolin-4-yl)-N1,N1-diethylpentane-1,4-diamine (chloroquine), "6-chloro-2-N,4-N-diethyl-1,3,5-triazine-
2,4-diamine" simazine. Rows with "refused": true must stay refused: PubChem's primed "1-N'" (OPSIN 2.7.0 puts 1-N' and
1-N on one nitrogen, PubChem's ranitidine has them on two), an N1 that names two nitrogens of a 1,1-diamine, and a
locant whose carbon bears no amine.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_pubchem_n_locants.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-pubchem-n-locants.jsonl"

READ = [
    "6-chloro-2-N,4-N-diethyl-1,3,5-triazine-2,4-diamine",
    "2-N,4-N-diethyl-6-methylsulfanyl-1,3,5-triazine-2,4-diamine",
    "1-N,4-N-dimethylbenzene-1,4-diamine",
    "1-N,1-N-dimethylbenzene-1,4-diamine",
    "4-N,4-N-diethyl-2-methylbenzene-1,4-diamine",
    "1-N-phenylbenzene-1,4-diamine",
    "1-N-methylbenzene-1,2-diamine",
    "2-N-methylpropane-1,2-diamine",
    "1-N-methylpropane-1,2-diamine",
    "1-N,1-N,2-N,2-N-tetramethylethane-1,2-diamine",
    "1-N,2-N-dibenzylethane-1,2-diamine",
    "1-N,3-N-dimethylpropane-1,3-diamine",
    "4-N-methylpyrimidine-2,4-diamine",
    "1-N,4-N-dimethylbutanediamide",
    "1-N-methyl-4-N-phenylbutanediamide",
    "2-N-methylpyridine-2,5-dicarboxamide",
    "1-N,1-N-diethylbenzene-1,4-disulfonamide",
]
REFUSED = [
    "1-N'-methylpropane-1,1-diamine",
    "1-N'-ethyl-1-N-methyl-2-nitroethene-1,1-diamine",
    "1-N-methylethene-1,1-diamine",
    "3-N-methylpropane-1,2-diamine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
