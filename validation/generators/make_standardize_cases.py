#!/usr/bin/python3
"""Writes validation/data/standardize-cases.smi: the salts/charged/tautomer set for
the `standardize` agreement (issue 19), a line per molecule: SMILES, id, note.

Sources, all written out here (no download):
- PARENTS: common drug substances and building blocks, drawn by hand from their
  well-known structures (a base or acid form each);
- COUNTER_IONS / SOLVENTS: the counter-ions and solvates of the FDA-approved salt
  forms most often used (hydrochloride, mesylate, sodium, maleate, ... after
  Paulekuhn et al., J. Med. Chem. 2007, 50, 6665) and the solvents in RDKit's own
  fragment list;
- DRAWINGS: one group drawn the several ways it is found in files (nitro,
  N-oxide, azide, diazo, sulfoxide, ylides, covalent metal salts, metal
  complexes, quaternary ammonium, zwitterions);
- TAUTOMERS: keto/enol, amide/imidic acid, 2-pyridone, imidazoles, purines,
  pyrimidinones, each in more than one drawing.
Combinations are made deterministically (no randomness), and a line is kept only
if RDKit 2022.09 parses it.

Run: /usr/bin/python3 validation/generators/make_standardize_cases.py
"""
from pathlib import Path
import sys

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from rdkit import Chem, RDLogger  # noqa: E402

OUT = HERE.parent / "data" / "standardize-cases.smi"

