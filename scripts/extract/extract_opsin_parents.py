#!/usr/bin/python3
"""Extracts the parent names of OPSIN's grammar resources that extract_opsin_names.py leaves out because they carry an
attribute its tables do not hold, into src/data/names/opsin-parents.ts (read by src/chem/names/lexicon.ts):

- wholes: neutral whole molecules of simpleGroups.xml whose only extra attribute is functionalIDs (oxamide,
  sulfamide, diacetamide: the atoms OPSIN's functional replacement may change, which do not change the structure the
  name gives); group stems of groupStemsAllowing*Suffixes.xml read with their final "e" and no suffix (hydrazine,
  hydroxylamine, acetylene, allene, ketene, isoprene); and the mononuclear parent hydrides of atomHydrides.xml whose
  element takes its hydrogens by its default valence (azane NH3, oxidane H2O, sulfane H2S, phosphane PH3, borane BH3;
  P-21.1: the halogens' hydrides are named as acids, and elements outside SMILES' organic subset would need their
  hydrogens written, so both are left out).
- rings: ring-only tokens of arylGroups.xml's "biochemical" list (porphyrin, corrin), kept by the same rules as
  extract_opsin_names.py's ring parents (no stereo, every atom in a ring, labels given); its nucleobases (uracil,
  thymine, cytosine, adenine, guanine, xanthine …), which have exocyclic atoms, go into wholes as "stem" parents.
- wholes also take the vitamin B6 vitamers of simpleCyclicGroups.xml's biochemical list (pyridoxal, pyridoxamine,
  pyridoxine), read as the nucleobases are.
- methylRings: arylGroups.xml ring parents with methyl groups placed by front locants (OPSIN's addGroup "C locant n"
  and "C defaultLocant n"): xylene, cresol, toluidine. The parser places the movable methyl only where the name's
  locants say (1,3-xylene, m-xylene, 4-toluidine); OPSIN's default (2) is not assumed.
- acids: acid stems of carboxylicAcids.xml with a defaultInID (citric, salicylic), which the parser does not use.
- mancudeRings: ring parents named in fusion form that need indicated hydrogen (1H-cyclopenta[a]phenanthrene).
- frontRings: ring stems of arylSubstituents.xml that take one suffix with its locant in front (1-naphthol,
  2-naphthyl, 2-furoic acid, 3-pyridyl, 2-thienyl).

Source: Debian's libopsin-java, /usr/share/java/opsin-core-2.7.0.jar (OPSIN 2.7.0, Daniel Lowe, MIT/Expat licence;
see THIRD_PARTY_NOTICES.md). Only data is taken; the parser is ours.

Run:  /usr/bin/python3 scripts/extract/extract_opsin_parents.py
"""
import re
import zipfile
from pathlib import Path

from extract_opsin_names import JAR, PLAIN, forms, fragment_ok, load, ring_only, stereo_free, write_module

OUT = Path(__file__).resolve().parents[2] / "src" / "data" / "names" / "opsin-parents.ts"

# Elements whose hydride the SMILES organic subset writes with its hydrogens implied (their default valence).
HYDRIDE_ELEMENTS = {"N", "O", "S", "P", "B"}


def neutral(smiles):
    return not re.search(r"[+-]", smiles.lstrip("-=#")) and smiles[0] not in "-=#"


