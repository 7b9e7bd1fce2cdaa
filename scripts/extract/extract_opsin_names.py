#!/usr/bin/python3
"""Extracts the parts of OPSIN's grammar resources that our name parser (src/chem/names/) reads into
src/data/names/opsin-tokens.ts.

Source: Debian's libopsin-java, /usr/share/java/opsin-core-2.7.0.jar, the XML token lists under
uk/ac/cam/ch/wwmm/opsin/resources/ (OPSIN 2.7.0, Daniel Lowe, MIT/Expat licence; see THIRD_PARTY_NOTICES.md).
Only data is taken (name fragment -> structure fragment in OPSIN's SMILES dialect, with its locant labels, and the
suffix rules); the parser is ours. A token is kept only if the parser understands every attribute it carries:
tokens with addGroup/addBond/frontLocantsExpected/defaultIn*/stereo and the like are left out, so a name that needs
them is refused rather than read half-right.

Run:  /usr/bin/python3 scripts/extract/extract_opsin_names.py   (RDKit is used only to check ring tokens)
"""
import json
import re
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

from rdkit import Chem

JAR = "/usr/share/java/opsin-core-2.7.0.jar"
RES = "uk/ac/cam/ch/wwmm/opsin/resources/"
OUT = Path(__file__).resolve().parents[2] / "src" / "data" / "names" / "opsin-tokens.ts"

# Attributes a token may carry and still be kept (the parser reads value, labels, suffixAppliesTo,
# usableAsAJoiner is irrelevant to structure).
PLAIN = {"value", "labels", "usableAsAJoiner"}
# functionalIDs marks the atoms OPSIN's functional replacement may change (the OH of carboxy, sulfo, sulfino): it does
# not change the structure a prefix names, so carboxy -C(=O)O and sulfo -S(=O)(=O)O are kept.
PREFIX_PLAIN = PLAIN | {"functionalIDs"}

# Suffix values the parser reads now (OPSIN's suffixes.xml value names); the rest are left out until supported.
SUFFIX_VALUES = {"ol", "one", "al", "ic", "ate", "amine", "nitrile", "amide", "aldehyde", "carboxylic",
                 "carboxylate", "yl", "ylidene", "oxy", "oyl", "olate", "imine", "carbonyl", "thione",
                 "sulfonyl", "sulfinyl", "hydrazide"}
# Suffix rule actions the parser implements.
ACTIONS = {"addgroup", "addSuffixPrefixIfNonePresentAndCyclic", "setOutAtom"}


def load(zf, name):
    return ET.fromstring(zf.read(RES + name))


def forms(token):
    return [f for f in token.text.split("|") if f]


def fragment_ok(smiles):
    """OPSIN-dialect SMILES the parser's fragment reader handles: no stereo, no '.', no OPSIN '?' H marks."""
    return not re.search(r"[@/\\.?]", smiles)


def ring_only(smiles):
    """Every atom in a ring (checked with RDKit on the plain-SMILES reading of the fragment)."""
    plain = re.sub(r"\|\d+\]", "]", smiles)
    mol = Chem.MolFromSmiles(plain)
    if mol is None:
        return False
    return all(a.IsInRing() for a in mol.GetAtoms())


def stereo_free(smiles):
    """No stereocentre or stereo double bond possible: a trivial name of a chiral compound (adrenalin) names one
    stereoisomer, which OPSIN's flat SMILES does not say, so such names are left to PubChem."""
    from rdkit.Chem.EnumerateStereoisomers import EnumerateStereoisomers
    mol = Chem.MolFromSmiles(re.sub(r"\|\d+\]", "]", smiles))
    return mol is not None and len(list(EnumerateStereoisomers(mol))) == 1


