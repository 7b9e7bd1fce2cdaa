"""Golden structures of chemical names, from Debian's OPSIN 2.7.0 (libopsin-java), for the offline name parser.

Three sets:
- "ours": names built here, systematically, class by class, for what src/chem/names/ reads now (chains with
  unsaturation, prefixes, suffixes; cycloalkanes, benzene and the heteroaromatic parents; esters and salts),
  plus names that must be refused (a missing locant that matters, stereodescriptors). Seeded: the same file
  every run.
- "pubchem-style": names the way PubChem's IUPAC Name field writes them, for common solvents, reagents and
  drug-like molecules (PUBCHEM_STYLE below), most of them beyond what the parser reads yet.
- "drugs-heldout": drug, reagent and natural-product names in PubChem's style written on 2026-12-04 before any was
  given to our parser (DRUGS_HELDOUT below): the held-out check that precision and recall hold beyond the names the
  parser's writers chose.
- "opsin-tests": the class-labelled test name lists of OPSIN's own repository (github dan2097/opsin,
  opsin-inchi/src/test/resources/uk/ac/cam/ch/wwmm/opsin/*.txt, MIT licence; commit pinned below), names only.
  Read with git from the mirror `fetch github:dan2097/opsin` leaves under /work/.mirror (OPSIN_REPO overrides).

Every name is given to `java -jar /usr/share/java/opsin-cli.jar -osmi -n`; OPSIN's SMILES is canonicalised by
Python RDKit 2022.09 (isomeric). A row: {set, class, name, opsin[, inchi]} with opsin null where OPSIN 2.7.0
reads no structure, and inchi the standard InChI OPSIN's test file expects for the name (opsin-tests only). Writes validation/golden/names-opsin.jsonl; read by test/chem/names/parser.test.ts and
lab/validate/names-report.ts.

Run: /usr/bin/python3 validation/generators/make_golden_names.py
"""
import json
import os
import random
import re
import subprocess
import tempfile
from pathlib import Path

from rdkit import Chem, RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
HERE = Path(__file__).resolve().parent
GOLDEN = HERE.parent / "golden"
OPSIN_REPO = os.environ.get("OPSIN_REPO", "/work/.mirror/dan2097+opsin/repo")
OPSIN_COMMIT = "996a580588c8fd8c6dd07529d63449fa72e66f2f"
OPSIN_TESTS = "opsin-inchi/src/test/resources/uk/ac/cam/ch/wwmm/opsin/"

STEMS = ["meth", "eth", "prop", "but", "pent", "hex", "hept", "oct", "non", "dec", "undec", "dodec"]
ALKYL = ["methyl", "ethyl", "propyl", "butyl", "pentyl", "hexyl", "propan-2-yl", "isopropyl", "tert-butyl",
         "sec-butyl", "isobutyl", "cyclopropyl", "cyclohexyl", "phenyl", "benzyl", "ethenyl", "vinyl", "allyl"]
SIMPLE_PREFIXES = ["chloro", "bromo", "fluoro", "iodo", "hydroxy", "amino", "nitro", "methoxy", "ethoxy", "cyano",
                   "methyl", "ethyl", "oxo", "phenyl", "propoxy", "sulfanyl", "mercapto", "formyl", "acetyl"]
MULT = {2: "di", 3: "tri", 4: "tetra"}


def chain_names(rng):
    out = []
    for i, stem in enumerate(STEMS):
        n = i + 1
        out.append(("alkane", stem + "ane"))
        if n >= 2:
            for p in range(1, n):
                loc = "" if n == 2 else f"-{p}-"
                out.append(("alkene", f"{stem}{loc}ene" if loc else f"{stem}ene"))
                out.append(("alkyne", f"{stem}{loc}yne" if loc else f"{stem}yne"))
        if n >= 4:
            out.append(("alkene", f"{stem}a-1,3-diene"))
            out.append(("alkene", f"{stem}ene"))  # unlocanted: refused from butene on
        if n >= 6:
            out.append(("alkene", f"{stem}-1-en-5-yne"))
            out.append(("alkene", f"{stem}a-1,5-dien-3-yne"))
    for stem in ["prop", "but", "pent", "hex"]:
        out.append(("alkane", f"2-methyl{stem}ane"))
        out.append(("alkane", f"methyl{stem}ane"))
        out.append(("alkane", f"2,2-dimethyl{stem}ane"))
    out += [("alkane", "3-ethylpentane"), ("alkane", "2,3,4-trimethylhexane"), ("alkane", "3-ethyl-2-methylhexane"),
            ("alkane", "4-propylheptane"), ("alkane", "2,2,4-trimethylpentane"), ("alkane", "cyclohexylmethane")]
    return out


def prefix_names(rng):
    out = []
    parents = ["ethane", "propane", "butane", "pentane", "hexane"]
    for prefix in SIMPLE_PREFIXES:
        for parent in parents:
            n = parents.index(parent) + 2
            out.append(("prefix-unlocanted", prefix + parent))
            for p in range(1, n + 1):
                out.append(("prefix", f"{p}-{prefix}{parent}"))
            if n >= 3:
                a, b = sorted(rng.sample(range(1, n + 1), 2))
                out.append(("prefix-multiplied", f"{a},{b}-di{prefix}{parent}"))
                out.append(("prefix-multiplied", f"{a},{a}-di{prefix}{parent}"))
    for _ in range(150):
        parent = rng.choice(parents[2:])
        n = parents.index(parent) + 2
        chosen = sorted(rng.sample(SIMPLE_PREFIXES, 2))
        parts = [f"{rng.randint(1, n)}-{p}" for p in chosen]
        out.append(("prefix-mixed", "-".join(parts) + parent))
    for alkyl in ALKYL:
        out.append(("prefix-alkyl", f"3-{alkyl}hexane"))
        out.append(("prefix-alkyl", f"{alkyl}benzene"))
        out.append(("prefix-alkyl", f"1-{alkyl}-4-nitrobenzene"))
    out += [("prefix-bracketed", n) for n in [
        "(2-chloroethyl)benzene", "1-(2-chloroethyl)-4-methylbenzene", "2-(hydroxymethyl)pyridine",
        "1,4-bis(chloromethyl)benzene", "3-(trifluoromethyl)phenol", "1-chloro-4-(trifluoromethyl)benzene",
        "2-(2-methoxyethoxy)ethanol", "1-methoxy-2-(methoxymethyl)benzene", "4-(dimethylamino)benzaldehyde",
        "2-(propan-2-yl)phenol", "(3-chloropropyl)cyclohexane", "tris(hydroxymethyl)methane", "chloromethylbenzene",
        "4-trifluoromethylphenol", "2-(2-aminoethyl)pyridine", "3-(4-methylphenyl)propanoic acid",
        "2-(4-chlorophenyl)acetic acid", "(4-nitrophenyl)methanol", "1-(4-bromophenyl)ethanone",
        "1-(pyridin-2-yl)ethanone", "2-(1H-indol-3-yl)ethanamine", "(naphthalen-1-yl)methanol",
    ]]
    return out


SUFFIXES = ["ol", "one", "al", "oic acid", "amine", "nitrile", "amide", "thiol", "oate"]


def suffix_names(rng):
    out = []
    for i, stem in enumerate(STEMS[:8]):
        n = i + 1
        base = stem + "an"
        for suffix in SUFFIXES:
            e = "e" if suffix[0] not in "aeiou" else ""
            if suffix in ("al", "oic acid", "nitrile", "amide", "oate"):
                out.append(("suffix-terminal", f"{base}{e}{suffix}" if suffix != "oic acid" else f"{base}oic acid"))
                if n >= 2:
                    d = {"al": "dial", "oic acid": "edioic acid", "nitrile": "edinitrile", "amide": "ediamide",
                         "oate": "edioate"}[suffix]
                    out.append(("suffix-terminal-multiplied", f"{base}{d}"))
            else:
                out.append(("suffix-unlocanted", f"{base}{e}{suffix}"))
                for p in range(1, n + 1):
                    out.append(("suffix", f"{base}{'-' if True else ''}{p}-{suffix}" if not e else f"{base}e-{p}-{suffix}"))
                if n >= 3:
                    a, b = sorted(rng.sample(range(1, n + 1), 2))
                    m = {"ol": "diol", "one": "dione", "amine": "diamine", "thiol": "dithiol"}[suffix]
                    out.append(("suffix-multiplied", f"{base}e-{a},{b}-{m}"))
    for _ in range(120):
        stem = rng.choice(STEMS[3:8])
        n = STEMS.index(stem) + 1
        prefix = rng.choice(SIMPLE_PREFIXES[:10])
        suffix = rng.choice(["ol", "one", "amine", "oic acid", "al", "nitrile"])
        p = rng.randint(2, n)
        if suffix in ("oic acid", "al", "nitrile"):
            e = "" if suffix[0] in "aeiou" else "e"
            out.append(("suffix-with-prefix", f"{p}-{prefix}{stem}an{e}{suffix}"))
        else:
            q = rng.randint(1, n)
            e = "" if suffix[0] in "aeiou" else "e"
            out.append(("suffix-with-prefix", f"{p}-{prefix}{stem}an{e}-{q}-{suffix}"))
    out += [("suffix-with-prefix", n) for n in [
        "2-methylbutanoic acid", "3-methylbutan-2-one", "2-methylpropan-2-ol", "2-aminopropanoic acid",
        "N-methylethanamine", "N,N-dimethylacetamide", "N,N-diethylethanamine", "N-ethylpropanamide",
        "2-hydroxypropanoic acid", "2-oxopropanoic acid", "4-oxopentanoic acid", "hex-5-en-2-one", "but-3-yn-1-ol",
        "prop-2-en-1-ol", "pent-4-enoic acid", "but-2-enal", "prop-2-enenitrile", "prop-2-enamide",
        "2,2,2-trifluoroethanol", "2-chloroethanol", "cyclohexane-1,2-diol", "propane-1,2,3-triol",
    ]]
    return out


def ring_names(rng):
    out = []
    for i, stem in enumerate(STEMS[2:10]):
        out.append(("cycloalkane", f"cyclo{stem}ane"))
        out.append(("cycloalkane", f"cyclo{stem}ene"))
        out.append(("cycloalkane", f"methylcyclo{stem}ane"))
        out.append(("cycloalkane", f"cyclo{stem}anol"))
        out.append(("cycloalkane", f"cyclo{stem}anone"))
        out.append(("cycloalkane", f"cyclo{stem}anamine"))
        out.append(("cycloalkane", f"cyclo{stem}anecarboxylic acid"))
        out.append(("cycloalkane", f"1,2-dimethylcyclo{stem}ane"))
        out.append(("cycloalkane", f"2-methylcyclo{stem}an-1-one"))
    out += [("cycloalkane", n) for n in ["cyclohexa-1,3-diene", "cyclohexa-1,4-diene", "cyclohex-2-en-1-one",
                                          "3-methylcyclohexene", "cyclohexenone", "1-methylcyclohexene",
                                          "cyclopentane-1,3-dione", "cyclohexanecarbaldehyde", "cyclohexanecarbonitrile"]]
    for prefix in SIMPLE_PREFIXES:
        out.append(("benzene", f"{prefix}benzene"))
        for a, b in [(1, 2), (1, 3), (1, 4)]:
            out.append(("benzene", f"{a},{b}-di{prefix}benzene"))
        out.append(("benzene-unlocanted", f"di{prefix}benzene"))
        out.append(("benzene", f"1,3,5-tri{prefix}benzene"))
    for _ in range(120):
        p1, p2 = rng.sample(SIMPLE_PREFIXES[:12], 2)
        a, b = rng.choice([(1, 2), (1, 3), (1, 4)])
        p1, p2 = sorted([p1, p2])
        out.append(("benzene", f"{a}-{p1}-{b}-{p2}benzene"))
        suffix = rng.choice(["ol", "amine", "carboxylic acid", "carbaldehyde", "carbonitrile", "thiol"])
        loc = rng.choice([2, 3, 4])
        e = "" if suffix[0] in "aeiou" else "e"
        out.append(("benzene-suffix", f"{loc}-{p1}benzen{e}-1-{suffix}" if e == "" else f"{loc}-{p1}benzene-1-{suffix}"))
    out += [("benzene-suffix", n) for n in ["benzoic acid", "benzaldehyde", "benzonitrile", "benzamide", "benzenol",
                                             "benzene-1,2-diol", "benzene-1,3-diol", "benzene-1,4-diamine",
                                             "4-methylbenzoic acid", "2-hydroxybenzoic acid", "3-nitrobenzaldehyde",
                                             "benzenethiol", "phenylmethanol", "2-phenylethanol", "diphenylmethane",
                                             "triphenylmethane", "1-phenylethanone", "benzenamine", "N-methylbenzamide"]]
    hetero = ["pyridin", "pyrimidin", "pyrazin", "pyridazin", "furan", "thiophen", "pyrrol", "imidazol", "pyrazol",
              "oxazol", "thiazol", "isoxazol", "isothiazol", "indol", "quinolin", "isoquinolin", "naphthalen",
              "quinoxalin", "quinazolin", "benzofuran", "piperidin", "pyrrolidin", "morpholin", "piperazin",
              "anthracen", "phenanthren", "azulen", "carbazol", "acridin", "purin", "pteridin", "indazol",
              "benzimidazol", "benzothiophen", "thiomorpholin", "oxolan", "oxan", "1,4-dioxan", "tetrazol", "triazol"]
    labels = {"pyridin": 6, "pyrimidin": 6, "pyrazin": 6, "pyridazin": 6, "furan": 5, "thiophen": 5, "pyrrol": 5,
              "imidazol": 5, "pyrazol": 5, "oxazol": 5, "thiazol": 5, "isoxazol": 5, "isothiazol": 5, "indol": 7,
              "quinolin": 8, "isoquinolin": 8, "naphthalen": 8, "quinoxalin": 8, "quinazolin": 8, "benzofuran": 7,
              "piperidin": 6, "pyrrolidin": 5, "morpholin": 6, "piperazin": 6}
    for ring in hetero:
        out.append(("heteroring", ring + "e"))
        for p in range(1, labels.get(ring, 4) + 1):
            out.append(("heteroring-substituted", f"{p}-methyl{ring}e"))
            out.append(("heteroring-substituted", f"{p}-chloro{ring}e"))
            out.append(("heteroring-suffix", f"{ring}-{p}-ol"))
            out.append(("heteroring-suffix", f"{ring}-{p}-amine"))
            out.append(("heteroring-suffix", f"{ring}e-{p}-carboxylic acid"))
            out.append(("heteroring-suffix", f"{ring}-{p}-yl acetate"))
        out.append(("heteroring-substituted", f"methyl{ring}e"))
    out += [("heteroring", n) for n in ["1H-indole", "1H-pyrrole", "1H-imidazole", "1-methyl-1H-imidazole",
                                         "1-methyl-1H-indole", "3H-indole", "2H-pyran", "1H-indol-3-amine",
                                         "1-methylpyrrolidine", "4-methylmorpholine", "1-phenylpiperazine"]]
    return out


