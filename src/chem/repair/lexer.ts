/**
 * A forgiving SMILES reader: it never stops at the first mistake. It splits the text into atoms, bonds, ring
 * labels and branches as OpenSMILES writes them, builds the graph those describe (atoms numbered in the order
 * written, which is RDKit's order), and notes every place where the text breaks SMILES's grammar. It knows
 * nothing of chemistry (valences, aromaticity): RDKit judges those.
 */
import { atomicNumber } from "../elements.ts";
import type { ProblemKind } from "./problem.ts";

export interface LexAtom {
  index: number;
  /** Character range [start, end) of the atom's symbol (the whole bracket atom when bracketed). */
  start: number;
  end: number;
  /** The element as written: "C", "c", "Cl", "n"; for a bracket atom, its element ("N" in "[NH4+]"). */
  symbol: string;
  aromatic: boolean;
  bracket: boolean;
  /** Bracket atoms: hydrogens and charge written inside; organic-subset atoms: 0 and 0. */
  hydrogens: number;
  charge: number;
}

export interface LexBond {
  a: number;
  b: number;
  /** "", "-", "=", "#", "$", ":", "/", "\\". */
  symbol: string;
  /** Where the bond symbol is written (-1 when implicit). */
  symbolAt: number;
  /** For a ring-closure bond: the label and where its two halves are written. */
  ring?: { label: string; openAt: number; closeAt: number; length: number };
}

/** A grammar problem found by the reader, in the coordinates of the text it read. */
export interface LexProblem {
  kind: ProblemKind;
  start: number;
  /** One past the last character of what is wrong. */
  end: number;
  atom?: number;
  /** Ring label, bracket text, symbol …: what the message names. */
  subject: string;
  /** A fix that replaces text[start, end) when one is certain (case slips: "Cl"). */
  replacement?: string;
}

export interface OpenRing {
  label: string;
  atom: number;
  at: number;
  length: number;
}

export interface Lexed {
  text: string;
  atoms: LexAtom[];
  bonds: LexBond[];
  problems: LexProblem[];
  /** Ring labels still open at the end of the text. */
  openRings: OpenRing[];
  /** '(' never closed: where it is written and the atom the branch hangs on. */
  openBranches: Array<{ at: number; atom: number }>;
}

const ORGANIC = new Set(["B", "C", "N", "O", "P", "S", "F", "I"]);
const AROMATIC_ORGANIC = new Set(["b", "c", "n", "o", "p", "s"]);
const BONDS = new Set(["-", "=", "#", "$", ":", "/", "\\"]);
/** What RDKit accepts as an aromatic symbol inside brackets. */
const AROMATIC_BRACKET = new Set(["b", "c", "n", "o", "p", "s", "se", "te", "as", "si", "ge", "sb", "bi"]);

/** OpenSMILES bracket atom: isotope, element, chirality, hydrogens, charge, atom class. */
export const BRACKET_ATOM =
  /^(\d*)(\*|[A-Z][a-z]?|[a-z][a-z]?)(@{1,2}|@(?:TH|AL|SP|TB|OH)\d*)?(H\d*)?([+-]\d*|\+{2,}|-{2,})?(:\d+)?/;

/** Does `inside` (the text between '[' and ']') name a real element, in one whole bracket atom? */
export function bracketElement(inside: string): string | undefined {
  const match = BRACKET_ATOM.exec(inside);
  if (!match || match[0].length !== inside.length) return undefined;
  const symbol = match[2] as string;
  if (symbol === "*") return symbol;
  if (symbol === symbol.toLowerCase()) return AROMATIC_BRACKET.has(symbol) ? symbol : undefined;
  if (atomicNumber(symbol) !== undefined) return symbol;
  return undefined;
}

function bracketFields(inside: string): { hydrogens: number; charge: number } {
  const match = BRACKET_ATOM.exec(inside);
  const h = match?.[4];
  const c = match?.[5];
  const hydrogens = h === undefined ? 0 : h.length === 1 ? 1 : Number(h.slice(1));
  let charge = 0;
  if (c !== undefined) {
    const sign = c[0] === "+" ? 1 : -1;
    charge = c.length === 1 ? sign : /\d/.test(c.slice(1)) ? sign * Number(c.slice(1)) : sign * c.length;
  }
  return { hydrogens, charge };
}

