import { computeFields, filterField, groupsFor, meetsFilter, type FieldValue } from "../chem/library/screen.ts";
import { attachmentPoints, parseFragment, zipProduct, type Fragment } from "../chem/series/enumerate.ts";
import { withMolecule } from "../chem/molecule.ts";
import { free } from "../chem/rdkit.ts";
import { DomainError, InvalidArgumentsError } from "../protocol/errors.ts";
import { MAX_MOLECULE_TEXT_BYTES } from "../protocol/limits.ts";
import { fitAnswer, truncatedSchema } from "./library/input.ts";
import { checkScreenArguments, checkedFilters, type Filters } from "./screen-library.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { inputObject, integer, moleculeText, outputObject, typed } from "./schema.ts";

/** Products one call may ask for (the product of the list lengths): more is refused, not cut (LIBRARY_TOO_LARGE). */
export const MAX_ANALOGUES = 2_000;
/** R-groups at one position. */
export const MAX_GROUPS_PER_POSITION = 500;
/** Attachment points of a core. */
export const MAX_POSITIONS = 10;
/** Errors listed (the count is complete). */
const MAX_LISTED = 20;

interface ProductError {
  error: string;
  position?: string;
  index?: number;
  r_groups?: Record<string, string>;
}

/** Every combination of one index per list, the last list varying fastest. */
function* combinations(sizes: readonly number[]): Generator<number[]> {
  const at = sizes.map(() => 0);
  if (sizes.some((size) => size === 0)) return;
  while (true) {
    yield [...at];
    let i = sizes.length - 1;
    while (i >= 0 && ++at[i]! === sizes[i]) at[i--] = 0;
    if (i < 0) return;
  }
}

