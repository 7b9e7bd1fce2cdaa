/**
 * Seeded fuzzing of the server over stdio: random bytes, mutated JSON-RPC, calls of every registered tool with
 * arguments made from its input schema,
 * mutated SMILES/SMARTS/MolJSON, recursive SMARTS 1–400 deep and SMARTS built
 * from parts, huge and deeply nested values, and name_to_smiles names made of path
 * characters (`.`, `..`, `/`, `%2F`, `?`, `#`…) against a local PubChem that records
 * every path it is asked for: each must name the one endpoint with the name as one segment.
 *
 *   bun lab/stress/fuzz-stdio.ts [--inputs N] [--seed S] [--binary PATH] [--out FILE]
 *
 * Checks: every answer is one well-formed JSON-RPC response of at most 1 MiB; every
 * request the fuzzer knows to be a request with an id gets exactly one answer; no id is
 * answered twice; the process never exits and answers a final ping; no worker is left broken:
 * every 10,000 inputs and after the last one, 10 normal calls of 10 different tools must all
 * succeed. Bounded in count and time (loopback only: it talks to a child process over pipes).
 *
 * Memory is the resident memory of the server process and all its descendants (the tool worker
 * processes), summed (lab/stress/process-tree.ts); the server process alone is reported beside it.
 * Worker processes are counted by their distinct pids, sampled every 100 ms.
 */
import { parseArgs } from "node:util";
import { writeFileSync } from "node:fs";
import { SAMPLE_ARGUMENTS } from "../../harness/binary.ts";
import { startFakePubChem } from "../../harness/fake-pubchem.ts";
import { ANSWER_WAIT_MS, StdioServer } from "../../harness/stdio-client.ts";
import { seededRandom } from "../../src/chem/random.ts";
import { tools } from "../../src/tools/registry.ts";
import { TreeSampler, childPids, rssKiB } from "./process-tree.ts";

const { values } = parseArgs({
  options: {
    inputs: { type: "string", default: "100000" },
    seed: { type: "string", default: "20261130" },
    binary: { type: "string" },
    out: { type: "string" },
  },
});
const total = Number(values.inputs);
if (values.binary) process.env.CHEMATIC_BINARY = values.binary;

const random = seededRandom(Number(values.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (n: number): number => Math.floor(random() * n);

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};
const SMILES = [
  "CCO",
  "c1ccccc1",
  "CC(=O)Oc1ccccc1C(=O)O",
  "C[C@H](N)C(=O)O",
  "[Na+].[Cl-]",
  "F/C=C/F",
  "c1ccc2[nH]ccc2c1",
  "O=C1C(=Cc2ccccc2)SC(=S)N1",
  "[13CH4]",
  "C1CC2CCC1C2",
];
const SMARTS = ["[#6]", "C(=O)[OH]", "[$(C=O)]", "*~*", "[R2]", "c1ccccc1", "[N;!H0]"];
const ALPHABET = "CNOSPFIBrcnosp()[]=#@+-123456789%/\\.*:~$!;,&HXxZz{}\"' \t";

function mutateText(text: string): string {
  let out = text;
  for (let i = 0, n = 1 + int(4); i < n; i++) {
    const at = int(out.length + 1);
    switch (int(4)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + 1);
        break;
      case 1:
        out = out.slice(0, at) + pick([...ALPHABET]) + out.slice(at);
        break;
      case 2:
        out = out.slice(0, at) + out.slice(at).split("").reverse().join("");
        break;
      default:
        out = out + out.slice(0, at);
    }
  }
  return out;
}

// SMARTS built from parts: atom primitives joined by logical operators, bonds, branches, ring closures, recursion.
const PRIMITIVES = [
  "#6",
  "#7",
  "#8",
  "#16",
  "C",
  "c",
  "N",
  "n",
  "O",
  "a",
  "A",
  "*",
  "R",
  "R2",
  "r6",
  "X3",
  "H1",
  "D2",
  "v4",
  "+0",
  "-",
  "x2",
  "!R",
  "$(C=O)",
  "$(*~[#7])",
];
const BONDS = ["", "", "-", "=", "#", ":", "~", "@", "!@", "-,="];

function atomExpression(): string {
  const terms = Array.from({ length: 1 + int(3) }, () => (random() < 0.2 ? "!" : "") + pick(PRIMITIVES));
  return `[${terms.reduce((all, term) => all + pick([";", "&", ",", ""]) + term)}]`;
}

