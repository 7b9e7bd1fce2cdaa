/** What repair_smiles reports: one problem found in the text, and one fix RDKit accepted. */

/** The kinds of problem, as the tool's answer names them. */
export const PROBLEM_KINDS = [
  "text_artefact",
  "look_alike_character",
  "whitespace",
  "not_smiles",
  "unclosed_ring",
  "ring_to_itself",
  "duplicate_ring_bond",
  "unclosed_branch",
  "unopened_branch",
  "empty_branch",
  "unclosed_bracket",
  "unopened_bracket",
  "bad_bracket_atom",
  "unknown_symbol",
  "hydrogen_outside_brackets",
  "dangling_bond",
  "misplaced_dot",
  "kekulization",
  "aromatic_outside_ring",
  "valence",
  "syntax",
] as const;

export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export interface Problem {
  kind: ProblemKind;
  /** 0-based character index in the text as the caller gave it (UTF-16 units, like a JavaScript string index). */
  position: number;
  /** 0-based atom index in the order atoms are written (RDKit's parse order), when the problem is at one atom. */
  atom?: number;
  message: string;
}

export interface Candidate {
  smiles: string;
  canonical: string;
  edit: string;
}
