/**
 * Candidate edits for one SMILES text that RDKit refuses: for each grammar problem the reader found, or for
 * RDKit's own reason when the grammar is fine (an aromatic system it cannot kekulise, an atom over its
 * valence), the few small changes that would make that problem go away. Each edit carries a penalty: how much
 * less likely it is than the best fix of its problem (0 = the fix a chemist would try first). Whether an
 * edit gives a SMILES RDKit accepts is not known here; the search asks RDKit.
 */
import { BRACKET_ATOM, bondDistances, type LexAtom, type LexProblem, type Lexed } from "./lexer.ts";
import type { Failure } from "./verdict.ts";

/** One change of the text: `remove` characters at `at` replaced by `insert`. */
export interface Splice {
  at: number;
  remove: number;
  insert: string;
}

export interface Edit {
  /** Non-overlapping; applied from the last to the first, so each `at` is in the text before the edit. */
  splices: Splice[];
  penalty: number;
  /** The edit in words; `pos` turns an index of the text before the edit into the caller's position. */
  words: (pos: (index: number) => number) => string;
}

const q = (text: string): string => JSON.stringify(text);

/** How unlikely a ring of this size is in a drug-like molecule: six- and five-membered rings are most of them. */
export function ringSizePenalty(size: number): number {
  if (size === 6) return 0;
  if (size === 5) return 0.5;
  if (size === 7) return 1.5;
  if (size === 3 || size === 4 || size === 8) return 2.5;
  return 3 + Math.min(size, 30) / 10;
}

const replace = (at: number, remove: number, insert: string, penalty: number, words: Edit["words"]): Edit => ({
  splices: [{ at, remove, insert }],
  penalty,
  words,
});

