/**
 * The embedded RDKit's descriptor bundle for the golden molecules, as validation/generators/make-embedded-descriptors.ts recorded
 * it (RDKit's values, not ours). `embeddedDescriptors()` refuses a file made by another @rdkit/rdkit version.
 */
import { expect } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readJsonl } from "./golden.ts";

export const EMBEDDED_DESCRIPTOR_FIELDS = [
  "amw",
  "exactmw",
  "CrippenClogP",
  "CrippenMR",
  "lipinskiHBD",
  "lipinskiHBA",
  "tpsa",
  "NumHBD",
  "NumHBA",
  "NumRotatableBonds",
  "NumHeavyAtoms",
  "NumAromaticHeterocycles",
] as const;

export type EmbeddedDescriptors = Record<(typeof EMBEDDED_DESCRIPTOR_FIELDS)[number], number>;

export function embeddedDescriptorKey(smiles: string, keepHs: boolean): string {
  return `${keepHs ? "H:" : ""}${smiles}`;
}

export function installedRDKitPackageVersion(): string {
  const manifest = join(import.meta.dir, "..", "node_modules", "@rdkit", "rdkit", "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

let cached: Map<string, EmbeddedDescriptors> | undefined;

/** The recorded bundles by `embeddedDescriptorKey`; fails the test if the installed @rdkit/rdkit did not make them. */
export function embeddedDescriptors(): Map<string, EmbeddedDescriptors> {
  if (cached) return cached;
  const [first, ...rows] = readJsonl<
    { meta?: { version: string }; smiles: string; keep_hs: boolean } & EmbeddedDescriptors
  >("embedded-descriptors.jsonl");
  expect({ recordedWith: first?.meta?.version }).toEqual({ recordedWith: installedRDKitPackageVersion() }); // else: bun validation/generators/make-embedded-descriptors.ts
  cached = new Map(rows.map((row) => [embeddedDescriptorKey(row.smiles, row.keep_hs), row]));
  return cached;
}
