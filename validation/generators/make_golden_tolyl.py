#!/usr/bin/python3
"""OPSIN's structures for o-, m- and p-tolyl (src/chem/names/lexicon.ts OWN_SUBSTITUENTS): "o-tolyl acetate",
"1-(o-tolyl)piperazine", "di-p-tolylamine", "(2-chloro-m-tolyl)methanol".

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). A tolyl
with groups on its ring is numbered from the attachment, the methyl at 2, 3 or 4 (IUPAC 1979 A-13.1: MCPA is
"4-chloro-o-tolyloxyacetic acid", 4-chloro-2-methylphenoxyacetic acid). OPSIN 2.7.0 numbers such a ring from the
methyl (its "4-fluoro-o-tolyl" is 5-fluoro-2-methylphenyl, against the InChI its own test file gives for
4-(4-fluoro-o-tolyl)-morpholine; corrected after 2.7.0: "Corrected locants on tolyl to be consistent with Blue book
1979 A-13.1"). For those names ("via") the structure is OPSIN 2.7.0's for the same compound written with
methylphenyl, which it numbers from the attachment.
Rows with "refused": true are names the parser must refuse although OPSIN answers them: a bare "tolyl" (OPSIN 2.7.0
takes o-tolyl; the name does not say) and "2-tolyl acetate" (read as 2-tolyl it would also make "2-tolylacetic acid"
the 2-methylphenyl acid, a locant of the acetic acid).
Read by test/chem/names/lexicon.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_tolyl.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-tolyl.jsonl"

READ = [
    "o-tolyl acetate",
    "ortho-tolyl acetate",
    "meta-tolyl acetate",
    "para-tolyl acetate",
    "O-Tolyl acetate",
    "o-tolylamine",
    "di-p-tolylamine",
    "N,N-di(p-tolyl)amine",
    "N-(p-tolyl)acetamide",
    "N-p-tolylacetamide",
    "2-(m-tolyl)ethanol",
    "p-tolylsulfonyl chloride",
    "4-(p-tolyloxy)phenol",
    "1-(o-tolyl)piperazine",
    "o-tolylacetic acid",
    "bis(p-tolyl)methane",
    "tri-p-tolylmethane",
    "(p-tolyl)methanol",
    "p-tolylmethanol",
    "4-(m-tolyl)butan-2-one",
    "p-tolyl 4-methylbenzenesulfonate",
    "(p-tolylthio)acetic acid",
    "[(p-tolyl)sulfanyl]acetic acid",
    "2-(o-tolyloxy)ethanol",
    "4-(o-tolyl)morpholine",
]
# A tolyl with groups on its ring, and the same compound named with methylphenyl (OPSIN 2.7.0's numbering of
# tolyl is the methyl's: see above).
VIA = [
    ("4-(4-fluoro-o-tolyl)-morpholine", "4-(4-fluoro-2-methylphenyl)morpholine"),
    ("4-fluoro-o-tolyl acetate", "4-fluoro-2-methylphenyl acetate"),
    ("5-chloro-o-tolyl acetate", "5-chloro-2-methylphenyl acetate"),
    ("6-chloro-m-tolyl acetate", "6-chloro-3-methylphenyl acetate"),
    ("2,6-dichloro-p-tolyl acetate", "2,6-dichloro-4-methylphenyl acetate"),
    ("(2-chloro-m-tolyl)methanol", "(2-chloro-3-methylphenyl)methanol"),
    ("[(4-chloro-o-tolyl)oxy]acetic acid", "(4-chloro-2-methylphenoxy)acetic acid"),
]
REFUSED = [
    "tolyl acetate",
    "2-tolyl acetate",
    "1-chloro-p-tolyl acetate",
]


def main():
    answers = run_opsin(READ + REFUSED + [v for _, v in VIA])
    rows = [{"name": n, "opsin": canonical(answers.get(n))} for n in READ]
    rows += [{"name": n, "opsin": canonical(answers.get(v)), "via": v} for n, v in VIA]
    rows += [{"name": n, "opsin": canonical(answers.get(n)), "refused": True} for n in REFUSED]
    with GOLDEN.open("w") as out:
        for row in rows:
            out.write(json.dumps(row) + "\n")
    print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(rows)} names")


if __name__ == "__main__":
    main()
