/**
 * Row types of golden files that more than one test reads, so no test file imports another (test/tools/calc-properties
 * and lipinski-check read properties.jsonl; test/chem/series/rgroup-agreement and test/tools/rgroup-decompose read
 * rgroup.jsonl).
 */
import type { CalcProperties } from "../src/chem/descriptors/properties.ts";

/** A properties.jsonl row: calc_properties' fields plus the SMILES and Lipinski's own counts. */
export interface PropertiesGolden extends CalcProperties {
  smiles: string;
  lipinski_hbd: number;
  lipinski_hba: number;
}

/** An rgroup.jsonl series: Python RDKit's rdRGroupDecomposition of one series (make_golden_rgroup.py). */
export interface RGroupSeries {
  series: string;
  core: string;
  core_type: "smiles" | "smarts";
  core_source: "given" | "murcko_scaffold";
  molecules: Array<{ id: string; smiles: string; property?: number | null }>;
  rows: Array<{ id: string; core: string; r_groups: Record<string, string> }>;
  unmatched: string[];
  failed: string[];
}
