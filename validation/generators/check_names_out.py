#!/usr/bin/python3
"""Names out, checked a second way: Debian's OPSIN 2.7.0 reads back every name smiles_to_name's namer gave, and
Python RDKit 2022.09 compares OPSIN's structure with the molecule named (canonical isomeric SMILES).

Input: validation/bench/names-out.jsonl, written by `bun lab/validate/names-out.ts` (the sets named, with the
namer's answer or its reason to decline, and the time per molecule).
Output:
  validation/golden/names-out-opsin.jsonl   every name given: set, id, smiles, name, OPSIN's SMILES, agrees
  validation/reports/names-out.md           coverage, OPSIN disagreements, PubChem string matches, declines, speed

    bun lab/validate/names-out.ts && /usr/bin/python3 validation/generators/check_names_out.py
"""
import collections
import json
import re
import statistics
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "validation" / "bench" / "names-out.jsonl"
GOLDEN = ROOT / "validation" / "golden" / "names-out-opsin.jsonl"
REPORT = ROOT / "validation" / "reports" / "names-out.md"
DRUG_SETS = ("nci", "chembl", "wehi")


def pct(a, b):
    return f"{100.0 * a / b:.1f} %" if b else "–"


def reason_class(reason):
    """A decline reason without its molecule-specific parts (atom numbers, the name tried), for counting."""
    reason = re.sub(r"atoms? \d+( and \d+)?", "atom N", reason)
    reason = re.sub(r"the name built \(.*\) reads back to another molecule.*", "the name built reads back to another molecule", reason)
    reason = re.sub(r"the name built \(.*\) is not read back by the offline name parser \((could not read the name|the name ends too early|the name fits more than one).*",
                    r"the name built is not read back by the offline name parser (\1)", reason)
    reason = re.sub(r"the name built \(.*\) is not read back by the offline name parser \((.{0,60}).*", r"the name built is not read back (\1…)", reason)
    reason = re.sub(r"the fused ring system of \d+ atoms( with [A-Z]+(, [A-Z]+)*)?", "a fused ring system", reason)
    reason = re.sub(r"a \d+-membered ring with [A-Za-z]+(, [A-Za-z]+)*", "a ring", reason)
    return reason


def opsin_form(name):
    """OPSIN 2.7.0's CLI reads no ";" between components (PubChem's "ethanol;methanol"): such a name is given to it
    with each ";" written as a space, the way it reads several components."""
    return name.replace(";", " ")


