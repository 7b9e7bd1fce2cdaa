/** Command-line options (protocol.md): parsing only, no side effects (`--output-dir` is looked at, not created). */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_CALL_BUDGET_MS, DEFAULT_LIBRARY_TIMEOUT_MS, DEFAULT_TOOL_TIMEOUT_MS } from "./protocol/limits.ts";
import { DEFAULT_SHUTDOWN_GRACE_MS } from "./server/shutdown-grace.ts";
import { DEFAULT_IDLE_MS, DEFAULT_START_TIMEOUT_MS } from "./server/worker-process.ts";
import { TOOL_GROUPS, resolveToolProfile } from "./tools/profiles.ts";
import { isLoopbackBind, parseAllowedHost } from "./transport/http-rules.ts";

export interface CliOptions {
  transport: "stdio" | "streamable-http";
  bind: string;
  port: number;
  allowNonLoopback: boolean;
  allowedOrigins: string[];
  /** `Host` values accepted besides loopback ones (DNS-rebinding protection); a non-loopback bind needs at least one. */
  allowedHosts: string[];
  maxConcurrency: number;
  /** Tool workers; undefined = one per core, at most 4. */
  workers: number | undefined;
  toolTimeoutMs: number;
  /** `--library-timeout-ms`: time limit of a library tool call (every tool that takes a compound list or file). */
  libraryTimeoutMs: number;
  /** `--call-budget-ms`: a library call past it answers partially and a second call continues; 0 = no budget. */
  callBudgetMs: number;
  /** `--worker-start-timeout-ms`: a tool worker not ready this long after it started is killed and started again. */
  workerStartTimeoutMs: number;
  /** `--worker-idle-ms`: a tool worker with no call this long is stopped (worker-pool.ts); 0 = never. */
  workerIdleMs: number;
  /** After SIGTERM/SIGINT/SIGHUP: how long requests in flight may still run before they answer TIMEOUT. */
  shutdownGraceMs: number;
  /** `--output-dir`: where depict/depict_grid save a picture when a call asks (`save: true`); absolute. Unset: nothing is written. */
  outputDir: string | undefined;
  /** `--data-dir` (repeatable): the directories library tools may read compound files from; absolute. Empty: no file is read. */
  dataDirs: string[];
  /** `--offline`: name_to_smiles reads names with the built-in parser only; nothing ever leaves the process. */
  offline: boolean;
  /** `--tools` (src/tools/profiles.ts): the names of the tools served; undefined: every tool. */
  tools: readonly string[] | undefined;
}

export type CliCommand =
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "licenses" }
  | { kind: "serve"; options: CliOptions };

/** Exit codes (README, "Exit codes"); the usage text lists them too. */
export const EXIT_CODES = {
  ok: 0,
  /** Something unexpected: a bug, or an environment the server cannot run in. */
  failure: 1,
  usage: 2,
  /** HTTP: the address and port cannot be bound (in use by another process, or not an address of this machine). */
  cannotListen: 3,
} as const;

export class UsageError extends Error {
  override name = "UsageError";
}

/** Words laid out from column `indent` up to `width`, one line of the usage text each (no trailing newline). */
function wrapped(text: string, indent: number, width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.map((text) => " ".repeat(indent) + text).join("\n");
}

/**
 * The options a host passes a setting's value to as `--OPTION=VALUE` (the .mcpb bundle's, scripts/build-mcpb.ts):
 * written with nothing after the `=`, each keeps its default, so a setting left empty never breaks the start.
 */
export const BLANK_MEANS_DEFAULT: ReadonlySet<string> = new Set([
  "--tools",
  "--output-dir",
  "--data-dir",
  "--tool-timeout-ms",
  "--library-timeout-ms",
]);

const BLANK_MEANS_DEFAULT_NOTE = wrapped(
  `Written --OPTION= with nothing after the =, ${[...BLANK_MEANS_DEFAULT].join(", ")} keep their default (how a host passes a setting left empty).`,
  2,
  110,
);

