#!/usr/bin/env bun
/**
 * Prints the namer's fused and bridged ring templates (src/chem/names/namer/fused.ts) as JSON lines: name, SMILES,
 * labels. The input of validation/generators/make_golden_fused_templates.py, which has OPSIN check each numbering.
 *
 *   bun lab/validate/fused-templates.ts
 */
import { fusedTemplateSources } from "../../src/chem/names/namer/fused.ts";

for (const t of fusedTemplateSources())
  console.log(JSON.stringify({ name: t.name, smiles: t.smiles, labels: t.labels }));