# Bases: [name, neutral SMILES, protonated SMILES (the cation of a salt)].
BASES = [
    ("amlodipine", "CCOC(=O)C1=C(COCCN)NC(C)=C(C(=O)OC)C1c1ccccc1Cl", "CCOC(=O)C1=C(COCC[NH3+])NC(C)=C(C(=O)OC)C1c1ccccc1Cl"),
    ("sertraline", "CN[C@H]1CC[C@@H](c2ccc(Cl)c(Cl)c2)c2ccccc21", "C[NH2+][C@H]1CC[C@@H](c2ccc(Cl)c(Cl)c2)c2ccccc21"),
    ("fluoxetine", "CNCCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1", "C[NH2+]CCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1"),
    ("metformin", "CN(C)C(=N)N=C(N)N", "CN(C)C(=[NH2+])N=C(N)N"),
    ("imatinib", "Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1", "Cc1ccc(NC(=O)c2ccc(CN3CC[NH+](C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1"),
    ("clopidogrel", "COC(=O)[C@H](c1ccccc1Cl)N1CCc2sccc2C1", "COC(=O)[C@H](c1ccccc1Cl)[NH+]1CCc2sccc2C1"),
    ("diphenhydramine", "CN(C)CCOC(c1ccccc1)c1ccccc1", "C[NH+](C)CCOC(c1ccccc1)c1ccccc1"),
    ("propranolol", "CC(C)NCC(O)COc1cccc2ccccc12", "CC(C)[NH2+]CC(O)COc1cccc2ccccc12"),
    ("lidocaine", "CCN(CC)CC(=O)Nc1c(C)cccc1C", "CC[NH+](CC)CC(=O)Nc1c(C)cccc1C"),
    ("ranitidine", "CNC(=C[N+](=O)[O-])NCCSCc1ccc(CN(C)C)o1", "CNC(=C[N+](=O)[O-])NCCSCc1ccc(C[NH+](C)C)o1"),
    ("doxycycline-like amine", "CN(C)C1C(O)=C(C(N)=O)C(=O)C2(O)C1CC1Cc3cccc(O)c3C(=O)C1=C2O", "C[NH+](C)C1C(O)=C(C(N)=O)C(=O)C2(O)C1CC1Cc3cccc(O)c3C(=O)C1=C2O"),
    ("pyridine", "c1ccncc1", "c1cc[nH+]cc1"),
    ("imidazole", "c1c[nH]cn1", "c1c[nH]c[nH+]1"),
    ("benzylamine", "NCc1ccccc1", "[NH3+]Cc1ccccc1"),
    ("morpholine", "C1COCCN1", "C1COCC[NH2+]1"),
    ("triethylamine", "CCN(CC)CC", "CC[NH+](CC)CC"),
    ("aniline", "Nc1ccccc1", "[NH3+]c1ccccc1"),
    ("guanidine", "NC(N)=N", "NC(N)=[NH2+]"),
    ("benzamidine", "NC(=N)c1ccccc1", "NC(=[NH2+])c1ccccc1"),
    ("procaine", "CCN(CC)CCOC(=O)c1ccc(N)cc1", "CC[NH+](CC)CCOC(=O)c1ccc(N)cc1"),
]
# Acids: [name, neutral SMILES, anion SMILES].
ACIDS = [
    ("ibuprofen", "CC(C)Cc1ccc(C(C)C(=O)O)cc1", "CC(C)Cc1ccc(C(C)C(=O)[O-])cc1"),
    ("diclofenac", "OC(=O)Cc1ccccc1Nc1c(Cl)cccc1Cl", "[O-]C(=O)Cc1ccccc1Nc1c(Cl)cccc1Cl"),
    ("naproxen", "COc1ccc2cc([C@H](C)C(=O)O)ccc2c1", "COc1ccc2cc([C@H](C)C(=O)[O-])ccc2c1"),
    ("valproic acid", "CCCC(CCC)C(=O)O", "CCCC(CCC)C(=O)[O-]"),
    ("benzoic acid", "OC(=O)c1ccccc1", "[O-]C(=O)c1ccccc1"),
    ("salicylic acid", "OC(=O)c1ccccc1O", "[O-]C(=O)c1ccccc1O"),
    ("phenytoin", "O=C1NC(=O)C(c2ccccc2)(c2ccccc2)N1", "O=C1[N-]C(=O)C(c2ccccc2)(c2ccccc2)N1"),
    ("losartan (tetrazole)", "CCCCc1nc(Cl)c(CO)n1Cc1ccc(-c2ccccc2-c2nn[nH]n2)cc1", "CCCCc1nc(Cl)c(CO)n1Cc1ccc(-c2ccccc2-c2nnn[n-]2)cc1"),
    ("phenol", "Oc1ccccc1", "[O-]c1ccccc1"),
    ("benzenesulfonic acid", "O=S(=O)(O)c1ccccc1", "O=S(=O)([O-])c1ccccc1"),
    ("methylphosphonic acid", "CP(=O)(O)O", "CP(=O)([O-])O"),
    ("warfarin", "CC(=O)CC(c1ccccc1)c1c(O)c2ccccc2oc1=O", "CC(=O)CC(c1ccccc1)c1c([O-])c2ccccc2oc1=O"),
    ("penicillin G", "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O", "CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)[O-]"),
    ("thiophenol", "Sc1ccccc1", "[S-]c1ccccc1"),
    ("acetohydroxamic acid", "CC(=O)NO", "CC(=O)N[O-]"),
]
ANIONS = [
    ("chloride", "[Cl-]"), ("bromide", "[Br-]"), ("iodide", "[I-]"), ("mesylate", "CS(=O)(=O)[O-]"),
    ("tosylate", "Cc1ccc(S(=O)(=O)[O-])cc1"), ("besylate", "[O-]S(=O)(=O)c1ccccc1"), ("hydrogen sulfate", "OS(=O)(=O)[O-]"),
    ("maleate", "O=C([O-])/C=C\\C(=O)O"), ("fumarate", "O=C([O-])/C=C/C(=O)O"), ("acetate", "CC(=O)[O-]"),
    ("trifluoroacetate", "[O-]C(=O)C(F)(F)F"), ("dihydrogen phosphate", "O=P(O)(O)[O-]"), ("nitrate", "[O-][N+](=O)[O-]"),
    ("tartrate", "O=C([O-])[C@H](O)[C@@H](O)C(=O)O"), ("citrate", "O=C([O-])CC(O)(CC(=O)O)C(=O)O"),
]
NEUTRAL_ACID_PARTNERS = [("HCl", "Cl"), ("HBr", "Br"), ("sulfuric acid", "OS(=O)(=O)O"), ("methanesulfonic acid", "CS(=O)(=O)O"),
                         ("maleic acid", "O=C(O)/C=C\\C(=O)O"), ("oxalic acid", "O=C(O)C(=O)O"), ("succinic acid", "O=C(O)CCC(=O)O")]
