/**
 * Reagents and conditions predict_products understands (issue 31): common names, abbreviations and SMILES of the
 * reagents a chemist writes over the arrow, each mapped to the reagent classes it belongs to. A template names the
 * classes it needs (templates.ts `needs`): it is applied only when one of them is given, otherwise it is listed
 * under "possible with". A template's `suits` classes only raise its rank.
 *
 * The table is written for this project from textbook usage (Clayden, Greeves, Warren, Organic Chemistry, 2nd ed.,
 * chapters on reduction, oxidation and protecting groups). A reagent belongs to every class it is commonly used for
 * (LiAlH4 reduces ketones and esters; H2/Pd-C hydrogenates alkenes and cleaves Cbz and benzyl esters).
 *
 * Lookup: the whole text first (case, spaces and dash style ignored), then, if it is a list ("H2, Pd/C",
 * "OsO4 then NMO"), each part split at ",", ";", "+", " then " and " and ", and a part not found split again at "/"
 * ("HNO3/H2SO4" is in the table whole; "TFA/DCM" is read as TFA and DCM). A text that is no known name is read as
 * SMILES and looked up by canonical SMILES. Anything else is reported as unknown.
 */
import { free, readSmiles } from "../rdkit.ts";

export const REAGENT_CLASSES = [
  "hydride_reductant",
  "ester_reductant",
  "hydrogenation_catalyst",
  "metal_reductant",
  "peracid",
  "dihydroxylation_oxidant",
  "alcohol_oxidant",
  "carbenoid",
  "strong_acid",
  "hydroxide_base",
  "base",
  "lewis_acid",
  "brominating_agent",
  "chlorinating_agent",
  "iodinating_agent",
  "hydrogen_bromide",
  "hydrogen_chloride",
  "ether_cleavage",
  "aqueous_acid",
  "oxymercuration",
  "nitrating_agent",
  "hydroborane",
  "peroxide_oxidant",
  "palladium_catalyst",
  "copper_catalyst",
  "amide_coupling_reagent",
  "mitsunobu_reagent",
  "acid_chlorinating_agent",
  "alkoxide_base",
  "bulky_base",
  "peroxy_acid",
  "dehydrating_agent",
  "heating",
  "solvent",
  "strong_oxidant",
  "benzylic_oxidant",
  "lindlar_catalyst",
  "alkali_metal",
  "liquid_ammonia",
  "radical_initiator",
  "strong_hydride",
  "ozone",
  "ozonide_reductant",
  "sulfonating_agent",
  "acetylide_base",
  "hydrazine",
  "diazotising_agent",
  "copper_bromide",
  "copper_chloride",
] as const;
export type ReagentClass = (typeof REAGENT_CLASSES)[number];

export interface Reagent {
  /** The name reported back. */
  name: string;
  /** Other names and abbreviations (matched ignoring case, spaces and dash style). */
  aliases: readonly string[];
  /** Canonical-SMILES lookup: a reagent given as SMILES (RDKit's canonical form is computed at first use). */
  smiles?: string;
  classes: readonly ReagentClass[];
  /** The name is a category ("Pd catalyst"): its aliases are the reagents, reported as given. */
  group?: true;
}

/** What each class means (shown under "possible with" next to the reagents that belong to it). */
export const REAGENT_CLASS_TITLES: Readonly<Record<ReagentClass, string>> = {
  hydride_reductant: "hydride reductant",
  ester_reductant: "hydride strong enough to reduce esters",
  hydrogenation_catalyst: "H2 with a metal catalyst",
  metal_reductant: "dissolving-metal or metal-salt reductant",
  peracid: "peracid or dioxirane",
  dihydroxylation_oxidant: "syn-dihydroxylation oxidant",
  alcohol_oxidant: "alcohol oxidant",
  carbenoid: "zinc carbenoid",
  strong_acid: "strong acid",
  hydroxide_base: "aqueous hydroxide",
  base: "base",
  lewis_acid: "Lewis acid",
  brominating_agent: "bromine or NBS",
  chlorinating_agent: "chlorine or NCS",
  iodinating_agent: "iodine or NIS",
  hydrogen_bromide: "hydrogen bromide",
  hydrogen_chloride: "hydrogen chloride",
  ether_cleavage: "aryl methyl ether cleavage reagent",
  aqueous_acid: "aqueous acid (alkene hydration; the cation may rearrange)",
  oxymercuration: "oxymercuration–demercuration (no rearrangement)",
  nitrating_agent: "nitrating agent",
  hydroborane: "borane",
  peroxide_oxidant: "basic hydrogen peroxide",
  palladium_catalyst: "palladium catalyst",
  copper_catalyst: "copper catalyst",
  amide_coupling_reagent: "amide coupling reagent",
  mitsunobu_reagent: "Mitsunobu azodicarboxylate / phosphine",
  acid_chlorinating_agent: "reagent that turns a carboxylic acid into its acid chloride",
  alkoxide_base: "sodium alkoxide (small strong base)",
  bulky_base: "bulky strong base",
  peroxy_acid: "peroxy acid (Baeyer–Villiger; not a dioxirane)",
  dehydrating_agent: "dehydrating agent for diacids",
  heating: "heating",
  solvent: "solvent",
  strong_oxidant: "strong oxidant that takes a primary alcohol on to the carboxylic acid",
  benzylic_oxidant: "hot permanganate or dichromate (side-chain oxidation of an alkylbenzene)",
  lindlar_catalyst: "poisoned palladium (Lindlar: an alkyne stops at the cis alkene)",
  alkali_metal: "sodium or lithium metal",
  liquid_ammonia: "liquid ammonia",
  radical_initiator: "peroxide or radical initiator (HBr then adds anti-Markovnikov)",
  strong_hydride: "hydride strong enough to reduce amides and nitriles",
  ozone: "ozone",
  ozonide_reductant: "reductive work-up of an ozonide",
  sulfonating_agent: "SO3 or fuming sulfuric acid",
  acetylide_base: "base strong enough to deprotonate a terminal alkyne",
  hydrazine: "hydrazine (Wolff–Kishner, with base and heat)",
  diazotising_agent: "nitrous acid source (aryl diazonium salt from an aniline)",
  copper_bromide: "copper(I) bromide (Sandmeyer)",
  copper_chloride: "copper(I) chloride (Sandmeyer)",
};

