#!/usr/bin/python3
"""OPSIN's structures for the esters of phosphoric and phosphorous acid and the phosphono prefixes
(src/chem/names/phosphorus-acids.ts: "phosphate" and "phosphite" as the anions of their esters, "phosphono" and
"phosphonato" as prefixes; components.ts: "phosphoric acid triphenyl ester"): "triphenyl phosphate", "tributyl
phosphate", "sodium diethyl phosphate", "trimethyl phosphite", "N-(phosphonomethyl)glycine" (glyphosate),
"2-(phosphonooxy)ethyl acetate", "phosphonoacetic acid"; grammar.ts: "phosphonooxy" run into what follows
("phosphonooxybenzene"), as "acetyloxy" is.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a partial ester with nothing for the other acid groups ("ethyl
phosphate"; "diethyl phosphite", which OPSIN draws as the anion (EtO)2P-O-, while the compound so named is the
phosphonate tautomer HP(=O)(OEt)2), and "triethyl thiophosphate", whose S may be P=S or an ester's S (OPSIN picks
P=S), "tricalcium diphosphate" (P2O7 4-, not two phosphates: not read).
Read by test/chem/names/phosphorus-acids.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_phosphate_esters.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-phosphate-esters.jsonl"

READ = [
    "triphenyl phosphate",
    "tributyl phosphate",
    "trimethyl phosphate",
    "triethyl phosphate",
    "triisopropyl phosphate",
    "tris(2-chloroethyl) phosphate",
    "tris(4-methylphenyl) phosphate",
    "tri-p-tolyl phosphate",
    "tris(2-ethylhexyl) phosphate",
    "sodium diethyl phosphate",
    "disodium phenyl phosphate",
    "trimethyl phosphite",
    "triphenyl phosphite",
    "phosphoric acid triphenyl ester",
    "phosphoric acid trimethyl ester",
    "phosphoric acid diethyl ester",
    "phosphoric acid diethyl 4-nitrophenyl ester",
    "phosphoric acid dimethyl 2,2-dichloroethenyl ester",
    "phosphoric acid diphenyl hydrogen ester",
    "phosphoric acid dibutyl hydrogen ester",
    "N-(phosphonomethyl)glycine",
    "(phosphonooxy)methyl acetate",
    "2-(phosphonooxy)ethyl acetate",
    "2-(phosphonooxy)ethanol",
    "2-(phosphonooxy)benzoic acid",
    "phosphonoacetic acid",
    "2-phosphonoacetic acid",
    "phosphonomethane",
    "3-phosphonopropanoic acid",
    "2-phosphonobutane-1,2,4-tricarboxylic acid",
    "phosphonatomethane",
    "2-(phosphonatooxy)ethyl acetate",
    # Phosphate and phosphite as salts' anions (components.ts).
    "sodium phosphate",
    "trisodium phosphate",
    "potassium dihydrogen phosphate",
    "disodium hydrogen phosphate",
    "sodium dihydrogen phosphate",
    "calcium phosphate",
    "lithium phosphate",
    "trisodium phosphite",
    # "phosphonooxy" run into what follows, as "acetyloxy" is (grammar.ts).
    "phosphonooxymethane",
    "phosphonooxybenzene",
    "phosphonatooxybenzene",
    "4-phosphonooxybenzoic acid",
    "2-phosphonooxyethanol",
    "3-phosphonooxypropanoic acid",
    "phosphonooxyacetic acid",
    "2-phosphonatooxyethyl acetate",
]
REFUSED = [
    "ethyl phosphate",
    "diethyl phosphite",
    "triethyl thiophosphate",
    "diethyl thiophosphate",
    "tricalcium diphosphate",
]

if __name__ == "__main__":
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
