#!/usr/bin/python3
"""OPSIN's structures for textbook carbohydrate names, beside OPSIN's own test names (set "opsin-tests", class
"carbohydrates", in names-opsin.jsonl).

The parser reads carbohydrate nomenclature (IUPAC-IUBMB 1996) in src/chem/names/carbohydrates.ts. This file holds,
per name, the structure Debian's OPSIN 2.7.0 reads (canonical isomeric SMILES, Python RDKit 2022.09): the aldoses
and ketoses by their trivial names in both series, their ring forms and anomers, glycosides, alditols, aldonic,
uronic and aldaric acids, lactones, deoxy and amino sugars, O-substituted sugars, phosphates, glycosyl halides and
the common disaccharides written with their links. "refuse": true rows are names the parser must not answer
(OPSIN's answer, when it has one, is kept for the record). Read by test/chem/names/carbohydrates.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_carbohydrates.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-carbohydrates.jsonl"

STEMS = ["erythrose", "threose", "ribose", "arabinose", "xylose", "lyxose", "allose", "altrose", "glucose",
         "mannose", "gulose", "idose", "galactose", "talose", "fucose", "rhamnose", "quinovose",
         "erythrulose", "ribulose", "xylulose", "psicose", "fructose", "sorbose", "tagatose", "sedoheptulose"]

NAMES = (
    [f"D-{s}" for s in STEMS]
    + [f"L-{s}" for s in STEMS]
    + [
        "alpha-D-glucopyranose", "beta-D-glucopyranose", "D-glucopyranose", "alpha-D-glucofuranose",
        "beta-D-galactopyranose", "alpha-D-mannopyranose", "beta-D-ribofuranose", "alpha-D-ribopyranose",
        "beta-D-xylopyranose", "alpha-L-arabinofuranose", "alpha-L-fucopyranose", "alpha-L-rhamnopyranose",
        "beta-D-fructofuranose", "beta-D-fructopyranose", "alpha-L-sorbopyranose", "beta-D-ribulofuranose",
        "beta-L-idopyranose", "alpha-D-talopyranose",
        "methyl alpha-D-glucopyranoside", "methyl beta-D-glucopyranoside", "ethyl beta-D-galactopyranoside",
        "phenyl beta-D-glucopyranoside", "methyl alpha-D-mannopyranoside", "methyl beta-D-ribofuranoside",
        "benzyl alpha-L-rhamnopyranoside", "methyl alpha-L-fucopyranoside",
        "phenyl 1-thio-beta-D-glucopyranoside", "methyl 2,3,4,6-tetra-O-methyl-alpha-D-glucopyranoside",
        "1,2,3,4,6-penta-O-acetyl-beta-D-glucopyranose", "2,3,4,6-tetra-O-acetyl-alpha-D-glucopyranosyl bromide",
        "2,3,4,6-tetra-O-methyl-D-glucose", "6-O-methyl-D-galactose", "3-O-benzyl-D-glucose",
        "D-glucitol", "D-mannitol", "galactitol", "ribitol", "xylitol", "erythritol", "D-threitol", "L-iditol",
        "D-arabinitol", "L-rhamnitol",
        "D-gluconic acid", "D-galactonic acid", "L-arabinonic acid", "D-gluconate", "ethyl D-gluconate",
        "D-glucuronic acid", "D-galacturonic acid", "L-iduronic acid", "D-mannuronic acid",
        "beta-D-glucopyranuronic acid", "methyl beta-D-glucopyranosiduronic acid",
        "D-glucaric acid", "galactaric acid", "D-mannaric acid", "L-threaric acid", "xylaric acid",
        "D-glucono-1,5-lactone", "D-glucono-1,4-lactone", "D-galactono-1,4-lactone", "D-glucurono-6,3-lactone",
        "2-deoxy-D-ribose", "2-deoxy-D-glucose", "6-deoxy-D-glucose", "2-deoxy-beta-D-erythro-pentofuranose",
        "6-deoxy-L-mannose", "6-deoxy-alpha-L-galactopyranose", "3,6-dideoxy-D-xylo-hexose",
        "2-amino-2-deoxy-D-glucose", "2-amino-2-deoxy-D-galactose", "2-acetamido-2-deoxy-D-glucose",
        "2-acetamido-2-deoxy-beta-D-glucopyranose", "2-acetamido-2-deoxy-alpha-D-galactopyranose",
        "2-deoxy-2-fluoro-D-glucose", "6-deoxy-6-fluoro-D-galactose", "3-deoxy-3-fluoro-D-glucose",
        "D-glycero-D-gulo-heptose", "D-manno-hept-2-ulose", "L-glycero-D-manno-heptose",
        "D-erythro-pent-2-ulose", "D-threo-pent-2-ulose", "D-glycero-tetrulose", "L-xylo-hex-2-ulose",
        "D-arabino-hex-2-ulose", "D-gluco-hexose", "D-ribo-pentose", "D-xylo-hexopyranose",
        "D-glucose 6-phosphate", "alpha-D-glucopyranose 1-phosphate", "beta-D-fructofuranose 6-phosphate",
        "D-ribose 5-phosphate", "alpha-D-glucopyranosyl fluoride", "beta-D-ribofuranosyl chloride",
        "beta-D-galactopyranosyl-(1->4)-D-glucopyranose", "beta-D-galactopyranosyl-(1->4)-beta-D-glucopyranose",
        "alpha-D-glucopyranosyl-(1->4)-D-glucopyranose", "alpha-D-glucopyranosyl-(1->4)-alpha-D-glucopyranose",
        "beta-D-glucopyranosyl-(1->4)-D-glucopyranose", "alpha-D-glucopyranosyl-(1->6)-D-glucopyranose",
        "alpha-D-galactopyranosyl-(1->6)-D-glucopyranose", "alpha-L-fucopyranosyl-(1->2)-D-galactopyranose",
        "beta-D-fructofuranosyl alpha-D-glucopyranoside", "alpha-D-glucopyranosyl alpha-D-glucopyranoside",
        "4-O-beta-D-galactopyranosyl-D-glucopyranose", "6-O-alpha-D-glucopyranosyl-D-glucopyranose",
        "2,3-di-O-methyl-D-glucose", "2,3,5-tri-O-benzoyl-beta-D-ribofuranose",
        "methyl 2-deoxy-alpha-D-erythro-pentofuranoside", "5-thio-D-glucose", "1-thio-beta-D-glucopyranose",
        "3-C-methyl-D-allose", "2-C-methyl-D-erythritol",
        "apiose", "D-apiose", "hamamelose",
        # chains and branches: each residue goes on the next one, a bracketed branch on the residue after it
        "alpha-D-glucopyranosyl-(1->4)-alpha-D-glucopyranosyl-(1->4)-D-glucopyranose",
        "alpha-L-fucopyranosyl-(1->2)-beta-D-galactopyranosyl-(1->4)-D-glucopyranose",
        "beta-D-galactopyranosyl-(1->4)-beta-D-glucopyranosyl-(1->6)-D-glucopyranose",
        "alpha-D-mannopyranosyl-(1->3)-[alpha-D-mannopyranosyl-(1->6)]-D-mannopyranose",
        "beta-D-glucopyranosyl-(1->3)-[beta-D-glucopyranosyl-(1->6)]-beta-D-glucopyranosyl-(1->3)-D-glucopyranose",
        "alpha-D-galactopyranosyl-(1->3)-[alpha-L-fucopyranosyl-(1->2)]-beta-D-galactopyranosyl-(1->4)-D-glucopyranose",
        # unsaturated and anhydro sugars, glycals, lactones, CIP descriptors
        "D-glucal", "D-galactal", "tri-O-acetyl-D-glucal", "3,4,6-tri-O-acetyl-D-glucal",
        "1,5-anhydro-D-glucitol", "1,6-anhydro-beta-D-glucopyranose", "2,3-dideoxy-alpha-D-erythro-hex-2-enopyranose",
        "L-threo-hex-2-enono-1,4-lactone", "D-glucaro-1,4:6,3-dilactone", "D-glucurono-6,3-lactone",
        "3-O-[(R)-1-carboxyethyl]-D-glucose", "2-acetamido-3-O-[(R)-1-carboxyethyl]-2-deoxy-D-glucose",
        "N-acetylneuraminic acid", "N-acetyl-alpha-neuraminic acid", "N-acetyl-beta-neuraminic acid",
        "methyl 2-deoxy-beta-D-erythro-pentofuranoside", "2-deoxy-2-fluoro-beta-D-glucopyranosyl fluoride",
        # groups without C-/O- markers, ends of the chain, acid forms, systematic names of the common sugars
        "3-methyl-D-glucose", "2-amino-D-glucose", "6-chloro-6-deoxy-D-glucose", "6-O-methyl-D-glucopyranose",
        "5-O-methyl-D-glucopyranose", "2-O-methyl-D-fructofuranose", "methyl D-glucopyranoside",
        "ethyl 2-acetamido-2-deoxy-beta-D-glucopyranoside", "2,3,4-tri-O-methyl-L-fucose", "1-deoxy-D-fructose",
        "6-deoxy-D-fructose", "D-ribo-hex-2-ulose", "L-arabino-hexose", "D-threo-tetrose", "D-erythro-tetrulose",
        "D-glycero-D-galacto-heptose", "beta-D-galactofuranose", "alpha-D-xylofuranose",
        "methyl 5-O-methyl-beta-D-ribofuranoside", "D-glucuronamide", "D-gluconamide", "D-glucononitrile",
        "D-glucaro-1,4-lactone", "L-gulono-1,4-lactone", "D-xylonic acid", "3-deoxy-D-manno-oct-2-ulosonic acid",
        "D-glycero-D-manno-heptitol", "alpha-D-glucopyranosyl-(1->1)-alpha-D-glucopyranoside",
        "2-deoxy-2-(methylamino)-L-glucose", "4,6-O-benzylidene-D-glucose", "D-glucose 1,6-bisphosphate",
        "alpha-L-idopyranuronic acid", "methyl alpha-D-glucofuranoside", "beta-D-glucopyranosyl azide",
        "2,3:4,5-di-O-isopropylidene-beta-D-fructopyranose", "D-mannose 6-phosphate", "L-fucitol", "D-fucose",
        "6-deoxy-L-talose", "2-deoxy-L-fucose", "3-O-methyl-D-glucose", "1,2-O-isopropylidene-alpha-D-glucofuranose",
        # amino sugars by their trivial names, carbonyl derivatives, N-substituted amides
        "D-glucosamine", "glucosamine", "N-acetyl-D-glucosamine", "N-acetylglucosamine", "N-acetyl-beta-D-glucosamine",
        "D-galactosamine", "N-acetyl-D-galactosamine", "D-mannosamine", "N-acetyl-alpha-D-mannosamine",
        "D-glucose oxime", "D-galactose phenylhydrazone", "D-arabino-hexos-2-ulose bis(phenylhydrazone)",
        "N-methyl-D-gluconamide", "N,N-diethyl-D-galactonamide", "N-phenyl-D-glucuronamide",
        # unlocanted O- groups: on every free OH
        "penta-O-acetyl-beta-D-glucopyranose", "tetra-O-acetyl-alpha-D-glucopyranosyl bromide",
        "methyl tetra-O-acetyl-beta-D-glucopyranoside", "tetra-O-acetyl-beta-D-glucopyranose",
        "hexa-O-acetyl-D-glucitol", "penta-O-methyl-D-glucose",
        "methyl 2,3,4,6-tetra-O-acetyl-beta-D-glucopyranoside", "1,2,3,4,5,6-hexa-O-acetyl-D-glucitol",
        # acetals and dithioacetals of the open chain's C=O (mercaptal: the older word), two of one group
        "D-glucose diethyl mercaptal", "D-glucose dimethyl acetal", "D-galactose diethyl dithioacetal",
        "D-mannose diethyl mercaptal", "L-arabinose diethyl mercaptal", "D-ribose dibenzyl dithioacetal",
        "D-xylose dimethyl acetal", "D-fructose dimethyl ketal", "D-fructose diethyl mercaptal",
        "D-fructose dimethyl acetal", "2-deoxy-D-erythro-pentose diethyl dithioacetal",
        "D-glucose bis(2-hydroxyethyl) acetal", "D-glucuronic acid dimethyl acetal",
        "2-deoxy-D-arabino-hex-1-enose diethyl dithioacetal", "2-deoxy-D-erythro-pent-1-enose dimethyl acetal",
        # the disaccharides OPSIN reads by their trivial names
        "lactose", "beta-lactose", "alpha-lactose", "beta-rutinose", "alpha-rutinose",
        # CAS's apiofuranosyl as an O-substituent of another residue
        "6-O-(D-apio-beta-D-furanosyl)-beta-D-glucopyranose",
    ]
)

# Names the parser must refuse: no configuration for a chiral structure, two groups on one deoxy carbon whose
# sides the name does not give, an anomer on an open chain, a ring the chain cannot close.
REFUSE = [
    "gluco-hexose", "arabino-hex-2-ulose", "2-bromo-2-chloro-2-deoxy-alpha-D-glucopyranose",
    "alpha-D-glucose", "D-glycero-hexose", "D-glucoseptanuronic acid", "methyl D-glucitol",
    # a ring form has no C=O for the acetal; "ketal" on an aldose's CHO (OPSIN reads it as the acetal)
    "D-glucopyranose dimethyl acetal", "D-glucose dimethyl ketal",
    # rutinose without its anomer (OPSIN takes beta), a series letter on a disaccharide whose residues fix theirs
    "rutinose", "D-lactose",
]


def main():
    answers = run_opsin(NAMES + REFUSE)
    with GOLDEN.open("w") as out:
        for name in NAMES + REFUSE:
            row = {"name": name, "opsin": canonical(answers.get(name)), "refuse": name in REFUSE}
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    missing = [n for n in NAMES if not answers.get(n)]
    print(f"{len(NAMES) + len(REFUSE)} names written to {GOLDEN.relative_to(ROOT)}; OPSIN read no structure for"
          f" {len(missing)}: {missing}")


if __name__ == "__main__":
    main()
