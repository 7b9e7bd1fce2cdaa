/**
 * What the name-parser tests share: the parser's answer as one string, and the golden walk that compares a list of
 * names with OPSIN 2.7.0's structures (rows written by the generators in validation/generators/).
 */
import { expect } from "bun:test";
import { parseName } from "../src/chem/names/index.ts";
import { canonicalSmiles } from "./molblock.ts";

/** The parser's canonical SMILES for a name, or its refusal's message (so a failed expectation says why). */
export function nameAnswer(name: string): string {
  const result = parseName(name);
  return result.ok ? result.smiles : result.message;
}

/** Each row's name gives OPSIN's structure; a failure names the row and shows our SMILES or refusal. */
export function expectOpsinStructures(rows: readonly { name: string; opsin: string }[]): void {
  for (const r of rows) {
    expect({ name: r.name, smiles: nameAnswer(r.name) }).toEqual({ name: r.name, smiles: canonicalSmiles(r.opsin) });
  }
}
