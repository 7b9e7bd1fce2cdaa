#!/usr/bin/python3
"""OPSIN's structures for fatty alkyl groups named by their acids' trivial names, as suppliers write them
(src/chem/names/grammar.ts FATTY_ALKYLS): oleyl ((9Z)-octadec-9-en-1-yl, its double bond cis), also beside other
groups on an amine ("bis(2-hydroxyethyl)oleylamine", implicit-brackets.ts reading it as an alkyl); and lauryl
(dodecyl), myristyl (tetradecyl), cetyl (hexadecyl), stearyl (octadecyl), which OPSIN's acid stems give.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a prefix run into oleyl with nothing
to say whether it is on oleyl or the amine ("chlorooleylamine"; refused as for octyl). "N,N-dimethyloleylamine" is
read: its N locants name no atom of oleyl (builder.ts elementLocantBeforeCarbons).
Read by test/chem/names/grammar.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_fatty_alkyls.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-fatty-alkyls.jsonl"

READ = [
    "lauryl alcohol",
    "myristyl alcohol",
    "cetyl alcohol",
    "stearyl alcohol",
    "oleyl alcohol",
    "oleylamine",
    "oleyl acetate",
    "lauryl methacrylate",
    "stearyl acrylate",
    "N-oleylaniline",
    "dioleylamine",
    "methyloleylamine",
    "dimethyloleylamine",
    "N,N-dimethyloleylamine",
    "(2-hydroxyethyl)oleylamine",
    "bis(2-hydroxyethyl)oleylamine",
    "bis(2-hydroxyethyl)-oleylamine",
    "4-laurylphenol",
]
REFUSED = [
    "chlorooleylamine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
