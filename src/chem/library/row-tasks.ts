/**
 * The per-molecule work of scaffold_analysis (Murcko scaffolds) and screen_library (the screen's fields) over a
 * whole list, on every core for a long list: the rows are cut into one contiguous slice per thread, each thread
 * (parallel.ts, with its own RDKit) computes its slice exactly as the calling thread would, and the results come back
 * in row order. Each row is parsed with the usual guards and labelled by its row number; a row that fails to parse or
 * to compute (a DomainError) carries its message instead of a value, as eachMolecule (src/tools/library/input.ts)
 * makes it a row error. Any other error stops the call.
 *
 * Why threads: a screen of 5,000 NCI molecules is minutes of one core's work, and Python RDKit's C++ on one core was
 * faster than ours on one (validation/bench/library-screen.md); the library worker has the machine's other cores.
 */
import { DomainError } from "../../protocol/errors.ts";
import { free, parseSmiles, type JSMol } from "../rdkit.ts";
import { murckoOf, type GenericCache, type MurckoResult } from "./murcko.ts";
import { computeFields, groupsFor, type FieldValue } from "./screen.ts";

export type RowTask = { kind: "murcko" } | { kind: "screen"; fields: string[] };

export interface RowJob {
  task: RowTask;
  smiles: string[];
  /** Each row's number, for its error messages ("row 12"). */
  rows: number[];
}

export type RowValue = MurckoResult | Record<string, FieldValue>;
/** A row's value, or the message of the DomainError that stopped it. */
export type RowResult<V = RowValue> = { value: V } | { error: string };

/** Rows below which a task stays on the calling thread (a thread and its RDKit cost ~0.5 s of CPU to start). */
export const PARALLEL_ROWS: Record<RowTask["kind"], number> = { murcko: 2_000, screen: 200 };

/** One slice on this thread. */
export function runRows(job: RowJob): RowResult[] {
  const compute = computer(job.task);
  return job.smiles.map((smiles, i) => {
    let mol: JSMol | undefined;
    try {
      mol = parseSmiles(smiles, { label: `row ${job.rows[i]}` });
      return { value: compute(mol) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { error: error.message };
    } finally {
      free(mol);
    }
  });
}

function computer(task: RowTask): (mol: JSMol) => RowValue {
  if (task.kind === "murcko") {
    const generics: GenericCache = new Map();
    return (mol) => murckoOf(mol, generics);
  }
  const groups = groupsFor(task.fields);
  return (mol) => computeFields(mol, task.fields, groups);
}
