/**
 * The named reaction templates of predict_products, written for this project (not taken from a template set).
 * Each is a reaction SMARTS in RDKit's dialect with atom maps on the atoms that stay, a reaction class, a
 * literature citation (a textbook or review that describes the reaction as a whole, or its original paper), and
 * the selectivity rule the template encodes or leaves open.
 *
 * Conventions (see `selectivity` of each):
 * - A template names the bond(s) made and broken; every site that matches gives its own product set, so when a
 *   molecule has two reactive sites both products are reported rather than one guessed.
 * - By-products (HCl, H2O, Ph3PO, the alcohol of a hydrolysed ester, …) are not written unless said.
 * - Stereochemistry is written only where the reaction fixes it and the template can say so (the E alkene of
 *   Heck and Horner–Wadsworth–Emmons); otherwise existing stereocentres away from the site are kept and new ones
 *   are left unspecified.
 * - Reagents and catalysts (Pd, base, H2, mCPBA, OsO4, …) are not reactants: a template lists only the molecules
 *   whose atoms end up in the product. A template whose change is made by a reagent (a reduction, an oxidation, a
 *   deprotection) names the reagent classes it needs (`needs`, reagents.ts); predict_products applies it only when one
 *   is given.
 *
 * Tested on literature examples (validation/data/reaction-examples.jsonl, test/chem/reactions/templates.test.ts)
 * and checked against Python RDKit (validation/generators/make_golden_predict.py).
 */

import type { ReagentClass } from "./reagents.ts";

export interface ReactionTemplate {
  /** snake_case identifier, the `reaction` argument of predict_products. */
  name: string;
  /** Human name, e.g. "Suzuki–Miyaura coupling". */
  title: string;
  /** The reaction class (also accepted as `reaction`): several templates share one. */
  reactionClass: ReactionClass;
  /** Reaction SMARTS, reactant templates in `roles` order. */
  smarts: string;
  /** What each reactant template is, in order (shown to the model). */
  roles: readonly string[];
  /**
   * Slots filled by the same molecule as an earlier slot (index → earlier index): a reagent used twice, as in the
   * double addition of a Grignard reagent to an ester. The caller gives that molecule once.
   */
  sameAs?: Readonly<Record<number, number>>;
  /** A textbook, review or the original paper. */
  citation: string;
  /** Which site reacts, what is assumed, what is not modelled. */
  selectivity: string;
  /**
   * The reagent classes this reaction needs, most typical first (any one suffices): without one of them given
   * (or the template named) the template is listed as "possible with", not predicted. None: the partners suffice.
   */
  needs?: readonly ReagentClass[];
  /**
   * Classes that must all be given as well as one of `needs` (HBr adds anti-Markovnikov only with a peroxide; Na
   * reduces an alkyne only in liquid ammonia).
   */
  needsAlso?: readonly ReagentClass[];
  /**
   * Reagent classes that change the outcome (issue 31): with one of them given, this template is not predicted but
   * listed under possible_with (a Lindlar catalyst stops an alkyne at the alkene; a peroxide makes HBr add by the
   * radical chain). Naming the template still applies it.
   */
  blockedBy?: readonly ReagentClass[];
  /**
   * Templates this one replaces at the sites where it gives a product (its reagent given): their products at the
   * same site and reactants are not predicted (Jones reagent takes a primary alcohol on to the acid, so
   * alcohol_oxidation's aldehyde is dropped there while its ketone of a secondary alcohol stays).
   */
  overrides?: readonly string[];
  /** Reagent classes that point to this reaction without being required (a catalyst, a base): they raise its rank. */
  suits?: readonly ReagentClass[];
  /**
   * A stereospecific form of the named template (issue 31): its roles are matched with stereochemistry (an E or Z
   * double bond as written; an SN2 template's [C@] matches either configuration of a written stereocentre, whose
   * parity the product's [C@@] inverts, and no unspecified one), and where it gives a product the named template's
   * same product without stereo is dropped.
   */
  stereoOf?: string;
  /**
   * A carbocation-shift form (issue 31) of the named plain template, made by `cationShiftForms`: the same addition
   * written after a 1,2-hydride or methyl shift has turned the secondary cation tertiary. Reached through the plain
   * template's name, like a stereospecific form.
   */
  shiftOf?: string;
  /**
   * This template goes through a free carbocation that its shift forms (`shiftOf`) rearrange. Where a shift form is
   * predicted, this template's product at the same site is the unrearranged one: listed after the shift form as the
   * minor product, or, when `instead` (a reagent class that gives it without a free cation) exists and the
   * cation-forming reagent was given, not predicted but listed as possible with `instead`. With `instead` given, the
   * shift forms are not predicted.
   */
  rearranges?: { instead?: ReagentClass };
  /**
   * Templates of one group give the alternative products of one reaction (the Zaitsev and Hofmann alkenes of an E2
   * elimination): a product that a higher-ranked member of the group already gives for the same reactants is not
   * listed again.
   */
  alternatives?: string;
  /**
   * A one-reactant reaction of a substrate that two-reactant templates also use: where a template joining that
   * reactant with another given one is predicted, this one is ranked after it (an alkyl halide given with a
   * nucleophile is being alkylated, alone with a strong base it eliminates; an acid given with an amine and SOCl2 is
   * made into the amide through its acid chloride).
   */
  yieldsToPartner?: true;
}

export const REACTION_CLASSES = [
  "acylation",
  "alkylation",
  "aromatic_substitution",
  "cross_coupling",
  "olefination",
  "carbonyl_addition",
  "conjugate_addition",
  "alkene_addition",
  "cycloaddition",
  "oxidation",
  "reduction",
  "deprotection",
  "hydrolysis",
  "elimination",
  "acid_activation",
] as const;
export type ReactionClass = (typeof REACTION_CLASSES)[number];

// Shared atom queries.
/** A primary or secondary amine N with an H that can react as a nucleophile: not an amide, sulfonamide, imine, nitrile, N-oxide or cation. */
const AMINE = "N;H2,H1;!$(N[C,S,P]=[O,S,N]);!$(N#*);!$(N=*);!$(N[N,O]);!$([N+])";
/** An sp3 carbon bearing a halide that can undergo SN2: primary or secondary, not gem-polyhalo, not next to a heteroatom. */
const SN2_CARBON = "CX4;H1,H2,H3;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S])";
/** Aldehyde carbonyl carbon (formaldehyde included). */
const ALDEHYDE_C = "CX3;H1,H2;$(C=O);!$(C[O,N,S])";
/** Aldehyde or ketone carbonyl carbon (a comma between two ';' lists would not mean "or", hence the recursion). */
const CARBONYL_C = "CX3;$([CH1,CH2]=O),$(C(=O)([#6])[#6]);!$(C[O,N,S])";
/** Ketone carbonyl carbon: two carbon neighbours. */
const KETONE_C = "CX3;H0;$(C(=O)([#6])[#6])";
/** An acidic C–H between two acceptors (malonate, β-keto ester, cyanoacetate, malononitrile). */
const ACTIVE_METHYLENE = "CX4;H2,H1;$(C([$(C=O),$(C#N),$(S(=O)=O)])[$(C=O),$(C#N),$(S(=O)=O)])";
/** An alkene carbon of an isolated or conjugated C=C that is not part of an aromatic ring, enol ether or enamine. */
const ALKENE_C = "C;!$(C[O,N]);!$(C=[!#6])";
/** Halides and pseudohalides that undergo Pd oxidative addition at an aromatic carbon. */
const ARYL_X = "Br,I,Cl";
/** Electron-withdrawing activation of an aromatic carbon for SNAr: ortho/para nitro or cyano, or a ring N ortho/para. */
const SNAR_C =
  "c;$(c:[n]),$(c:c:c:[n]),$(c:c[N+](=O)[O-]),$(c:c:c:c[N+](=O)[O-]),$(c:cC#N),$(c:c:c:cC#N),$(c:cC(F)(F)F)";
/** A ring substituent atom that directs electrophiles ortho/para: O, N (amine, amide), alkyl C, halogen. */
const OP_DIRECTOR = "[OX2,$([NX3;!$([N+]);!$(N=O)]),CX4,F,Cl,Br,I]";
/** A ring substituent atom that directs meta: nitro, carbonyl, nitrile, sulfonyl, CF3, ammonium. */
const M_DIRECTOR = "[$([N+](=O)[O-]),$([CX3]=O),$(C#N),$(S(=O)=O),$(C(F)(F)F),$([NX4+])]";
/** A benzene C–H whose position no ortho/para director on its ring reaches (ortho, meta or para to it). */
const NO_OP = `!$(c:c-${OP_DIRECTOR});!$(c:c:c-${OP_DIRECTOR});!$(c:c:c:c-${OP_DIRECTOR})`;
const NO_M = `!$(c:c-${M_DIRECTOR});!$(c:c:c-${M_DIRECTOR});!$(c:c:c:c-${M_DIRECTOR})`;
/**
 * The benzene C–H an electrophile attacks (the textbook rule): ortho or para to an ortho/para director when the
 * ring has one (it wins over a meta director); else meta to a meta director; else (no director) any C–H.
 */
const EAS_CH = `cH;$(c1ccccc1);$(c:c-${OP_DIRECTOR}),$(c:c:c:c-${OP_DIRECTOR}),$([cH;${NO_OP};$(c:c:c-${M_DIRECTOR})]),$([cH;${NO_OP};${NO_M}])`;
/** Friedel–Crafts: the same, but deactivated rings (a meta director and no activator) do not react. */
const FC_CH = `cH;$(c1ccccc1);$(c:c-${OP_DIRECTOR}),$(c:c:c:c-${OP_DIRECTOR}),$([cH;${NO_OP};${NO_M}])`;
/** An isolated alkene carbon (not conjugated to an acceptor). */
const PLAIN_ALKENE_C = `${ALKENE_C};!$(C[C,S,N]=O);!$(CC#N)`;
/** The more substituted end of an isolated alkene (where Markovnikov addition puts X): C with no H, or CH whose partner has H. */
const MARKOVNIKOV_C = `${PLAIN_ALKENE_C};$([CH0]),$([CH1]=[CH1,CH2])`;
/** An organometallic carbon: Grignard reagent or organolithium. */
const ORGANOMETAL = "[#6:4]-[Mg,Li]";

/** No heteroatom neighbour (a β-carbon of an E2 elimination, an α-carbon of a Baeyer–Villiger ketone). */
const NO_HETERO = "!$(C[!#6])";
/**
 * The carbon bearing the halide of an E2 elimination: secondary or tertiary, not gem-polyhalo, not next to O, N or S
 * or to a carbonyl (α-halo carbonyls react otherwise).
 */
const E2_HALIDE_C =
  "CX4;$([CH1]([#6])[#6]),$([CH0]([#6])([#6])[#6]);!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]);!$(C[CX3]=O)";
/** An sp3 β-carbon with an H and no heteroatom, seen from the halide carbon (the competitor test of the rules below). */
const E2_BETA_WITH = (h: string) => `[CX4;${h};${NO_HETERO}]`;
/**
 * The β-carbon whose H the base removes to give the more substituted (Zaitsev) alkene: the one with the fewest H
 * among the halide carbon's β-carbons (a CH beats a CH2, a CH2 a CH3); equal ones each give their alkene.
 */
const ZAITSEV_BETA = `CX4;!H0;${NO_HETERO};$([CH1]),$([CH2][CX4;$(C[Cl,Br,I]);!$(C${E2_BETA_WITH("H1")})]),$([CH3][CX4;$(C[Cl,Br,I]);!$(C${E2_BETA_WITH("H1,H2")})])`;
/** The β-carbon a bulky base takes its H from (Hofmann): the one with the most H (a CH3 beats a CH2, a CH2 a CH). */
const HOFMANN_BETA = `CX4;!H0;${NO_HETERO};$([CH3]),$([CH2][CX4;$(C[Cl,Br,I]);!$(C[CX4;H3])]),$([CH1][CX4;$(C[Cl,Br,I]);!$(C${E2_BETA_WITH("H2,H3")})])`;
/** The carbinol carbon of an acid-catalysed dehydration: secondary or tertiary, not next to another heteroatom. */
const DEHYDRATION_C = "CX4;$([CH1]([#6])[#6]),$([CH0]([#6])([#6])[#6]);!$(C([OH1])[O,N,S,F,Cl,Br,I])";
/** An epoxide CH fused to a 5- to 7-membered ring (the C–C bond shared): the epoxide is necessarily cis. */
const FUSED_EPOXIDE_CH = "CH1;R2;$([CH1]1[CH1]~*~*~*1),$([CH1]1[CH1]~*~*~*~*1),$([CH1]1[CH1]~*~*~*~*~*1)";
/** ZAITSEV_BETA for an alcohol: the β-carbon with the fewest H, seen from the carbinol carbon. */
const ZAITSEV_BETA_OH = `CX4;!H0;${NO_HETERO};$([CH1]),$([CH2][CX4;$(C[OH1]);!$(C${E2_BETA_WITH("H1")})]),$([CH3][CX4;$(C[OH1]);!$(C${E2_BETA_WITH("H1,H2")})])`;
/**
 * The epoxide carbon a basic nucleophile attacks: a CH2 (mono- and 1,1-disubstituted epoxides). A CH would be
 * inverted, which the plain template cannot write, so 1,2-disubstituted epoxides are not taken.
 */
const EPOXIDE_LESS_HINDERED = "CX4;r3;H2";
/** An α-carbon of a Baeyer–Villiger ketone: sp3 without heteroatom and not between two carbonyls, or aromatic. */
const BV_ALPHA = `$([CX4;${NO_HETERO};!$(C(C=O)C=O)]),$(c)`;
/**
 * The group that migrates in a Baeyer–Villiger oxidation, by the textbook migratory aptitude tertiary alkyl >
 * secondary alkyl (cyclohexyl) > aryl ~ benzyl > primary alkyl > methyl: a group migrates when the carbonyl's other
 * group (reached through the carbonyl, C(=O)) ranks no higher. Two groups of equal rank both match.
 */
const BV_MIGRATING = [
  "$([CX4;H0])",
  "$([CX4;H1]C(=O)[!$([CX4;H0])])",
  "$([$(c),$([CX4;H2]c)]C(=O)[!$([CX4;H0,H1])])",
  "$([CX4;H2;!$(Cc)]C(=O)[!$([CX4;H0,H1]);!$(c);!$([CX4;H2]c)])",
  "$([CX4;H3]C(=O)[CX4;H3])",
].join(",");
/**
 * The leaving alkoxy group of a Claisen acylating ester (not of an anhydride). The acylating ester's carbonyl is kept
 * out of rings: a lactone's ring O-carbon would leave with the alkoxy group and take a ring carbon with it.
 */
const ESTER_ACCEPTOR_OR = "[OX2][#6;!$(C=O)]";
/** The enolate side of a Claisen condensation: an ester α-CH2 or CH3 that is not already doubly activated. */
const CLAISEN_DONOR = "[CX4;H2,H3;!$(C[!#6]);!$(C(C=O)C=O);!$(CC#N):3][CX3:4](=[O:5])[OX2:6][#6;!$(C=O):7]";
/** An ester without α-H (formate, benzoate, pivalate, carbonate, oxalate): it can only be the acylating partner. */
const NON_ENOLISABLE_ESTER_C = "CX3;!R;$(C(=O)[OX2][#6;!$(C=O)]);!$(C(=O)N);!$(C[CX4;!H0]);!$(C-C=C)";

const CLAYDEN = "Clayden, Greeves, Warren, Organic Chemistry, 2nd ed. (Oxford University Press, 2012)";
const MARCH = "Smith, March's Advanced Organic Chemistry, 7th ed. (Wiley, 2013)";
const GREENE = "Wuts, Greene's Protective Groups in Organic Synthesis, 5th ed. (Wiley, 2014)";

const MCMURRY_SHIFTS =
  'McMurry, Organic Chemistry, 9th ed. (Cengage, 2016), section 7.11 "Evidence for the mechanism of electrophilic additions: carbocation rearrangements"; ' +
  'Morrison, Boyd, Organic Chemistry, section 6.12 "Electrophilic addition: rearrangements" (3,3-dimethyl-1-butene + HCl gives 2-chloro-3,3-dimethylbutane and the rearranged 2-chloro-2,3-dimethylbutane)';

/**
 * The carbocation-shift forms of a Markovnikov addition through a free cation (HBr, HCl, aqueous acid; issue 31),
 * one function for the three. The cation carbon (map 1: a CH= outside a ring whose partner, map 2, is CH or CH2 and
 * not benzylic, so map 1 is the Markovnikov end and the cation secondary) sits next to an sp3 carbon (map 3) that turns it
 * tertiary by a 1,2-shift: a CH bearing two more carbons gives up its H (hydride shift), a quaternary carbon one of
 * its methyls (methyl shift). The nucleophile then bonds to map 3. The first two atoms of each form's reactant
 * template are the site its plain template's product shares (predict.ts compares them), so the sites and the
 * rearranged products come from these two SMARTS only. A cation on a ring carbon is left unrearranged: HBr and
 * 3-methylcyclohexene give the four 1-bromo-2- and 1-bromo-3-methylcyclohexanes, not 1-bromo-1-methylcyclohexane
 * (a textbook problem, Organic Chemistry 9th ed., chapter 8, problem 69, as answered on vaia.com).
 */
