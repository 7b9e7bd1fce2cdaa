/**
 * What a tool is. A tool knows nothing about eras or transports: it declares
 * its schemas and computes one payload; src/server shapes it per era.
 */
import type { JsonSchema, Typed } from "./schema.ts";

export interface ToolAnnotations {
  readOnlyHint: true;
  idempotentHint: true;
  openWorldHint: boolean;
  destructiveHint?: false;
}

/** Per-call context handed to a handler. */
export interface ToolContext {
  /**
   * Aborted when the call is abandoned (cancelled by the client, its HTTP client gone, the server shutting
   * down), or, for a tool that runs on the main thread, when its time limit is reached: then `signal.reason`
   * is a TimeLimitReached. A chemistry tool in a worker process is stopped by killing that process instead
   * (a synchronous WebAssembly call could not look at a signal), so there the signal never fires.
   */
  signal: AbortSignal;
  /**
   * The directory given with `--output-dir` (absolute), where a tool may save a file it made when the caller
   * asks; undefined without the flag, and then nothing is ever written.
   */
  outputDir?: string;
  /**
   * The directories given with `--data-dir` (absolute), the only places a library tool may read a compound file
   * from (src/chem/library/library-file.ts); empty or undefined without the flag, and then no file is ever read.
   */
  dataDirs?: string[];
  /**
   * The server was started with `--offline`: no lookup may leave the process (name_to_smiles answers from its
   * built-in parser or not at all).
   */
  offline?: boolean;
  /**
   * Reports how far a long call is (done of total, and what it is doing). The server turns it into MCP
   * `notifications/progress` when the client asked for them (a `progressToken`) and the transport can carry them,
   * at most ~10 a second; otherwise it goes nowhere. Cheap to call often.
   */
  progress?(done: number, total: number, message?: string): void;
  /**
   * When the call's budget ends (epoch milliseconds, Date.now()'s clock), for a library tool (`runsOn: "library"`):
   * past it the tool pauses and answers partially (src/tools/library/resumable.ts). Undefined: no budget.
   */
  deadline?: number;
}

/** The abort reason when a main-thread tool reaches its time limit; the handler may still answer in its own words. */
export class TimeLimitReached extends Error {
  constructor(readonly limitMs: number) {
    super(`the tool's time limit of ${limitMs / 1000} s was reached`);
    this.name = "TimeLimitReached";
  }
}

/**
 * One item of a tool result's `content` (MCP): text, an image (base64), or an embedded resource (its text).
 * Every legacy revision and the modern era carry all three.
 */
export type ContentItem =
  | { type: "text"; text: string }
  | { type: "image"; data: string; mimeType: string }
  | { type: "resource"; resource: { uri: string; mimeType: string; text: string } };

/**
 * One worked call of a tool: its arguments and the key fields of the answer. Every expected value is Python
 * RDKit's (the tool file cites the expression or the golden file) or chemistry a comment justifies, never a
 * value copied from our own output. The first example becomes the description's "Example: …" and the
 * sample call of tests, smoke tests and benchmarks; test/tools/examples.test.ts runs each one through the binary.
 */
export interface ToolExample<Args> {
  arguments: Args;
  /**
   * Key fields of the payload, matched as a subset: nested objects partially, arrays and scalars exactly.
   * For a content tool (depictions), fields of the payload behind the content items (see Picture).
   */
  expect: Record<string, unknown>;
  /** What the molecule is, for a reader of the description: "aspirin". */
  molecule?: string;
  /**
   * Where the expected values come from, for a tool that validation/golden/tool-examples.json (Python RDKit) does
   * not check: a golden file and its row, a public record, or the chemistry that fixes them. A tool with neither
   * fails test/tools/example-golden.test.ts. Never shown to the model.
   */
  source?: string;
  /**
   * The top-level keys of `expect` the description's example sentence shows, in `expect`'s order; absent: all. A
   * long answer (a list of rows) is checked in full but shown by its counts, since the model reads the description in
   * every conversation (the context budget, src/tools/context-budget.ts).
   */
  shown?: readonly string[];
}