function combinatorialSmarts(): string {
  let out = "";
  let open = 0;
  let ring = false;
  for (let i = 0, n = 1 + int(8); i < n; i++) {
    if (i > 0) out += pick(BONDS);
    out += random() < 0.6 ? atomExpression() : pick(["C", "c", "N", "O", "*", "a"]);
    if (i > 0 && !ring && random() < 0.15) {
      out += "1";
      ring = true;
    } else if (ring && random() < 0.3) {
      out += "1";
      ring = false;
    }
    if (random() < 0.2) {
      out += "(";
      open++;
    } else if (open > 0 && random() < 0.4) {
      out += ")";
      open--;
    }
  }
  if (ring) out += "1";
  return out + ")".repeat(open);
}

/** A recursive SMARTS nested 1–400 deep (past 32 the server refuses it before RDKit; ~165–205 deep broke RDKit's instance). */
function recursiveSmarts(): string {
  const depth = 1 + int(400);
  const open = pick(["[$(", "[C;$(", "[!$(", "[$(*~", "[#6,#7;$("]);
  const core = random() < 0.5 ? atomExpression() : pick(["C", "*", "O"]);
  return open.repeat(depth) + core + ")]".repeat(depth);
}

function argumentsFor(tool: string): Record<string, unknown> {
  const smiles = random() < 0.6 ? mutateText(pick(SMILES)) : pick(SMILES);
  switch (tool) {
    case "tanimoto":
      return { smiles1: smiles, smiles2: pick(SMILES) };
    case "smarts_match": {
      const roll = random();
      const smarts =
        roll < 0.25
          ? recursiveSmarts()
          : roll < 0.5
            ? combinatorialSmarts()
            : roll < 0.75
              ? mutateText(pick(SMARTS))
              : pick(SMARTS);
      return { smarts, smiles };
    }
    case "find_mcs":
      return { smiles_list: [smiles, pick(SMILES), pick(SMILES)].slice(0, 2 + int(2)) };
    case "moljson_to_smiles": {
      const doc = JSON.stringify({
        atoms: [
          { id: "a1", element: pick(["C", "N", "Xx", "O"]) },
          { id: "a2", element: "C" },
        ],
        bonds: [{ id: "b1", source_id: "a1", target_id: pick(["a2", "a9"]), order: pick([1, 2, 1.5, 7]) }],
      });
      return { json: random() < 0.5 ? mutateText(doc) : doc };
    }
    case "representation_router":
      return { smiles, task: pick(["identification", "editing", "shortest_path", "default", "nonsense"]) };
    case "molecule_context_pack":
      return { smiles, format: pick(["json", "markdown", "prompt"]) };
    case "generate_3d":
      return random() < 0.5 ? { smiles } : { smiles, seed: pick([0, 7, 2_147_483_647, -1, 1.5]) };
    default:
      return argumentsFromSchema(tool, smiles);
  }
}

/** One property of a tool's input schema, as far as the fuzzer reads it. */
interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  items?: PropertySchema;
  anyOf?: PropertySchema[];
  minimum?: number;
  maximum?: number;
}

/**
 * Arguments for any other tool from its input schema: every required property (one in 30 left out) and a third of
 * the optional ones, each filled by its type and name (SMILES, SMARTS, reaction SMARTS, enum values, edge-case
 * numbers, lists of SMILES and {id, smiles} entries). A new tool is fuzzed without a line here. Never `file` (no
 * --data-dir is given, so it is refused anyway) or `save` (which writes files).
 */
function argumentsFromSchema(tool: string, smiles: string): Record<string, unknown> {
  const schema = TOOL_SCHEMAS.get(tool) as { properties?: Record<string, PropertySchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (name === "file" || name === "save") continue;
    const wanted = required.has(name) ? random() > 1 / 30 : random() < 1 / 3;
    if (wanted) args[name] = valueFor(name, property, smiles);
  }
  return args;
}

const REACTION_SMARTS = [
  "[C:1](=[O:2])[OX2H1].[N;!H0:3]>>[C:1](=[O:2])[N:3]",
  "[c:1][Br,I].[c:2]B(O)O>>[c:1][c:2]",
  "[C:1]=[C:2]>>[C:1][C:2]",
  "CC(=O)O.OCC>>CC(=O)OCC",
  "[C:1]=[O:2]>>[C:1][O:2]",
];

