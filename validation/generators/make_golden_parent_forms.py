#!/usr/bin/python3
"""OPSIN's structures for the parent names and numbering rules of issue 28's third names pass (src/chem/names:
opsin-parents.ts' retained parents and hydrides, the nucleobases, methyl rings, bare "-in" stems, benzofuran as 1-benzofuran, the
unsaturation's lowest locants on a chain, a listed NH giving way to hydro prefixes, Z on a small-ring double bond, E/Z on a larger ring's, skeletal replacement in a monocycle).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers most of them: OPSIN assumes a default the name
does not give (xylene, cresol: 1,2; butene: but-1-ene; benzopyran: 2H-1-benzopyran; (E)-cycloheptene: the E is dropped; 1-methylpyrrol-2-one: 1,3- or 1,5-dihydro; oxacyclohexene: its ene at 2 or 3).
Read by test/chem/names/parent-forms.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_parent_forms.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-parent-forms.jsonl"

READ = [
    # retained parents and mononuclear hydrides (opsin-parents.ts)
    "acetylene", "dichloroacetylene", "phenylacetylene", "diphenylacetylene",
    "oxamide", "tetramethyloxamide", "sulfamide", "diacetamide", "cyanamide", "dimethylcyanamide",
    "phosphoramide", "hexamethylphosphoramide",
    "hydrazine", "phenylhydrazine", "(4-nitrophenyl)hydrazine", "1,1-dimethylhydrazine", "1,2-diphenylhydrazine",
    "hydroxylamine", "O-methylhydroxylamine", "N-methylhydroxylamine", "N,O-dimethylhydroxylamine",
    "O-benzylhydroxylamine",
    "allene", "tetramethylallene", "ketene", "dimethylketene", "isoprene", "urethane",
    "guanidine", "1,1,3,3-tetramethylguanidine", "glycerin", "glycerine", "saccharin",
    "azane", "oxidane", "sulfane", "phosphane", "borane", "trimethylazane", "methylazane", "methyloxidane",
    "dimethylsulfane", "diphenylsulfane", "ethyl(methyl)sulfane", "trimethylphosphane", "triphenylphosphane",
    "tributylphosphane", "triethylborane", "triphenylborane",
    # ring stems without their final "e"; porphyrin
    "tetralin", "6-methyltetralin", "tetraline", "pyridin", "porphyrin", "porphin", "5,10,15,20-tetraphenylporphyrin",
    # methyl rings placed by their front locants
    "1,2-xylene", "1,3-xylene", "1,4-xylene", "o-xylene", "m-xylene", "p-xylene", "4-nitro-1,2-xylene",
    "2-chloro-1,4-xylene", "4-toluidine", "p-toluidine", "2-toluidine", "N,N-dimethyl-4-toluidine", "2-cresol",
    "m-cresol", "p-cresol", "4-chloro-3-cresol",
    # benzofuran and benzothiophene are the 1-isomers
    "benzofuran", "benzothiophene", "benzoselenophene", "2-methylbenzofuran", "benzofuran-2-carboxylic acid",
    "2,3-dihydrobenzofuran", "benzofuran-3(2H)-one", "5-chlorobenzothiophene", "3-bromobenzothiophene",
    "3-methylbenzothiophene-2-carbaldehyde", "2-methylbenzoselenophene", "2,3-dihydro-1-benzothiophene",
    # a second group at one locant of a mancude ring makes it sp3 beside a written indicated hydrogen
    "2,2-dimethyl-3H-benzofuran-7-ol", "(2,2-Dimethyl-3H-benzofuran-7-yl) N-methylcarbamate",
    "2,2-dimethyl-2,3-dihydrobenzofuran-7-ol", "4,4-dimethyl-1H-naphthalene",
    # the unsaturation of an unlocanted chain ene/yne takes the lowest locants
    "3-chloropropene", "1-chloropropene", "3-bromopropene", "3-chloropropyne", "3-bromopropyne", "1-bromopropyne",
    "3-iodopropyne", "1,1-dichloropropene", "1,3-dichloropropene", "2,3-dichloropropene", "3-chloro-2-methylpropene",
    "3,3,3-trifluoropropene",
    # a listed NH (purine's 7H, indole's 1H) gives way to hydro prefixes that name it or to a ring ketone
    "2-amino-3,7-dihydropurin-6-one", "2-amino-1,7-dihydropurin-6-one", "2-amino-1,9-dihydropurin-6-one",
    "1,9-dihydropurin-6-one", "3,7-dihydropurine-2,6-dione", "3,9-dihydropurine-2,6-dione",
    "1,3-dihydroindol-2-one", "2,3-dihydroindole",
    # with no hydrogen written, the omitted indicated hydrogen of a ring ketone is at the ketone, not the listed NH
    "pyrrol-2-one", "5-methylpyrrol-2-one", "indol-2-one", "indol-3-one", "imidazol-2-one", "pyrazol-3-one",
    "purin-6-one", "2-aminopurin-6-one", "6-aminopurin-2-one", "1,3-dimethylpurine-2,6-dione",
    "1,3,7-trimethylpurine-2,6-dione", "pyrrole-2,5-dione", "indole-2,3-dione",
    # Z on a double bond in a ring of fewer than 8 atoms, which can only be cis; E/Z on a larger ring's double bond
    "(Z)-cycloheptene", "(Z)-1-methylcycloheptene", "(Z)-cyclooctene", "(E)-cyclooctene",
    "(1Z,5Z)-cycloocta-1,5-diene", "(Z)-cyclodecene",
    # a benzo ring's listed NH named by a hydro prefix; an oxo prefix's added hydrogen left unwritten (PubChem)
    "1,3-dihydrobenzimidazol-2-one", "5-chloro-1,3-dihydrobenzimidazol-2-one", "1,3-dihydrobenzimidazole-2-thione",
    "1,3-dihydrobenzimidazole", "2,3-dihydro-1H-benzimidazole", "benzimidazol-2-one",
    "3-(2-oxo-3H-benzimidazol-1-yl)propanoic acid", "1-(2-oxo-3H-benzimidazol-1-yl)propan-2-one",
    "2-(2-oxo-3H-1,3-benzoxazol-3-yl)acetic acid", "3-(2-oxo-1H-quinolin-3-yl)propanoic acid",
    "2-oxo-1,3-dihydroindol-5-yl acetate", "3-(4-oxoquinazolin-3-yl)propanoic acid",
    "2-(4-oxo-3H-quinazolin-2-yl)acetic acid", "2-oxochromene-3-carboxylic acid", "2-oxo-1H-pyridine-3-carbonitrile",
    # a group on a ring N with only its spare valence makes it sp3 beside a written indicated hydrogen (PubChem)
    "1-methyl-4-phenyl-3,6-dihydro-2H-pyridine", "1-methyl-2H-pyridine", "1-methyl-4H-pyridine",
    "1-benzyl-3,6-dihydro-2H-pyridine", "1-methyl-3,4-dihydro-2H-quinoline", "2-methyl-3,4-dihydro-1H-isoquinoline",
    "1-acetyl-3,4-dihydro-2H-quinoline", "1,4-dimethyl-2,3-dihydroquinoxaline", "1-phenyl-4,5-dihydropyrazole",
    "1-methyl-2,5-dihydropyrrole", "4-methyl-2,3-dihydro-1,4-benzoxazine",
    # the steroid skeleton, 1H-cyclopenta[a]phenanthrene, as PubChem names testosterone, estradiol, androstenedione
    "2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17-Hexadecahydro-1H-cyclopenta[a]phenanthrene",
    "1H-cyclopenta[a]phenanthrene", "17H-cyclopenta[a]phenanthrene",
    "10,13-dimethyl-2,3,4,7,8,9,11,12,14,15,16,17-dodecahydro-1H-cyclopenta[a]phenanthren-3-ol",
    "17-hydroxy-10,13-dimethyl-1,2,6,7,8,9,11,12,14,15,16,17-dodecahydrocyclopenta[a]phenanthren-3-one",
    "(8R,9S,10R,13S,14S,17S)-17-hydroxy-10,13-dimethyl-1,2,6,7,8,9,11,12,14,15,16,17-dodecahydrocyclopenta[a]phenanthren-3-one",
    "13-methyl-6,7,8,9,11,12,14,15,16,17-decahydrocyclopenta[a]phenanthrene-3,17-diol",
    "(8R,9S,13S,14S,17S)-13-methyl-6,7,8,9,11,12,14,15,16,17-decahydrocyclopenta[a]phenanthrene-3,17-diol",
    "10,13-dimethyl-1,2,6,7,8,9,11,12,14,15,16,17-dodecahydrocyclopenta[a]phenanthrene-3,17-dione",
    "(8S,9S,10R,13S,14S,17S)-17-acetyl-10,13-dimethyl-1,2,6,7,8,9,11,12,14,15,16,17-dodecahydrocyclopenta[a]phenanthren-3-one",
    "(8S,9S,10R,11S,13S,14S,17R)-11,17-dihydroxy-17-(2-hydroxyacetyl)-10,13-dimethyl-2,6,7,8,9,11,12,14,15,16-decahydro-1H-cyclopenta[a]phenanthren-3-one",
    "(8R,9S,13S,14S)-3-hydroxy-13-methyl-6,7,8,9,11,12,14,15,16,17-decahydrocyclopenta[a]phenanthren-17-one",
    "(3S,8S,9S,10R,13R,14S,17R)-10,13-dimethyl-17-[(2R)-6-methylheptan-2-yl]-2,3,4,7,8,9,11,12,14,15,16,17-dodecahydro-1H-cyclopenta[a]phenanthren-3-ol",
    "(8R,9S,13S,14S,17R)-17-ethynyl-13-methyl-7,8,9,11,12,14,15,16-octahydro-6H-cyclopenta[a]phenanthrene-3,17-diol",
    "(9R,10S,11S,13S,16R,17R)-9-fluoro-11,17-dihydroxy-17-(2-hydroxyacetyl)-10,13,16-trimethyl-6,7,8,11,12,14,15,16-octahydrocyclopenta[a]phenanthren-3-one",
    # ring stems whose one suffix takes its locant in front
    "1-naphthol", "2-naphthol", "6-methoxy-2-naphthol", "1-bromo-2-naphthol", "4-chloro-1-naphthol",
    "1-naphthylamine", "2-naphthylamine", "N,N-dimethyl-1-naphthylamine", "N-(1-naphthyl)ethane-1,2-diamine",
    "1-naphthyl acetate", "1-naphthoic acid", "2-naphthoic acid", "1-naphthaldehyde", "1-naphthylmethanol",
    "(2-naphthyl)methanol", "di(2-naphthyl)methane", "bis(1-naphthyl)methanone", "2-naphthonitrile", "1-naphthamide",
    "2-naphthylacetic acid", "2-(1-naphthyl)acetic acid", "2-naphthyl methyl ether",
    "2-furoic acid", "3-furoic acid", "2-furoyl chloride", "2-furylmethanol", "(2-furyl)methanamine", "2-furaldehyde",
    "2-thienylacetic acid", "2-(2-thienyl)acetic acid", "(3-pyridyl)methanol", "3-pyridylmethanol",
    "2-pyridylamine", "N-(4-pyridyl)acetamide", "4-pyridyl acetate", "4-piperidol", "(1-methyl-4-piperidyl) acetate", "8-quinolol",
    "9-anthrol", "2-anthrol", "9-anthroic acid", "9-phenanthrol",
    # acid stems OPSIN lists with a default attachment the parser does not assume (citric, salicylic)
    "citric acid", "sodium citrate", "trisodium citrate", "potassium citrate", "calcium citrate", "triethyl citrate",
    "tributyl citrate", "salicylic acid", "sodium salicylate", "methyl salicylate", "phenyl salicylate",
    "5-aminosalicylic acid", "4-aminosalicylic acid", "3,5-dinitrosalicylic acid", "salicylamide",
    "salicyloyl chloride", "thiosalicylic acid", "sodium thiosalicylate",
    # the nucleobases (opsin-parents.ts), read as caffeine is, their ring atoms by OPSIN's labels
    "uracil", "1-methyluracil", "5-fluorouracil", "6-methyluracil", "5,6-dihydrouracil", "1,3-dimethyluracil",
    "6-aminouracil", "1-benzyluracil", "thymine", "1-methylthymine", "cytosine", "5-methylcytosine", "isocytosine",
    "adenine", "9-methyladenine", "3-methyladenine", "guanine", "9-methylguanine", "7-methylguanine", "isoguanine",
    "hypoxanthine", "xanthine", "1,3-dimethylxanthine", "3,7-dimethylxanthine", "1,3,7-trimethylxanthine",
    "1-(beta-D-ribofuranosyl)uracil", "1-(2-deoxy-beta-D-erythro-pentofuranosyl)thymine",
    "9-(beta-D-ribofuranosyl)adenine",
    # the vitamin B6 vitamers (opsin-parents.ts), their side chains by OPSIN's primed labels
    "pyridoxal", "pyridoxamine", "pyridoxine", "pyridoxol", "isopyridoxal", "4'-O-methylpyridoxine",
    "6-methylpyridoxine", "N-methylpyridoxamine", "pyridoxine hydrochloride",
    # skeletal replacement in a monocycle ("a" prefixes on cycloalkanes; one heteroatom needs no locant)
    "oxacyclopentane", "2-oxacyclopentane", "thiacyclobutane", "azacyclohexane", "1-methyl-1-azacyclohexane",
    "1,4-dioxacyclohexane", "1,3-dioxacyclopentane", "1-thia-4-azacyclohexane", "1,5-dithiacyclooctane",
    "1,4,7-triazacyclononane", "1,4,7,10-tetraoxacyclododecane", "1,4,7,10,13-pentaoxacyclopentadecane",
    "1,4,7,10,13,16-hexaoxacyclooctadecane", "1,4,8,11-tetraazacyclotetradecane", "1-azacyclotridecane",
    "1-oxacyclohexan-4-one", "oxacyclohex-2-ene", "azacyclooctan-2-one", "oxacyclohexadecan-2-one",
]
REFUSED = [
    # an unlocanted group on uracil: OPSIN takes C5 (thymine), the name does not say
    "methyluracil",
    "xylene", "cresol", "toluidine", "benzopyran", "(E)-cycloheptene", "4-chlorobutene", "3-chlorobutene",
    "1-chlorobutyne", "chloropropene", "1-methylpyrrol-2-one", "oxacyclohexene",
    # acetyl on the ring or on the OH: OPSIN's defaultInID puts it on O; the name does not say
    "acetylsalicylic acid", "disodium citrate",
    # the added hydrogen of 1H-benzimidazol-2-one could be at N3 or at a ring carbon: OPSIN takes N3
    "1H-benzimidazol-2-one",
    # 2H, 3,4-dihydro and the N-methyl leave C5 with an unpaired double bond: OPSIN adds a hydrogen the name lacks
    "1-methyl-3,4-dihydro-2H-pyrrole",
    # a front locant the stem does not list, or none (OPSIN assumes 1-naphthol)
    "naphthol", "3-naphthol", "4-furoic acid",
    # sixteen hydro positions left open on seventeen atoms: too many placements to check
    "hexadecahydro-1H-cyclopenta[a]phenanthrene",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