/** Where an atom's written text ends, ring labels included (a branch or ring label cannot split them). */
function afterRingLabels(text: string, end: number): number {
  let i = end;
  for (;;) {
    const label = /^[-=#$:/\\]?(?:\d|%\d\d|%\(\d+\))/.exec(text.slice(i));
    if (!label) return i;
    i += label[0].length;
  }
}

function degree(lexed: Lexed, atom: number): number {
  return lexed.bonds.filter((bond) => bond.a === atom || bond.b === atom).length;
}

function atomWords(atom: LexAtom, text: string, pos: (index: number) => number): string {
  return `atom ${atom.index} (${q(text.slice(atom.start, atom.end))} at position ${pos(atom.start)})`;
}

function ringEdits(lexed: Lexed, problem: LexProblem): Edit[] {
  const { text, atoms } = lexed;
  const open = lexed.openRings.find((ring) => ring.at === problem.start);
  if (!open) return [];
  const written = text.slice(open.at, open.at + open.length);
  const doubled = text.slice(open.at - open.length, open.at) === written;
  // A label with no partner is either a ring digit typed where none belongs (delete it) or one whose partner was lost
  // (close the ring). Deleting ranks between a five- and a seven-membered closure: with 3, a stray digit was closed
  // into a new ring instead of deleted in 15 of 30 corrupted inputs (the original not even proposed), with 1.5 in 1
  // of 30, while a lost partner still gets its ring back first in 29 of 30 (30 with 3); lower values lose more of
  // those (validation/reports/repair-smiles.md, kinds stray_ring_digit and ring_digit_deleted).
  const edits: Edit[] = [
    replace(
      open.at,
      open.length,
      "",
      doubled ? 0 : 1.5,
      (pos) => `removed ring label ${written} at position ${pos(open.at)} (it had no partner)`,
    ),
  ];
  const distance = bondDistances(lexed, open.atom);
  const opener = atoms[open.atom] as LexAtom;
  for (const atom of atoms) {
    const d = distance[atom.index] as number;
    if (atom.index === open.atom || d < 2) continue;
    const penalty = ringSizePenalty(d + 1) + (atom.aromatic === opener.aromatic ? 0 : 2);
    edits.push(
      replace(
        atom.end,
        0,
        written,
        penalty,
        (pos) => `closed ring ${written} at ${atomWords(atom, text, pos)}, making a ${d + 1}-membered ring`,
      ),
    );
  }
  for (const other of lexed.openRings) {
    const d = distance[other.atom] as number;
    if (other === open || d < 2 || other.at < open.at) continue;
    const label = text.slice(other.at, other.at + other.length);
    edits.push(
      replace(
        other.at,
        other.length,
        written,
        ringSizePenalty(d + 1),
        (pos) =>
          `changed ring label ${label} at position ${pos(other.at)} to ${written}, closing a ${d + 1}-membered ring`,
      ),
    );
  }
  return edits;
}

/** Positions where a branch may end: after an atom with its ring labels, or after a closed branch. */
function branchEnds(lexed: Lexed, from: number): number[] {
  const ends = new Set<number>();
  for (const atom of lexed.atoms) if (atom.start > from) ends.add(afterRingLabels(lexed.text, atom.end));
  for (let i = from + 1; i < lexed.text.length; i++) if (lexed.text[i] === ")") ends.add(i + 1);
  return [...ends].sort((a, b) => a - b);
}

function atomsBetween(lexed: Lexed, from: number, to: number): number {
  return lexed.atoms.filter((atom) => atom.start >= from && atom.end <= to).length;
}

/**
 * Would a branch written from `from` to `to` leave a ring bond opened inside it to close outside it? SMILES writers
 * (RDKit's, and the hand-written SMILES of the NCI, ChEMBL and WEHI sets) walk the molecule depth-first and write a
 * ring bond's first digit on the atom met first: the second digit is on an atom met later in that atom's own walk,
 * so in the same branch. A ring opened before the branch may close inside it ("c1ccc2c(c1)CCC2"); one opened in it
 * does not close after it. Branch ends and starts that break this are left out as fixes.
 */
function ringCrosses(lexed: Lexed, from: number, to: number): boolean {
  return lexed.bonds.some(
    ({ ring }) => ring !== undefined && ring.openAt > from && ring.openAt < to && ring.closeAt > to,
  );
}

/** The "(" that a ")" inserted at `end` would close: the innermost branch still open there (brackets skipped). */
function openerAt(text: string, end: number): number {
  const open: number[] = [];
  for (let i = 0; i < end; i++) {
    const c = text[i];
    if (c === "[") {
      const close = text.indexOf("]", i);
      if (close < 0 || close >= end) break;
      i = close;
    } else if (c === "(") open.push(i);
    else if (c === ")") open.pop();
  }
  return open[open.length - 1] ?? -1;
}

/** The ")" that a "(" inserted at `start` would be closed by: the first one after it not closing a branch of its own. */
function closerAfter(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "[") {
      const close = text.indexOf("]", i);
      if (close < 0) break;
      i = close;
    } else if (c === "(") depth++;
    else if (c === ")" && depth-- === 0) return i;
  }
  return text.length;
}

/**
 * How unlikely it is that a lost ")" ended a branch of this many atoms: most branches are one to three atoms, so each
 * of those costs 0.3, but past three a longer branch is hardly less likely than a shorter one (an ester, a ring
 * system), so each further atom costs 0.05. With 0.3 for every atom up to ten, a long branch's end was priced past
 * removing the "(" and left out (the original missed in 2 of 30 corrupted inputs; now 0 of 30).
 */
function branchPenalty(size: number): number {
  return 0.3 * Math.min(size, 3) + 0.05 * Math.max(0, Math.min(size, 20) - 3);
}