def main():
    zf = zipfile.ZipFile(JAR)
    wholes, rings, methyl_rings, mancude = [], [], [], []

    sg = load(zf, "simpleGroups.xml")
    for tl in sg.iter("tokenList"):
        if tl.get("tagname") != "group" or tl.get("subType") != "simpleGroup":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            # Only the tokens extract_opsin_names.py leaves out for their functionalIDs alone.
            if "functionalIDs" not in t.attrib or set(t.attrib) - PLAIN - {"functionalIDs"}:
                continue
            if not fragment_ok(v) or not stereo_free(v) or not neutral(v):
                continue
            fs = forms(t)
            # Whole words only; an acid's stem ("penicillic", before "acid") is not a molecule's name.
            wholes += [[f, v, t.get("labels") or "", "whole"] for f in fs
                       if re.fullmatch(r"[a-z]+", f) and f + "e" not in fs and not re.search(r"(ic|acid)$", f)]

    for file in ("groupStemsAllowingAllSuffixes.xml", "groupStemsAllowingInlineSuffixes.xml"):
        gs = load(zf, file)
        for tl in gs.iter("tokenList"):
            for t in tl.iter("token"):
                v = t.get("value")
                if set(t.attrib) - PLAIN - {"suffixAppliesTo", "suffixAppliesToByDefault"}:
                    continue
                # A bracket atom's hydrogens are written (stibine [SbH3]): a prefix could not replace one.
                if not fragment_ok(v) or not stereo_free(v) or not neutral(v) or "[" in v:
                    continue
                wholes += [[f, v, t.get("labels") or "", "stem"] for f in forms(t) if re.fullmatch(r"[a-z]+n", f)]

    ah = load(zf, "atomHydrides.xml")
    seen = set()
    for tl in ah.iter("tokenList"):
        if tl.get("subType") != "heteroStem":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if v not in HYDRIDE_ELEMENTS:
                continue
            for f in forms(t):
                if f + "ane" not in seen:
                    seen.add(f + "ane")
                    wholes.append([f + "ane", v, "", "whole"])

    # The flavonoid parents of the same list (coumestan) are extract_opsin_flavonoids.py's.
    flavonoids = (OUT.parent / "opsin-flavonoids.ts").read_text()
    ag = load(zf, "arylGroups.xml")
    for tl in ag.iter("tokenList"):
        sub = tl.get("subType")
        for t in tl.iter("token"):
            v = t.get("value")
            if sub == "biochemical":
                if set(t.attrib) - PLAIN or not t.get("labels") or not fragment_ok(v):
                    continue
                # The nucleobases (uracil, thymine, adenine …): rings with exocyclic atoms, read as caffeine is (a
                # retained parent whose labels name the ring atoms), when no stereocentre is possible. The
                # flavonoid trivial names of this list are extract_opsin_flavonoids.py's.
                if not ring_only(v):
                    if stereo_free(v) and not any(f'"{f}"' in flavonoids for f in forms(t)):
                        # "thymin" is read with its final "e" (a stem); "uracil" is the whole word.
                        wholes += [[f, v, t.get("labels"), "stem" if f.endswith("n") else "whole"]
                                   for f in forms(t) if re.fullmatch(r"[a-z]+", f)]
                    continue
                # A ring name with a stereocentre (neoflavan's C4) names one configuration its SMILES does not give.
                if not stereo_free(v):
                    continue
                if re.search(r"\[[a-z]+H2\]", v):
                    continue
                rings += [[f, v, t.get("labels")] for f in forms(t)
                          if re.fullmatch(r"[a-z]+", f) and f'"{f}"' not in flavonoids]
            elif sub == "ring" and not (set(t.attrib) - PLAIN) and "[cH2]" in v:
                # Ring parents named in fusion form, listed with a CH2 (read with indicated hydrogen only, as
                # extract_opsin_rings.py's): cyclopenta[a]phenanthrene, the steroid skeleton.
                if t.get("labels") and fragment_ok(v) and ring_only(v):
                    mancude += [[f, v, t.get("labels")] for f in forms(t) if re.fullmatch(r"[a-z]+\[[a-z]\][a-z]+", f)]
            elif sub == "ring" and t.get("addGroup"):
                if set(t.attrib) - PLAIN - {"addGroup", "frontLocantsExpected", "suffixAppliesToByDefault"}:
                    continue
                groups = [g.split(" ") for g in t.get("addGroup").split(";")]
                if not all(g[0] == "C" and g[1] in ("locant", "defaultLocant") for g in groups):
                    continue
                movable = [g for g in groups if g[1] == "defaultLocant"]
                if len(movable) != 1 or not fragment_ok(v):
                    continue
                fixed = [[g[2], g[3] if len(g) > 3 else ""] for g in groups if g[1] == "locant"]
                label = movable[0][3] if len(movable[0]) > 3 else ""
                methyl_rings += [[f, v, t.get("labels"), fixed, label] for f in forms(t) if re.fullmatch(r"[a-z]+", f)]

    # Acid stems left out for their defaultInID (citric, salicylic): where OPSIN puts an unlocanted substituent, which
    # the parser does not assume (every placement is tried). Only those that form no substituent group ("citryl" has
    # no clear meaning: ylForNothing), so defaultInID cannot decide an attachment.
    acids = []
    ca = load(zf, "carboxylicAcids.xml")
    for tl in ca.iter("tokenList"):
        if tl.get("type") != "acidStem" or tl.get("subType") != "ylForNothing":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if "defaultInID" not in t.attrib or set(t.attrib) - PLAIN - {"suffixAppliesTo", "defaultInID"}:
                continue
            if not fragment_ok(v):
                continue
            acids += [[f, v, t.get("labels"), t.get("suffixAppliesTo"), tl.get("subType")] for f in forms(t)]

    # Ring stems of arylSubstituents.xml whose one suffix takes its locant in front ("1-naphthol", "2-naphthyl",
    # "2-furoic acid", "3-pyridyl"): frontLocantsExpected lists the locants such a name may give.
    front = []
    asub = load(zf, "arylSubstituents.xml")
    for tl in asub.iter("tokenList"):
        for t in tl.iter("token"):
            v = t.get("value")
            if "frontLocantsExpected" not in t.attrib or set(t.attrib) - PLAIN - {"frontLocantsExpected"}:
                continue
            if not t.get("labels") or not fragment_ok(v) or not ring_only(v):
                continue
            expected = t.get("frontLocantsExpected").split(",")
            front += [[f, v, t.get("labels"), expected] for f in forms(t) if re.fullmatch(r"[a-z]+", f)]

    # The vitamin B6 vitamers of simpleCyclicGroups.xml's biochemical list (pyridoxal, pyridoxamine, pyridoxine,
    # isopyridoxal): pyridines with exocyclic atoms and no stereo, read as the nucleobases are (their labels name
    # the 4'- and 5'-carbons: "pyridoxal 5'-phosphate", src/chem/names/nucleotides.ts). Its tokens with
    # functionalIDs (pyridoxal-p) and its nucleotides (stereo) are left out.
    for tl in load(zf, "simpleCyclicGroups.xml").iter("tokenList"):
        if tl.get("subType") != "biochemical":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if set(t.attrib) - PLAIN or not t.get("labels") or not fragment_ok(v) or ring_only(v) or not stereo_free(v):
                continue
            if "pyridox" not in t.text:
                continue
            wholes += [[f, v, t.get("labels"), "stem" if f.endswith("n") else "whole"]
                       for f in forms(t) if re.fullmatch(r"[a-z]+", f)]

    data = {"wholes": wholes, "rings": rings, "methylRings": methyl_rings, "acids": acids, "frontRings": front,
            "mancudeRings": mancude}
    write_module(OUT, "extract_opsin_parents.py", "OpsinParents", "OPSIN_PARENTS", data)


if __name__ == "__main__":
    main()