CATIONS = [("sodium", "[Na+]"), ("potassium", "[K+]"), ("lithium", "[Li+]"), ("ammonium", "[NH4+]"),
           ("tromethamine", "NC(CO)(CO)CO"), ("meglumine", "CNC[C@H](O)[C@@H](O)[C@H](O)[C@H](O)CO")]
COVALENT_METALS = [("sodium", "[Na]"), ("potassium", "[K]"), ("lithium", "[Li]")]
DIVALENT = [("calcium", "[Ca+2]"), ("magnesium", "[Mg+2]"), ("zinc", "[Zn+2]")]
SOLVENTS = [("hydrate", "O"), ("dihydrate", "O.O"), ("ethanol", "CCO"), ("DMSO", "CS(C)=O"), ("methanol", "CO"),
            ("dichloromethane", "ClCCl"), ("acetone", "CC(C)=O"), ("ethyl acetate", "CCOC(C)=O"), ("THF", "C1CCOC1"), ("DMF", "CN(C)C=O")]

DRAWINGS = [
    # nitro
    ("nitrobenzene, charge-separated", "O=[N+]([O-])c1ccccc1"), ("nitrobenzene, pentavalent", "O=N(=O)c1ccccc1"),
    ("nitromethane, pentavalent", "CN(=O)=O"), ("nitromethane", "C[N+](=O)[O-]"), ("dinitro, mixed drawings", "O=N(=O)c1ccc([N+](=O)[O-])cc1"),
    ("nitro, both O-", "[O-][N+2]([O-])c1ccccc1"), ("TNT pentavalent", "Cc1c(N(=O)=O)cc(N(=O)=O)cc1N(=O)=O"),
    ("nitrate ester", "CCO[N+](=O)[O-]"), ("nitrate ester pentavalent", "CCON(=O)=O"), ("nitroso", "O=Nc1ccccc1"),
    ("nitrofurantoin", "O=C1CN(/N=C/c2ccc([N+](=O)[O-])o2)C(=O)N1"), ("nitrofurantoin pentavalent", "O=C1CN(/N=C/c2ccc(N(=O)=O)o2)C(=O)N1"),
    # N-oxides
    ("pyridine N-oxide", "[O-][n+]1ccccc1"), ("trimethylamine N-oxide", "C[N+](C)(C)[O-]"), ("quinoline N-oxide", "[O-][n+]1cccc2ccccc21"),
    ("minoxidil", "Nc1cc(N2CCCCC2)nc(N)[n+]1[O-]"), ("nitrone", "C/C=[N+](/C)[O-]"),
    # azide, diazo
    ("phenyl azide", "[N-]=[N+]=Nc1ccccc1"), ("phenyl azide, triple-bond drawing", "N#[N+][N-]c1ccccc1"), ("azidothymidine", "Cc1cn([C@H]2C[C@H](N=[N+]=[N-])[C@@H](CO)O2)c(=O)[nH]c1=O"),
    ("diazomethane", "C=[N+]=[N-]"), ("diazoacetate", "CCOC(=O)C=[N+]=[N-]"), ("diazo, ylide drawing", "CCOC(=O)[CH-][N+]#N"),
    ("diazonium", "N#[N+]c1ccccc1"), ("diazonium chloride", "N#[N+]c1ccccc1.[Cl-]"),
    # sulfur
    ("DMSO charge-separated", "C[S+](C)[O-]"), ("methionine sulfoxide", "CS(=O)CC[C@H](N)C(=O)O"), ("sulfone charge-separated", "C[S+2]([O-])([O-])C"),
    ("sulfone", "CS(C)(=O)=O"), ("omeprazole", "COc1ccc2[nH]c(S(=O)Cc3ncc(C)c(OC)c3C)nc2c1"), ("omeprazole separated", "COc1ccc2[nH]c([S+]([O-])Cc3ncc(C)c(OC)c3C)nc2c1"),
    ("thiolate", "CC[S-]"), ("sulfonium", "C[S+](C)C"),
    # phosphorus
    ("phosphonium ylide", "C=P(c1ccccc1)(c1ccccc1)c1ccccc1"), ("ylide, separated", "[CH2-][P+](c1ccccc1)(c1ccccc1)c1ccccc1"),
    ("phosphate charge-separated", "C[O-].O=P([O-])([O-])[O-]"), ("phosphine oxide", "CP(C)(C)=O"), ("phosphine oxide separated", "C[P+](C)(C)[O-]"),
    # charged nitrogen
    ("tetramethylammonium chloride", "C[N+](C)(C)C.[Cl-]"), ("choline chloride", "C[N+](C)(C)CCO.[Cl-]"), ("acetylcholine bromide", "CC(=O)OCC[N+](C)(C)C.[Br-]"),
    ("betaine", "C[N+](C)(C)CC(=O)[O-]"), ("carnitine", "C[N+](C)(C)C[C@H](O)CC(=O)[O-]"), ("N-methylpyridinium iodide", "C[n+]1ccccc1.[I-]"),
    ("glycine zwitterion", "[NH3+]CC(=O)[O-]"), ("alanine zwitterion", "C[C@H]([NH3+])C(=O)[O-]"), ("lysine dication", "[NH3+]CCCC[C@H]([NH3+])C(=O)O"),
    ("glutamate", "[NH3+][C@@H](CCC(=O)[O-])C(=O)[O-]"), ("aspartic acid", "N[C@@H](CC(=O)O)C(=O)O"), ("cetirizine zwitterion", "OC(=O)COCCN1CC[NH+](C(c2ccccc2)c2ccc(Cl)cc2)CC1.[Cl-]"),
    ("amidinium", "CC(N)=[NH2+]"), ("iminium", "C=[N+](C)C"), ("guanidinium", "NC(N)=[NH2+]"),
    ("protonated imine 1,3", "CC(=[NH+]C)N"), ("amino-pyridinium", "Nc1cc[nH+]cc1"), ("vinylogous amidinium", "CN(C)C=CC=[N+](C)C"),
    ("carbanion", "[CH2-]c1ccccc1"), ("carbocation", "[CH2+]c1ccccc1"), ("cyclopentadienide", "[cH-]1cccc1"),
    ("hydroxide", "[OH-]"), ("sodium hydroxide", "[Na+].[OH-]"), ("water", "O"), ("hydronium", "[OH3+]"), ("ammonium chloride", "[NH4+].[Cl-]"),
    ("carbon monoxide", "[C-]#[O+]"), ("isocyanide", "[C-]#[N+]c1ccccc1"), ("cyanide", "[C-]#N"),
    ("hypochlorite", "[O-]Cl"), ("chlorate", "[O-][Cl+2]([O-])[O-]"), ("perchlorate", "[O-][Cl+3]([O-])([O-])[O-]"), ("perchlorate neutral", "O=Cl(=O)(=O)[O-]"),
    # metals
    ("sodium acetate covalent", "CC(=O)O[Na]"), ("potassium phenoxide covalent", "[K]Oc1ccccc1"), ("lithium amide", "[Li]N(C(C)C)C(C)C"),
    ("sodium stearate covalent", "CCCCCCCCCCCCCCCCCC(=O)O[Na]"), ("calcium acetate covalent", "CC(=O)O[Ca]OC(C)=O"), ("magnesium citrate-like", "O=C(O[Mg]OC(=O)CC(O)(CC(=O)O)C(=O)O)C"),
    ("cisplatin", "N[Pt](N)(Cl)Cl"), ("cisplatin charged", "[NH3+][Pt-2]([NH3+])(Cl)Cl"), ("carboplatin", "N[Pt]1(N)OC(=O)C2(CCC2)C(=O)O1"), ("oxaliplatin", "O=C1O[Pt]2(N[C@@H]3CCCC[C@H]3N2)OC1=O"),
    ("ferrocene-like sandwich (covalent)", "[Fe]"), ("methylmagnesium bromide", "C[Mg]Br"), ("diethylzinc", "CC[Zn]CC"), ("phenylmercuric acetate", "CC(=O)O[Hg]c1ccccc1"),
    ("zinc pyrithione-like", "[O-][n+]1ccccc1S[Zn]Sc1cccc[n+]1[O-]"), ("copper glycinate", "NCC(=O)O[Cu]OC(=O)CN"), ("iron(III) chloride", "Cl[Fe](Cl)Cl"),
    ("tin chloride", "Cl[Sn](Cl)(Cl)Cl"), ("aluminium hydroxide", "O[Al](O)O"), ("silver nitrate", "[Ag]O[N+](=O)[O-]"), ("sodium chloride", "[Na+].[Cl-]"), ("sodium chloride covalent", "[Na]Cl"),
    ("titanium tetraisopropoxide", "CC(C)O[Ti](OC(C)C)(OC(C)C)OC(C)C"), ("methylcobalamin fragment", "C[Co]"), ("ruthenium carbonyl", "O=C=[Ru]"), ("palladium acetate", "CC(=O)O[Pd]OC(C)=O"),
    ("lithium carbonate", "[Li+].[Li+].[O-]C([O-])=O"), ("sodium borohydride", "[Na+].[BH4-]"), ("potassium cyanide covalent", "[K]C#N"),
    # explicit H, isotopes
    ("explicit H", "[H]OC([H])([H])[H]"), ("deuterated chloroform", "[2H]C(Cl)(Cl)Cl"), ("13C acetate sodium", "[13CH3]C(=O)[O-].[Na+]"),
    # misc
    ("empty-ish: single ion", "[Na+]"), ("two equal fragments", "CCO.OCC"), ("fragment tie by weight", "CCCl.CCCO"), ("organic vs inorganic", "O=S(=O)(O)O.c1ccccc1"),
    ("large inorganic vs small organic", "F[P-](F)(F)(F)(F)F.C[N+](C)(C)C"), ("hexafluorophosphate salt", "F[P-](F)(F)(F)(F)F.CCCC[N+](CCCC)(CCCC)CCCC"),
    ("tetrafluoroborate salt", "F[B-](F)(F)F.c1cc[n+](C)cc1"), ("triflate salt", "[O-]S(=O)(=O)C(F)(F)F.C[n+]1ccn(C)c1"),
]