function branchEdits(lexed: Lexed, problem: LexProblem): Edit[] {
  const { text } = lexed;
  const at = problem.start;
  if (problem.kind === "unclosed_branch") {
    // Removing the "(" ranks after closing a branch of up to five atoms: a SMILES cut short or a lost ")" is likelier
    // than a "(" typed for nothing.
    const edits: Edit[] = [replace(at, 1, "", 2, (pos) => `removed the unclosed "(" at position ${pos(at)}`)];
    for (const end of branchEnds(lexed, at)) {
      const size = atomsBetween(lexed, at, end);
      if (size === 0 || ringCrosses(lexed, openerAt(text, end), end)) continue;
      edits.push(
        replace(
          end,
          0,
          ")",
          branchPenalty(size),
          (pos) => `closed the branch opened at position ${pos(at)} with ")" at position ${pos(end)}`,
        ),
      );
    }
    return edits;
  }
  // A ')' that closes nothing: drop it (less likely when a branch follows, as in "C)(C)"), drop an earlier ')' that
  // closed a branch too soon (likely when a ring label follows it, as in "c)3", which no SMILES writer produces),
  // or open its branch earlier.
  const edits: Edit[] = [
    replace(at, 1, "", text[at + 1] === "(" ? 1.5 : 0.5, (pos) => `removed the unmatched ")" at position ${pos(at)}`),
  ];
  for (let i = 0; i < at; i++) {
    if (text[i] !== ")") continue;
    const earlier = i;
    edits.push(
      replace(
        earlier,
        1,
        "",
        /[\d%]/.test(text[i + 1] ?? "") ? 0.3 : 2,
        (pos) => `removed the ")" at position ${pos(earlier)}, which closed a branch too soon`,
      ),
    );
  }
  for (const atom of lexed.atoms) {
    const start = afterRingLabels(text, atom.end);
    if (start >= at || atom.index === 0) continue;
    const size = atomsBetween(lexed, start, at);
    if (size === 0 || ringCrosses(lexed, start, closerAfter(text, start))) continue;
    edits.push(
      replace(
        start,
        0,
        "(",
        0.5 + Math.min(size, 10) * 0.3,
        (pos) => `opened the branch closed at position ${pos(at)} with "(" at position ${pos(start)}`,
      ),
    );
  }
  return edits;
}

function bracketEdits(lexed: Lexed, problem: LexProblem): Edit[] {
  const { text } = lexed;
  const at = problem.start;
  if (problem.kind === "unclosed_bracket") {
    const natural = problem.end;
    const limit = Math.min(text.length, at + 12);
    const edits: Edit[] = [
      replace(
        natural,
        0,
        "]",
        0,
        (pos) => `closed the bracket atom opened at position ${pos(at)} with "]" at position ${pos(natural)}`,
      ),
    ];
    for (let end = at + 2; end <= limit; end++) {
      if (end === natural || text[end - 1] === "[") continue;
      edits.push(
        replace(
          end,
          0,
          "]",
          1 + Math.abs(end - natural) * 0.5,
          (pos) => `closed the bracket atom opened at position ${pos(at)} with "]" at position ${pos(end)}`,
        ),
      );
    }
    edits.push(replace(at, 1, "", 2, (pos) => `removed the unclosed "[" at position ${pos(at)}`));
    return edits;
  }
  const edits: Edit[] = [replace(at, 1, "", 1.5, (pos) => `removed the unmatched "]" at position ${pos(at)}`)];
  let longest = true;
  for (let start = Math.max(0, at - 10); start < at; start++) {
    const inside = text.slice(start, at);
    const match = BRACKET_ATOM.exec(inside);
    if (!match || match[0].length !== inside.length || /[[\]()]/.test(inside)) continue;
    edits.push(
      replace(
        start,
        0,
        "[",
        longest ? 0 : 0.5,
        (pos) => `opened the bracket atom closed at position ${pos(at)} with "[" at position ${pos(start)}`,
      ),
    );
    longest = false;
  }
  return edits;
}

/** "[NA+]" → "[Na+]", "[cl-]" → "[Cl-]": the element's letters in proper case. */
function bracketCaseEdits(_lexed: Lexed, problem: LexProblem): Edit[] {
  const inside = problem.subject.slice(1, -1);
  const fixed = inside.replace(
    /^(\d*)([A-Za-z]{1,2})/,
    (_, iso: string, letters: string) => iso + (letters[0] as string).toUpperCase() + letters.slice(1).toLowerCase(),
  );
  const single = inside.replace(/^(\d*)([A-Za-z])/, (_, iso: string, letter: string) => iso + letter.toUpperCase());
  const edits: Edit[] = [];
  for (const [i, variant] of [fixed, single].entries()) {
    if (variant === inside) continue;
    edits.push(
      replace(
        problem.start + 1,
        inside.length,
        variant,
        i,
        (pos) => `wrote bracket atom ${problem.subject} at position ${pos(problem.start)} as [${variant}]`,
      ),
    );
  }
  return edits;
}

