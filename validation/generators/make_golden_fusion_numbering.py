#!/usr/bin/python3
"""OPSIN's structures for fusion names of three rings, numbered from a fused template or by the orientation rules.

The parser builds "dibenzo[b,d]furan", "pyrido[3,2-h]quinoline" ... from the fusion name and numbers the system by
matching its skeleton onto the namer's OPSIN-checked templates (src/chem/names/fusion-numbering.ts), or, where no
template has it, by IUPAC's orientation rules FR-5 (src/chem/names/fusion-orientation.ts: "benzo[g]quinoline",
"9H-pyrido[2,3-b]indole", "naphtho[1,2-d][1,3]thiazole"; ORIENTED below). This file
holds (with the retained 9H-xanthene and 9H-thioxanthene the parser lists itself, lexicon.ts), per name, the
structure Debian's OPSIN 2.7.0 reads (canonical isomeric SMILES, Python RDKit 2022.09):
the parent, a chloro group at every CH locant of its numbering, and a few textbook derivatives. "numbered": true
rows are read by our parser and must give OPSIN's structure ("rules": true where no template numbers them); "numbered": false rows are fusion names whose
numbering neither gives (four-membered rings, seven-membered ones fused on nearby bonds, and rings of eight or more
atoms fused on two bonds not opposite each other, are outside the orientation rules read), which the parser
must refuse rather than answer with the wrong atom. For an ORIENTED parent, "k-chloro<parent>" is kept for every k
OPSIN reads as the parent with one ring H replaced by Cl (OPSIN also reads a Cl on a ring N that has no H, adding
a hydrogen elsewhere: such names are left out, the parser refuses them by design). Read by test/chem/names/fusion-numbering.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_fusion_numbering.py
"""
import json
from pathlib import Path

from rdkit import Chem, RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-fusion-numbering.jsonl"

