/**
 * Names of several components, each component named on its own (index.ts, read back there) and the words joined
 * as the offline parser and OPSIN read them:
 * - a salt (IUPAC 2013 P-72.1): cation, then anion, the counts written with multipliers ("disodium butanedioate",
 *   "calcium dichloride", "1-methylpyridin-1-ium iodide", "calcium bis(2-chloroacetate)");
 * - a neutral organic molecule with hydrogen halides, in the style of PubChem and CAS: "ethanamine hydrochloride",
 *   "… dihydrochloride"; water of either: "… hydrate", "… trihydrate";
 * - other mixtures of neutral molecules, one of each, as PubChem writes them: "ethanol;methanol",
 *   "N-methylhydrazine;sulfuric acid" (OPSIN's CLI reads such a name with each ";" written as a space).
 * The whole name is read back by the caller, so the counts and charges it gives are the input's or it is not given.
 */
import { chargeOf } from "../components.ts";
import { alphaKey, enclose, groupMultiplier, multiplier, NamerDecline } from "./words.ts";

/** Inorganic ions by RDKit canonical SMILES (their names as the parser's word lists have them). */
const INORGANIC_IONS = new Map<string, string>([
  ["[Li+]", "lithium"],
  ["[Na+]", "sodium"],
  ["[K+]", "potassium"],
  ["[Mg+2]", "magnesium"],
  ["[Ca+2]", "calcium"],
  ["[NH4+]", "ammonium"],
  ["[F-]", "fluoride"],
  ["[Cl-]", "chloride"],
  ["[Br-]", "bromide"],
  ["[I-]", "iodide"],
  ["O=[N+]([O-])[O-]", "nitrate"],
  ["O=S(=O)([O-])[O-]", "sulfate"],
]);

/** Neutral components written as a word after the name (hydrogen halides as "hydro…ide", water as "hydrate"). */
const ADDUCTS = new Map<string, string>([
  ["F", "hydrofluoride"],
  ["Cl", "hydrochloride"],
  ["Br", "hydrobromide"],
  ["I", "hydroiodide"],
]);

export type NameOne = (smiles: string) => { ok: true; name: string } | { ok: false; reason: string };

interface Part {
  smiles: string;
  count: number;
  charge: number;
}

/** "di" + a one-word name, "bis(…)" around any other (P-16.9.2: a substituted or locanted name takes bis). */
function counted(count: number, name: string): string {
  if (count === 1) return name;
  return /^[a-z]+$/.test(name) ? `${multiplier(count)}${name}` : `${groupMultiplier(count)}${enclose(name)}`;
}

/** The name of a molecule of several components given as RDKit's canonical SMILES (dot-separated). */
export function nameSeveral(smiles: string, nameOne: NameOne): string {
  const counts = new Map<string, number>();
  for (const s of smiles.split(".")) counts.set(s, (counts.get(s) ?? 0) + 1);
  const parts: Part[] = [...counts].map(([s, count]) => ({ smiles: s, count, charge: chargeOf(s) }));
  const waters = parts.find((p) => p.smiles === "O");
  const rest = parts.filter((p) => p !== waters);
  const hydrate = waters ? ` ${counted(waters.count, "hydrate")}` : "";
  const word = (p: Part): string => {
    const inorganic = INORGANIC_IONS.get(p.smiles);
    if (inorganic) return inorganic;
    const named = nameOne(p.smiles);
    if (!named.ok) throw new NamerDecline(`the component ${p.smiles} is not named: ${named.reason}`);
    return named.name;
  };
  const cations = rest.filter((p) => p.charge > 0);
  const anions = rest.filter((p) => p.charge < 0);
  const neutral = rest.filter((p) => p.charge === 0);
  if (cations.length === 1 && anions.length === 1 && neutral.length === 0) {
    const cation = cations[0] as Part;
    const anion = anions[0] as Part;
    if (cation.count * cation.charge + anion.count * anion.charge !== 0) {
      throw new NamerDecline("a salt whose ions' charges do not add up to zero is not named");
    }
    // "disulfate" is S2O7 2-, not two sulfates (P-67.2.2): two sulfates of one salt are not written that way.
    if (anion.smiles === "O=S(=O)([O-])[O-]" && anion.count > 1) {
      throw new NamerDecline("a salt with two or more sulfate ions is not named yet");
    }
    const cationWord = word(cation);
    if (cation.count > 1 && !INORGANIC_IONS.has(cation.smiles)) {
      throw new NamerDecline("a salt of more than one organic cation is not named yet");
    }
    // A cation whose name does not end in "-ium" (the charge in a substituent) reads as an ester's or acid
    // halide's first word before an anion ("…naphthalene-1,4-diol 4-methylbenzene-1-sulfonate" is an ester to OPSIN).
    if (!INORGANIC_IONS.has(cation.smiles) && !/ium$/.test(cationWord)) {
      throw new NamerDecline(
        "a salt whose cation's name does not end in -ium is not named yet (it would read as an ester)",
      );
    }
    return `${counted(cation.count, cationWord)} ${counted(anion.count, word(anion))}${hydrate}`;
  }
  const adducts = neutral.filter((p) => ADDUCTS.has(p.smiles));
  const organic = neutral.filter((p) => !ADDUCTS.has(p.smiles));
  if (cations.length === 0 && anions.length === 0 && organic.length === 1 && adducts.length <= 1) {
    const base = organic[0] as Part;
    if (base.count > 1) throw new NamerDecline("two or more molecules of one compound are not named yet");
    const adduct = adducts[0];
    const acid = adduct ? ` ${counted(adduct.count, ADDUCTS.get(adduct.smiles) as string)}` : "";
    if (!adduct && !waters)
      throw new NamerDecline("molecules of several components (salts, mixtures) are not named yet");
    return `${word(base)}${acid}${hydrate}`;
  }
  if (cations.length === 0 && anions.length === 0 && !waters && adducts.length === 0) {
    return mixture(organic, word);
  }
  throw new NamerDecline(
    "molecules of several components are named only as a salt of one cation and one anion, one molecule with a hydrogen halide or water, or a mixture of single neutral molecules",
  );
}

/** Inorganic acids of a mixture, named as the parser's word list has them (components.ts OXOACIDS). */
const OXOACIDS = new Map<string, string>([
  ["O=S(=O)(O)O", "sulfuric acid"],
  ["O=[N+]([O-])O", "nitric acid"],
  ["O=P(O)(O)O", "phosphoric acid"],
]);

/**
 * Neutral molecules, one of each, in PubChem's form ("N-methylhydrazine;sulfuric acid"): the organic names in
 * alphabetical order, the inorganic acids after them. A compound twice is declined (the parser reads no count on
 * a neutral organic part).
 */
function mixture(parts: Part[], word: (p: Part) => string): string {
  if (parts.some((p) => p.count > 1)) {
    throw new NamerDecline("a mixture with two or more molecules of one compound is not named yet");
  }
  const inorganic = parts.filter((p) => OXOACIDS.has(p.smiles)).map((p) => OXOACIDS.get(p.smiles) as string);
  const organic = parts.filter((p) => !OXOACIDS.has(p.smiles)).map(word);
  if (organic.length === 0) throw new NamerDecline("a mixture of inorganic acids is not named");
  const key = (x: string): string => `${alphaKey(x)}\u0000${x}`;
  organic.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
  return [...organic, ...inorganic.sort()].join(";");
}
