/**
 * Writes the predict_products templates (src/chem/reactions/templates.ts) as JSON for the Python golden generator
 * (validation/generators/make_golden_predict.py), which cannot read TypeScript. test/chem/reactions/templates.test.ts
 * fails when the committed file differs from the templates, so the two cannot drift.
 *
 * Run: bun lab/validate/dump-reaction-templates.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { templatesJson } from "../../src/chem/reactions/template-json.ts";

const path = join(import.meta.dir, "..", "..", "validation", "data", "reaction-templates.json");
writeFileSync(path, templatesJson());
console.log(`wrote ${path}`);
