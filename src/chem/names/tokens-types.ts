/** The shape of src/data/names/opsin-tokens.ts (written by scripts/extract/extract_opsin_names.py). */
export interface OpsinTokens {
  /** [name form, number of carbons]: meth … non, undec. */
  alkaneStems: [string, number][];
  /** Units (hen 1, do 2, tri 3 …) and tens (dec 10, icos 20 …) that compose longer stems (dodec = do + dec). */
  alkaneUnits: [string, number][];
  alkaneTens: [string, number][];
  /** Basic multipliers (di 2, tri 3, tetr 4 …: "a" may follow from 4 up) and group multipliers (bis, tris …). */
  multipliers: [string, number][];
  groupMultipliers: [string, number][];
  /** [prefix form, OPSIN SMILES fragment (leading "-", "=" or "#": the attachment), locant labels or null]. */
  substituents: [string, string, string | null][];
  /** [stem form, SMILES, labels]: ring parents (benzen, pyridin, naphthalen …); the name adds "e" or a suffix. */
  rings: [string, string, string][];
  /** [stem form, SMILES of the hydrocarbon, its labels, number of N]: rings named by their nitrogens' locants in
   * the hydrocarbon's numbering ("1,8-naphthyridin", "1,10-phenanthrolin"); the name must give the locants. */
  azaRings: [string, string, string, number][];
  /** [form, SMILES, labels, "stem" (name = form + "e": anilin, toluen) or "whole" (phenol)]: retained parents with
   * atoms outside their ring; they take prefixes, no suffix. */
  retained: [string, string, string, "stem" | "whole"][];
  /** [stem form, SMILES, labels, suffixAppliesTo (1-based atom indices) or null, subType]: acet, benzo … */
  acidStems: [string, string, string | null, string | null, string][];
  /** [suffix form, suffix value, terminal (only at a chain end)]. */
  suffixes: [string, string, boolean][];
  /** Group type -> suffix value (or "value|subType") -> rule name. */
  suffixApplicability: Record<"standardGroup" | "acidStem", Record<string, string>>;
  /** Rule name -> actions, each [action, attributes]. */
  suffixRules: Record<string, [string, Record<string, string>][]>;
  /** Suffix prefixes ("carb", "carbo", "carbox" = one carbon) before aldehyde, nitrile, amide … */
  suffixPrefixes: [string, string][];
  /** [name form, element symbol] of cations whose only common oxidation state is +1. */
  monovalentCations: [string, string][];
}

/** The shape of src/data/names/opsin-parents.ts (written by scripts/extract/extract_opsin_parents.py). */
export interface OpsinParents {
  /** [form, SMILES, labels ("" when OPSIN gives none), "whole" or "stem" (name = form + "e")]: retained parents that
   * take prefixes and no suffix (oxamide, hydrazine, acetylene, azane). */
  wholes: [string, string, string, "stem" | "whole"][];
  /** [stem form, SMILES, labels]: ring parents (porphyrin). */
  rings: [string, string, string][];
  /** [form, ring SMILES, its labels, fixed methyls as [locant, label of the methyl], label of the movable methyl]:
   * rings whose methyls the name's front locants place (1,3-xylene, m-xylene, 4-toluidine, 2-cresol). */
  methylRings: [string, string, string, [string, string][], string][];
  /** Acid stems, as OpsinTokens.acidStems: citr (citric acid), salicyl. */
  acids: [string, string, string | null, string | null, string][];
  /** [stem, ring SMILES, labels, the front locants it takes]: "naphth" of 1-naphthol, "fur" of 2-furoic acid. */
  frontRings: [string, string, string, string[]][];
  /** [stem form, SMILES with its CH2, labels]: read with indicated hydrogen only (cyclopenta[a]phenanthren). */
  mancudeRings: [string, string, string][];
}