/** The bounds of the time-limit options (the .mcpb settings offer the same). */
export const TIME_LIMIT_BOUNDS = {
  toolTimeoutMs: { min: 100, max: 3_600_000 },
  libraryTimeoutMs: { min: 1_000, max: 86_400_000 },
} as const;

export const USAGE = `Usage: chematic-mcp [options]

An MCP server with RDKit cheminformatics tools. Speaks MCP over stdio by default.

Options:
  --transport stdio|streamable-http   Transport (default: stdio)
  --bind ADDRESS                      HTTP: address to listen on (default 127.0.0.1)
  --port N                            HTTP: port, 0 = any free port (default 3000)
  --allow-non-loopback                HTTP: allow binding a non-loopback address (needs --allowed-host too)
  --allowed-host HOST[:PORT]          HTTP: accept requests whose Host header names this host (repeatable; without a
                                      port any port); loopback names are always accepted
  --allowed-origin ORIGIN             HTTP: accept requests from this Origin (repeatable)
  --max-concurrency N                 HTTP: requests served at once (default 16)
  --workers N                         Tool worker processes, each with its own RDKit (default: one per core, at
                                      most 4; one spare more is kept warm)
  --tool-timeout-ms N                 Time limit of one tool call; past it the call answers TIMEOUT (default 10000)
  --library-timeout-ms N              Time limit of one library tool call (every tool that takes a compound list
                                      or file: screen_library, scaffold_analysis, substructure_search,
                                      similarity_search, cluster_molecules, diversity_pick); past it the call
                                      answers TIMEOUT (default 300000)
  --call-budget-ms N                  Budget of one library tool call, from its arrival: past it the call answers
                                      with the work done so far, marked partial, and calling again (same
                                      arguments, or its resume token) continues (default 45000, inside clients'
                                      ~60 s cut; 0 = none)
  --worker-start-timeout-ms N         A tool worker not ready this long after it started (loading RDKit) is killed
                                      and started again, with back-off (default 60000; raise it under emulation)
  --worker-idle-ms N                  A tool worker with no call this long is stopped and its memory given back,
                                      all but one, and that one is renewed from the spare if its memory grew;
                                      workers start again when calls wait (default 30000; 0 = never)
  --shutdown-grace-ms N               stdio: on SIGTERM/SIGINT/SIGHUP stop reading, give the requests in flight this
                                      long, answer the rest TIMEOUT, exit 0 (default 10000; a second signal ends the
                                      grace period at once, a third exits at once)
  --output-dir DIR                    An existing directory where depict and depict_grid save the picture when a
                                      call asks (save: true), named by its content hash; without it nothing is
                                      ever written to disk
  --data-dir DIR                      An existing directory whose compound files (.smi, .csv, .tsv, .sdf, each
                                      also .gz) the library tools may read (repeatable; relative file paths
                                      resolve against the first); without it no file is ever read
  --data-dirs [DIR ...]               The same for every following argument up to the next option, none allowed
                                      (for hosts that expand a list of folders into arguments: .mcpb bundles)
  --offline                           name_to_smiles reads names with the built-in parser only and never asks
                                      PubChem: nothing ever leaves the process (a name it cannot read is
                                      INVALID_NAME)
  --tools LIST                        Serve only these tools (default: all): group and tool names, comma-
                                      separated, combined (repeatable); -NAME leaves a group or tool out, e.g.
                                      --tools core,depict or --tools all,-library. Groups (an unknown name
                                      lists their tools):
${wrapped(`${Object.keys(TOOL_GROUPS).join(", ")}`, 38, 110)}
  -h, --help                          Show this help and exit
  -v, --version                       Print the version and exit
  --licenses                          Print the licence of chematic-mcp and of the third-party software it
                                      embeds (RDKit, OpenChemLib, Ajv, Bun, ...) and exit

${BLANK_MEANS_DEFAULT_NOTE}

Exit codes:
  0  normal end (end of input on stdio, SIGINT/SIGTERM)
  1  unexpected failure
  2  usage error (bad option or value)
  3  HTTP: the address and port are already in use, or cannot be bound

Environment:
  CHEMATIC_PUBCHEM_URL                Base URL of the PubChem REST service (name_to_smiles)
  CHEMATIC_LIBRARY_CACHE_MB           Memory for cached library fingerprints, least recently used dropped first
                                      (default 1024; 0 turns the cache off)
`;