TAUTOMERS = [
    ("acetone enol", "CC(O)=C"), ("acetone", "CC(C)=O"), ("acetylacetone enol", "CC(O)=CC(C)=O"), ("acetylacetone", "CC(=O)CC(C)=O"),
    ("cyclohexanone enol", "OC1=CCCCC1"), ("phenol (aromatic)", "Oc1ccccc1"), ("cyclohexadienone", "O=C1C=CCC=C1"),
    ("acetamide imidic acid", "CC(O)=N"), ("acetamide", "CC(N)=O"), ("N-methylacetamide imidic", "CC(O)=NC"), ("benzamide imidic", "N=C(O)c1ccccc1"),
    ("2-hydroxypyridine", "Oc1ccccn1"), ("2-pyridone", "O=c1cccc[nH]1"), ("4-hydroxypyridine", "Oc1ccncc1"), ("4-pyridone", "O=c1cc[nH]cc1"),
    ("2-hydroxyquinoline", "Oc1ccc2ccccc2n1"), ("2-quinolone", "O=c1ccc2ccccc2[nH]1"), ("2-mercaptopyridine", "Sc1ccccn1"), ("pyridine-2-thione", "S=c1cccc[nH]1"),
    ("4-methylimidazole", "Cc1c[nH]cn1"), ("5-methylimidazole", "Cc1cnc[nH]1"), ("histamine N-tau", "NCCc1c[nH]cn1"), ("histamine N-pi", "NCCc1cnc[nH]1"),
    ("1,2,4-triazole 1H", "c1nc[nH]n1"), ("1,2,4-triazole 4H", "c1nnc[nH]1"), ("tetrazole 1H", "c1nnn[nH]1"), ("tetrazole 2H", "c1nn[nH]n1"),
    ("pyrazole 3-methyl", "Cc1cc[nH]n1"), ("pyrazole 5-methyl", "Cc1ccn[nH]1"), ("benzimidazole", "c1ccc2[nH]cnc2c1"),
    ("uracil", "O=c1cc[nH]c(=O)[nH]1"), ("uracil dienol", "Oc1ccnc(O)n1"), ("thymine", "Cc1c[nH]c(=O)[nH]c1=O"), ("cytosine", "Nc1cc[nH]c(=O)n1"), ("cytosine imino", "N=c1cc[nH]c(=O)[nH]1"),
    ("guanine", "Nc1nc2[nH]cnc2c(=O)[nH]1"), ("guanine 7H", "Nc1nc2nc[nH]c2c(=O)[nH]1"), ("guanine enol", "Nc1nc(O)c2[nH]cnc2n1"), ("adenine", "Nc1ncnc2[nH]cnc12"), ("adenine 7H", "Nc1ncnc2nc[nH]c12"),
    ("hypoxanthine", "O=c1[nH]cnc2[nH]cnc12"), ("allopurinol", "O=c1[nH]cnc2[nH]ncc12"), ("barbituric acid", "O=C1CC(=O)NC(=O)N1"), ("barbituric trienol", "Oc1cc(O)nc(O)n1"),
    ("isatin", "O=C1Nc2ccccc2C1=O"), ("phenylpyruvic acid enol", "OC(=O)C(O)=Cc1ccccc1"), ("ethyl acetoacetate", "CCOC(=O)CC(C)=O"), ("ethyl acetoacetate enol", "CCOC(=O)C=C(C)O"),
    ("nitroso/oxime", "CC(C)N=O"), ("acetone oxime", "CC(C)=NO"), ("enamine/imine", "CC(N)=CC"), ("imine", "CCC(C)=N"), ("thioamide", "CC(N)=S"), ("thioimidic", "CC(S)=N"),
    ("hydroxamic imidic", "CC(O)=NO"), ("urea isourea", "NC(O)=N"), ("creatinine", "CN1CC(=O)N=C1N"), ("creatinine imino", "CN1CC(=O)NC1=N"),
    ("warfarin enol", "CC(=O)CC(c1ccccc1)c1c(O)c2ccccc2oc1=O"), ("warfarin 2-hydroxy", "CC(=O)CC(c1ccccc1)C1=C(O)c2ccccc2OC1=O"),
    ("curcumin keto", "COc1cc(/C=C/C(=O)CC(=O)/C=C/c2ccc(O)c(OC)c2)ccc1O"), ("curcumin enol", "COc1cc(/C=C/C(O)=CC(=O)/C=C/c2ccc(O)c(OC)c2)ccc1O"),
    ("1,3-cyclohexanedione", "O=C1CCCC(=O)C1"), ("dimedone enol", "CC1(C)CC(=O)C=C(O)C1"), ("indolinone", "O=C1Cc2ccccc2N1"), ("2-hydroxyindole", "Oc1cc2ccccc2[nH]1"),
    ("tropolone", "O=c1cccccc1O"), ("squaric acid", "O=c1c(O)c(O)c1=O"), ("maleic hydrazide", "O=c1ccc(=O)[nH][nH]1"), ("pyrimidin-4-one", "O=c1ccnc[nH]1"),
    ("stereo keto", "C[C@H](C(C)=O)c1ccccc1"), ("stereo alkene enol", "C/C=C(/O)C"), ("acetaldehyde enol", "C=CO"),
]