def class_names(rng):
    out = []
    acids = ["acetate", "formate", "propanoate", "butanoate", "benzoate", "hexanoate", "propionate", "butyrate",
             "2-methylpropanoate", "2-chloroacetate", "2-hydroxypropanoate", "prop-2-enoate", "ethanedioate",
             "hexanedioate", "butanedioate", "pentanoate", "cyclohexanecarboxylate", "pyridine-3-carboxylate"]
    alkyls = ["methyl", "ethyl", "propyl", "butyl", "tert-butyl", "propan-2-yl", "isopropyl", "phenyl", "benzyl",
              "ethenyl", "2-chloroethyl", "cyclohexyl", "dimethyl", "diethyl", "(2-methoxyethyl)"]
    for a in acids:
        for r in rng.sample(alkyls, 6):
            out.append(("ester", f"{r} {a}"))
        for cation in ["sodium", "potassium", "lithium", "disodium", "dipotassium", "caesium"]:
            out.append(("salt", f"{cation} {a}"))
        out.append(("anion", a))
    out += [("acid", n) for n in ["acetic acid", "formic acid", "propanoic acid", "propionic acid", "butyric acid",
                                  "oxalic acid", "malonic acid", "succinic acid", "glutaric acid", "adipic acid",
                                  "valeric acid", "pivalic acid", "lactic acid", "acetic", "isobutyric acid",
                                  "acetonitrile", "acetaldehyde", "formaldehyde", "acetamide", "benzyl alcohol",
                                  "acetyl chloride", "acetic anhydride", "sodium chloride", "methylamine",
                                  "dimethylamine", "ethyl alcohol", "benzoyl chloride"]]
    return out


RETAINED = ["anilin", "anisol", "toluen", "phenetol", "veratrol", "guaiacol", "resorcinol", "pyrogallol",
            "phloroglucinol", "skatol", "coumarin", "isatin", "hydantoin", "caffein", "theobromin", "vanillin",
            "phenol", "quinol", "styrol", "toluol", "benzol", "eugenol", "dopamin", "tyramin", "histamin"]


def retained_names():
    out = []
    for stem in RETAINED:
        name = stem if stem.endswith(("ol", "in")) and stem in ("phenol", "quinol", "styrol", "toluol", "benzol",
                                                                  "vanillin") else stem + "e"
        out.append(("retained", name))
        for p in (2, 3, 4):
            out.append(("retained-substituted", f"{p}-chloro{name}"))
            out.append(("retained-substituted", f"{p}-methyl{name}"))
        out.append(("retained-substituted", f"chloro{name}"))
    for p in (2, 3, 4):
        for sub in ("chloro", "methyl", "nitro", "methoxy", "hydroxy", "amino", "fluoro"):
            out.append(("aryl-bracketed", f"1-({p}-{sub}phenyl)ethanone"))
            out.append(("aryl-bracketed", f"({p}-{sub}phenyl)methanol"))
            out.append(("aryl-bracketed", f"2-({p}-{sub}phenoxy)acetic acid"))
            out.append(("aryl-bracketed", f"N-({p}-{sub}phenyl)acetamide"))
        out.append(("aryl-bracketed", f"{p}-(2,4-dichlorophenyl)pyridine"))
        for group in ("methylamino", "dimethylamino", "ethylamino", "diethylamino", "hydroxyamino", "methoxyamino",
                      "chloromethyl", "trifluoromethyl", "hydroxymethyl", "2-hydroxyethyl"):
            out.append(("group-bracketed", f"{p}-({group})benzoic acid"))
            out.append(("group-bracketed", f"{p}-({group})pyridine"))
        out.append(("group-bracketed", f"2-({['methylamino', 'dimethylamino', 'ethylamino'][p - 2]})ethanol"))
    return out


def compound_prefix_names():
    """Compound prefixes of drug-like names (issues 28 and 29): a substituted group on an ether O, a sulfide S or an
    amino N, in IUPAC's marks ("2-[(pyridin-3-yl)oxy]benzoic acid", P-16.5.1) and run together as OPSIN also reads
    them ("2-(4-chlorophenylsulfanyl)ethanol"); sulfamoyl, sulfo, sulfino, carboxy, imino and diazenyl prefixes; oxo
    on a ring sulfur ("1,1-dioxothiolan-3-amine"); thiocyanato, disulfanyl."""
    out = []
    groups = ["pyridin-2-yl", "pyridin-3-yl", "pyridin-4-yl", "4-chlorophenyl", "2-methylphenyl", "3-methoxyphenyl",
              "naphthalen-1-yl", "2-ethylhexyl", "propan-2-yl", "cyclohexyl", "phenylmethyl", "carboxymethyl",
              "2-hydroxyethyl", "2-phenylpyridin-3-yl"]
    parents = ["2-{}benzoic acid", "4-{}phenol", "3-{}propan-1-amine", "2-{}acetamide"]
    for g in groups:
        for link in ("oxy", "sulfanyl"):
            for parent in parents:
                out.append(("prefix-compound", parent.format(f"[({g}){link}]")))
                if re.search(r"\d-|methyl$", g):
                    out.append(("prefix-nested", parent.format(f"({g}{link})")))
    for g in ("dimethylamino", "2-hydroxyethylamino", "4-chlorophenylamino", "methylsulfanyl", "2-chloroethoxy"):
        for parent in ("4-({}methyl)phenol", "2-({}methyl)pyridine", "N-({}methyl)acetamide"):
            out.append(("prefix-nested", parent.format(g)))
    for p in (2, 3, 4):
        for prefix in ("sulfamoyl", "(methylsulfamoyl)", "(dimethylsulfamoyl)", "(N,N-dimethylsulfamoyl)",
                       "[(4-chlorophenyl)sulfamoyl]", "(phenylsulfamoyl)", "sulfo", "sulfino", "carboxy",
                       "(carboxymethyl)", "(2-carboxyethyl)", "[(hydroxyimino)methyl]", "(phenyldiazenyl)",
                       "[(4-nitrophenyl)diazenyl]", "[(methylimino)methyl]", "(iminomethyl)", "thiocyanato", "(methyldisulfanyl)", "[(4-chlorophenyl)disulfanyl]"):
            out.append(("prefix-acid-imino", f"{p}-{prefix}benzoic acid"))
            out.append(("prefix-acid-imino", f"{p}-{prefix}pyridine"))
    out += [("prefix-acid-imino", n) for n in [
        "3-(hydroxyimino)butan-2-one", "2-(hydroxyimino)-1-phenylethan-1-one", "3-iminobutan-2-one",
        "2-(hydroxyimino)propanoic acid", "4-(chloroimino)cyclohexa-2,5-dien-1-one", "3-carboxy-3-hydroxypentanedioic acid",
        "2-[bis(carboxymethyl)amino]acetic acid", "2-[(carboxymethyl)(methyl)amino]acetic acid",
        "N,N-dimethyl-4-(phenyldiazenyl)aniline", "2-[(2-cyanopropan-2-yl)diazenyl]-2-methylpropanenitrile"]]
    out += [("prefix-sulfur-oxo", n) for n in [
        "1,1-dioxothiolan-3-amine", "1,1-dioxothiolan-3-ol", "1-oxothiane", "1,1-dioxothiane", "1,1-dioxothiane-4-carboxylic acid",
        "4-methyl-1,1-dioxothiomorpholine", "1,1-dioxo-1,2-thiazolidine", "10-methyl-5-oxo-10H-phenothiazine",
        "5,5-dioxo-10H-phenothiazine", "1,1-dioxo-2,3-dihydrothiophene", "N-(1,1-dioxothiolan-3-yl)acetamide"]]
    return out


def stereo_names():
    out = []
    for stem, n in [("pent", 5), ("hex", 6), ("hept", 7), ("oct", 8)]:
        for p in range(2, n - 1):
            for label in "EZ":
                out.append(("stereo-ez", f"({label})-{stem}-{p}-ene"))
                out.append(("stereo-ez", f"({p}{label})-{stem}-{p}-ene"))
                out.append(("stereo-ez", f"({p}{label})-{stem}-{p}-en-1-ol"))
        for label in "RS":
            out.append(("stereo-rs", f"({label})-{stem}an-2-ol"))
            out.append(("stereo-rs", f"(2{label})-{stem}an-2-amine"))
            out.append(("stereo-rs", f"(2{label})-2-chloro{stem}ane"))
            out.append(("stereo-rs", f"(3{label})-3-methyl{stem}anoic acid"))
            out.append(("stereo-rs", f"(2{label})-2-hydroxy{stem}anoic acid"))
            out.append(("stereo-rs", f"(1{label})-1-phenyl{stem}an-1-ol"))
    for a in "RS":
        for b in "RS":
            out.append(("stereo-rs", f"(2{a},3{b})-2,3-dichlorobutane"))
            out.append(("stereo-rs", f"(2{a},3{b})-3-methylpentan-2-ol"))
            out.append(("stereo-rs", f"(2{a},4{b})-pentane-2,4-diol"))
    for a in "EZ":
        for b in "EZ":
            out.append(("stereo-ez", f"(2{a},4{b})-hexa-2,4-diene"))
            out.append(("stereo-ez", f"(2{a},4{b})-hexa-2,4-dienoic acid"))
    out += [("stereo-ez", n) for n in ["(E)-1,2-dichloroethene", "(Z)-1,2-dichloroethene", "(E)-but-2-enedioic acid",
                                        "(Z)-but-2-enedioic acid", "methyl (E)-but-2-enoate", "ethyl (2Z)-pent-2-enoate",
                                        "(E)-but-1-ene", "(R)-propan-2-ol", "(2E)-3-phenylprop-2-enoic acid",
                                        "(E)-1-phenylpropene", "(E)-prop-1-en-1-ylbenzene"]]
    return out + [("stereo", n) for n in ["(E)-but-2-ene", "(Z)-but-2-ene", "(2E)-pent-2-ene", "(R)-butan-2-ol",
                                    "(S)-2-aminopropanoic acid", "(2R,3S)-2,3-dichlorobutane", "cis-but-2-ene",
                                    "trans-1,2-dimethylcyclohexane", "(1R)-1-phenylethanol", "(E)-3-phenylprop-2-enal",
                                    "rac-butan-2-ol", "L-alanine", "(S)-1-phenylethanamine",
                                    "(E)-but-2-enoic acid", "(Z)-hex-3-en-1-ol"]]


