/** Reads the committed golden files (made by Python RDKit scripts in validation/). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { free, rdkit, type JSMol } from "../src/chem/rdkit.ts";

/**
 * Golden comparisons walk thousands of molecules: up to ~18 s each on a quiet 2-core machine, so minutes at load 30.
 * The same 10-minute limit as the whole suite's (`bun run test`), kept here so a file run with a shorter --timeout
 * still gives these walks room (validation/reports/test-suite-timing.md).
 */
export const GOLDEN_TEST_TIMEOUT_MS = 600_000;

export const GOLDEN_DIR = join(import.meta.dir, "..", "validation", "golden");

export function readJsonl<T>(name: string): T[] {
  return readFileSync(join(GOLDEN_DIR, name), "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as T);
}

export function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(join(GOLDEN_DIR, name), "utf8")) as T;
}

/** |ours − reference| within half a unit of the last decimal kept (plus float noise): "equal within rounding". */
export function withinRounding(ours: number, reference: number, decimals: number): boolean {
  return Math.abs(ours - reference) <= 0.5 * 10 ** -decimals + 1e-9;
}

export interface CoreMolecule {
  set: string;
  id: string;
  smiles: string;
  valid: boolean;
  parse?: {
    atoms: number;
    bonds: number;
    mol_weight: number;
    smiles: string;
    formula: string;
    heavy_atoms: number;
    formal_charge: number;
    fragments: number;
  };
  canonical?: string;
  ecfp4_on_bits?: number[];
  moljson?: {
    atoms: Array<[string, number, number | null, number, boolean]>;
    bonds: Array<[number, number, number, boolean]>;
  };
  inchi?: string;
  inchikey?: string;
}

/** Parses with RDKit's defaults; null when RDKit refuses the SMILES (the caller owns and frees the result). */
export function tryParse(smiles: string): JSMol | null {
  const mol = rdkit().get_mol(smiles);
  if (!mol?.is_valid()) {
    free(mol);
    return null;
  }
  return mol;
}

/** A row of alerts-{nci,chembl,wehi,painsref}.jsonl: Python RDKit 2022.09's FilterCatalog names (absent when it refused the SMILES). */
export interface AlertsGoldenRow {
  i: number;
  id: string;
  smiles: string;
  invalid?: boolean;
  pains?: string[];
  brenk?: string[];
}

export interface AlertNames {
  pains: string[];
  brenk: string[];
}

/**
 * An entry of a validation/golden/*-known-differences.jsonl file, the one format of listed differences: the golden
 * molecule (set, id, and its SMILES where the difference is about the whole molecule), the kind of difference, why
 * it is not a bug (reason), and whatever that kind records (the property, both answers, ...). See agreement.ts.
 */
export interface KnownDifference {
  set: string;
  id: string;
  kind: string;
  smiles?: string;
  reason: string;
}

/** An entry of crippen- or admet-known-differences.jsonl: which field differs ("parse": the embedded build refuses the SMILES), and in which golden file (admet). */
export interface KnownFieldDifference extends KnownDifference {
  field: string;
  smiles: string;
  file?: string;
}

/** An entry of alerts-known-differences.jsonl. */
export interface KnownAlertsDifference extends KnownDifference {
  i: number;
  smiles: string;
  kind: "rdkit2022_rejects" | "rdkit2026_rejects" | "alerts";
  /** RDKit 2022.09's answer (null: it refuses the SMILES) and ours (null: the embedded 2026.09 build refuses it). */
  rdkit_2022: AlertNames | null;
  ours: AlertNames | null;
}

/** An entry of brics-known-differences.jsonl: a molecule the embedded build refuses, or one fragment side written differently. */
export interface KnownBricsDifference extends KnownDifference {
  kind: "unparsable-2026" | "metal-h-brackets";
  bond?: number;
  side?: number;
  golden?: string;
  ours?: string;
}