function valueFor(name: string, property: PropertySchema, smiles: string): unknown {
  if (property.enum) return random() < 0.9 ? pick(property.enum) : "nonsense";
  if (property.anyOf) return valueFor(name, pick(property.anyOf), smiles);
  const type = Array.isArray(property.type) ? pick(property.type) : property.type;
  switch (type) {
    case "string":
      if (/reaction/.test(name)) return random() < 0.5 ? mutateText(pick(REACTION_SMARTS)) : pick(REACTION_SMARTS);
      if (/smarts|^query$/.test(name)) return random() < 0.5 ? mutateText(pick(SMARTS)) : pick(SMARTS);
      if (/smiles|align_to|id$/.test(name)) return random() < 0.5 ? smiles : pick(SMILES);
      return random() < 0.5 ? "" : mutateText("label text");
    case "integer":
      return pick([
        0,
        1,
        2,
        3,
        7,
        -1,
        1_000_000,
        property.minimum ?? 0,
        property.maximum ?? 10,
        (property.maximum ?? 10) + 1,
      ]);
    case "number":
      return pick([0, 0.4, 0.7, 1, 1.5, -0.5, property.minimum ?? 0, property.maximum ?? 1]);
    case "boolean":
      return random() < 0.5;
    case "array": {
      const items = property.items ?? { type: "string" };
      const entry = (i: number): unknown =>
        items.anyOf && random() < 0.3
          ? { id: `m${i}`, smiles: i === 0 ? smiles : pick(SMILES) }
          : items.type === "string" && !items.enum
            ? i === 0
              ? smiles
              : pick(SMILES)
            : valueFor(name, items, smiles);
      return Array.from({ length: int(6) }, (_, i) => entry(i));
    }
    case "object":
      return random() < 0.5 ? {} : { mw: { max: pick([500, -1, "x"]) }, logp: { min: 0 } };
    default:
      return null;
  }
}

/** Every registered tool but name_to_smiles, which has its own inputs (path-character names against the local PubChem). */
const TOOLS = tools.map((tool) => tool.name).filter((name) => name !== "name_to_smiles");
const TOOL_SCHEMAS = new Map(tools.map((tool) => [tool.name, tool.inputSchema]));

interface Input {
  line: Uint8Array;
  /** Set when the fuzzer knows this is a well-formed request with this id: it must be answered once. */
  expectId?: string;
}

let serial = 0;
const encoder = new TextEncoder();
const asLine = (text: string): Uint8Array => encoder.encode(`${text}\n`);

/** A name for name_to_smiles made of path characters: it must reach PubChem as exactly one path segment. */
function pathName(): string {
  const parts = [".", "..", "/", "\\", "%2F", "%2e%2e", "?", "#", "%", " ", "aspirin", "..%2F..", "//", "@", ";", "&"];
  let name = "";
  for (let i = 0, n = 1 + int(4); i < n; i++) name += pick(parts);
  return name;
}

function makeInput(): Input {
  const id = `f${serial++}`;
  const roll = random();
  if (roll < 0.01) {
    return {
      line: asLine(
        JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name: "name_to_smiles", arguments: { name: pathName() }, _meta: META },
        }),
      ),
      expectId: id,
    };
  }
  if (roll < 0.4) {
    // A well-formed tools/call (arguments may be chemically garbage): must get exactly one answer.
    const tool = pick(TOOLS);
    return {
      line: asLine(
        JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name: tool, arguments: argumentsFor(tool), _meta: META },
        }),
      ),
      expectId: id,
    };
  }
  if (roll < 0.5) {
    const method = pick(["tools/list", "server/discover", "ping", "initialize", "resources/list"]);
    return { line: asLine(JSON.stringify({ jsonrpc: "2.0", id, method, params: { _meta: META } })), expectId: id };
  }
  if (roll < 0.75) {
    // Mutated JSON-RPC text: anything may happen, but never more than one answer per line.
    // Its own id prefix: a deleted character must not turn it into another line's "f…" id.
    const base = JSON.stringify({
      jsonrpc: "2.0",
      id: `m${serial}`,
      method: "tools/call",
      params: { name: pick(TOOLS), arguments: argumentsFor("parse_smiles"), _meta: META },
    });
    return { line: asLine(mutateText(base).replace(/\n/g, "")) };
  }
  if (roll < 0.85) {
    // Random bytes, including invalid UTF-8 (no newline inside).
    const bytes = new Uint8Array(1 + int(200)).map(() => {
      const b = int(256);
      return b === 0x0a ? 0x20 : b;
    });
    return { line: new Uint8Array([...bytes, 0x0a]) };
  }
  if (roll < 0.9) {
    const depth = 30 + int(100);
    return {
      line: asLine(
        `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"x":${"[".repeat(depth)}${"]".repeat(depth)}}}`,
      ),
      expectId: id,
    };
  }
  if (roll < 0.95) {
    // Huge values: long SMILES (under and over 100,000 bytes), long strings, long arrays.
    const kind = int(3);
    const smiles = kind === 0 ? "C".repeat(90_000 + int(20_000)) : "CO".repeat(100 + int(500));
    const params =
      kind === 2
        ? { x: Array(9_000 + int(2_000)).fill(1), _meta: META }
        : { name: "canonical_smiles", arguments: { smiles }, _meta: META };
    return {
      line: asLine(JSON.stringify({ jsonrpc: "2.0", id, method: kind === 2 ? "ping" : "tools/call", params })),
      expectId: id,
    };
  }
  // Notifications and responses: no answer expected.
  return {
    line: asLine(
      JSON.stringify(
        random() < 0.5 ? { jsonrpc: "2.0", method: "notifications/initialized" } : { jsonrpc: "2.0", id, result: {} },
      ),
    ),
  };
}