# Names written the way PubChem's "IUPAC Name" field writes them (Lexichem style: brackets nested ( [ {, locants
# always given, ";" between the parts of a salt), for common solvents, reagents and drug-like molecules. The
# structure is OPSIN's, so a slip in the list costs nothing but a name.
PUBCHEM_STYLE = [
    "2-acetyloxybenzoic acid", "N-(4-hydroxyphenyl)acetamide", "2-[4-(2-methylpropyl)phenyl]propanoic acid",
    "1,3,7-trimethylpurine-2,6-dione", "2-(2,6-dichloroanilino)phenylacetic acid", "4-aminobenzoic acid",
    "2-hydroxybenzoic acid", "4-hydroxybenzoic acid", "3,4-dihydroxybenzoic acid", "3,4,5-trihydroxybenzoic acid",
    "4-hydroxy-3-methoxybenzaldehyde", "2-methoxyphenol", "4-methylphenol", "2,6-di-tert-butyl-4-methylphenol",
    "2,4,6-trinitrophenol", "2-methyl-1,3,5-trinitrobenzene", "propan-2-one", "butan-2-one", "oxolane",
    "N,N-dimethylformamide", "methylsulfinylmethane", "ethoxyethane", "1,4-dioxane", "trichloromethane",
    "dichloromethane", "tetrachloromethane", "ethane-1,2-diol", "propane-1,2,3-triol", "prop-2-enoic acid",
    "2-methylprop-2-enoic acid", "methyl 2-methylprop-2-enoate", "ethenylbenzene", "prop-2-enenitrile",
    "pyridine-3-carboxamide", "pyridine-4-carbohydrazide", "1H-indol-3-ylacetic acid", "2-(1H-indol-3-yl)acetic acid",
    "2-aminoacetic acid", "2-aminopropanoic acid", "2-amino-3-phenylpropanoic acid", "2-amino-3-methylbutanoic acid",
    "2-amino-4-methylpentanoic acid", "2-aminopentanedioic acid", "2-aminobutanedioic acid", "2,6-diaminohexanoic acid",
    "2-hydroxypropane-1,2,3-tricarboxylic acid", "butanedioic acid", "(E)-but-2-enedioic acid", "hexanedioic acid",
    "benzene-1,4-dicarboxylic acid", "benzene-1,2-dicarboxylic acid", "2-benzofuran-1,3-dione", "oxolan-2-one",
    "1-methylpyrrolidin-2-one", "azepan-2-one", "piperidine", "morpholine", "piperazine", "1-methylpiperazine",
    "pyrrolidine", "quinoline", "isoquinoline", "quinolin-8-ol", "naphthalen-1-ol", "naphthalen-2-amine",
    "anthracene-9,10-dione", "9H-fluorene", "9H-carbazole", "dibenzofuran", "1H-benzimidazole", "1,3-benzothiazole",
    "1,3-benzoxazole", "1H-indazole", "2H-chromen-2-one", "4H-chromen-4-one", "1H-pyrrole-2-carbaldehyde",
    "furan-2-carbaldehyde", "furan-2-ylmethanol", "thiophene-2-carboxylic acid", "5-methylfuran-2-carbaldehyde",
    "2-chloro-N-(2,6-diethylphenyl)-N-(methoxymethyl)acetamide", "4-nitrophenol", "4-chloroaniline",
    "N-phenylacetamide", "1-phenylethanone", "diphenylmethanone", "2-phenylethanol", "2-phenylethanamine",
    "1-phenylpropan-2-amine", "3-phenylprop-2-enal", "3-phenylprop-2-enoic acid", "4-(2-aminoethyl)benzene-1,2-diol",
    "sodium 2-hydroxybenzoate", "sodium benzoate", "potassium acetate", "sodium;acetate", "ethyl 4-aminobenzoate",
    "methyl 2-hydroxybenzoate", "propan-2-yl acetate", "2-methylpropyl acetate", "3-methylbutyl acetate",
    "pentyl acetate", "ethyl butanoate", "ethyl 3-oxobutanoate", "diethyl propanedioate", "dimethyl butanedioate",
    "methanamine;hydrochloride", "N-methylmethanamine", "N,N-diethylethanamine", "2-aminoethanol",
    "2-(dimethylamino)ethanol", "2,2'-oxydiethanol", "cyclohexanone", "cyclohexanol", "cyclohexylbenzene",
    "1-methyl-4-propan-2-ylbenzene", "1-methyl-4-(propan-2-yl)benzene", "1,2-dimethylbenzene", "1,3,5-trimethylbenzene",
    "ethylbenzene", "propan-2-ylbenzene", "tert-butylbenzene", "(chloromethyl)benzene", "chloromethylbenzene",
    "bromomethylbenzene", "(bromomethyl)benzene", "4-methylbenzenesulfonic acid", "benzenesulfonamide",
    "2-methylpropan-2-ol", "2-methylbutan-2-ol", "3-methylbutan-1-ol", "pentan-1-ol", "hexan-1-ol", "octan-1-ol",
    "dodecan-1-ol", "hexadecanoic acid", "octadecanoic acid", "(Z)-octadec-9-enoic acid", "dodecanoic acid",
    "2,2,4-trimethylpentane", "2-methylbuta-1,3-diene", "buta-1,3-diene", "cyclopenta-1,3-diene", "ethyne",
    "prop-1-yne", "1,1,1-trichloroethane", "1,1,2-trichloroethene", "tetrachloroethene", "chloroethene",
    "1,1-difluoroethene", "tetrafluoroethene", "2-chloro-1,1,1-trifluoroethane", "2-bromo-2-chloro-1,1,1-trifluoroethane",
]