function symbolEdits(_lexed: Lexed, problem: LexProblem): Edit[] {
  const { start, end, subject, replacement } = problem;
  if (replacement !== undefined) {
    return [
      replace(
        start,
        end - start,
        replacement,
        0,
        (pos) => `wrote ${q(subject)} at position ${pos(start)} as ${q(replacement)}`,
      ),
    ];
  }
  const edits: Edit[] = [
    replace(
      start,
      end - start,
      "",
      /[A-Za-z]/.test(subject) ? 2 : 0.5,
      (pos) => `removed ${q(subject)} at position ${pos(start)}`,
    ),
  ];
  if (/^[A-Za-z]$/.test(subject)) {
    const flipped = subject === subject.toUpperCase() ? subject.toLowerCase() : subject.toUpperCase();
    if (/^[BCNOPSFIbcnops]$/.test(flipped))
      edits.push(
        replace(start, 1, flipped, 1, (pos) => `wrote ${q(subject)} at position ${pos(start)} as ${q(flipped)}`),
      );
  }
  return edits;
}

function hydrogenEdits(lexed: Lexed, problem: LexProblem): Edit[] {
  const { start, end, subject } = problem;
  const edits: Edit[] = [
    replace(
      start,
      end - start,
      "",
      1,
      (pos) => `removed ${q(subject)} at position ${pos(start)} (SMILES counts hydrogens itself)`,
    ),
  ];
  const atom = problem.atom === undefined ? undefined : lexed.atoms[problem.atom];
  if (atom && !atom.bracket && atom.end === start) {
    const written = lexed.text.slice(atom.start, atom.end);
    edits.push(
      replace(
        atom.start,
        end - atom.start,
        `[${written}${subject}]`,
        0.5,
        (pos) =>
          `wrote ${q(written + subject)} at position ${pos(atom.start)} as the bracket atom [${written}${subject}]`,
      ),
    );
  }
  return edits;
}

/** The edits that answer one grammar problem. */
export function grammarEdits(lexed: Lexed, problem: LexProblem): Edit[] {
  const { start, end, subject } = problem;
  switch (problem.kind) {
    case "unclosed_ring":
      return ringEdits(lexed, problem);
    case "ring_to_itself":
      return [
        replace(
          start,
          end - start,
          "",
          0,
          (pos) => `removed ring label ${subject} at position ${pos(start)}, which closed on its own atom`,
        ),
      ];
    case "duplicate_ring_bond":
      return [
        replace(
          start,
          end - start,
          "",
          0.5,
          (pos) => `removed ring label ${subject} at position ${pos(start)}, a second bond between two bonded atoms`,
        ),
      ];
    case "unclosed_branch":
    case "unopened_branch":
      return branchEdits(lexed, problem);
    case "unclosed_bracket":
    case "unopened_bracket":
      return bracketEdits(lexed, problem);
    case "bad_bracket_atom":
      return bracketCaseEdits(lexed, problem);
    case "unknown_symbol":
      return symbolEdits(lexed, problem);
    case "hydrogen_outside_brackets":
      return hydrogenEdits(lexed, problem);
    case "empty_branch":
    case "dangling_bond":
    case "misplaced_dot":
    case "syntax":
      return [replace(start, end - start, "", 0, (pos) => `removed ${q(subject)} at position ${pos(start)}`)];
    default:
      return [];
  }
}

/**
 * Charged forms that give an atom more bonds: the charge, the valences it then allows, and how unlikely the
 * charged form is. Ammonium, pyridinium, nitro N, phosphonium and borate are everyday; oxonium, sulfonium and
 * halonium ions are rare in drug-like molecules, so for those a written bond one order too high is likelier.
 */