export const REAGENTS: readonly Reagent[] = [
  // Reductants
  { name: "NaBH4", aliases: ["sodium borohydride"], smiles: "[BH4-].[Na+]", classes: ["hydride_reductant"] },
  { name: "NaBH3CN", aliases: ["sodium cyanoborohydride"], smiles: "[BH3-]C#N.[Na+]", classes: ["hydride_reductant"] },
  {
    name: "NaBH(OAc)3",
    aliases: ["STAB", "sodium triacetoxyborohydride", "NaHB(OAc)3"],
    smiles: "CC(=O)O[BH-](OC(C)=O)OC(C)=O.[Na+]",
    classes: ["hydride_reductant"],
  },
  {
    name: "LiAlH4",
    aliases: ["LAH", "lithium aluminium hydride", "lithium aluminum hydride"],
    smiles: "[AlH4-].[Li+]",
    classes: ["hydride_reductant", "ester_reductant", "strong_hydride"],
  },
  {
    name: "LiBH4",
    aliases: ["lithium borohydride"],
    smiles: "[BH4-].[Li+]",
    classes: ["hydride_reductant", "ester_reductant"],
  },
  {
    name: "DIBAL-H",
    aliases: ["DIBAL", "DIBALH", "diisobutylaluminium hydride"],
    classes: ["hydride_reductant", "ester_reductant"],
  },
  { name: "H2", aliases: ["hydrogen", "[H][H]"], smiles: "[H][H]", classes: ["hydrogenation_catalyst"] },
  {
    name: "H2/Pd-C",
    aliases: [
      "Pd/C",
      "Pd-C",
      "H2, Pd/C",
      "Pd/C, H2",
      "H2/Pd",
      "Pd(OH)2/C",
      "H2/Pd(OH)2",
      "Pearlman's catalyst",
      "PtO2",
      "H2/PtO2",
      "Raney Ni",
      "Raney nickel",
      "H2/Raney Ni",
    ],
    classes: ["hydrogenation_catalyst"],
  },
  // Poisoned Pd with H2 reduces an alkyne to the cis alkene and leaves alkenes alone (hydrogenation is not applied).
  {
    name: "Lindlar catalyst",
    aliases: [
      "Lindlar",
      "Lindlar's catalyst",
      "H2, Lindlar",
      "H2/Lindlar",
      "H2, Lindlar catalyst",
      "Pd/CaCO3",
      "Pd/CaCO3/quinoline",
      "Pd/CaCO3, quinoline",
      "Pd/CaCO3, Pb(OAc)2",
      "Pd/BaSO4",
      "Pd/BaSO4, quinoline",
      "P-2 Ni",
    ],
    classes: ["lindlar_catalyst"],
  },
  { name: "quinoline", aliases: [], smiles: "c1ccc2ncccc2c1", classes: ["lindlar_catalyst"] },
  // Dissolving metal: Na or Li in liquid NH3 reduces an internal alkyne to the trans alkene.
  {
    name: "Na/NH3",
    aliases: ["Na, NH3", "Na/NH3(l)", "Na, NH3(l)", "Li/NH3", "Li, NH3", "Li/NH3(l)", "Na/liq. NH3", "Birch"],
    classes: ["alkali_metal", "liquid_ammonia"],
  },
  { name: "Na", aliases: ["sodium", "sodium metal"], classes: ["alkali_metal"] },
  { name: "Li", aliases: ["lithium", "lithium metal"], classes: ["alkali_metal"] },
  {
    name: "NH3",
    aliases: ["ammonia", "NH3(l)", "NH3 (l)", "liq. NH3", "liquid ammonia", "liquid NH3"],
    classes: ["liquid_ammonia", "solvent"],
  },
  { name: "Fe/HCl", aliases: ["Fe", "Fe/NH4Cl", "Fe/AcOH", "iron"], classes: ["metal_reductant"] },
  { name: "SnCl2", aliases: ["tin(II) chloride", "SnCl2·2H2O", "SnCl2/HCl"], classes: ["metal_reductant"] },
  { name: "Zn/HCl", aliases: ["Zn/AcOH", "Zn"], classes: ["metal_reductant", "ozonide_reductant"] },
  // Oxidants
  {
    name: "mCPBA",
    aliases: ["m-CPBA", "MCPBA", "meta-chloroperbenzoic acid", "3-chloroperbenzoic acid"],
    smiles: "O=C(OO)c1cccc(Cl)c1",
    classes: ["peracid", "peroxy_acid"],
  },
  { name: "peracetic acid", aliases: ["AcOOH", "CH3CO3H"], smiles: "CC(=O)OO", classes: ["peracid", "peroxy_acid"] },
  {
    name: "CF3CO3H",
    aliases: ["TFPAA", "trifluoroperacetic acid", "trifluoroperoxyacetic acid"],
    smiles: "O=C(OO)C(F)(F)F",
    classes: ["peracid", "peroxy_acid"],
  },
  { name: "MMPP", aliases: ["magnesium monoperoxyphthalate"], classes: ["peracid", "peroxy_acid"] },
  { name: "DMDO", aliases: ["dimethyldioxirane"], smiles: "CC1(C)OO1", classes: ["peracid"] },
  { name: "OsO4", aliases: ["osmium tetroxide"], smiles: "O=[Os](=O)(=O)=O", classes: ["dihydroxylation_oxidant"] },
  { name: "OsO4/NMO", aliases: ["OsO4, NMO", "Upjohn", "K2OsO4/NMO", "K2OsO4"], classes: ["dihydroxylation_oxidant"] },
  {
    name: "NMO",
    aliases: ["N-methylmorpholine N-oxide"],
    smiles: "C[N+]1([O-])CCOCC1",
    classes: ["dihydroxylation_oxidant"],
  },
  {
    name: "AD-mix",
    aliases: ["AD-mix-α", "AD-mix-β", "AD-mix-alpha", "AD-mix-beta"],
    classes: ["dihydroxylation_oxidant"],
  },
  {
    name: "KMnO4 (cold, dilute)",
    aliases: ["cold KMnO4", "cold dilute KMnO4", "KMnO4 (cold)", "dilute KMnO4"],
    classes: ["dihydroxylation_oxidant"],
  },
  // Permanganate without "cold": an alkene still gives the diol (cold, dilute is the usual reading), but a primary
  // alcohol goes to the acid and an alkylbenzene's side chain to benzoic acid.
  {
    name: "KMnO4",
    aliases: ["potassium permanganate", "hot KMnO4", "KMnO4 (hot)", "KMnO4, heat", "KMnO4/NaOH"],
    smiles: "O=[Mn](=O)(=O)[O-].[K+]",
    classes: ["dihydroxylation_oxidant", "alcohol_oxidant", "strong_oxidant", "benzylic_oxidant"],
  },
  // Ozonolysis: the ozonide is reduced to the carbonyl compounds by Me2S, Zn or PPh3.
  {
    name: "O3",
    aliases: ["ozone", "O3, then Me2S", "O3/Me2S", "O3; Me2S", "O3, DMS"],
    smiles: "[O-][O+]=O",
    classes: ["ozone"],
  },
  {
    name: "Me2S",
    aliases: ["DMS", "dimethyl sulfide", "dimethyl sulphide"],
    smiles: "CSC",
    classes: ["ozonide_reductant"],
  },
  { name: "PCC", aliases: ["pyridinium chlorochromate"], classes: ["alcohol_oxidant"] },
  { name: "PDC", aliases: ["pyridinium dichromate"], classes: ["alcohol_oxidant"] },
  { name: "DMP", aliases: ["Dess-Martin periodinane", "Dess-Martin"], classes: ["alcohol_oxidant"] },
  {
    name: "Swern",
    aliases: ["(COCl)2/DMSO", "DMSO/(COCl)2", "Swern oxidation", "oxalyl chloride/DMSO"],
    classes: ["alcohol_oxidant"],
  },
  { name: "TEMPO/NaOCl", aliases: ["TEMPO", "TEMPO/bleach"], classes: ["alcohol_oxidant"] },
  { name: "IBX", aliases: ["2-iodoxybenzoic acid"], classes: ["alcohol_oxidant"] },
  { name: "MnO2", aliases: ["manganese dioxide"], classes: ["alcohol_oxidant"] },
  // Chromium(VI) in aqueous acid and permanganate take a primary alcohol past the aldehyde to the acid.
  {
    name: "Jones reagent",
    aliases: ["Jones", "CrO3/H2SO4", "CrO3", "CrO3, H2SO4", "CrO3/H2SO4/acetone", "Jones oxidation"],
    classes: ["alcohol_oxidant", "strong_oxidant"],
  },
  {
    name: "Na2Cr2O7/H2SO4",
    aliases: [
      "Na2Cr2O7",
      "K2Cr2O7",
      "K2Cr2O7/H2SO4",
      "H2CrO4",
      "chromic acid",
      "sodium dichromate",
      "potassium dichromate",
    ],
    classes: ["alcohol_oxidant", "strong_oxidant", "benzylic_oxidant"],
  },
  { name: "H2O2/NaOH", aliases: ["H2O2, NaOH", "NaOH/H2O2", "H2O2", "NaBO3"], classes: ["peroxide_oxidant"] },
  // Carbenoids and boranes
  {
    name: "CH2I2/Zn(Cu)",
    aliases: ["CH2I2/Zn-Cu", "CH2I2, Zn(Cu)", "Et2Zn/CH2I2", "CH2I2/Et2Zn", "Simmons-Smith", "Furukawa"],
    classes: ["carbenoid"],
  },
  { name: "CH2I2", aliases: ["diiodomethane"], smiles: "ICI", classes: ["carbenoid"] },
  { name: "BH3", aliases: ["BH3·THF", "BH3-THF", "BH3.THF", "borane", "9-BBN", "BH3·SMe2"], classes: ["hydroborane"] },
  {
    name: "BH3 then H2O2/NaOH",
    aliases: ["BH3; H2O2, NaOH", "BH3, then H2O2/NaOH", "9-BBN then H2O2/NaOH", "hydroboration-oxidation"],
    classes: ["hydroborane", "peroxide_oxidant"],
  },
  // Acids and bases
  {
    name: "TFA",
    aliases: ["trifluoroacetic acid", "TFA/DCM", "TFA/CH2Cl2"],
    smiles: "O=C(O)C(F)(F)F",
    classes: ["strong_acid"],
  },
  {
    name: "HCl",
    aliases: ["hydrochloric acid", "HCl/dioxane", "HCl/MeOH", "HCl (aq)", "aq. HCl", "6 M HCl"],
    smiles: "Cl",
    classes: ["strong_acid", "hydrogen_chloride"],
  },
  {
    name: "HBr",
    aliases: ["hydrobromic acid", "HBr/AcOH"],
    smiles: "Br",
    classes: ["strong_acid", "hydrogen_bromide", "ether_cleavage"],
  },
  { name: "H2SO4", aliases: ["sulfuric acid", "sulphuric acid"], smiles: "O=S(=O)(O)O", classes: ["strong_acid"] },
  {
    name: "TsOH",
    aliases: ["p-TsOH", "PTSA", "p-toluenesulfonic acid"],
    smiles: "Cc1ccc(S(=O)(=O)O)cc1",
    classes: ["strong_acid"],
  },
  { name: "MsOH", aliases: ["methanesulfonic acid"], smiles: "CS(=O)(=O)O", classes: ["strong_acid"] },
  {
    name: "NaOH",
    aliases: ["sodium hydroxide", "NaOH (aq)", "aq. NaOH", "NaOH/H2O", "NaOH/MeOH"],
    smiles: "[Na+].[OH-]",
    classes: ["hydroxide_base", "base"],
  },
  { name: "KOH", aliases: ["potassium hydroxide"], smiles: "[K+].[OH-]", classes: ["hydroxide_base", "base"] },
  {
    name: "LiOH",
    aliases: ["lithium hydroxide", "LiOH/THF/H2O", "LiOH·H2O"],
    smiles: "[Li+].[OH-]",
    classes: ["hydroxide_base", "base"],
  },
  { name: "K2CO3", aliases: ["potassium carbonate"], smiles: "O=C([O-])[O-].[K+].[K+]", classes: ["base"] },
  {
    name: "Cs2CO3",
    aliases: ["caesium carbonate", "cesium carbonate"],
    smiles: "O=C([O-])[O-].[Cs+].[Cs+]",
    classes: ["base"],
  },
  { name: "Na2CO3", aliases: ["sodium carbonate"], smiles: "O=C([O-])[O-].[Na+].[Na+]", classes: ["base"] },
  {
    name: "NaHCO3",
    aliases: ["sodium bicarbonate", "sodium hydrogen carbonate"],
    smiles: "O=C([O-])O.[Na+]",
    classes: ["base"],
  },
  { name: "Et3N", aliases: ["TEA", "NEt3", "triethylamine"], smiles: "CCN(CC)CC", classes: ["base"] },
  {
    name: "DIPEA",
    aliases: ["DIEA", "Hünig's base", "iPr2NEt", "Hunig's base"],
    smiles: "CCN(C(C)C)C(C)C",
    classes: ["base"],
  },
  { name: "pyridine", aliases: ["py"], smiles: "c1ccncc1", classes: ["base", "solvent"] },
  { name: "DMAP", aliases: ["4-dimethylaminopyridine"], smiles: "CN(C)c1ccncc1", classes: ["base"] },
  { name: "NaOAc", aliases: ["sodium acetate", "KOAc", "AcONa"], smiles: "CC(=O)[O-].[Na+]", classes: ["base"] },
  { name: "DBU", aliases: [], smiles: "C1CCC2=NCCCN2CC1", classes: ["base"] },
  { name: "NaH", aliases: ["sodium hydride"], smiles: "[H-].[Na+]", classes: ["base"] },
  {
    name: "KOtBu",
    aliases: ["t-BuOK", "tBuOK", "potassium tert-butoxide", "KOt-Bu"],
    smiles: "CC(C)(C)[O-].[K+]",
    classes: ["bulky_base", "base"],
  },
  {
    name: "NaOMe",
    aliases: ["sodium methoxide", "NaOMe/MeOH"],
    smiles: "C[O-].[Na+]",
    classes: ["alkoxide_base", "base"],
  },
  {
    name: "NaOEt",
    aliases: ["sodium ethoxide", "NaOEt/EtOH"],
    smiles: "CC[O-].[Na+]",
    classes: ["alkoxide_base", "base"],
  },
  {
    name: "LDA",
    aliases: ["lithium diisopropylamide"],
    smiles: "CC(C)[N-]C(C)C.[Li+]",
    classes: ["bulky_base", "base"],
  },
  { name: "LiHMDS", aliases: ["LHMDS", "NaHMDS", "KHMDS"], classes: ["base"] },
  { name: "piperidine", aliases: [], smiles: "C1CCNCC1", classes: ["base"] },
  // Lewis acids, halogens, nitration
  {
    name: "AlCl3",
    aliases: ["aluminium chloride", "aluminum chloride"],
    smiles: "Cl[Al](Cl)Cl",
    classes: ["lewis_acid"],
  },
  {
    name: "FeCl3",
    aliases: ["iron(III) chloride", "ferric chloride"],
    smiles: "Cl[Fe](Cl)Cl",
    classes: ["lewis_acid"],
  },
  { name: "FeBr3", aliases: ["iron(III) bromide"], smiles: "Br[Fe](Br)Br", classes: ["lewis_acid"] },
  { name: "BF3·OEt2", aliases: ["BF3.OEt2", "BF3", "BF3 etherate"], classes: ["lewis_acid"] },
  { name: "TiCl4", aliases: ["titanium tetrachloride"], smiles: "Cl[Ti](Cl)(Cl)Cl", classes: ["lewis_acid"] },
  { name: "ZnCl2", aliases: ["zinc chloride"], smiles: "Cl[Zn]Cl", classes: ["lewis_acid"] },
  { name: "SnCl4", aliases: ["tin(IV) chloride"], smiles: "Cl[Sn](Cl)(Cl)Cl", classes: ["lewis_acid"] },
  { name: "BBr3", aliases: ["boron tribromide"], smiles: "BrB(Br)Br", classes: ["lewis_acid", "ether_cleavage"] },
  { name: "Br2/FeBr3", aliases: ["Br2, FeBr3", "Br2/Fe", "FeBr3/Br2"], classes: ["brominating_agent", "lewis_acid"] },
  {
    name: "Cl2/AlCl3",
    aliases: ["Cl2, AlCl3", "Cl2/FeCl3", "Cl2, FeCl3"],
    classes: ["chlorinating_agent", "lewis_acid"],
  },
  { name: "BCl3", aliases: ["boron trichloride", "TMSI", "pyridine hydrochloride", "HI"], classes: ["ether_cleavage"] },
  // Thiolate SN2 on the methyl group in DMF (Feutrill, Mirrington, Aust. J. Chem. 1972, 25, 1719: NaSEt/DMF
  // demethylates aryl methyl ethers, one methyl of a polymethoxyarene at a time).
  {
    name: "NaSEt",
    aliases: [
      "EtSNa",
      "sodium ethanethiolate",
      "sodium ethylthiolate",
      "sodium ethyl mercaptide",
      "NaSEt/DMF",
      "EtSNa/DMF",
    ],
    smiles: "CC[S-].[Na+]",
    classes: ["ether_cleavage"],
  },
  // HBr with a peroxide or light adds by a radical chain, Br to the less substituted carbon (Kharasch).
  {
    name: "peroxide",
    group: true,
    aliases: [
      "ROOR",
      "peroxides",
      "peroxide",
      "benzoyl peroxide",
      "(PhCO2)2",
      "BPO",
      "AIBN",
      "di-tert-butyl peroxide",
      "DTBP",
      "tBuOOtBu",
      "hv",
      "hν",
      "light",
      "UV",
    ],
    classes: ["radical_initiator"],
  },
  {
    name: "HBr/ROOR",
    aliases: ["HBr, ROOR", "HBr, peroxide", "HBr/peroxide", "HBr, peroxides", "HBr/AIBN", "HBr, hv"],
    classes: ["hydrogen_bromide", "radical_initiator", "strong_acid"],
  },
  { name: "H2SO4/H2O", aliases: ["H3O+", "aq. H2SO4", "dilute H2SO4"], classes: ["aqueous_acid"] },
  // A class of its own: the mercurinium ion does not rearrange, a free carbocation under aqueous acid may
  // (alkene_hydration holds back those sites for aqueous acid, not for this).
  {
    name: "Hg(OAc)2 then NaBH4",
    aliases: [
      "oxymercuration",
      "oxymercuration-demercuration",
      "oxymercuration-reduction",
      "Hg(OAc)2/NaBH4",
      "Hg(OAc)2, H2O then NaBH4",
      "Hg(OAc)2",
      "mercuric acetate",
    ],
    classes: ["oxymercuration"],
  },
  { name: "Br2", aliases: ["bromine"], smiles: "BrBr", classes: ["brominating_agent"] },
  { name: "Cl2", aliases: ["chlorine"], smiles: "ClCl", classes: ["chlorinating_agent"] },
  { name: "I2", aliases: ["iodine"], smiles: "II", classes: ["iodinating_agent"] },
  { name: "NBS", aliases: ["N-bromosuccinimide"], smiles: "O=C1CCC(=O)N1Br", classes: ["brominating_agent"] },
  { name: "NCS", aliases: ["N-chlorosuccinimide"], smiles: "O=C1CCC(=O)N1Cl", classes: ["chlorinating_agent"] },
  { name: "NIS", aliases: ["N-iodosuccinimide"], smiles: "O=C1CCC(=O)N1I", classes: ["iodinating_agent"] },
  {
    name: "HNO3/H2SO4",
    aliases: ["HNO3, H2SO4", "H2SO4/HNO3", "mixed acid", "nitrating mixture"],
    classes: ["nitrating_agent", "strong_acid"],
  },
  { name: "HNO3", aliases: ["nitric acid", "fuming HNO3"], smiles: "O=[N+]([O-])O", classes: ["nitrating_agent"] },
  { name: "NO2BF4", aliases: ["nitronium tetrafluoroborate"], classes: ["nitrating_agent"] },
  {
    name: "SO3/H2SO4",
    aliases: ["SO3", "fuming H2SO4", "fuming sulfuric acid", "oleum", "H2SO4/SO3", "SO3, H2SO4", "sulfur trioxide"],
    classes: ["sulfonating_agent", "strong_acid"],
  },
  { name: "H3PO4", aliases: ["phosphoric acid", "85% H3PO4"], smiles: "O=P(O)(O)O", classes: ["strong_acid"] },
  // Diazotisation (NaNO2 with HCl or H2SO4, 0–5 °C) and the Sandmeyer copper(I) salts.
  {
    name: "NaNO2",
    aliases: [
      "sodium nitrite",
      "NaNO2/HCl",
      "NaNO2, HCl",
      "NaNO2/H2SO4",
      "HNO2",
      "nitrous acid",
      "isoamyl nitrite",
      "tBuONO",
    ],
    smiles: "O=N[O-].[Na+]",
    classes: ["diazotising_agent"],
  },
  {
    name: "CuBr",
    aliases: ["copper(I) bromide", "cuprous bromide"],
    smiles: "[Cu]Br",
    classes: ["copper_bromide", "copper_catalyst"],
  },
  {
    name: "CuCl",
    aliases: ["copper(I) chloride", "cuprous chloride"],
    smiles: "[Cu]Cl",
    classes: ["copper_chloride", "copper_catalyst"],
  },
  // Bases that deprotonate a terminal alkyne (pKa 25) for its alkylation.
  {
    name: "NaNH2",
    aliases: ["sodium amide", "sodamide", "NaNH2/NH3", "NaNH2, NH3", "LiNH2", "KNH2"],
    smiles: "[NH2-].[Na+]",
    classes: ["acetylide_base", "base"],
  },
  { name: "n-BuLi", aliases: ["nBuLi", "BuLi", "n-butyllithium", "butyllithium"], classes: ["acetylide_base", "base"] },
  {
    name: "N2H4",
    aliases: ["hydrazine", "hydrazine hydrate", "N2H4·H2O", "N2H4.H2O", "H2NNH2", "NH2NH2"],
    smiles: "NN",
    classes: ["hydrazine"],
  },
  // Acid chlorides and anhydrides from acids. Oxalyl chloride with DMSO is the Swern oxidation (an entry above).
  {
    name: "SOCl2",
    aliases: ["thionyl chloride", "SOCl2/DMF"],
    smiles: "O=S(Cl)Cl",
    classes: ["acid_chlorinating_agent"],
  },
  {
    name: "(COCl)2",
    aliases: ["oxalyl chloride", "(COCl)2/DMF", "oxalyl chloride/DMF", "ClCOCOCl"],
    smiles: "O=C(Cl)C(=O)Cl",
    classes: ["acid_chlorinating_agent"],
  },
  {
    name: "PCl5",
    aliases: ["phosphorus pentachloride"],
    smiles: "ClP(Cl)(Cl)(Cl)Cl",
    classes: ["acid_chlorinating_agent"],
  },
  { name: "PCl3", aliases: ["phosphorus trichloride"], smiles: "ClP(Cl)Cl", classes: ["acid_chlorinating_agent"] },
  { name: "Ac2O", aliases: ["acetic anhydride"], smiles: "CC(=O)OC(C)=O", classes: ["dehydrating_agent"] },
  // Catalysts and coupling reagents
  {
    name: "Pd catalyst",
    group: true,
    aliases: [
      "Pd(PPh3)4",
      "Pd(OAc)2",
      "Pd2(dba)3",
      "Pd(dppf)Cl2",
      "PdCl2(dppf)",
      "PdCl2(PPh3)2",
      "Pd(PPh3)2Cl2",
      "XPhos Pd G3",
      "Pd(dba)2",
      "Pd",
      "palladium",
    ],
    classes: ["palladium_catalyst"],
  },
  { name: "CuI", aliases: ["copper(I) iodide"], smiles: "[Cu]I", classes: ["copper_catalyst"] },
  {
    name: "CuSO4/sodium ascorbate",
    aliases: ["CuSO4", "CuSO4/NaAsc", "Cu(I)", "copper"],
    classes: ["copper_catalyst"],
  },
  {
    name: "amide coupling reagent",
    group: true,
    aliases: [
      "HATU",
      "HBTU",
      "TBTU",
      "EDC",
      "EDCI",
      "EDC·HCl",
      "DCC",
      "DIC",
      "T3P",
      "CDI",
      "PyBOP",
      "HOBt",
      "COMU",
      "EDC/HOBt",
    ],
    classes: ["amide_coupling_reagent"],
  },
  {
    name: "PPh3/DEAD",
    aliases: ["DEAD", "DIAD", "PPh3/DIAD", "DEAD/PPh3", "DIAD/PPh3", "ADDP", "Mitsunobu"],
    classes: ["mitsunobu_reagent"],
  },
  {
    name: "PPh3",
    aliases: ["triphenylphosphine"],
    smiles: "c1ccc(P(c2ccccc2)c2ccccc2)cc1",
    classes: ["mitsunobu_reagent", "ozonide_reductant"],
  },
  // Solvents: recognised so that they are not reported as unknown; they point to no reaction.
  {
    name: "solvent",
    group: true,
    aliases: [
      "DCM",
      "CH2Cl2",
      "THF",
      "DMF",
      "DMSO",
      "MeOH",
      "EtOH",
      "MeCN",
      "toluene",
      "dioxane",
      "water",
      "H2O",
      "Et2O",
      "EtOAc",
      "acetone",
      "AcOH",
      "rt",
      "ethylene glycol",
      "iPrOH",
      "isopropanol",
      "diethylene glycol",
      "CH3CN",
      "CCl4",
    ],
    classes: ["solvent"],
  },
  // Heat points to no reaction of its own except the ring closure of a diacid to its anhydride; like a solvent it is
  // never reported as unused.
  { name: "heating", group: true, aliases: ["heat", "reflux", "Δ"], classes: ["heating", "solvent"] },
];