# Drug, reagent and natural-product names in PubChem's IUPAC style, written on 2026-12-04 from memory of how
# PubChem names these compounds, before any was given to our parser (a held-out set: the parser's writers did not
# choose them for what it reads). OPSIN 2.7.0 decides the structure each name gives; a name OPSIN cannot read
# stays in the file with opsin null, as in the other sets.
DRUGS_HELDOUT = [
    "4-[(4-methylpiperazin-1-yl)methyl]-N-[4-methyl-3-[(4-pyridin-3-ylpyrimidin-2-yl)amino]phenyl]benzamide",
    "(3R,5R)-7-[2-(4-fluorophenyl)-3-phenyl-4-(phenylcarbamoyl)-5-propan-2-ylpyrrol-1-yl]-3,5-dihydroxyheptanoic acid",
    "5-[2-ethoxy-5-(4-methylpiperazin-1-yl)sulfonylphenyl]-1-methyl-3-propyl-6H-pyrazolo[4,3-d]pyrimidin-7-one",
    "3-(diaminomethylidene)-1,1-dimethylguanidine",
    "6-methoxy-2-[(4-methoxy-3,5-dimethylpyridin-2-yl)methylsulfinyl]-1H-benzimidazole",
    "N-methyl-3-phenyl-3-[4-(trifluoromethyl)phenoxy]propan-1-amine",
    "(1S,4S)-4-(3,4-dichlorophenyl)-N-methyl-1,2,3,4-tetrahydronaphthalen-1-amine",
    "7-chloro-1-methyl-5-phenyl-3H-1,4-benzodiazepin-2-one",
    "7-chloro-5-(2-chlorophenyl)-3-hydroxy-1,3-dihydro-1,4-benzodiazepin-2-one",
    "8-chloro-1-methyl-6-phenyl-4H-[1,2,4]triazolo[4,3-a][1,4]benzodiazepine",
    "benzo[b][1]benzazepine-11-carboxamide",
    "1-cyclopropyl-6-fluoro-4-oxo-7-piperazin-1-ylquinoline-3-carboxylic acid",
    "(2S)-2-(6-methoxynaphthalen-2-yl)propanoic acid",
    "2-(3-benzoylphenyl)propanoic acid",
    "4-[5-(4-methylphenyl)-3-(trifluoromethyl)pyrazol-1-yl]benzenesulfonamide",
    "[2-butyl-5-chloro-3-[[4-[2-(2H-tetrazol-5-yl)phenyl]phenyl]methyl]imidazol-4-yl]methanol",
    "3-O-ethyl 5-O-methyl 2-(2-aminoethoxymethyl)-4-(2-chlorophenyl)-6-methyl-1,4-dihydropyridine-3,5-dicarboxylate",
    "dimethyl 2,6-dimethyl-4-(2-nitrophenyl)-1,4-dihydropyridine-3,5-dicarboxylate",
    "1-naphthalen-1-yloxy-3-(propan-2-ylamino)propan-2-ol",
    "2-[4-[2-hydroxy-3-(propan-2-ylamino)propoxy]phenyl]acetamide",
    "1-[4-(2-methoxyethyl)phenoxy]-3-(propan-2-ylamino)propan-2-ol",
    "4-[2-(tert-butylamino)-1-hydroxyethyl]-2-(hydroxymethyl)phenol",
    "2-(diethylamino)-N-(2,6-dimethylphenyl)acetamide",
    "2-(diethylamino)ethyl 4-aminobenzoate",
    "4-[4-(4-chlorophenyl)-4-hydroxypiperidin-1-yl]-1-(4-fluorophenyl)butan-1-one",
    "3-(2-chlorophenothiazin-10-yl)-N,N-dimethylpropan-1-amine",
    "3-(5,6-dihydrobenzo[b][1]benzazepin-11-yl)-N,N-dimethylpropan-1-amine",
    "2-benzhydryloxy-N,N-dimethylethanamine",
    "2-[2-[4-[(4-chlorophenyl)-phenylmethyl]piperazin-1-yl]ethoxy]acetic acid",
    "ethyl 4-(8-chloro-5,6-dihydrobenzo[1,2]cyclohepta[2,4-b]pyridin-11-ylidene)piperidine-1-carboxylate",
    "(E)-1-N'-[2-[[5-[(dimethylamino)methyl]furan-2-yl]methylsulfanyl]ethyl]-1-N-methyl-2-nitroethene-1,1-diamine",
    "1-cyano-2-methyl-3-[2-[(5-methyl-1H-imidazol-4-yl)methylsulfanyl]ethyl]guanidine",
    "4-chloro-2-(furan-2-ylmethylamino)-5-sulfamoylbenzoic acid",
    "6-chloro-1,1-dioxo-3,4-dihydro-2H-1λ6,2,4-benzothiadiazine-7-sulfonamide",
    "4-hydroxy-3-(3-oxo-1-phenylbutyl)chromen-2-one",
    "2-[4-[(Z)-1,2-diphenylbut-1-enyl]phenoxy]-N,N-dimethylethanamine",
    "(2S)-2-[[4-[(2,4-diaminopteridin-6-yl)methyl-methylamino]benzoyl]amino]pentanedioic acid",
    "5-fluoro-1H-pyrimidine-2,4-dione",
    "2-amino-9-(2-hydroxyethoxymethyl)-1H-purin-6-one",
    "1-[(2R,4S,5S)-4-azido-5-(hydroxymethyl)oxolan-2-yl]-5-methylpyrimidine-2,4-dione",
    "ethyl (3R,4R,5S)-4-acetamido-5-amino-3-pentan-3-yloxycyclohexene-1-carboxylate",
    "2-[1-(aminomethyl)cyclohexyl]acetic acid",
    "(3S)-3-(aminomethyl)-5-methylhexanoic acid",
    "4-amino-3-(4-chlorophenyl)butanoic acid",
    "(2S)-2-(2-oxopyrrolidin-1-yl)butanamide",
    "5,5-diphenylimidazolidine-2,4-dione",
    "2-propylpentanoic acid",
    "6-(2,3-dichlorophenyl)-1,2,4-triazine-3,5-diamine",
    "1-[3-[2-(dimethylamino)ethyl]-1H-indol-5-yl]-N-methylmethanesulfonamide",
    "9-methyl-3-[(2-methylimidazol-1-yl)methyl]-2,3-dihydro-1H-carbazol-4-one",
    "4-amino-5-chloro-N-[2-(diethylamino)ethyl]-2-methoxybenzamide",
    "methyl (2S)-2-(2-chlorophenyl)-2-(6,7-dihydro-4H-thieno[3,2-c]pyridin-5-yl)acetate",
    "5-chloro-N-[[(5S)-2-oxo-3-[4-(3-oxomorpholin-4-yl)phenyl]-1,3-oxazolidin-5-yl]methyl]thiophene-2-carboxamide",
    "1-(4-methoxyphenyl)-7-oxo-6-[4-(2-oxopiperidin-1-yl)phenyl]-4,5-dihydropyrazolo[3,4-c]pyridine-3-carboxamide",
    "(3R)-3-amino-1-[3-(trifluoromethyl)-6,8-dihydro-5H-[1,2,4]triazolo[4,3-a]pyrazin-7-yl]-4-(2,4,5-trifluorophenyl)butan-1-one",
    "N-(3-chloro-4-fluorophenyl)-7-methoxy-6-(3-morpholin-4-ylpropoxy)quinazolin-4-amine",
    "N-(3-ethynylphenyl)-6,7-bis(2-methoxyethoxy)quinazolin-4-amine",
    "N-(2-chloro-6-methylphenyl)-2-[[6-[4-(2-hydroxyethyl)piperazin-1-yl]-2-methylpyrimidin-4-yl]amino]-1,3-thiazole-5-carboxamide",
    "1-[(3R)-3-[4-amino-3-(4-phenoxyphenyl)pyrazolo[3,4-d]pyrimidin-1-yl]piperidin-1-yl]prop-2-en-1-one",
    "3-[(3R,4R)-4-methyl-3-[methyl(7H-pyrrolo[2,3-d]pyrimidin-4-yl)amino]piperidin-1-yl]-3-oxopropanenitrile",
    "(3R)-3-cyclopentyl-3-[4-(7H-pyrrolo[2,3-d]pyrimidin-4-yl)pyrazol-1-yl]propanenitrile",
    "2-methyl-4-(4-methylpiperazin-1-yl)-10H-thieno[2,3-b][1,5]benzodiazepine",
    "2-[2-(4-benzo[b][1,4]benzothiazepin-6-ylpiperazin-1-yl)ethoxy]ethanol",
    "3-[2-[4-(6-fluoro-1,2-benzoxazol-3-yl)piperidin-1-yl]ethyl]-2-methyl-6,7,8,9-tetrahydropyrido[1,2-a]pyrimidin-4-one",
    "7-[4-[4-(2,3-dichlorophenyl)piperazin-1-yl]butoxy]-3,4-dihydro-1H-quinolin-2-one",
    "8-[4-(4-pyrimidin-2-ylpiperazin-1-yl)butyl]-8-azaspiro[4.5]decane-7,9-dione",
    "N,N-dimethyl-2-[6-methyl-2-(4-methylphenyl)imidazo[1,2-a]pyridin-3-yl]acetamide",
    "2-[(1-benzylpiperidin-4-yl)methyl]-5,6-dimethoxy-2,3-dihydroinden-1-one",
    "3,5-dimethyladamantan-1-amine",
    "methyl 2-phenyl-2-piperidin-2-ylacetate",
    "2-(tert-butylamino)-1-(3-chlorophenyl)propan-1-one",
    "1-[2-(dimethylamino)-1-(4-methoxyphenyl)ethyl]cyclohexan-1-ol",
    "1-[3-(dimethylamino)propyl]-1-(4-fluorophenyl)-3H-2-benzofuran-5-carbonitrile",
    "(3S,4R)-3-(1,3-benzodioxol-5-yloxymethyl)-4-(4-fluorophenyl)piperidine",
    "2-[(dimethylamino)methyl]-1-(3-methoxyphenyl)cyclohexan-1-ol",
    "1,3-dimethyl-7H-purine-2,6-dione",
    "3-[(2S)-1-methylpyrrolidin-2-yl]pyridine",
    "(1R,2S)-2-(methylamino)-1-phenylpropan-1-ol",
    "(1S,2S)-2-(methylamino)-1-phenylpropan-1-ol",
    "1-(1,3-benzodioxol-5-yl)-N-methylpropan-2-amine",
    "2-(3,4,5-trimethoxyphenyl)ethanamine",
    "3-(2-aminoethyl)-1H-indol-5-ol",
    "N-[2-(5-methoxy-1H-indol-3-yl)ethyl]acetamide",
    "4-[(1R)-1-hydroxy-2-(methylamino)ethyl]benzene-1,2-diol",
    "2-(1H-imidazol-5-yl)ethanamine",
    "(2S)-1-[(2S)-2-methyl-3-sulfanylpropanoyl]pyrrolidine-2-carboxylic acid",
    "(2S)-1-[(2S)-2-[[(2S)-1-ethoxy-1-oxo-4-phenylbutan-2-yl]amino]propanoyl]pyrrolidine-2-carboxylic acid",
    "4-amino-N-(5-methyl-1,2-oxazol-3-yl)benzenesulfonamide",
    "5-[(3,4,5-trimethoxyphenyl)methyl]pyrimidine-2,4-diamine",
    "pyrazine-2-carboxamide",
    "2-(2-methyl-5-nitroimidazol-1-yl)ethanol",
    "2-(2,4-difluorophenyl)-1,3-bis(1,2,4-triazol-1-yl)propan-2-ol",
    "4-N-(7-chloroquinolin-4-yl)-1-N,1-N-diethylpentane-1,4-diamine",
    "2-[4-[(7-chloroquinolin-4-yl)amino]pentyl-ethylamino]ethanol",
    "4-N-(6-methoxyquinolin-8-yl)pentane-1,4-diamine",
    "4-(4-aminophenyl)sulfonylaniline",
    "1,5-dihydropyrazolo[3,4-d]pyrimidin-4-one",
    "(2S,5R,6R)-3,3-dimethyl-7-oxo-6-[(2-phenylacetyl)amino]-4-thia-1-azabicyclo[3.2.0]heptane-2-carboxylic acid",
    "(2S,5R,6R)-6-[[(2R)-2-amino-2-(4-hydroxyphenyl)acetyl]amino]-3,3-dimethyl-7-oxo-4-thia-1-azabicyclo[3.2.0]heptane-2-carboxylic acid",
    "(6R,7R)-7-[[(2R)-2-amino-2-phenylacetyl]amino]-3-methyl-8-oxo-5-thia-1-azabicyclo[4.2.0]oct-2-ene-2-carboxylic acid",
    "N-[[(5S)-3-(3-fluoro-4-morpholin-4-ylphenyl)-2-oxo-1,3-oxazolidin-5-yl]methyl]acetamide",
    "2-[1-(4-chlorobenzoyl)-5-methoxy-2-methylindol-3-yl]acetic acid",
    "4-hydroxy-2-methyl-1,1-dioxo-N-pyridin-2-yl-1λ6,2-benzothiazine-3-carboxamide",
    "2-(2,3-dimethylanilino)benzoic acid",
    "5-[[4-[2-(5-ethylpyridin-2-yl)ethoxy]phenyl]methyl]-1,3-thiazolidine-2,4-dione",
    "5-chloro-N-[2-[4-(cyclohexylcarbamoylsulfamoyl)phenyl]ethyl]-2-methoxybenzamide",
    "1-butyl-3-(4-methylphenyl)sulfonylurea",
    "2-benzhydrylsulfinylacetamide",
    "(2R)-2-[(1S)-1,2-dihydroxyethyl]-3,4-dihydroxy-2H-furan-5-one",
    "4,5-bis(hydroxymethyl)-2-methylpyridin-3-ol",
    "2-methylnaphthalene-1,4-dione",
    "(E)-N-[(4-hydroxy-3-methoxyphenyl)methyl]-8-methylnon-6-enamide",
    "2-methoxy-4-prop-2-enylphenol",
    "5-methyl-2-propan-2-ylphenol",
    "(1R,2S,5R)-5-methyl-2-propan-2-ylcyclohexan-1-ol",
    "1,7,7-trimethylbicyclo[2.2.1]heptan-2-one",
    "1-methyl-4-prop-1-en-2-ylcyclohexene",
    "N,N-diethyl-3-methylbenzamide",
    "4-[2-(4-hydroxyphenyl)propan-2-yl]phenol",
    "2-[2-[bis(carboxymethyl)amino]ethyl-(carboxymethyl)amino]acetic acid",
    "2-[4-(2-hydroxyethyl)piperazin-1-yl]ethanesulfonic acid",
    "2-amino-2-(hydroxymethyl)propane-1,3-diol",
    "N,N-dimethylpyridin-4-amine",
    "2,3,4,6,7,8,9,10-octahydropyrimido[1,2-a]azepine",
    "1,4-diazabicyclo[2.2.2]octane",
    "tert-butyl (2-methylpropan-2-yl)oxycarbonyl carbonate",
    "1-bromopyrrolidine-2,5-dione",
    "3-chlorobenzenecarboperoxoic acid",
    "triphenylphosphane",
    "sodium;dodecyl sulfate",
    "N-methyl-3-phenyl-3-[4-(trifluoromethyl)phenoxy]propan-1-amine;hydrochloride",
    "3-(diaminomethylidene)-1,1-dimethylguanidine;hydrochloride",
    "(2S)-2-amino-3-(3,4-dihydroxyphenyl)propanoic acid",
    "(2S)-2-amino-3-(1H-indol-3-yl)propanoic acid",
    "(2S)-2,6-diaminohexanoic acid",
    "(2S,3R)-2-amino-3-hydroxybutanoic acid",
    "2-[4-(2-methylpropyl)phenyl]propanoic acid;sodium",
    "1-(2,6-dichlorophenyl)indolin-2-one",
    "2-(4-isobutylphenyl)propionic acid",
    "4-(1-hydroxy-2-(isopropylamino)ethyl)benzene-1,2-diol",
    "N-(4-ethoxyphenyl)acetamide",
    "1-methyl-4-phenyl-1,2,3,6-tetrahydropyridine",
    "2-chloro-N-(2-chloroethyl)-N-methylethanamine",
    "O,O-diethyl O-(4-nitrophenyl) phosphorothioate",
    "diethyl 2-(dimethoxyphosphorylsulfanyl)butanedioate",
    "2,2-bis(4-chlorophenyl)-1,1,1-trichloroethane",
    "2-(2,4-dichlorophenoxy)acetic acid",
    "N-(phosphonomethyl)glycine",
    "6-chloro-4-N-ethyl-2-N-propan-2-yl-1,3,5-triazine-2,4-diamine",
    "1,1'-dimethyl-4,4'-bipyridinium dichloride",
    "3,7-dimethylocta-2,6-dienal",
    "(2E)-3,7-dimethylocta-2,6-dien-1-ol",
    "4-(4-hydroxy-3-methoxyphenyl)butan-2-one",
    "1,3-benzodioxole-5-carbaldehyde",
    "2H-1-benzopyran-2-one",
    "7-hydroxy-4-methylchromen-2-one",
]


# Word-level classes (issue 28, branch i28-words): several components, ions and salts, functional class names,
# amino acids, CAS-style inverted names, isotopes and the stereodescriptors still refused. Class names start with
# "words-" so they stay apart from the ring classes.
BASES = ["methanamine", "ethanamine", "N-methylmethanamine", "N,N-diethylethanamine", "pyridine", "aniline",
         "ethane-1,2-diamine", "2-aminoethanol", "piperidine", "morpholine", "N,N-dimethylethanamine", "benzylamine",
         "4-chloroaniline", "1-phenylpropan-2-amine"]
ACIDS_IN_SALTS = ["acetate", "formate", "benzoate", "propanoate", "2-hydroxybenzoate", "butanedioate", "ethanedioate",
                  "chloride", "bromide", "iodide", "fluoride", "hydroxide", "cyanide"]


