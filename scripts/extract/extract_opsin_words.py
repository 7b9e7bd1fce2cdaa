#!/usr/bin/python3
"""Extracts OPSIN's word-level token lists that src/chem/names/components.ts reads into src/data/names/opsin-words.ts:
cations (elements with their charge), inorganic anions (chloride, hydroxide, cyanide …), the hydrohalide words
(hydrochloride …) and water, and the amino acids.

Source: Debian's libopsin-java, /usr/share/java/opsin-core-2.7.0.jar, uk/ac/cam/ch/wwmm/opsin/resources/
(OPSIN 2.7.0, Daniel Lowe, MIT/Expat licence; see THIRD_PARTY_NOTICES.md). Only data is taken; the reading is ours.
Kept apart from extract_opsin_names.py (substitutive tokens) so the two extracts can change independently.

- cations: elementaryAtoms.xml tokens whose commonOxidationStatesAndMax is "n:n" (one common oxidation state, which
  is also the maximum: sodium 1, calcium 2, aluminium 3): "calcium acetate" is then Ca2+ with two acetates. An element
  with several states (iron, copper) is read only with its charge written ("iron(2+)", "copper(II)").
- elements: every elementaryAtoms.xml token (for a written charge).
- anions: functionalTerms.xml's monoValentStandaloneGroup list (chloride [Cl-], cyanide [C-]#N …).
- neutral words: simpleGroups.xml's hydrofluoride … hydroiodide (HX written as a separate component, PubChem's
  "…;hydrochloride") and water; "hydrate" is added by hand (one H2O per multiplier).
- amino acids: aminoAcids.xml's endInIne (+ "ine"), endInAn (+ "an") and endInIc (+ "ic acid") tokens whose first
  atom is the amino N: the whole acid is built here with Python RDKit (each suffixAppliesTo carbon becomes C(=O)OH)
  and written as the L form the token is drawn in, with its D form (every stereocentre inverted: the enantiomer,
  which is what D- names, IUPAC 3AA-3.3) beside it. Tokens with no stereocentre (glycine) are written once.

Run:  /usr/bin/python3 scripts/extract/extract_opsin_words.py
"""
import json
import re
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

from rdkit import Chem

JAR = "/usr/share/java/opsin-core-2.7.0.jar"
RES = "uk/ac/cam/ch/wwmm/opsin/resources/"
OUT = Path(__file__).resolve().parents[2] / "src" / "data" / "names" / "opsin-words.ts"


def load(zf, name):
    return ET.fromstring(zf.read(RES + name))


def forms(token):
    return [f for f in token.text.split("|") if f]


ATOM = re.compile(r"\[[^\]]+\]|Br|Cl|[BCNOPSFIbcnops]")


def amino_acid(smiles, applies):
    """The token's SMILES with a carboxylic acid on each suffixAppliesTo atom (1-based), or None. Written into the
    text (after the atom and its ring-closure digits), so the token's own stereo marks stay as drawn."""
    spans = [m for m in ATOM.finditer(smiles)]
    inserts = []
    for index in applies:
        m = spans[index - 1]
        if m.group(0) != "C":
            return None
        end = m.end()
        while end < len(smiles) and smiles[end].isdigit():
            end += 1
        inserts.append(end)
    text = smiles
    for end in sorted(inserts, reverse=True):
        text = text[:end] + "(=O)O" + text[end:]
    mol = Chem.MolFromSmiles(text)
    return Chem.MolToSmiles(mol) if mol is not None else None


def enantiomer(smiles):
    mol = Chem.MolFromSmiles(smiles)
    for atom in mol.GetAtoms():
        tag = atom.GetChiralTag()
        if tag == Chem.ChiralType.CHI_TETRAHEDRAL_CW:
            atom.SetChiralTag(Chem.ChiralType.CHI_TETRAHEDRAL_CCW)
        elif tag == Chem.ChiralType.CHI_TETRAHEDRAL_CCW:
            atom.SetChiralTag(Chem.ChiralType.CHI_TETRAHEDRAL_CW)
    return Chem.MolToSmiles(mol)


def main():
    zf = zipfile.ZipFile(JAR)
    data = {}

    cations, elements = [], []
    for t in load(zf, "elementaryAtoms.xml").iter("token"):
        symbol = t.get("value").strip("[]")
        if not re.fullmatch(r"[A-Z][a-z]?", symbol):
            continue
        states = t.get("commonOxidationStatesAndMax") or ""
        m = re.fullmatch(r"(\d):(\d)", states)
        for f in forms(t):
            if not re.fullmatch(r"[a-z]+", f):
                continue
            elements.append([f, symbol])
            if m and m.group(1) == m.group(2):
                cations.append([f, symbol, int(m.group(1))])
    data["cations"] = cations
    data["elements"] = elements

    anions = []
    for tl in load(zf, "functionalTerms.xml").iter("tokenList"):
        if tl.get("type") != "monoValentStandaloneGroup":
            continue
        for t in tl.iter("token"):
            anions += [[f, t.get("value")] for f in forms(t)]
    data["anions"] = anions

    neutral = []
    for t in load(zf, "simpleGroups.xml").iter("token"):
        for f in forms(t):
            if re.fullmatch(r"hydr(o)?(fluoride|chloride|bromide|iodide)", f) or f == "water":
                neutral.append([f, t.get("value")])
    neutral.append(["hydrate", "O"])
    data["neutral"] = neutral

    acids = []
    endings = {"endInIne": "ine", "endInAn": "an", "endInIc": "ic acid"}
    for tl in load(zf, "aminoAcids.xml").iter("tokenList"):
        ending = endings.get(tl.get("subType"))
        if ending is None:
            continue
        for t in tl.iter("token"):
            v = t.get("value")
            applies = t.get("suffixAppliesTo")
            if not v.startswith("N") or not applies:
                continue
            smiles = amino_acid(v, [int(x) for x in applies.split(",")])
            if smiles is None:
                continue
            d = enantiomer(smiles)
            for f in forms(t):
                if re.fullmatch(r"[a-z-]+", f):
                    acids.append([f + ending, smiles, d if d != smiles else None])
    data["aminoAcids"] = acids

    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    OUT.write_text(
        "// Generated by scripts/extract/extract_opsin_words.py from OPSIN 2.7.0's resources (Debian libopsin-java,\n"
        "// opsin-core-2.7.0.jar; MIT/Expat, Daniel Lowe; see THIRD_PARTY_NOTICES.md): do not edit.\n\n"
        "/** [form, element symbol, its one common charge] · [form, element symbol] · [form, anion SMILES] ·\n"
        " * [form, neutral component SMILES] · [name, L (as drawn) SMILES, D SMILES or null when achiral]. */\n"
        "export interface OpsinWords {\n"
        "  cations: [string, string, number][];\n"
        "  elements: [string, string][];\n"
        "  anions: [string, string][];\n"
        "  neutral: [string, string][];\n"
        "  aminoAcids: [string, string, string | null][];\n"
        "}\n\n"
        f"export const OPSIN_WORDS: OpsinWords = {body};\n"
    )
    print(f"wrote {OUT}: {len(cations)} cations, {len(anions)} anions, {len(neutral)} neutral, {len(acids)} amino acids")


if __name__ == "__main__":
    main()
