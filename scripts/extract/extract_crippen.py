#!/usr/bin/python3
"""Extracts the Wildman-Crippen atom-type table (type label, SMARTS, logP and MR
contributions, in matching order) into src/data/crippen.ts.

Which table: RDKit's Python module reads /usr/share/RDKit/Data/Crippen.txt only
for its deprecated pure-Python `_pyMolLogP`; `Crippen.MolLogP`, `MolMR`,
`rdMolDescriptors.CalcCrippenDescriptors`, `_CalcCrippenContribs` and the
MinimalLib `CrippenClogP`/`CrippenMR` descriptors all use the copy compiled into
the C++ library (Crippen.cpp, `defaultParamData`). That copy differs from
Crippen.txt in two H2 rows (`[#1]O[!#6;!#7;!#8;!#16]` and `[#1][!#6;!#7;!#8]`
instead of `[#1]O[!C;!N;!O;!S]` and `[#1][!C;!N;!O]`, so an H on an aromatic n
is H3, not H2). So this script:
  1. reads Crippen.txt (Debian's rdkit-data),
  2. reads the compiled table from Debian's librdkit1 (libRDKitDescriptors.so) and,
     when present, from the embedded WebAssembly build
     (node_modules/@rdkit/rdkit/dist/RDKit_minimal.wasm, RDKit 2026.09),
  3. requires the two compiled copies to be identical and prints how they differ
     from Crippen.txt,
  4. checks that "first matching row in table order" with Python RDKit's SMARTS
     matcher reproduces `_CalcCrippenContribs` on every atom (H atoms added) of the
     first 500 NCI molecules,
  5. writes the compiled table to src/data/crippen.ts.

Run:  /usr/bin/python3 scripts/extract/extract_crippen.py
Only data is taken over; the matcher and typing are written in src/chem/descriptors/crippen.ts.
"""
import glob
import os
import sys

from rdkit import Chem, RDLogger
from rdkit.Chem import rdMolDescriptors as rdmd

RDLogger.DisableLog("rdApp.*")

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.path.join(ROOT, "src", "data", "crippen.ts")
CRIPPEN_TXT = "/usr/share/RDKit/Data/Crippen.txt"
WASM = os.path.join(ROOT, "node_modules", "@rdkit", "rdkit", "dist", "RDKit_minimal.wasm")
NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi"
HEADER = b"#ID\tSMARTS\tlogP\tMR"


def parse_rows(text):
    """[(label, smarts, logp, mr)] in file order; a blank MR is 0 (as RDKit reads it)."""
    rows = []
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) < 4 or parts[0] == "":
            continue
        label, smarts, logp, mr = parts[0], parts[1], float(parts[2]), float(parts[3]) if parts[3] != "" else 0.0
        rows.append((label, smarts, logp, mr))
    return rows


def compiled_table(path):
    with open(path, "rb") as fh:
        blob = fh.read()
    start = blob.find(HEADER)
    if start < 0:
        return None
    end = blob.find(b"\x00", start)
    return blob[start:end].decode("ascii")


def check_first_match(rows, count=500):
    patterns = [(Chem.MolFromSmarts(s), logp, mr) for _, s, logp, mr in rows]
    for _, s, _, _ in rows:
        if Chem.MolFromSmarts(s) is None:
            sys.exit(f"unparsable SMARTS {s}")
    checked = 0
    with open(NCI) as fh:
        for line in fh:
            if checked >= count:
                break
            mol = Chem.MolFromSmiles(line.split()[0])
            if mol is None:
                continue
            mol = Chem.AddHs(mol)
            reference = rdmd._CalcCrippenContribs(mol, force=True)
            ours = [(0.0, 0.0)] * mol.GetNumAtoms()
            done = [False] * mol.GetNumAtoms()
            for patt, logp, mr in patterns:
                for match in mol.GetSubstructMatches(patt, uniquify=False):
                    if not done[match[0]]:
                        done[match[0]] = True
                        ours[match[0]] = (logp, mr)
            if list(reference) != ours:
                sys.exit(f"first-match typing differs from _CalcCrippenContribs on {line.strip()}")
            checked += 1
    return checked


def main():
    with open(CRIPPEN_TXT) as fh:
        txt_rows = parse_rows(fh.read())
    libs = sorted(glob.glob("/usr/lib/libRDKitDescriptors.so.*") + glob.glob("/usr/lib/*/libRDKitDescriptors.so.*"))
    tables = {}
    for path in libs + ([WASM] if os.path.exists(WASM) else []):
        table = compiled_table(path)
        if table is not None:
            tables[path] = table
    if not tables:
        sys.exit("no compiled Crippen table found in libRDKitDescriptors")
    distinct = set(tables.values())
    if len(distinct) != 1:
        sys.exit("the compiled Crippen tables differ between " + ", ".join(tables))
    rows = parse_rows(distinct.pop())
    print(f"compiled table: {len(rows)} rows, identical in {', '.join(os.path.basename(p) for p in tables)}")
    if len(rows) != len(txt_rows):
        print(f"  Crippen.txt has {len(txt_rows)} rows")
    for ours, txt in zip(rows, txt_rows):
        if ours != txt:
            print(f"  differs from Crippen.txt: {ours[0]} {ours[1]!r} (Crippen.txt: {txt[1]!r})")
    checked = check_first_match(rows)
    print(f"first-match typing equals _CalcCrippenContribs on {checked} NCI molecules (H added)")

    out = []
    out.append("// GENERATED FILE - do not edit by hand.")
    out.append("// Source: the Wildman-Crippen parameter table compiled into RDKit's C++ library")
    out.append("//   (Crippen.cpp defaultParamData), read from Debian's librdkit1 2022.09 (libRDKitDescriptors.so)")
    out.append("//   and found identical in the embedded RDKit 2026.09 WebAssembly build; it differs from")
    out.append("//   /usr/share/RDKit/Data/Crippen.txt only in the two H2 rows (#6/#7/#8/#16 instead of C/N/O/S).")
    out.append("//   (c) 2002-2012 Greg Landrum and Rational Discovery LLC; RDKit is distributed under the BSD 3-Clause licence.")
    out.append("// Generated by: /usr/bin/python3 scripts/extract/extract_crippen.py")
    out.append("// Reference: S. A. Wildman and G. M. Crippen, J. Chem. Inf. Comput. Sci. 39, 868-873 (1999).")
    out.append("")
    out.append("/** [type label, atom-rooted SMARTS, logP contribution, MR contribution] in RDKit's matching order. */")
    out.append("export const CRIPPEN_TABLE: readonly (readonly [string, string, number, number])[] = [")
    for label, smarts, logp, mr in rows:
        out.append(f"  [{label!r}, {smarts!r}, {logp!r}, {mr!r}],".replace("'", '"'))
    out.append("];")
    with open(OUT, "w") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
