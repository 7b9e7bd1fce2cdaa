/**
 * Quinones (IUPAC 2013 P-64.4, the older names CAS and catalogues keep): "p-benzoquinone", "1,4-naphthoquinone",
 * "2-methyl-1,4-naphthoquinone", "anthraquinone" (anthracene-9,10-dione), read as the dione the name stands for
 * ("cyclohexa-2,5-diene-1,4-dione", "naphthalene-1,4-dione": the ring keeps its numbering). Class words after one act
 * on its two C=O: "diimine" (both =NH, "N,N'-dimethyl-" on their N), "monoimine" (one of them, read both ways and
 * answered only when both give one structure: p-benzoquinone monoimine, not 1,2-naphthoquinone monoimine), and the
 * oximes and hydrazones carbonyl-derivatives.ts reads ("p-benzoquinone dioxime").
 * Without locants only anthraquinone is read (9,10 by convention); "benzoquinone" and "naphthoquinone" do not say
 * which of their diones they are.
 */
import type { PartResult } from "./components.ts";

type Parse = (name: string) => PartResult;

const QUINONE = /^(.*?)(?:(o|p|ortho|para)-|(\d+,\d+)-)?(benzo|naphtho|anthra)quinone$/;

/** The dione's parent for the quinone's stem and locants; null when the locants are not read for that stem. */
function parentOf(stem: string, locants: string): string | null {
  if (stem === "benzo") {
    if (locants === "1,4") return "cyclohexa-2,5-diene";
    if (locants === "1,2") return "cyclohexa-3,5-diene";
    return null;
  }
  return stem === "naphtho" ? "naphthalene" : "anthracene";
}

function refuse(reason: "ambiguous" | "unsupported", message: string): PartResult {
  return { ok: false, reason, message };
}

/** Null when the name's first word is no quinone. */
export function readQuinone(whole: string, parse: Parse): PartResult | null {
  const space = whole.indexOf(" ");
  const first = space < 0 ? whole : whole.slice(0, space);
  const rest = space < 0 ? "" : whole.slice(space);
  const m = QUINONE.exec(first);
  if (!m) return null;
  const stem = m[4] as string;
  const ortho = m[2] === "o" || m[2] === "ortho";
  const para = m[2] === "p" || m[2] === "para";
  const locants = m[3] ?? (ortho ? "1,2" : para ? "1,4" : stem === "anthra" && !m[2] ? "9,10" : null);
  if (locants === null) {
    return refuse("ambiguous", `"${first}" does not say which dione it is: give its locants ("1,4-${stem}quinone")`);
  }
  if ((ortho || para) && stem !== "benzo") return null;
  const parent = parentOf(stem, locants);
  if (parent === null) return refuse("unsupported", `"${locants}-${stem}quinone" is not read`);
  // The prefixes before the locants keep their place: "2-methyl-" + "naphthalene-1,4-dione".
  const prefixes = (m[1] as string).replace(/-$/, "");
  const [a, b] = locants.split(",") as [string, string];
  if (rest === " diimine") return parse(`${prefixes}${parent}-${locants}-diimine`);
  if (rest === " monoimine") {
    // One C=O becomes C=NH: each of the two in turn; "cyclohexa-2,5-dien-1-one" (the e elided before "one").
    const elided = parent.replace(/e$/, "");
    const sep = prefixes ? "-" : "";
    const readings = [
      parse(`${prefixes}${sep}${b}-imino${elided}-${a}-one`),
      parse(`${prefixes}${sep}${a}-imino${elided}-${b}-one`),
    ];
    const [one, other] = readings as [PartResult, PartResult];
    if (!one.ok) return one;
    if (!other.ok) return other;
    if (one.smiles !== other.smiles) {
      return refuse(
        "ambiguous",
        `"${first} monoimine" does not say which C=O is the imine (${one.smiles} or ${other.smiles})`,
      );
    }
    return one;
  }
  return parse(`${prefixes}${parent}-${locants}-dione${rest}`);
}