const HTTP_ONLY = new Set([
  "--bind",
  "--port",
  "--allow-non-loopback",
  "--allowed-origin",
  "--allowed-host",
  "--max-concurrency",
]);

function allowedHostOption(value: string | undefined): string {
  if (value === undefined || parseAllowedHost(value) === undefined) {
    const got = value === undefined ? "" : ` (got ${JSON.stringify(value)})`;
    throw new UsageError(
      `--allowed-host needs a host name or IP address, optionally with :PORT, e.g. mcp.example.org, 10.0.0.5:3000 or [fd00::1]${got}`,
    );
  }
  return value;
}

/**
 * A non-loopback HTTP bind needs both --allow-non-loopback (there is no
 * authentication) and --allowed-host (without it every browser request
 * would fail the Host rule, and turning that rule off would allow DNS rebinding).
 */
function checkNonLoopbackBind(options: CliOptions): void {
  if (options.transport !== "streamable-http" || isLoopbackBind(options.bind)) return;
  const consent =
    "the HTTP transport has no authentication, so add --allow-non-loopback only behind a reverse proxy that provides TLS and authentication";
  const hosts =
    "name each host clients use to reach the server with --allowed-host HOST (requests with any other Host header are refused: DNS-rebinding protection)";
  const prefix = `--bind ${options.bind} is not a loopback address`;
  if (!options.allowNonLoopback && options.allowedHosts.length === 0) {
    throw new UsageError(`${prefix}; it needs --allow-non-loopback and --allowed-host: ${consent}, and ${hosts}`);
  }
  if (!options.allowNonLoopback) throw new UsageError(`${prefix}; it needs --allow-non-loopback: ${consent}`);
  if (options.allowedHosts.length === 0) throw new UsageError(`${prefix}; it needs --allowed-host: ${hosts}`);
}

/** The directory must exist already: the server writes files into it (--output-dir) or reads from it (--data-dir), never creates it. */
function directoryOption(flag: string, value: string | undefined): string {
  if (!value) throw new UsageError(`${flag} needs a directory`);
  const dir = resolve(value);
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // missing or unreadable: reported below
  }
  if (!isDirectory) throw new UsageError(`${flag} ${value} is not an existing directory`);
  return dir;
}

function integerOption(flag: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${flag} needs a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`${flag} must be from ${min} to ${max}`);
  return n;
}