def word_names():
    out = []
    for base in BASES:
        for word in ["hydrochloride", "dihydrochloride", "hydrobromide", "hydroiodide", "hydrate", "dihydrate"]:
            out.append(("words-trailing-component", f"{base} {word}"))
            out.append(("words-pubchem-components", f"{base};{word}"))
        out.append(("words-pubchem-components", f"{base};2,2,2-trichloroacetic acid"))
        out.append(("words-pubchem-components", f"{base};2,2,2-trifluoroacetic acid"))
        out.append(("words-pubchem-components", f"{base};4-methylbenzenesulfonic acid"))
    for cation in ["sodium", "potassium", "lithium", "calcium", "magnesium", "barium", "zinc", "aluminium",
                   "strontium", "copper(2+)", "iron(2+)", "iron(3+)", "copper(II)", "iron(III)", "iron", "copper",
                   "ammonium", "tetramethylammonium", "tetraethylammonium", "tetrabutylammonium", "benzyltrimethylammonium"]:
        for anion in ACIDS_IN_SALTS:
            out.append(("words-salt", f"{cation} {anion}"))
        for m in ["di", "tri"]:
            out.append(("words-salt", f"{cation} {m}acetate"))
            out.append(("words-salt", f"{cation} {m}chloride"))
            out.append(("words-salt", f"{m}{cation} ethanedioate"))
        out.append(("words-pubchem-components", f"{cation};acetate"))
        out.append(("words-pubchem-components", f"{cation};diacetate"))
        out.append(("words-pubchem-components", f"{cation};dichloride"))
    for name in ["boron trifluoride", "carbon tetrachloride", "silicon tetrachloride", "phosphorus trichloride",
                 "sulfur hexafluoride", "chloride", "bromide", "hydroxide", "ammonium", "tetramethylammonium",
                 "azanium", "tetramethylazanium", "triethylammonium", "methanaminium", "pyridin-1-ium", "pyridinium",
                 "1-methylpyridin-1-ium", "anilinium", "acetate", "benzoate", "methanolate", "sodium methanolate",
                 "sodium ethanolate", "potassium tert-butoxide", "tetramethylazanium;chloride", "amine",
                 "methylamine", "dimethylamine", "trimethylamine", "triethylamine", "ethylamine", "propylamine",
                 "butylamine", "diethylamine", "benzylamine", "cyclohexylamine", "diisopropylamine", "phenylamine"]:
        out.append(("words-ion", name))
    acyls = ["acetyl", "propanoyl", "butanoyl", "benzoyl", "formyl", "hexanoyl", "2-methylpropanoyl",
             "cyclohexanecarbonyl", "4-nitrobenzoyl", "2-chloroacetyl", "4-methylbenzoyl", "pyridine-3-carbonyl",
             "prop-2-enoyl", "2,2-dimethylpropanoyl", "methanesulfonyl", "4-methylbenzenesulfonyl"]
    alkyls = ["methyl", "ethyl", "propyl", "butyl", "benzyl", "isopropyl", "tert-butyl", "allyl", "phenyl",
              "cyclohexyl", "2-chloroethyl", "propan-2-yl", "vinyl", "(4-chlorophenyl)methyl"]
    for acyl in acyls:
        for x in ["chloride", "bromide", "fluoride", "iodide"]:
            out.append(("words-acid-halide", f"{acyl} {x}"))
    for alkyl in alkyls:
        for x in ["chloride", "bromide", "iodide", "cyanide", "alcohol"]:
            out.append(("words-functional-class", f"{alkyl} {x}"))
        out.append(("words-functional-class", f"di{alkyl} ether"))
        out.append(("words-functional-class", f"di{alkyl} ketone"))
        out.append(("words-functional-class", f"di{alkyl} sulfide"))
        out.append(("words-functional-class", f"di{alkyl} sulfoxide"))
        out.append(("words-functional-class", f"di{alkyl} sulfone"))
        out.append(("words-functional-class", f"ethyl {alkyl} ether"))
        out.append(("words-functional-class", f"{alkyl} methyl ketone"))
    acids = ["acetic", "propanoic", "butanoic", "benzoic", "formic", "hexanoic", "2-methylpropanoic",
             "cyclohexanecarboxylic", "4-nitrobenzoic", "2-chloroacetic", "trifluoroacetic", "prop-2-enoic",
             "succinic", "butanedioic", "phthalic", "propionic", "butyric"]
    for a in acids:
        out.append(("words-anhydride", f"{a} anhydride"))
        out.append(("words-anhydride", f"acetic {a} anhydride"))
        out.append(("words-anhydride", f"{a} acid methyl ester"))
    aminos = ["glycine", "alanine", "valine", "leucine", "isoleucine", "proline", "phenylalanine", "tryptophan",
              "methionine", "serine", "threonine", "cysteine", "tyrosine", "histidine", "lysine", "arginine",
              "asparagine", "glutamine", "aspartic acid", "glutamic acid", "sarcosine", "norleucine", "ornithine",
              "alloisoleucine", "allothreonine", "homocysteine", "citrulline", "norvaline"]
    for aa in aminos:
        for prefix in ["", "L-", "D-", "DL-"]:
            out.append(("words-amino-acid", f"{prefix}{aa}"))
    for parent, prefixes, ester in [
        ("benzoic acid", "4-amino-", "methyl"), ("benzoic acid", "2-hydroxy-", "methyl"), ("benzoic acid", "", "ethyl"),
        ("acetic acid", "", "ethyl"), ("acetic acid", "2-chloro-", "ethyl"), ("propanoic acid", "2-methyl-", "methyl"),
        ("benzoic acid", "4-nitro-", ""), ("ethanol", "2-chloro-", ""), ("ethanol", "2-amino-", ""),
        ("benzenamine", "4-chloro-", ""), ("phenol", "2-methoxy-", ""), ("phenol", "4-methyl-", ""),
        ("benzene", "1,3-dichloro-", ""), ("benzaldehyde", "4-hydroxy-3-methoxy-", ""), ("pyridine", "2-methyl-", ""),
        ("1-propanol", "", ""), ("2-propanol", "", ""), ("hexanoic acid", "", "methyl"), ("acetic acid", "", "phenyl"),
        ("benzoic acid", "3,4,5-trihydroxy-", "propyl"), ("butanoic acid", "3-oxo-", "ethyl"),
        ("pyridine-3-carboxylic acid", "", "methyl"), ("propanoic acid", "2-hydroxy-", "ethyl"),
        ("benzoic acid", "4-(dimethylamino)-", "ethyl"), ("ethanone", "1-phenyl-", ""), ("butanal", "3-methyl-", ""),
    ]:
        name = parent + (f", {prefixes}" if prefixes else "") + (f", {ester} ester" if ester else "")
        if name != parent:
            out.append(("words-cas-inverted", name))
    for name in ["(2H3)methanol", "deuteriomethane", "trideuteriomethane", "(13C)methane", "(2H4)methane",
                 "(2H6)ethane", "(2H6)benzene", "(2H5)ethanol", "(1-13C)acetic acid", "(2-13C)acetic acid",
                 "dideuteriomethane", "tetradeuteriomethane", "(15N)ammonia", "(2H)chloroform", "chloro(2H3)methane",
                 "(2H6)propan-2-one", "deuterium oxide", "(18O)water", "(2H3)acetonitrile", "1-deuteriopropane"]:
        out.append(("words-isotope", name))
    for name in ["cis-but-2-ene", "trans-but-2-ene", "cis-1,2-dichloroethene", "trans-1,2-dichloroethene",
                 "cis-1,2-dimethylcyclohexane", "trans-1,4-dimethylcyclohexane", "cis-stilbene", "trans-cinnamic acid",
                 "rac-(2R)-butan-2-ol", "rel-(1R,2S)-1,2-dimethylcyclohexane", "(RS)-butan-2-ol", "(2RS)-butan-2-ol",
                 "(±)-butan-2-ol", "2-[(1R)-1-hydroxyethyl]pyridine", "(2R)-2-[(1S)-1-hydroxyethyl]oxirane",
                 "3-[(E)-prop-1-enyl]phenol", "(Z)-but-2-enedioic acid", "(1R,2R)-cyclohexane-1,2-diol",
                 "(1S)-1-phenylethanamine;hydrochloride", "sodium (2S)-2-hydroxypropanoate",
                 "(E)-but-2-enedioic acid;N,N-diethylethanamine"]:
        out.append(("words-stereo", name))
    return out


# Ring nomenclature (issue 28, ring half): Hantzsch-Widman monocycles, hydro prefixes and indicated/added hydrogen,
# von Baeyer bicycles, spiro compounds, ring assemblies and fusion names. A generator of its own (its own seed),
# appended after the classes above so their rows stay as they were.
HW_PARENTS = [
    "1,3-oxazole", "1,2-oxazole", "1,3-thiazole", "1,2-thiazole", "1,2,4-oxadiazole", "1,3,4-oxadiazole",
    "1,2,5-oxadiazole", "1,2,3-oxadiazole", "1,3,4-thiadiazole", "1,2,4-thiadiazole", "1,2,3-thiadiazole",
    "1,2,5-thiadiazole", "1,2,4-triazine", "1,3,5-triazine", "1,2,3-triazine", "1,2,4,5-tetrazine",
    "1H-1,2,4-triazole", "4H-1,2,4-triazole", "1H-1,2,3-triazole", "2H-1,2,3-triazole", "1H-tetrazole",
    "2H-tetrazole", "2H-1,4-oxazine", "4H-1,4-oxazine", "2H-1,3-oxazine", "4H-1,3-thiazine", "2H-1,4-thiazine",
    "1H-azepine", "1,4-dioxine", "1,3-dioxole", "1,3-oxathiole", "1,2-dithiole", "2H-azirine", "1H-1,2-diazepine",
    "1H-1,4-diazepine", "1,3-oxazole", "1H-pyrazole", "1,2-diazole",
    "oxirane", "thiirane", "aziridine", "oxetane", "thietane", "azetidine", "oxolane", "thiolane", "1,3-dioxolane",
    "1,2-dioxolane", "1,3-oxathiolane", "1,3-dithiolane", "1,3-oxazolidine", "1,3-thiazolidine", "1,2-oxazolidine",
    "1,2-thiazolidine", "oxane", "thiane", "1,3-dioxane", "1,4-dioxane", "1,3-dithiane", "1,4-dithiane",
    "1,4-oxathiane", "1,3,5-trioxane", "1,3,5-trithiane", "azinane", "1,3-oxazinane", "1,4-oxazinane",
    "1,3-thiazinane", "1,4-thiazinane", "1,3-diazinane", "1,2-oxazinane", "azepane", "oxepane", "thiepane",
    "1,4-diazepane", "1,3-diazepane", "1,4-oxazepane", "1,4-thiazepane", "azocane", "oxocane", "azonane", "azecane",
    "1,5-diazocane",
]
HW_UNLOCANTED = ["oxazole", "thiazole", "oxazolidine", "thiazolidine", "dioxane", "dioxolane", "triazole", "triazine",
                 "tetrazole", "oxadiazole", "thiadiazole", "oxazine", "tetrazine", "diazepane", "dioxine", "isoxazole",
                 "azole", "azine", "oxathiolane", "dithiane", "1,3-oxazolidin-2-one", "oxazolidin-2-one",
                 "thiazolidine-2,4-dione", "1,3-thiazolidine-2,4-dione", "imidazolidine-2,4-dione", "oxolan-2-one",
                 "oxan-2-one", "azepan-2-one", "azetidin-2-one", "pyrrolidin-2-one", "1,3-dioxolan-2-one",
                 "oxiran-2-ylmethanol", "2-(oxiran-2-yl)ethanol", "1-(oxetan-3-yl)piperazine", "oxetan-3-one",
                 "oxetan-3-ol", "azetidin-3-ol", "1-methylazetidin-3-amine", "thietane 1,1-dioxide",
                 "4-phenyl-1,3-thiazol-2-amine", "2-methyl-5-nitro-1H-imidazole", "5-phenyl-1H-tetrazole",
                 "3-methyl-1,2,4-oxadiazole", "2,5-dimethyl-1,3,4-oxadiazole", "4-methyl-1,2,4-triazole",
                 "1-methyl-1H-1,2,4-triazole", "1-methyl-1H-tetrazol-5-amine", "1,3,5-triazine-2,4,6-triamine",
                 "1,3,5-triazinane-2,4,6-trione", "2,4,6-trichloro-1,3,5-triazine", "4-(oxan-4-yl)morpholine",
                 "1-(1,3-thiazol-2-yl)ethanone", "1,3-thiazole-4-carboxylic acid", "ethyl 1,3-oxazole-5-carboxylate"]


def on(prefix, parent):
    """A prefix before a parent: a hyphen when the parent starts with a locant or indicated hydrogen."""
    return f"{prefix}-{parent}" if parent[0].isdigit() else f"{prefix}{parent}"


def hw_names():
    out = [("ring-hantzsch-widman", n) for n in HW_PARENTS + HW_UNLOCANTED]
    for parent in HW_PARENTS:
        head, _, body = parent.rpartition("-") if parent[0].isdigit() else ("", "", parent)
        ih = ""
        if "H-" in parent and parent[0].isdigit():
            ih, _, rest = parent.partition("-")
            ih += "-"
            head, _, body = rest.rpartition("-") if rest[0].isdigit() else ("", "", rest)
        cited = []
        for mult, atom in re.findall(r"(di|tri|tetra?|)(ox|thi|az|selen|tellur)a?", body.split("ol")[0]):
            cited += [atom] * {"": 1, "di": 2, "tri": 3, "tetr": 4, "tetra": 4}[mult]
        hetero = [int(x) for x in head.split(",")] if head else list(range(1, len(cited) + 1))
        nitrogens = {p for p, atom in zip(sorted(hetero), cited) if atom == "az"}
        size = {"irine": 3, "irane": 3, "iridine": 3, "ete": 4, "etane": 4, "etidine": 4, "ole": 5, "olane": 5,
                "olidine": 5, "ine": 6, "ane": 6, "inane": 6, "epine": 7, "epane": 7, "ocine": 8, "ocane": 8,
                "onane": 9, "ecane": 10}
        n = next((v for k, v in sorted(size.items(), key=lambda kv: -len(kv[0])) if body.endswith(k)), None)
        if n is None:
            continue
        saturated = body.endswith(("ane", "idine"))
        stem = parent[:-1]
        for p in range(1, n + 1):
            if p in hetero:
                continue
            out.append(("ring-hantzsch-widman", on(f"{p}-methyl", parent)))
            if saturated:
                out.append(("ring-hantzsch-widman", f"{stem}-{p}-one"))
                out.append(("ring-hantzsch-widman", f"{stem}-{p}-ol"))
            else:
                out.append(("ring-hantzsch-widman", f"{stem}-{p}-amine"))
                out.append(("ring-hantzsch-widman", f"{parent}-{p}-carboxylic acid"))
            out.append(("ring-hantzsch-widman", f"({stem}-{p}-yl)methanol"))
        if saturated:
            for p in sorted(nitrogens):
                out.append(("ring-hantzsch-widman", on(f"{p}-methyl", parent)))
                out.append(("ring-hantzsch-widman", on(f"{p}-acetyl", parent)))
    return out


