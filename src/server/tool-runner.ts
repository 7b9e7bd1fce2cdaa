/**
 * Runs one tool call, era-agnostic: checks the arguments, runs the handler,
 * checks the result against the tool's own outputSchema.
 */
import { isEngineFault, loadRDKit, resetRDKit } from "../chem/rdkit.ts";
import { DomainError, InvalidArgumentsError, RpcCode, RpcError } from "../protocol/errors.ts";
import { isPlainObject } from "../protocol/codec.ts";
import { MAX_MOLECULE_TEXT_BYTES } from "../protocol/limits.ts";
import type { ContentItem, Tool } from "../tools/tool.ts";
import { describeArgumentErrors, describeResultErrors, validatorFor } from "./validation.ts";
import { logError } from "./log.ts";
import type { ProgressSink } from "./progress.ts";

export type ToolOutcome =
  | { kind: "success"; payload: Record<string, unknown>; text: string }
  /** A tool with `content` (tool.ts): its content items, no structuredContent. */
  | { kind: "content"; content: ContentItem[] }
  | { kind: "domain-error"; error: DomainError }
  /** `details`: which argument and rule (validation.ts), for `structuredContent.error.details` where the era answers INVALID_ARGUMENTS as a result. */
  | { kind: "invalid-arguments"; message: string; details?: Record<string, unknown> };

const encoder = new TextEncoder();

interface StringSchema {
  maxLength?: number;
  items?: StringSchema;
}

const isMoleculeText = (schema: StringSchema | undefined): boolean => schema?.maxLength === MAX_MOLECULE_TEXT_BYTES;

/** A SMILES-like argument (or list item) is limited in bytes, not only in characters (protocol.md). */
function checkMoleculeTextBytes(tool: Tool, args: Record<string, unknown>): string | undefined {
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, StringSchema>;
  for (const [name, value] of Object.entries(args)) {
    const schema = properties[name];
    const texts: Array<[string, unknown]> =
      Array.isArray(value) && isMoleculeText(schema?.items)
        ? value.map((item, i) => [`${name}[${i}]`, item])
        : isMoleculeText(schema)
          ? [[name, value]]
          : [];
    for (const [label, text] of texts) {
      if (typeof text === "string" && encoder.encode(text).byteLength > MAX_MOLECULE_TEXT_BYTES) {
        return `argument "${label}" must NOT be longer than ${MAX_MOLECULE_TEXT_BYTES} bytes of UTF-8`;
      }
    }
  }
  return undefined;
}

/**
 * RDKit's engine threw where it should not (protocol.md: ENGINE_FAILURE, the instance is reset). Size is not the
 * cause: every size limit (atoms, chain depth, SMARTS nesting, template atoms) is checked before RDKit, so what
 * reaches it is under every limit; the input trips one of RDKit's internal checks.
 */
function engineFaultError(error: unknown): DomainError {
  const engineError = error instanceof Error ? error.message : String(error);
  return new DomainError(
    "ENGINE_FAILURE",
    `RDKit's WebAssembly engine failed on this input (${engineError}), although it is under every size limit: it trips ` +
      "one of RDKit's internal checks. The engine was reset and the server keeps serving; sending the same input again " +
      "fails the same way. Try another way of writing the molecule (e.g. kekulized or without stereo), or another tool.",
    { engineError },
  );
}

/** What the process running the tool knows beyond the call: the `--output-dir` directory and `--data-dir`s, if any. */
export interface RunOptions {
  outputDir?: string;
  dataDirs?: string[];
  /** `--offline`: no lookup leaves the process (ToolContext.offline). */
  offline?: boolean;
  /** Where the call's progress reports go (ToolContext.progress); absent: nowhere. */
  progress?: ProgressSink;
  /** The call budget's end for a library tool (ToolContext.deadline); absent: no budget. */
  deadline?: number;
}

export async function runTool(
  tool: Tool,
  rawArgs: unknown,
  signal: AbortSignal,
  options: RunOptions = {},
): Promise<ToolOutcome> {
  const args = rawArgs === undefined ? {} : rawArgs;
  if (!isPlainObject(args))
    return {
      kind: "invalid-arguments",
      message: `Invalid arguments for tool ${tool.name}: arguments must be an object`,
    };
  const validateInput = validatorFor(tool.inputSchema);
  if (!validateInput(args)) {
    const problem = describeArgumentErrors(validateInput.errors, tool.inputSchema, args);
    return {
      kind: "invalid-arguments",
      message: `Invalid arguments for tool ${tool.name}: ${problem.message}`,
      details: problem.details,
    };
  }
  const tooLong = checkMoleculeTextBytes(tool, args);
  if (tooLong) return { kind: "invalid-arguments", message: `Invalid arguments for tool ${tool.name}: ${tooLong}` };

  let payload: object;
  try {
    await loadRDKit();
    payload = await tool.handler(args, {
      signal,
      outputDir: options.outputDir,
      dataDirs: options.dataDirs ?? [],
      offline: options.offline === true,
      progress: options.progress,
      deadline: options.deadline,
    });
  } catch (error) {
    if (error instanceof DomainError) return { kind: "domain-error", error };
    if (error instanceof InvalidArgumentsError)
      return { kind: "invalid-arguments", message: `Invalid arguments for tool ${tool.name}: ${error.message}` };
    if (error instanceof RpcError) throw error;
    if (isEngineFault(error)) {
      resetRDKit();
      logError(
        `RDKit's WebAssembly engine failed in tool ${tool.name}; a fresh instance will serve the next call`,
        error,
      );
      return { kind: "domain-error", error: engineFaultError(error) };
    }
    logError(`tool ${tool.name} failed`, error);
    throw new RpcError(
      RpcCode.InternalError,
      `Internal error in tool ${tool.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  const validateOutput = validatorFor(tool.outputSchema);
  if (!validateOutput(payload)) {
    const why = describeResultErrors(validateOutput.errors);
    logError(`tool ${tool.name} returned a result that fails its outputSchema: ${why}`);
    throw new RpcError(
      RpcCode.InternalError,
      `Internal error: tool ${tool.name} produced a result that does not match its outputSchema (${why})`,
    );
  }
  const record = payload as Record<string, unknown>;
  if (tool.content) return { kind: "content", content: tool.content(record) };
  const text = tool.formatText ? tool.formatText(record) : JSON.stringify(record);
  return { kind: "success", payload: record, text };
}