// A local PubChem for name_to_smiles: every path it is asked for must be the one endpoint with the name as one segment.
const pubchem = await startFakePubChem();
const server = new StdioServer(["--tool-timeout-ms", "5000"], { CHEMATIC_PUBCHEM_URL: pubchem.url });
// The server and its tool worker processes: RSS summed over the tree, worker pids counted (sampled every 100 ms).
const tree = new TreeSampler(server.process.pid, 100).start();
const rssSamples: Array<{ inputs: number; rss_mib: number; server_process_rss_mib: number; processes: number }> = [];
const sampleRss = (inputs: number): void => {
  tree.sample();
  rssSamples.push({
    inputs,
    rss_mib: +tree.lastRssMiB.toFixed(0),
    server_process_rss_mib: +(rssKiB(server.process.pid) / 1024).toFixed(0),
    processes: 1 + childPids(server.process.pid).length,
  });
};

/** Ten normal calls of ten different tools, sent together: every one must succeed, or a worker is broken. */
const CHECK_TOOLS = [
  "canonical_smiles",
  "calc_properties",
  "smarts_match",
  "find_mcs",
  "tanimoto",
  "pains_check",
  "admet_profile",
  "smiles_to_moljson",
  "retrosynthesis",
  "molecule_context_pack",
];
const brokenChecks: Array<{ inputs: number; failed: Array<{ tool: string; answer: string }> }> = [];
let checkRounds = 0;
let checkSerial = 0;
async function checkWorkers(inputs: number): Promise<void> {
  checkRounds++;
  const ids = CHECK_TOOLS.map((tool) => {
    const id = `check${checkSerial++}`;
    server.send({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: tool, arguments: SAMPLE_ARGUMENTS[tool], _meta: META },
    });
    return { id, tool };
  });
  const failed: Array<{ tool: string; answer: string }> = [];
  for (const { id, tool } of ids) {
    // The harness's wait (300 s), not a shorter one: two suites on two cores (load 40) kept an answer past 120 s.
    const answer = await server.response(id, ANSWER_WAIT_MS);
    if (answer.error || answer.result?.isError) failed.push({ tool, answer: JSON.stringify(answer).slice(0, 300) });
  }
  if (failed.length > 0) brokenChecks.push({ inputs, failed });
}
const started = performance.now();
const expected = new Set<string>();
const knownLines = new Map<string, string>();
let sent = 0;
let bytesSent = 0;
const BATCH = 200;
const deadline = Date.now() + 40 * 60_000; // bounded in time whatever happens
while (sent < total && Date.now() < deadline) {
  const chunk: Uint8Array[] = [];
  for (let i = 0; i < BATCH && sent < total; i++, sent++) {
    const input = makeInput();
    if (input.expectId) {
      expected.add(input.expectId);
      knownLines.set(input.expectId, new TextDecoder().decode(input.line.subarray(0, 400)));
    }
    chunk.push(input.line);
    bytesSent += input.line.length;
  }
  server.write(Buffer.concat(chunk));
  if (sent % 10_000 === 0) {
    sampleRss(sent);
    await checkWorkers(sent);
  }
  // Back-pressure: keep at most a few batches of known requests outstanding.
  const answeredKnown = (): number =>
    server.received.filter((m) => typeof m.id === "string" && expected.has(m.id)).length;
  while (expected.size - answeredKnown() > 4 * BATCH)
    await server.waitForCount(server.received.length + 1, ANSWER_WAIT_MS);
}
if (sent % 10_000 !== 0) await checkWorkers(sent); // after the last input (already done when it fell on a 10,000)
const ping = await server.request({ id: "final-ping", method: "tools/list", params: { _meta: META } });
sampleRss(sent);
tree.stop();
const exitedEarly = server.process.exitCode !== null;
// End of input: the server finishes what is in flight, answers it, and exits; only then is everything counted.
const exitCode = await server.close();
const pubchemRequests = await pubchem.requests();
await pubchem.stop();
const PUBCHEM_PATH = /^\/rest\/pug\/compound\/name\/[^/]+\/property\/SMILES,ConnectivitySMILES\/JSON$/;
const offPath = pubchemRequests.filter((path) => !PUBCHEM_PATH.test(path));

