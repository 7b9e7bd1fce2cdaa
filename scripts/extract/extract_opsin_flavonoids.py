#!/usr/bin/python3
"""Extracts OPSIN 2.7.0's flavonoid parents and trivial names (arylGroups.xml: the "flavonoids" block of its
biochemical list, and chalcone and coumarin of its ring list; simpleCyclicGroups.xml: chrysoeriol, kaempferol and
dihydrokaempferol of its biochemical list; naturalProducts.xml: the pterocarpan and rotenane
stems, with "an") into src/data/names/opsin-flavonoids.ts, read by src/chem/names/flavonoids.ts.

Each token is written as [form, SMILES, labels, kind, implied stereo]:
- kind "ring": every atom in a ring (flavan, isoflavan, flav-2-en, coumestan, pterocarpan): a ring parent that
  takes locanted suffixes like chroman ("flavan-4-one", "isoflavan-7-ol", "4-oxoflavan-3-yl");
- kind "stem": atoms outside the ring, the name is the form + "e" (flavon-e, isoflavon-e, chalcon-e, auron-e);
- kind "whole": atoms outside the ring, the form is the whole name (apigenin, genistein, coumarin, cyanidin).
  Both of these take prefixes and no suffix, like aniline and phenol.
- implied stereo: the configuration a name carries (naringenin is (2S), chalcone (E), pterocarpan (6aR,11aR)), as CIP
  labels RDKit gives OPSIN's SMILES, each on atoms named by their index in the token's SMILES ([[1], "S", guard],
  or the two atoms of a double bond). The SMILES is written without its stereo marks; the builder places the labels
  (stereo.ts) while the name leaves the guarded atoms with the hydrogens the token gives them (flavonoids.ts).
  A token is kept only if RDKit's label of each stereo element is settled by the atoms one and two bonds from it
  (the ligands differ by atomic number, or by the atomic numbers of the atoms on them): then substitution that
  leaves the guarded atoms (the centre and the ligands ranked by the atoms on them) as they are cannot change the
  ranking, and the label the name implies holds on the substituted structure.

Left out: tokens with attributes the parser does not read (genistin's defaultInLocant), and trivial names of a
chiral compound whose SMILES leaves the stereocentre open (dihydrogenistein), as extract_opsin_names.py does.

Source: Debian's libopsin-java, /usr/share/java/opsin-core-2.7.0.jar (OPSIN 2.7.0, Daniel Lowe, MIT/Expat licence;
see THIRD_PARTY_NOTICES.md). Data only; the parser is ours.

Run:  /usr/bin/python3 scripts/extract/extract_opsin_flavonoids.py
"""
import json
import re
import zipfile
import xml.etree.ElementTree as ET
from pathlib import Path

from rdkit import Chem
from rdkit.Chem import rdCIPLabeler
from rdkit.Chem.EnumerateStereoisomers import EnumerateStereoisomers

JAR = "/usr/share/java/opsin-core-2.7.0.jar"
RES = "uk/ac/cam/ch/wwmm/opsin/resources/"
OUT = Path(__file__).resolve().parents[2] / "src" / "data" / "names" / "opsin-flavonoids.ts"

# suffixAppliesToByDefault names the atom an unlocanted suffix goes to ("flavanol" = flavan-3-ol): not read (the
# parser reads a flavonoid ring's suffixes only with locants); the token itself is kept.
PLAIN = {"value", "labels", "suffixAppliesToByDefault"}
# From the ring list, the flavonoid parents extract_opsin_names.py leaves out: chalcone (its E double bond) and
# coumarin as a whole word (it keeps coumarin as a stem in "e"; flavylium it holds already).
FROM_RING_LIST = {"chalcon", "coumarin"}
# Parent hydrides with a centre the name sets with its own descriptor ("(2S)-flavanone"), like flavan: kept although
# OPSIN's SMILES leaves the centre open (flavanone is 2-phenylchroman-4-one, not one natural product).
OPEN_PARENTS = {"flavanon"}
# naturalProducts.xml's pterocarpan and rotenane stems (6aR,11aR and 6aS,12aS in OPSIN's SMILES: cis-fused).
NATURAL_PRODUCT_STEMS = {"pterocarp", "roten"}