HYDRO_PARENTS = ["naphthalene", "quinoline", "isoquinoline", "1H-indole", "pyridine", "pyrimidine", "pyrazine",
                 "pyridazine", "quinoxaline", "quinazoline", "furan", "thiophene", "1H-pyrrole", "1,3-oxazole",
                 "1,3-thiazole", "1H-imidazole", "1H-pyrazole", "2H-pyran", "4H-pyran", "2H-chromene", "1H-indene",
                 "anthracene", "phenanthrene", "1,2-oxazole", "1H-1,2,4-triazole", "1,4-oxazine", "azepine",
                 "1H-azepine", "1H-indazole", "1H-benzimidazole", "2H-1,4-oxazine"]
HYDRO_PATTERNS = ["1,2-dihydro", "1,4-dihydro", "2,3-dihydro", "3,4-dihydro", "4,5-dihydro", "2,5-dihydro",
                  "1,2,3,4-tetrahydro", "5,6,7,8-tetrahydro", "2,3,4,5-tetrahydro", "1,2,3,6-tetrahydro",
                  "3,4,5,6-tetrahydro", "dihydro", "tetrahydro", "hexahydro", "octahydro", "decahydro",
                  "4a,5,6,7,8,8a-hexahydro", "1,2,3,4,4a,5,8,8a-octahydro", "2,3,4,5,6,7-hexahydro"]
INDICATED = [
    "2H-pyran", "4H-pyran", "pyran", "1H-indene", "2H-indene", "indene", "9H-fluorene", "fluorene", "2H-chromene",
    "4H-chromene", "chromene", "1H-indole", "3H-indole", "2H-indole", "indole", "1H-purine", "7H-purine", "9H-purine",
    "3H-purine", "purine", "3H-pyrrole", "2H-pyrrole", "1H-pyrrole", "4H-pyran-4-one", "2H-pyran-2-one",
    "4H-chromen-4-one", "2H-chromen-2-one", "pyridin-2(1H)-one", "pyridin-4(1H)-one", "quinolin-2(1H)-one",
    "quinolin-4(1H)-one", "isoquinolin-1(2H)-one", "pyrimidin-4(3H)-one", "pyrimidin-2(1H)-one",
    "pyrimidine-2,4(1H,3H)-dione", "5-methylpyrimidine-2,4(1H,3H)-dione", "5-fluoropyrimidine-2,4(1H,3H)-dione",
    "pyrazin-2(1H)-one", "phthalazin-1(2H)-one", "quinazolin-4(3H)-one", "quinoxalin-2(1H)-one",
    "naphthalen-1(2H)-one", "naphthalen-2(1H)-one", "3,4-dihydronaphthalen-1(2H)-one", "1,3-dihydro-2H-indol-2-one",
    "1,2-dihydro-3H-indazol-3-one", "2,3-dihydro-1H-inden-1-one", "1,3-dihydro-2H-inden-2-one",
    "1H-pyrazol-5-amine", "1H-pyrazol-3-amine", "9H-purin-6-amine", "7H-purin-6-amine", "1,7-dihydro-6H-purin-6-one",
    "2-amino-1,9-dihydro-6H-purin-6-one", "3,7-dihydro-1H-purine-2,6-dione",
    "1,3-dimethyl-3,7-dihydro-1H-purine-2,6-dione", "1,3,7-trimethyl-3,7-dihydro-1H-purine-2,6-dione",
    "6-methyl-2H-pyran-2-one", "1-methylpyridin-2(1H)-one", "1-methylquinolin-2(1H)-one",
    "3,4-dihydroquinolin-2(1H)-one", "3,4-dihydroisoquinolin-1(2H)-one", "2,3-dihydroquinolin-4(1H)-one",
    "2,3-dihydro-4H-chromen-4-one", "2,3-dihydro-4H-pyran-4-one", "3,4-dihydro-2H-pyran", "3,4-dihydro-2H-pyrrole",
    "3,4-dihydro-2H-1,4-oxazine", "2,3-dihydro-1H-pyrrole", "2,5-dihydro-1H-pyrrole", "2,5-dihydrofuran",
    "2,3-dihydrofuran", "2,3-dihydrothiophene", "4,5-dihydro-1,3-oxazole", "4,5-dihydro-1,3-thiazole",
    "4,5-dihydro-1H-imidazole", "4,5-dihydro-1H-pyrazole", "4,5-dihydro-1,2-oxazole", "2,3-dihydro-1H-indole",
    "2,3-dihydroindole", "1,2,3,4-tetrahydroquinoline", "1,2,3,4-tetrahydroisoquinoline", "5,6,7,8-tetrahydroquinoline",
    "1,2,3,4-tetrahydronaphthalene", "1,2,3,4-tetrahydronaphthalen-1-ol", "5,6,7,8-tetrahydronaphthalen-2-ol",
    "1,2,3,4-tetrahydronaphthalen-2-amine", "N-(1,2,3,4-tetrahydronaphthalen-1-yl)acetamide",
    "2-methyl-1,2,3,4-tetrahydroisoquinoline", "6,7-dimethoxy-1,2,3,4-tetrahydroisoquinoline",
    "1-methyl-1,2,3,6-tetrahydropyridine", "1-methyl-4-phenyl-1,2,3,6-tetrahydropyridine", "1,2-dihydropyridine",
    "1,4-dihydropyridine", "dihydropyridine", "tetrahydrofuran", "tetrahydrothiophene", "tetrahydropyran",
    "tetrahydro-2H-pyran", "tetrahydro-2H-pyran-4-ol", "tetrahydrofuran-2-ylmethanol", "(tetrahydrofuran-2-yl)methanol",
    "tetrahydrofuran-3-amine", "3,4-dihydro-2H-pyran-2-ylmethanol", "2,3-dihydro-1H-indene",
    "2,3-dihydro-1H-inden-2-amine", "2,3-dihydro-1H-inden-1-amine", "decahydronaphthalene", "octahydro-1H-indole",
    "1,2,3,4-tetrahydropyrimidine", "2,3,4,5-tetrahydropyridine", "9,10-dihydroanthracene", "9,10-dihydrophenanthrene",
    "1,4-dihydronaphthalene", "1,2-dihydronaphthalene", "5,6,7,8-tetrahydro-1,8-naphthyridine",
    "4,5,6,7-tetrahydro-1H-indazole", "4,5,6,7-tetrahydro-1H-benzimidazole", "4,5,6,7-tetrahydro-1-benzothiophene",
    "1,3-dihydro-2H-benzimidazol-2-one", "2,3-dihydro-1,4-benzodioxine", "3,4-dihydro-2H-1,4-benzoxazine",
    "1,3-dihydro-2-benzofuran-1-one", "2H-1-benzopyran-2-one", "4-hydroxy-2H-chromen-2-one",
    "7-hydroxy-4-methyl-2H-chromen-2-one", "1-methyl-1,3-dihydro-2H-indol-2-one", "5-methyl-2,4-dihydro-3H-pyrazol-3-one",
    "1,2-dihydro-3H-pyrazol-3-one", "1,5-dimethyl-2-phenyl-1,2-dihydro-3H-pyrazol-3-one",
]
VON_BAEYER = [(1, 1, 0), (1, 1, 1), (2, 1, 0), (2, 1, 1), (2, 2, 0), (2, 2, 1), (2, 2, 2), (3, 1, 0), (3, 1, 1),
              (3, 2, 0), (3, 2, 1), (3, 2, 2), (3, 3, 0), (3, 3, 1), (3, 3, 2), (3, 3, 3), (4, 1, 0), (4, 2, 0),
              (4, 3, 0), (4, 4, 0), (4, 2, 1), (4, 3, 1), (5, 4, 0), (4, 2, 2), (2, 1, 1), (5, 1, 0), (3, 2, 1)]
