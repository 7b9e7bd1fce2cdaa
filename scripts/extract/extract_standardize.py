#!/usr/bin/python3
"""Extracts RDKit's MolStandardize default tables into src/data/standardize.ts:
the Normalizer's transforms (name + reaction SMARTS, in order), the Reionizer's
acid/base pairs (strongest acid first), the FragmentRemover's salt/solvent
definitions (name + SMARTS), the Reionizer's charge corrections, the
MetalDisconnector's two metal-bond SMARTS and RDKit's `isEarlyAtom` table (the
periodic table's allowed valences are src/data/valences.ts, scripts/extract/extract_valences.py).

Debian's librdkit1 2022.09.3 compiles those tables into the shared library
(they are C++ initialisers, not data files under /usr/share/RDKit), and its
Python wrapper has no getter for them. So the text is read from RDKit's own
source at the tag of the Debian package (Release_2022_09_3), and then proved to
be the same tables the Debian build uses: a Normalizer/Reionizer/FragmentRemover
built *from the extracted data* must give the same answer as the *default* one
on every molecule of the reference sets plus validation/data/standardize-cases.smi.

Run (needs a git copy of github.com/rdkit/rdkit with the tag):
    /usr/bin/python3 scripts/extract/extract_standardize.py /path/to/rdkit/.git
"""
import json
import re
import subprocess
import sys
from pathlib import Path

import rdkit
from rdkit import Chem, RDLogger
from rdkit.Chem.MolStandardize import rdMolStandardize as S

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path[:0] = [str(ROOT / "validation"), str(ROOT / "validation" / "generators")]
from molecules import molecule_sets  # noqa: E402

TAG = "Release_2022_09_3"
BASE = "Code/GraphMol/MolStandardize"
OUT = ROOT / "src" / "data" / "standardize.ts"
CASES = ROOT / "validation" / "data" / "standardize-cases.smi"


def source(git_dir, path):
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{TAG}:{path}"], check=True, capture_output=True, text=True).stdout


def literals(text):
    """The C++ string literals of `text` in order, adjacent literals joined (C++ concatenates them)."""
    text = re.sub(r"//[^\n]*", "", text)
    out, pending, last_end = [], None, 0
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', text):
        between = text[last_end:m.start()]
        value = bytes(m.group(1), "utf-8").decode("unicode_escape")
        if pending is not None and between.strip() == "":
            pending += value
        else:
            if pending is not None:
                out.append(pending)
            pending = value
        last_end = m.end()
    if pending is not None:
        out.append(pending)
    return out


def grouped(values, n, what):
    if len(values) % n:
        sys.exit(f"{what}: {len(values)} literals is not a multiple of {n}")
    return [tuple(values[i:i + n]) for i in range(0, len(values), n)]


def early_atoms(git_dir):
    text = source(git_dir, "Code/GraphMol/Atom.cpp")
    body = text[text.index("bool isEarlyAtom(int atomicNum)"):]
    body = body[body.index("{", body.index("table[119]")) + 1:body.index("};")]
    flags = re.findall(r"(true|false)\s*,?\s*//\s*#(\d+)", body)
    if [int(z) for _, z in flags] != list(range(119)):
        sys.exit("isEarlyAtom table: expected entries #0..#118 in order")
    return [int(z) for f, z in flags if f == "true"]


def metal_smarts(git_dir):
    text = source(git_dir, f"{BASE}/Metal.cpp")
    start = text.index("MetalDisconnector::MetalDisconnector()")
    values = literals(text[start:text.index("BOOST_LOG", start)])
    if len(values) != 2:
        sys.exit(f"MetalDisconnector: expected two SMARTS, found {len(values)}")
    return values


def charge_corrections(git_dir):
    text = source(git_dir, f"{BASE}/Charge.cpp")
    block = text[text.index("CHARGE_CORRECTIONS = {"):]
    block = block[:block.index("};")]
    rows = re.findall(r'ChargeCorrection\("([^"]*)",\s*"([^"]*)",\s*(-?\d+)\)', block)
    return [(n, s, int(c)) for n, s, c in rows]


def uncharger_smarts(git_dir):
    """The four patterns of Uncharger's constructor: pos_h, pos_noh, neg, neg_acid."""
    text = source(git_dir, f"{BASE}/Charge.cpp")
    start = text.index("Uncharger::Uncharger()")
    values = literals(text[start:text.index("{}", start)])
    if len(values) != 4:
        sys.exit(f"Uncharger: expected four SMARTS, found {len(values)}")
    return values