def forms(token):
    return [f for f in token.text.split("|") if f]


def block_forms(xml_text, first="<!--flavonoids-->", last="<!--misc-->"):
    """Token texts of a commented block, from the raw XML (ElementTree drops the comments that bound it)."""
    start = xml_text.index(first)
    end = xml_text.index(last, start)
    return set(re.findall(r">([^<>]+)</token>", xml_text[start:end]))


def kekulized(mol):
    copy = Chem.Mol(mol)
    Chem.Kekulize(copy, clearAromaticFlags=True)
    return copy


def ligand_key(mol, centre, ligand):
    """(atomic number, atomic numbers on it besides the centre, duplicated for multiple bonds, H included)."""
    if ligand is None:
        return (1, ())
    atom = mol.GetAtomWithIdx(ligand)
    sphere = []
    for bond in atom.GetBonds():
        other = bond.GetOtherAtomIdx(ligand)
        if other == centre:
            sphere += [mol.GetAtomWithIdx(centre).GetAtomicNum()] * (int(bond.GetBondTypeAsDouble()) - 1)
            continue
        sphere += [mol.GetAtomWithIdx(other).GetAtomicNum()] * int(bond.GetBondTypeAsDouble())
    sphere += [1] * atom.GetTotalNumHs()
    return (atom.GetAtomicNum(), tuple(sorted(sphere, reverse=True)))


def guard(mol, centre, exclude=None):
    """The atoms the label of `centre` depends on, or None when its ligands (besides `exclude`, a double bond's other
    end) do not all differ within two spheres. A ligand whose atomic number no other ligand has is ranked by that
    alone, so a group on it cannot change the label (3-O-acetyl on aromadendrin's 3-OH); the centre and the
    ligands ranked by the atoms on them are guarded: the builder refuses a name that changes their hydrogens."""
    k = kekulized(mol)
    atom = k.GetAtomWithIdx(centre)
    ligands = [n.GetIdx() for n in atom.GetNeighbors() if n.GetIdx() != exclude] + [None] * atom.GetTotalNumHs()
    keys = [ligand_key(k, centre, lig) for lig in ligands]
    if len(set(keys)) != len(keys):
        return None
    tied = [lig for lig, key in zip(ligands, keys) if lig is not None and [x[0] for x in keys].count(key[0]) > 1]
    return [centre, *tied]


def implied_stereo(smiles):
    """[[atom indices], label, [guarded atoms]] of each stereo element of the SMILES, or None when one is not settled
    within two spheres (see guard)."""
    mol = Chem.MolFromSmiles(smiles)
    rdCIPLabeler.AssignCIPLabels(mol)
    out = []
    for atom in mol.GetAtoms():
        if atom.GetChiralTag() != Chem.ChiralType.CHI_UNSPECIFIED and atom.HasProp("_CIPCode"):
            guarded = guard(mol, atom.GetIdx())
            if guarded is None:
                return None
            out.append([[atom.GetIdx()], atom.GetProp("_CIPCode"), sorted(guarded)])
    for bond in mol.GetBonds():
        if bond.GetStereo() != Chem.BondStereo.STEREONONE and bond.HasProp("_CIPCode"):
            a, b = bond.GetBeginAtomIdx(), bond.GetEndAtomIdx()
            ga, gb = guard(mol, a, b), guard(mol, b, a)
            if ga is None or gb is None:
                return None
            out.append([sorted([a, b]), bond.GetProp("_CIPCode"), sorted(set(ga + gb))])
    return out


def flat(smiles):
    return smiles.replace("@", "").replace("/", "").replace("\\", "")


