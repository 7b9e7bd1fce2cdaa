/**
 * repair_smiles's engine. The caller's text is cleaned of copy artefacts (text-cleanup.ts); if RDKit then
 * accepts it, that is the answer. Otherwise the problems are described (diagnose.ts) and fixes searched for:
 * layer by layer, every text one edit further from the cleaned one (edits.ts) is handed to RDKit, best
 * penalty first, until a layer gives RDKit-accepted SMILES. So every candidate parses (RDKit said so), and
 * candidates with fewer edits always come first. The search asks RDKit at most MAX_PARSE_ATTEMPTS times.
 */
import { cleanText, type CleanedText } from "./text-cleanup.ts";
import { chemistryProblem, grammarProblems } from "./diagnose.ts";
import { applyEdit, chemistryEdits, grammarEdits, type Edit } from "./edits.ts";
import { lex, type Lexed } from "./lexer.ts";
import { looksLikeMolfileOrJson, nameLikeWord } from "./names.ts";
import type { Candidate, Problem } from "./problem.ts";
import { DomainError } from "../../protocol/errors.ts";
import { MAX_ATOMS } from "../../protocol/limits.ts";
import { MAX_DFS_DEPTH, smilesShape } from "../smiles-size.ts";
import { withMol } from "../rdkit.ts";
import { saScore } from "../medchem/sascore.ts";
import { verdict, type Verdict } from "./verdict.ts";

/** At most this many candidate fixes are returned. */
export const MAX_CANDIDATES = 5;
/** At most this many edits are combined into one candidate. */
export const MAX_EDITS = 3;
/** At most this many texts are handed to RDKit per call, the input included (each parse takes 0.1–1 ms). */
export const MAX_PARSE_ATTEMPTS = 400;
/**
 * At most this many problems are listed (the first ones, in text order); the answer says how many more there were.
 * Without a bound the answer grows with the text: "((((…" has two problems per character, and 3,000 of them made an
 * answer over the 1 MiB response limit. Twenty is more than a SMILES typed or copied by hand has.
 */
export const MAX_PROBLEMS = 20;
/** Longer texts are diagnosed but not searched for fixes (each parse and each edit grows with the length). */
export const MAX_SEARCH_LENGTH = 2_000;
/**
 * A candidate whose penalty is this much worse than the best one's, or more, is left out: once a likely fix is found (an
 * [nH], a six-membered ring), far-fetched ones (uppercasing a ring carbon) would only be noise.
 */
export const PENALTY_MARGIN = 2;
/** The edits of one text that are tried (the lowest penalties); more would only be long shots, and each costs a read. */
const EDITS_PER_TEXT = 60;
/** Texts kept from one layer of the search to edit further (the lowest penalties). */
const BEAM = 200;

export interface RepairResult {
  valid: boolean;
  canonical: string | null;
  problems: Problem[];
  candidates: Candidate[];
  advice: string;
  attempts: number;
  /** How many problems were found beyond the MAX_PROBLEMS listed; present only when some were left out. */
  problems_omitted?: number;
}

interface State {
  text: string;
  origin: number[];
  steps: string[];
  penalty: number;
  /** The text as the grammar reader sees it; a child must have fewer grammar problems, or the search would wander. */
  lexed: Lexed;
}

/** Counts RDKit parses and remembers their verdicts, so a text reached twice costs one. */
export class Oracle {
  attempts = 0;
  private readonly seen = new Map<string, Verdict>();
  constructor(private readonly limit: number) {}
  get exhausted(): boolean {
    return this.attempts >= this.limit;
  }
  ask(text: string): Verdict | undefined {
    const known = this.seen.get(text);
    if (known) return known;
    if (this.exhausted) return undefined;
    this.attempts++;
    const answer = verdict(text);
    this.seen.set(text, answer);
    return answer;
  }
}

const position =
  (origin: readonly number[]) =>
  (index: number): number =>
    origin[Math.max(0, Math.min(index, origin.length - 1))] as number;

function editsFor(state: State, answer: Verdict): Edit[] {
  if (answer.ok) return [];
  const { lexed } = state;
  if (lexed.problems.length > 0) return lexed.problems.flatMap((problem) => grammarEdits(lexed, problem));
  return chemistryEdits(lexed, answer.failure);
}

function child(state: State, edit: Edit): State {
  const { text, origin } = applyEdit(state.text, state.origin, edit);
  return {
    text,
    origin,
    steps: [...state.steps, edit.words(position(state.origin))],
    penalty: state.penalty + edit.penalty,
    lexed: lex(text),
  };
}

