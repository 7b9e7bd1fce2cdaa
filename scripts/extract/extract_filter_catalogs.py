#!/usr/bin/python3
"""Extracts RDKit's PAINS (A, B, C) and Brenk filter catalogs from Debian's
python3-rdkit (rdkit.Chem.FilterCatalog) into src/data/pains.ts and
src/data/brenk.ts.

Run with the system Python that has RDKit:
    /usr/bin/python3 scripts/extract/extract_filter_catalogs.py

How the data is obtained
------------------------
The Python API exposes an entry's description and properties but not its
matcher. Each entry can however be serialised (FilterCatalogEntry.Serialize(),
a Boost text archive). The SmartsMatcher inside it is written as
    <len> <name> <len> <binary pickle of the pattern molecule> <minCount> <maxCount>
so the pattern is read back with Chem.Mol(pickle) and written out with
Chem.MolToSmarts. That pattern is exactly what the catalog matches: RDKit built
it with SmartsToMol(smarts, mergeHs=true), so the explicit [#1] atoms of the
PAINS definitions are already folded into H-count queries on their neighbours
(e.g. [#6&!H0&!H1]); the written SMARTS needs no H merging when it is parsed
again. maxCount 4294967295 (UINT_MAX) means "no maximum".

Besides name, SMARTS and counts, every row carries data for an exact prefilter
(see requirements()): the number of pattern atoms and necessary conditions on
the molecule's atoms, built from each pattern atom's possible (element,
aromatic) atom types, its number of pattern bonds and whether it lies on a
pattern cycle. A molecule that fails one of them cannot match.

Self-checks (the script stops if one fails):
  * every SMARTS written re-parses and re-writes to itself;
  * PAINS: the pattern equals wehi_pains.csv's SMARTS for that name, parsed
    with mergeHs=True (/usr/share/RDKit/Data/Pains/wehi_pains.csv);
  * on the first 1,000 NCI molecules, entry.HasFilterMatch(mol) equals a
    plain substructure test with the re-parsed written SMARTS, and no molecule
    that matches fails the prefilter.

Only data is taken over; the matching is written in src/chem/medchem/alerts.ts.
RDKit is distributed under the BSD 3-Clause licence.
"""
import csv
import json
import os
import re
import sys

import rdkit
from rdkit import Chem, RDConfig
from rdkit.Chem import FilterCatalog as FC

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
UINT_MAX = 4294967295
CATS = FC.FilterCatalogParams.FilterCatalogs


def catalog(which):
    params = FC.FilterCatalogParams()
    params.AddCatalog(which)
    return FC.FilterCatalog(params)


def read_matcher(entry):
    """(pattern mol, minCount, maxCount) from the entry's serialised SmartsMatcher."""
    blob = entry.Serialize()
    name = entry.GetDescription().encode()
    head = b" %d %s " % (len(name), name)
    starts = [m.start() for m in re.finditer(re.escape(head), blob)]
    # the first occurrence is the matcher's name; the description property follows later
    for start in starts:
        pos = start + len(head)
        m = re.match(rb"(\d+) ", blob[pos:])
        if not m:
            continue
        n = int(m.group(1))
        pk_start = pos + m.end()
        pickle = blob[pk_start : pk_start + n]
        tail = blob[pk_start + n :].split(b" ", 3)
        if len(tail) < 3 or tail[0] != b"":
            continue
        try:
            mol = Chem.Mol(pickle)
        except Exception:
            continue
        return mol, int(tail[1]), int(tail[2])
    sys.exit(f"could not read the matcher of {entry.GetDescription()!r}")