def main():
    zf = zipfile.ZipFile(JAR)
    xml_text = zf.read(RES + "arylGroups.xml").decode("utf-8")
    root = ET.fromstring(xml_text)
    block = block_forms(xml_text)
    rows = []
    skipped = []
    chosen = []
    for tl in root.iter("tokenList"):
        for t in tl.iter("token"):
            fs = forms(t)
            if (tl.get("subType") == "biochemical" and t.text in block) or (
                tl.get("subType") == "ring" and set(fs) & FROM_RING_LIST
            ):
                chosen.append((t, fs))
    # The flavonoids of simpleCyclicGroups.xml's biochemical list, its "misc" block (chrysoeriol, kaempferol,
    # dihydrokaempferol); the rest of that list is nucleotides.
    cyclic_text = zf.read(RES + "simpleCyclicGroups.xml").decode("utf-8")
    misc = block_forms(cyclic_text, "<!--misc-->", "</tokenList>")
    for tl in ET.fromstring(cyclic_text).iter("tokenList"):
        if tl.get("subType") == "biochemical":
            chosen += [(t, forms(t)) for t in tl.iter("token") if t.text in misc]
    # The isoflavonoid ring parents of naturalProducts.xml, whose stems take "an" (pterocarpan, rotenane).
    for t in ET.fromstring(zf.read(RES + "naturalProducts.xml")).iter("token"):
        if t.text in NATURAL_PRODUCT_STEMS:
            chosen.append((t, [f + "an" for f in forms(t)]))
    for t, fs in chosen:
        v, labels = t.get("value"), t.get("labels")
        if set(t.attrib) - PLAIN or not labels:
            skipped.append(f"{fs[0]} (attributes {sorted(set(t.attrib) - PLAIN)})")
            continue
        mol = Chem.MolFromSmiles(v)
        if mol is None or len(labels.split("/")) != mol.GetNumAtoms():
            skipped.append(f"{fs[0]} (labels)")
            continue
        stereo = implied_stereo(v)
        if stereo is None:
            skipped.append(f"{fs[0]} (a stereo label not settled within two spheres)")
            continue
        # A chiral compound's trivial name with its centre left open in OPSIN's SMILES (dihydrogenistein):
        # left to PubChem. Parent hydrides (flavan, isoflavan) have open centres that the name's descriptors set.
        open_centres = (
            len(list(EnumerateStereoisomers(Chem.MolFromSmiles(flat(v))))) > 1
            and not stereo
            and not set(fs) & OPEN_PARENTS
        )
        ring_only = all(a.IsInRing() for a in mol.GetAtoms())
        for f in fs:
            if not re.fullmatch(r"[a-z]+(-[0-9]+-en)?|(iso|neo)-[a-z]+(-[0-9]+-en)?", f):
                continue
            if ring_only:
                kind = "ring"
            elif open_centres:
                skipped.append(f"{f} (a chiral trivial name without its configuration)")
                continue
            else:
                # English adds "e" to names in -on (flavone, chalcone, aurone); the others are whole words.
                kind = "stem" if f.endswith("on") else "whole"
            rows.append([f, flat(v), labels, kind, stereo])
    body = json.dumps(rows, ensure_ascii=False, separators=(",", ":"))
    OUT.write_text(
        "// Generated by scripts/extract/extract_opsin_flavonoids.py from OPSIN 2.7.0's resources (Debian libopsin-java,\n"
        "// opsin-core-2.7.0.jar; MIT/Expat, Daniel Lowe; see THIRD_PARTY_NOTICES.md): do not edit.\n"
        "/** [form, SMILES without stereo marks, labels, kind, implied stereo as [[atom index, ...], CIP label,\n"
        " * [guarded atom index, ...]]]. */\n"
        "export const OPSIN_FLAVONOIDS: [string, string, string, \"ring\" | \"stem\" | \"whole\", "
        "[number[], \"R\" | \"S\" | \"E\" | \"Z\", number[]][]][] =\n"
        f"  {body};\n"
    )
    print(f"wrote {OUT}: {len(rows)} forms: " + " ".join(f"{r[0]}({r[3]}{'*' if r[4] else ''})" for r in rows))
    print("skipped: " + "; ".join(skipped))


if __name__ == "__main__":
    main()
