/**
 * Warm, in-process latency of every registry tool over NCI molecules, for one checkout or several compared in
 * the same run. Each checkout gets its own child process (its own `src/`, its own RDKit instance); the parent
 * sends them the same batches in turn, alternating who goes first each round (ABBA…), so a busy spell on this
 * shared machine falls on both. Every answer is digested, and the checkouts' answers are compared call by call.
 *
 *   bun lab/bench/tool-latency.ts [--root DIR[=LABEL]]... [--molecules 500] [--rounds 4] [--tools a,b] [--out FILE]
 *
 * Without --root it measures this checkout. Tools with a `smiles` argument get one NCI molecule per call
 * (/usr/share/RDKit/Data/NCI/first_5K.smi, every 10th); tanimoto gets two; the others run their first
 * example's arguments (SAMPLE_ARGUMENTS). generate_3d gets a fifth of the molecules (it is ~100× slower).
 * name_to_smiles asks a local stand-in for PubChem (harness/fake-pubchem.ts), so no call leaves the machine.
 * Handlers are called directly (no schema validation, no worker hop): what is measured is the tool's own work.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { basename, join, resolve } from "node:path";
import { createInterface } from "node:readline";

const HERE = import.meta.dir;
const REPO = resolve(HERE, "..", "..");
const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";

interface Batch {
  tool: string;
  calls: Record<string, unknown>[];
}
interface BatchResult {
  /** Milliseconds per call (wall clock). */
  times: number[];
  /** Milliseconds of CPU per call (user + system, all of the process's threads): far less disturbed by other load. */
  cpu: number[];
  /** Per call: a digest of the answer, or the error's code. */
  digests: string[];
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