const CHARGED_VALENCES: Record<string, { charge: "+" | "-"; valences: number[]; penalty: number }> = {
  N: { charge: "+", valences: [4], penalty: 0 },
  P: { charge: "+", valences: [4], penalty: 0 },
  B: { charge: "-", valences: [4], penalty: 0 },
  O: { charge: "+", valences: [3], penalty: 1.5 },
  S: { charge: "+", valences: [3, 5], penalty: 1.5 },
  Se: { charge: "+", valences: [3, 5], penalty: 1.5 },
  Cl: { charge: "+", valences: [2], penalty: 2 },
  Br: { charge: "+", valences: [2], penalty: 2 },
  I: { charge: "+", valences: [2], penalty: 2 },
};

/** The atom rewritten as a bracket atom with a charge (and the hydrogens that leave it the valence it may have). */
function chargeEdits(lexed: Lexed, atom: LexAtom, valence: number): Edit[] {
  const element = atom.aromatic ? atom.symbol[0]!.toUpperCase() + atom.symbol.slice(1) : atom.symbol;
  const rule = CHARGED_VALENCES[element];
  if (!rule || atom.charge !== 0) return [];
  const written = lexed.text.slice(atom.start, atom.end);
  const target = rule.valences.find((v) => v >= valence);
  const hydrogenCounts = new Set<number>();
  if (atom.bracket) hydrogenCounts.add(atom.hydrogens);
  else if (target !== undefined) hydrogenCounts.add(target - valence);
  if (atom.aromatic && !atom.bracket) hydrogenCounts.add(0).add(1);
  const edits: Edit[] = [];
  for (const h of hydrogenCounts) {
    let rewritten: string;
    if (atom.bracket) {
      const inside = written.slice(1, -1);
      const match = BRACKET_ATOM.exec(inside);
      if (!match || match[5] !== undefined) continue;
      const beforeClass = (match[1] ?? "") + match[2] + (match[3] ?? "") + (match[4] ?? "");
      rewritten = `[${beforeClass}${rule.charge}${inside.slice(beforeClass.length)}]`;
    } else {
      rewritten = `[${atom.symbol}${h === 0 ? "" : h === 1 ? "H" : `H${h}`}${rule.charge}]`;
    }
    edits.push(
      replace(
        atom.start,
        atom.end - atom.start,
        rewritten,
        rule.penalty + (edits.length === 0 ? 0 : 0.5),
        (pos) => `gave ${atomWords(atom, lexed.text, pos)} a ${rule.charge} charge: ${rewritten}`,
      ),
    );
  }
  return edits;
}

/** Lower one written double or triple bond of the atom by one. */
function bondOrderEdits(lexed: Lexed, atom: LexAtom): Edit[] {
  const edits: Edit[] = [];
  for (const bond of lexed.bonds) {
    if ((bond.a !== atom.index && bond.b !== atom.index) || bond.symbolAt < 0) continue;
    if (bond.symbol !== "=" && bond.symbol !== "#") continue;
    const lower = bond.symbol === "=" ? "" : "=";
    const other = bond.a === atom.index ? bond.b : bond.a;
    edits.push(
      replace(
        bond.symbolAt,
        1,
        lower,
        1,
        (pos) =>
          `made the ${bond.symbol === "=" ? "double" : "triple"} bond at position ${pos(bond.symbolAt)} between atoms ${atom.index} and ${other} ${lower === "" ? "single" : "double"}`,
      ),
    );
  }
  return edits;
}

