#!/usr/bin/python3
"""OPSIN's structures for fusion names of three rings whose numbering the parser takes from a fused template.

The parser builds "dibenzo[b,d]furan", "pyrido[3,2-h]quinoline" ... from the fusion name and numbers the system by
matching its skeleton onto the namer's OPSIN-checked templates (src/chem/names/fusion-numbering.ts). This file
holds (with the retained 9H-xanthene and 9H-thioxanthene the parser lists itself, lexicon.ts), per name, the
structure Debian's OPSIN 2.7.0 reads (canonical isomeric SMILES, Python RDKit 2022.09):
the parent, a chloro group at every CH locant of its numbering, and a few textbook derivatives. "numbered": true
rows are read by our parser and must give OPSIN's structure; "numbered": false rows are fusion names whose
numbering no template gives (or gives by a retained exception, carbazole's and acridine's), which the parser must
refuse rather than answer with the wrong atom. Read by test/chem/names/fusion-numbering.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_fusion_numbering.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-fusion-numbering.jsonl"

# Parent fusion name -> its CH locants (dibenzofuran: O5; 4a, 5a, 9a, 9b fusion atoms).
NUMBERED = {
    "dibenzo[b,d]furan": "1 2 3 4 6 7 8 9",
    "dibenzofuran": "1 2 3 4 6 7 8 9",
    "dibenzo[b,d]thiophene": "1 2 3 4 6 7 8 9",
    "dibenzothiophene": "1 2 3 4 6 7 8 9",
    "pyrido[3,2-h]quinoline": "2 3 4 5 6 7 8 9",
    "dibenzo[b,e]pyrazine": "1 2 3 4 6 7 8 9",
    # Retained parents the parser lists itself (lexicon.ts OWN_RINGS), with anthracene's exceptional numbering.
    "9H-xanthene": "1 2 3 4 5 6 7 8 9",
    "9H-thioxanthene": "1 2 3 4 5 6 7 8 9",
}
DERIVATIVES = [
    "2,8-dichlorodibenzo[b,d]furan",
    "3,7-dibromodibenzo[b,d]thiophene",
    "dibenzo[b,d]furan-2-ol",
    "dibenzo[b,d]furan-3-amine",
    "dibenzo[b,d]thiophene-4-carboxylic acid",
    "2-methoxydibenzofuran",
    "1,2,3,4-tetrahydrodibenzo[b,d]furan",
    "xanthene",
    "9H-xanthen-9-one",
    "9H-xanthene-9-carboxylic acid",
    "2-chloro-9H-thioxanthen-9-one",
]
# Read by OPSIN, numbered systematically; no template has their numbering (or only a retained exception does).
REFUSED = [
    "1-chloro-5H-dibenzo[b,d]pyrrole",
    "2-chlorobenzo[b]quinoline",
    "9-chlorobenzo[b]quinoline",
    "2-chloronaphtho[2,3-b]furan",
    "2-chlorobenzo[g]quinoline",
    "3-chlorobenzo[h]quinoline",
]


def main():
    numbered = []
    for parent, locants in NUMBERED.items():
        numbered.append(parent)
        joint = "-" if parent[0].isdigit() else ""
        numbered += [f"{loc}-chloro{joint}{parent}" for loc in locants.split()]
    numbered += DERIVATIVES
    opsin = run_opsin(numbered + REFUSED)
    rows = [{"name": n, "numbered": True, "opsin": canonical(opsin.get(n))} for n in numbered]
    rows += [{"name": n, "numbered": False, "opsin": canonical(opsin.get(n))} for n in REFUSED]
    missing = [r["name"] for r in rows if r["opsin"] is None]
    if missing:
        raise SystemExit(f"OPSIN did not read: {missing}")
    GOLDEN.write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(f"{len(rows)} rows -> {GOLDEN.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