# ---------------------------------------------------------------------------
# Prefilter data. RDKit's atom-type code is atomicNum + 1000 * isAromatic
# (the "AtomType" query of c is 1006, of C is 6). For each query atom we compute
# the set of such codes that can satisfy it, or None ("anything"), from the
# query tree that Atom.DescribeQuery() prints:
#   AtomAtomicNum v (not negated) -> {v, 1000+v}
#   AtomType v (not negated)      -> {v}
#   AtomAnd                       -> intersection of the children
#   AtomOr                        -> union of the children
#   anything else, or negated     -> None (no constraint)
# RDKit's SMARTS grammar applies "!" only to a primitive or a recursive query,
# never to an AND/OR node, and negated primitives print "!=" / "not in" /
# "! >", so this is a sound over-approximation: an atom whose code is outside
# the set can never match that query atom.
# ---------------------------------------------------------------------------
def parse_tree(text):
    lines = [l for l in text.split("\n") if l.strip()]
    nodes = []
    for l in lines:
        depth = (len(l) - len(l.lstrip(" "))) // 2
        nodes.append((depth, l.strip()))
    pos = 0

    def build(depth):
        nonlocal pos
        d, label = nodes[pos]
        assert d == depth, (text, pos)
        pos += 1
        children = []
        while pos < len(nodes) and nodes[pos][0] > depth:
            children.append(build(depth + 1))
        return label, children

    tree = build(0)
    assert pos == len(nodes), text
    return tree


def possible_codes(node):
    label, children = node
    if label in ("AtomAnd", "AtomOr"):
        sets = [possible_codes(c) for c in children]
        if label == "AtomAnd":
            result = None
            for s in sets:
                if s is not None:
                    result = s if result is None else (result & s)
            return result
        if any(s is None for s in sets):
            return None
        out = set()
        for s in sets:
            out |= s
        return out
    if children:
        return None
    m = re.fullmatch(r"(AtomAtomicNum|AtomType) (-?\d+) = val", label)
    if not m:
        return None  # negated, or a query that does not pin the element
    v = int(m.group(2))
    if m.group(1) == "AtomAtomicNum":
        return {v, 1000 + v}
    return {v}


def cycle_atoms(n_atoms, edges):
    """Atoms on a cycle of the graph: those with an incident bond that is not a bridge."""
    adj = [[] for _ in range(n_atoms)]
    for k, (u, v) in enumerate(edges):
        adj[u].append((v, k))
        adj[v].append((u, k))
    on_cycle = [False] * n_atoms
    for k, (u, v) in enumerate(edges):
        # is v still reachable from u without bond k?
        seen, stack = {u}, [u]
        while stack:
            x = stack.pop()
            for y, kk in adj[x]:
                if kk != k and y not in seen:
                    seen.add(y)
                    stack.append(y)
        if v in seen:
            on_cycle[u] = on_cycle[v] = True
    return on_cycle


def atom_features(pattern):
    """Per pattern atom: (possible codes or None, pattern degree, on a pattern cycle)."""
    edges = [(b.GetBeginAtomIdx(), b.GetEndAtomIdx()) for b in pattern.GetBonds()]
    ring = cycle_atoms(pattern.GetNumAtoms(), edges)
    out = []
    for atom in pattern.GetAtoms():
        codes = possible_codes(parse_tree(atom.DescribeQuery()))
        out.append((None if codes is None else frozenset(codes), atom.GetDegree(), ring[atom.GetIdx()]))
    return out


def requirements(pattern):
    """Necessary conditions for a match, as [(codes or None, min degree, ring, n)].

    A substructure match maps pattern atoms to distinct molecule atoms and
    pattern bonds to distinct molecule bonds. So the image of a pattern atom
    has a code in the atom's possible codes, at least as many bonds as the
    pattern atom, and lies on a cycle if the pattern atom does (a pattern cycle
    maps to a molecule cycle). For each distinct feature triple (S, d, r) of
    the pattern, the n pattern atoms whose own features imply it (codes within
    S, degree >= d, on a cycle if r) need n distinct molecule atoms with a code
    in S, degree >= d and on a cycle if r.
    """
    feats = atom_features(pattern)
    groups = []
    for key in sorted(set(feats), key=lambda f: (f[0] is None, sorted(f[0] or []), f[1], f[2])):
        codes, degree, ring = key
        if codes is None and degree <= 1 and not ring:
            continue  # no stronger than the atom-count test
        n = sum(
            1
            for c2, d2, r2 in feats
            if (codes is None or (c2 is not None and c2 <= codes)) and d2 >= degree and (r2 or not ring)
        )
        groups.append((None if codes is None else tuple(sorted(codes)), degree, ring, n))
    return groups


