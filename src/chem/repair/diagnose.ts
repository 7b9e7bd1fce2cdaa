/**
 * Problems in plain words: the grammar reader's findings and RDKit's sanitisation failures, each with the
 * caller's character position and, where there is one, the atom (index in the order atoms are written).
 */
import type { LexAtom, LexProblem, Lexed } from "./lexer.ts";
import type { Problem } from "./problem.ts";
import type { Failure } from "./verdict.ts";

const ELEMENT_NAMES: Record<string, string> = {
  B: "boron",
  C: "carbon",
  N: "nitrogen",
  O: "oxygen",
  P: "phosphorus",
  S: "sulfur",
  F: "fluorine",
  Cl: "chlorine",
  Br: "bromine",
  I: "iodine",
  Si: "silicon",
  Se: "selenium",
  Al: "aluminium",
  Na: "sodium",
  K: "potassium",
  H: "hydrogen",
};

const q = (text: string): string => JSON.stringify(text);

export function elementName(symbol: string): string {
  const proper = symbol[0]!.toUpperCase() + symbol.slice(1);
  return ELEMENT_NAMES[proper] ?? proper;
}

/** "4–9" for a run, else "1, 3, 7". */
export function atomRange(atoms: readonly number[]): string {
  const sorted = [...atoms].sort((a, b) => a - b);
  const run = sorted.every((atom, i) => i === 0 || atom === (sorted[i - 1] as number) + 1);
  return run && sorted.length > 2 ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join(", ");
}

function grammarMessage(problem: LexProblem, p: number, text: string): string {
  const { subject } = problem;
  const atom = problem.atom === undefined ? "" : ` (atom ${problem.atom})`;
  switch (problem.kind) {
    case "unclosed_ring":
      return `ring bond ${subject} opened at position ${p}${atom} is never closed`;
    case "ring_to_itself":
      return `ring bond ${subject} at position ${p} closes on the atom that opened it${atom}`;
    case "duplicate_ring_bond":
      return `ring bond ${subject} at position ${p} joins two atoms another ring bond already joins${atom}`;
    case "unclosed_branch":
      return `branch opened by "(" at position ${p} is never closed`;
    case "unopened_branch":
      return `")" at position ${p} closes a branch that was never opened`;
    case "empty_branch":
      return `empty branch "()" at position ${p}`;
    case "unclosed_bracket":
      return `bracket atom ${q(subject)} opened at position ${p} is never closed with "]"`;
    case "unopened_bracket":
      return `"]" at position ${p} has no "[" before it`;
    case "bad_bracket_atom":
      return `bracket atom ${subject} at position ${p} names no element (element symbols are written like Na, Cl, Br; aromatic ones in lowercase)`;
    case "unknown_symbol":
      if (problem.replacement === "Cl" || problem.replacement === "Br") {
        return `${q(subject)} at position ${p} is not an atom: ${elementName(problem.replacement)} is written ${problem.replacement}`;
      }
      if (problem.replacement !== undefined)
        return `${q(subject)} at position ${p} is an element outside SMILES's organic subset: write it in brackets, ${problem.replacement}`;
      return `${q(subject)} at position ${p} is not a SMILES symbol${subject.charCodeAt(0) > 0x7f ? " (SMILES is plain ASCII)" : ""}`;
    case "hydrogen_outside_brackets":
      return `${q(subject)} at position ${p} writes hydrogens outside brackets: SMILES adds them implicitly, or takes them inside brackets like [NH2+]`;
    case "dangling_bond":
      return `bond ${q(subject)} at position ${p} is not followed by an atom`;
    case "misplaced_dot":
      return `"." at position ${p} separates nothing (a dot goes between two molecules, outside branches)`;
    default:
      return `${q(subject)} at position ${p} is out of place in ${q(text.length > 60 ? `${text.slice(0, 60)}…` : text)}`;
  }
}

/** The grammar reader's problems, positioned in the caller's text. */
export function grammarProblems(lexed: Lexed, pos: (index: number) => number): Problem[] {
  return lexed.problems.map((problem) => {
    const position = pos(problem.start);
    const out: Problem = { kind: problem.kind, position, message: grammarMessage(problem, position, lexed.text) };
    if (problem.atom !== undefined) out.atom = problem.atom;
    return out;
  });
}

