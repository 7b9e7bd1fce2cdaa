"""Golden structures of chemical names, from Debian's OPSIN 2.7.0 (libopsin-java), for the offline name parser.

Three sets:
- "ours": names built here, systematically, class by class, for what src/chem/names/ reads now (chains with
  unsaturation, prefixes, suffixes; cycloalkanes, benzene and the heteroaromatic parents; esters and salts),
  plus names that must be refused (a missing locant that matters, stereodescriptors). Seeded: the same file
  every run.
- "pubchem-style": names the way PubChem's IUPAC Name field writes them, for common solvents, reagents and
  drug-like molecules (PUBCHEM_STYLE below), most of them beyond what the parser reads yet.
- "opsin-tests": the class-labelled test name lists of OPSIN's own repository (github dan2097/opsin,
  opsin-inchi/src/test/resources/uk/ac/cam/ch/wwmm/opsin/*.txt, MIT licence; commit pinned below), names only.
  Read with git from the mirror `fetch github:dan2097/opsin` leaves under /work/.mirror (OPSIN_REPO overrides).

Every name is given to `java -jar /usr/share/java/opsin-cli.jar -osmi -n`; OPSIN's SMILES is canonicalised by
Python RDKit 2022.09 (isomeric). A row: {set, class, name, opsin[, inchi]} with opsin null where OPSIN 2.7.0
reads no structure, and inchi the standard InChI OPSIN's test file expects for the name (opsin-tests only). Writes validation/golden/names-opsin.jsonl; read by test/chem/names/parser.test.ts and
scripts/validate/names-report.ts.

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

RDLogger.DisableLog("rdApp.*")
HERE = Path(__file__).resolve().parent
GOLDEN = HERE.parent / "golden"
OPSIN_CLI = "/usr/share/java/opsin-cli.jar"
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


def run_opsin(names):
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "in.txt"
        dst = Path(tmp) / "out.txt"
        src.write_text("".join(n + "\n" for n in names))
        subprocess.run(["java", "-jar", OPSIN_CLI, "-osmi", "-n", str(src), str(dst)],
                       stderr=subprocess.DEVNULL, check=True)
        lines = dst.read_text().split("\n")
    results = {}
    for line in lines:
        if "\t" not in line:
            continue
        smiles, name = line.split("\t", 1)
        results.setdefault(name, smiles or None)
    return results


def canonical(smiles):
    if not smiles:
        return None
    mol = Chem.MolFromSmiles(smiles)
    return Chem.MolToSmiles(mol) if mol is not None else None


def main():
    rng = random.Random(28)
    ours = chain_names(rng) + prefix_names(rng) + suffix_names(rng) + ring_names(rng) + class_names(rng) + stereo_names() + retained_names()
    ours += word_names()
    sets = [("ours", ours), ("pubchem-style", [("pubchem-style", n) for n in PUBCHEM_STYLE]),
            ("opsin-tests", opsin_test_names()), ("chemical-structures", chemical_structures_names())]
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