export function parseArgs(argv: readonly string[]): CliCommand {
  const options: CliOptions = {
    transport: "stdio",
    bind: "127.0.0.1",
    port: 3000,
    allowNonLoopback: false,
    allowedOrigins: [],
    allowedHosts: [],
    maxConcurrency: 16,
    workers: undefined,
    toolTimeoutMs: DEFAULT_TOOL_TIMEOUT_MS,
    libraryTimeoutMs: DEFAULT_LIBRARY_TIMEOUT_MS,
    callBudgetMs: DEFAULT_CALL_BUDGET_MS,
    workerStartTimeoutMs: DEFAULT_START_TIMEOUT_MS,
    workerIdleMs: DEFAULT_IDLE_MS,
    shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS,
    outputDir: undefined,
    dataDirs: [],
    offline: false,
    tools: undefined,
  };
  const toolLists: string[] = [];
  const seenHttpOptions: string[] = [];
  let seenStdioOption: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    if (inline === "" && BLANK_MEANS_DEFAULT.has(flag)) continue;
    if (HTTP_ONLY.has(flag)) seenHttpOptions.push(flag);
    switch (flag) {
      case "--help":
      case "-h":
        return { kind: "help" };
      case "--version":
      case "-v":
      case "-V":
        return { kind: "version" };
      case "--licenses":
      case "--licences":
        return { kind: "licenses" };
      case "--transport": {
        const transport = value();
        if (transport !== "stdio" && transport !== "streamable-http")
          throw new UsageError("--transport must be stdio or streamable-http");
        options.transport = transport;
        break;
      }
      case "--bind": {
        const bind = value();
        if (!bind) throw new UsageError("--bind needs an address");
        options.bind = bind;
        break;
      }
      case "--port":
        options.port = integerOption(flag, value(), 0, 65535);
        break;
      case "--allow-non-loopback":
        options.allowNonLoopback = true;
        break;
      case "--allowed-origin": {
        const origin = value();
        if (!origin) throw new UsageError("--allowed-origin needs an origin, e.g. http://localhost:5173");
        options.allowedOrigins.push(origin);
        break;
      }
      case "--allowed-host":
        options.allowedHosts.push(allowedHostOption(value()));
        break;
      case "--max-concurrency":
        options.maxConcurrency = integerOption(flag, value(), 1, 1024);
        break;
      case "--workers":
        options.workers = integerOption(flag, value(), 1, 64);
        break;
      case "--tool-timeout-ms":
        options.toolTimeoutMs = integerOption(
          flag,
          value(),
          TIME_LIMIT_BOUNDS.toolTimeoutMs.min,
          TIME_LIMIT_BOUNDS.toolTimeoutMs.max,
        );
        break;
      case "--library-timeout-ms":
        options.libraryTimeoutMs = integerOption(
          flag,
          value(),
          TIME_LIMIT_BOUNDS.libraryTimeoutMs.min,
          TIME_LIMIT_BOUNDS.libraryTimeoutMs.max,
        );
        break;
      case "--call-budget-ms":
        options.callBudgetMs = integerOption(flag, value(), 0, 86_400_000);
        break;
      case "--worker-start-timeout-ms":
        options.workerStartTimeoutMs = integerOption(flag, value(), 1_000, 3_600_000);
        break;
      case "--worker-idle-ms": {
        const idleMs = integerOption(flag, value(), 0, 86_400_000);
        if (idleMs > 0 && idleMs < 1_000) throw new UsageError(`${flag} must be 0 (never) or from 1000 to 86400000`);
        options.workerIdleMs = idleMs;
        break;
      }
      case "--shutdown-grace-ms":
        seenStdioOption = flag;
        options.shutdownGraceMs = integerOption(flag, value(), 0, 3_600_000);
        break;
      case "--output-dir":
        options.outputDir = directoryOption(flag, value());
        break;
      case "--data-dir":
        options.dataDirs.push(directoryOption(flag, value()));
        break;
      case "--data-dirs":
        // Zero or more: a host expands a list setting into separate arguments, and an empty list into none.
        if (inline !== undefined) {
          if (inline !== "") options.dataDirs.push(directoryOption(flag, inline));
        } else
          while (i + 1 < argv.length && !(argv[i + 1] as string).startsWith("-"))
            options.dataDirs.push(directoryOption(flag, argv[++i]));
        break;
      case "--tools": {
        const list = value();
        if (list === undefined) throw new UsageError(`--tools needs a list of groups and tools, e.g. core,depict`);
        toolLists.push(list);
        break;
      }
      case "--offline":
        // "--offline=true|false" too, for hosts that pass a setting's value (the .mcpb user setting).
        if (inline === undefined || inline === "true") options.offline = true;
        else if (inline === "false") options.offline = false;
        else throw new UsageError("--offline takes no value, or =true / =false");
        break;
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  if (options.transport === "stdio" && seenHttpOptions.length > 0) {
    throw new UsageError(`${seenHttpOptions[0]} only applies to --transport streamable-http`);
  }
  if (options.transport === "streamable-http" && seenStdioOption) {
    throw new UsageError(
      `${seenStdioOption} only applies to --transport stdio (HTTP waits up to 10 s for the requests in flight)`,
    );
  }
  checkNonLoopbackBind(options);
  if (toolLists.length > 0) {
    const profile = resolveToolProfile(toolLists);
    if (!profile.ok) throw new UsageError(profile.message);
    options.tools = profile.tools;
  }
  return { kind: "serve", options };
}