const counts = new Map<string, number>();
let nullAnswers = 0;
let malformed = 0;
let oversize = 0;
for (const [i, message] of server.received.entries()) {
  const raw = server.rawLines[i] ?? "";
  if (encoder.encode(raw).length > 1_048_576) oversize++;
  const wellFormed = message.jsonrpc === "2.0" && "id" in message && "result" in message !== "error" in message;
  if (!wellFormed) malformed++;
  if (message.id === null) nullAnswers++;
  else counts.set(String(message.id), (counts.get(String(message.id)) ?? 0) + 1);
}
const missing = [...expected].filter((id) => !counts.has(id));
const duplicated = [...counts].filter(([id, n]) => n > 1 && expected.has(id)).map(([id]) => id);
const seconds = (performance.now() - started) / 1000;

const summary = {
  command: `bun lab/stress/fuzz-stdio.ts --inputs ${total} --seed ${values.seed}${values.binary ? ` --binary ${values.binary}` : ""}`,
  inputs: sent,
  megabytes_sent: +(bytesSent / 1e6).toFixed(1),
  known_requests: expected.size,
  answers: server.received.length,
  answers_with_id_null: nullAnswers,
  missing_answers: missing.length,
  duplicate_answers: duplicated.length,
  malformed_answers: malformed,
  answers_over_1_mib: oversize,
  process_exited_during_run: exitedEarly,
  final_ping_answered: ping.result !== undefined,
  exit_code_after_eof: exitCode,
  timeouts: server.received.filter((m) => JSON.stringify(m.result ?? {}).includes('"code":"TIMEOUT"')).length,
  engine_faults: (server.stderr.match(/WebAssembly engine failed/g) ?? []).length,
  // The requests (first 400 bytes) whose call faulted the engine, so each can be replayed and fixed.
  engine_fault_requests: server.received
    .filter((m) => JSON.stringify(m.result ?? {}).includes("WebAssembly engine failed on this input"))
    .map((m) => knownLines.get(String(m.id)) ?? String(m.id))
    .slice(0, 10),
  internal_errors: server.received.filter((m) => (m.error as { code?: number } | undefined)?.code === -32603).length,
  // Distinct worker process pids seen (members, spares and their replacements); 0 for a build with thread workers.
  worker_processes_seen: tree.descendantsSeen.size,
  worker_processes_at_end: (rssSamples.at(-1)?.processes ?? 1) - 1,
  workers_replaced: Math.max(0, tree.descendantsSeen.size - ((rssSamples.at(-1)?.processes ?? 1) - 1)),
  worker_crashes_logged: (server.stderr.match(/tool worker \d+ stopped/g) ?? []).length,
  pubchem_requests: pubchemRequests.length,
  pubchem_paths_not_one_segment: offPath.slice(0, 10),
  broken_worker_checks: {
    rounds: checkRounds,
    calls: checkRounds * CHECK_TOOLS.length,
    rounds_with_a_failure: brokenChecks.length,
    failures: brokenChecks,
  },
  server_rss: rssSamples,
  seconds: +seconds.toFixed(1),
};
console.log(JSON.stringify(summary, null, 2));
const slowest = server.received.filter((m) => JSON.stringify(m.result ?? {}).includes('"code":"TIMEOUT"')).slice(0, 5);
for (const m of slowest) console.error(`TIMEOUT: ${knownLines.get(String(m.id)) ?? m.id}`);
if (values.out) writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
const ok =
  offPath.length === 0 &&
  missing.length === 0 &&
  duplicated.length === 0 &&
  malformed === 0 &&
  oversize === 0 &&
  !exitedEarly &&
  exitCode === 0 &&
  brokenChecks.length === 0;
process.exit(ok ? 0 : 1);
