"""The expected products of the SN2 inversion templates' examples (issue 31), written once into
validation/data/reaction-examples.jsonl.

Inversion written geometrically, without any reaction code: the substrate SMILES with the halogen replaced by the
nucleophile in the same place (so the neighbour order is unchanged) and the reacting carbon's @/@@ swapped.
Python RDKit only checks that the SMILES parse and reports the CIP labels in `evidence`.

Run: /usr/bin/python3 validation/generators/sn2_inversion_examples.py   (prints the JSONL rows)
"""
import json
from rdkit import Chem

C = "Clayden, Greeves, Warren, Organic Chemistry, 2nd ed. (Oxford University Press, 2012), chapter 15 (SN2 goes with inversion)"
H = "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (inversion in SN2 substitution at a secondary carbon)"
CASES = [
    ("sn2_azide_inversion", "C[C@@H](Br)CC", "(Br)", "[N-]=[N+]=[N-]", "(N=[N+]=[N-])", C),
    ("sn2_azide_inversion", "C[C@@H](Br)CCCCCC", "(Br)", "[N-]=[N+]=[N-]", "(N=[N+]=[N-])", H),
    ("sn2_azide_inversion", "CC[C@H](Br)CCC", "(Br)", "[N-]=[N+]=[N-]", "(N=[N+]=[N-])", C),
    ("sn2_cyanide_inversion", "C[C@@H](Br)CC", "(Br)", "[C-]#N", "(C#N)", C),
    ("sn2_cyanide_inversion", "C[C@H](I)CCCC", "(I)", "[C-]#N", "(C#N)", H),
    ("sn2_cyanide_inversion", "CC[C@@H](Cl)CCC", "(Cl)", "[C-]#N", "(C#N)", C),
    ("sn2_oxyanion_inversion", "C[C@@H](Br)CC", "(Br)", "[S-]c1ccccc1", "(Sc1ccccc1)", C),
    ("sn2_oxyanion_inversion", "C[C@H](I)CCCC", "(I)", "C[O-]", "(OC)", H),
    ("sn2_oxyanion_inversion", "CC[C@@H](Br)C", "(Br)", "[O-]c1ccccc1", "(Oc1ccccc1)", C),
    ("n_alkylation_inversion", "C[C@@H](Br)CC", "(Br)", "C1CCNCC1", "(N1CCCCC1)", C),
    ("n_alkylation_inversion", "C[C@H](I)CCCC", "(I)", "NCc1ccccc1", "(NCc1ccccc1)", H),
    ("n_alkylation_inversion", "CC[C@@H](Br)CCC", "(Br)", "C1COCCN1", "(N1CCOCC1)", C),
    ("s_alkylation_inversion", "C[C@@H](Br)CC", "(Br)", "Sc1ccccc1", "(Sc1ccccc1)", C),
    ("s_alkylation_inversion", "C[C@H](I)CCCC", "(I)", "SCc1ccccc1", "(SCc1ccccc1)", H),
    ("s_alkylation_inversion", "CC[C@@H](Br)C", "(Br)", "CCS", "(SCC)", C),
    ("williamson_ether_inversion", "C[C@@H](Br)CC", "(Br)", "Oc1ccccc1", "(Oc1ccccc1)", C),
    ("williamson_ether_inversion", "C[C@H](I)CCCC", "(I)", "Oc1ccc(Cl)cc1", "(Oc1ccc(Cl)cc1)", H),
    ("williamson_ether_inversion", "CC[C@@H](Br)C", "(Br)", "Oc1ccc(C)cc1", "(Oc1ccc(C)cc1)", C),
    ("c_alkylation_inversion", "C[C@@H](Br)CC", "(Br)", "CCOC(=O)CC(=O)OCC", "(C(C(=O)OCC)C(=O)OCC)", C),
    ("c_alkylation_inversion", "C[C@H](I)CCCC", "(I)", "CCOC(=O)CC(=O)OCC", "(C(C(=O)OCC)C(=O)OCC)", H),
    ("c_alkylation_inversion", "CC[C@@H](Br)C", "(Br)", "N#CCC(=O)OCC", "(C(C#N)C(=O)OCC)", C),
    ("o_alkylation_carboxylate_inversion", "C[C@@H](Br)CC", "(Br)", "OC(=O)c1ccccc1", "(OC(=O)c1ccccc1)", C),
    ("o_alkylation_carboxylate_inversion", "C[C@H](I)CCCC", "(I)", "CC(=O)O", "(OC(C)=O)", H),
    ("o_alkylation_carboxylate_inversion", "CC[C@@H](Br)C", "(Br)", "OC(=O)CCc1ccccc1", "(OC(=O)CCc1ccccc1)", C),
]


def invert(smiles, leaving, group):
    at = smiles.index("@")
    flipped = smiles[:at] + ("@" if smiles[at : at + 2] == "@@" else "@@") + smiles[at + (2 if smiles[at : at + 2] == "@@" else 1) :]
    return flipped.replace(leaving, group, 1)


def labels(smiles):
    return Chem.FindMolChiralCenters(Chem.MolFromSmiles(smiles))


for template, substrate, leaving, nucleophile, group, source in CASES:
    expected = invert(substrate, leaving, group)
    print(json.dumps({
        "template": template, "reactants": [substrate, nucleophile], "expected": expected,
        "source": f"{source}; substrate {substrate} -> {expected}", "checked": "unverified", "url": None,
        "evidence": f"not verified: a textbook-style example of the inversion rule written for issue 31 on 2026-12-02 (CIP {labels(substrate)} -> {labels(expected)}); no stored page showing this reaction was read.",
    }, ensure_ascii=False))