def check_against_debian(normalizations, acid_base, fragments, corrections):
    """The extracted tables, given back to Debian's RDKit, must act exactly as its compiled-in defaults."""
    RDLogger.DisableLog("rdApp.*")
    # The wrapper cannot hand CHARGE_CORRECTIONS back to Python, so the corrections are checked by behaviour too.
    ccs = [S.ChargeCorrection(n, s, c) for n, s, c in corrections]
    default_norm, mine_norm = S.Normalizer(), S.NormalizerFromData("\n".join(f"{n}\t{s}" for n, s in normalizations), S.CleanupParameters())
    default_rei, mine_rei = S.Reionizer(), S.ReionizerFromData("\n".join("\t".join(r) for r in acid_base), ccs)
    default_frag, mine_frag = S.FragmentRemover(), S.FragmentRemoverFromData("\n".join(f"{n}\t{s}" for n, s in fragments))
    smiles = [s for _, s, _ in molecule_sets()]
    smiles += [line.split()[0] for line in CASES.read_text().splitlines() if line.strip() and not line.startswith("#")]
    checked = 0
    for smi in smiles:
        mol = Chem.MolFromSmiles(smi)
        if mol is None:
            continue
        checked += 1
        for what, a, b in (("Normalizer", default_norm.normalize, mine_norm.normalize),
                           ("Reionizer", default_rei.reionize, lambda m: mine_rei.reionize(m)),
                           ("FragmentRemover", default_frag.remove, mine_frag.remove)):
            if Chem.MolToSmiles(a(Chem.Mol(mol))) != Chem.MolToSmiles(b(Chem.Mol(mol))):
                sys.exit(f"{what} built from the extracted data differs from Debian's default on {smi}")
    return checked


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    git_dir = sys.argv[1]
    normalizations = grouped(literals(source(git_dir, f"{BASE}/TransformCatalog/normalizations.in")), 2, "normalizations")
    acid_base = grouped(literals(source(git_dir, f"{BASE}/AcidBaseCatalog/acid_base_pairs.in")), 3, "acid/base pairs")
    fragments = grouped(literals(source(git_dir, f"{BASE}/FragmentCatalog/fragmentPatterns.in")), 2, "fragments")
    corrections = charge_corrections(git_dir)
    metals = metal_smarts(git_dir)
    early = early_atoms(git_dir)
    uncharger = uncharger_smarts(git_dir)
    for smarts in [s for _, s in fragments] + [a for _, a, _ in acid_base] + [b for _, _, b in acid_base] + metals + uncharger:
        if Chem.MolFromSmarts(smarts) is None:
            sys.exit(f"SMARTS does not compile: {smarts}")
    checked = check_against_debian(normalizations, acid_base, fragments, corrections)

    def row(values):
        return "[" + ", ".join(json.dumps(v) for v in values) + "]"

    out = [
        "// GENERATED FILE - do not edit by hand.",
        f"// Source: RDKit {TAG} (the release of Debian's python3-rdkit/librdkit1 {rdkit.__version__}), {BASE}/",
        "//   TransformCatalog/normalizations.in, AcidBaseCatalog/acid_base_pairs.in, FragmentCatalog/fragmentPatterns.in,",
        "//   Charge.cpp (CHARGE_CORRECTIONS, Uncharger SMARTS), Metal.cpp (MetalDisconnector SMARTS) and Code/GraphMol/Atom.cpp (isEarlyAtom).",
        "//   Debian compiles these tables into the library, so the",
        "//   script proves the extracted text equal to them: Normalizer/Reionizer/FragmentRemover built from it answer",
        f"//   exactly as Debian's defaults on {checked} molecules (the reference sets + validation/data/standardize-cases.smi).",
        "//   The acid/base list derives from the FDA Substance Registration System SOP; the transforms and salt list",
        "//   from MolVS (Matt Swain, MIT licence). RDKit is distributed under the BSD 3-Clause licence.",
        "// Generated by: /usr/bin/python3 scripts/extract/extract_standardize.py <rdkit .git>",
        "",
        "/** Normalizer transforms in RDKit's order: [name, reaction SMARTS]. */",
        "export const NORMALIZATIONS: ReadonlyArray<readonly [name: string, reaction: string]> = [",
        *[f"  {row(r)}," for r in normalizations],
        "];",
        "",
        "/** Reionizer acid/base pairs, strongest acid first: [name, acid SMARTS, conjugate base SMARTS]. */",
        "export const ACID_BASE_PAIRS: ReadonlyArray<readonly [name: string, acid: string, base: string]> = [",
        *[f"  {row(r)}," for r in acid_base],
        "];",
        "",
        "/** FragmentRemover salt and solvent definitions in RDKit's order: [name, SMARTS]. */",
        "export const FRAGMENTS: ReadonlyArray<readonly [name: string, smarts: string]> = [",
        *[f"  {row(r)}," for r in fragments],
        "];",
        "",
        "/** Reionizer charge corrections: [name, SMARTS, charge set on every matched atom]. */",
        "export const CHARGE_CORRECTIONS: ReadonlyArray<readonly [name: string, smarts: string, charge: number]> = [",
        *[f"  {row(r)}," for r in corrections],
        "];",
        "",
        "/** MetalDisconnector: metal bonded to N/O/F, and transition metal bonded to other non-metals. */",
        f"export const METAL_NOF = {json.dumps(metals[0])};",
        f"export const METAL_NON = {json.dumps(metals[1])};",
        "",
        "/** Uncharger: positive atoms with H, positive atoms without H (not in a zwitterion pair), negative atoms, acid anions. */",
        f"export const UNCHARGER_POS_H = {json.dumps(uncharger[0])};",
        f"export const UNCHARGER_POS_NOH = {json.dumps(uncharger[1])};",
        f"export const UNCHARGER_NEG = {json.dumps(uncharger[2])};",
        f"export const UNCHARGER_NEG_ACID = {json.dumps(uncharger[3])};",
        "",
        "/** Atomic numbers RDKit's isEarlyAtom() calls early (left of carbon in its sense). */",
        f"export const EARLY_ATOMS: ReadonlySet<number> = new Set({json.dumps(early)});",
        "",
    ]
    OUT.write_text("\n".join(out))
    print(f"wrote {OUT} ({len(normalizations)} transforms, {len(acid_base)} acid/base pairs, {len(fragments)} fragments; checked on {checked} molecules)")


if __name__ == "__main__":
    main()