def encode_requirements(reqs):
    # "1006:3:1:6;7|1007:2:0:2": six atoms with code 1006, degree >= 3, on a
    # ring; two with code 7 or 1007 and degree >= 2. An empty code list = any.
    return ";".join(
        "|".join(str(c) for c in (codes or ())) + f":{degree}:{int(ring)}:{n}" for codes, degree, ring, n in reqs
    )


def mol_features(mol):
    edges = [(b.GetBeginAtomIdx(), b.GetEndAtomIdx()) for b in mol.GetBonds()]
    ring = cycle_atoms(mol.GetNumAtoms(), edges)
    assert ring == [a.IsInRing() for a in mol.GetAtoms()]
    return [(a.GetAtomicNum() + (1000 if a.GetIsAromatic() else 0), a.GetDegree(), ring[a.GetIdx()]) for a in mol.GetAtoms()]


def passes_prefilter(mol, n_atoms, reqs):
    if mol.GetNumAtoms() < n_atoms:
        return False
    feats = mol_features(mol)
    for codes, degree, ring, n in reqs:
        have = sum(1 for c, d, r in feats if (codes is None or c in codes) and d >= degree and (r or not ring))
        if have < n:
            return False
    return True


def extract(which, sets):
    cat = catalog(which)
    rows = []
    for i in range(cat.GetNumEntries()):
        entry = cat.GetEntry(i)
        name = entry.GetDescription()
        filter_set = entry.GetProp("FilterSet")
        assert filter_set in sets, (name, filter_set)
        pattern, min_count, max_count = read_matcher(entry)
        smarts = Chem.MolToSmarts(pattern)
        again = Chem.MolFromSmarts(smarts)
        if again is None or Chem.MolToSmarts(again) != smarts:
            sys.exit(f"SMARTS of {name} does not round-trip: {smarts}")
        if any(a.GetAtomicNum() == 1 and not a.HasQuery() for a in again.GetAtoms()):
            sys.exit(f"{name}: unmerged hydrogen atom left in {smarts}")
        reqs = requirements(again)
        rows.append(
            dict(
                name=name,
                set=filter_set,
                smarts=smarts,
                pattern=again,
                min=min_count,
                max=None if max_count == UINT_MAX else max_count,
                atoms=again.GetNumAtoms(),
                reqs=reqs,
                entry=entry,
            )
        )
    return rows


def check_against_wehi_csv(rows):
    path = os.path.join(RDConfig.RDDataDir, "Pains", "wehi_pains.csv")
    with open(path) as f:
        defs = {}
        for smarts, reg in csv.reader(f):
            m = re.fullmatch(r"<regId=(.*)>", reg)
            assert m, reg
            defs[m.group(1)] = smarts
    for r in rows:
        src = defs.get(r["name"])
        if src is None:
            sys.exit(f"PAINS entry {r['name']} is not in wehi_pains.csv")
        if Chem.MolToSmarts(Chem.MolFromSmarts(src, mergeHs=True)) != r["smarts"]:
            sys.exit(f"PAINS entry {r['name']} differs from wehi_pains.csv")
    return len(defs)


def check_on_molecules(rows, limit=1000):
    path = os.path.join(RDConfig.RDDataDir, "NCI", "first_5K.smi")
    mols = []
    with open(path) as f:
        for line in f:
            if len(mols) >= limit:
                break
            m = Chem.MolFromSmiles(line.split()[0])
            if m is not None:
                mols.append(m)
    hits = 0
    for m in mols:
        for r in rows:
            expected = r["entry"].HasFilterMatch(m)
            if r["min"] == 1 and r["max"] is None:
                got = m.HasSubstructMatch(r["pattern"])
            else:
                n = len(m.GetSubstructMatches(r["pattern"], uniquify=True, maxMatches=1000))
                got = n >= r["min"] and (r["max"] is None or n <= r["max"])
            if got != expected:
                sys.exit(f"{r['name']}: re-parsed SMARTS disagrees with the catalog on {Chem.MolToSmiles(m)}")
            if got and not passes_prefilter(m, r["atoms"], r["reqs"]):
                sys.exit(f"{r['name']}: prefilter rejects a matching molecule {Chem.MolToSmiles(m)}")
            hits += got
    return len(mols), hits


def ts_string(s):
    return json.dumps(s, ensure_ascii=False)