function cationShiftForms(plain: {
  name: string;
  /** The group added to the cation carbon, as product SMARTS ("Br", "Cl", "[OH1]"). */
  x: string;
  what: string;
  needs: readonly ReagentClass[];
  /** The reagent as the selectivity note names it. */
  reagent: string;
  /** The textbook example of the hydride and of the methyl shift. */
  examples: { hydride: string; methyl: string };
  /** What becomes of the plain template's unrearranged product at the same site (a sentence). */
  unrearranged: string;
  /** The plain template's `blockedBy` (a radical initiator turns HBr's addition radical: no cation to shift). */
  blockedBy?: readonly ReagentClass[];
}): ReactionTemplate[] {
  const cation = `[CX3;H1;!R;${PLAIN_ALKENE_C}:1](=[CX3;H1,H2;${PLAIN_ALKENE_C};!$(C-a):2])`;
  const assumed = `Assumed: the shift is faster than capture of the secondary cation. ${plain.unrearranged} One shift to a tertiary cation only: shifts of other alkyl groups or ring bonds (ring expansion), second shifts, shifts towards a heteroatom and a cation on a ring carbon (3-methylcyclohexene + HBr gives unrearranged bromides) are not modelled.`;
  const common = {
    reactionClass: "alkene_addition" as const,
    needs: plain.needs,
    roles: ["alkene"],
    shiftOf: plain.name,
    citation: MCMURRY_SHIFTS,
    ...(plain.blockedBy === undefined ? {} : { blockedBy: plain.blockedBy }),
  };
  return [
    {
      ...common,
      name: `${plain.name}_hydride_shift`,
      title: `${plain.what} with a 1,2-hydride shift (rearranged tertiary product)`,
      smarts: `${cation}-[CX4;H1:3]([#6:4])[#6:5]>>[C:2][C:1][C:3](${plain.x})([#6:4])[#6:5]`,
      selectivity: `${plain.reagent}: the secondary cation next to a CH bearing two more carbons takes its H (1,2-hydride shift) and the tertiary cation is trapped (${plain.examples.hydride}). ${assumed}`,
    },
    {
      ...common,
      name: `${plain.name}_methyl_shift`,
      title: `${plain.what} with a 1,2-methyl shift (rearranged tertiary product)`,
      smarts: `${cation}-[CX4;H0:3]([CH3:6])([#6:4])[#6:5]>>[C:2][C:1]([C:6])[C:3](${plain.x})([#6:4])[#6:5]`,
      selectivity: `${plain.reagent}: the secondary cation next to a quaternary carbon takes one of its methyls (1,2-methyl shift) and the tertiary cation is trapped (${plain.examples.methyl}). ${assumed}`,
    },
  ];
}

