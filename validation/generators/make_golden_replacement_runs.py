#!/usr/bin/python3
"""OPSIN's structures for skeletal replacement prefixes run into the parent's name and with the lambda convention
(src/chem/names/replacement.ts readReplacement, replaceAtom's valence; grammar.ts): "1-azadecalin", "7-azaindole",
"2-azanaphthalene", "4alambda5-phosphadecalin" (P with two H), "4a-oxo-4alambda5-phosphadecalin",
"1,1-dioxo-1lambda6-thiadecalin".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: the lambda convention on an atom of a
mancude ring ("2lambda5-phospha-naphthalene": where its double bonds go is not read here).
Read by test/chem/names/replacement.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_replacement_runs.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-replacement-runs.jsonl"

READ = [
    "1-azadecalin",
    "4a-azadecalin",
    "2-oxadecalin",
    "1-thiadecalin",
    "4a-phosphadecalin",
    "2-azatetralin",
    "1-azanaphthalene",
    "2-azanaphthalene",
    "7-azaindole",
    "4-azaindole",
    "5-azaindazole",
    "2-azaadamantane",
    "4alambda5-phosphadecalin",
    "4aλ5-phosphadecalin",
    "4a-oxo-4alambda5-phosphadecalin",
    "4A-OXO-4ALAMBDA5-PHOSPHADECALIN",
    "1lambda4-thiadecalin",
    "1-oxo-1lambda4-thiadecalin",
    "1,1-dioxo-1lambda6-thiadecalin",
    "1lambda5-phosphacyclohexane",
    "4lambda5-phosphaheptane",
    # the Hantzsch-Widman names and the von Baeyer and spiro ones read as before
    "1,3-oxathiolane",
    "1,3-dioxolane",
    "1,4-oxathiane",
    "2-oxa-6-azaspiro[3.3]heptane",
    "1,4-diazabicyclo[2.2.2]octane",
]
REFUSED = [
    "2lambda5-phospha-naphthalene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