ALKANE = {4: "but", 5: "pent", 6: "hex", 7: "hept", 8: "oct", 9: "non", 10: "dec", 11: "undec", 12: "dodec"}
NAMED_POLYCYCLES = [
    "8-methyl-8-azabicyclo[3.2.1]octane", "8-methyl-8-azabicyclo[3.2.1]octan-3-one",
    "1,7,7-trimethylbicyclo[2.2.1]heptan-2-one", "2,6,6-trimethylbicyclo[3.1.1]hept-2-ene",
    "1,4-diazabicyclo[2.2.2]octane", "1,8-diazabicyclo[5.4.0]undec-7-ene", "1,5-diazabicyclo[4.3.0]non-5-ene",
    "2-azabicyclo[2.2.1]hept-5-en-3-one", "7-oxabicyclo[4.1.0]heptane", "6-oxabicyclo[3.1.0]hexane",
    "bicyclo[2.2.1]hepta-2,5-diene", "3-azabicyclo[3.1.0]hexane", "2-azabicyclo[2.2.2]octane",
    "1-azabicyclo[2.2.2]octane", "1-azabicyclo[2.2.2]octan-3-ol", "7-oxabicyclo[2.2.1]heptane",
    "7-azabicyclo[2.2.1]heptane", "2-oxabicyclo[2.2.2]octan-3-one", "3,8-diazabicyclo[3.2.1]octane",
    "2,5-diazabicyclo[2.2.1]heptane", "9-azabicyclo[3.3.1]nonane", "3-oxa-9-azabicyclo[3.3.1]nonane",
    "8-oxa-3-azabicyclo[3.2.1]octane", "bicyclo[2.2.2]oct-2-ene", "bicyclo[2.2.1]heptane-2-carboxylic acid",
    "bicyclo[1.1.1]pentan-1-amine", "bicyclo[1.1.1]pentane-1-carboxylic acid", "bicyclo[2.2.1]hept-5-ene-2-carbaldehyde",
    "bicyclo[4.2.0]octa-1,3,5-triene", "bicyclo[2.2.1]heptan-2-ol", "bicyclo[3.2.1]octan-8-one", "bicyclo[2.2.1]hept-2-yl",
    "2-(bicyclo[2.2.1]hept-2-yl)ethanol", "bicyclo[5.2.0]nonane", "bicyclo[3.3.0]octane", "bicyclo[1.2.2]heptane",
    "bicyclo[2.2.1]octane", "7-oxabicyclo", "tricyclo[3.3.1.1~3,7~]decane", "tricyclo[3.3.1.13,7]decane",
]
SPIRO = [(2, 2), (2, 3), (2, 4), (2, 5), (3, 3), (3, 4), (3, 5), (4, 4), (4, 5), (5, 5), (4, 6), (5, 6), (3, 6)]
NAMED_SPIRO = [
    "1,4-dioxaspiro[4.5]decane", "1,4-dioxaspiro[4.5]decan-8-one", "2-oxa-6-azaspiro[3.3]heptane",
    "2,6-diazaspiro[3.3]heptane", "2-azaspiro[4.5]decane", "8-azaspiro[4.5]decane", "1-oxa-8-azaspiro[4.5]decane",
    "2-azaspiro[3.3]heptane", "6-azaspiro[2.5]octane", "spiro[4.5]dec-6-ene", "1,3-diazaspiro[4.4]nonane-2,4-dione",
    "1,3-diazaspiro[4.5]decane-2,4-dione", "1-oxaspiro[4.5]decan-2-one", "3,9-diazaspiro[5.5]undecane",
    "1,4-dioxa-8-azaspiro[4.5]decane", "2-oxaspiro[3.3]heptane", "spiro[3.3]heptan-2-one", "spiro[2.5]octan-4-one",
    "spiro[4.5]decan-8-ol", "8-methyl-1,4-dioxaspiro[4.5]decane", "spiro[5.4]decane", "spiro[4.4]non-1-ene",
    "1,5-dioxaspiro[5.5]undecane", "spiro[3.5]nonan-7-amine", "tert-butyl 2,6-diazaspiro[3.3]heptane-2-carboxylate",
    "dispiro[4.2.4.2]tetradecane", "spiro[cyclohexane-1,1'-indene]",
]
ASSEMBLY = [
    "biphenyl", "1,1'-biphenyl", "1,1'-biphenyl-4-ol", "biphenyl-4-ol", "4-methylbiphenyl", "4-methyl-1,1'-biphenyl",
    "4,4'-dimethylbiphenyl", "4,4'-dimethyl-1,1'-biphenyl", "2,2'-bipyridine", "4,4'-bipyridine", "2,3'-bipyridine",
    "3,3'-bipyridine", "bipyridine", "1,1'-biphenyl-4-yl", "(1,1'-biphenyl-4-yl)methanol", "biphenyl-4-ylmethanol",
    "4'-methoxybiphenyl-4-carboxylic acid", "4'-chloro-1,1'-biphenyl-4-carbonitrile", "biphenyl-2-amine",
    "1,1'-biphenyl-2,2'-diol", "2,2'-bithiophene", "2,2':5',2''-terthiophene", "p-terphenyl", "1,1':4',1''-terphenyl",
    "1,1'-binaphthalene", "2,2'-binaphthalene", "1,1'-bi(cyclohexane)", "bicyclohexyl", "1,1'-bi(cyclopropane)",
    "4-phenylpyridine", "2,2'-bi-1H-imidazole", "2,2'-biquinoline", "3,3'-dimethyl-2,2'-bipyridine",
    "2-(biphenyl-4-yl)acetic acid", "4-(biphenyl-4-yl)butanoic acid", "N-(biphenyl-2-yl)acetamide",
]
FUSION = [
    "benzo[b]thiophene", "1-benzothiophene", "benzo[b]furan", "1-benzofuran", "2-benzofuran", "benzofuran",
    "benzothiophene", "1H-benzimidazole", "1,3-benzoxazole", "1,3-benzothiazole", "1,2-benzoxazole",
    "1,2-benzothiazole", "2,1,3-benzothiadiazole", "2,1,3-benzoxadiazole", "1H-benzotriazole", "1H-1,2,3-benzotriazole",
    "1,3-benzodioxole", "2H-1,3-benzodioxole", "1,4-benzodioxine", "2,3-dihydro-1,4-benzodioxine", "1,4-benzoxazine",
    "2H-1,4-benzoxazine", "3,4-dihydro-2H-1,4-benzoxazine", "1H-1,4-benzodiazepine", "3H-1,4-benzodiazepine",
    "1H-[1,4]benzodiazepine", "1,5-benzodiazepine", "1H-1,5-benzodiazepine", "pyrazolo[1,5-a]pyrimidine",
    "imidazo[1,2-a]pyridine", "imidazo[1,2-b]pyridazine", "imidazo[1,5-a]pyridine", "thieno[2,3-d]pyrimidine",
    "thieno[3,2-d]pyrimidine", "thieno[2,3-b]pyridine", "thieno[3,2-b]pyridine", "furo[3,2-b]pyridine",
    "furo[2,3-b]pyridine", "furo[3,2-c]pyridine", "1H-pyrrolo[2,3-b]pyridine", "1H-pyrrolo[3,2-b]pyridine",
    "1H-pyrrolo[2,3-c]pyridine", "1H-pyrrolo[2,3-d]pyrimidine", "7H-pyrrolo[2,3-d]pyrimidine", "1H-pyrazolo[3,4-d]pyrimidine",
    "1H-pyrazolo[3,4-b]pyridine", "1H-pyrazolo[4,3-c]pyridine", "[1,2,4]triazolo[1,5-a]pyridine",
    "[1,2,4]triazolo[4,3-a]pyridine", "[1,2,4]triazolo[1,5-a]pyrimidine", "imidazo[2,1-b][1,3]thiazole",
    "imidazo[2,1-b]thiazole", "pyrido[2,3-d]pyrimidine", "pyrido[3,4-d]pyrimidine", "pteridine", "thiazolo[5,4-b]pyridine",
    "[1,3]thiazolo[5,4-b]pyridine", "[1,3]oxazolo[4,5-b]pyridine", "oxazolo[4,5-b]pyridine", "thieno[3,2-c]pyridine",
    "4,5,6,7-tetrahydrothieno[3,2-c]pyridine", "5,6,7,8-tetrahydroimidazo[1,2-a]pyrazine",
    "2-methylimidazo[1,2-a]pyridine", "imidazo[1,2-a]pyridin-3-amine", "pyrazolo[1,5-a]pyrimidin-7-amine",
    "thieno[2,3-d]pyrimidin-4-amine", "thieno[2,3-d]pyrimidin-4(3H)-one", "1-benzothiophen-2-yl", "1-benzofuran-2-carboxylic acid",
    "1,3-benzothiazol-2-amine", "1H-benzimidazol-2-amine", "2-methyl-1H-benzimidazole", "5-chloro-1,3-benzoxazol-2-amine",
    "1-methyl-1H-benzimidazole", "benzo[d]thiazole", "benzo[d]oxazole", "benzo[d]imidazole", "1H-benzo[d]imidazole",
    "benzo[d][1,3]dioxole", "benzo[c][1,2,5]thiadiazole", "naphtho[2,3-b]furan", "benzo[g]quinoline",
    "benzo[h]quinoline", "benzo[f]quinoline", "dibenzo[b,d]furan", "4H-chromene", "quinolizine", "4H-quinolizine",
    "indolizine", "furo[3,4-c]pyridine", "6,7-dihydro-5H-cyclopenta[b]pyridine", "5H-cyclopenta[b]pyridine",
    "cyclopenta[b]pyridine", "benzo[b]thiophene-2-carboxylic acid", "1-benzothiophene-3-carbaldehyde",
    "6,7-dihydro-5H-cyclopenta[b]pyridin-5-one", "2-chloro-6,7-dihydro-5H-cyclopenta[b]pyridine",
    "6,7-dihydro-5H-cyclopenta[d]pyrimidine", "5,6,7,8-tetrahydro-4H-cyclohepta[b]thiophene",
    "6,7,8,9-tetrahydro-5H-cyclohepta[b]pyridine", "4H-cyclopenta[b]thiophene", "5,6-dihydro-4H-cyclopenta[b]thiophene",
    "2,3-dihydro-1H-cyclopenta[b]quinoline", "1H-cyclopenta[c]pyridine", "6,7-dihydro-5H-cyclopenta[c]pyridine",
    "2-amino-5,6,7,8-tetrahydro-4H-cyclohepta[b]thiophene-3-carbonitrile", "1H-cyclopenta[b]pyridine",
]


# Benzo-fused monocycles, each with a group at every position of the bicycle, to check its numbering against OPSIN.
BENZO = [("1,3-benzothiazole", 5), ("1,3-benzoxazole", 5), ("1H-benzimidazole", 5), ("1-benzofuran", 5),
         ("2-benzofuran", 5), ("1-benzothiophene", 5), ("2-benzothiophene", 5), ("1,2-benzoxazole", 5),
         ("2,1-benzoxazole", 5), ("1,2-benzothiazole", 5), ("2,1,3-benzothiadiazole", 5), ("1H-1,2,3-benzotriazole", 5),
         ("1,3-benzodioxole", 5), ("1H-indazole", 5), ("1,4-benzodioxine", 6), ("2H-1,4-benzoxazine", 6),
         ("4H-3,1-benzoxazine", 6), ("2H-1-benzopyran", 6), ("4H-1-benzopyran", 6), ("1H-2-benzopyran", 6),
         ("1H-1,4-benzodiazepine", 7), ("3H-1,4-benzodiazepine", 7), ("1H-1,5-benzodiazepine", 7),
         ("benzo[b]thiophene", 5), ("benzo[d]thiazole", 5), ("benzo[d]oxazole", 5), ("benzo[d][1,3]dioxole", 5),
         ("benzo[c][1,2,5]thiadiazole", 5), ("1H-benzo[d]imidazole", 5), ("benzo[b]furan", 5), ("benzo[c]furan", 5),
         ("benzimidazole", 5), ("benzothiazole", 5), ("benzoxazole", 5), ("1H-benzo[d][1,2,3]triazole", 5)]


def benzo_names():
    out = []
    for parent, k in BENZO:
        stem = parent[:-1] if parent.endswith("e") else parent
        positions = [str(p) for p in range(1, k - 1)] + [str(p) for p in range(k - 1, k + 3)]
        for p in positions:
            out.append(("ring-benzo-fusion", on(f"{p}-methyl", parent)))
            out.append(("ring-benzo-fusion", f"{stem}-{p}-amine"))
        out.append(("ring-benzo-fusion", on(f"{positions[-1]}-chloro-{positions[1]}-methyl", parent)))
    return out


FUSED_BICYCLES = [
    ("pyrazolo[1,5-a]pyrimidine", 9), ("imidazo[1,2-a]pyridine", 9), ("imidazo[1,2-b]pyridazine", 9),
    ("imidazo[1,5-a]pyridine", 9), ("thieno[2,3-d]pyrimidine", 9), ("thieno[3,2-d]pyrimidine", 9),
    ("thieno[2,3-b]pyridine", 9), ("thieno[3,2-b]pyridine", 9), ("thieno[3,2-c]pyridine", 9), ("furo[3,2-b]pyridine", 9),
    ("furo[2,3-b]pyridine", 9), ("furo[3,2-c]pyridine", 9), ("1H-pyrrolo[2,3-b]pyridine", 9),
    ("1H-pyrrolo[3,2-b]pyridine", 9), ("1H-pyrrolo[2,3-c]pyridine", 9), ("7H-pyrrolo[2,3-d]pyrimidine", 9),
    ("1H-pyrazolo[3,4-d]pyrimidine", 9), ("1H-pyrazolo[3,4-b]pyridine", 9), ("1H-pyrazolo[4,3-c]pyridine", 9),
    ("[1,2,4]triazolo[1,5-a]pyridine", 9), ("[1,2,4]triazolo[4,3-a]pyridine", 9), ("[1,2,4]triazolo[1,5-a]pyrimidine", 9),
    ("imidazo[2,1-b][1,3]thiazole", 8), ("pyrido[2,3-d]pyrimidine", 10), ("pyrido[3,4-d]pyrimidine", 10),
    ("pyrido[2,3-b]pyrazine", 10), ("[1,3]thiazolo[5,4-b]pyridine", 9), ("[1,3]oxazolo[4,5-b]pyridine", 9),
    ("pyrrolo[1,2-a]pyrazine", 9), ("imidazo[1,2-a]pyrazine", 9), ("imidazo[1,2-a]pyrimidine", 9),
    ("thieno[3,2-b]thiophene", 8), ("thieno[2,3-b]thiophene", 8), ("furo[3,2-b]furan", 8), ("1H-imidazo[4,5-b]pyridine", 9),
    ("1H-imidazo[4,5-c]pyridine", 9), ("3H-imidazo[4,5-b]pyridine", 9), ("pyrazolo[1,5-a]pyridine", 9),
    ("[1,2,4]triazolo[4,3-b]pyridazine", 9), ("tetrazolo[1,5-a]pyridine", 9), ("pyrrolo[2,1-f][1,2,4]triazine", 9),
    ("pyrimido[4,5-d]pyrimidine", 10), ("pteridine", 10), ("1,8-naphthyridine", 10), ("1,6-naphthyridine", 10),
]


# Fusion names of three and four rings no fused template numbers: the parser numbers them by the orientation rules (FR-5,
# src/chem/names/fusion-orientation.ts). Each one's count of numbered positions is read off OPSIN's structure.
FUSED_POLYCYCLES = [
    "benzo[g]quinoline", "benzo[h]quinoline", "benzo[f]quinoline", "benzo[g]isoquinoline", "benzo[h]isoquinoline",
    "naphtho[2,3-b]furan", "naphtho[1,2-b]furan", "naphtho[2,1-b]furan", "naphtho[2,3-b]thiophene",
    "naphtho[1,2-d][1,3]thiazole", "naphtho[2,1-d][1,3]oxazole", "1H-naphtho[2,3-d]imidazole",
    "9H-pyrido[2,3-b]indole", "9H-pyrido[3,4-b]indole", "5H-pyrido[4,3-b]indole", "thieno[2,3-b]quinoline",
    "thieno[3,2-c]quinoline", "furo[3,2-b]quinoline", "5H-dibenzo[b,d]pyrrole", "pyrido[3,2-g]quinoline",
    "1H-benzo[g]indole", "3H-benzo[e]indole", "benzo[g]quinoxaline", "benzo[h]quinazoline", "benzo[c]cinnoline",
    "imidazo[1,2-a]quinoline", "pyrrolo[1,2-a]quinoxaline", "[1,2,4]triazolo[4,3-a]quinoline",
    "1H-pyrazolo[3,4-b]quinoline", "1H-cyclopenta[a]naphthalene", "4H-thieno[2,3-b]indole",
    # Four rings on a tricyclic component.
    "benzo[a]anthracene", "11H-benzo[a]carbazole", "7H-benzo[c]fluorene", "benzo[c]acridine", "benzo[b]phenazine",
    "12H-benzo[a]xanthene",
    # A bicyclic component listed with its CH2 (indene, chromene).
    "9H-indeno[2,1-b]pyridine", "5H-indeno[1,2-b]pyridine", "5H-chromeno[2,3-b]pyridine", "7H-furo[3,2-g]chromene",
    "11H-indeno[1,2-b]quinoxaline", "4H-indeno[1,2-b]thiophene",
    # Two benzo rings at lettered bonds of a Hantzsch-Widman base or of pyran.
    "dibenzo[b,e][1,4]dioxine", "10H-dibenzo[b,e][1,4]thiazine", "6H-dibenzo[b,d]pyran",
    # A seven-membered ring.
    "5H-dibenzo[b,f]azepine", "11H-dibenzo[b,e][1,4]diazepine", "dibenzo[b,f][1,4]oxazepine", "dibenzo[b,e]oxepine",
    "6H-cyclohepta[b]quinoline",
    # A benzo name as a component.
    "[1]benzothieno[2,3-d]pyrimidine", "[1]benzofuro[3,2-d]pyrimidine", "pyrido[1,2-a]benzimidazole",
    "imidazo[2,1-b][1,3]benzothiazole", "[1]benzothieno[3,2-b][1]benzothiophene",
    "benzo[4,5]thieno[2,3-d]pyrimidine", "benzo[4,5]imidazo[1,2-a]pyridine",
    "benzo[b]naphtho[2,1-d]furan", "benzo[b]naphtho[2,3-d]thiophene", "benzo[f]pyrido[1,2-a]indole",
    "5H-benzo[7]annulene", "5H-dibenzo[a,d][7]annulene",
]


