/**
 * The argument limits the registry's tools declare (`limits` in defineTool), read together with their input schemas,
 * and the calls that test them: what test/tools/limits.test.ts sweeps, so a new tool with a declared limit is swept
 * with no test edit.
 */
import { MAX_ATOMS } from "../src/protocol/limits.ts";
import type { ArgumentKind, DocumentedTool } from "../src/tools/tool.ts";

/** One declared argument of one tool, with the bounds its schema holds. */
export interface DeclaredArgument {
  tool: string;
  argument: string;
  kind: ArgumentKind;
  /** A list of such values: its schema's item bounds. Absent: one value. */
  list?: { minItems: number; maxItems: number };
  /** The schema's maxLength (a list's items'): bytes of UTF-8 for molecule text (checked by the runner), characters for a name. */
  maxLength: number;
  /** A SMILES argument's atom limit: the declared one, or protocol.md's MAX_ATOMS. */
  maxAtoms?: number;
  /** A small valid value (a list's item). */
  sample: string;
  /** Arguments the call passes so the tool reads the argument as its kind. */
  readWith: Record<string, unknown>;
}

/** The smallest valid value of each kind, where the declaration names none. */
export const KIND_SAMPLES: Readonly<Record<ArgumentKind, string>> = {
  smiles: "CCO",
  smarts: "C",
  moljson: JSON.stringify({ atoms: [{ id: "a1", element: "C" }], bonds: [] }),
  // One reactant template, so a list of reactants beside it holds one molecule.
  reaction: "[C:1]>>[C:1]O",
  name: "ethanol",
};

interface PropertySchema {
  type?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: { maxLength?: number };
}

const propertiesOf = (tool: DocumentedTool): Record<string, PropertySchema> =>
  tool.inputSchema.properties as Record<string, PropertySchema>;

/** Every declared argument of every tool, in registry order. Throws for a declaration naming no argument of the schema. */
export function declaredArguments(tools: readonly DocumentedTool[]): DeclaredArgument[] {
  return tools.flatMap((tool) =>
    Object.entries(tool.limits ?? {}).flatMap(([argument, limit]) => {
      if (limit === undefined) return [];
      const schema = propertiesOf(tool)[argument];
      if (schema === undefined) throw new Error(`${tool.name} declares limits for "${argument}", not in its schema`);
      const list =
        schema.type === "array" ? { minItems: schema.minItems ?? 0, maxItems: schema.maxItems ?? Infinity } : undefined;
      const maxLength = (list === undefined ? schema.maxLength : schema.items?.maxLength) ?? Infinity;
      return [
        {
          tool: tool.name,
          argument,
          kind: limit.kind,
          ...(list === undefined ? {} : { list }),
          maxLength,
          ...(limit.kind === "smiles" ? { maxAtoms: limit.maxAtoms ?? MAX_ATOMS } : {}),
          sample: limit.sample ?? KIND_SAMPLES[limit.kind],
          readWith: limit.readWith ?? {},
        },
      ];
    }),
  );
}

/** A declared argument's value: one value, or a list of minItems (at least one) with `value` last. */
function written(declared: DeclaredArgument, value: string): string | string[] {
  if (declared.list === undefined) return value;
  return [...Array(Math.max(declared.list.minItems, 1) - 1).fill(declared.sample), value];
}

/**
 * A call of `tool` with `value` in the declared argument (a list's last item), the samples of the tool's other
 * required declared arguments and its `smallCall`; with `asKind`, also the argument's `readWith` (an atom limit
 * applies to SMILES only; a byte limit to the text whatever reads it). `label` is how the tool's errors name the argument
 * ("smiles", "smiles_list[1]"), `schemaPath` how a schema error does ("smiles_list.1").
 */
export function callWith(
  tool: DocumentedTool,
  declared: DeclaredArgument,
  others: readonly DeclaredArgument[],
  value: string,
  { asKind = false }: { asKind?: boolean } = {},
): { args: Record<string, unknown>; label: string; schemaPath: string } {
  const required = new Set((tool.inputSchema.required as string[] | undefined) ?? []);
  const args: Record<string, unknown> = { ...(tool.smallCall ?? {}) };
  for (const other of others)
    if (other.tool === tool.name && other.argument !== declared.argument && required.has(other.argument))
      args[other.argument] = written(other, other.sample);
  if (asKind) Object.assign(args, declared.readWith);
  const tested = written(declared, value);
  args[declared.argument] = tested;
  const index = Array.isArray(tested) ? tested.length - 1 : undefined;
  return {
    args,
    label: index === undefined ? declared.argument : `${declared.argument}[${index}]`,
    schemaPath: index === undefined ? declared.argument : `${declared.argument}.${index}`,
  };
}