/** Remove a one-atom branch hanging on the atom: "C(C)(C)(C)(C)C" has a carbon too many. */
function branchRemovalEdits(lexed: Lexed, atom: LexAtom): Edit[] {
  const edits: Edit[] = [];
  const { text } = lexed;
  let i = afterRingLabels(text, atom.end);
  while (text[i] === "(") {
    const match = /^\((?:[-=#])?(?:\[[^\]]*\]|Cl|Br|[BCNOPSFIbcnops*])\)/.exec(text.slice(i));
    if (!match) break;
    const at = i;
    const branch = match[0];
    edits.push(
      replace(
        at,
        branch.length,
        "",
        2,
        (pos) => `removed the branch ${branch} at position ${pos(at)} from atom ${atom.index}`,
      ),
    );
    i += branch.length;
  }
  return edits;
}

/**
 * A bracket atom whose written hydrogens put it over its valence: the same atom with fewer of them (none first;
 * the search asks RDKit which counts it accepts). A stereo mark goes with them: `[C@H]` with four other
 * neighbours describes a configuration around an H the atom cannot have, so no reading of it can be kept.
 * The commonest case is a carbonyl (or S=O, P=O) oxygen copied with a hydroxy group's H, "=[OH]": one H fewer
 * gives "=O", the first candidate.
 */
function writtenHydrogenEdits(lexed: Lexed, atom: LexAtom): Edit[] {
  if (!atom.bracket || atom.hydrogens === 0) return [];
  const written = lexed.text.slice(atom.start, atom.end);
  const match = BRACKET_ATOM.exec(written.slice(1, -1));
  if (!match || match[4] === undefined) return [];
  const [, isotope = "", element, stereo = "", , charge = "", atomClass = ""] = match;
  const edits: Edit[] = [];
  for (let h = atom.hydrogens - 1; h >= 0; h--) {
    const hydrogens = h === 0 ? "" : h === 1 ? "H" : `H${h}`;
    const inside = `${isotope}${element}${hydrogens}${charge}${atomClass}`;
    // What remains is an organic-subset atom with nothing else written: no brackets needed ("[C]" would also
    // forbid implicit hydrogens, which here is the same molecule; the plain symbol reads more naturally).
    const plain = h === 0 && inside === element && /^(?:Cl|Br|[BCNOPSFI]|[bcnops])$/.test(element!);
    const rewritten = plain ? element! : `[${inside}]`;
    const removed = atom.hydrogens - h;
    const lost = stereo
      ? `, and its stereo mark ${q(stereo)} with ${removed === 1 ? "it" : "them"} (the configuration was written around a hydrogen, so it is lost)`
      : "";
    edits.push(
      replace(
        atom.start,
        atom.end - atom.start,
        rewritten,
        // Fewest hydrogens removed first: each one more is a larger change of the molecule written.
        removed - 1,
        (pos) =>
          `removed ${removed === 1 ? "the hydrogen" : `${removed} hydrogens`} written in ${atomWords(atom, lexed.text, pos)}${lost}: ${rewritten}`,
      ),
    );
  }
  return edits;
}

/** Edits that answer RDKit's sanitisation failure of a grammatical SMILES. */
export function chemistryEdits(lexed: Lexed, failure: Failure): Edit[] {
  const { atoms, text } = lexed;
  switch (failure.kind) {
    case "kekulization": {
      const stuck = new Set(
        failure.atoms.length > 0 ? failure.atoms : atoms.filter((atom) => atom.aromatic).map((atom) => atom.index),
      );
      const near = new Set(stuck);
      for (const bond of lexed.bonds) {
        if (stuck.has(bond.a)) near.add(bond.b);
        if (stuck.has(bond.b)) near.add(bond.a);
      }
      const edits: Edit[] = [];
      for (const index of [...near].sort((a, b) => a - b)) {
        const atom = atoms[index];
        if (!atom) continue;
        const inSystem = stuck.has(index);
        const bonds = degree(lexed, index);
        if (atom.symbol === "n" && !atom.bracket) {
          if (bonds === 2)
            edits.push(
              replace(
                atom.start,
                1,
                "[nH]",
                inSystem ? 0 : 1,
                (pos) => `wrote aromatic nitrogen ${atomWords(atom, text, pos)} as [nH]`,
              ),
            );
          if (bonds === 3)
            edits.push(
              replace(
                atom.start,
                1,
                "[n+]",
                inSystem ? 0.5 : 0.7,
                (pos) => `wrote aromatic nitrogen ${atomWords(atom, text, pos)} as [n+]`,
              ),
            );
        } else if (
          atom.symbol === "n" &&
          atom.bracket &&
          atom.hydrogens === 0 &&
          atom.charge === 0 &&
          text.slice(atom.start, atom.end) === "[n]"
        ) {
          edits.push(
            replace(
              atom.start,
              3,
              "[nH]",
              0.5,
              (pos) => `wrote aromatic nitrogen ${atomWords(atom, text, pos)} as [nH]`,
            ),
          );
        } else if (atom.aromatic && !atom.bracket && inSystem) {
          edits.push(
            replace(
              atom.start,
              1,
              atom.symbol.toUpperCase(),
              2,
              (pos) => `wrote ${atomWords(atom, text, pos)} in uppercase (not aromatic)`,
            ),
          );
        } else if (!atom.aromatic && !atom.bracket && /^[BCNOPS]$/.test(atom.symbol) && !inSystem) {
          const neighbours = lexed.bonds
            .filter((b) => b.a === index || b.b === index)
            .map((b) => (b.a === index ? b.b : b.a));
          const aromaticNeighbours = neighbours.filter((n) => atoms[n]?.aromatic).length;
          if (aromaticNeighbours >= 2 && neighbours.some((n) => stuck.has(n)))
            edits.push(
              replace(
                atom.start,
                1,
                atom.symbol.toLowerCase(),
                1,
                (pos) => `wrote ${atomWords(atom, text, pos)} in lowercase (aromatic)`,
              ),
            );
        }
      }
      return edits;
    }
    case "aromatic_outside_ring": {
      const atom = atoms[failure.atom];
      if (!atom) return [];
      if (!atom.bracket)
        return [
          replace(
            atom.start,
            1,
            atom.symbol.toUpperCase(),
            0,
            (pos) => `wrote ${atomWords(atom, text, pos)} in uppercase: it is in no ring`,
          ),
        ];
      const letter = text.indexOf(atom.symbol, atom.start);
      return [
        replace(
          letter,
          1,
          atom.symbol[0]!.toUpperCase(),
          0,
          (pos) => `wrote ${atomWords(atom, text, pos)} with an uppercase element: it is in no ring`,
        ),
      ];
    }
    case "valence": {
      const atom = atoms[failure.atom];
      if (!atom) return [];
      return [
        ...writtenHydrogenEdits(lexed, atom),
        ...chargeEdits(lexed, atom, failure.valence),
        ...bondOrderEdits(lexed, atom),
        ...branchRemovalEdits(lexed, atom),
      ];
    }
    case "syntax":
      return failure.position === undefined ? [] : nearbyEdits(text, failure.position);
    default:
      return [];
  }
}

/** Where RDKit's reader stopped and the grammar reader saw nothing wrong: single-character edits around it. */
function nearbyEdits(text: string, position: number): Edit[] {
  const edits: Edit[] = [];
  for (let i = Math.max(0, position - 2); i <= Math.min(text.length - 1, position + 1); i++) {
    const c = text[i] as string;
    edits.push(replace(i, 1, "", 3, (pos) => `removed ${q(c)} at position ${pos(i)}`));
    if (/[A-Za-z]/.test(c)) {
      const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
      edits.push(replace(i, 1, flipped, 3, (pos) => `wrote ${q(c)} at position ${pos(i)} as ${q(flipped)}`));
    }
    for (const insert of [")", "(", "]", "["])
      edits.push(replace(i, 0, insert, 4, (pos) => `inserted ${q(insert)} at position ${pos(i)}`));
  }
  return edits;
}

/** The text after an edit, with each character's origin carried along (inserted text takes the origin of what follows it). */
export function applyEdit(text: string, origin: readonly number[], edit: Edit): { text: string; origin: number[] } {
  let out = text;
  let map = [...origin];
  for (const splice of [...edit.splices].sort((a, b) => b.at - a.at)) {
    out = out.slice(0, splice.at) + splice.insert + out.slice(splice.at + splice.remove);
    const anchor = map[splice.at] ?? (map[map.length - 1] as number);
    map = [
      ...map.slice(0, splice.at),
      ...Array<number>(splice.insert.length).fill(anchor),
      ...map.slice(splice.at + splice.remove),
    ];
  }
  return { text: out, origin: map };
}