def numbered_positions(smiles):
    """Ring atoms that take a number of their own: all but the fusion carbons (FR-5.3), from OPSIN's structure."""
    mol = Chem.MolFromSmiles(smiles)
    info = mol.GetRingInfo()
    return sum(1 for a in mol.GetAtoms()
               if a.IsInRing() and not (a.GetSymbol() == "C" and info.NumAtomRings(a.GetIdx()) >= 2))


def fused_polycycle_names():
    parents = run_opsin(FUSED_POLYCYCLES)
    out = []
    for parent in FUSED_POLYCYCLES:
        stem = parent[:-1] if parent.endswith("e") else parent
        for p in range(1, numbered_positions(parents[parent]) + 1):
            out.append(("ring-fusion-numbering", on(f"{p}-methyl", parent)))
            out.append(("ring-fusion-numbering", f"{stem}-{p}-amine"))
        out.append(("ring-fusion-numbering", parent))
    return out


def fused_names():
    out = []
    for parent, n in FUSED_BICYCLES:
        stem = parent[:-1] if parent.endswith("e") else parent
        for p in range(1, n + 1):
            out.append(("ring-fusion-numbering", on(f"{p}-methyl", parent)))
            out.append(("ring-fusion-numbering", f"{stem}-{p}-amine"))
        out.append(("ring-fusion-numbering", parent))
    return out


def ring_system_names():
    rng = random.Random(2828)
    out = hw_names()
    out += [("ring-hydro", on(h, p)) for p in HYDRO_PARENTS for h in HYDRO_PATTERNS]
    out += [("ring-indicated-hydrogen", n) for n in INDICATED]
    for a, b, c in VON_BAEYER:
        n = a + b + c + 2
        stem = ALKANE.get(n)
        if stem is None:
            continue
        sys = f"bicyclo[{a}.{b}.{c}]"
        out.append(("ring-von-baeyer", f"{sys}{stem}ane"))
        out.append(("ring-von-baeyer", f"{sys}{stem}-2-ene"))
        out.append(("ring-von-baeyer", f"{sys}{stem}an-2-one"))
        out.append(("ring-von-baeyer", f"{sys}{stem}an-2-ol"))
        out.append(("ring-von-baeyer", f"{sys}{stem}an-1-ol"))
        out.append(("ring-von-baeyer", f"{sys}{stem}ane-2-carboxylic acid"))
        out.append(("ring-von-baeyer", f"{sys}{stem}anol"))
        for p in rng.sample(range(1, n + 1), min(3, n)):
            out.append(("ring-von-baeyer", f"{p}-methyl{sys}{stem}ane"))
            out.append(("ring-von-baeyer", f"{p}-aza{sys}{stem}ane"))
            out.append(("ring-von-baeyer", f"{p}-oxa{sys}{stem}ane"))
        out.append(("ring-von-baeyer", f"{n}-oxa{sys}{stem}ane"))
        out.append(("ring-von-baeyer", f"1-aza{sys}{stem}ane"))
    out += [("ring-von-baeyer", n) for n in NAMED_POLYCYCLES]
    for a, b in SPIRO:
        n = a + b + 1
        stem = ALKANE.get(n)
        if stem is None:
            continue
        sys = f"spiro[{a}.{b}]"
        out.append(("ring-spiro", f"{sys}{stem}ane"))
        out.append(("ring-spiro", f"{sys}{stem}an-1-one"))
        out.append(("ring-spiro", f"{sys}{stem}an-{a + 2}-ol"))
        out.append(("ring-spiro", f"{sys}{stem}-1-ene"))
        out.append(("ring-spiro", f"{sys}{stem}anone"))
        for p in rng.sample([k for k in range(1, n + 1) if k != a + 1], min(3, n - 1)):
            out.append(("ring-spiro", f"{p}-methyl{sys}{stem}ane"))
            out.append(("ring-spiro", f"{p}-aza{sys}{stem}ane"))
            out.append(("ring-spiro", f"{p}-oxa{sys}{stem}ane"))
        out.append(("ring-spiro", f"{a + 1}-aza{sys}{stem}ane"))
    out += [("ring-spiro", n) for n in NAMED_SPIRO]
    out += [("ring-assembly", n) for n in ASSEMBLY]
    out += [("ring-fusion", n) for n in FUSION]
    out += benzo_names()
    out += fused_names()
    out += fused_polycycle_names()
    return out


def opsin_test_names():
    out = []
    files = subprocess.run(["git", "-C", OPSIN_REPO, "ls-tree", "--name-only", OPSIN_COMMIT, OPSIN_TESTS],
                           capture_output=True, text=True, check=True).stdout.split()
    for path in sorted(files):
        if not path.endswith(".txt"):
            continue
        text = subprocess.run(["git", "-C", OPSIN_REPO, "show", f"{OPSIN_COMMIT}:{path}"],
                              capture_output=True, text=True, check=True).stdout
        cls = Path(path).stem
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            name = parts[0].strip()
            inchi = parts[1].strip() if len(parts) > 1 else ""
            if name:
                out.append((cls, name, inchi if inchi.startswith("InChI=1S/") else None))
    return out


CHEMICAL_STRUCTURES = Path("/usr/share/chemical-structures")
CML = "{http://www.xml-cml.org/schema}"


def cml_molblock(path):
    """The file's own structure (atoms with their charges, bonds, 3D coordinates) as a molfile; None when RDKit
    cannot build it (the nitro compounds are drawn with a pentavalent N and no charges)."""
    import xml.etree.ElementTree as ET
    root = ET.parse(path).getroot()
    mol = Chem.RWMol()
    ids = {}
    coords = []
    for atom in root.iter(CML + "atom"):
        a = Chem.Atom(atom.get("elementType"))
        a.SetFormalCharge(int(atom.get("formalCharge", "0")))
        a.SetNoImplicit(True)
        ids[atom.get("id")] = mol.AddAtom(a)
        coords.append((float(atom.get("x3", "0")), float(atom.get("y3", "0")), float(atom.get("z3", "0"))))
    orders = {"1": Chem.BondType.SINGLE, "2": Chem.BondType.DOUBLE, "3": Chem.BondType.TRIPLE}
    for bond in root.iter(CML + "bond"):
        a, b = bond.get("atomRefs2").split()
        mol.AddBond(ids[a], ids[b], orders[bond.get("order")])
    conf = Chem.Conformer(mol.GetNumAtoms())
    for i, xyz in enumerate(coords):
        conf.SetAtomPosition(i, xyz)
    mol.AddConformer(conf, assignId=True)
    m = mol.GetMol()
    try:
        Chem.SanitizeMol(m)
        # RDKit marks a double bond whose geometry it has not perceived as "either" in a molfile: perceive first.
        Chem.AssignStereochemistryFrom3D(m)
        return Chem.MolToMolBlock(m), None
    except Exception as error:  # RDKit's reason (the nitro compounds: N drawn pentavalent, without charges)
        return None, str(error).strip().splitlines()[0]


def inchi_of_molblocks(blocks):
    """Standard InChIs of molfiles by the IUPAC program (libinchi-bin's inchi_main: Debian's RDKit has no InChI)."""
    with tempfile.TemporaryDirectory() as tmp:
        sdf, out = os.path.join(tmp, "in.sdf"), os.path.join(tmp, "out.txt")
        with open(sdf, "w") as handle:
            for block in blocks:
                handle.write(block + "$$$$\n")
        subprocess.run(["inchi_main", sdf, out, os.path.join(tmp, "log"), os.path.join(tmp, "prb"), "-AuxNone"],
                       check=False, capture_output=True)
        results = {}
        current = None
        for line in open(out):
            line = line.strip()
            if line.startswith("Structure:"):
                current = int(line.split()[1]) - 1
            elif line.startswith("InChI=") and current is not None:
                results[current] = line
    return [results.get(i) for i in range(len(blocks))]


def chemical_structures_names():
    """Debian's chemical-structures-data (/usr/share/chemical-structures, BSD): one IUPAC name per CML file, curated.
    A file is kept only when the InChI it states (InChI 1, written before standard InChI existed) has the layers
    of the standard InChI of its own atoms, bonds and 3D coordinates; the rest are dropped, each with its reason,
    into validation/golden/names-chemical-structures-dropped.jsonl. Kept rows carry that InChI, which decides where
    ours and OPSIN's answers differ."""
    import xml.etree.ElementTree as ET
    kept, dropped, pending = [], [], []
    for path in sorted(CHEMICAL_STRUCTURES.glob("*/*.cml")):
        root = ET.parse(path).getroot()
        rel = str(path.relative_to(CHEMICAL_STRUCTURES))
        names = [n.text.strip() for n in root.iter(CML + "name") if n.text and n.get("convention") == "IUPAC"]
        stated = [i.get("value") for i in root.iter(CML + "identifier") if i.get("convention") == "iupac:inchi"]
        if not names:
            dropped.append({"file": rel, "name": None, "reason": "no IUPAC name"})
        elif not stated:
            dropped.append({"file": rel, "name": names[0], "reason": "no InChI"})
        else:
            block, error = cml_molblock(path)
            if block is None:
                dropped.append({"file": rel, "name": names[0], "reason": f"its atoms and bonds make no valid molecule ({error})"})
            else:
                pending.append((path, rel, names[0], stated[0], block))
    inchis = inchi_of_molblocks([p[4] for p in pending])
    for (path, rel, name, stated, _), own in zip(pending, inchis):
        # A non-standard InChI 1 may end in a fixed-H layer (/f…), which a standard InChI never has: not an error.
        stated_layers = re.sub(r"/f.*$", "", stated.split("/", 1)[1] if "/" in stated else stated)
        own_layers = own.split("/", 1)[1] if own else None
        if own_layers is None:
            dropped.append({"file": rel, "name": name, "reason": "the InChI program gives no InChI for its structure"})
        elif own_layers != stated_layers:
            dropped.append({"file": rel, "name": name,
                            "reason": f"its InChI InChI={stated} is not its structure's {own}"})
        else:
            kept.append((path.parent.name, name, own))
    with open(GOLDEN / "names-chemical-structures-dropped.jsonl", "w") as handle:
        for row in dropped:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"chemical-structures: kept {len(kept)}, dropped {len(dropped)}")
    return kept


def main():
    rng = random.Random(28)
    ours = chain_names(rng) + prefix_names(rng) + suffix_names(rng) + ring_names(rng) + class_names(rng) + stereo_names() + retained_names()
    ours += compound_prefix_names()
    ours += word_names()
    ours += ring_system_names()
    sets = [("ours", ours), ("pubchem-style", [("pubchem-style", n) for n in PUBCHEM_STYLE]),
            ("opsin-tests", opsin_test_names()), ("chemical-structures", chemical_structures_names()),
            ("drugs-heldout", [("drugs-heldout", n) for n in DRUGS_HELDOUT])]
    rows = []
    seen = set()
    for set_name, names in sets:
        for cls, name, *rest in names:
            if (set_name, name) in seen:
                continue
            seen.add((set_name, name))
            row = {"set": set_name, "class": cls, "name": name}
            if rest and rest[0]:
                row["inchi"] = rest[0]  # the standard InChI the test file expects (OPSIN's own check)
            rows.append(row)
    # OPSIN 2.7.0's CLI reads no ";" between components (PubChem's "sodium;acetate"): for such a name the
    # reference is OPSIN's answer on the name with each ";" written as a space, kept as "opsin_spaced".
    spaced = {r["name"]: r["name"].replace(";", " ") for r in rows if ";" in r["name"]}
    answers = run_opsin(sorted({r["name"] for r in rows} | set(spaced.values())))
    out = GOLDEN / "names-opsin.jsonl"
    with open(out, "w") as handle:
        for row in rows:
            row["opsin"] = canonical(answers.get(row["name"]))
            if row["opsin"] is None and row["name"] in spaced:
                row["opsin_spaced"] = canonical(answers.get(spaced[row["name"]]))
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    answered = sum(1 for r in rows if r["opsin"])
    print(f"wrote {out}: {len(rows)} names, OPSIN 2.7.0 answered {answered}")


if __name__ == "__main__":
    main()