/** The search: candidates with the fewest edits, lowest penalty first. */
/** A candidate as the search found it, with the penalty of its edits. */
export interface FoundCandidate extends Candidate {
  penalty: number;
}

export function searchCandidates(
  readings: readonly CleanedText[],
  oracle: Oracle,
  maxCandidates = MAX_CANDIDATES,
  maxEdits = MAX_EDITS,
): FoundCandidate[] {
  const candidates: FoundCandidate[] = [];
  const canonicals = new Set<string>();
  let bestPenalty = Number.POSITIVE_INFINITY;
  let layer: State[] = readings.map((r) => ({
    text: r.text,
    origin: r.origin,
    steps: r.edits,
    penalty: r.penalty,
    lexed: lex(r.text),
  }));
  for (let depth = 0; depth <= maxEdits && layer.length > 0; depth++) {
    // The edits of this layer's refused texts, as (text, edit) pairs: only those that reach the next layer are applied.
    const pending: Array<{ parent: State; edit: Edit; penalty: number }> = [];
    for (const state of [...layer].sort((a, b) => a.penalty - b.penalty)) {
      if (candidates.length >= maxCandidates) break;
      const answer = oracle.ask(state.text);
      if (!answer) break;
      if (answer.ok) {
        if (!canonicals.has(answer.canonical)) {
          if (candidates.length > 0 && state.penalty >= bestPenalty + PENALTY_MARGIN) break;
          bestPenalty = Math.min(bestPenalty, state.penalty);
          canonicals.add(answer.canonical);
          candidates.push({
            smiles: state.text,
            canonical: answer.canonical,
            edit: state.steps.length > 0 ? state.steps.join("; ") : "none",
            penalty: state.penalty,
          });
        }
        continue;
      }
      if (depth === maxEdits) continue;
      const edits = editsFor(state, answer)
        .sort((a, b) => a.penalty - b.penalty)
        .slice(0, EDITS_PER_TEXT);
      for (const edit of edits) pending.push({ parent: state, edit, penalty: state.penalty + edit.penalty });
    }
    if (candidates.length > 0 || oracle.exhausted) break;
    layer = [];
    const queued = new Set<string>();
    for (const { parent, edit } of pending.sort((a, b) => a.penalty - b.penalty)) {
      if (layer.length >= BEAM) break;
      const grown = child(parent, edit);
      if (
        queued.has(grown.text) ||
        (parent.lexed.problems.length > 0 && grown.lexed.problems.length >= parent.lexed.problems.length)
      )
        continue;
      queued.add(grown.text);
      layer.push(grown);
    }
  }
  return candidates;
}

/** The problems of the first reading: the grammar reader's, or RDKit's reason when the grammar is fine. */
function describeProblems(reading: CleanedText, answer: Verdict): Problem[] {
  if (answer.ok) return [];
  const lexed = lex(reading.text);
  const pos = position(reading.origin);
  const grammar = grammarProblems(lexed, pos);
  return grammar.length > 0 ? grammar : [chemistryProblem(lexed, answer.failure, answer.reason, pos)];
}

/** The other tools' size refusals, for the same reasons (see src/chem/rdkit.ts): repairing cannot make a molecule smaller. */
function refuseTooLarge(text: string): void {
  const shape = smilesShape(text);
  if (shape.heavyAtoms > MAX_ATOMS) {
    throw new DomainError("MOLECULE_TOO_LARGE", `smiles has ${shape.heavyAtoms} atoms; the limit is ${MAX_ATOMS}`, {
      argument: "smiles",
      atoms: shape.heavyAtoms,
      limit: MAX_ATOMS,
    });
  }
  if (shape.dfsDepth > MAX_DFS_DEPTH) {
    throw new DomainError(
      "MOLECULE_TOO_LARGE",
      `smiles has a path of ${shape.dfsDepth} atoms in a row; RDKit's WebAssembly engine is trusted with at most ${MAX_DFS_DEPTH}`,
      {
        argument: "smiles",
        depth: shape.dfsDepth,
        limit: MAX_DFS_DEPTH,
      },
    );
  }
}

/**
 * How much a point of SA score (1 easy .. 10 hard to make) weighs against a point of edit penalty when candidates
 * with the same number of edits are ranked. A corrupted SMILES's original is usually the most ordinary molecule
 * among the fixes (a furan rather than a pyrrolinone with an exocyclic diene), and SA score measures how ordinary a
 * molecule's fragments are. Chosen on the seed-2026 corrupted set (first candidate the original: 500 of 540 without
 * SA, 509 at weight 1, 512 at 2, 513 at 3) and checked on a set made with seed 7 (493, 508, 514, 515).
 */