# Parent fusion name -> its CH locants (dibenzofuran: O5; 4a, 5a, 9a, 9b fusion atoms).
NUMBERED = {
    "dibenzo[b,d]furan": "1 2 3 4 6 7 8 9",
    "dibenzofuran": "1 2 3 4 6 7 8 9",
    "dibenzo[b,d]thiophene": "1 2 3 4 6 7 8 9",
    "dibenzothiophene": "1 2 3 4 6 7 8 9",
    "pyrido[3,2-h]quinoline": "2 3 4 5 6 7 8 9",
    "dibenzo[b,e]pyrazine": "1 2 3 4 6 7 8 9",
    # Retained parents the parser lists itself (lexicon.ts OWN_RINGS), with anthracene's exceptional numbering.
    "9H-xanthene": "1 2 3 4 5 6 7 8 9",
    "9H-thioxanthene": "1 2 3 4 5 6 7 8 9",
}
DERIVATIVES = [
    "2,8-dichlorodibenzo[b,d]furan",
    "3,7-dibromodibenzo[b,d]thiophene",
    "dibenzo[b,d]furan-2-ol",
    "dibenzo[b,d]furan-3-amine",
    "dibenzo[b,d]thiophene-4-carboxylic acid",
    "2-methoxydibenzofuran",
    "1,2,3,4-tetrahydrodibenzo[b,d]furan",
    "xanthene",
    "9H-xanthen-9-one",
    "9H-xanthene-9-carboxylic acid",
    "2-chloro-9H-thioxanthen-9-one",
]
# Numbered by the orientation rules (no template): five- and six-membered rings, each atom in at most two rings.
# Carbazole's and acridine's skeletons are here under their fusion names, numbered systematically (5H-dibenzo[b,d]-
# pyrrole's NH is 5, carbazole's 9).
ORIENTED = [
    "benzo[g]quinoline", "benzo[h]quinoline", "benzo[f]quinoline", "benzo[g]isoquinoline", "benzo[h]isoquinoline",
    "benzo[f]isoquinoline", "naphtho[2,3-b]furan", "naphtho[1,2-b]furan", "naphtho[2,1-b]furan",
    "naphtho[2,3-b]thiophene", "naphtho[1,2-b]thiophene", "naphtho[2,1-b]thiophene", "naphtho[2,3-c]furan",
    "naphtho[1,2-d][1,3]thiazole", "naphtho[2,1-d][1,3]thiazole", "naphtho[1,2-d][1,3]oxazole",
    "naphtho[2,1-d][1,3]oxazole", "naphtho[2,3-d][1,3]thiazole", "1H-naphtho[2,3-d]imidazole",
    "9H-pyrido[2,3-b]indole", "9H-pyrido[3,4-b]indole", "5H-pyrido[4,3-b]indole", "5H-pyrido[3,2-b]indole",
    "thieno[2,3-b]quinoline", "thieno[3,2-b]quinoline", "thieno[2,3-c]quinoline", "thieno[3,2-c]quinoline",
    "furo[2,3-b]quinoline", "furo[3,2-b]quinoline", "5H-dibenzo[b,d]pyrrole", "benzo[b]quinoline",
    "pyrido[2,3-g]quinoline", "pyrido[3,2-g]quinoline", "1H-benzo[g]indole", "1H-benzo[e]indole", "3H-benzo[e]indole",
    "1H-benzo[f]indole", "benzo[g]quinoxaline", "benzo[f]quinoxaline", "benzo[g]quinazoline", "benzo[h]quinazoline",
    "benzo[f]quinazoline", "benzo[h]cinnoline", "benzo[c]cinnoline", "imidazo[1,2-a]quinoline",
    "imidazo[2,1-a]isoquinoline", "[1,2,4]triazolo[4,3-a]quinoline", "pyrrolo[1,2-a]quinoline",
    "pyrrolo[1,2-a]quinoxaline", "6H-indolo[2,3-b]quinoxaline", "pyrimido[4,5-b]quinoline", "5H-pyrimido[5,4-b]indole",
    "[1,3]thiazolo[4,5-b]quinoline", "1H-cyclopenta[a]naphthalene", "1H-cyclopenta[b]naphthalene",
    "naphtho[2,3-b]pyridine", "thieno[3,2-f]quinoline", "thieno[2,3-f]quinoline", "thieno[3,2-h]quinoline",
    "furo[3,2-h]quinoline", "4H-thieno[2,3-b]indole", "4H-furo[3,2-b]indole", "benzo[g]pteridine",
    "pyrazino[2,3-g]quinoxaline", "1H-pyrrolo[3,2-h]quinoline", "1H-pyrrolo[2,3-f]quinoline", "1H-imidazo[4,5-f]quinoline",
    "3H-imidazo[4,5-f]quinoline", "1H-pyrazolo[3,4-b]quinoline", "1H-pyrazolo[4,3-c]quinoline",
    "2H-pyrazolo[3,4-b]quinoline", "pyrazolo[1,5-a]quinoline", "[1,2,4]triazolo[1,5-a]quinoline",
    "tetrazolo[1,5-a]quinoline", "imidazo[1,2-a]quinoxaline", "[1,2,4]triazolo[4,3-a]quinoxaline",
    "thiopyrano[2,3-b]indole",
    # Four rings, a tricyclic component (anthracene, fluorene, carbazole, acridine, phenazine, xanthene, phenanthrene)
    # lettered round its periphery.
    "benzo[a]anthracene", "benzo[b]anthracene", "11H-benzo[a]fluorene", "11H-benzo[b]fluorene", "7H-benzo[c]fluorene",
    "11H-benzo[a]carbazole", "5H-benzo[b]carbazole", "7H-benzo[c]carbazole", "benzo[c]phenanthrene",
    "benzo[a]phenanthrene", "benzo[a]phenazine", "benzo[b]phenazine", "benzo[a]acridine", "benzo[b]acridine",
    "benzo[c]acridine", "naphtho[2,3-b]quinoline", "12H-benzo[a]xanthene", "12H-benzo[b]xanthene",
    "7H-benzo[c]xanthene", "11H-pyrido[2,3-a]carbazole", "6H-pyrido[4,3-b]carbazole",
    # A bicyclic component listed with its CH2 (indene, chromene, isochromene, thiochromene): the fusion name's own
    # indicated hydrogen places it.
    "9H-indeno[2,1-b]pyridine", "5H-indeno[1,2-b]pyridine", "9H-indeno[2,1-c]pyridine", "5H-indeno[1,2-c]pyridine",
    "5H-chromeno[2,3-b]pyridine", "5H-chromeno[4,3-b]pyridine", "7H-furo[3,2-g]chromene", "2H-furo[2,3-h]chromene",
    "4H-furo[3,2-c]chromene", "11H-indeno[1,2-b]quinoline", "6H-indeno[2,1-b]quinoline", "10H-indeno[1,2-b]quinoxaline",
    "11H-indeno[1,2-b]quinoxaline", "4H-chromeno[4,3-b]pyridine", "4H-indeno[1,2-d][1,3]thiazole",
    "8H-indeno[1,2-d][1,3]thiazole", "4H-indeno[1,2-b]furan", "4H-indeno[1,2-b]thiophene",
    "4H-thiochromeno[4,3-b]pyridine", "6H-isochromeno[4,3-b]pyridine", "12H-chromeno[2,3-b]quinoline",
    # Two benzo rings on a Hantzsch-Widman base with its own locants, or on pyran.
    "dibenzo[b,e][1,4]dioxine", "dibenzo[b,e][1,4]oxathiine", "dibenzo[b,e][1,4]dithiine",
    "10H-dibenzo[b,e][1,4]thiazine", "10H-dibenzo[b,e][1,4]oxazine", "6H-dibenzo[b,d]pyran", "6H-dibenzo[b,d]thiopyran",
    # A seven-membered ring, terminal or fused on two sides three or four bonds apart.
    "5H-dibenzo[b,f]azepine", "11H-dibenzo[b,e]azepine", "5H-dibenzo[b,e]azepine", "11H-dibenzo[b,e][1,4]diazepine",
    "5H-dibenzo[b,e][1,4]diazepine", "dibenzo[b,f][1,4]oxazepine", "dibenzo[b,f][1,4]thiazepine", "dibenzo[b,e]oxepine",
    "dibenzo[b,f]oxepine", "dibenzo[b,f]thiepine", "10,11-dihydro-5H-dibenzo[b,f]azepine",
    "5H-cyclohepta[b]naphthalene", "6H-cyclohepta[b]quinoline", "1H-naphtho[2,3-b]azepine", "1H-naphtho[1,2-b]azepine",
    "4H-thieno[2,3-b]azepine", "cyclohepta[b]indole", "6H-cyclohepta[b]quinoxaline",
    # A benzo name as a component: "[1]benzothieno", "benzimidazo" as the prefix, "benzimidazole",
    # "[1,3]benzothiazole" as the base.
    "[1]benzothieno[2,3-d]pyrimidine", "[1]benzothieno[3,2-d]pyrimidine", "[1]benzofuro[3,2-d]pyrimidine",
    "[1]benzofuro[2,3-b]pyridine", "[1]benzothieno[3,2-b]pyridine", "[1]benzothieno[2,3-c]pyridine",
    "pyrido[1,2-a]benzimidazole", "benzimidazo[1,2-a]pyridine", "[1,3]thiazolo[3,2-a]benzimidazole",
    "imidazo[2,1-b][1,3]benzothiazole", "[1,2,4]triazolo[3,4-b][1,3]benzothiazole", "[1]benzothieno[3,2-b][1]benzothiophene",
    "[1]benzofuro[3,2-b][1]benzofuran", "1H-imidazo[1,2-a]benzimidazole", "pyrimido[1,2-a]benzimidazole",
    "[1,2,4]triazino[4,3-a]benzimidazole", "benzimidazo[2,1-b][1,3]thiazole", "benzimidazo[1,2-c]quinazoline",
    "[1]benzothieno[2,3-b]quinoline", "indolo[2,1-b]quinazoline", "indolo[1,2-a]quinoxaline",
    "naphtho[2,3-b]benzofuran", "naphtho[2,1-b]benzofuran", "naphtho[1,2-b]benzofuran",
    "4H-pyrimido[2,1-b][1,3]benzothiazole", "2H-pyrimido[2,1-b][1,3]benzothiazole", "thieno[2,3-b][1]benzothiophene",
    "thieno[3,2-b][1]benzothiophene", "5,10-dihydroindeno[1,2-b]indole",
    # A benzene ring on a prefix monocycle's own bond: "benzo[4,5]thieno".
    "benzo[4,5]thieno[2,3-d]pyrimidine", "benzo[4,5]thieno[3,2-d]pyrimidine", "benzo[4,5]imidazo[1,2-a]pyridine",
    "benzo[4,5]imidazo[1,2-a]pyrimidine", "benzo[4,5]imidazo[2,1-b][1,3]thiazole", "benzo[4,5]furo[3,2-d]pyrimidine",
    "benzo[4,5]furo[2,3-b]pyridine", "benzo[4,5]thieno[3,2-b]pyridine", "benzo[4,5]thieno[2,3-b]pyridine",
    "benzo[4,5]imidazo[1,2-c]quinazoline", "benzo[4,5]thieno[2,3-c]pyridine", "benzo[4,5]imidazo[1,2-a]pyrazine",
    # A benzene ring and another prefix on two lettered bonds of one base: "benzo[b]naphtho[2,1-d]furan".
    "benzo[b]naphtho[2,1-d]furan", "benzo[b]naphtho[1,2-d]furan", "benzo[b]naphtho[2,3-d]furan",
    "benzo[b]naphtho[2,1-d]thiophene", "benzo[b]naphtho[1,2-d]thiophene", "benzo[b]naphtho[2,3-d]thiophene",
    "benzo[b]thieno[2,3-d]pyridine", "benzo[b]furo[2,3-d]pyridine", "benzo[f]pyrido[1,2-a]indole",
    "benzo[g]pyrido[2,3-b]quinoline", "benzo[h]naphtho[1,2-b]quinoline", "benzo[e]pyrido[1,2-a]benzimidazole",
    "benzo[a]pyrido[2,3-c]phenazine",
    # Benzo rings on a carbocycle named by its size (P-25.7.1.2).
    "5H-benzo[7]annulene", "7H-benzo[7]annulene", "6,7,8,9-tetrahydro-5H-benzo[7]annulene", "5H-dibenzo[a,d][7]annulene",
    "10,11-dihydro-5H-dibenzo[a,d][7]annulene",
    # A benzene ring on a carbocyclic prefix's own bond: "benzo[4,5]cyclohepta", "benzo[4,5]cyclopenta".
    "5H-benzo[4,5]cyclohepta[1,2-b]pyridine", "11H-benzo[5,6]cyclohepta[1,2-b]pyridine",
    "4H-benzo[4,5]cyclohepta[1,2-b]thiophene", "10H-benzo[4,5]cyclohepta[1,2-b]thiophene",
    "5H-benzo[4,5]cyclopenta[1,2-b]pyridine", "4H-benzo[4,5]cyclopenta[1,2-b]thiophene",
    "5H-cyclohepta[1,2-b]pyridine",
    # A ring of eight or more atoms fused on two opposite bonds, drawn straight through (a hexagon's opposite sides).
    "dibenzo[b,g][1,6]diazecine", "5,6,11,12-tetrahydrodibenzo[a,e][8]annulene",
    "6,7,8,9,10,11-hexahydrocycloocta[b]quinoxaline", "5,6,11,12-tetrahydrodibenzo[b,f]azocine",
    "5,6,11,12-tetrahydrodibenzo[b,f][1,5]diazocine", "6,12-dihydrodibenzo[b,f][1,5]dioxocine",
    # an odd ring's two bonds half round (either of them), and the carbocycles cited by size up to cyclododeca
    "6,7,8,9,10,11,12,13-octahydro-5H-benzo[7,8]cycloundeca[1,2-b]pyridine",
    "6,7,8,9,10,11,12,13-octahydrocyclodeca[b]quinoxaline",
    "5,6,7,8,9,10,11,12-octahydrocyclodeca[b]pyridine", "5,6,7,8,9,10,11,12,13,14-decahydrocyclododeca[b]pyridine",
    # multiparent names (FR-3.5): a copy of the base on each locant pair of the central component
    "benzo[1,2-b:4,5-b']dithiophene", "benzo[1,2-b:4,5-b']difuran", "benzo[1,2-b:3,4-b']difuran",
    "benzo[1,2-b:5,4-b']dithiophene", "benzo[1,2-b:4,3-b']dithiophene", "benzo[1,2-b:3,4-b':5,6-b'']trithiophene",
    # "bis" before a Hantzsch-Widman or benzo-named base
    "benzo[1,2-d:4,5-d']bis[1,3]thiazole", "benzo[1,2-d:4,5-d']bisoxazole", "benzo[1,2-b:4,5-b']bis[1]benzothiophene",
    "1,5-dihydrobenzo[1,2-d:4,5-d']bisimidazole", "1,5-dihydrobenzo[1,2-b:4,5-b']dipyrrole",
]
ORIENTED_DERIVATIVES = [
    "2-methylbenzo[g]quinoline", "benzo[h]quinolin-10-ol", "9H-pyrido[3,4-b]indol-1-amine",
    "1-methyl-9H-pyrido[3,4-b]indole", "7-methoxy-1-methyl-9H-pyrido[3,4-b]indole", "naphtho[2,1-b]furan-2-carboxylic acid",
    "2-methylnaphtho[1,2-d][1,3]thiazole", "5,6-dihydrobenzo[h]quinoline", "2,3-dihydro-1H-cyclopenta[a]naphthalene",
    "7,12-dimethylbenzo[a]anthracene", "benzo[a]anthracene-7,12-dione", "11H-benzo[a]fluoren-11-one",
    "7H-furo[3,2-g]chromen-7-one", "furo[3,2-g]chromen-7-one", "9-methoxy-7H-furo[3,2-g]chromen-7-one",
    "5H-indeno[1,2-b]pyridin-5-one", "5H-chromeno[2,3-b]pyridin-5-one",
    "6H-dibenzo[b,d]pyran-6-one", "2,3,7,8-tetrachlorodibenzo[b,e][1,4]dioxine",
    "5,10-dihydrodibenzo[b,e][1,4]diazine", "6,6,9-trimethyl-3-pentyl-6H-dibenzo[b,d]pyran-1-ol",
    "5-[3-(dimethylamino)propyl]-10,11-dihydro-5H-dibenzo[b,f]azepine", "5H-dibenzo[b,f]azepine-5-carboxamide",
    "3-chloro-10,11-dihydro-5H-dibenzo[b,f]azepine", "5,6,7,8,9,10-hexahydrocyclohepta[b]indole",
    "[1]benzothieno[2,3-d]pyrimidin-4-amine", "5,6,7,8-tetrahydro[1]benzothieno[2,3-d]pyrimidin-4(3H)-one",
    "indolo[2,1-b]quinazoline-6,12-dione", "benzo[4,5]thieno[2,3-d]pyrimidin-4-amine",
    "3-(10,11-dihydro-5H-dibenzo[a,d][7]annulen-5-ylidene)-N,N-dimethylpropan-1-amine",
    "6,7,8,9-tetrahydro-5H-benzo[7]annulen-5-one",
    "6,11-dihydro-5H-benzo[5,6]cyclohepta[1,2-b]pyridine", "8-chloro-6,11-dihydro-5H-benzo[5,6]cyclohepta[1,2-b]pyridin-11-one",
    "ethyl 4-(8-chloro-5,6-dihydro-11H-benzo[5,6]cyclohepta[1,2-b]pyridin-11-ylidene)piperidine-1-carboxylate",
    "9,10-dihydro-4H-benzo[4,5]cyclohepta[1,2-b]thiophen-4-one",
    "4-(9,10-dihydro-4H-benzo[4,5]cyclohepta[1,2-b]thiophen-4-ylidene)-1-methylpiperidine",
    "1H-benzo[4,5]cyclopenta[1,2-b]pyridine",
    "6,13-ethano-6,13-methanodibenzo[b,g][1,6]diazecine",
    "6,14:7,14-dimethanobenzo[7,8]cycloundeca[1,2-b]pyridine",
    "2,6-dibromobenzo[1,2-b:4,5-b']dithiophene", "4,8-dimethoxybenzo[1,2-b:4,5-b']dithiophene",
    "benzo[1,2-b:4,5-b']dithiophene-4,8-dione", "2-benzyl-2-methoxybenzo[1,2-b:3,4-b\u2032]difuran-3(2H)-one",
]
# Read by OPSIN, numbered systematically; neither a template nor the orientation rules read here number them.
REFUSED = [
    "2-chlorocyclobuta[b]naphthalene",
    "1-chlorocyclobuta[b]naphthalene",
    # dibenzo[c,e]azepine: the seven-membered ring's fusion bonds two apart, drawn upright by OPSIN, not read here.
    "2-chloro-5H-dibenzo[c,e]azepine",
    "5H-dibenzo[c,e]azepine",
    # the same on a carbocyclic prefix (benzo[6,7]cyclohepta)
    "5H-benzo[6,7]cyclohepta[1,2-b]pyridine",
    "5H-benzo[3,4]cyclohepta[1,2-b]pyridine",
    # an eight-membered ring fused on bonds five apart, not opposite (OPSIN draws it bent)
    "5,6,7,12-tetrahydrodibenzo[b,g]azocine",
]


