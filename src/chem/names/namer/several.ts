/**
 * Names of several components (IUPAC 2013 P-74, salts; P-14.4 and the "hydrochloride" style of PubChem and CAS for
 * acid adducts), each component named on its own (index.ts, read back there) and the words joined as the offline
 * parser and OPSIN read them:
 * - a salt: cation, then anion (P-72.1: cations first), the counts written with multipliers ("disodium
 *   butanedioate", "calcium dichloride", "1-methylpyridin-1-ium iodide", "calcium bis(2-chloroacetate)");
 * - a neutral organic molecule with hydrogen halides: "ethanamine hydrochloride", "… dihydrochloride";
 * - water of either: "… hydrate", "… dihydrate".
 * Other mixtures (two organic molecules, sulfuric acid adducts …) are declined. The whole name is read back by the
 * caller, so the counts and charges it gives are the input's or the name is not given.
 */
import { chargeOf } from "../components.ts";
import { enclose, groupMultiplier, multiplier, NamerDecline } from "./words.ts";

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
    if (base.count > 1)
      throw new NamerDecline("two or more molecules of one compound with an adduct are not named yet");
    const adduct = adducts[0];
    const acid = adduct ? ` ${counted(adduct.count, ADDUCTS.get(adduct.smiles) as string)}` : "";
    if (!adduct && !waters)
      throw new NamerDecline("molecules of several components (salts, mixtures) are not named yet");
    return `${word(base)}${acid}${hydrate}`;
  }
  throw new NamerDecline(
    "molecules of several components are named only as a salt of one cation and one anion, or one molecule with a hydrogen halide or water",
  );
}
