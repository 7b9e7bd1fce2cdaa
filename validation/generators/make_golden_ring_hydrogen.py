#!/usr/bin/python3
"""OPSIN's structures for ring names whose group stands on a ring atom with no hydrogen of its own, where the name
leaves the ring's indicated hydrogen unwritten (src/chem/names/builder.ts groupOnBareRingN, rings.ts kekulize):
the group names where that hydrogen is ("imidazol-3-ol" is 3H-imidazol-3-ol, "2-methylindazole" 2-methyl-2H-
indazole, "purin-1-ol" 1H-purin-1-ol), and the listed NH (imidazole's 1H, purine's 7H) gives way.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a group on pyridine's N needs an added
hydrogen the name does not give (2H or 4H: OPSIN picks one), a group on each N of imidazole makes a cation the name
does not write, an unlocanted benzotriazole, a hydroxy whose tautomer the name leaves open. Read by
test/chem/names/rings.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_ring_hydrogen.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-ring-hydrogen.jsonl"

READ = [
    # imidazole, benzimidazole: the group on N3 puts the NH there
    "imidazol-3-ol",
    "3-methylimidazole",
    "3-benzylimidazole-4-carbaldehyde",
    "3-methylbenzimidazole",
    "3-methylbenzimidazol-5-amine",
    # pyrazole, indazole: on N2, 2H (indazole's quinoid form)
    "2-methylpyrazole",
    "pyrazol-2-amine",
    "2-phenylpyrazol-3-amine",
    "indazol-2-ol",
    "2-methylindazole",
    "2-methylindazol-5-amine",
    # purine, listed as 7H: a group on N1, N3, N9 or the fusion carbon C4 names its hydrogen there
    "purin-1-ol",
    "purin-3-amine",
    "purin-4-ol",
    "3-methylpurine",
    "9-methylpurine",
    "9-methylpurin-6-amine",
    # the listed NH where the group does not take it: unchanged
    "7-methylpurine",
    "1-methylpyrazole",
    "3-methylindazole",
    "2-methylimidazole",
]
REFUSED = [
    "pyridin-1-ol",
    "quinolin-1-ol",
    "1,3-dimethylimidazole",
    "2-methylbenzotriazole",
    "benzimidazol-4-ol",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