export const SA_WEIGHT = 2;

/** Candidates (all with the same number of edits) by edit penalty plus weighted SA score; ties keep the search's order. */
function byPlausibility(found: readonly FoundCandidate[], weight: number): Candidate[] {
  const scored = found.map(({ penalty, ...candidate }, order) => {
    let sa = 10;
    try {
      sa = withMol(candidate.canonical, saScore);
    } catch {
      // A molecule SA score cannot read counts as hard to make.
    }
    return { candidate, score: penalty + weight * sa, order };
  });
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map(({ candidate }) => candidate);
}

/** The tool's limits; tests change them to show each one binds. */
export interface RepairLimits {
  maxParseAttempts?: number;
  maxCandidates?: number;
  maxEdits?: number;
  saWeight?: number;
}

export function repairSmiles(input: string, limits: RepairLimits = {}): RepairResult {
  const oracle = new Oracle(limits.maxParseAttempts ?? MAX_PARSE_ATTEMPTS);
  const cleanup = cleanText(input);
  const first = cleanup.readings[0] as CleanedText;
  if (looksLikeMolfileOrJson(input)) {
    return {
      valid: false,
      canonical: null,
      problems: [{ kind: "not_smiles", position: 0, message: "this looks like a molfile or JSON, not a SMILES" }],
      candidates: [],
      advice: "Give one line of SMILES; for a MolJSON document use moljson_to_smiles.",
      attempts: 0,
    };
  }
  refuseTooLarge(first.text);
  const answer = oracle.ask(first.text) as Verdict;
  // Valid as given: RDKit accepts the whole text and nothing in it is ignored or changed.
  if (answer.ok && cleanup.problems.length === 0 && cleanup.split === undefined) {
    return {
      valid: true,
      canonical: answer.canonical,
      problems: [],
      candidates: [],
      advice: "The SMILES is valid as written; no repair needed.",
      attempts: oracle.attempts,
    };
  }
  const word = nameLikeWord(cleanup.text);
  // "CCO ethanol" is a SMILES with its name after it, not a name: a reading RDKit accepts rules the name out.
  if (word !== undefined && !cleanup.readings.some((reading) => oracle.ask(reading.text)?.ok === true)) {
    const at = input.indexOf(word);
    return {
      valid: false,
      canonical: null,
      problems: [
        ...cleanup.problems,
        {
          kind: "not_smiles",
          position: Math.max(0, at),
          message: `${JSON.stringify(word)} is a word, not SMILES: this looks like a chemical name`,
        },
      ],
      candidates: [],
      advice: "This is a name, not a SMILES: look it up with name_to_smiles, then use the SMILES it returns.",
      attempts: oracle.attempts,
    };
  }
  const searched = first.text.length <= MAX_SEARCH_LENGTH;
  const found = searched
    ? searchCandidates(cleanup.readings, oracle, limits.maxCandidates ?? MAX_CANDIDATES, limits.maxEdits ?? MAX_EDITS)
    : [];
  const candidates = byPlausibility(found, limits.saWeight ?? SA_WEIGHT);
  // When a reading parses (the text before a space, say), the split or the artefacts were the whole problem.
  const readable = cleanup.readings.some((reading) => oracle.ask(reading.text)?.ok === true);
  const allProblems = [
    ...cleanup.problems,
    ...(cleanup.split ? [cleanup.split] : []),
    ...(readable ? [] : describeProblems(first, answer)),
  ];
  const problems = allProblems.slice(0, MAX_PROBLEMS);
  const omitted = allProblems.length - problems.length;
  const advice = !searched
    ? `The text is over ${MAX_SEARCH_LENGTH} characters, too long to search for fixes: fix the problems listed, or repair a shorter part.`
    : candidates.length === 0
      ? "No small edit made it a SMILES RDKit accepts; fix the problems listed (or, if it is a name, use name_to_smiles)."
      : candidates.length === 1
        ? "One fix found; check that its structure is the one meant before using it."
        : `${candidates.length} fixes found, fewest edits and most likely first; check that the chosen structure is the one meant.`;
  return {
    valid: false,
    canonical: null,
    problems,
    candidates,
    advice:
      omitted > 0
        ? `${advice} Only the first ${MAX_PROBLEMS} problems are listed; ${omitted} more were found.`
        : advice,
    attempts: oracle.attempts,
    ...(omitted > 0 ? { problems_omitted: omitted } : {}),
  };
}