def main():
    rows = [json.loads(line) for line in BENCH.read_text().splitlines() if line.strip()]
    named = [r for r in rows if r["name"]]
    opsin = run_opsin(sorted({opsin_form(r["name"]) for r in named}))
    golden = []
    for r in named:
        o = canonical(opsin.get(opsin_form(r["name"])))
        mine = canonical(r["smiles"])
        r["opsin"] = o
        r["agrees"] = o is not None and o == mine
        golden.append({"set": r["set"], "id": r["id"], "smiles": r["smiles"], "name": r["name"],
                       "opsin": o, "agrees": r["agrees"]})
    with open(GOLDEN, "w") as handle:
        for g in golden:
            handle.write(json.dumps(g, ensure_ascii=False) + "\n")

    out = []
    out.append("# Names out: smiles_to_name beside OPSIN 2.7.0\n")
    out.append("Written by `validation/generators/check_names_out.py` from `validation/bench/names-out.jsonl` "
               "(`bun lab/validate/names-out.ts`: every molecule of the sets named by `src/chem/names/namer`, each "
               "name read back by our own parser before it is given). Here Debian's OPSIN 2.7.0 reads every name given, "
               "and Python RDKit 2022.09 compares its structure with the molecule named by canonical isomeric SMILES. "
               "*Named* counts molecules given a name; the rest were declined with a reason (below). "
               "Sets: NCI `first_5K.smi` (all), ChEMBL `CHEMBL2321810.smi` (all), WEHI `wehi_mols.csv` (every 10th row), "
               "Debian's chemical-structures-data (the structures OPSIN reads from its curated names, kept where the "
               "file's own InChI agrees: `validation/golden/names-opsin.jsonl`), and the pubchem-style rows of that file "
               "(PubChem-style names of common compounds, OPSIN's structure) for the same-string comparison. A name of "
               "several components written with \";\" (PubChem's form) is given to OPSIN with each \";\" as a space "
               "(its CLI reads no \";\"). Every name "
               "is a general IUPAC name (`name_kind`); none is claimed as a preferred IUPAC name.\n")

    def line(label, sub):
        n = len(sub)
        k = sum(1 for r in sub if r["name"])
        wrong = sum(1 for r in sub if r["name"] and not r.get("agrees"))
        unread = sum(1 for r in sub if r["name"] and r.get("opsin") is None)
        return f"| {label} | {n} | {k} | {pct(k, n)} | {wrong - unread} | {unread} |"

    out.append("## Coverage\n")
    out.append("| molecules | count | named | coverage | OPSIN reads another molecule | OPSIN reads nothing |")
    out.append("|---|---:|---:|---:|---:|---:|")
    small = [r for r in rows if r["common"] and r["heavy"] <= 25]
    drug = [r for r in rows if r["common"] and r["heavy"] <= 40 and r["set"] in DRUG_SETS]
    out.append(line("≤ 25 heavy atoms, common organic elements (all sets; target 90 %)", small))
    out.append(line("drug-sized: ≤ 40 heavy atoms, common elements, NCI + ChEMBL + WEHI (target 60 %)", drug))
    for s in ("nci", "chembl", "wehi", "chemical-structures", "pubchem-style"):
        out.append(line(f"set {s} (all sizes and elements)", [r for r in rows if r["set"] == s]))
    out.append(line("all", rows))
    out.append("")

    wrong = [r for r in named if not r["agrees"]]
    out.append("## Names OPSIN reads to a different molecule, or not at all\n")
    if not wrong:
        out.append("None: OPSIN reads every name given to the molecule named.\n")
    else:
        out.append("Each is a defect to fix or to decline.\n")
        out.append("| set | SMILES | our name | OPSIN |")
        out.append("|---|---|---|---|")
        for r in wrong[:60]:
            out.append(f"| {r['set']} | `{r['smiles']}` | {r['name']} | `{r['opsin'] or 'not read'}` |")
        out.append("")

    pub = [r for r in rows if r.get("pubchem")]
    same = [r for r in pub if r["name"] == r["pubchem"]]
    pub_named = [r for r in pub if r["name"]]
    out.append("## Beside PubChem's names\n")
    out.append(f"Of {len(pub)} molecules with a PubChem-style name (validation/golden/names-opsin.jsonl, set pubchem-style), "
               f"{len(pub_named)} are named; {len(same)} of those names are the same string as PubChem's "
               f"({pct(len(same), len(pub_named))} of the named, {pct(len(same), len(pub))} of all). Where they differ, "
               "the usual reasons are PubChem's retained or unlocanted forms (2-acetyloxybenzoic acid, ethane-1,2-diol vs "
               "our 2-acetoxybenzoic acid) and our substituent chains numbered from the attachment (1-methylethoxy).\n")
    diffs = [r for r in pub_named if r["name"] != r["pubchem"]][:15]
    if diffs:
        out.append("| PubChem | ours |")
        out.append("|---|---|")
        for r in diffs:
            out.append(f"| {r['pubchem']} | {r['name']} |")
        out.append("")

    out.append("## Why molecules were declined\n")
    declined = collections.Counter(reason_class(r["declined"]) for r in rows if r["declined"])
    out.append("| reason | molecules |")
    out.append("|---|---:|")
    for reason, count in declined.most_common(40):
        out.append(f"| {reason} | {count} |")
    out.append("")

    times = [r["ms"] for r in drug]
    named_times = [r["ms"] for r in drug if r["name"]]
    out.append("## Speed\n")
    out.append(f"Median time per drug-sized molecule (the set above, {len(times)} molecules; name, then read-back by the "
               f"parser; one process, after a warm-up): **{statistics.median(times):.1f} ms** (target < 20 ms); "
               f"for the named ones alone {statistics.median(named_times):.1f} ms, 90th percentile "
               f"{sorted(named_times)[int(0.9 * len(named_times))]:.1f} ms. A decline for an uncovered feature costs "
               "about a millisecond; a name costs its read-back, which is most of the time.\n")
    REPORT.write_text("\n".join(out) + "\n")
    print(f"named {len(named)} of {len(rows)}; OPSIN disagrees on {len(wrong)}")


if __name__ == "__main__":
    main()
