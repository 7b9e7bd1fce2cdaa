#!/usr/bin/python3
"""Extracts OPSIN 2.7.0's nucleosides (arylGroups.xml, the "nucleosides" block of its biochemical ring list:
adenosin, cytidin, guanosin, inosin, thymidin, uridin, xanthosin …) into src/data/names/opsin-nucleosides.ts,
read by src/chem/names/nucleosides.ts as retained parents in "e" (adenosine), like the flavonoids' stems.
Each row is [form, SMILES without stereo marks, labels, "stem", implied stereo], the stereo in the shape
extract_opsin_flavonoids.py writes: [[atom index], CIP label RDKit gives OPSIN's SMILES, [guarded atoms]].
- The guarded atoms are the glycosyl (the furanose ring, its C5', its 2'- and 3'-O): every centre's ranking is
  settled inside the sugar (C3' needs three spheres, C2' and C4' two), so a name may substitute the base
  ("5-fluorouridine") and the 5'- and 3'-O, which no ranking turns on, but not the rest of the sugar, which would
  need the labels ranked again ("2'-O-methyladenosine").
- OPSIN writes exocyclic atoms of the base as aromatic ("c([nH2])", "c(o)", "c([oH])"); they are written here as
  the plain atoms they stand for (NH2, =O, OH), as OPSIN's own output has them (inosine is the 6-ol tautomer).
- an exocyclic NH2 of the base is labelled by its carbon too, "N6" beside OPSIN's "N" (amine_locants).
- 2'-deoxy forms ("2'-deoxyadenosine", and "deoxyadenosine", which OPSIN reads the same) of the ribonucleosides,
  the 2'-O taken out of the token (OPSIN removes it by subtractive "deoxy"); thymidine is already 2'-deoxy.
Left out: tokens with substituents on the sugar or stereo outside it (nucleocidin, wybutosine).
Source: Debian's libopsin-java, /usr/share/java/opsin-core-2.7.0.jar (OPSIN 2.7.0, Daniel Lowe, MIT/Expat licence;
see THIRD_PARTY_NOTICES.md). Data only; the parser is ours.
Run:  /usr/bin/python3 scripts/extract/extract_opsin_nucleosides.py
"""
import json
import re
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

from rdkit import Chem
from rdkit.Chem import rdCIPLabeler

JAR = "/usr/share/java/opsin-core-2.7.0.jar"
RES = "uk/ac/cam/ch/wwmm/opsin/resources/"
OUT = Path(__file__).resolve().parents[2] / "src" / "data" / "names" / "opsin-nucleosides.ts"
FIRST, LAST = "<!--nucleosides", "<!--flavonoids-->"
SKIP = {"nucleocidin", "wybutosin"}
# The β-D-ribofuranosyl head every ribonucleoside token starts with, and its 2'-deoxy form (as thymidin's token).
RIBOSYL = "[C@@H]1([C@H](O)[C@H](O)[C@@H](CO)O1)"
DEOXYRIBOSYL = "[C@@H]1(C[C@H](O)[C@@H](CO)O1)"
DEOXY = {"adenosin", "cytidin", "guanosin", "inosin", "uridin"}


def plain(smiles):
    """OPSIN's exocyclic aromatic atoms as the atoms they stand for."""
    return smiles.replace("[nH2]", "N").replace("[oH]", "O").replace("[sH]", "S").replace("(o)", "(=O)")


def amine_locants(smiles, labels):
    """An exocyclic NH2 on the base named by its carbon's locant, N6 on adenosine, N4 on cytidine, N2 on guanosine
    (OPSIN labels it "N" or leaves it bare, and reads "N6-methyladenosine" by the carbon); "N" is kept beside it."""
    mol = Chem.MolFromSmiles(smiles)
    labs = labels.split("/")
    for atom in mol.GetAtoms():
        if atom.GetSymbol() == "N" and not atom.IsInRing() and atom.GetTotalNumHs() == 2 and labs[atom.GetIdx()] in ("", "N"):
            (carbon,) = atom.GetNeighbors()
            if carbon.IsInRing() and labs[carbon.GetIdx()]:
                labs[atom.GetIdx()] = ",".join(["N" + labs[carbon.GetIdx()]] + (["N"] if labs[atom.GetIdx()] else []))
    return "/".join(labs)


def flat(smiles):
    return smiles.replace("@", "")


