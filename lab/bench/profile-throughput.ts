/**
 * CPU profiles of the steady throughput case (lab/bench/throughput.ts), one side at a time:
 *
 *   bun lab/bench/profile-throughput.ts server <tool> [bursts=5] [dir=/tmp/prof-server]
 *   bun lab/bench/profile-throughput.ts worker <tool> [bursts=5] [dir=/tmp/prof-worker]
 *
 * server: the binary over stdio with BUN_OPTIONS="--cpu-prof-md" (its workers inherit it, but the pool ends them with
 *   SIGKILL, so only the server's main thread writes a profile, when its stdin closes): one warm-up burst and `bursts`
 *   bursts of 2,000 calls (NCI first_5K) written at once, the throughput case's steady phase.
 * worker: one tool worker (`--tool-worker`) started as the pool starts it, over an IPC channel of its own, fed the same
 *   calls one at a time as the pool does; the channel is then closed and the worker exits by itself, writing its
 *   profile (IPC decode and encode, argument and result checks, parse, compute, result shaping).
 * Then: bun lab/bench/profile-summary.ts <dir>/CPU.*.md "title"
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { toolCall } from "../stress/rpc-pipe.ts";

const [side = "server", tool = "calc_properties", burstsText = "5", dirArg] = process.argv.slice(2);
const bursts = Number(burstsText);
const dir = dirArg ?? `/tmp/prof-${side}`;
mkdirSync(dir, { recursive: true });
// From source, so that the profile names our functions and lines (the compiled binary's are its bundle's); the code
// is the same. CHEMATIC_BINARY=dist/chematic-mcp profiles the binary itself.
const REPO = join(import.meta.dir, "..", "..");
const command = process.env.CHEMATIC_BINARY
  ? [process.env.CHEMATIC_BINARY]
  : [process.execPath, join(REPO, "src", "main.ts")];
const env = { ...process.env, BUN_OPTIONS: `--cpu-prof-md --cpu-prof-dir=${dir}` };
const smiles = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .map((line) => line.split(/\s+/)[0] ?? "")
  .filter((s) => s.length > 0)
  .slice(0, 2_000);

async function serverSide(): Promise<void> {
  const proc = Bun.spawn(command, { stdin: "pipe", stdout: "pipe", stderr: "inherit", env });
  let count = 0;
  let buffer = "";
  const decoder = new TextDecoder();
  const reading = (async () => {
    for await (const chunk of proc.stdout) {
      buffer += decoder.decode(chunk, { stream: true });
      let at = buffer.indexOf("\n");
      while (at !== -1) {
        count++;
        buffer = buffer.slice(at + 1);
        at = buffer.indexOf("\n");
      }
    }
  })();
  const burst = async (label: string): Promise<void> => {
    const target = count + smiles.length;
    proc.stdin.write(`${smiles.map((s, i) => toolCall(`${label}${i}`, tool, { smiles: s })).join("\n")}\n`);
    await proc.stdin.flush();
    while (count < target) await Bun.sleep(5);
  };
  await burst("w");
  await Bun.sleep(7_000); // the spare has started and loaded
  const t0 = performance.now();
  for (let b = 0; b < bursts; b++) await burst(`b${b}-`);
  console.error(`${bursts} bursts of ${smiles.length} in ${(performance.now() - t0).toFixed(0)} ms`);
  proc.stdin.end();
  await reading;
  await proc.exited;
}

async function workerSide(): Promise<void> {
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  let answered: ((message: unknown) => void) | undefined;
  const proc = Bun.spawn([...command, "--tool-worker"], {
    stdin: "ignore",
    stdout: 2,
    stderr: "inherit",
    serialization: "json",
    env,
    ipc: (message: { type: string }) => {
      if (message.type === "ready") ready();
      else if (message.type === "result") answered?.(message);
    },
  });
  await isReady;
  let id = 1;
  const t0 = performance.now();
  for (let b = 0; b < bursts + 1; b++) {
    for (const s of smiles) {
      const answer = new Promise((resolve) => (answered = resolve));
      proc.send({ id: id++, tool, args: { smiles: s } });
      await answer;
    }
  }
  console.error(`${(bursts + 1) * smiles.length} calls in ${(performance.now() - t0).toFixed(0)} ms`);
  proc.disconnect();
  await proc.exited;
}

if (side === "worker") await workerSide();
else await serverSide();
