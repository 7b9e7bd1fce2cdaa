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
import { lex } from "./lexer.ts";
import { looksLikeMolfileOrJson, nameLikeWord } from "./names.ts";
import type { Candidate, Problem } from "./problem.ts";
import { verdict, type Verdict } from "./verdict.ts";

/** At most this many candidate fixes are returned. */
export const MAX_CANDIDATES = 5;
/** At most this many edits are combined into one candidate. */
export const MAX_EDITS = 3;
/** At most this many texts are handed to RDKit per call (each parse takes 0.1–1 ms). */
export const MAX_PARSE_ATTEMPTS = 400;
/** Texts kept from one layer of the search to edit further (the lowest penalties). */
const BEAM = 40;

export interface RepairResult {
  valid: boolean;
  canonical: string | null;
  problems: Problem[];
  candidates: Candidate[];
  advice: string;
  attempts: number;
}

interface State {
  text: string;
  origin: number[];
  steps: string[];
  penalty: number;
  /** Grammar problems of the text; a child must have fewer, or the search would wander. */
  grammarProblems: number;
}

/** Counts RDKit parses and remembers their verdicts, so a text reached twice costs one. */
class Oracle {
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

const position = (origin: readonly number[]) => (index: number): number => origin[Math.max(0, Math.min(index, origin.length - 1))] as number;

function editsFor(state: State, answer: Verdict): Edit[] {
  if (answer.ok) return [];
  const lexed = lex(state.text);
  if (lexed.problems.length > 0) return lexed.problems.flatMap((problem) => grammarEdits(lexed, problem));
  return chemistryEdits(lexed, answer.failure);
}

function child(state: State, edit: Edit): State {
  const { text, origin } = applyEdit(state.text, state.origin, edit);
  return { text, origin, steps: [...state.steps, edit.words(position(state.origin))], penalty: state.penalty + edit.penalty, grammarProblems: lex(text).problems.length };
}

/** The search: candidates with the fewest edits, lowest penalty first. */
export function searchCandidates(readings: readonly CleanedText[], limit = MAX_PARSE_ATTEMPTS): { candidates: Candidate[]; attempts: number } {
  const oracle = new Oracle(limit);
  const candidates: Candidate[] = [];
  const canonicals = new Set<string>();
  let layer: State[] = readings.map((r) => ({ text: r.text, origin: r.origin, steps: r.edits, penalty: r.penalty, grammarProblems: lex(r.text).problems.length }));
  for (let depth = 0; depth <= MAX_EDITS && layer.length > 0; depth++) {
    const next: State[] = [];
    const queued = new Set<string>();
    for (const state of [...layer].sort((a, b) => a.penalty - b.penalty)) {
      if (candidates.length >= MAX_CANDIDATES) break;
      const answer = oracle.ask(state.text);
      if (!answer) break;
      if (answer.ok) {
        if (!canonicals.has(answer.canonical)) {
          canonicals.add(answer.canonical);
          candidates.push({ smiles: state.text, canonical: answer.canonical, edit: state.steps.length > 0 ? state.steps.join("; ") : "none" });
        }
        continue;
      }
      if (depth === MAX_EDITS) continue;
      for (const edit of editsFor(state, answer)) {
        const grown = child(state, edit);
        if (queued.has(grown.text) || (state.grammarProblems > 0 && grown.grammarProblems >= state.grammarProblems)) continue;
        queued.add(grown.text);
        next.push(grown);
      }
    }
    if (candidates.length > 0 || oracle.exhausted) break;
    layer = next.sort((a, b) => a.penalty - b.penalty).slice(0, BEAM);
  }
  return { candidates, attempts: oracle.attempts };
}

/** The problems of the first reading: the grammar reader's, or RDKit's reason when the grammar is fine. */
function describeProblems(reading: CleanedText, answer: Verdict): Problem[] {
  if (answer.ok) return [];
  const lexed = lex(reading.text);
  const pos = position(reading.origin);
  const grammar = grammarProblems(lexed, pos);
  return grammar.length > 0 ? grammar : [chemistryProblem(lexed, answer.failure, answer.reason, pos)];
}

export function repairSmiles(input: string, limit = MAX_PARSE_ATTEMPTS): RepairResult {
  const cleanup = cleanText(input);
  const first = cleanup.readings[0] as CleanedText;
  const untouched = cleanup.problems.length === 0;
  // Valid as given: RDKit accepts the whole text and nothing in it is ignored or changed.
  if (untouched && !looksLikeMolfileOrJson(input)) {
    const answer = verdict(first.text);
    if (answer.ok) return { valid: true, canonical: answer.canonical, problems: [], candidates: [], advice: "The SMILES is valid as written; no repair needed.", attempts: 1 };
  }
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
  const word = nameLikeWord(first.text);
  if (word !== undefined && !verdict(first.text).ok) {
    const at = input.indexOf(word);
    return {
      valid: false,
      canonical: null,
      problems: [...cleanup.problems, { kind: "not_smiles", position: Math.max(0, at), message: `${JSON.stringify(word)} is a word, not SMILES: this looks like a chemical name` }],
      candidates: [],
      advice: "This is a name, not a SMILES: look it up with name_to_smiles, then use the SMILES it returns.",
      attempts: 1,
    };
  }
  const { candidates, attempts } = searchCandidates(cleanup.readings, limit);
  const answer = verdict(first.text);
  const problems = [...cleanup.problems, ...describeProblems(first, answer)];
  const advice =
    candidates.length === 0
      ? "No small edit made it a SMILES RDKit accepts; fix the problems listed (or, if it is a name, use name_to_smiles)."
      : candidates.length === 1
        ? "One fix found; check that its structure is the one meant before using it."
        : `${candidates.length} fixes found, fewest edits and most likely first; check that the chosen structure is the one meant.`;
  return { valid: false, canonical: null, problems, candidates, advice, attempts: attempts + 1 };
}
