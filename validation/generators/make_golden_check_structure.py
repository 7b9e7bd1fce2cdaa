"""Golden data for check_structure (issue 29), from Python RDKit 2022.09 and Debian's OPSIN 2.7.0 answers.

Writes validation/golden/check-structure.json:
- facts: for the first 150 NCI, 100 ChEMBL and 50 WEHI molecules Python parses, what each claim of check_structure
  should find: CalcMolFormula, Descriptors.MolWt, ExactMolWt, heavy atoms, independent rings (bonds - atoms +
  fragments), CalcNumAromaticRings, Chem.FindPotentialStereo's tetrahedral centres, rdMolDescriptors.CalcNumHBD (the
  embedded build's NumHBD), net formal charge. No acceptor count: NumHBA's definition changed after 2022.09 (RDKit
  2024; tools.md takes it from the embedded build), so the test checks check_structure's hba against calc_properties'.
- name_pairs: a name and a SMILES, from validation/golden/names-opsin.jsonl (OPSIN 2.7.0's structure for each name,
  canonicalised by Python RDKit), with what check_structure must say:
  - "same": the name with its own structure (the claim agrees, or is unverified when our parser cannot read it);
  - "locant": two names that differ only in their digits and give different structures (name A with B's SMILES);
  - "substituent": two names that differ only in one halogen prefix (chloro/bromo/fluoro/iodo);
  - "stereo": a name with its structure's mirror image or other isomer: every tetrahedral centre inverted
    (Atom.InvertChirality), kept only when the canonical SMILES changes (not meso), and (E)/(Z) names paired with
    the name of the other geometry.
  A mismatched pair must never agree.

Run: /usr/bin/python3 validation/generators/make_golden_check_structure.py
"""
import json
import re
import sys
from pathlib import Path

from rdkit import Chem, RDLogger
from rdkit.Chem import Descriptors, rdMolDescriptors

sys.path.insert(0, str(Path(__file__).parent))
from molecules import molecule_sets  # noqa: E402

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden"


def fragments(mol):
    return len(Chem.GetMolFrags(mol))


def facts_of(mol):
    centres = [
        info.centeredOn
        for info in Chem.FindPotentialStereo(Chem.Mol(mol))
        if info.type == Chem.StereoType.Atom_Tetrahedral
    ]
    return {
        "formula": rdMolDescriptors.CalcMolFormula(mol),
        "molecular_weight": round(Descriptors.MolWt(mol), 4),
        "exact_mass": round(Descriptors.ExactMolWt(mol), 5),
        "heavy_atom_count": mol.GetNumHeavyAtoms(),
        "ring_count": mol.GetNumBonds() - mol.GetNumAtoms() + fragments(mol),
        "aromatic_ring_count": rdMolDescriptors.CalcNumAromaticRings(mol),
        "stereocentre_count": len(centres),
        "hbd": rdMolDescriptors.CalcNumHBD(mol),
        "formal_charge": Chem.GetFormalCharge(mol),
    }


def facts():
    wanted = {"nci": 150, "chembl": 100, "wehi": 50}
    taken = {key: 0 for key in wanted}
    rows = []
    for set_name, smiles, ident in molecule_sets():
        if taken[set_name] >= wanted[set_name]:
            continue
        mol = Chem.MolFromSmiles(smiles)
        if mol is None or mol.GetNumAtoms() == 0 or mol.GetNumAtoms() > 150:
            continue
        taken[set_name] += 1
        rows.append({"set": set_name, "id": ident, "smiles": smiles, **facts_of(mol)})
    return rows


def canonical(smiles):
    mol = Chem.MolFromSmiles(smiles)
    return Chem.MolToSmiles(mol) if mol is not None else None


HALOGEN = re.compile(r"(chloro|bromo|fluoro|iodo)")


def name_pairs():
    names = [json.loads(line) for line in (GOLDEN / "names-opsin.jsonl").read_text().splitlines() if line.strip()]
    names = [r for r in names if r.get("opsin") and r["set"] in ("ours", "pubchem-style")]
    by_name = {r["name"]: canonical(r["opsin"]) for r in names}
    pairs = []
    # same: every 10th name, with its own structure.
    for r in names[::10]:
        if by_name[r["name"]]:
            pairs.append({"kind": "same", "name": r["name"], "smiles": by_name[r["name"]]})
    # locant and substituent: names grouped by what is left when their digits (or one halogen) are blanked.
    for kind, key in (("locant", lambda n: re.sub(r"\d", "#", n)), ("substituent", lambda n: HALOGEN.sub("X", n, count=1))):
        groups = {}
        for r in names:
            blank = key(r["name"])
            if blank != r["name"]:
                groups.setdefault(blank, []).append(r["name"])
        count = 0
        for members in groups.values():
            for a, b in zip(members, members[1:]):
                sa, sb = by_name[a], by_name[b]
                if sa and sb and sa != sb and count < 150:
                    pairs.append({"kind": kind, "name": a, "smiles": sb, "name_smiles": sa})
                    count += 1
    # stereo: every centre inverted; (E)/(Z) names paired with the other geometry's name.
    count = 0
    for r in names:
        smiles = by_name[r["name"]]
        if not smiles or "@" not in smiles or count >= 80:
            continue
        mol = Chem.MolFromSmiles(smiles)
        for atom in mol.GetAtoms():
            if atom.GetChiralTag() != Chem.ChiralType.CHI_UNSPECIFIED:
                atom.InvertChirality()
        other = Chem.MolToSmiles(mol)
        if other != smiles:
            pairs.append({"kind": "stereo", "name": r["name"], "smiles": other, "name_smiles": smiles})
            count += 1
    geometry = {}
    for r in names:
        m = re.match(r"^\((\d*)([EZ])\)-(.*)$", r["name"])
        if m:
            geometry.setdefault((m.group(1), m.group(3)), {})[m.group(2)] = r["name"]
    for both in geometry.values():
        if "E" in both and "Z" in both:
            se, sz = by_name[both["E"]], by_name[both["Z"]]
            if se and sz and se != sz:
                pairs.append({"kind": "stereo", "name": both["E"], "smiles": sz, "name_smiles": se})
    return pairs


def main():
    doc = {
        "rdkit": Chem.rdBase.rdkitVersion,
        "facts": facts(),
        "name_pairs": name_pairs(),
    }
    (GOLDEN / "check-structure.json").write_text(json.dumps(doc, indent=0, sort_keys=True) + "\n")
    kinds = {}
    for p in doc["name_pairs"]:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    print(f"facts {len(doc['facts'])}, name pairs {kinds}")


if __name__ == "__main__":
    main()