# Issue 27: salts of unsaturated acids and amines, whose E/Z double bonds must survive the charge step (the port
# once dropped every double bond's stereo whenever the Uncharger, the Reionizer or the MetalDisconnector edited the
# molecule), drawn by hand from their well-known structures.
STEREO_SALTS = [
    ("crotylammonium", "C/C=C/C[NH3+]"), ("3-pentenoate", "C/C=C/CC(=O)[O-]"),
    ("trans-cinnamate", "[O-]C(=O)/C=C/c1ccccc1"), ("sodium trans-cinnamate", "O=C([O-])/C=C/c1ccccc1.[Na+]"),
    ("potassium cis-cinnamate", "O=C([O-])/C=C\\c1ccccc1.[K+]"), ("sodium cinnamate, metal bonded", "O=C(O[Na])/C=C/c1ccccc1"),
    ("sodium ferulate", "COc1cc(/C=C/C(=O)[O-])ccc1O.[Na+]"), ("ammonium caffeate", "Oc1ccc(/C=C/C(=O)[O-])cc1O.[NH4+]"),
    ("sodium retinoate (all-trans)", "CC1=C(C(C)(C)CCC1)/C=C/C(C)=C/C=C/C(C)=C/C(=O)[O-].[Na+]"),
    ("isotretinoin anion (13-cis)", "CC1=C(C(C)(C)CCC1)/C=C/C(C)=C/C=C/C(C)=C\\C(=O)[O-]"),
    ("fumarate dianion", "[O-]C(=O)/C=C/C(=O)[O-]"), ("disodium fumarate", "[O-]C(=O)/C=C/C(=O)[O-].[Na+].[Na+]"),
    ("hydrogen fumarate", "OC(=O)/C=C/C(=O)[O-]"), ("ferrous fumarate", "[O-]C(=O)/C=C/C(=O)[O-].[Fe+2]"),
    ("maleate dianion", "[O-]C(=O)/C=C\\C(=O)[O-]"), ("hydrogen maleate", "OC(=O)/C=C\\C(=O)[O-]"),
    ("dipotassium maleate", "[O-]C(=O)/C=C\\C(=O)[O-].[K+].[K+]"), ("calcium maleate", "[O-]C(=O)/C=C\\C(=O)[O-].[Ca+2]"),
    ("sodium sorbate", "C/C=C/C=C/C(=O)[O-].[Na+]"), ("potassium crotonate", "C/C=C/C(=O)[O-].[K+]"),
    ("naftifine hydrochloride", "C[NH+](C/C=C/c1ccccc1)Cc1cccc2ccccc12.[Cl-]"),
    ("terbinafine hydrochloride", "CC(C)(C)C#C/C=C/C[NH+](C)Cc1cccc2ccccc12.[Cl-]"),
    ("fluvoxamine cation (oxime ether E)", "COCCCC/C(=N\\OCC[NH3+])c1ccc(C(F)(F)F)cc1"),
    ("tamoxifen cation", "CC/C(=C(\\c1ccccc1)c1ccc(OCC[NH+](C)C)cc1)c1ccccc1"),
    ("cinnamylammonium", "[NH3+]C/C=C/c1ccccc1"), ("allylglycine-like zwitterion", "C/C=C/[C@H]([NH3+])C(=O)[O-]"),
    ("oleate sodium", "CCCCCCCC/C=C\\CCCCCCCC(=O)[O-].[Na+]"),
    ("sulfonic acid and carboxylate (Reionizer)", "OS(=O)(=O)C/C=C/CC(=O)[O-]"),
    ("vinyl sulfoxide (Normalizer) with ammonium", "C/C=C/S(C)=O.[NH4+]"), ("vinyl sulfoxide anion", "[O-]C(=O)C/C=C/S(C)=O"),
]
# Issue 27: mesoionic compounds (sydnones, sydnone imines, muenchnones, mesoionic thiazolium olates): the
# Normalizer's "Recombine 1,5-separated charges" gives a product without a Kekule form, which RDKit drops.
MESOIONICS = [
    ("3-phenylsydnone", "[O-]C1=C[N+](=NO1)c1ccccc1"), ("3-phenylsydnone, aromatic", "[O-]c1c[n+](-c2ccccc2)no1"),
    ("3-methylsydnone", "C[N+]1=NOC([O-])=C1"), ("4-methyl-3-phenylsydnone", "Cc1c([O-])on[n+]1-c1ccccc1"),
    ("3-(4-chlorophenyl)sydnone", "[O-]c1c[n+](-c2ccc(Cl)cc2)no1"), ("sydnone hydrate", "[O-]c1c[n+](-c2ccccc2)no1.O"),
    ("molsidomine", "CCOC(=O)[N-]c1c[n+](N2CCOCC2)no1"),
    ("linsidomine (SIN-1) hydrochloride", "Nc1c[n+](N2CCOCC2)no1.[Cl-]"),
    ("muenchnone", "C[n+]1c(-c2ccccc2)oc([O-])c1-c1ccccc1"),
    ("mesoionic thiazolium-4-olate", "C[n+]1c(-c2ccccc2)sc(-c2ccccc2)c1[O-]"),
    ("mesoionic 1,3,4-thiadiazolium-2-thiolate", "C[n+]1nc([S-])sc1-c1ccccc1"),
    ("3-phenylsydnone-4-carboxylic acid", "OC(=O)c1c([O-])on[n+]1-c1ccccc1"),
]