export function lex(text: string): Lexed {
  const atoms: LexAtom[] = [];
  const bonds: LexBond[] = [];
  const problems: LexProblem[] = [];
  const branches: Array<{ at: number; atom: number }> = [];
  const rings = new Map<string, OpenRing & { symbol: string; symbolAt: number }>();
  let previous = -1;
  let pending: { symbol: string; at: number } | undefined;

  const bonded = (a: number, b: number): boolean =>
    bonds.some((bond) => (bond.a === a && bond.b === b) || (bond.a === b && bond.b === a));
  const addAtom = (atom: Omit<LexAtom, "index">): void => {
    const index = atoms.length;
    atoms.push({ index, ...atom });
    if (previous >= 0)
      bonds.push({ a: previous, b: index, symbol: pending?.symbol ?? "", symbolAt: pending?.at ?? -1 });
    else if (pending)
      problems.push({ kind: "dangling_bond", start: pending.at, end: pending.at + 1, subject: pending.symbol });
    pending = undefined;
    previous = index;
  };
  const dangling = (): void => {
    if (pending)
      problems.push({ kind: "dangling_bond", start: pending.at, end: pending.at + 1, subject: pending.symbol });
    pending = undefined;
  };
  const ring = (label: string, at: number, length: number): void => {
    if (previous < 0) {
      problems.push({ kind: "syntax", start: at, end: at + length, subject: text.slice(at, at + length) });
      return;
    }
    const open = rings.get(label);
    if (!open) {
      rings.set(label, {
        label,
        atom: previous,
        at,
        length,
        symbol: pending?.symbol ?? "",
        symbolAt: pending?.at ?? -1,
      });
      pending = undefined;
      return;
    }
    rings.delete(label);
    const symbol = pending?.symbol || open.symbol;
    const symbolAt = pending ? pending.at : open.symbolAt;
    pending = undefined;
    if (open.atom === previous) {
      problems.push({ kind: "ring_to_itself", start: at, end: at + length, atom: previous, subject: label });
      return;
    }
    if (bonded(open.atom, previous)) {
      problems.push({ kind: "duplicate_ring_bond", start: at, end: at + length, atom: previous, subject: label });
      return;
    }
    bonds.push({ a: open.atom, b: previous, symbol, symbolAt, ring: { label, openAt: open.at, closeAt: at, length } });
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const two = text.slice(i, i + 2);
    if (c === "[") {
      const close = text.indexOf("]", i + 1);
      const nextOpen = text.indexOf("[", i + 1);
      if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
        // Unclosed: the atom is the longest bracket-atom prefix; reading goes on after it.
        const prefix = BRACKET_ATOM.exec(text.slice(i + 1))?.[0] ?? "";
        problems.push({
          kind: "unclosed_bracket",
          start: i,
          end: i + 1 + prefix.length,
          atom: atoms.length,
          subject: text.slice(i, i + 1 + prefix.length),
        });
        const symbol = BRACKET_ATOM.exec(prefix)?.[2] ?? "*";
        addAtom({
          start: i,
          end: i + 1 + prefix.length,
          symbol: symbol.length > 0 ? symbol : "*",
          aromatic: /^[a-z]/.test(symbol),
          bracket: true,
          ...bracketFields(prefix),
        });
        i += prefix.length;
        continue;
      }
      const inside = text.slice(i + 1, close);
      const element = bracketElement(inside);
      if (element === undefined)
        problems.push({
          kind: "bad_bracket_atom",
          start: i,
          end: close + 1,
          atom: atoms.length,
          subject: text.slice(i, close + 1),
        });
      const symbol = element ?? BRACKET_ATOM.exec(inside)?.[2] ?? "*";
      addAtom({
        start: i,
        end: close + 1,
        symbol,
        aromatic: /^[a-z]/.test(symbol),
        bracket: true,
        ...bracketFields(inside),
      });
      i = close;
    } else if (c === "]") {
      // What a missing '[' left behind ("NH3+]"): the hydrogens and charge before it are that bracket atom's,
      // not problems of their own.
      for (let start = Math.max(0, i - 10); start < i; start++) {
        const inside = text.slice(start, i);
        if (/[[\]()]/.test(inside) || bracketElement(inside) === undefined) continue;
        for (let k = problems.length - 1; k >= 0; k--)
          if ((problems[k] as LexProblem).start >= start) problems.splice(k, 1);
        break;
      }
      problems.push({ kind: "unopened_bracket", start: i, end: i + 1, subject: "]" });
    } else if (two === "Cl" || two === "Br") {
      addAtom({ start: i, end: i + 2, symbol: two, aromatic: false, bracket: false, hydrogens: 0, charge: 0 });
      i++;
    } else if (/^(?:cl|br)$/i.test(two)) {
      // A case slip: "cl", "CL", "bR" … for Cl and Br (l and r are no SMILES symbols on their own).
      const proper = two.toLowerCase() === "cl" ? "Cl" : "Br";
      problems.push({
        kind: "unknown_symbol",
        start: i,
        end: i + 2,
        atom: atoms.length,
        subject: two,
        replacement: proper,
      });
      addAtom({ start: i, end: i + 2, symbol: proper, aromatic: false, bracket: false, hydrogens: 0, charge: 0 });
      i++;
    } else if (
      ORGANIC.has(c) &&
      /[a-z]/.test(text[i + 1] ?? "") &&
      !AROMATIC_ORGANIC.has(text[i + 1] as string) &&
      atomicNumber(two) !== undefined
    ) {
      // "Na", "Si", "Se" … outside brackets: an element SMILES writes only in brackets ("Sc", "Cn", "Nc" are two atoms).
      problems.push({
        kind: "unknown_symbol",
        start: i,
        end: i + 2,
        atom: atoms.length,
        subject: two,
        replacement: `[${two}]`,
      });
      addAtom({ start: i, end: i + 2, symbol: two, aromatic: false, bracket: false, hydrogens: 0, charge: 0 });
      i++;
    } else if (ORGANIC.has(c) || AROMATIC_ORGANIC.has(c) || c === "*") {
      addAtom({
        start: i,
        end: i + 1,
        symbol: c,
        aromatic: AROMATIC_ORGANIC.has(c),
        bracket: false,
        hydrogens: 0,
        charge: 0,
      });
    } else if (c === "H") {
      // Hydrogens written as in a formula ("CH3", "OH"): SMILES keeps them implicit or inside brackets.
      let end = i + 1;
      while (end < text.length && /\d/.test(text[end] as string)) end++;
      problems.push({
        kind: "hydrogen_outside_brackets",
        start: i,
        end,
        atom: previous >= 0 ? previous : undefined,
        subject: text.slice(i, end),
      });
      i = end - 1;
    } else if (/[A-Za-z]/.test(c)) {
      // An element outside the organic subset ("Na", "K") or a letter that is no element.
      const element =
        /[A-Z]/.test(c) && /[a-z]/.test(text[i + 1] ?? "") && atomicNumber(two) !== undefined
          ? two
          : atomicNumber(c) !== undefined
            ? c
            : undefined;
      const length = element?.length ?? 1;
      problems.push({
        kind: "unknown_symbol",
        start: i,
        end: i + length,
        atom: atoms.length,
        subject: text.slice(i, i + length),
        replacement: element === undefined ? undefined : `[${element}]`,
      });
      if (element !== undefined)
        addAtom({
          start: i,
          end: i + length,
          symbol: element,
          aromatic: false,
          bracket: false,
          hydrogens: 0,
          charge: 0,
        });
      i += length - 1;
    } else if (BONDS.has(c)) {
      if (pending)
        problems.push({ kind: "dangling_bond", start: pending.at, end: pending.at + 1, subject: pending.symbol });
      pending = { symbol: c, at: i };
    } else if (c >= "0" && c <= "9") {
      ring(c, i, 1);
    } else if (c === "%") {
      const long = /^%\((\d+)\)/.exec(text.slice(i));
      const short = /^%(\d\d)/.exec(text.slice(i));
      const match = long ?? short;
      if (!match) {
        problems.push({ kind: "syntax", start: i, end: i + 1, subject: "%" });
        continue;
      }
      ring(String(Number(match[1])), i, match[0].length);
      i += match[0].length - 1;
    } else if (c === "(") {
      if (previous < 0) problems.push({ kind: "syntax", start: i, end: i + 1, subject: "(" });
      if (text[i + 1] === ")") {
        problems.push({ kind: "empty_branch", start: i, end: i + 2, subject: "()" });
        i++;
        continue;
      }
      dangling();
      branches.push({ at: i, atom: previous });
    } else if (c === ")") {
      dangling();
      const open = branches.pop();
      if (!open) problems.push({ kind: "unopened_branch", start: i, end: i + 1, subject: ")" });
      else previous = open.atom;
    } else if (c === ".") {
      dangling();
      if (previous < 0 || i === text.length - 1 || branches.length > 0)
        problems.push({ kind: "misplaced_dot", start: i, end: i + 1, subject: "." });
      previous = -1;
    } else {
      problems.push({ kind: "unknown_symbol", start: i, end: i + 1, subject: c });
    }
  }
  dangling();
  const openRings = [...rings.values()].map(({ label, atom, at, length }) => ({ label, atom, at, length }));
  for (const open of openRings)
    problems.push({
      kind: "unclosed_ring",
      start: open.at,
      end: open.at + open.length,
      atom: open.atom,
      subject: open.label,
    });
  for (const open of branches)
    problems.push({
      kind: "unclosed_branch",
      start: open.at,
      end: open.at + 1,
      atom: open.atom >= 0 ? open.atom : undefined,
      subject: "(",
    });
  problems.sort((x, y) => x.start - y.start);
  return { text, atoms, bonds, problems, openRings, openBranches: branches };
}

/** Bonds between atoms along the written graph from `from` to every atom (-1: not connected). */
export function bondDistances(lexed: Lexed, from: number): Int32Array {
  const neighbours: number[][] = lexed.atoms.map(() => []);
  for (const bond of lexed.bonds) {
    neighbours[bond.a]?.push(bond.b);
    neighbours[bond.b]?.push(bond.a);
  }
  const distance = new Int32Array(lexed.atoms.length).fill(-1);
  if (from < 0 || from >= lexed.atoms.length) return distance;
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const atom = queue[head] as number;
    for (const next of neighbours[atom] ?? []) {
      if (distance[next] !== -1) continue;
      distance[next] = (distance[atom] as number) + 1;
      queue.push(next);
    }
  }
  return distance;
}