export const enumerateAnaloguesTool = defineTool({
  name: "enumerate_analogues",
  title: "Enumerate analogues from a core and R-groups",
  description:
    "Joins a core with [*:n] points to every combination of R-groups per position (RDKit molzip; a group carries " +
    'its point: "Cl[*:1]", "[H][*:1]"): distinct products as canonical SMILES, at most ' +
    `${MAX_ANALOGUES.toLocaleString("en-US")} combinations; optional screen_library fields and filters.`,
  whenToUse: "virtual analogues from a core and R-groups",
  examples: [
    {
      arguments: { core: "[*:1]c1ccccc1", r_groups: { R1: ["Cl[*:1]", "O[*:1]", "[H][*:1]"] } },
      molecule: "chlorobenzene, phenol, benzene",
      // Python: Chem.molzip(core, group), Chem.RemoveHs, MolToSmiles (validation/generators/tool-examples.py).
      expect: {
        combinations: 3,
        product_count: 3,
        products: [{ smiles: "Clc1ccccc1" }, { smiles: "Oc1ccccc1" }, { smiles: "c1ccccc1" }],
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      core: moleculeText('SMILES, e.g. "[*:1]c1ccc([*:2])cc1".'),
      r_groups: typed<Record<string, string[]>>({
        type: "object",
        propertyNames: { pattern: "^R[1-9][0-9]?$" },
        minProperties: 1,
        maxProperties: MAX_POSITIONS,
        additionalProperties: {
          type: "array",
          minItems: 1,
          maxItems: MAX_GROUPS_PER_POSITION,
          items: { type: "string", minLength: 1, maxLength: MAX_MOLECULE_TEXT_BYTES },
        },
        description: 'Per position ("R1", ...): SMILES with that point.',
      }),
      // screen_library's field names and filters, checked by the handler: their enums are in screen_library's schema
      // already, and the context budget (test/tools/context-budget.test.ts) has no room for them twice.
      fields: typed<string[]>({
        type: "array",
        items: { type: "string" },
        uniqueItems: true,
        minItems: 1,
        description: "screen_library fields per product.",
      }),
      filters: typed<Filters>({
        type: "object",
        description: "screen_library's filters; only passing products listed.",
      }),
    },
    ["core", "r_groups"],
  ),
  limits: { core: { kind: "smiles", sample: "[*:1]C" } },
  smallCall: { r_groups: { R1: ["[H][*:1]"] } },
  outputSchema: outputObject(
    {
      core: { type: "string", description: "The core as canonical SMILES." },
      positions: { type: "array", items: { type: "string" } },
      combinations: integer("Combinations of the valid R-groups.", 0),
      product_count: integer("Distinct products (canonical SMILES) made.", 0),
      duplicates: integer("Combinations that gave a product already made.", 0),
      passed_all: integer("Distinct products that meet every filter.", 0),
      products: {
        type: "array",
        description: "Distinct products meeting the filters, in combination order (the last position varies fastest).",
        items: {
          type: "object",
          properties: {
            smiles: { type: "string" },
            r_groups: { type: "object", additionalProperties: { type: "string" } },
            values: { type: "object" },
          },
          required: ["smiles", "r_groups"],
          additionalProperties: false,
        },
      },
      errors: {
        type: "object",
        description: `R-groups that could not be used and combinations that gave no valid product: the count, the first ${MAX_LISTED}.`,
        properties: {
          count: { type: "integer", minimum: 0 },
          first: {
            type: "array",
            items: {
              type: "object",
              properties: {
                error: { type: "string" },
                position: { type: "string" },
                index: { type: "integer", minimum: 0 },
                r_groups: { type: "object", additionalProperties: { type: "string" } },
              },
              required: ["error"],
              additionalProperties: false,
            },
          },
        },
        required: ["count", "first"],
        additionalProperties: false,
      },
      truncated: truncatedSchema,
    },
    ["core", "positions", "combinations", "product_count", "duplicates", "passed_all", "products", "errors"],
  ),
  handler: (args) => {
    checkScreenArguments(args.fields, args.filters);
    const filters = checkedFilters(args.filters);
    const fields = args.fields ?? [];
    const computed = [...new Set([...fields, ...filters.map(([name]) => filterField(name))])];
    const groupsNeeded = groupsFor(computed);
    const errors: ProductError[] = [];
    const positions = Object.keys(args.r_groups).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
    const fragments: Fragment[] = [];
    try {
      const core = parseFragment(args.core, "core");
      fragments.push(core);
      const coreAttachments = attachmentPoints(core.smiles);
      if (!Array.isArray(coreAttachments)) throw new InvalidArgumentsError(`core: ${coreAttachments.reason}`);
      const corePoints = coreAttachments.map((attachment) => attachment.point);
      if (corePoints.length === 0)
        throw new InvalidArgumentsError("core has no attachment point: mark each with a numbered dummy atom, [*:1]");
      const wanted = positions.map((position) => Number(position.slice(1)));
      const missing = corePoints.filter((n) => !wanted.includes(n)).map((n) => `R${n}`);
      const extra = positions.filter((position) => !corePoints.includes(Number(position.slice(1))));
      if (missing.length > 0 || extra.length > 0) {
        throw new InvalidArgumentsError(
          `r_groups must name exactly the core's attachment points (${corePoints.map((n) => `R${n}`).join(", ")})` +
            (missing.length > 0 ? `; missing ${missing.join(", ")} (use ["[H][*:n]"] for hydrogen)` : "") +
            (extra.length > 0 ? `; the core has no point for ${extra.join(", ")}` : ""),
        );
      }
      // The usable groups of each position; a group that cannot be used is an error entry, not a failed call.
      const usable = positions.map((position) => {
        const number = Number(position.slice(1));
        const bond = coreAttachments.find((attachment) => attachment.point === number)?.bond;
        const kept: Array<{ fragment: Fragment; text: string }> = [];
        (args.r_groups[position] as string[]).forEach((text, index) => {
          try {
            const fragment = parseFragment(text, `r_groups.${position}[${index}]`);
            fragments.push(fragment);
            const points = attachmentPoints(fragment.smiles);
            const reason = !Array.isArray(points)
              ? points.reason
              : points.length !== 1 || points[0]?.point !== number
                ? `it must carry exactly one attachment point, [*:${number}]`
                : points[0].bond !== bond
                  ? `its bond to [*:${number}] is ${points[0].bond} and the core's is ${bond}: they must be the same bond`
                  : undefined;
            if (reason === undefined) kept.push({ fragment, text });
            else errors.push({ position, index, error: `${JSON.stringify(text)}: ${reason}` });
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            errors.push({ position, index, error: error.message });
          }
        });
        if (kept.length === 0)
          throw new InvalidArgumentsError(
            `r_groups.${position} has no usable R-group (see the first: ${errors.at(-1)?.error})`,
          );
        return kept;
      });
      const combinationCount = usable.reduce((product, list) => product * list.length, 1);
      if (combinationCount > MAX_ANALOGUES) {
        throw new DomainError(
          "LIBRARY_TOO_LARGE",
          `enumerate_analogues makes at most ${MAX_ANALOGUES.toLocaleString("en-US")} combinations; these lists give ${combinationCount.toLocaleString("en-US")} (${usable.map((list) => list.length).join(" × ")}). Give fewer R-groups.`,
          { combinations: combinationCount, limit: MAX_ANALOGUES },
        );
      }
      const seen = new Set<string>();
      let duplicates = 0;
      let passedAll = 0;
      const products: Array<{ smiles: string; r_groups: Record<string, string>; values?: Record<string, FieldValue> }> =
        [];
      for (const choice of combinations(usable.map((list) => list.length))) {
        const picked = choice.map((index, i) => (usable[i] as Array<{ fragment: Fragment; text: string }>)[index]!);
        const named = Object.fromEntries(positions.map((position, i) => [position, picked[i]!.fragment.smiles]));
        let smiles: string;
        try {
          smiles = zipProduct(
            core.mol,
            picked.map((group) => group.fragment.mol),
          );
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          errors.push({ r_groups: named, error: error.message });
          continue;
        }
        if (seen.has(smiles)) {
          duplicates++;
          continue;
        }
        seen.add(smiles);
        let values: Record<string, FieldValue> | undefined;
        if (computed.length > 0) {
          values = withMolecule(smiles, (product) => computeFields(product, computed, groupsNeeded), {
            label: "product",
          });
          const computedValues = values;
          if (!filters.every(([name, filter]) => meetsFilter(computedValues[filterField(name)] as FieldValue, filter)))
            continue;
        }
        passedAll++;
        products.push({
          smiles,
          r_groups: named,
          ...(fields.length === 0 || values === undefined
            ? {}
            : {
                values: Object.fromEntries(
                  fields.map((name) => [name, (values as Record<string, FieldValue>)[name] as FieldValue]),
                ),
              }),
        });
      }
      return fitAnswer(
        {
          core: core.smiles,
          positions,
          combinations: combinationCount,
          product_count: seen.size,
          duplicates,
          passed_all: passedAll,
          products,
          errors: { count: errors.length, first: errors.slice(0, MAX_LISTED) },
        },
        ["products"],
      );
    } finally {
      for (const fragment of fragments) free(fragment.mol);
    }
  },
});