def main():
    RDLogger.DisableLog("rdApp.*")
    rows = []

    def add(smiles, note):
        if Chem.MolFromSmiles(smiles) is not None:
            rows.append((smiles, note))

    for name, neutral, cation in BASES:
        add(neutral, f"{name} (free base)")
        add(cation, f"{name} (protonated, no counter-ion)")
        for i, (aname, anion) in enumerate(ANIONS):
            if (i + len(name)) % 3 == 0 or aname in ("chloride", "mesylate"):
                add(f"{cation}.{anion}", f"{name} {aname}")
        for pname, partner in NEUTRAL_ACID_PARTNERS[: 2 + len(name) % 3]:
            add(f"{neutral}.{partner}", f"{name} . {pname} (neutral drawing)")
        for sname, solvent in SOLVENTS[len(name) % 4:: 4]:
            add(f"{neutral}.{solvent}", f"{name} {sname}")
    for name, neutral, anion in ACIDS:
        add(neutral, f"{name} (acid)")
        add(anion, f"{name} (anion, no counter-ion)")
        for cname, cation in CATIONS:
            add(f"{anion}.{cation}", f"{name} {cname} salt")
        if anion.startswith("[O-]") or "C(=O)[O-]" in anion:
            for mname, metal in COVALENT_METALS:
                add(anion.replace("[O-]", f"O{metal}", 1), f"{name} {mname} salt, metal bonded")
        for dname, ion in DIVALENT[len(name) % 3:: 2]:
            add(f"{anion}.{anion}.{ion}", f"{name} {dname} salt (2:1)")
        for sname, solvent in SOLVENTS[len(name) % 5:: 5]:
            add(f"{anion}.[Na+].{solvent}", f"{name} sodium {sname}")
    for note, smiles in DRAWINGS:
        add(smiles, note)
    for note, smiles in TAUTOMERS:
        add(smiles, f"tautomer: {note}")
        add(f"{smiles}.O", f"tautomer: {note}, hydrate")
    for note, smiles in STEREO_SALTS:
        add(smiles, f"stereo salt: {note}")
    for note, smiles in MESOIONICS:
        add(smiles, f"mesoionic: {note}")
    seen, lines = set(), []
    for smiles, note in rows:
        if smiles in seen:
            continue
        seen.add(smiles)
        lines.append(f"{smiles} sc{len(lines) + 1:04d} {note}")
    header = [l for l in (__doc__ or "").strip().splitlines()]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("".join(f"# {l}".rstrip() + "\n" for l in header) + "\n".join(lines) + "\n")
    print(f"wrote {OUT}: {len(lines)} molecules")


if __name__ == "__main__":
    main()