/**
 * What an argument holds, as far as its limits go: a molecule as SMILES (the atom limit applies), a SMARTS pattern,
 * a MolJSON document, a reaction (reactants>agents>products) or a chemical name.
 */
export type ArgumentKind = "smiles" | "smarts" | "moljson" | "reaction" | "name";

/**
 * One argument's limits beyond its JSON Schema, declared in the tool file and read by its handler. The schema keeps
 * what JSON Schema says (moleculeText's 100,000 bytes, a name's 500 characters, a list's minItems and maxItems), the
 * declaration the rest. test/tools/limits.test.ts holds the declarations to the schemas (every moleculeText argument
 * is declared) and sweeps every one of them one past each bound (harness/tool-limits.ts builds the calls).
 */
export interface ArgumentLimit {
  kind: ArgumentKind;
  /**
   * A SMILES argument's atoms per molecule (each molecule of a list), as parseSmiles counts them (src/chem/rdkit.ts):
   * heavy atoms written, then the atoms RDKit's molecule holds. Absent: protocol.md's MAX_ATOMS (10,000).
   */
  maxAtoms?: number;
  /**
   * The smallest valid value (a list's item), where the kind's is not one: enumerate_analogues' core needs an
   * attachment point. A sweep writes its long values around it and passes it beside the argument it tests.
   */
  sample?: string;
  /** Other arguments that make the tool read it as this kind: substructure_search's query is SMILES with `query_type`. */
  readWith?: Record<string, unknown>;
}

/** A tool's argument limits, by argument name. */
export type ToolLimits<Args = Record<string, unknown>> = { readonly [K in keyof Args & string]?: ArgumentLimit };

/**
 * Args is what `inputSchema` accepts (see defineTool); the server checks the arguments against it before
 * the call. `handler` is a method, so a tool with its own Args is still a `Tool` (whose Args is a
 * string-keyed record) and the registry holds every tool as one without a cast.
 */
export interface Tool<Args extends object = Record<string, unknown>, Payload extends object = object> {
  name: string;
  title: string;
  /**
   * Written for a language model: what it computes, units, when to use it, and one example; for a tool of the
   * registry the example is generated by defineTool from `examples[0]`, so it cannot drift from the checked one.
   */
  description: string;
  annotations: ToolAnnotations;
  inputSchema: JsonSchema;
  /**
   * The payload's shape, checked on every result. Advertised in `tools/list` and sent as `structuredContent`
   * where the era carries them, except for a tool with `content` (below), where it is only checked here.
   */
  outputSchema: JsonSchema;
  /** Arguments have passed `inputSchema` before this runs. Throws DomainError on chemistry failures. */
  handler(args: Args, context: ToolContext): Payload | Promise<Payload>;
  /**
   * "main": the tool is network I/O, not chemistry (name_to_smiles). It runs on the protocol thread's
   * event loop (src/server/io-lane.ts) with its own concurrency bound, so lookups waiting on a slow
   * remote service never hold a chemistry worker. "library": a tool over compound libraries (every tool that takes a
   * compound list or file: test/tools/registry.test.ts checks it); it runs on the one library worker process, which keeps library fingerprints
   * cached between calls (src/server/library-lane.ts), under the library time limit. Absent: the tool runs on a
   * chemistry worker.
   */
  runsOn?: "main" | "library";
  /**
   * true: a worker process collects garbage after answering this tool when its heap is large
   * (src/server/tool-process.ts says when and why); for tools whose calls leave big heaps behind.
   */
  collectGarbageAfter?: boolean;
  /**
   * Arguments of one small call that every worker process runs before it says it is ready, so the engine
   * is compiled past its first tier (src/server/tool-process.ts). One tool declares it.
   */
  warmUp?: Args;
  /** The text content for a payload; JSON on one line unless a tool says otherwise. */
  formatText?(payload: Payload): string;
  /**
   * Present: the tool answers with these content items only (depictions: an image and a line of text). It then
   * advertises no `outputSchema` and its results, errors included, carry no `structuredContent`: Claude Code
   * shows a result's `structuredContent` instead of its `content`, and would drop the image.
   */
  content?(payload: Payload): ContentItem[];
}