/** A checkout's tools, served over stdin/stdout: one JSON batch a line in, one result a line out. */
async function child(root: string): Promise<void> {
  const { startFakePubChem } = (await import(
    join(REPO, "harness/fake-pubchem.ts")
  )) as typeof import("../../harness/fake-pubchem.ts");
  const pubchem = await startFakePubChem();
  process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
  const registry = (await import(join(root, "src/tools/registry.ts"))) as typeof import("../../src/tools/registry.ts");
  const rdkit = (await import(join(root, "src/chem/rdkit.ts"))) as typeof import("../../src/chem/rdkit.ts");
  await rdkit.loadRDKit();
  const byName = new Map(registry.tools.map((tool) => [tool.name, tool]));
  const signal = new AbortController().signal;
  process.stdout.write(`${JSON.stringify({ ready: [...byName.keys()] })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    const batch = JSON.parse(line) as Batch;
    const tool = byName.get(batch.tool);
    if (!tool) throw new Error(`no tool ${batch.tool} in ${root}`);
    const result: BatchResult = { times: [], cpu: [], digests: [] };
    for (const args of batch.calls) {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      let digest: string;
      try {
        const payload = await tool.handler(args, { signal });
        result.times.push(performance.now() - started);
        result.cpu.push(cpuMs(process.cpuUsage(cpuStarted)));
        digest = Bun.hash(JSON.stringify(payload)).toString(36);
      } catch (error) {
        result.times.push(performance.now() - started);
        result.cpu.push(cpuMs(process.cpuUsage(cpuStarted)));
        const code = (error as { code?: unknown }).code;
        digest = `error:${typeof code === "string" ? code : error instanceof Error ? error.message : String(error)}`;
      }
      result.digests.push(digest);
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  }
  await pubchem.stop();
}

const cpuMs = ({ user, system }: { user: number; system: number }): number => (user + system) / 1000;

class Checkout {
  readonly process;
  readonly #lines: AsyncIterator<string>;
  tools: string[] = [];
  constructor(
    readonly root: string,
    readonly label: string,
  ) {
    this.process = Bun.spawn(["bun", join(HERE, "tool-latency.ts"), "--child", root], {
      stdin: "pipe",
      stdout: "pipe",
      stderr: "inherit",
    });
    this.#lines = createInterface({ input: ReadableStreamToNode(this.process.stdout) })[Symbol.asyncIterator]();
  }
  async next<T>(): Promise<T> {
    const { value, done } = await this.#lines.next();
    if (done) throw new Error(`the child for ${this.root} ended`);
    return JSON.parse(value) as T;
  }
  async run(batch: Batch): Promise<BatchResult> {
    this.process.stdin.write(`${JSON.stringify(batch)}\n`);
    this.process.stdin.flush();
    return this.next<BatchResult>();
  }
  commit(): string {
    const head = Bun.spawnSync(["git", "-C", this.root, "rev-parse", "--short", "HEAD"]).stdout.toString().trim();
    const dirty = Bun.spawnSync(["git", "-C", this.root, "status", "--porcelain", "--untracked-files=no"])
      .stdout.toString()
      .trim();
    return dirty ? `${head} + uncommitted changes` : head;
  }
}

function ReadableStreamToNode(stream: ReadableStream<Uint8Array>): NodeJS.ReadableStream {
  // readline wants a Node stream; Bun's Readable.fromWeb makes one from the child's stdout.
  const { Readable } = require("node:stream") as typeof import("node:stream");
  return Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>);
}

const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function parent(): Promise<void> {
  const roots: Array<{ root: string; label: string }> = [];
  process.argv.forEach((arg, i) => {
    if (arg !== "--root") return;
    const [dir, label] = (process.argv[i + 1] as string).split("=");
    roots.push({ root: resolve(dir as string), label: label ?? basename(resolve(dir as string)) });
  });
  if (roots.length === 0) roots.push({ root: REPO, label: basename(REPO) });
  const molecules = Number(flag("--molecules") ?? 500);
  const rounds = Number(flag("--rounds") ?? 4);
  const only = flag("--tools")?.split(",");
  const out = flag("--out");

  const nci = readFileSync(NCI, "utf8")
    .split("\n")
    .map((line) => line.split(/\s+/)[0] ?? "")
    .filter((smiles) => smiles.length > 0);
  const picked = nci.filter((_, i) => i % 10 === 0);
  const warm = nci.filter((_, i) => i % 10 === 5).slice(0, 10);

  const checkouts = roots.map(({ root, label }) => new Checkout(root, label));
  for (const c of checkouts) c.tools = (await c.next<{ ready: string[] }>()).ready;
  const { SAMPLE_ARGUMENTS } = await import(join(roots[0]!.root, "src/tools/registry.ts"));
  const names = (checkouts[0]!.tools as string[]).filter((name) => !only || only.includes(name));
  for (const c of checkouts.slice(1)) {
    const missing = names.filter((n) => !c.tools.includes(n));
    if (missing.length > 0) throw new Error(`${c.label} lacks ${missing.join(", ")}`);
  }

  const callsFor = (name: string, smilesList: string[]): Record<string, unknown>[] => {
    const sample = (SAMPLE_ARGUMENTS as Record<string, Record<string, unknown>>)[name] ?? {};
    if ("smiles" in sample) return smilesList.map((smiles) => ({ ...sample, smiles }));
    if ("smiles1" in sample)
      return smilesList.map((smiles, i) => ({
        ...sample,
        smiles1: smiles,
        smiles2: smilesList[(i + 1) % smilesList.length],
      }));
    return smilesList.map(() => sample);
  };
  const perTool = (name: string): number => (name === "generate_3d" ? Math.ceil(molecules / 5) : molecules);

  const times = new Map<string, number[][]>(); // tool -> per checkout
  const cpu = new Map<string, number[][]>();
  const digests = new Map<string, string[][]>();
  const started = performance.now();
  for (const name of names) {
    // warm-up: JIT, compiled SMARTS, lazily loaded tables
    for (const c of checkouts) await c.run({ tool: name, calls: callsFor(name, warm) });
    times.set(
      name,
      checkouts.map(() => []),
    );
    cpu.set(
      name,
      checkouts.map(() => []),
    );
    digests.set(
      name,
      checkouts.map(() => []),
    );
  }
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const n = perTool(name);
      const chunk = picked.slice(0, n).filter((_, i) => i % rounds === round);
      const calls = callsFor(name, chunk);
      const order = checkouts.map((_, k) => k);
      if (round % 2 === 1) order.reverse();
      const toolStarted = performance.now();
      for (const k of order) {
        const result = await checkouts[k]!.run({ tool: name, calls });
        times.get(name)![k]!.push(...result.times);
        cpu.get(name)![k]!.push(...result.cpu);
        digests.get(name)![k]!.push(...result.digests);
      }
      if (process.argv.includes("--verbose"))
        console.error(`  ${name}: ${((performance.now() - toolStarted) / 1000).toFixed(1)} s`);
    }
    console.error(`round ${round + 1}/${rounds} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  for (const c of checkouts) c.process.stdin.end();

  const header = [
    "tool",
    "calls",
    "errors",
    ...checkouts.flatMap((c) => [`${c.label} median ms`, `${c.label} p90 ms`]),
    ...checkouts.map((c) => `${c.label} CPU median ms`),
  ];
  if (checkouts.length === 2) header.push("median ratio", "CPU median ratio", "answers differ");
  const rows = names.map((name) => {
    const t = times.get(name)!;
    const u = cpu.get(name)!;
    const d = digests.get(name)!;
    const errors = d[0]!.filter((x) => x.startsWith("error:")).length;
    const cells = [
      name,
      String(t[0]!.length),
      String(errors),
      ...t.flatMap((xs) => [quantile(xs, 0.5).toFixed(3), quantile(xs, 0.9).toFixed(3)]),
      ...u.map((xs) => quantile(xs, 0.5).toFixed(3)),
    ];
    if (checkouts.length === 2) {
      cells.push((quantile(t[1]!, 0.5) / quantile(t[0]!, 0.5)).toFixed(2));
      cells.push((quantile(u[1]!, 0.5) / quantile(u[0]!, 0.5)).toFixed(2));
      cells.push(String(d[0]!.filter((x, i) => x !== d[1]![i]).length));
    }
    return cells;
  });
  const table = [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
  const command = `bun lab/bench/tool-latency.ts ${process.argv.slice(2).join(" ")}`;
  const report = [
    `Run ${new Date().toISOString()}, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")} at the end, ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    "",
    `Command: \`${command}\``,
    "",
    ...checkouts.map((c) => `- ${c.label}: ${c.root} at ${c.commit()}`),
    "",
    table,
  ].join("\n");
  console.log(report);
  if (out) writeFileSync(out, `${report}\n`);
}

if (process.argv[2] === "--child") await child(resolve(process.argv[3] as string));
else await parent();