/** Case, spaces and dash style ignored. */
const normal = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, "");

/** A name or alias → the entry and the spelling reported (a group entry such as "amide coupling reagent" reports the alias given, "HATU"). */
const byName: ReadonlyMap<string, { reagent: Reagent; spelling: string }> = new Map(
  REAGENTS.flatMap((r) =>
    [r.name, ...r.aliases].map((alias) => [normal(alias), { reagent: r, spelling: r.group ? alias : r.name }] as const),
  ),
);

/** Canonical SMILES → reagent, computed once per RDKit instance on the first SMILES lookup. */
let bySmiles: Map<string, Reagent> | undefined;

function canonical(smiles: string): string | undefined {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return undefined;
  try {
    return read.mol.get_smiles();
  } finally {
    free(read.mol);
  }
}

function lookupSmiles(text: string): { reagent: Reagent; spelling: string } | undefined {
  // A name such as "Fe" or "Zn" is SMILES too, but names are looked up first; only text that could be SMILES is read.
  if (!/^[A-Za-z0-9@+\-[\]()=#$:.\\/%*]+$/.test(text)) return undefined;
  if (bySmiles === undefined) {
    bySmiles = new Map();
    for (const reagent of REAGENTS) {
      const key = reagent.smiles === undefined ? undefined : canonical(reagent.smiles);
      if (key === undefined) {
        if (reagent.smiles !== undefined) throw new Error(`reagent ${reagent.name}: SMILES does not parse`);
        continue;
      }
      bySmiles.set(key, reagent);
    }
  }
  const key = canonical(text);
  const reagent = key === undefined ? undefined : bySmiles.get(key);
  return reagent && { reagent, spelling: reagent.name };
}

function lookupOne(text: string): { reagent: Reagent; spelling: string } | undefined {
  return byName.get(normal(text)) ?? lookupSmiles(text.trim());
}

export interface ResolvedReagent {
  /** The text as given. */
  given: string;
  /** The table entries it was read as (several for a list such as "H2, Pd/C"). */
  reagents: string[];
  classes: ReagentClass[];
}

export interface ReagentReading {
  resolved: ResolvedReagent[];
  /** Texts (or parts of them) that are no known reagent. */
  unknown: string[];
  /** Every class given. */
  classes: Set<ReagentClass>;
  /** The entries of `resolved` that are a combination (TOGETHER), each with the entries it combines. */
  combinations: Map<ResolvedReagent, ResolvedReagent[]>;
}

/** The parts of a reagent list: whole first, then at list separators, then at "/". */
function parts(text: string): { found: { reagent: Reagent; spelling: string }[]; unknown: string[] } {
  const whole = lookupOne(text);
  if (whole) return { found: [whole], unknown: [] };
  const found: { reagent: Reagent; spelling: string }[] = [];
  const unknown: string[] = [];
  // A "+" splits only before another name: "H3O+" and "Cu+" keep theirs.
  for (const piece of text
    .split(/\s*(?:[,;]|\+(?=\s*[A-Za-z0-9([])|\bthen\b|\band\b)\s*/i)
    .filter((p) => p.trim().length > 0)) {
    const hit = lookupOne(piece);
    if (hit) {
      found.push(hit);
      continue;
    }
    const slashed = piece.split("/").filter((p) => p.trim().length > 0);
    for (const part of slashed.length > 1 ? slashed : [piece]) {
      const again = slashed.length > 1 ? lookupOne(part) : undefined;
      if (again) found.push(again);
      else unknown.push(part.trim());
    }
  }
  return { found, unknown };
}

/**
 * Reagents that mean together what neither means alone (each group: any one of its spellings, as the table reports
 * them): oxalyl chloride with DMSO is the Swern oxidation; sulfuric or phosphoric acid with water is aqueous acid
 * (Markovnikov hydration of an alkene, nitrile hydrolysis), their anions too weakly nucleophilic to add, except beside
 * CrO3 or another strong oxidant, whose medium they are (Jones reagent oxidises an alcohol, it does not hydrate an alkene).
 */
const TOGETHER: readonly {
  name: string;
  all: readonly (readonly string[])[];
  classes: readonly ReagentClass[];
  /** Not read when a reagent of these classes is given too: the parts are its medium (Jones reagent's acid and water). */
  unlessWith?: readonly ReagentClass[];
}[] = [
  { name: "Swern (oxalyl chloride + DMSO)", all: [["(COCl)2"], ["DMSO"]], classes: ["alcohol_oxidant"] },
  {
    name: "aqueous acid (H2SO4 or H3PO4 + water)",
    all: [
      ["H2SO4", "H3PO4"],
      ["H2O", "water"],
    ],
    classes: ["aqueous_acid"],
    unlessWith: ["strong_oxidant"],
  },
];

/** The combinations of TOGETHER among the reagents read: each adds its classes, reported as one more reading. */
function together(resolved: readonly ResolvedReagent[]): Map<ResolvedReagent, ResolvedReagent[]> {
  const out = new Map<ResolvedReagent, ResolvedReagent[]>();
  for (const combination of TOGETHER) {
    const givers = combination.all.map((spellings) =>
      resolved.find((r) => r.reagents.some((name) => spellings.some((s) => normal(s) === normal(name)))),
    );
    const found = [...new Set(givers.filter((g): g is ResolvedReagent => g !== undefined))];
    if (givers.some((g) => g === undefined)) continue;
    const unless = combination.unlessWith ?? [];
    if (resolved.some((r) => r.classes.some((c) => unless.includes(c)))) continue;
    out.set(
      { given: found.map((g) => g.given).join(" + "), reagents: [combination.name], classes: [...combination.classes] },
      found,
    );
  }
  return out;
}

/** Reads the reagents argument. */
export function readReagents(given: readonly string[]): ReagentReading {
  const resolved: ResolvedReagent[] = [];
  const unknown: string[] = [];
  const classes = new Set<ReagentClass>();
  for (const text of given) {
    const { found, unknown: missing } = parts(text);
    unknown.push(...missing);
    if (found.length === 0) continue;
    const own = [...new Set(found.flatMap((f) => f.reagent.classes))];
    for (const c of own) classes.add(c);
    resolved.push({ given: text, reagents: [...new Set(found.map((f) => f.spelling))], classes: own });
  }
  const combinations = together(resolved);
  for (const combined of combinations.keys()) {
    for (const c of combined.classes) classes.add(c);
    resolved.push(combined);
  }
  return { resolved, unknown, classes, combinations };
}

/** A class with a few of its reagents, for "possible with": "peracid (mCPBA, peracetic acid, MMPP)". */
export function describeClass(cls: ReagentClass): string {
  const names = REAGENTS.filter((r) => r.classes.includes(cls))
    .flatMap((r) => (r.group ? r.aliases.slice(0, 2) : [r.name]))
    .slice(0, 4);
  return `${REAGENT_CLASS_TITLES[cls]} (${names.join(", ")})`;
}