/**
 * A tool of the registry: a Tool with what generates its description's example, the server's instructions and
 * the sample calls of tests and benchmarks. (Stand-in tools of the server's unit tests need none of it.)
 */
export interface DocumentedTool<Args extends object = Record<string, unknown>, Payload extends object = object>
  extends Tool<Args, Payload> {
  /** One line for the server's `instructions` (built from every tool's): when an agent should pick this tool. */
  whenToUse: string;
  /**
   * The limits of its molecule and name arguments (every moleculeText argument has one). The handler reads its atom
   * limits from here; where the chemistry it calls enforces one (generate_3d, depict, depict_grid, predict_products),
   * the declaration names that module's constant, and the sweep holds the two to each other. Absent: the tool takes
   * no such argument.
   */
  limits?: ToolLimits<NoInfer<Args>>;
  /**
   * Small valid values of required arguments no limit covers (graph_distance's `from` and `to`, a library tool's
   * compound list): what a call testing one argument's limit passes beside it, with the other declared arguments'
   * samples.
   */
  smallCall?: Partial<NoInfer<Args>>;
  /** At least one; see ToolExample. (NoInfer: the argument type comes from inputSchema, examples must fit it.) */
  examples: readonly [ToolExample<NoInfer<Args>>, ...ToolExample<NoInfer<Args>>[]];
}

/** Annotations shared by every tool that only computes from its arguments. */
export const LOCAL_READ_ONLY: ToolAnnotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** A value as the example line shows it: strings and arrays as JSON, numbers and booleans as written. */
function shown(value: unknown): string {
  return typeof value === "number" || typeof value === "boolean" ? String(value) : JSON.stringify(value);
}

/** The expected fields as "key value" pairs; nested objects by their dotted path ("properties.logp 1.31"). */
function expectedFields(expect: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(expect).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? expectedFields(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key} ${shown(value)}`],
  );
}

/** The description's example sentence, from an example. */
export function exampleSentence(example: ToolExample<object>): string {
  const molecule = example.molecule === undefined ? "" : ` (${example.molecule})`;
  const fields =
    example.shown === undefined
      ? example.expect
      : Object.fromEntries(Object.entries(example.expect).filter(([key]) => example.shown?.includes(key)));
  return `Example: ${JSON.stringify(example.arguments)}${molecule} → ${expectedFields(fields).join(", ")}.`;
}

/**
 * Keeps a tool file's type inference tight: a documented tool's argument type is what its inputSchema (built
 * with schema.ts's typed builders) accepts, so the handler and the examples are checked against the schema.
 * A documented tool is written with its description's prose only; the example sentence made from
 * `examples[0]` is appended here.
 */
export function defineTool<Args extends object, Payload extends object>(
  tool: DocumentedTool<Args, Payload> & { inputSchema: Typed<Args> },
): DocumentedTool<Args, Payload>;
// A stand-in tool has no examples; saying so keeps a documented tool off this overload, whose argument type would
// be the bare `object` when the first one fails TypeScript's first (subtype) pass over a declared limits constant.
export function defineTool<Args extends object, Payload extends object>(
  tool: Tool<Args, Payload> & { examples?: undefined },
): Tool<Args, Payload>;
export function defineTool<Args extends object, Payload extends object>(
  tool: Tool<Args, Payload> & Partial<DocumentedTool<Args, Payload>>,
): Tool<Args, Payload> {
  if (tool.examples === undefined) return tool;
  return { ...tool, description: `${tool.description.trimEnd()} ${exampleSentence(tool.examples[0])}` };
}