def main():
    zf = zipfile.ZipFile(JAR)
    data = {}

    alk = load(zf, "alkanes.xml")
    stems, units, tens = [], [], []
    for tl in alk.iter("tokenList"):
        sym = tl.get("symbol")
        for t in tl.iter("token"):
            if tl.get("subType") == "alkaneStem":
                for f in forms(t):
                    stems.append([f, len(t.get("value"))])
            elif tl.get("tagname") == "alkaneStemComponent" and sym == "Ï":
                units += [[f, int(t.get("value"))] for f in forms(t)]
            elif tl.get("tagname") == "alkaneStemComponent" and sym == "Ð":
                tens += [[f, int(t.get("value"))] for f in forms(t)]
    data["alkaneStems"] = stems
    data["alkaneUnits"] = units
    data["alkaneTens"] = [x for x in tens if x[1] <= 90]

    mult = load(zf, "multipliers.xml")
    basic, group = [], []
    for tl in mult.iter("tokenList"):
        if tl.get("tagname") != "multiplier":
            continue
        for t in tl.iter("token"):
            target = basic if tl.get("type") == "basic" else group if tl.get("type") == "group" else None
            if target is not None:
                target += [[f, int(t.get("value"))] for f in forms(t)]
    data["multipliers"] = basic
    data["groupMultipliers"] = group

    subs = []
    ss = load(zf, "simpleSubstituents.xml")
    for tl in ss.iter("tokenList"):
        if tl.get("subType") not in ("simpleSubstituent", "halideOrPseudoHalide"):
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if set(t.attrib) - PREFIX_PLAIN or not fragment_ok(v) or v[0] not in "-=#":
                continue
            for f in forms(t):
                subs.append([f, v, t.get("labels")])
    aryl = load(zf, "arylSubstituents.xml")
    for tl in aryl.iter("tokenList"):
        for t in tl.iter("token"):
            v = t.get("value")
            if v.startswith("-") and not set(t.attrib) - PLAIN and fragment_ok(v):
                for f in forms(t):
                    subs.append([f, v, t.get("labels")])
    # Prefixes of the parent hydrides of atomHydrides.xml (OPSIN builds them as stem + "an" + "yl"; its lists hold
    # no whole token): sulfanyl -SH, selanyl, tellanyl, oxidanyl -OH, azanyl -NH2, with "ylidene" (=S) and the
    # chains of two or three atoms (disulfanyl -SSH). "disulfanyl" is also "di" + "sulfanyl": the grammar reads
    # both, so "disulfanylmethane" (CH2(SH)2 or CH3SSH) is refused as ambiguous and "1,2-disulfanylbenzene"
    # (two locants: two groups) is answered.
    atom_smiles = {"O": ("O", "O", "O"), "S": ("S", "S", "S"), "[SeH?]": ("[SeH]", "[Se]", "[Se]"),
                   "[TeH?]": ("[TeH]", "[Te]", "[Te]"), "N": ("N", "N", "N")}
    hydride_forms = []
    for t in load(zf, "atomHydrides.xml").iter("token"):
        if t.get("value") in atom_smiles:
            hydride_forms += [(f, t.get("value")) for f in forms(t) if (f, t.get("value")) not in hydride_forms]
    for f, v in hydride_forms:
        end, inner, double = atom_smiles[v]
        subs.append([f + "anyl", "-" + end, None])
        subs.append([f + "anylidene", "=" + double, None])
        subs.append([f + "anyliden", "=" + double, None])
        # disulfanyl's two S are labelled 1 and 2, so it can be the group of a prefix: "(methyldisulfanyl)", on S2.
        subs.append(["di" + f + "anyl", "-" + inner + end, "1/2" if v == "S" else None])
        subs.append(["tri" + f + "anyl", "-" + inner + inner + end, None])
    # "imino" (=NH as a prefix, "(hydroxyimino)methyl", "2-iminopropane") is listed by OPSIN only among the
    # multivalent substituents (outIDs, also as the bridge -NH-); as a prefix it is azanylidene, =N, as above.
    subs.append(["imino", "=N", None])
    # "sulfamoyl" (-SO2NH2, IUPAC P-66.1.1.4.5; "dimethylsulfamoyl" or "N,N-dimethylsulfamoyl"): OPSIN builds it from
    # the acid stem "sulfam" (nonCarboxylicAcids.xml, S(N)(O)(=O)=O) with "oyl"; here it is one token, N labelled N.
    subs.append(["sulfamoyl", "-S(=O)(=O)N", "///N"])
    # "diazenyl" (-N=NH, IUPAC P-68.3.1.3.2: "[(4-nitrophenyl)diazenyl]"): OPSIN builds it from the hydride "diazene";
    # N1 is the attachment, N2 takes the substituents.
    subs.append(["diazenyl", "-N=N", "1/2"])
    # "thiocyanato" (-SC#N, IUPAC P-65.2.2.3): OPSIN reads it as "thio" replacing cyanato's O; here it is one token.
    subs.append(["thiocyanato", "-SC#N", None])
    data["substituents"] = subs

    rings, retained = [], []
    ag = load(zf, "arylGroups.xml")
    for tl in ag.iter("tokenList"):
        if tl.get("subType") != "ring":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if set(t.attrib) - PLAIN or not t.get("labels") or not fragment_ok(v):
                continue
            if not ring_only(v):
                # Retained parents with atoms outside the ring (anilin, toluen, anisol): read with "e" only.
                if stereo_free(v):
                    retained += [[f, v, t.get("labels"), "stem"] for f in forms(t) if re.fullmatch(r"[a-z]+", f)]
                continue
            # Atoms written [xH2] in an aromatic ring need indicated hydrogen: not read yet.
            if re.search(r"\[[a-z]+H2\]", v):
                continue
            for f in forms(t):
                # Forms with locants or punctuation (chrom-2-en, spiro-9,9'-bifluoren) need grammar not read yet.
                if re.fullmatch(r"[a-z]+", f):
                    rings.append([f, v, t.get("labels")])
    data["rings"] = rings
    # Rings named by the positions of their nitrogens in a hydrocarbon's numbering: "1,8-naphthyridine",
    # "1,10-phenanthroline" (OPSIN's addHeteroAtom tokens of two N, aromatic throughout). The name must give the
    # locants: OPSIN's defaults (1,8; 1,10) are not assumed.
    aza = []
    for tl in ag.iter("tokenList"):
        if tl.get("subType") != "ring":
            continue
        for t in tl.iter("token"):
            v, spec = t.get("value"), t.get("addHeteroAtom")
            if not spec or set(t.attrib) - (PLAIN | {"addHeteroAtom", "frontLocantsExpected"}) or not fragment_ok(v):
                continue
            parts = spec.split(";")
            if len(parts) != 2 or not all(re.fullmatch(r"N (default)?[Ll]ocant \d+", p) for p in parts):
                continue
            if not re.fullmatch(r"[c0-9]+", v):
                continue
            aza += [[f, v, t.get("labels"), len(parts)] for f in forms(t) if re.fullmatch(r"[a-z]+", f)]
    data["azaRings"] = aza
    # Whole retained names that take prefixes but no suffix (phenol, ...).
    scg = load(zf, "simpleCyclicGroups.xml")
    for tl in scg.iter("tokenList"):
        if tl.get("subType") != "simpleGroup":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if set(t.attrib) - PLAIN or not t.get("labels") or not fragment_ok(v) or not stereo_free(v):
                continue
            retained += [[f, v, t.get("labels"), "whole"] for f in forms(t) if re.fullmatch(r"[a-z]+", f)]
    # Whole retained molecules of simpleGroups.xml (urea, chloroform, acetylene …), read like phenol: prefixes, no
    # suffix; without labels a prefix has no locant to take and is placed at every atom that can carry it.
    sg = load(zf, "simpleGroups.xml")
    for tl in sg.iter("tokenList"):
        if tl.get("tagname") != "group" or tl.get("subType") != "simpleGroup":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            # Neutral molecules only (ions are read by components.ts); of "urea|ure"-style pairs the whole word only.
            if set(t.attrib) - PLAIN or not fragment_ok(v) or not stereo_free(v) or v[0] in "-=#" or re.search(r"[+-]", v):
                continue
            fs = forms(t)
            retained += [[f, v, t.get("labels") or "", "whole"] for f in fs
                         if re.fullmatch(r"[a-z]+", f) and f + "e" not in fs and not f.endswith("acid")]
    data["retained"] = retained

    acids = []
    ca = load(zf, "carboxylicAcids.xml")
    for tl in ca.iter("tokenList"):
        if tl.get("type") != "acidStem":
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            if set(t.attrib) - (PLAIN | {"suffixAppliesTo"}) or not fragment_ok(v):
                continue
            for f in forms(t):
                acids.append([f, v, t.get("labels"), t.get("suffixAppliesTo"), tl.get("subType")])
    data["acidStems"] = acids

    # Suffix forms: text -> value, terminal or not.
    sufs = []
    for fname in ("suffixes.xml", "inlineSuffixes.xml"):
        root = load(zf, fname)
        for tl in root.iter("tokenList"):
            if tl.get("subType") == "cycleformer" or tl.get("symbol") in ("»", "×", "÷"):
                continue
            terminal = tl.get("subType") == "terminal"
            for t in tl.iter("token"):
                if t.get("value") not in SUFFIX_VALUES or t.get("additionalValue"):
                    continue
                for f in forms(t):
                    sufs.append([f, t.get("value"), terminal])
    # One entry per (form, value): the same form listed twice keeps the terminal flag if any list had it.
    seen = {}
    for f, v, term in sufs:
        seen[(f, v)] = seen.get((f, v), False) or term
    data["suffixes"] = [[f, v, term] for (f, v), term in sorted(seen.items())]

    app = load(zf, "suffixApplicability.xml")
    applic = {}
    for gt in app.iter("groupType"):
        kind = gt.get("type")
        if kind not in ("standardGroup", "acidStem"):
            continue
        table = applic.setdefault(kind, {})
        for s in gt.iter("suffix"):
            if s.get("value") in SUFFIX_VALUES:
                key = s.get("value") + ("|" + s.get("subType") if s.get("subType") else "")
                table[key] = s.text
    data["suffixApplicability"] = applic

    rr = load(zf, "suffixRules.xml")
    rules = {}
    wanted = {r for t in applic.values() for r in t.values()}
    for rule in rr.iter("rule"):
        name = rule.get("value")
        if name not in wanted:
            continue
        acts = []
        ok = True
        for a in rule:
            attributes = dict(a.attrib)
            # The hydrazide's N/N' labels are dropped: its two N are both labelled "N" by the builder, so an "N-" or
            # "N'-" locant on it names no single atom and the name is refused (never placed on a guessed N).
            if name == "hydrazide":
                attributes.pop("labels", None)
            if a.tag not in ACTIONS or "labels" in attributes:
                ok = False
            acts.append([a.tag, attributes])
        if ok:
            rules[name] = acts
    data["suffixRules"] = rules
    # "carb(o)" (one carbon), and from suffixPrefix.xml "sulfon"/"sulfin" (S=O and S: sulfonic acid, sulfinamide).
    data["suffixPrefixes"] = [[f, "C"] for f in ("carb", "carbo", "carbox")]
    for t in load(zf, "suffixPrefix.xml").iter("token"):
        if t.get("value") in ("S=O", "S"):
            data["suffixPrefixes"] += [[f, t.get("value")] for f in forms(t)]

    cations = []
    ea = load(zf, "elementaryAtoms.xml")
    for t in ea.iter("token"):
        states = t.get("commonOxidationStatesAndMax")
        if states == "1:1" and fragment_ok(t.get("value")):
            for f in forms(t):
                cations.append([f, t.get("value").strip("[]")])
    data["monovalentCations"] = cations

    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        "// Generated by scripts/extract/extract_opsin_names.py from OPSIN 2.7.0's resources (Debian libopsin-java,\n"
        "// opsin-core-2.7.0.jar; MIT/Expat, Daniel Lowe; see THIRD_PARTY_NOTICES.md): do not edit.\n"
        "import type { OpsinTokens } from \"../../chem/names/tokens-types.ts\";\n\n"
        f"export const OPSIN_TOKENS: OpsinTokens = {body};\n"
    )
    print(f"wrote {OUT}: " + ", ".join(f"{k} {len(v)}" for k, v in data.items()))


if __name__ == "__main__":
    main()