def stereo_rows(smiles, labels):
    mol = Chem.MolFromSmiles(smiles)
    rdCIPLabeler.AssignCIPLabels(mol)
    # The glycosyl: the atoms reached from C1' (atom 0) without crossing its bond to the base.
    base = next(n.GetIdx() for n in mol.GetAtomWithIdx(0).GetNeighbors() if not n.IsInRingSize(5) or n.GetIsAromatic())
    sugar, todo = {0}, [0]
    while todo:
        a = todo.pop()
        for n in mol.GetAtomWithIdx(a).GetNeighbors():
            i = n.GetIdx()
            if i != base and i not in sugar:
                sugar.add(i)
                todo.append(i)
    # The 5'-O is left unguarded: no centre's ranking reaches it (C4' is settled by C3' (O,C,H) against C5' (O,H,H)),
    # so it may carry a group or a phosphate ("5'-O-methyladenosine", "adenosine 5'-monophosphate").
    # The 3'-O likewise: C3' ranks it as its one O, and C2' and C4' are settled before it (C1' (O,N,H) against
    # C3' (O,C,H); C3' (O,C,H) against C5' (O,H,H)). The 2'-O is guarded: C3' ranks C2' against C4' by it.
    free = set()
    for locant in ("5'", "3'"):
        carbon = labels.split("/").index(locant)
        free |= {n.GetIdx() for n in mol.GetAtomWithIdx(carbon).GetNeighbors() if n.GetSymbol() == "O" and not n.IsInRing()}
    guarded = sorted(sugar - free)
    rows = []
    for atom in mol.GetAtoms():
        if atom.GetChiralTag() != Chem.ChiralType.CHI_UNSPECIFIED:
            if atom.GetIdx() not in sugar or not atom.HasProp("_CIPCode"):
                return None
            rows.append([[atom.GetIdx()], atom.GetProp("_CIPCode"), guarded])
    return rows


def main():
    xml_text = zipfile.ZipFile(JAR).read(RES + "arylGroups.xml").decode("utf-8")
    start = xml_text.index(FIRST)
    block = xml_text[start : xml_text.index(LAST, start)]
    rows, skipped = [], []
    for t in ET.fromstring(f"<x>{block[block.index('-->') + 3:]}</x>").iter("token"):
        forms = [f for f in t.text.split("|") if re.fullmatch(r"[a-z]+", f)]
        v, labels = plain(t.get("value")), t.get("labels")
        if set(forms) & SKIP or set(t.attrib) - {"value", "labels"}:
            skipped.append(t.text)
            continue
        variants = [(forms, v, labels)]
        if set(forms) & DEOXY:
            assert v.startswith(RIBOSYL) and labels.startswith("1'/2'//"), t.text
            deoxy = [p + f for f in forms for p in ("2'-deoxy", "deoxy")]
            variants.append((deoxy, DEOXYRIBOSYL + v[len(RIBOSYL) :], "1'/2'/" + labels[len("1'/2'//") :]))
        for fs, smiles, labs in variants:
            mol = Chem.MolFromSmiles(smiles)
            stereo = stereo_rows(smiles, labs) if mol is not None else None
            if stereo is None or len(labs.split("/")) != mol.GetNumAtoms():
                skipped.append(f"{fs[0]} (labels or stereo)")
                continue
            rows += [[f, flat(smiles), amine_locants(smiles, labs), "stem", stereo] for f in fs]
    body = json.dumps(rows, ensure_ascii=False, separators=(",", ":"))
    OUT.write_text(
        "// Generated by scripts/extract/extract_opsin_nucleosides.py from OPSIN 2.7.0's resources (Debian libopsin-java,\n"
        "// opsin-core-2.7.0.jar; MIT/Expat, Daniel Lowe; see THIRD_PARTY_NOTICES.md): do not edit.\n"
        "/** [form, SMILES without stereo marks, labels, kind, implied stereo as [[atom index], CIP label,\n"
        " * [guarded atom index, ...]]]. */\n"
        'export const OPSIN_NUCLEOSIDES: [string, string, string, "stem", [number[], "R" | "S", number[]][]][] =\n'
        f"  {body};\n"
    )
    print(f"wrote {OUT}: {len(rows)} forms: " + " ".join(r[0] for r in rows))
    print("skipped: " + "; ".join(skipped))


if __name__ == "__main__":
    main()