def joined(prefix, parent):
    """A prefix before a parent: a hyphen when the parent starts with a locant, indicated hydrogen or bracket."""
    return f"{prefix}-{parent}" if parent[0].isdigit() or parent[0] == "[" else f"{prefix}{parent}"


def substitutes_a_ring_h(parent_smiles, smiles):
    """True where the structure is the parent with one H replaced by Cl (the Cl written back as H gives the parent)."""
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        return False
    cl = [a for a in mol.GetAtoms() if a.GetSymbol() == "Cl"]
    if len(cl) != 1:
        return False
    editable = Chem.RWMol(mol)
    editable.GetAtomWithIdx(cl[0].GetIdx()).SetAtomicNum(1)
    back = Chem.RemoveHs(editable.GetMol())
    return Chem.MolToSmiles(back) == parent_smiles


def main():
    numbered = []
    for parent, locants in NUMBERED.items():
        numbered.append(parent)
        joint = "-" if parent[0].isdigit() else ""
        numbered += [f"{loc}-chloro{joint}{parent}" for loc in locants.split()]
    numbered += DERIVATIVES
    tried = [joined(f"{k}-chloro", p) for p in ORIENTED for k in range(1, 21)]
    opsin = run_opsin(numbered + ORIENTED + tried + ORIENTED_DERIVATIVES + REFUSED)
    numbered += ORIENTED
    for parent in ORIENTED:
        parent_smiles = canonical(opsin.get(parent))
        for k in range(1, 21):
            name = joined(f"{k}-chloro", parent)
            smiles = canonical(opsin.get(name))
            if smiles is not None and substitutes_a_ring_h(parent_smiles, smiles):
                numbered.append(name)
    numbered += ORIENTED_DERIVATIVES
    by_rules = set(numbered[len(numbered) - len(ORIENTED_DERIVATIVES):]) | set(ORIENTED)
    by_rules |= {n for n in numbered if any(n.endswith(p) for p in ORIENTED)}
    rows = [{"name": n, "numbered": True, "rules": n in by_rules, "opsin": canonical(opsin.get(n))} for n in numbered]
    rows += [{"name": n, "numbered": False, "opsin": canonical(opsin.get(n))} for n in REFUSED]
    missing = [r["name"] for r in rows if r["opsin"] is None]
    if missing:
        raise SystemExit(f"OPSIN did not read: {missing}")
    GOLDEN.write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(f"{len(rows)} rows -> {GOLDEN.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