HEADER = """// GENERATED FILE - do not edit by hand.
// Source: rdkit.Chem.FilterCatalog of Debian's python3-rdkit {version},
//   catalog(s) {cats}; {n} entries in catalog order.
//   RDKit is (c) the RDKit contributors / Novartis Institutes for BioMedical Research Inc.,
//   distributed under the BSD 3-Clause licence.
// {reference}
// Generated by: /usr/bin/python3 scripts/extract/extract_filter_catalogs.py
//
// Row: [description exactly as RDKit spells it, SMARTS of the compiled pattern
//   (Chem.MolToSmarts of the catalog's SmartsMatcher pattern; explicit [#1] atoms
//   already merged into H-count queries), minimum match count, maximum match count
//   (null = none), number of pattern atoms, requirements for the exact prefilter:
//   "codes:d:r:n;..." = the molecule needs at least n atoms whose code
//   (atomicNum + 1000 * aromatic) is one of the '|'-separated codes (empty: any),
//   with at least d bonds, and on a ring if r is 1].
"""


def write_ts(path, const, doc, rows, cats, reference):
    lines = [
        HEADER.format(version=rdkit.__version__, cats=cats, n=len(rows), reference=reference).rstrip("\n"),
        "",
        "/** One catalog entry, see the header comment. */",
        "export type FilterRow = readonly [name: string, smarts: string, minCount: number, maxCount: number | null, atoms: number, requires: string];",
        "",
        f"/** {doc} */",
        f"export const {const}: readonly FilterRow[] = [",
    ]
    for r in rows:
        vals = [
            ts_string(r["name"]),
            ts_string(r["smarts"]),
            str(r["min"]),
            "null" if r["max"] is None else str(r["max"]),
            str(r["atoms"]),
            ts_string(encode_requirements(r["reqs"])),
        ]
        lines.append("  [" + ", ".join(vals) + "],")
    lines.append("];")
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))


def main():
    pains = extract(CATS.PAINS, {"PAINS_A", "PAINS_B", "PAINS_C"})
    brenk = extract(CATS.BRENK, {"Brenk"})
    # the PAINS catalog is PAINS_A, then PAINS_B, then PAINS_C
    by_set = [r["set"] for r in pains]
    assert by_set == sorted(by_set), "PAINS catalog is not ordered A, B, C"
    counts = {s: by_set.count(s) for s in ("PAINS_A", "PAINS_B", "PAINS_C")}
    assert len(pains) == 480 and len(brenk) == 105, (len(pains), len(brenk))
    n_csv = check_against_wehi_csv(pains)
    n_mols, hits = check_on_molecules(pains + brenk)
    ref = pains[0]["entry"].GetProp("Reference")
    write_ts(
        os.path.join(ROOT, "src", "data", "pains.ts"),
        "PAINS_ROWS",
        f"PAINS_A ({counts['PAINS_A']}), PAINS_B ({counts['PAINS_B']}) and PAINS_C ({counts['PAINS_C']}) in catalog order.",
        pains,
        "PAINS_A, PAINS_B, PAINS_C (FilterCatalogParams.FilterCatalogs.PAINS)",
        "Reference: " + ref,
    )
    write_ts(
        os.path.join(ROOT, "src", "data", "brenk.ts"),
        "BRENK_ROWS",
        "Brenk structural alerts in catalog order.",
        brenk,
        "BRENK (FilterCatalogParams.FilterCatalogs.BRENK)",
        "Reference: " + brenk[0]["entry"].GetProp("Reference"),
    )
    non_default = [r["name"] for r in pains + brenk if r["min"] != 1 or r["max"] is not None]
    print(f"RDKit {rdkit.__version__}: PAINS {counts} = {len(pains)}, Brenk {len(brenk)}")
    print(f"wehi_pains.csv: {n_csv} definitions, all PAINS entries identical after mergeHs")
    print(f"self-check on {n_mols} NCI molecules: {hits} entry hits, all equal to the catalog, prefilter exact")
    print(f"entries with a non-default min/max count: {non_default or 'none'}")
    rej = [r["name"] for r in pains + brenk if not r["reqs"]]
    print(f"entries without a prefilter requirement: {len(rej)}")


if __name__ == "__main__":
    main()
