/**
 * The words of a substitutive name: alkane stems, multiplying prefixes, enclosing marks, alphanumerical order
 * (IUPAC 2013 recommendations P-14 and P-16; written from the rules, not from any other program's tables).
 */

const UNITS = ["", "hen", "do", "tri", "tetra", "penta", "hexa", "hepta", "octa", "nona"] as const;
const SMALL = ["", "meth", "eth", "prop", "but", "pent", "hex", "hept", "oct", "non", "dec", "undec"] as const;
const TENS: Record<number, string> = { 1: "dec", 2: "icos", 3: "triacont", 4: "tetracont" };

/** The stem of an unbranched chain of `n` carbons ("meth", "prop", "dodec", "henicos"); null past 49. */
export function alkaneStem(n: number): string | null {
  if (n >= 1 && n <= 11) return SMALL[n] as string;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  const ten = TENS[tens];
  if (!ten || n > 49) return null;
  if (unit === 0) return ten;
  // P-21.2.1: "do" + "icos" elides to "docos", "tri" + "icos" to "tricos"; "hen" + "icos" keeps it ("henicos").
  const u = UNITS[unit] as string;
  if (tens === 2 && /[aeiou]$/.test(u)) return `${u}cos`;
  if (tens === 1) return `${u}dec`;
  return `${u}${ten}`;
}

const SIMPLE_MULTIPLIERS = ["", "", "di", "tri", "tetra", "penta", "hexa", "hepta", "octa", "nona", "deca"];
const GROUP_MULTIPLIERS = ["", "", "bis", "tris", "tetrakis", "pentakis", "hexakis", "heptakis", "octakis"];

/** "di", "tri", ... for simple prefixes and suffixes; "" for one. */
export function multiplier(n: number): string {
  const m = SIMPLE_MULTIPLIERS[n];
  if (m === undefined) throw new NamerDecline(`a group repeated ${n} times is not named yet`);
  return m;
}

/** "bis", "tris", ... for compound (bracketed) prefixes. */
export function groupMultiplier(n: number): string {
  const m = GROUP_MULTIPLIERS[n];
  if (m === undefined) throw new NamerDecline(`a compound group repeated ${n} times is not named yet`);
  return m;
}

/**
 * Encloses a compound prefix in the next marks (P-16.5.4: ( ) innermost, then [ ], then { }, then ( ) again:
 * {[({[( )]})]}), chosen by how deeply the name already nests.
 */
export function enclose(name: string): string {
  let depth = 0;
  let deepest = 0;
  for (const ch of name) {
    if (ch === "(" || ch === "[" || ch === "{") deepest = Math.max(deepest, ++depth);
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
  }
  const marks = ["()", "[]", "{}"][deepest % 3] as string;
  return `${marks[0]}${name}${marks[1]}`;
}

/**
 * The key a prefix is alphabetized by (P-14.5): its letters, multiplying prefixes of simple prefixes left out by the
 * caller; a compound prefix keeps its inner "di" (dimethylamino sorts at d); italic indicated hydrogen ("1H-") and
 * locants are left out.
 */
export function alphaKey(name: string): string {
  return name
    .replace(/\d+H-/g, "")
    .replace(/\bN-/g, "")
    .replace(/[^a-z]/g, "");
}

/** Drops a terminal "e" before a vowel (P-16.7: propane + ol = propanol; but propanenitrile). */
export function elide(stem: string, next: string): string {
  return stem.endsWith("e") && /^[aeiouy]/.test(next) ? stem.slice(0, -1) : stem;
}

/**
 * A name the namer does not give: the molecule has a feature outside what it covers, or the name it built did not
 * read back. The message says which, for the tool's `declined` field.
 */
export class NamerDecline extends Error {
  override readonly name = "NamerDecline";
}