export const TEMPLATES: readonly ReactionTemplate[] = [
  {
    name: "amide_coupling",
    title: "Amide coupling (carboxylic acid + amine)",
    reactionClass: "acylation",
    suits: ["amide_coupling_reagent", "base"],
    smarts: `[C:1](=[O:2])[OX2H1].[${AMINE}:3]>>[C:1](=[O:2])[N:3]`,
    roles: ["carboxylic acid", "primary or secondary amine"],
    citation: "Montalbetti, Falque, Tetrahedron 2005, 61, 10827 (review: amide bond formation and peptide coupling)",
    selectivity:
      "Condensation with a coupling reagent (HATU, EDC, T3P). Every acid × every N–H amine site is reported; chemoselectivity between several amines (primary over secondary, aliphatic over aniline) is not decided by the template.",
  },
  {
    name: "schotten_baumann_acylation",
    title: "Acylation of an amine by an acyl chloride",
    reactionClass: "acylation",
    suits: ["base"],
    smarts: `[C:1](=[O:2])[Cl,Br].[${AMINE}:3]>>[C:1](=[O:2])[N:3]`,
    roles: ["acyl chloride", "primary or secondary amine"],
    citation:
      "Schotten, Ber. Dtsch. Chem. Ges. 1884, 17, 2544; Montalbetti, Falque, Tetrahedron 2005, 61, 10827 (section 2.1.1: coupling of acyl chlorides with amines)",
    selectivity:
      "Mono-acylation at each N–H amine site is reported separately; O-acylation of alcohols present is not modelled (amines are far more nucleophilic).",
  },
  {
    name: "esterification",
    title: "Esterification (Fischer or Steglich)",
    reactionClass: "acylation",
    suits: ["amide_coupling_reagent", "strong_acid"],
    smarts: "[C:1](=[O:2])[OX2H1].[OX2H1;$(O[CX4]),$(Oc);!$(OC=O):3]>>[C:1](=[O:2])[O:3]",
    roles: ["carboxylic acid", "alcohol or phenol"],
    citation:
      "Fischer, Speier, Ber. Dtsch. Chem. Ges. 1895, 28, 3252; Neises, Steglich, Angew. Chem. Int. Ed. Engl. 1978, 17, 522",
    selectivity:
      "Each acid × each OH is reported; primary alcohols react faster than secondary, tertiary alcohols are poor partners under Fischer conditions (use Steglich).",
  },
  {
    name: "sulfonamide_formation",
    title: "Sulfonamide formation (sulfonyl chloride + amine)",
    reactionClass: "acylation",
    suits: ["base"],
    smarts: `[S:1](=[O:2])(=[O:3])[Cl].[${AMINE}:4]>>[S:1](=[O:2])(=[O:3])[N:4]`,
    roles: ["sulfonyl chloride", "primary or secondary amine"],
    citation: "Hinsberg, Ber. Dtsch. Chem. Ges. 1890, 23, 2962 (sulfonyl chlorides with amines: the Hinsberg reaction)",
    selectivity: "Each N–H amine site is reported; bis-sulfonylation of a primary amine is not modelled.",
  },
  {
    name: "urea_formation",
    title: "Urea formation (isocyanate + amine)",
    reactionClass: "acylation",
    suits: ["base"],
    smarts: `[N:1]=[C:2]=[O:3].[${AMINE}:4]>>[N:1][C:2](=[O:3])[N:4]`,
    roles: ["isocyanate", "primary or secondary amine"],
    citation:
      "Nitschke, Scherr, 'Urea Derivatives', Ullmann's Encyclopedia of Industrial Chemistry (Wiley-VCH, 2012), doi:10.1002/14356007.o27_o04",
    selectivity:
      "Each N–H amine site is reported; isocyanates also add alcohols (carbamates) and water, not modelled here.",
  },
  {
    name: "reductive_amination",
    title: "Reductive amination",
    reactionClass: "reduction",
    needs: ["hydride_reductant", "hydrogenation_catalyst"],
    smarts: `[${CARBONYL_C}:1]=[O].[${AMINE}:2]>>[C:1][N:2]`,
    roles: ["aldehyde or ketone", "primary or secondary amine"],
    citation: "Abdel-Magid, Carson, Harris, Maryanoff, Shah, J. Org. Chem. 1996, 61, 3849 (NaBH(OAc)3)",
    selectivity:
      "One C–N bond per carbonyl × amine site (mono-alkylation); over-alkylation of primary amines and the new stereocentre are not modelled.",
  },
  {
    name: "n_alkylation",
    title: "SN2 N-alkylation of an amine",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[${AMINE}:2]>>[C:1][N:2]`,
    roles: ["alkyl halide", "primary or secondary amine"],
    citation:
      "Salvatore, Yoon, Jung, Tetrahedron 2001, 57, 7785 (review: synthesis of secondary amines, section 2.1.1.1 N-alkylation with alkyl halides)",
    selectivity:
      "Mono-alkylation at each N–H site; over-alkylation (a real problem with primary amines) is not modelled. Tertiary halides do not undergo SN2 and are excluded; inversion at a stereogenic carbon is not written.",
  },
  {
    name: "o_alkylation_carboxylate",
    title: "SN2 O-alkylation of a carboxylic acid (ester formation)",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[C:2](=[O:3])[OX2H1:4]>>[C:2](=[O:3])[O:4][C:1]`,
    roles: ["alkyl halide", "carboxylic acid (as its carboxylate)"],
    citation: "Pfeffer, Silbert, J. Org. Chem. 1976, 41, 1373 (esterification of carboxylate salts with alkyl halides)",
    selectivity:
      "The carboxylate oxygen is alkylated with base (K2CO3, Cs2CO3); each acid × each halide carbon is reported.",
  },
  {
    name: "s_alkylation",
    title: "SN2 S-alkylation of a thiol",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[SX2H1:2]>>[C:1][S:2]`,
    roles: ["alkyl halide", "thiol"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at saturated carbon" (thiolates are excellent SN2 nucleophiles)`,
    selectivity:
      "Thiolate S is alkylated in preference to O or N nucleophiles in the same molecule (not enforced by the template).",
  },
  {
    name: "c_alkylation",
    title: "SN2 C-alkylation of an active methylene compound (malonic ester synthesis)",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[${ACTIVE_METHYLENE}:2]>>[C:1][C:2]`,
    roles: ["alkyl halide", "active methylene compound (malonate, β-keto ester, cyanoacetate)"],
    citation: `${CLAYDEN}, chapter "Alkylation of enolates"; ${MARCH}, chapter 10`,
    selectivity:
      "Mono-alkylation at the doubly activated carbon; dialkylation (with excess halide) and O-alkylation are not modelled.",
  },
  {
    name: "williamson_ether",
    title: "Williamson ether synthesis",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[OX2H1;$(O[CX4]),$(Oc);!$(OC=O):2]>>[C:1][O:2]`,
    roles: ["alkyl halide", "alcohol or phenol (as its alkoxide/phenoxide)"],
    citation: "Williamson, Philos. Mag. (Series 3) 1850, 37, 350",
    selectivity:
      "Each OH × each halide carbon; phenols (more acidic) react under milder base. Primary halides best; secondary halides compete with E2 (not modelled).",
  },
  {
    name: "snar_amination",
    title: "Nucleophilic aromatic substitution (SNAr) by an amine",
    reactionClass: "aromatic_substitution",
    suits: ["base"],
    smarts: `[${SNAR_C}:1][F,Cl].[${AMINE}:2]>>[c:1][N:2]`,
    roles: ["activated aryl/heteroaryl fluoride or chloride", "primary or secondary amine"],
    citation: "Bunnett, Zahler, Chem. Rev. 1951, 49, 273",
    selectivity:
      "Only halides ortho/para to a nitro, cyano or CF3 group or to a ring nitrogen react. With several (e.g. 2,4-dichloropyrimidine) every position is reported; the 4-position of pyrimidines usually reacts first.",
  },
  {
    name: "mitsunobu",
    title: "Mitsunobu reaction (alcohol + acidic nucleophile)",
    reactionClass: "alkylation",
    suits: ["mitsunobu_reagent"],
    smarts: "[C@;H1;!$(C(O)[O,N,S]):1]([#6:3])([#6:4])[OX2H1].[OX2H1;$(OC=O),$(Oc):2]>>[C@@:1]([#6:3])([#6:4])[O:2]",
    roles: ["secondary alcohol", "carboxylic acid or phenol (pKa < 11)"],
    citation:
      "Mitsunobu, Yamada, Bull. Chem. Soc. Jpn. 1967, 40, 2380; Kumara Swamy, Bhuvan Kumar, Balaraman, Pavan Kumar, Chem. Rev. 2009, 109, 2551",
    selectivity:
      "The alcohol C–O bond is replaced (PPh3, DEAD/DIAD) with inversion at the carbinol carbon: a specified (R)/(S) alcohol gives the inverted ester or ether, an unspecified one stays unspecified. Primary alcohols: mitsunobu_primary. Tertiary alcohols do not react.",
  },
  {
    name: "mitsunobu_primary",
    title: "Mitsunobu reaction of a primary alcohol",
    reactionClass: "alkylation",
    suits: ["mitsunobu_reagent"],
    smarts: "[CH2;!$(C(O)[O,N,S]):1][OX2H1].[OX2H1;$(OC=O),$(Oc):2]>>[C:1][O:2]",
    roles: ["primary alcohol", "carboxylic acid or phenol (pKa < 11)"],
    citation:
      "Mitsunobu, Yamada, Bull. Chem. Soc. Jpn. 1967, 40, 2380; Kumara Swamy, Bhuvan Kumar, Balaraman, Pavan Kumar, Chem. Rev. 2009, 109, 2551",
    selectivity:
      "PPh3, DEAD/DIAD: the primary C–O bond is replaced by the acidic nucleophile's O (ester or aryl ether).",
  },
  {
    name: "suzuki_miyaura",
    title: "Suzuki–Miyaura coupling",
    reactionClass: "cross_coupling",
    suits: ["palladium_catalyst", "base"],
    smarts: `[c:1][${ARYL_X}].[c,$(C=C):2][BX3]([OX2])[OX2]>>[c:1][*:2]`,
    roles: ["aryl/heteroaryl halide", "aryl or vinyl boronic acid or ester"],
    citation: "Miyaura, Suzuki, Chem. Rev. 1995, 95, 2457",
    selectivity:
      "Every C–X of the halide is reported (reactivity I > Br > OTf >> Cl; with mixed halides the iodide or bromide reacts first). Vinyl boronates keep their alkene geometry.",
  },
  {
    name: "buchwald_hartwig",
    title: "Buchwald–Hartwig amination",
    reactionClass: "cross_coupling",
    suits: ["palladium_catalyst", "base"],
    smarts: `[c:1][${ARYL_X}].[${AMINE}:2]>>[c:1][N:2]`,
    roles: ["aryl/heteroaryl halide", "primary or secondary amine"],
    citation:
      "Dorel, Grugel, Haydl, Angew. Chem. Int. Ed. 2019, 58, 17118 (review: the Buchwald-Hartwig amination after 25 years)",
    selectivity:
      "Every C–X × every N–H site; Pd with a suitable ligand (BINAP, XPhos, BrettPhos) and base. Primary amines can diarylate (not modelled).",
  },
  {
    name: "sonogashira",
    title: "Sonogashira coupling",
    reactionClass: "cross_coupling",
    suits: ["palladium_catalyst", "copper_catalyst"],
    smarts: `[c,$(C=C):1][Br,I].[CH1:2]#[C:3]>>[*:1][C:2]#[C:3]`,
    roles: ["aryl or vinyl bromide/iodide", "terminal alkyne"],
    citation:
      "Sonogashira, Tohda, Hagihara, Tetrahedron Lett. 1975, 16, 4467; Chinchilla, Nájera, Chem. Rev. 2007, 107, 874",
    selectivity:
      "Pd/Cu catalysis, amine base; every C–X × every terminal alkyne. Glaser homocoupling of the alkyne is not modelled.",
  },
  {
    name: "mizoroki_heck",
    title: "Mizoroki–Heck reaction",
    reactionClass: "cross_coupling",
    suits: ["palladium_catalyst"],
    smarts: `[c:1][Br,I].[CH2:2]=[CH1:3][#6:4]>>[c:1]/[CH1:2]=[CH1:3]/[#6:4]`,
    roles: ["aryl bromide/iodide", "monosubstituted alkene"],
    citation:
      "Mizoroki, Mori, Ozaki, Bull. Chem. Soc. Jpn. 1971, 44, 581; Heck, Nolley, J. Org. Chem. 1972, 37, 2320; Beletskaya, Cheprakov, Chem. Rev. 2000, 100, 3009",
    selectivity:
      "The aryl group adds to the unsubstituted terminal carbon (β-arylation) and the E (trans) alkene is written, as observed for acrylates and styrenes.",
  },
  {
    name: "negishi",
    title: "Negishi coupling",
    reactionClass: "cross_coupling",
    suits: ["palladium_catalyst"],
    smarts: `[c,$(C=C):1][Br,I,Cl].[#6:2][Zn]>>[*:1][*:2]`,
    roles: ["aryl or vinyl halide", "organozinc halide (R–Zn–X)"],
    citation: "Negishi, King, Okukado, J. Org. Chem. 1977, 42, 1821",
    selectivity: "Every C–X of the halide; the zinc-bound carbon is transferred.",
  },
  {
    name: "stille",
    title: "Stille coupling",
    reactionClass: "cross_coupling",
    suits: ["palladium_catalyst"],
    smarts: `[c,$(C=C):1][Br,I,Cl].[#6;$(c),$(C=C),$(C#C):2][Sn]([CX4])([CX4])[CX4]>>[*:1][*:2]`,
    roles: ["aryl or vinyl halide", "trialkylstannane R–SnR'3 (R aryl, vinyl or alkynyl)"],
    citation: "Kosugi et al., Chem. Lett. 1977, 301; Stille, Angew. Chem. Int. Ed. Engl. 1986, 25, 508",
    selectivity:
      "The sp2/sp carbon on tin is transferred in preference to the alkyl 'dummy' groups (that rule is encoded). Vinyl geometry is retained.",
  },
  {
    name: "wittig",
    title: "Wittig olefination",
    reactionClass: "olefination",
    suits: ["base"],
    smarts: `[${CARBONYL_C}:1]=[O].[#6:2]=[PX4](c)(c)c>>[C:1]=[*:2]`,
    roles: ["aldehyde or ketone", "phosphorus ylide Ph3P=CR2"],
    citation: "Wittig, Schöllkopf, Chem. Ber. 1954, 87, 1318; Maryanoff, Reitz, Chem. Rev. 1989, 89, 863",
    selectivity:
      "Alkene geometry is not written: non-stabilised ylides give mainly Z, stabilised ylides (ester, ketone) mainly E. Aldehydes react before ketones.",
  },
  {
    name: "horner_wadsworth_emmons",
    title: "Horner–Wadsworth–Emmons olefination",
    reactionClass: "olefination",
    suits: ["base"],
    smarts: "[#6:5][CH1:1]=O.[CH2:2]([C:3]=[O:4])P(=O)(O[#6])O[#6]>>[#6:5]/[CH1:1]=[CH1:2]/[C:3]=[O:4]",
    roles: ["aldehyde", "phosphonoacetate or β-keto phosphonate"],
    citation: "Wadsworth, Emmons, J. Am. Chem. Soc. 1961, 83, 1733; Maryanoff, Reitz, Chem. Rev. 1989, 89, 863",
    selectivity:
      "The E-α,β-unsaturated ester/ketone is written (the usual HWE outcome; Still–Gennari conditions give Z, not modelled).",
  },
  {
    name: "grignard_aldehyde",
    title: "Grignard / organolithium addition to an aldehyde",
    reactionClass: "carbonyl_addition",
    smarts: `[${ALDEHYDE_C}:1]=[O:2].${ORGANOMETAL}>>[C:1]([O:2])[*:4]`,
    roles: ["aldehyde", "Grignard reagent (R–MgX) or organolithium (R–Li)"],
    citation: `${CLAYDEN}, chapter "Using organometallic reagents to make C–C bonds"`,
    selectivity: "Gives the secondary alcohol after aqueous work-up; the new stereocentre is not specified (racemic).",
  },
  {
    name: "grignard_ketone",
    title: "Grignard / organolithium addition to a ketone",
    reactionClass: "carbonyl_addition",
    smarts: `[${KETONE_C}:1]=[O:2].${ORGANOMETAL}>>[C:1]([O:2])[*:4]`,
    roles: ["ketone", "Grignard reagent (R–MgX) or organolithium (R–Li)"],
    citation: `${CLAYDEN}, chapter "Using organometallic reagents to make C–C bonds"`,
    selectivity:
      "Gives the tertiary alcohol; enolisation of hindered ketones and the new stereocentre are not modelled.",
  },
  {
    name: "grignard_ester",
    title: "Double Grignard / organolithium addition to an ester",
    reactionClass: "carbonyl_addition",
    smarts: `[#6:3][C;!R:1](=[O:2])[OX2][#6].${ORGANOMETAL}.[#6:5]-[Mg,Li]>>[#6:3][C:1]([O:2])([*:4])[*:5]`,
    roles: ["ester", "Grignard reagent or organolithium", "the same organometallic again (second equivalent)"],
    sameAs: { 2: 1 },
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (esters with two equivalents of RMgX)`,
    selectivity:
      "Two equivalents add (the intermediate ketone is more reactive than the ester), giving a tertiary alcohol with two identical new groups; the alkoxy part leaves as an alcohol (not written). Give the organometallic once. Lactones are not taken (the ring-opened diol is not written: the template would drop the ring's O-carbon).",
  },
  {
    name: "michael_addition",
    title: "Michael addition of a stabilised carbanion",
    reactionClass: "conjugate_addition",
    suits: ["base"],
    smarts: `[CH2,CH1;!$(C[O,N]):1]=[C:2][$(C=O),$(C#N),$(S(=O)=O),$([N+](=O)[O-]):3].[${ACTIVE_METHYLENE}:4]>>[C:4][C:1][C:2][*:3]`,
    roles: [
      "α,β-unsaturated carbonyl, nitrile, sulfone or nitroalkene (acceptor)",
      "active methylene compound (donor)",
    ],
    citation: "Bergmann, Ginsburg, Pappo, Org. React. 1959, 10, 179",
    selectivity:
      "1,4-addition: the donor carbon bonds to the β-carbon. Each acceptor alkene × each donor carbon is reported; double addition is not modelled.",
  },
  {
    name: "aldol_addition",
    title: "Aldol addition (crossed)",
    reactionClass: "carbonyl_addition",
    smarts: `[${ALDEHYDE_C}:1]=[O:2].[CX4;H2,H3:3][CX3;!$(C(=O)[O,N,S]):4]=[O:5]>>[C:1]([O:2])[C:3][C:4]=[O:5]`,
    roles: ["aldehyde (electrophile)", "enolisable ketone or aldehyde (enolate)"],
    citation:
      "Mahrwald (ed.), Modern Aldol Reactions (Wiley-VCH, 2004); " +
      CLAYDEN +
      ', chapter "Reactions of enolates with carbonyl compounds: the aldol and Claisen reactions"',
    selectivity:
      "The β-hydroxy carbonyl addition product is written (dehydration to the enone often follows under heating, not modelled). Every α-CH2/CH3 of the donor is reported (kinetic vs thermodynamic enolate not decided). Self-aldol is only considered when one molecule is given for both roles.",
  },
  {
    name: "claisen_schmidt",
    title: "Claisen–Schmidt condensation (aromatic aldehyde + ketone → enone)",
    reactionClass: "carbonyl_addition",
    suits: ["hydroxide_base"],
    smarts: "[c:6][CH1:1]=O.[CX4;H2,H3:3][CX3;$(C([#6])([#6])=O):4]=[O:5]>>[c:6]/[CH1:1]=[C:3]/[C:4]=[O:5]",
    roles: ["aromatic aldehyde (not enolisable)", "ketone with an α-CH2 or CH3"],
    citation:
      "Claisen, Claparède, Ber. Dtsch. Chem. Ges. 1881, 14, 2460; Schmidt, Ber. Dtsch. Chem. Ges. 1881, 14, 1459; " +
      CLAYDEN +
      ', chapter "Reactions of enolates with carbonyl compounds: the aldol and Claisen reactions"',
    selectivity:
      "NaOH or KOH in ethanol: the aldol adduct of a benzaldehyde dehydrates to the conjugated E-enone (chalcone, benzalacetone). Each α-CH2/CH3 of the ketone is reported; double condensation (dibenzalacetone) is not modelled.",
  },
  {
    name: "diels_alder",
    title: "Diels–Alder cycloaddition",
    reactionClass: "cycloaddition",
    suits: ["lewis_acid"],
    smarts: "[C:1]=[C:2]-[C:3]=[C:4].[C:5]=[C:6]>>[C:1]1-[C:2]=[C:3]-[C:4]-[C:6]-[C:5]-1",
    roles: ["1,3-diene (s-cis accessible)", "dienophile alkene"],
    citation: "Diels, Alder, Justus Liebigs Ann. Chem. 1928, 460, 98; Holmes, Org. React. 1948, 4, 60",
    selectivity:
      "Both regiochemical orientations are reported for unsymmetrical partners (the 'ortho/para' product is usually major); endo/exo and new stereocentres are not written.",
  },
  {
    name: "cuaac_click",
    title: "Copper-catalysed azide–alkyne cycloaddition (CuAAC)",
    reactionClass: "cycloaddition",
    suits: ["copper_catalyst"],
    smarts: "[CH1:2]#[C:1].[N:3]([#6:6])=[N+:4]=[N-:5]>>[#6:6][N:3]1[CH1:2]=[C:1][N+0:5]=[N+0:4]1",
    roles: ["terminal alkyne", "organic azide"],
    citation:
      "Rostovtsev, Green, Fokin, Sharpless, Angew. Chem. Int. Ed. 2002, 41, 2596; Tornøe, Christensen, Meldal, J. Org. Chem. 2002, 67, 3057",
    selectivity:
      "Cu(I) gives the 1,4-disubstituted 1,2,3-triazole only (the thermal reaction gives 1,4 and 1,5 mixtures; Ru gives 1,5).",
  },
  {
    name: "simmons_smith",
    title: "Simmons–Smith cyclopropanation",
    reactionClass: "cycloaddition",
    needs: ["carbenoid"],
    smarts: `[${ALKENE_C}:1]=[${ALKENE_C}:2]>>[C:1]1[C:2][CH2]1`,
    roles: ["alkene"],
    citation: "Simmons, Smith, J. Am. Chem. Soc. 1958, 80, 5323; Smith, Simmons, Org. Synth. 1961, 41, 72",
    selectivity:
      "CH2I2/Zn(Cu) or Et2Zn adds stereospecifically (cis stays cis; not written); every C=C is reported (allylic OH directs, electron-rich alkenes react first).",
  },
  {
    name: "epoxidation",
    title: "Epoxidation (mCPBA)",
    reactionClass: "oxidation",
    needs: ["peracid"],
    smarts: `[${ALKENE_C};!$(C[C,S,N]=O);!$(CC#N):1]=[${ALKENE_C};!$(C[C,S,N]=O);!$(CC#N):2]>>[C:1]1[C:2]O1`,
    roles: ["alkene (not conjugated to a carbonyl)"],
    citation: "Prileschajew, Ber. Dtsch. Chem. Ges. 1909, 42, 4811; Hibbert, Burt, Org. Synth. 1928, 8, 102",
    selectivity:
      "Stereospecific syn addition (alkene geometry kept as cis/trans epoxide, not written). Every isolated C=C is reported; the more substituted, electron-rich alkene reacts first. Enones need nucleophilic epoxidation (not modelled).",
  },
  {
    name: "dihydroxylation",
    title: "syn-Dihydroxylation (OsO4/NMO)",
    reactionClass: "oxidation",
    needs: ["dihydroxylation_oxidant"],
    smarts: `[${ALKENE_C}:1]=[${ALKENE_C}:2]>>[C:1]([OH1])[C:2][OH1]`,
    roles: ["alkene"],
    citation:
      "VanRheenen, Kelly, Cha, Tetrahedron Lett. 1976, 17, 1973 (Upjohn); Kolb, VanNieuwenhze, Sharpless, Chem. Rev. 1994, 94, 2483",
    selectivity:
      "syn addition of two OH groups (relative stereochemistry not written); every C=C reported, electron-rich alkenes react first.",
  },
  {
    name: "hydrogenation",
    title: "Catalytic hydrogenation of C=C and C≡C",
    reactionClass: "reduction",
    needs: ["hydrogenation_catalyst"],
    blockedBy: ["lindlar_catalyst"],
    smarts: "[C:1]=,#[C:2]>>[C:1]-[C:2]",
    roles: ["alkene or alkyne"],
    citation:
      "Nishimura, Handbook of Heterogeneous Catalytic Hydrogenation for Organic Synthesis (Wiley, New York, 2001), chapter 3 (hydrogenation of alkenes; also covers alkyne/alkene selectivity)",
    selectivity:
      "H2, Pd/C: each non-aromatic C=C or C≡C is reduced fully to the alkane (one site per product; reduce all by repeating). With a Lindlar catalyst (poisoned Pd) it is not applied: an alkyne stops at the cis alkene (alkyne_semihydrogenation) and alkenes are left alone. Aromatic rings, C=O and C≡N are untouched; Cbz and benzyl groups would also be cleaved (see cbz_deprotection).",
  },
  {
    name: "nitro_reduction",
    title: "Nitro group reduction to the amine",
    reactionClass: "reduction",
    needs: ["hydrogenation_catalyst", "metal_reductant"],
    smarts: "[#6:1][N+:2](=O)[O-]>>[#6:1][N+0:2]",
    roles: ["nitro compound"],
    citation:
      "Béchamp, Ann. Chim. Phys. 1854, 42 (3rd series), 186 (iron/acid reduction of nitrobenzene and nitronaphthalene to aniline and naphthylamine)",
    selectivity:
      "H2/Pd, Fe/HCl or SnCl2; every nitro group is reported separately. Aryl halides survive Fe or SnCl2 (Pd/H2 may dehalogenate, not modelled).",
  },
  {
    name: "boc_deprotection",
    title: "Boc deprotection (acid)",
    reactionClass: "deprotection",
    needs: ["strong_acid"],
    smarts: "[N:1]C(=O)OC([CH3])([CH3])[CH3]>>[N:1]",
    roles: ["N-Boc amine"],
    citation:
      "Lundt, Johansen, Vølund, Markussen, Int. J. Pept. Protein Res. 1978, 12, 258 (removal of t-butyl and t-butoxycarbonyl protecting groups with trifluoroacetic acid)",
    selectivity:
      "TFA or HCl removes each Boc group (each reported separately); t-butyl esters are cleaved by the same conditions (see tert_butyl_ester_deprotection).",
  },
  {
    name: "cbz_deprotection",
    title: "Cbz deprotection (hydrogenolysis)",
    reactionClass: "deprotection",
    needs: ["hydrogenation_catalyst"],
    smarts: "[N:1]C(=O)O[CH2]c1ccccc1>>[N:1]",
    roles: ["N-Cbz amine"],
    citation:
      "Bergmann, Zervas, Ber. Dtsch. Chem. Ges. 1932, 65, 1192 (introduction of the benzyloxycarbonyl group, removed by catalytic hydrogenolysis)",
    selectivity:
      "H2, Pd/C; each Cbz group reported separately. Alkenes and benzyl ethers would also be reduced (not modelled).",
  },
  {
    name: "tert_butyl_ester_deprotection",
    title: "t-Butyl ester deprotection (acid)",
    reactionClass: "deprotection",
    needs: ["strong_acid"],
    smarts: "[#6:3][C:1](=[O:2])OC([CH3])([CH3])[CH3]>>[#6:3][C:1](=[O:2])[OH1]",
    roles: ["t-butyl ester"],
    citation:
      "Lundt, Johansen, Vølund, Markussen, Int. J. Pept. Protein Res. 1978, 12, 258 (removal of t-butyl and t-butoxycarbonyl protecting groups with trifluoroacetic acid)",
    selectivity: "TFA; each t-butyl ester reported separately. Boc groups are removed too (see boc_deprotection).",
  },
  {
    name: "benzyl_ester_hydrogenolysis",
    title: "Benzyl ester deprotection (hydrogenolysis)",
    reactionClass: "deprotection",
    needs: ["hydrogenation_catalyst"],
    smarts: "[#6:3][C:1](=[O:2])O[CH2]c1ccccc1>>[#6:3][C:1](=[O:2])[OH1]",
    roles: ["benzyl ester"],
    citation: `${GREENE}, chapter 5 (protection for the carboxyl group: benzyl esters)`,
    selectivity: "H2, Pd/C; each benzyl ester reported separately; Cbz groups are cleaved by the same conditions.",
  },
  {
    name: "ester_hydrolysis",
    title: "Ester hydrolysis (saponification)",
    reactionClass: "hydrolysis",
    needs: ["hydroxide_base", "strong_acid"],
    smarts: "[C;!$(C(=O)([N,O])[N,O]):1](=[O:2])[OX2:4][#6;!$(C=O):5]>>([C:1](=[O:2])[OH1].[O:4][*:5])",
    roles: ["ester (or lactone)"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (base-promoted ester hydrolysis)`,
    selectivity:
      "NaOH/LiOH then acid: the acid and the alcohol are written as one product, 'acid.alcohol' (a lactone gives the one hydroxy acid). Each ester group is reported separately; amides survive. Anhydrides are not esters here (they acylate: anhydride_acylation).",
  },
  {
    name: "amide_hydrolysis",
    title: "Amide hydrolysis",
    reactionClass: "hydrolysis",
    needs: ["strong_acid", "hydroxide_base"],
    smarts: "[C;!$(C(=O)([N,O])[N,O]):1](=[O:2])[NX3;!$(N(C=O)[C,S]=O):4]>>([C:1](=[O:2])[OH1].[N:4])",
    roles: ["amide (or lactam)"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (hydrolysis of amides in strong acid or base)`,
    selectivity:
      "Forcing conditions (6 M HCl or NaOH, heat): the acid and the amine are written as one product, 'acid.amine' (a lactam gives the one amino acid). Each amide bond is reported separately; esters would hydrolyse first.",
  },
  // Issue 31: the textbook classes a chemist expects (acylation by anhydrides and of alcohols, imines, hydride
  // reductions, alcohol oxidation, SN2 by anions, conjugate addition of N and S nucleophiles).
  {
    name: "anhydride_acylation",
    title: "N-Acylation of an amine by an acid anhydride",
    reactionClass: "acylation",
    suits: ["base"],
    smarts: `[C;!$(C(=O)(O)O):1](=[O:2])[O;!R][C;$(C=O)].[${AMINE}:3]>>[C:1](=[O:2])[N:3]`,
    roles: ["acid anhydride", "primary or secondary amine"],
    citation:
      "Herbst, Shemin, Org. Synth. 1939, 19, 4 (acetylglycine from glycine and acetic anhydride in water; most α-amino acids react alike)",
    selectivity:
      "One acyl group is transferred to each N–H amine site (the other half leaves as the carboxylic acid, not written); a symmetric anhydride gives one product. Cyclic anhydrides (succinic, phthalic) are not taken: their ring-opened amide acid is not written (the template would drop the carbonyl carbon of the half that leaves).",
  },
  {
    name: "o_acylation",
    title: "O-Acylation of an alcohol or phenol (acyl chloride or anhydride)",
    reactionClass: "acylation",
    suits: ["base"],
    smarts:
      "[C;!$(C(=O)(O)O):1](=[O:2])[Cl,Br,$([O;!R]([C;$(C=O)])[C;$(C=O)])].[OX2H1;$(O[CX4]),$(Oc);!$(OC=O):3]>>[C:1](=[O:2])[O:3]",
    roles: ["acyl chloride or acid anhydride", "alcohol or phenol"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (esters from acyl chlorides and anhydrides with pyridine or Et3N)`,
    selectivity:
      "Each OH is acylated (pyridine, Et3N or DMAP); an amine in the same molecule reacts first (anhydride_acylation, schotten_baumann_acylation rank with it). Tertiary alcohols are slow. Cyclic anhydrides are not taken (their ring-opened half ester is not written).",
  },
  {
    name: "imine_formation",
    title: "Imine (Schiff base) formation from an aldehyde and a primary amine",
    reactionClass: "carbonyl_addition",
    smarts: `[${ALDEHYDE_C}:1]=[O].[NX3H2;!$(N[C,S,P]=[O,S,N]);!$(N[N,O]);!$([N+]):2]>>[C:1]=[N:2]`,
    roles: ["aldehyde", "primary amine"],
    citation:
      "Layer, Chem. Rev. 1963, 63, 489 (review: the chemistry of imines); Bigelow, Eatough, Org. Synth. 1928, 8, 22 (benzalaniline from benzaldehyde and aniline)",
    selectivity:
      "Condensation with loss of water, no reductant (with one, reductive_amination ranks first). Aldehydes only: ketone imines need forcing conditions. E/Z of the C=N is not written.",
  },
  {
    name: "carbonyl_reduction",
    title: "Reduction of an aldehyde or ketone to the alcohol",
    reactionClass: "reduction",
    needs: ["hydride_reductant", "hydrogenation_catalyst"],
    smarts: `[${CARBONYL_C}:1]=[O:2]>>[C:1][OH1:2]`,
    roles: ["aldehyde or ketone"],
    citation: `${CLAYDEN}, chapter "Nucleophilic addition to the carbonyl group" (NaBH4 and LiAlH4 reduce aldehydes and ketones to alcohols)`,
    selectivity:
      "NaBH4 (or LiAlH4): aldehyde → primary, ketone → secondary alcohol; esters and amides survive NaBH4 (LiAlH4 reduces esters too: ester_reduction). Each C=O is reported; the new stereocentre is not written (axial/equatorial attack on rings not modelled).",
  },
  {
    name: "ester_reduction",
    title: "Reduction of an ester to the primary alcohol",
    reactionClass: "reduction",
    needs: ["ester_reductant"],
    smarts: "[#6:3][C;!$(C(=O)([N,O])[N,O]):1](=[O:2])[OX2:4][#6;!$(C=O):5]>>([#6:3][CH2:1][OH1:2].[O:4][*:5])",
    roles: ["ester (or lactone)"],
    citation:
      "Nystrom, Brown, J. Am. Chem. Soc. 1947, 69, 1197 (reduction of aldehydes, ketones, esters, acid chlorides and anhydrides by LiAlH4)",
    selectivity:
      "LiAlH4, LiBH4 or excess DIBAL-H: the acyl part becomes a primary alcohol, written with the released alcohol as one product 'alcohol.alcohol' (a lactone gives the diol). NaBH4 does not reduce esters; DIBAL-H at −78 °C stops at the aldehyde (not modelled).",
  },
  {
    name: "alcohol_oxidation",
    title: "Oxidation of a primary or secondary alcohol (to the aldehyde or ketone)",
    reactionClass: "oxidation",
    needs: ["alcohol_oxidant"],
    smarts: "[CX4;H1,H2;$(C[#6]);!$(C([OH1])[O,N,S,F,Cl,Br,I]):1][OX2H1:2]>>[C:1]=[O:2]",
    roles: ["primary or secondary alcohol"],
    citation:
      "Corey, Suggs, Tetrahedron Lett. 1975, 16, 2647 (PCC); Dess, Martin, J. Org. Chem. 1983, 48, 4155 (periodinane)",
    selectivity:
      "PCC, DMP, Swern ((COCl)2 with DMSO, then Et3N) or TEMPO: primary alcohol → aldehyde, secondary → ketone; tertiary alcohols do not react. Jones reagent, dichromate and KMnO4 take a primary alcohol on to the acid (alcohol_oxidation_to_acid replaces the aldehyde there); the secondary alcohol's ketone stays. Each OH is reported.",
  },
  {
    name: "sn2_oxyanion",
    title: "SN2 substitution by an alkoxide, phenoxide or thiolate",
    reactionClass: "alkylation",
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[OX1-,SX1-;$([O-,S-][#6]);!$([O-,S-][#6]=[O,S,N]):2]>>[C:1][*+0:2]`,
    roles: ["alkyl halide", "alkoxide, phenoxide or thiolate anion"],
    citation: `Williamson, Philos. Mag. (Series 3) 1850, 37, 350; ${CLAYDEN}, chapter "Nucleophilic substitution at saturated carbon"`,
    selectivity:
      "Give the anion (C[O-], [S-]c1ccccc1), not the salt. Primary halides best; secondary compete with E2 and tertiary eliminate (excluded). Inversion at a stereogenic carbon is not written.",
  },
  {
    name: "sn2_cyanide",
    title: "SN2 substitution by cyanide (nitrile synthesis)",
    reactionClass: "alkylation",
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[C-:2]#[N:3]>>[C:1][C+0:2]#[N:3]`,
    roles: ["alkyl halide", "cyanide anion ([C-]#N)"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at saturated carbon" (NaCN or KCN in DMSO or aqueous ethanol)`,
    selectivity:
      "The carbon of cyanide attacks (the isonitrile by-product is not modelled); give the anion [C-]#N. Primary and secondary halides; inversion not written.",
  },
  {
    name: "sn2_azide",
    title: "SN2 substitution by azide",
    reactionClass: "alkylation",
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[N-:2]=[N+:3]=[N-:4]>>[C:1][N+0:2]=[N+:3]=[N-:4]`,
    roles: ["alkyl halide", "azide anion ([N-]=[N+]=[N-])"],
    citation: "Alvarez, Alvarez, Synthesis 1997, 413 (sodium azide in DMSO with alkyl halides)",
    selectivity: "NaN3 in DMSO or DMF: primary and secondary halides give the alkyl azide; inversion not written.",
  },
  {
    name: "aza_michael",
    title: "Aza- and thia-Michael addition (amine or thiol to an α,β-unsaturated acceptor)",
    reactionClass: "conjugate_addition",
    suits: ["base"],
    smarts: `[CH2,CH1;!$(C[O,N]):1]=[C:2][$(C=O),$(C#N),$(S(=O)=O),$([N+](=O)[O-]):3].[$([${AMINE}]),$([SX2H1][#6]):4]>>[*:4][C:1][C:2][*:3]`,
    roles: [
      "α,β-unsaturated carbonyl, nitrile, sulfone or nitroalkene (acceptor)",
      "primary or secondary amine, or thiol",
    ],
    citation: `${CLAYDEN}, chapter "Conjugate addition" (amines and thiols add 1,4 to enones, acrylates and acrylonitrile)`,
    selectivity:
      "1,4-addition: N or S bonds to the β-carbon, written as the conjugate adduct (not the 1,2-adduct or imine). Primary amines can add twice (not modelled); each acceptor × each N–H or S–H site is reported.",
  },
  {
    name: "alkene_dibromination",
    title: "Bromine addition to an alkene (1,2-dibromide)",
    reactionClass: "alkene_addition",
    needs: ["brominating_agent"],
    smarts: `[${ALKENE_C}:1]=[${ALKENE_C}:2]>>[C:1](Br)[C:2]Br`,
    roles: ["alkene"],
    citation: "Snyder, Brooks, Org. Synth. 1932, 12, 26 (1,2-dibromocyclohexane from cyclohexene and Br2 in CCl4)",
    selectivity:
      "Br2 in CH2Cl2 (cinnamates and other conjugated alkenes too): anti addition (trans-dibromide from a cycloalkene; meso from an E-, racemic from a Z-alkene); the relative stereochemistry is not written. Alkenes react before arenes.",
  },
  {
    name: "hydrobromination",
    title: "HBr addition to an alkene (Markovnikov)",
    reactionClass: "alkene_addition",
    needs: ["hydrogen_bromide"],
    blockedBy: ["radical_initiator"],
    smarts: `[${MARKOVNIKOV_C}:1]=[${PLAIN_ALKENE_C}:2]>>[C:1](Br)[C:2]`,
    roles: ["alkene"],
    citation:
      "Markovnikov, Justus Liebigs Ann. Chem. 1870, 153, 228; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes"',
    selectivity:
      "Br goes to the more substituted carbon (the more stable cation); equally substituted ends give both products. Where a 1,2-hydride or methyl shift makes the secondary cation tertiary, the rearranged bromide (hydrobromination_hydride_shift, _methyl_shift) is ranked first and this product after it. With a peroxide, AIBN or light the addition is radical and anti-Markovnikov (hydrobromination_radical): then this template and its shift forms are not applied.",
    rearranges: {},
  },
  ...cationShiftForms({
    name: "hydrobromination",
    x: "Br",
    what: "HBr addition to an alkene",
    needs: ["hydrogen_bromide"],
    blockedBy: ["radical_initiator"],
    reagent: "HBr without peroxide",
    examples: {
      hydride: "3-methyl-1-butene gives 2-bromo-2-methylbutane",
      methyl: "3,3-dimethyl-1-butene gives 2-bromo-2,3-dimethylbutane",
    },
    unrearranged:
      "hydrobromination's unrearranged Markovnikov product is listed after this one at the same site, as the minor product; the ratio is not predicted (textbooks report mixtures, about 1:1 for HCl and 3-methyl-1-butene).",
  }),
  {
    name: "hydrochlorination",
    title: "HCl addition to an alkene (Markovnikov)",
    reactionClass: "alkene_addition",
    needs: ["hydrogen_chloride"],
    smarts: `[${MARKOVNIKOV_C}:1]=[${PLAIN_ALKENE_C}:2]>>[C:1](Cl)[C:2]`,
    roles: ["alkene"],
    citation:
      "Markovnikov, Justus Liebigs Ann. Chem. 1870, 153, 228; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes"',
    selectivity:
      "Cl goes to the more substituted carbon; equally substituted ends give both products. Where a 1,2-hydride or methyl shift makes the secondary cation tertiary, the rearranged chloride (hydrochlorination_hydride_shift, _methyl_shift) is ranked first and this product after it. HCl also removes Boc groups (boc_deprotection ranks with it).",
    rearranges: {},
  },
  ...cationShiftForms({
    name: "hydrochlorination",
    x: "Cl",
    what: "HCl addition to an alkene",
    needs: ["hydrogen_chloride"],
    reagent: "HCl",
    examples: {
      hydride: "3-methyl-1-butene gives 2-chloro-2-methylbutane",
      methyl: "3,3-dimethyl-1-butene gives 2-chloro-2,3-dimethylbutane",
    },
    unrearranged:
      "hydrochlorination's unrearranged Markovnikov product is listed after this one at the same site, as the minor product; the ratio is not predicted (textbooks report mixtures, about 1:1 for HCl and 3-methyl-1-butene).",
  }),
  {
    name: "alkene_hydration",
    title: "Markovnikov hydration of an alkene (aqueous acid or oxymercuration)",
    reactionClass: "alkene_addition",
    needs: ["aqueous_acid", "oxymercuration"],
    smarts: `[${MARKOVNIKOV_C}:1]=[${PLAIN_ALKENE_C}:2]>>[C:1]([OH1])[C:2]`,
    roles: ["alkene"],
    citation: `${CLAYDEN}, chapter "Electrophilic addition to alkenes" (aqueous acid or oxymercuration–reduction give the Markovnikov alcohol)`,
    selectivity:
      "OH goes to the more substituted carbon. Hg(OAc)2 then NaBH4 does not rearrange; with aqueous acid (H2SO4/H2O) a secondary cation that a 1,2-hydride or methyl shift makes tertiary rearranges (3,3-dimethyl-1-butene gives mainly 2,3-dimethyl-2-butanol), so there the rearranged alcohol is predicted (alkene_hydration_hydride_shift, _methyl_shift) and the unrearranged one is not (possible_with oxymercuration); other rearrangements are not modelled.",
    // Hg(OAc)2 then NaBH4 goes through a bridged mercurinium ion, not a free cation (the oxymercuration page of the
    // examples file): it gives this template's product where aqueous acid would rearrange.
    rearranges: { instead: "oxymercuration" },
  },
  ...cationShiftForms({
    name: "alkene_hydration",
    x: "[OH1]",
    what: "Acid-catalysed hydration of an alkene",
    needs: ["aqueous_acid"],
    reagent: "Aqueous acid (H2SO4/H2O, H3O+)",
    examples: {
      hydride: "3-methyl-1-butene gives 2-methyl-2-butanol",
      methyl: "3,3-dimethyl-1-butene gives 2,3-dimethyl-2-butanol",
    },
    unrearranged:
      "The unrearranged alcohol is not predicted at this site with aqueous acid (alkene_hydration lists it as possible with oxymercuration, which does not go through a free cation).",
  }),
  {
    name: "hydroboration_oxidation",
    title: "Hydroboration–oxidation of an alkene (anti-Markovnikov alcohol)",
    reactionClass: "alkene_addition",
    needs: ["hydroborane"],
    smarts: `[${PLAIN_ALKENE_C}:1]=[${MARKOVNIKOV_C}:2]>>[C:1]([OH1])[C:2]`,
    roles: ["alkene"],
    citation: "Brown, Zweifel, J. Am. Chem. Soc. 1961, 83, 2544 (hydroboration–oxidation: anti-Markovnikov, syn)",
    selectivity:
      "BH3 (or 9-BBN) then H2O2/NaOH: OH on the less substituted carbon, H and OH added syn (trans-2-methylcyclohexanol from 1-methylcyclohexene; the relative stereochemistry is not written).",
  },
  {
    name: "eas_nitration",
    title: "Nitration of an arene (electrophilic aromatic substitution)",
    reactionClass: "aromatic_substitution",
    needs: ["nitrating_agent"],
    smarts: `[${EAS_CH}:1]>>[c:1][N+](=O)[O-]`,
    roles: ["arene (benzene ring with a C–H)"],
    citation:
      "Kamm, Segur, Org. Synth. 1923, 3, 71 (methyl m-nitrobenzoate from methyl benzoate with HNO3/H2SO4: a meta director)",
    selectivity:
      "HNO3/H2SO4: ortho and para to an activating group or halogen (each reported; para usually major), meta to a deactivating group when the ring has no activator, any position of benzene. One nitro group per product; heteroarenes are not modelled.",
  },
  {
    name: "eas_bromination",
    title: "Bromination of an arene (electrophilic aromatic substitution)",
    reactionClass: "aromatic_substitution",
    needs: ["brominating_agent"],
    suits: ["lewis_acid"],
    smarts: `[${EAS_CH}:1]>>[c:1]Br`,
    roles: ["arene (benzene ring with a C–H)"],
    citation: `${CLAYDEN}, chapter "Electrophilic aromatic substitution" (Br2 with FeBr3; activated rings without a catalyst)`,
    selectivity:
      "Br2/FeBr3 (phenols and anilines need no catalyst and may be polybrominated, not modelled): ortho/para to activators, meta to deactivators. An alkene in the molecule adds Br2 first (alkene_dibromination).",
  },
  {
    name: "eas_chlorination",
    title: "Chlorination of an arene (electrophilic aromatic substitution)",
    reactionClass: "aromatic_substitution",
    needs: ["chlorinating_agent"],
    suits: ["lewis_acid"],
    smarts: `[${EAS_CH}:1]>>[c:1]Cl`,
    roles: ["arene (benzene ring with a C–H)"],
    citation: `${CLAYDEN}, chapter "Electrophilic aromatic substitution" (Cl2 with AlCl3 or FeCl3)`,
    selectivity: "Cl2/AlCl3 or FeCl3: ortho/para to activators, meta to deactivators; polychlorination not modelled.",
  },
  {
    name: "friedel_crafts_acylation",
    title: "Friedel–Crafts acylation",
    reactionClass: "aromatic_substitution",
    needs: ["lewis_acid"],
    smarts: `[${FC_CH}:1].[C:2](=[O:3])[Cl]>>[c:1][C:2]=[O:3]`,
    roles: ["arene (not deactivated)", "acyl chloride"],
    citation:
      "Friedel, Crafts, Compt. Rend. 1877, 84, 1392; Olah (ed.), Friedel–Crafts and Related Reactions (Interscience, 1963–1965)",
    selectivity:
      "AlCl3: ortho and para to an activating group (para usually major; both reported), any position of benzene; rings with a deactivating group and no activator do not react. One acylation (the ketone deactivates the ring).",
  },
  {
    name: "aryl_methyl_ether_cleavage",
    title: "Demethylation of an aryl methyl ether",
    reactionClass: "deprotection",
    needs: ["ether_cleavage"],
    smarts: "[c:1][OX2:2][CH3]>>[c:1][OH1:2]",
    roles: ["aryl methyl ether"],
    citation:
      "McOmie, Watts, West, Tetrahedron 1968, 24, 2289; McOmie, West, Org. Synth. 1969, 49, 50 (BBr3 demethylation of 3,3'-dimethoxybiphenyl); Feutrill, Mirrington, Aust. J. Chem. 1972, 25, 1719 (NaSEt in DMF)",
    selectivity:
      "BBr3 (or HBr, pyridine·HCl, NaSEt in DMF): each ArO–CH3 is reported separately (NaSEt removes one methyl of a polymethoxyarene); alkyl methyl ethers are not modelled.",
  },
  {
    name: "grignard_carboxylation",
    title: "Carboxylation of a Grignard reagent or organolithium (CO2)",
    reactionClass: "carbonyl_addition",
    smarts: `[O:1]=[C:2]=[O:3].${ORGANOMETAL}>>[O:1]=[C:2]([OH1:3])[*:4]`,
    roles: ["carbon dioxide (O=C=O)", "Grignard reagent (R–MgX) or organolithium (R–Li)"],
    citation: `${CLAYDEN}, chapter "Using organometallic reagents to make C–C bonds" (RMgX + CO2 then acid → RCO2H)`,
    selectivity: "Gives the carboxylic acid after acid work-up (one carbon more than the halide).",
  },
  {
    name: "knoevenagel",
    title: "Knoevenagel condensation",
    reactionClass: "carbonyl_addition",
    suits: ["base"],
    smarts: `[${ALDEHYDE_C}:1]=[O].[CX4;H2;$(C([$(C=O),$(C#N)])[$(C=O),$(C#N)]):2]>>[C:1]=[C:2]`,
    roles: ["aldehyde", "active methylene compound (CH2 between two acceptors)"],
    citation:
      "Knoevenagel, Ber. Dtsch. Chem. Ges. 1898, 31, 2596; Allen, Spangler, Org. Synth. 1945, 25, 42 (ethyl benzalmalonate, piperidine catalyst)",
    selectivity:
      "Piperidine or another amine base: the condensed alkylidene (water lost). E/Z is not written; decarboxylation (Doebner modification with malonic acid) is not modelled.",
  },
  {
    name: "acetal_formation",
    title: "Cyclic acetal (1,3-dioxolane) formation with a 1,2-diol",
    reactionClass: "carbonyl_addition",
    needs: ["strong_acid"],
    smarts: `[${CARBONYL_C}:1]=[O].[OX2H1:2][CX4:3][CX4:4][OX2H1:5]>>[C:1]1[O:2][C:3][C:4][O:5]1`,
    roles: ["aldehyde or ketone", "1,2-diol (ethylene glycol)"],
    citation: `${GREENE}, chapter 4 (protection of aldehydes and ketones: 1,3-dioxolanes with TsOH and water removal)`,
    selectivity:
      "TsOH (or another strong acid) with water removed: the 1,3-dioxolane; aldehydes react before ketones. 1,3-Diols (dioxanes) and open-chain acetals are not modelled.",
  },
  {
    name: "boc_protection",
    title: "Boc protection of an amine (Boc2O)",
    reactionClass: "acylation",
    suits: ["base"],
    smarts: `[CH3:5][C:6]([CH3:7])([CH3:8])[O:1][C:2](=[O:3])OC(=O)OC([CH3])([CH3])[CH3].[${AMINE}:4]>>[CH3:5][C:6]([CH3:7])([CH3:8])[O:1][C:2](=[O:3])[N:4]`,
    roles: ["di-tert-butyl dicarbonate (Boc2O)", "primary or secondary amine"],
    citation:
      "Keller, Keller, van Look, Wersin, Org. Synth. 1985, 63, 160 (N-Boc-L-phenylalanine from Boc2O in aqueous NaOH/tert-butanol)",
    selectivity:
      "Boc2O with Et3N, NaOH or DMAP: each N–H amine site is reported; aliphatic amines react before anilines.",
  },
  {
    name: "carbamate_formation",
    title: "Carbamate (urethane) formation (isocyanate + alcohol)",
    reactionClass: "acylation",
    smarts: "[N:1]=[C:2]=[O:3].[OX2H1;$(O[CX4]),$(Oc);!$(OC=O):4]>>[N:1][C:2](=[O:3])[O:4]",
    roles: ["isocyanate", "alcohol or phenol"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (alcohols add to isocyanates: carbamates)`,
    selectivity: "Each OH is reported; an amine in the same mixture reacts first (urea_formation ranks with it).",
  },
  {
    name: "sulfonate_ester_formation",
    title: "Sulfonate ester formation (sulfonyl chloride + alcohol: tosylate, mesylate)",
    reactionClass: "acylation",
    suits: ["base"],
    smarts: "[S:1](=[O:2])(=[O:3])[Cl].[OX2H1;$(O[CX4]),$(Oc);!$(OC=O):4]>>[S:1](=[O:2])(=[O:3])[O:4]",
    roles: ["sulfonyl chloride", "alcohol or phenol"],
    citation:
      "Tipson, J. Org. Chem. 1944, 9, 235 (TsCl in pyridine); Roos, Gilman, Beaber, Org. Synth. 1929, 9, 28 (n-butyl p-toluenesulfonate with aqueous NaOH)",
    selectivity:
      "TsCl or MsCl with pyridine or Et3N: the C–O bond is kept (configuration retained); each OH is reported. An amine present reacts first (sulfonamide_formation).",
  },
  {
    name: "epoxidation_cis_alkene",
    title: "Epoxidation of a Z-1,2-disubstituted alkene (cis epoxide)",
    reactionClass: "oxidation",
    needs: ["peracid"],
    stereoOf: "epoxidation",
    smarts: `[#6:3]/[CH1;${PLAIN_ALKENE_C}:1]=;!@[CH1;${PLAIN_ALKENE_C}:2]\\[#6:4]>>[#6:3][C@@H:1]1O[C@@H:2]1[#6:4]`,
    roles: ["Z-1,2-disubstituted alkene (geometry written)"],
    citation:
      "Prileschajew, Ber. Dtsch. Chem. Ges. 1909, 42, 4811; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (epoxidation is stereospecific: a cis alkene gives the cis epoxide)',
    selectivity:
      "Syn addition keeps the geometry: the Z alkene gives the cis epoxide (meso when symmetric). Only CH=CH alkenes with written geometry; another C=C of the other geometry in the same molecule would be given the same stereo (not checked per site).",
  },
  {
    name: "epoxidation_trans_alkene",
    title: "Epoxidation of an E-1,2-disubstituted alkene (trans epoxide)",
    reactionClass: "oxidation",
    needs: ["peracid"],
    stereoOf: "epoxidation",
    smarts: `[#6:3]/[CH1;${PLAIN_ALKENE_C}:1]=;!@[CH1;${PLAIN_ALKENE_C}:2]/[#6:4]>>[#6:3][C@H:1]1O[C@@H:2]1[#6:4]`,
    roles: ["E-1,2-disubstituted alkene (geometry written)"],
    citation:
      "Prileschajew, Ber. Dtsch. Chem. Ges. 1909, 42, 4811; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (epoxidation is stereospecific: a cis alkene gives the cis epoxide)',
    selectivity:
      "Syn addition keeps the geometry: the E alkene gives the trans epoxide, racemic (one enantiomer written).",
  },
  {
    name: "epoxidation_ring_alkene",
    title: "Epoxidation of a cycloalkene (3- to 7-membered ring: cis-fused epoxide)",
    reactionClass: "oxidation",
    needs: ["peracid"],
    stereoOf: "epoxidation",
    smarts: `[#6;R:3][CH1;r3,r4,r5,r6,r7;${PLAIN_ALKENE_C}:1]=;@[CH1;r3,r4,r5,r6,r7;${PLAIN_ALKENE_C}:2][#6;R:4]>>[#6:3][C@@H:1]1O[C@@H:2]1[#6:4]`,
    roles: ["cycloalkene CH=CH in a ring of 3 to 7 atoms"],
    citation:
      "Prileschajew, Ber. Dtsch. Chem. Ges. 1909, 42, 4811; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (epoxidation is stereospecific: a cis alkene gives the cis epoxide)',
    selectivity: "A small-ring C=C is cis, so the epoxide is cis-fused (meso for cyclohexene oxide).",
  },
  {
    name: "dihydroxylation_cis_alkene",
    title: "syn-Dihydroxylation of a Z-1,2-disubstituted alkene",
    reactionClass: "oxidation",
    needs: ["dihydroxylation_oxidant"],
    stereoOf: "dihydroxylation",
    smarts: `[#6:3]/[CH1;${PLAIN_ALKENE_C}:1]=;!@[CH1;${PLAIN_ALKENE_C}:2]\\[#6:4]>>[#6:3][C@@H:1]([OH1])[C@@H:2]([OH1])[#6:4]`,
    roles: ["Z-1,2-disubstituted alkene (geometry written)"],
    citation:
      "Kolb, VanNieuwenhze, Sharpless, Chem. Rev. 1994, 94, 2483; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (OsO4 adds both oxygens syn)',
    selectivity:
      "OsO4/NMO adds both OH syn: a Z alkene gives the erythro (meso when symmetric) diol. Sharpless AD selects one enantiomer (not modelled).",
  },
  {
    name: "dihydroxylation_trans_alkene",
    title: "syn-Dihydroxylation of an E-1,2-disubstituted alkene",
    reactionClass: "oxidation",
    needs: ["dihydroxylation_oxidant"],
    stereoOf: "dihydroxylation",
    smarts: `[#6:3]/[CH1;${PLAIN_ALKENE_C}:1]=;!@[CH1;${PLAIN_ALKENE_C}:2]/[#6:4]>>[#6:3][C@@H:1]([OH1])[C@H:2]([OH1])[#6:4]`,
    roles: ["E-1,2-disubstituted alkene (geometry written)"],
    citation:
      "Kolb, VanNieuwenhze, Sharpless, Chem. Rev. 1994, 94, 2483; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (OsO4 adds both oxygens syn)',
    selectivity:
      "OsO4/NMO adds both OH syn: an E alkene gives the threo diol, racemic (one enantiomer written; AD-mix selects one, not modelled).",
  },
  {
    name: "dihydroxylation_ring_alkene",
    title: "syn-Dihydroxylation of a cycloalkene (cis-diol)",
    reactionClass: "oxidation",
    needs: ["dihydroxylation_oxidant"],
    stereoOf: "dihydroxylation",
    smarts: `[#6;R:3][CH1;r3,r4,r5,r6,r7;${PLAIN_ALKENE_C}:1]=;@[CH1;r3,r4,r5,r6,r7;${PLAIN_ALKENE_C}:2][#6;R:4]>>[#6:3][C@@H:1]([OH1])[C@@H:2]([OH1])[#6:4]`,
    roles: ["cycloalkene CH=CH in a ring of 3 to 7 atoms"],
    citation:
      "Kolb, VanNieuwenhze, Sharpless, Chem. Rev. 1994, 94, 2483; " +
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (OsO4 adds both oxygens syn)',
    selectivity: "OsO4/NMO on a small-ring C=C gives the cis-1,2-diol.",
  },
  {
    name: "dibromination_trans_alkene",
    title: "Anti addition of Br2 to an E-1,2-disubstituted alkene",
    reactionClass: "alkene_addition",
    needs: ["brominating_agent"],
    stereoOf: "alkene_dibromination",
    smarts: `[#6:3]/[CH1;${ALKENE_C}:1]=;!@[CH1;${ALKENE_C}:2]/[#6:4]>>[#6:3][C@@H:1](Br)[C@@H:2](Br)[#6:4]`,
    roles: ["E-1,2-disubstituted alkene (geometry written)"],
    citation:
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (Br2 adds anti through a bromonium ion: E-alkene to meso, Z to racemic)',
    selectivity: "Anti addition: an E alkene gives the erythro (meso when symmetric) dibromide.",
  },
  {
    name: "dibromination_cis_alkene",
    title: "Anti addition of Br2 to a Z-1,2-disubstituted alkene",
    reactionClass: "alkene_addition",
    needs: ["brominating_agent"],
    stereoOf: "alkene_dibromination",
    smarts: `[#6:3]/[CH1;${ALKENE_C}:1]=;!@[CH1;${ALKENE_C}:2]\\[#6:4]>>[#6:3][C@@H:1](Br)[C@H:2](Br)[#6:4]`,
    roles: ["Z-1,2-disubstituted alkene (geometry written)"],
    citation:
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (Br2 adds anti through a bromonium ion: E-alkene to meso, Z to racemic)',
    selectivity: "Anti addition: a Z alkene gives the threo dibromide, racemic (one enantiomer written).",
  },
  {
    name: "dibromination_ring_alkene",
    title: "Anti addition of Br2 to a cycloalkene (trans-dibromide)",
    reactionClass: "alkene_addition",
    needs: ["brominating_agent"],
    stereoOf: "alkene_dibromination",
    smarts: `[#6;R:3][CH1;r3,r4,r5,r6,r7;${ALKENE_C}:1]=;@[CH1;r3,r4,r5,r6,r7;${ALKENE_C}:2][#6;R:4]>>[#6:3][C@@H:1](Br)[C@H:2](Br)[#6:4]`,
    roles: ["cycloalkene CH=CH in a ring of 3 to 7 atoms"],
    citation:
      CLAYDEN +
      ', chapter "Electrophilic addition to alkenes" (Br2 adds anti through a bromonium ion: E-alkene to meso, Z to racemic)',
    selectivity: "Anti addition to a small-ring C=C gives the trans-1,2-dibromide, racemic (one enantiomer written).",
  },
  {
    name: "sn2_azide_inversion",
    title: "SN2 substitution by azide with inversion at a secondary carbon",
    reactionClass: "alkylation",
    stereoOf: "sn2_azide",
    smarts:
      "[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[N-:2]=[N+:3]=[N-:4]>>[C@@:1]([#6:5])([#6:6])[N+0:2]=[N+:3]=[N-:4]",
    roles: ["secondary alkyl halide (a written stereocentre is inverted)", "azide anion ([N-]=[N+]=[N-])"],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted ((R)-2-bromobutane gives (S)-2-azidobutane); an unspecified one stays unspecified. E2 competes on hindered secondary halides (not modelled).",
  },
  {
    name: "sn2_cyanide_inversion",
    title: "SN2 substitution by cyanide with inversion at a secondary carbon",
    reactionClass: "alkylation",
    stereoOf: "sn2_cyanide",
    smarts:
      "[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[C-:2]#[N:3]>>[C@@:1]([#6:5])([#6:6])[C+0:2]#[N:3]",
    roles: ["secondary alkyl halide (a written stereocentre is inverted)", "cyanide anion ([C-]#N)"],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one stays unspecified. E2 competes (not modelled).",
  },
  {
    name: "sn2_oxyanion_inversion",
    title: "SN2 substitution by an alkoxide, phenoxide or thiolate with inversion at a secondary carbon",
    reactionClass: "alkylation",
    stereoOf: "sn2_oxyanion",
    smarts:
      "[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[OX1-,SX1-;$([O-,S-][#6]);!$([O-,S-][#6]=[O,S,N]):2]>>[C@@:1]([#6:5])([#6:6])[*+0:2]",
    roles: ["secondary alkyl halide (a written stereocentre is inverted)", "alkoxide, phenoxide or thiolate anion"],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one stays unspecified. Alkoxides with secondary halides give much E2 (not modelled); thiolates substitute cleanly.",
  },
  {
    name: "n_alkylation_inversion",
    title: "SN2 N-alkylation with inversion at a secondary carbon",
    reactionClass: "alkylation",
    suits: ["base"],
    stereoOf: "n_alkylation",
    smarts: `[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[${AMINE}:2]>>[C@@:1]([#6:5])([#6:6])[N:2]`,
    roles: ["secondary alkyl halide (a written stereocentre is inverted)", "primary or secondary amine"],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one is left to n_alkylation. E2 competes on secondary halides (not modelled).",
  },
  {
    name: "s_alkylation_inversion",
    title: "SN2 S-alkylation of a thiol with inversion at a secondary carbon",
    reactionClass: "alkylation",
    suits: ["base"],
    stereoOf: "s_alkylation",
    smarts: `[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[SX2H1:2]>>[C@@:1]([#6:5])([#6:6])[S:2]`,
    roles: ["secondary alkyl halide (a written stereocentre is inverted)", "thiol"],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one is left to s_alkylation. E2 competes on secondary halides (not modelled).",
  },
  {
    name: "williamson_ether_inversion",
    title: "Williamson ether synthesis with inversion at a secondary carbon",
    reactionClass: "alkylation",
    suits: ["base"],
    stereoOf: "williamson_ether",
    smarts: `[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[OX2H1;$(O[CX4]),$(Oc);!$(OC=O):2]>>[C@@:1]([#6:5])([#6:6])[O:2]`,
    roles: [
      "secondary alkyl halide (a written stereocentre is inverted)",
      "alcohol or phenol (as its alkoxide/phenoxide)",
    ],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one is left to williamson_ether. E2 competes on secondary halides (not modelled).",
  },
  {
    name: "c_alkylation_inversion",
    title: "SN2 C-alkylation of an active methylene compound with inversion at a secondary carbon",
    reactionClass: "alkylation",
    suits: ["base"],
    stereoOf: "c_alkylation",
    smarts: `[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[${ACTIVE_METHYLENE}:2]>>[C@@:1]([#6:5])([#6:6])[C:2]`,
    roles: [
      "secondary alkyl halide (a written stereocentre is inverted)",
      "active methylene compound (malonate, β-keto ester, cyanoacetate)",
    ],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one is left to c_alkylation. E2 competes on secondary halides (not modelled).",
  },
  {
    name: "o_alkylation_carboxylate_inversion",
    title: "SN2 O-alkylation of a carboxylic acid with inversion at a secondary carbon",
    reactionClass: "alkylation",
    suits: ["base"],
    stereoOf: "o_alkylation_carboxylate",
    smarts: `[C@;H1;!$(C([Cl,Br,I])[F,Cl,Br,I]);!$(C[O,N,S]):1]([#6:5])([#6:6])[Cl,Br,I].[C:2](=[O:3])[OX2H1:4]>>[C@@:1]([#6:5])([#6:6])[O:4][C:2]=[O:3]`,
    roles: ["secondary alkyl halide (a written stereocentre is inverted)", "carboxylic acid (as its carboxylate)"],
    citation:
      "Hughes, Juliusburger, Masterman, Topley, Weiss, J. Chem. Soc. 1935, 1525 (SN2 substitution inverts the carbon: Walden inversion); " +
      CLAYDEN +
      ', chapter "Nucleophilic substitution at saturated carbon"',
    selectivity:
      "The written configuration of the carbon is inverted; an unspecified one is left to o_alkylation_carboxylate. E2 competes on secondary halides (not modelled).",
  },
  {
    name: "diels_alder_cis_dienophile",
    title: "Diels–Alder cycloaddition of a Z dienophile (cis substituents)",
    reactionClass: "cycloaddition",
    suits: ["lewis_acid"],
    stereoOf: "diels_alder",
    smarts:
      "[C:1]=[C:2]-[C:3]=[C:4].[#6:7]/[CH1:5]=[CH1:6]\\[#6:8]>>[C:1]1-[C:2]=[C:3]-[C:4]-[C@@H:6]([#6:8])-[C@H:5]1[#6:7]",
    roles: ["1,3-diene (s-cis accessible)", "1,2-disubstituted dienophile (geometry written)"],
    citation:
      "Alder, Stein, Angew. Chem. 1937, 50, 510 (the cis principle: the dienophile's geometry is kept); " +
      CLAYDEN +
      ', chapter "Pericyclic reactions 1: cycloadditions"',
    selectivity:
      "Suprafacial on the dienophile: a Z dienophile (maleate) gives the cis-4,5-disubstituted cyclohexene (meso when symmetric). Endo/exo relative to the diene's own substituents is not written.",
  },
  {
    name: "diels_alder_trans_dienophile",
    title: "Diels–Alder cycloaddition of an E dienophile (trans substituents)",
    reactionClass: "cycloaddition",
    suits: ["lewis_acid"],
    stereoOf: "diels_alder",
    smarts:
      "[C:1]=[C:2]-[C:3]=[C:4].[#6:7]/[CH1:5]=[CH1:6]/[#6:8]>>[C:1]1-[C:2]=[C:3]-[C:4]-[C@@H:6]([#6:8])-[C@@H:5]1[#6:7]",
    roles: ["1,3-diene (s-cis accessible)", "1,2-disubstituted dienophile (geometry written)"],
    citation:
      "Alder, Stein, Angew. Chem. 1937, 50, 510 (the cis principle: the dienophile's geometry is kept); " +
      CLAYDEN +
      ', chapter "Pericyclic reactions 1: cycloadditions"',
    selectivity:
      "Suprafacial on the dienophile: an E dienophile (fumarate) gives the trans-4,5-disubstituted cyclohexene, racemic (one enantiomer written).",
  },
  // Issue 31, the textbook classes the benchmark listed outside the library. Baeyer–Villiger comes after
  // epoxidation and its forms on purpose: with one peracid both score alike and the library order decides, and an
  // isolated alkene is epoxidised before a ketone undergoes the slower Baeyer–Villiger oxidation.
  {
    name: "acid_chloride_formation",
    title: "Acid chloride from a carboxylic acid (SOCl2, oxalyl chloride, PCl5)",
    reactionClass: "acid_activation",
    needs: ["acid_chlorinating_agent"],
    yieldsToPartner: true,
    smarts: "[#6:3][C:1](=[O:2])[OX2H1]>>[#6:3][C:1](=[O:2])Cl",
    roles: ["carboxylic acid"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (acyl chlorides from acids with SOCl2 or PCl5)`,
    selectivity:
      "SOCl2 (neat or with DMF), (COCl)2 with catalytic DMF, PCl5 or PCl3: the OH of each CO2H is replaced by Cl, one acid group per product (a diacid with excess reagent gives the diacid dichloride: apply again). Assumed: no other group reacts; alcohols (to alkyl chlorides) and amines in the same molecule are not modelled. Formic acid is excluded (formyl chloride is not isolable). Given with an amine or alcohol that the acid acylates, that reaction (amide_coupling, esterification: the acid chloride route) ranks first.",
  },
  {
    name: "claisen_condensation",
    title: "Claisen condensation of an ester with itself (β-keto ester)",
    reactionClass: "acylation",
    needs: ["alkoxide_base"],
    smarts: `[CX3;!R;$(C([#6])(=O)${ESTER_ACCEPTOR_OR}):1](=[O:2])${ESTER_ACCEPTOR_OR}.${CLAISEN_DONOR}>>[C:1](=[O:2])[C:3][C:4](=[O:5])[O:6][#6:7]`,
    roles: ["ester (acylating molecule)", "the same ester again (its enolate, from an α-CH2 or CH3)"],
    sameAs: { 1: 0 },
    citation: `Hauser, Hudson, Org. React. 1942, 1, 266 (the acetoacetic ester condensation); ${CLAYDEN}, chapter "Acylation at carbon" (the Claisen ester condensation)`,
    selectivity:
      "NaOEt or NaOMe (one equivalent; acid work-up): the enolate of one ester molecule attacks the carbonyl of another, which loses its alkoxy group, giving the β-keto ester (2 ethyl acetate -> ethyl acetoacetate). Only an α-CH2 or CH3 is taken (the product needs a second α-H, deprotonated by the alkoxide to drive the equilibrium; an α-CH ester such as ethyl isobutyrate does not condense with NaOEt), and not one already between two acceptors (malonates alkylate or add instead). Assumed: the alkoxide matches the ester's alkoxy group (NaOEt with ethyl esters; exchange is not modelled). Give the ester once; a diester is condensed intermolecularly (the intramolecular Dieckmann cyclisation is not modelled); a lactone can be the enolate but not the acylating ester (its ring-opened acylation is not written). Not modelled: an aldehyde given with the ester takes the enolate first (benzaldehyde + ethyl acetate + sodium ethoxide give ethyl cinnamate), so then this self-condensation is not the answer.",
  },
  {
    name: "crossed_claisen_condensation",
    title: "Crossed Claisen condensation with an ester that has no α-H",
    reactionClass: "acylation",
    needs: ["alkoxide_base"],
    smarts: `[${NON_ENOLISABLE_ESTER_C}:1](=[O:2])${ESTER_ACCEPTOR_OR}.${CLAISEN_DONOR}>>[C:1](=[O:2])[C:3][C:4](=[O:5])[O:6][#6:7]`,
    roles: [
      "ester without α-H (formate, benzoate, pivalate, carbonate, oxalate): the acylating partner",
      "ester with an α-CH2 or CH3 (the enolate)",
    ],
    citation: `Hauser, Hudson, Org. React. 1942, 1, 266 (the acetoacetic ester condensation); ${CLAYDEN}, chapter "Acylation at carbon" (crossed Claisen condensations with esters that cannot enolise)`,
    selectivity:
      "NaOEt or NaOMe: the enolisable ester's α-carbon is acylated by the ester that cannot form an enolate (ethyl benzoate + ethyl acetate -> ethyl benzoylacetate; diethyl oxalate, ethyl formate and diethyl carbonate alike). It joins both partners, so it ranks before the enolisable ester's self-condensation (claisen_condensation), which competes in practice (the non-enolisable ester is used in excess). Assumed: the alkoxide matches the alkoxy groups; a ketone enolate (1,3-diketone synthesis) is not modelled.",
  },
  {
    name: "baeyer_villiger",
    title: "Baeyer–Villiger oxidation of a ketone (ester or lactone)",
    reactionClass: "oxidation",
    needs: ["peroxy_acid"],
    smarts: `[#6;${BV_ALPHA};${BV_MIGRATING}:3][CX3:1](=[O:2])[#6;${BV_ALPHA}:4]>>[#6:3]O[C:1](=[O:2])[#6:4]`,
    roles: ["ketone (acyclic or cyclic)"],
    citation:
      "Baeyer, Villiger, Ber. Dtsch. Chem. Ges. 1899, 32, 3625; Krow, Org. React. 1993, 43, 251 (review); ten Brink, Vis, Arends, Sheldon, J. Org. Chem. 2001, 66, 2429 (migratory aptitude tertiary alkyl > cyclohexyl > secondary alkyl > benzyl > phenyl > primary alkyl > methyl; the migrating group keeps its configuration)",
    selectivity:
      "mCPBA, peracetic or trifluoroperacetic acid insert O between the carbonyl and the group that migrates, the more apt one: tertiary alkyl > secondary alkyl ~ cyclohexyl > aryl ~ benzyl > primary alkyl > methyl (acetophenone -> phenyl acetate, pinacolone -> t-butyl acetate); a cyclic ketone gives the ring-expanded lactone (cyclohexanone -> ε-caprolactone), the more substituted α-carbon migrating. Where both groups rank alike and differ (3-methylcyclohexanone), both esters are listed. The migrating carbon keeps its configuration (a written stereocentre is retained). Assumed: aryl and benzyl rank alike and electron-rich aryl groups (which migrate faster) are not ranked apart; α,β-unsaturated ketones, α-hetero-substituted ketones, 1,3-dicarbonyls and aldehydes are excluded; an isolated alkene in the molecule is epoxidised first (epoxidation ranks before this). Dioxiranes (DMDO) do not do this reaction.",
  },
  {
    name: "e2_elimination",
    title: "E2 elimination of a secondary or tertiary alkyl halide (Zaitsev alkene)",
    reactionClass: "elimination",
    needs: ["alkoxide_base", "hydroxide_base", "bulky_base"],
    alternatives: "e2",
    yieldsToPartner: true,
    smarts: `[${E2_HALIDE_C}:1](-[Cl,Br,I])-[${ZAITSEV_BETA}:2]>>[C:1]=[C:2]`,
    roles: ["secondary or tertiary alkyl halide"],
    citation: `${CLAYDEN}, chapter "Elimination reactions" (E2: regioselectivity and stereoselectivity); Bartsch, Závada, Chem. Rev. 1980, 80, 453 (orientation in olefin-forming E2 eliminations)`,
    selectivity:
      "A strong base removes a β-H anti to the halide. With a small base (NaOEt, NaOMe, NaOH, KOH) the more substituted (Zaitsev) alkene is the major product and this template ranks first; with a bulky base (KOtBu, LDA) it ranks after e2_elimination_hofmann. The β-carbon with the fewest H reacts here (equal ones each give their alkene). Where the new C=C is CH=CH outside a ring, the E alkene is written (e2_elimination_trans), assumed the major isomer as for 2-bromobutane -> (E)-but-2-ene. Not modelled: the competing SN2 product (minor with secondary halides and ethoxide, none with tertiary), the diastereospecific anti elimination of a substrate whose β-carbon is a written stereocentre (RDKit keeps its written H, so that product fails to sanitise and is reported under failed), trans-diaxial demands in cyclohexanes, and conjugation with an aryl group beyond the substitution count. Given with a nucleophile that the halide alkylates, the substitution ranks first.",
  },
  {
    name: "e2_elimination_hofmann",
    title: "E2 elimination by a bulky base (Hofmann alkene)",
    reactionClass: "elimination",
    needs: ["bulky_base", "alkoxide_base", "hydroxide_base"],
    alternatives: "e2",
    yieldsToPartner: true,
    smarts: `[${E2_HALIDE_C}:1](-[Cl,Br,I])-[${HOFMANN_BETA}:2]>>[C:1]=[C:2]`,
    roles: ["secondary or tertiary alkyl halide"],
    citation: `${CLAYDEN}, chapter "Elimination reactions" (E2: regioselectivity and stereoselectivity); Bartsch, Závada, Chem. Rev. 1980, 80, 453 (orientation in olefin-forming E2 eliminations)`,
    selectivity:
      "A bulky base (KOtBu, LDA) removes the most accessible β-H, from the β-carbon with the most H, giving the less substituted (Hofmann) alkene as the major product (2-bromo-2-methylbutane + KOtBu -> 2-methylbut-1-ene); with a small base this template ranks after e2_elimination (the minor alkene). Where both rules pick the same β-carbon (t-butyl bromide), the alkene is listed once. Its E/Z geometry is not written (the Hofmann alkene is mostly terminal; where it is CH=CH, e.g. 3-bromo-2-methylpentane, the geometry is left open). Not modelled as for e2_elimination.",
  },
  {
    name: "cyclic_anhydride_formation",
    title: "Cyclic anhydride from a 1,4- or 1,5-dicarboxylic acid (heat or Ac2O)",
    reactionClass: "acid_activation",
    needs: ["dehydrating_agent", "heating"],
    smarts: "[OX2H1][C:1](=[O:2])[#6:5]-,:[#6:6][C:3](=[O:4])[OX2H1:7]>>[C:1]1(=[O:2])[#6:5]~[#6:6][C:3](=[O:4])[O:7]1",
    roles: ["1,4-dicarboxylic acid (succinic, phthalic)"],
    citation:
      "Fieser, Experiments in Organic Chemistry (Heath, 1941), p. 104 (succinic anhydride from succinic acid and acetic anhydride); Horning, Finelli, Org. Synth. 1950, 30, 81 (2-phenylglutaric anhydride with acetic anhydride)",
    selectivity:
      "Heating, or warming with acetic anhydride (or acetyl chloride), closes the five-membered anhydride: succinic acid -> succinic anhydride, phthalic acid -> phthalic anhydride. The carbons between the acids keep their configuration (cis-cyclohexane-1,2-dicarboxylic acid gives the cis-fused anhydride). Assumed: the two acid groups can meet; a C=C between them is taken only with its Z geometry written (cyclic_anhydride_formation_maleic). Six-membered anhydrides: cyclic_anhydride_formation_six.",
  },
  {
    name: "cyclic_anhydride_formation_six",
    title: "Cyclic anhydride from a 1,5-dicarboxylic acid (glutaric anhydride)",
    reactionClass: "acid_activation",
    needs: ["dehydrating_agent", "heating"],
    smarts:
      "[OX2H1][C:1](=[O:2])[#6:5]-,:[#6:6]-,:[#6:8][C:3](=[O:4])[OX2H1:7]>>[C:1]1(=[O:2])[#6:5]~[#6:6]~[#6:8][C:3](=[O:4])[O:7]1",
    roles: ["1,5-dicarboxylic acid (glutaric)"],
    citation:
      "Horning, Finelli, Org. Synth. 1950, 30, 81 (2-phenylglutaric anhydride from the acid with acetic anhydride)",
    selectivity:
      "Acetic anhydride (or heat) closes the six-membered glutaric anhydride; substituents and written stereocentres on the three carbons between the acid groups are kept. Assumed: the chain can close (no C=C in it); larger rings (adipic acid) give polymeric anhydrides and are not taken.",
  },
  {
    name: "e2_elimination_trans",
    title: "E2 elimination to an E-1,2-disubstituted alkene (Zaitsev)",
    reactionClass: "elimination",
    needs: ["alkoxide_base", "hydroxide_base", "bulky_base"],
    stereoOf: "e2_elimination",
    alternatives: "e2",
    yieldsToPartner: true,
    smarts: `[#6:3][CH1;${E2_HALIDE_C}:1](-[Cl,Br,I])-;!@[CH2;${ZAITSEV_BETA}:2][#6:4]>>[#6:3]/[CH1:1]=[CH1:2]/[#6:4]`,
    roles: ["secondary alkyl halide whose Zaitsev alkene is CH=CH outside a ring"],
    citation: `${CLAYDEN}, chapter "Elimination reactions" (E2 is stereoselective: the E alkene from the less crowded anti-periplanar conformation)`,
    selectivity:
      "The E (trans) alkene is written as the major isomer (2-bromobutane + NaOEt -> (E)-but-2-ene, some Z); assumed for any CH=CH product whose substrate has no written stereocentre at the β-carbon.",
  },
  {
    name: "cyclic_anhydride_formation_maleic",
    title: "Cyclic anhydride from a Z-but-2-enedioic acid (maleic acid)",
    reactionClass: "acid_activation",
    needs: ["dehydrating_agent", "heating"],
    stereoOf: "cyclic_anhydride_formation",
    smarts: "[OX2H1][C:1](=[O:2])/[C:5]=;!@[C:6]\\[C:3](=[O:4])[OX2H1:7]>>[C:1]1(=[O:2])[C:5]=[C:6][C:3](=[O:4])[O:7]1",
    roles: ["Z-but-2-enedioic acid, geometry written (maleic acid)"],
    citation:
      "Encyclopædia Britannica, 11th ed. (1911), 'Fumaric and Maleic Acids' (maleic acid melts at 130 °C and boils at 160 °C, decomposing into water and maleic anhydride)",
    selectivity:
      "Heat (or Ac2O) closes maleic acid, whose acid groups are cis, to maleic anhydride; fumaric acid (E) is not taken (its acid groups cannot meet; at much higher temperatures it isomerises first, not modelled), nor an acid whose C=C geometry is not written.",
  },
  // Issue 31, the held-out set of 2026-12-04: reagents that change the outcome (Jones, Lindlar, Na/NH3, HBr with a
  // peroxide) and the textbook classes it found missing.
  {
    name: "alcohol_oxidation_to_acid",
    title: "Oxidation of a primary alcohol to the carboxylic acid (Jones, dichromate, KMnO4)",
    reactionClass: "oxidation",
    needs: ["strong_oxidant"],
    overrides: ["alcohol_oxidation"],
    smarts: "[CX4;H2;$(C[#6]);!$(C([OH1])[O,N,S,F,Cl,Br,I]):1][OX2H1:2]>>[C:1](=O)[OH1:2]",
    roles: ["primary alcohol"],
    citation: `Bowden, Heilbron, Jones, Weedon, J. Chem. Soc. 1946, 39 (the Jones reagent, CrO3 in aqueous H2SO4); ${CLAYDEN}, chapter "Oxidation and reduction"`,
    selectivity:
      "Jones reagent (CrO3, H2SO4, water), Na2Cr2O7/H2SO4 or KMnO4: the aldehyde first formed is hydrated in the water present and oxidised on, so a primary alcohol gives the carboxylic acid, and alcohol_oxidation's aldehyde is not predicted at that site; a secondary alcohol stops at the ketone (alcohol_oxidation). PCC, DMP, Swern and TEMPO, without water, stop at the aldehyde. Each CH2OH is reported; alkenes in the molecule are not modelled (KMnO4 would attack them).",
  },
  {
    name: "alkyne_semihydrogenation",
    title: "Semihydrogenation of an alkyne to the alkene (Lindlar catalyst)",
    reactionClass: "reduction",
    needs: ["lindlar_catalyst"],
    smarts: "[C:1]#[C:2]>>[C:1]=[C:2]",
    roles: ["alkyne"],
    citation: `Lindlar, Helv. Chim. Acta 1952, 35, 446 (Pd on CaCO3 poisoned with lead: alkynes to cis alkenes); ${CLAYDEN}, chapter "Electrophilic addition to alkenes" (Lindlar reduction)`,
    selectivity:
      "H2 with a Lindlar catalyst (Pd/CaCO3 poisoned with Pb and quinoline, or Pd/BaSO4 with quinoline) adds one H2 syn: the alkyne stops at the alkene, which is not reduced further, and an internal alkyne gives the cis (Z) alkene (alkyne_semihydrogenation_cis, written with its geometry); a terminal alkyne gives the terminal alkene. Plain hydrogenation is not applied with this catalyst. Each C≡C is reported.",
  },
  {
    name: "alkyne_semihydrogenation_cis",
    title: "Lindlar reduction of an internal alkyne to the Z alkene",
    reactionClass: "reduction",
    needs: ["lindlar_catalyst"],
    stereoOf: "alkyne_semihydrogenation",
    smarts: "[#6:3][C:1]#;!@[C:2][#6:4]>>[#6:3]/[C:1]=[C:2]\\[#6:4]",
    roles: ["internal alkyne (not in a ring)"],
    citation: `Lindlar, Helv. Chim. Acta 1952, 35, 446; ${CLAYDEN}, chapter "Electrophilic addition to alkenes" (syn addition of H2 on the catalyst surface: the cis alkene)`,
    selectivity: "Both H atoms add from the catalyst surface (syn): but-2-yne gives (Z)-but-2-ene, never the E alkene.",
  },
  {
    name: "dissolving_metal_reduction",
    title: "Dissolving-metal reduction of an internal alkyne to the E alkene (Na or Li in NH3)",
    reactionClass: "reduction",
    needs: ["alkali_metal"],
    needsAlso: ["liquid_ammonia"],
    smarts: "[#6:3][C:1]#;!@[C:2][#6:4]>>[#6:3]/[C:1]=[C:2]/[#6:4]",
    roles: ["internal alkyne (not in a ring)"],
    citation: `Campbell, Eby, J. Am. Chem. Soc. 1941, 63, 216 (sodium in liquid ammonia reduces dialkylacetylenes to trans olefins); ${CLAYDEN}, chapter "Electrophilic addition to alkenes"`,
    selectivity:
      "Na or Li in liquid NH3: electron transfer gives a radical anion whose trans vinyl anion is protonated, so an internal alkyne gives the E (trans) alkene (but-2-yne -> (E)-but-2-ene), the complement of the Lindlar cis alkene; alkenes are not reduced. Terminal alkynes are deprotonated to the acetylide instead (not taken).",
  },
  {
    name: "hydrobromination_radical",
    title: "Radical HBr addition to an alkene with a peroxide (anti-Markovnikov)",
    reactionClass: "alkene_addition",
    needs: ["hydrogen_bromide"],
    needsAlso: ["radical_initiator"],
    smarts: `[${PLAIN_ALKENE_C}:1]=[${MARKOVNIKOV_C}:2]>>[C:1](Br)[C:2]`,
    roles: ["alkene"],
    citation: `Kharasch, Mayo, J. Am. Chem. Soc. 1933, 55, 2468 (the peroxide effect in the addition of HBr to allyl bromide); ${CLAYDEN}, chapter "Radical reactions"`,
    selectivity:
      "HBr with a peroxide (ROOR, benzoyl peroxide), AIBN or light: the Br atom adds to the less substituted carbon, giving the more stable radical, which takes H from HBr, so Br ends on the less substituted carbon (but-1-ene -> 1-bromobutane). No cation, so no rearrangement; the ionic Markovnikov addition (hydrobromination) is not applied with these reagents. Only HBr does this (HCl and HI do not). New stereocentres are not written.",
  },
  {
    name: "oxime_formation",
    title: "Oxime formation (aldehyde or ketone + hydroxylamine)",
    reactionClass: "carbonyl_addition",
    suits: ["base", "strong_acid"],
    smarts: `[${CARBONYL_C}:1]=[O].[NX3H2:2][OX2H1:3]>>[C:1]=[N:2][O:3]`,
    roles: ["aldehyde or ketone", "hydroxylamine (NH2OH, or its hydrochloride)"],
    citation: `Bousquet, Org. Synth. 1931, 11, 54 (heptaldoxime from heptanal and hydroxylamine); ${CLAYDEN}, chapter "Nucleophilic substitution at C=O with loss of carbonyl oxygen" (oximes)`,
    selectivity:
      "NH2OH·HCl with NaOAc, pyridine or NaOH: the C=O becomes C=N–OH with loss of water; aldehydes and ketones alike. E/Z of the oxime is not written. Each C=O is reported.",
  },
  {
    name: "hydrazone_formation",
    title: "Hydrazone formation (aldehyde or ketone + hydrazine, arylhydrazine or semicarbazide)",
    reactionClass: "carbonyl_addition",
    suits: ["strong_acid", "base"],
    blockedBy: ["lewis_acid"],
    smarts: `[${CARBONYL_C}:1]=[O].[NX3H2:2][NX3;!$(N=*):3]>>[C:1]=[N:2][N:3]`,
    roles: ["aldehyde or ketone", "hydrazine, arylhydrazine, hydrazide or semicarbazide (with an NH2 on N)"],
    citation: `Allen, Org. Synth. 1933, 13, 36 (2,4-dinitrophenylhydrazine and its hydrazones); ${CLAYDEN}, chapter "Nucleophilic substitution at C=O with loss of carbonyl oxygen" (hydrazones, semicarbazones)`,
    selectivity:
      "The NH2 bonded to N condenses with the C=O (the other N, an amide or aryl N, does not): phenylhydrazone, 2,4-DNP hydrazone, semicarbazone. E/Z is not written; hydrazine itself can condense twice (the azine, not modelled). Heated with base, the hydrazone loses N2 (wolff_kishner, a reagent-driven template on the ketone). With a Lewis acid (ZnCl2, BF3) an arylhydrazone of an enolisable ketone goes on to the Fischer indole, not modelled: then this template is not applied.",
  },
  {
    name: "amide_reduction",
    title: "Reduction of an amide to the amine (LiAlH4)",
    reactionClass: "reduction",
    needs: ["strong_hydride"],
    smarts: "[#6:3][C;!$(C(=O)([N,O])[N,O]):1](=O)[NX3;!$(N(C=O)[C,S]=O);!$(N[O,N]):2]>>[#6:3][CH2:1][N:2]",
    roles: ["amide or lactam"],
    citation: `Micovic, Mihailovic, J. Org. Chem. 1953, 18, 1190 (reduction of amides by LiAlH4 to amines); ${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (LiAlH4 reduces amides to amines)`,
    selectivity:
      "LiAlH4 (then aqueous work-up): the C=O of an amide becomes CH2, N kept (primary, secondary and tertiary amides, lactams to cyclic amines). Imides, carbamates, ureas and Weinreb amides (which give aldehydes) are not taken. NaBH4 does not reduce amides. Each amide is reported; esters and ketones in the molecule are reduced too (ester_reduction, carbonyl_reduction).",
  },
  {
    name: "nitrile_reduction",
    title: "Reduction of a nitrile to the primary amine (LiAlH4)",
    reactionClass: "reduction",
    needs: ["strong_hydride"],
    smarts: "[#6:2][C:1]#[N:3]>>[#6:2][CH2:1][NH2:3]",
    roles: ["nitrile"],
    citation: `Nystrom, Brown, J. Am. Chem. Soc. 1948, 70, 3738 (reduction of organic compounds by LiAlH4: nitriles to amines); ${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group"`,
    selectivity:
      "LiAlH4 then water: R–C≡N gives R–CH2NH2 (benzonitrile -> benzylamine). DIBAL-H stops at the aldehyde and H2 over Raney Ni also gives the amine (neither modelled). Each nitrile is reported.",
  },
  {
    name: "nitrile_hydrolysis",
    title: "Hydrolysis of a nitrile to the carboxylic acid",
    reactionClass: "hydrolysis",
    needs: ["aqueous_acid", "hydroxide_base"],
    smarts: "[#6:2][C:1]#[N]>>[#6:2][C:1](=O)[OH1]",
    roles: ["nitrile"],
    citation: `Adams, Thal, Org. Synth. 1922, 2, 59 (phenylacetic acid from benzyl cyanide and aqueous H2SO4); ${CLAYDEN}, chapter "Nucleophilic substitution at the carbonyl (C=O) group" (nitriles hydrolyse through the amide)`,
    selectivity:
      "Aqueous acid (H2SO4 with water) or aqueous hydroxide, heated: through the amide to the carboxylic acid (the ammonium or the carboxylate salt before work-up; the amide intermediate is not written). Each nitrile is reported; esters and amides present hydrolyse too.",
  },
  {
    name: "benzyl_ether_hydrogenolysis",
    title: "Benzyl ether deprotection (hydrogenolysis)",
    reactionClass: "deprotection",
    needs: ["hydrogenation_catalyst"],
    smarts: "[#6;!$(C=O):1][OX2:2][CH2;!R]c1ccccc1>>[#6:1][OH1:2]",
    roles: ["benzyl ether (alkyl or aryl benzyl ether)"],
    citation: `${GREENE}, chapter 2 (protection for the hydroxyl group: benzyl ethers, cleaved by hydrogenolysis) and chapter 3 (phenols)`,
    selectivity:
      "H2 with Pd/C (or Pd(OH)2/C): the benzylic C–O bond is cut, giving the alcohol or phenol and toluene (not written). Each O–CH2Ph is reported; benzyl esters and Cbz groups are cleaved by the same conditions (benzyl_ester_hydrogenolysis, cbz_deprotection), and alkenes are hydrogenated.",
  },
  {
    name: "alcohol_dehydration",
    title: "Acid-catalysed dehydration of a secondary or tertiary alcohol (Zaitsev alkene)",
    reactionClass: "elimination",
    needs: ["strong_acid"],
    needsAlso: ["heating"],
    blockedBy: ["strong_oxidant"],
    yieldsToPartner: true,
    smarts: `[${DEHYDRATION_C}:1](-[OX2H1])-[${ZAITSEV_BETA_OH}:2]>>[C:1]=[C:2]`,
    roles: ["secondary or tertiary alcohol"],
    citation: `Coleman, Johnstone, Org. Synth. 1925, 5, 33 (cyclohexene from cyclohexanol and H2SO4 or H3PO4, distilled); ${CLAYDEN}, chapter "Elimination reactions" (E1: the more substituted alkene)`,
    selectivity:
      "H2SO4, H3PO4 or TsOH, heated (the alkene distilled out): E1 through the carbocation, giving the more substituted (Zaitsev) alkene, from the β-carbon with the fewest H (2-methylcyclohexanol -> 1-methylcyclohexene); where it is CH=CH outside a ring the E alkene is written (alcohol_dehydration_trans). Primary alcohols are not taken (ethers or rearranged alkenes form). Not modelled: 1,2-shifts of the cation (3,3-dimethylbutan-2-ol gives 2,3-dimethylbut-2-ene), the ether by-product. Given with an acid it esterifies, esterification ranks first; with dichromate or another strong oxidant in the acid the alcohol is oxidised instead (not applied).",
  },
  {
    name: "alcohol_dehydration_trans",
    title: "Acid-catalysed dehydration to an E-1,2-disubstituted alkene (Zaitsev)",
    reactionClass: "elimination",
    needs: ["strong_acid"],
    needsAlso: ["heating"],
    blockedBy: ["strong_oxidant"],
    stereoOf: "alcohol_dehydration",
    yieldsToPartner: true,
    smarts: `[#6:3][CH1;${DEHYDRATION_C}:1](-[OX2H1])-;!@[CH2;${ZAITSEV_BETA_OH}:2][#6:4]>>[#6:3]/[CH1:1]=[CH1:2]/[#6:4]`,
    roles: ["secondary alcohol whose Zaitsev alkene is CH=CH outside a ring"],
    citation: `${CLAYDEN}, chapter "Elimination reactions" (E1 is stereoselective: the more stable E alkene)`,
    selectivity:
      "E1 goes through a planar cation and gives mainly the more stable E alkene (butan-2-ol -> (E)-but-2-ene, with some Z and but-1-ene).",
  },
  {
    name: "epoxide_opening",
    title: "Ring opening of an epoxide by a nucleophile at the less hindered carbon (basic conditions)",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${EPOXIDE_LESS_HINDERED}:1]1[O:2][CX4:4]1.[$([OX1-,SX1-;$([O-,S-][#6]);!$([O-,S-][#6]=[O,S,N])]),$([${AMINE}]):3]>>[*+0:3][C:1][C:4][OH1:2]`,
    roles: ["epoxide", "alkoxide, phenoxide or thiolate anion, or amine"],
    citation: `Parker, Isaacs, Chem. Rev. 1959, 59, 737 (mechanisms of epoxide reactions: SN2 at the less substituted carbon under basic conditions); ${CLAYDEN}, chapter "Nucleophilic substitution at saturated carbon" (epoxides)`,
    selectivity:
      "Basic or neutral conditions (NaOMe in MeOH, a thiolate, an amine): SN2 at the less substituted epoxide carbon, the O becoming the alcohol (propylene oxide + methoxide -> 1-methoxypropan-2-ol); a written stereocentre on the other carbon keeps its configuration (its C–O bond is not broken). Only epoxides with a CH2 are taken: at a CH the SN2 inverts the carbon, written for cycloalkene oxides by epoxide_opening_ring (the trans product); open-chain 1,2-disubstituted epoxides get no answer. Acid-catalysed opening at the more substituted carbon is not modelled. Give the anion (C[O-]), not the alcohol.",
  },
  {
    name: "epoxide_opening_ring",
    title: "Ring opening of a cycloalkene oxide by a nucleophile (trans product)",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[#6:5]-;@[${FUSED_EPOXIDE_CH}:1]1[O:2][${FUSED_EPOXIDE_CH}:4]1-;@[#6:6].[$([OX1-,SX1-;$([O-,S-][#6]);!$([O-,S-][#6]=[O,S,N])]),$([${AMINE}]):3]>>[#6:5][C@@H:1]([*+0:3])[C@H:4]([OH1:2])[#6:6]`,
    roles: [
      "epoxide of a cycloalkene (5- to 7-membered ring: cyclohexene oxide)",
      "alkoxide, phenoxide or thiolate anion, or amine",
    ],
    citation: `Parker, Isaacs, Chem. Rev. 1959, 59, 737 (SN2 opening of epoxides with inversion); ${CLAYDEN}, chapter "Nucleophilic substitution at saturated carbon" (cyclohexene oxide opens to trans products)`,
    selectivity:
      "The nucleophile attacks one epoxide carbon from the face opposite the oxygen (SN2, inversion), so the cis-fused epoxide gives the trans-1,2-disubstituted cycloalkane (cyclohexene oxide + methoxide -> trans-2-methoxycyclohexan-1-ol, (1R,2R)/(1S,2S)), racemic: one enantiomer written. Both carbons are alike here; a substituent on the ring making them differ is not weighed (both products reported). Acid-catalysed opening is not modelled. Give the anion (C[O-]), not the alcohol.",
  },
  {
    name: "acetylide_alkylation",
    title: "Alkylation of a terminal alkyne (acetylide + primary alkyl halide)",
    reactionClass: "alkylation",
    needs: ["acetylide_base"],
    smarts: "[CH1:1]#[C:2].[CX4;H2,H3;!$(C[O,N,S]);!$(C([Cl,Br,I])[F,Cl,Br,I]):3][Cl,Br,I]>>[C:3][C:1]#[C:2]",
    roles: ["terminal alkyne", "methyl or primary alkyl halide"],
    citation: `${CLAYDEN}, chapter "Nucleophilic substitution at saturated carbon" (alkynyl anions from NaNH2 in liquid ammonia alkylated by primary halides)`,
    selectivity:
      "NaNH2 in NH3 (or n-BuLi) deprotonates the terminal alkyne; the acetylide displaces the halide by SN2 (phenylacetylene + MeI -> 1-phenylpropyne). Methyl and primary halides only: secondary and tertiary ones undergo E2 with the strongly basic acetylide (not taken). Acetylene itself can be alkylated twice (not modelled).",
  },
  {
    name: "friedel_crafts_alkylation",
    title: "Friedel–Crafts alkylation (arene + tertiary, secondary or benzyl halide)",
    reactionClass: "aromatic_substitution",
    needs: ["lewis_acid"],
    smarts: `[${FC_CH}:1].[CX4;$([CH0]([#6])([#6])[#6]),$([CH1]([#6])[#6]),$([CH2]c);!$(C[O,N,S]);!$(C([Cl,Br,I])[F,Cl,Br,I]):2][Cl,Br]>>[c:1][C:2]`,
    roles: ["arene (not deactivated)", "tertiary, secondary or benzylic alkyl chloride or bromide"],
    citation: `Friedel, Crafts, Compt. Rend. 1877, 84, 1392; Olah (ed.), Friedel–Crafts and Related Reactions (Interscience, 1963–1965); ${CLAYDEN}, chapter "Electrophilic aromatic substitution"`,
    selectivity:
      "AlCl3 or FeCl3: the carbocation alkylates the ring ortho or para to an activating group (para usually major, both reported), any position of benzene (benzene + t-BuCl -> t-butylbenzene); deactivated rings do not react. Primary halides other than benzyl are not taken: their cation rearranges (n-propyl chloride gives cumene, not modelled). Polyalkylation (the product is more reactive) is not modelled: one alkyl group per product.",
  },
  {
    name: "eas_sulfonation",
    title: "Sulfonation of an arene (SO3, fuming sulfuric acid)",
    reactionClass: "aromatic_substitution",
    needs: ["sulfonating_agent"],
    smarts: `[${EAS_CH}:1]>>[c:1]S(=O)(=O)[OH1]`,
    roles: ["arene (benzene ring with a C–H)"],
    citation: `${CLAYDEN}, chapter "Electrophilic aromatic substitution" (sulfonation with SO3 in H2SO4, reversible)`,
    selectivity:
      "SO3 in H2SO4 (oleum): the sulfonic acid, ortho and para to an activating group (para major with a large group), meta to a deactivating one, any position of benzene. The reaction is reversible (dilute hot acid removes the group, not modelled). One SO3H per product.",
  },
  {
    name: "ozonolysis",
    title: "Ozonolysis of an alkene with reductive work-up (aldehydes and ketones)",
    reactionClass: "oxidation",
    needs: ["ozone"],
    suits: ["ozonide_reductant"],
    blockedBy: ["peroxide_oxidant"],
    smarts: `[${ALKENE_C}:1]=[${ALKENE_C}:2]>>([C:1]=O.[C:2]=O)`,
    roles: ["alkene"],
    citation: `Criegee, Angew. Chem. Int. Ed. Engl. 1975, 14, 745 (mechanism of ozonolysis); Pappas, Keaveney, Gancher, Berger, Tetrahedron Lett. 1966, 7, 4273 (dimethyl sulfide reduction of ozonides); ${CLAYDEN}, chapter "Electrophilic addition to alkenes" (ozonolysis)`,
    selectivity:
      "O3 then Me2S, Zn/AcOH or PPh3: the C=C is cut and each carbon becomes C=O, a CH= an aldehyde and a CR2= a ketone, written together as one product 'carbonyl.carbonyl' (a cycloalkene gives the one dicarbonyl: cyclohexene -> hexanedial). Assumed: reductive work-up; with H2O2 (oxidative) the aldehydes go on to acids, not modelled (not applied). Each C=C is reported separately.",
  },
  {
    name: "weinreb_ketone_synthesis",
    title: "Weinreb ketone synthesis (N-methoxy-N-methylamide + Grignard or organolithium)",
    reactionClass: "carbonyl_addition",
    smarts: `[#6:3][C:1](=[O:2])[NX3]([CH3])[OX2][CH3].${ORGANOMETAL}>>[#6:3][C:1](=[O:2])[*:4]`,
    roles: ["Weinreb amide (N-methoxy-N-methylamide)", "Grignard reagent (R–MgX) or organolithium (R–Li)"],
    citation:
      "Nahm, Weinreb, Tetrahedron Lett. 1981, 22, 3815 (N-methoxy-N-methylamides as acylating agents: ketones from Grignard and organolithium reagents)",
    selectivity:
      "The chelated tetrahedral intermediate is stable until aqueous work-up, so one equivalent adds and the ketone is isolated (no tertiary alcohol, unlike an ester). The N-methoxy-N-methylamine leaves (not written).",
  },
  {
    name: "snar_alkoxide",
    title: "Nucleophilic aromatic substitution (SNAr) by an alkoxide, phenoxide or thiolate",
    reactionClass: "aromatic_substitution",
    suits: ["base"],
    smarts: `[${SNAR_C}:1][F,Cl].[OX1-,SX1-;$([O-,S-][#6]);!$([O-,S-][#6]=[O,S,N]):2]>>[c:1][*+0:2]`,
    roles: ["activated aryl/heteroaryl fluoride or chloride", "alkoxide, phenoxide or thiolate anion"],
    citation: `Bunnett, Zahler, Chem. Rev. 1951, 49, 273; ${CLAYDEN}, chapter "Nucleophilic aromatic substitution" (addition–elimination through the Meisenheimer complex)`,
    selectivity:
      "NaOMe in MeOH, a phenoxide or a thiolate: only halides ortho or para to a nitro, cyano or CF3 group or to a ring N are replaced (2,4-dinitrochlorobenzene + methoxide -> 2,4-dinitroanisole); with several, each is reported. Give the anion (C[O-]), not the alcohol.",
  },
  {
    name: "gabriel_alkylation",
    title: "Gabriel synthesis: N-alkylation of phthalimide (or another imide)",
    reactionClass: "alkylation",
    suits: ["base"],
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[N;$(N(C=O)C=O);$([N-]),$([NH1]):2]>>[C:1][N+0:2]`,
    roles: ["primary or secondary alkyl halide", "phthalimide (or another imide), as the N–H with base or the anion"],
    citation: `Gabriel, Ber. Dtsch. Chem. Ges. 1887, 20, 2224; Gibson, Bradshaw, Angew. Chem. Int. Ed. Engl. 1968, 7, 919 (review: the Gabriel synthesis of primary amines)`,
    selectivity:
      "Potassium phthalimide (or phthalimide with K2CO3) in DMF: the imide N is alkylated once (no over-alkylation, the point of the method), giving the N-alkylphthalimide; its cleavage by hydrazine (Ing–Manske) or acid to the primary amine is a second step, not written. Primary halides best; tertiary halides are excluded. Covalent N–K written salts: gabriel_alkylation_salt.",
  },
  {
    name: "gabriel_alkylation_salt",
    title: "Gabriel synthesis with the imide salt written N–K or N–Na",
    reactionClass: "alkylation",
    smarts: `[${SN2_CARBON}:1][Cl,Br,I].[N;$(N(C=O)C=O):2][K,Na]>>[C:1][N:2]`,
    roles: ["primary or secondary alkyl halide", "potassium or sodium phthalimide written with an N–metal bond"],
    citation: `Gabriel, Ber. Dtsch. Chem. Ges. 1887, 20, 2224; Gibson, Bradshaw, Angew. Chem. Int. Ed. Engl. 1968, 7, 919`,
    selectivity:
      "As gabriel_alkylation, for the salt written as a covalent N–K (O=C1c2ccccc2C(=O)N1[K]): the metal leaves with the halide.",
  },
  {
    name: "wolff_kishner",
    title: "Wolff–Kishner reduction of a ketone or aldehyde to CH2 (hydrazine, base, heat)",
    reactionClass: "reduction",
    needs: ["hydrazine"],
    needsAlso: ["base"],
    smarts: `[${CARBONYL_C}:1]=[O]>>[C:1]`,
    roles: ["aldehyde or ketone"],
    citation:
      "Kishner, J. Russ. Phys. Chem. Soc. 1911, 43, 582; Wolff, Justus Liebigs Ann. Chem. 1912, 394, 86; Huang-Minlon, J. Am. Chem. Soc. 1946, 68, 2487 (hydrazine hydrate, KOH, diethylene glycol at reflux)",
    selectivity:
      "N2H4 with KOH (or KOtBu) in a high-boiling glycol: the hydrazone loses N2 and the C=O becomes CH2 (acetophenone -> ethylbenzene); an aldehyde gives CH3. Strongly basic: esters are hydrolysed (not modelled); the acid-side alternative is the Clemmensen reduction (not modelled). Each C=O is reported.",
  },
  {
    name: "sandmeyer_bromination",
    title: "Sandmeyer bromination (aniline → diazonium salt → aryl bromide)",
    reactionClass: "aromatic_substitution",
    needs: ["diazotising_agent"],
    needsAlso: ["copper_bromide"],
    smarts: "[c:1][NX3H2]>>[c:1]Br",
    roles: ["primary arylamine (aniline)"],
    citation: `Sandmeyer, Ber. Dtsch. Chem. Ges. 1884, 17, 1633; Hodgson, Chem. Rev. 1947, 40, 251 (review: the Sandmeyer reaction)`,
    selectivity:
      "NaNO2 with aqueous acid at 0–5 °C makes the diazonium salt, which CuBr turns into the aryl bromide with loss of N2 (aniline -> bromobenzene), at the carbon that bore the NH2. Each ArNH2 is reported.",
  },
  {
    name: "sandmeyer_chlorination",
    title: "Sandmeyer chlorination (aniline → diazonium salt → aryl chloride)",
    reactionClass: "aromatic_substitution",
    needs: ["diazotising_agent"],
    needsAlso: ["copper_chloride"],
    smarts: "[c:1][NX3H2]>>[c:1]Cl",
    roles: ["primary arylamine (aniline)"],
    citation: `Sandmeyer, Ber. Dtsch. Chem. Ges. 1884, 17, 1633; Hodgson, Chem. Rev. 1947, 40, 251 (review: the Sandmeyer reaction)`,
    selectivity:
      "NaNO2 with HCl at 0–5 °C, then CuCl: the aryl chloride at the carbon that bore the NH2 (o-toluidine -> o-chlorotoluene). Each ArNH2 is reported.",
  },
  {
    name: "side_chain_oxidation",
    title: "Side-chain oxidation of an alkylbenzene to the benzoic acid (hot KMnO4 or dichromate)",
    reactionClass: "oxidation",
    needs: ["benzylic_oxidant"],
    smarts: "[c:1][CX4;!H0;!R]>>[c:1]C(=O)[OH1]",
    roles: ["alkylbenzene with a benzylic C–H"],
    citation: `${CLAYDEN}, chapter "Electrophilic aromatic substitution"; McMurry, Organic Chemistry, 9th ed. (Cengage, 2016), section 16.8 "Oxidation of aromatic compounds" (KMnO4 or Na2Cr2O7 oxidise an alkyl side chain with a benzylic H to CO2H)`,
    selectivity:
      "Hot aqueous KMnO4 or Na2Cr2O7/H2SO4: any alkyl chain with a benzylic H is cut to CO2H at the ring (toluene, ethylbenzene and butylbenzene all give benzoic acid); a t-butyl group (no benzylic H) survives. Each chain is reported separately (p-xylene: one CO2H per product; terephthalic acid by repeating). Benzylic carbons in a ring are not taken.",
  },
  {
    name: "diels_alder_ring_dienophile",
    title: "Diels–Alder cycloaddition of a cyclic dienophile (cis-fused adduct)",
    reactionClass: "cycloaddition",
    suits: ["lewis_acid"],
    stereoOf: "diels_alder",
    smarts:
      "[C:1]=[C:2]-[C:3]=[C:4].[#6;R:7][CH1;r5,r6:5]=;@[CH1;r5,r6:6][#6;R:8]>>[C:1]1-[C:2]=[C:3]-[C:4]-[C@@H:6]([#6:8])-[C@H:5]1[#6:7]",
    roles: [
      "1,3-diene (s-cis accessible)",
      "dienophile CH=CH in a five- or six-membered ring (maleic anhydride, maleimide, benzoquinone)",
    ],
    citation: `Alder, Stein, Angew. Chem. 1937, 50, 510 (the cis principle); Cope, Herrick, Org. Synth. 1950, 30, 93 (cis-Δ4-tetrahydrophthalic anhydride from butadiene and maleic anhydride); ${CLAYDEN}, chapter "Pericyclic reactions 1: cycloadditions"`,
    selectivity:
      "A C=C in a small ring is cis, and the addition is suprafacial on the dienophile, so the two ring bonds end cis on the new cyclohexene: the cis-fused bicyclic adduct (butadiene + maleic anhydride -> cis-1,2,3,6-tetrahydrophthalic anhydride). Endo/exo relative to substituents of the diene's termini is not written.",
  },
];
