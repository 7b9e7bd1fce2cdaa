/**
 * Esters named after the alcohol, with the locant of each esterified OH ("7-O-methylaromadendrin 3-acetate",
 * "quercetin 3,7-diacetate", "apigenin 7-benzoate"; IUPAC 2013 P-65.6.3.3.1): the acyl group of the acid on the O of
 * that ring atom, read as the O-locant name says it ("3-O-acetyl-7-O-methylaromadendrin"), so only a parent whose
 * O-locants the builder reads (a retained name's OH) is answered. The acyl group is the anion's name with "ate" as
 * "yl" ("acetate": acetyl, "benzoate": benzoyl, "methanesulfonate": methanesulfonyl); that it is the same acid's group
 * is checked on the methyl ester both ways ("methyl acetate" and "(acetyloxy)methane" must be one structure), so a
 * word whose "-yl" names another group is never answered.
 */
import type { PartResult } from "./components.ts";

type Parse = (name: string) => PartResult;

const LOCANT_ESTER = /^(\S.*) ((?:\d+[a-z]?'*)(?:,\d+[a-z]?'*)*)-(di|tri|tetra)?(\(?[a-z0-9][^ ]*ate\)?)$/;
const COUNT: Record<string, number> = { di: 2, tri: 3, tetra: 4 };

/** The acyl prefix of an anion word ("acetate": acetyl, "(2-chloroacetate)": (2-chloroacetyl)); null when none. */
function acylOf(anion: string): string | null {
  const m = /^(\(?)(.*)ate(\)?)$/.exec(anion);
  if (!m || (m[1] === "(") !== (m[3] === ")")) return null;
  return `${m[1]}${m[2]}yl${m[3]}`;
}

/** Null when the name is none of these (or its acyl group is not the anion's acid's): the rest of the parser reads it. */
export function readLocantEster(whole: string, parse: Parse): PartResult | null {
  const m = LOCANT_ESTER.exec(whole);
  if (!m) return null;
  const [, alcohol, locantText, multiplier, anion] = m as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const locants = locantText.split(",");
  if (locants.length !== (multiplier ? COUNT[multiplier] : 1)) return null;
  const acyl = acylOf(anion);
  if (acyl === null) return null;
  const bare = acyl.replace(/^\((.*)\)$/, "$1");
  const ester = parse(`methyl ${anion.replace(/^\((.*)\)$/, "$1")}`);
  const prefixed = parse(`(${bare}oxy)methane`);
  if (!ester.ok || !prefixed.ok || ester.smiles !== prefixed.smiles) return null;
  // The alcohol's own leading locant ("7-O-methyl…") after a hyphen; a leading descriptor or bracket is not moved.
  const joint = /^\d/.test(alcohol) ? "-" : /^[a-z]/i.test(alcohol) ? "" : null;
  if (joint === null) return null;
  const oLocants = multiplier ? `${locantText}-${multiplier}-O-` : `${locantText}-O-`;
  // Bracketed, so a compound acyl ("chloroacetyl") is one group.
  const read = parse(`${oLocants}(${bare})${joint}${alcohol}`);
  if (!read.ok) return null;
  // The locants may be the acid's own ("… 2-chloroacetate"): where they are, the name fits either reading, unless they
  // name the acid's one place ("1-methanesulfonate") and the ester without them is this one ("Methan-d-ol
  // 1-methanesulfonate": the alcohol has one OH).
  const own = parse(`methyl ${locantText}-${multiplier ?? ""}${anion}`);
  if (own.ok) {
    const unlocanted = parse(`${alcohol} ${multiplier ?? ""}${anion}`);
    if (own.smiles === ester.smiles && unlocanted.ok && unlocanted.smiles === read.smiles) return read;
    return { ok: false, reason: "ambiguous", message: `"${locantText}-" may be the ester's locant or the acid's own` };
  }
  return read;
}
