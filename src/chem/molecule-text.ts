/**
 * Molecule text RDKit would change without saying so, found before RDKit reads it.
 * Measured with the embedded build (and Debian's Python RDKit 2022.09, which behaves the same):
 * - a formal charge is stored in a signed byte: -128..+127 round-trip, `[C+999]` became `[C-25]`;
 * - an isotope in 16 bits: up to 65535 round-trips, `[999999C]` became `[16959C]`, `[65536C]` became `[C]`;
 * - a hydrogen count in a byte: `[CH256]` became `[C]`;
 * - the text reaches RDKit as bytes of a C string: a NUL ends it (`CCO\0CC` read as `CCO`), and a lone
 *   surrogate or other non-ASCII character was dropped (`CCO\udfff` and `CCé` read as `CCO` and `CC`).
 * SMILES and SMARTS are ASCII; anything else is refused, with its position (1-based, in UTF-16 units);
 * a name after a space may hold any proper Unicode text, but not NUL or a lone surrogate.
 */
import { DomainError, type DomainErrorCode } from "../protocol/errors.ts";

export const MIN_CHARGE = -128;
export const MAX_CHARGE = 127;
export const MAX_ISOTOPE = 65535;
export const MAX_HYDROGEN_COUNT = 255;

/**
 * The first NUL or lone surrogate anywhere in `text`, or non-ASCII character before its first space or tab
 * (after it comes a name, which RDKit reads and does not change), described; undefined when there is none.
 */
export function unreadableCharacter(text: string): { position: number; what: string } | undefined {
  const hex = (n: number): string => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
  const lone = (position: number, code: number) => ({
    position,
    what: `a lone surrogate (${hex(code)}, half of a UTF-16 pair without its other half)`,
  });
  let inName = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09) inName = true;
    if (code !== 0 && code < 0x80) continue;
    const position = i + 1;
    if (code === 0) return { position, what: "a NUL character (U+0000)" };
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        if (inName) {
          i++;
          continue;
        }
        const point = text.codePointAt(i) as number;
        return {
          position,
          what: `the non-ASCII character ${JSON.stringify(String.fromCodePoint(point))} (${hex(point)})`,
        };
      }
      return lone(position, code);
    }
    if (code >= 0xdc00 && code <= 0xdfff) return lone(position, code);
    if (inName) continue;
    return { position, what: `the non-ASCII character ${JSON.stringify(text[i])} (${hex(code)})` };
  }
  return undefined;
}

/** Refuses NUL, lone surrogates and non-ASCII characters (outside a trailing name) in SMILES or SMARTS text. */
export function checkMoleculeCharacters(text: string, label: string, code: DomainErrorCode, language: string): void {
  const bad = unreadableCharacter(text);
  if (!bad) return;
  throw new DomainError(
    code,
    `${label} has ${bad.what} at character ${bad.position}; ${language} is plain ASCII and RDKit would silently drop it or everything after it: remove it`,
    { argument: label, position: bad.position },
  );
}

/** What is out of range in one bracket atom's inside (the text between `[` and `]`), or undefined. */
export function bracketAtomProblem(inside: string): string | undefined {
  const isotope = /^\d+/.exec(inside)?.[0];
  if (isotope !== undefined && !fits(isotope, MAX_ISOTOPE)) {
    return `isotope ${isotope} is over ${MAX_ISOTOPE}, the largest mass number RDKit stores (it would silently become another number)`;
  }
  const charge = /([+-])(\d+)/.exec(inside);
  if (charge) {
    const [, sign, digits] = charge as unknown as [string, string, string];
    const limit = sign === "+" ? MAX_CHARGE : -MIN_CHARGE;
    if (!fits(digits, limit)) {
      return `charge ${sign}${digits} is outside ${MIN_CHARGE}..+${MAX_CHARGE}, the range RDKit stores (it would silently become another charge)`;
    }
  }
  // After the isotope and the element (or `*`, `#n`) and any chirality, `H<n>` is the hydrogen count.
  const hydrogens = /^\d*(?:#\d+|[A-Za-z*][a-z]?)(?:@[A-Z@]*\d*)?H(\d+)/.exec(inside)?.[1];
  if (hydrogens !== undefined && !fits(hydrogens, MAX_HYDROGEN_COUNT)) {
    return `hydrogen count H${hydrogens} is over ${MAX_HYDROGEN_COUNT}, the most RDKit stores (it would silently become another count)`;
  }
  return undefined;
}

function fits(digits: string, limit: number): boolean {
  const trimmed = digits.replace(/^0+(?=\d)/, "");
  return trimmed.length <= String(limit).length && Number(trimmed) <= limit;
}

/**
 * Refuses a SMILES RDKit would read as a different molecule without an error: unreadable characters
 * anywhere, and bracket atoms whose charge, isotope or hydrogen count RDKit cannot store.
 */
export function checkSmilesText(smiles: string, label: string): void {
  checkMoleculeCharacters(smiles, label, "INVALID_SMILES", "SMILES");
  for (let i = 0; i < smiles.length; i++) {
    const c = smiles[i];
    if (c === " " || c === "\t") break; // a name or CXSMILES extension follows
    if (c !== "[") continue;
    const close = smiles.indexOf("]", i + 1);
    if (close === -1) break; // malformed; RDKit will say why
    const problem = bracketAtomProblem(smiles.slice(i + 1, close));
    if (problem) {
      const atom = smiles.slice(i, close + 1);
      throw new DomainError("INVALID_SMILES", `${label}: bracket atom ${atom} at character ${i + 1}: ${problem}`, {
        argument: label,
        position: i + 1,
        atom,
      });
    }
    i = close;
  }
}