function described(atom: LexAtom, text: string, pos: (index: number) => number): string {
  return `${q(text.slice(atom.start, atom.end))} at position ${pos(atom.start)}`;
}

/** RDKit's refusal of a grammatical SMILES, in plain words. */
export function chemistryProblem(
  lexed: Lexed,
  failure: Failure,
  reason: string,
  pos: (index: number) => number,
): Problem {
  const { atoms, text } = lexed;
  switch (failure.kind) {
    case "kekulization": {
      const stuck = failure.atoms;
      const set = new Set(stuck);
      const pyrrole = stuck
        .map((i) => atoms[i])
        .find(
          (atom) =>
            atom?.symbol === "n" &&
            !atom.bracket &&
            lexed.bonds.filter((b) => b.a === atom.index || b.b === atom.index).length === 2,
        );
      const where = stuck.length > 0 ? ` at atoms ${atomRange(stuck)}` : "";
      const first = atoms[pyrrole?.index ?? stuck[0] ?? 0];
      const hint = pyrrole
        ? "probably a missing [nH]"
        : atoms.some(
              (atom) =>
                atom.symbol === "n" &&
                !atom.bracket &&
                !set.has(atom.index) &&
                lexed.bonds.some((b) => (b.a === atom.index && set.has(b.b)) || (b.b === atom.index && set.has(b.a))),
            )
          ? "probably a missing + charge on an aromatic nitrogen ([n+])"
          : "an atom written in lowercase may not be aromatic, or an aromatic atom may be missing";
      const out: Problem = {
        kind: "kekulization",
        position: first ? pos(first.start) : 0,
        message: `aromatic ring${where} cannot be kekulised: ${hint}`,
      };
      if (first) out.atom = first.index;
      return out;
    }
    case "aromatic_outside_ring": {
      const atom = atoms[failure.atom];
      return {
        kind: "aromatic_outside_ring",
        position: atom ? pos(atom.start) : 0,
        atom: failure.atom,
        message: `atom ${failure.atom}${atom ? ` (${described(atom, text, pos)})` : ""} is written aromatic (lowercase) but is in no ring: write it in uppercase, or close its ring`,
      };
    }
    case "valence": {
      const atom = atoms[failure.atom];
      const name = elementName(failure.element);
      const chargeable =
        ["N", "P", "O", "S", "B", "Se", "Cl", "Br", "I"].includes(failure.element) && (atom?.charge ?? 0) === 0;
      const sign = failure.element === "B" ? "-" : "+";
      const advice = chargeable
        ? `it needs a ${sign} charge (or one bond order lowered)`
        : `more than ${name} allows: lower a bond order or remove a substituent`;
      // A bracket atom's hydrogen count is exact: the written hydrogens are counted, and may be what is wrong.
      const hydrogens = atom?.bracket && atom.hydrogens > 0 ? atom.hydrogens : 0;
      const counted =
        hydrogens === 0
          ? ""
          : ` counting the ${hydrogens === 1 ? "hydrogen" : `${hydrogens} hydrogens`} written in its brackets (a bracket atom's hydrogen count is exact)`;
      return {
        kind: "valence",
        position: atom ? pos(atom.start) : 0,
        atom: failure.atom,
        message: `${name} ${failure.atom}${atom ? ` (${described(atom, text, pos)})` : ""} has valence ${failure.valence}${counted}: ${advice}${hydrogens === 0 ? "" : ", or write it with fewer hydrogens"}`,
      };
    }
    case "guard": {
      // The other tools' own refusals before RDKit (src/chem/molecule-text.ts), which count characters from 1.
      const character = /at character (\d+)/.exec(reason);
      const at = character ? Number(character[1]) - 1 : 0;
      return {
        kind: "syntax",
        position: pos(Math.min(at, text.length)),
        message: `the text cannot be handed to RDKit: ${reason}`,
      };
    }
    default: {
      const at = failure.kind === "syntax" && failure.position !== undefined ? failure.position : 0;
      return { kind: "syntax", position: pos(Math.min(at, text.length)), message: `RDKit cannot read it: ${reason}` };
    }
  }
}
