/**
 * A lean stdio JSON-RPC client for measurements (lab/bench/workers.ts, lab/stress/robustness-cases.ts):
 * answers are matched to their request by id through a Map (harness/stdio-client.ts keeps every
 * answer and searches them, which is fine for tests but costs the client time in a benchmark), and
 * answers can be dropped as they arrive (`keep: false`) so the client's own memory stays flat.
 */
import type { Subprocess } from "bun";
import { takeLines } from "../../harness/lines.ts";

export const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0" },
};

export interface Answer {
  id?: string | number | null;
  result?: { isError?: boolean; structuredContent?: Record<string, unknown> & { error?: { code?: string } } } & Record<
    string,
    unknown
  >;
  error?: { code: number; message: string; data?: unknown };
}

export const toolCall = (id: string | number, name: string, args: unknown): string =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args, _meta: META } });

/** The outcome of one tools/call answer: "ok", a domain error code, or "rpc <code>". */
export function outcomeOf(answer: Answer): string {
  if (answer.error) return `rpc ${answer.error.code}`;
  if (answer.result?.isError) return String(answer.result.structuredContent?.error?.code ?? "isError");
  return "ok";
}

export class RpcPipe {
  readonly process: Subprocess<"pipe", "pipe", "pipe">;
  private readonly waiting = new Map<string, (answer: Answer) => void>();
  /** Every answer (when `keep`), in arrival order. */
  readonly answers: Answer[] = [];
  answerCount = 0;
  stderr = "";
  readonly exited: Promise<number>;
  /** Called for each answer as it arrives (after the waiter, if any). */
  onAnswer: ((answer: Answer, at: number) => void) | undefined;

  constructor(
    command: string[],
    readonly keep = true,
  ) {
    this.process = Bun.spawn(command, { stdin: "pipe", stdout: "pipe", stderr: "pipe" });
    this.exited = this.process.exited;
    void this.read();
    void this.readStderr();
  }

  get pid(): number {
    return this.process.pid;
  }

  private async read(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of this.process.stdout) {
      buffer += decoder.decode(chunk, { stream: true });
      const { lines, rest } = takeLines(buffer);
      buffer = rest;
      for (const line of lines) {
        const answer = JSON.parse(line) as Answer;
        const at = performance.now();
        this.answerCount++;
        if (this.keep) this.answers.push(answer);
        const key = JSON.stringify(answer.id ?? null);
        const waiter = this.waiting.get(key);
        if (waiter) {
          this.waiting.delete(key);
          waiter(answer);
        }
        this.onAnswer?.(answer, at);
      }
    }
  }

  private async readStderr(): Promise<void> {
    const decoder = new TextDecoder();
    for await (const chunk of this.process.stderr) this.stderr += decoder.decode(chunk, { stream: true });
  }

  write(text: string): void {
    this.process.stdin.write(text);
    void this.process.stdin.flush();
  }

  /** Sends one line (a JSON-RPC request with this id) and resolves with its answer. */
  send(id: string | number, line: string, timeoutMs = 120_000): Promise<Answer> {
    const key = JSON.stringify(id);
    const answer = new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        reject(new Error(`no answer for ${key} within ${timeoutMs} ms; stderr: ${this.stderr.slice(-2000)}`));
      }, timeoutMs);
      this.waiting.set(key, (a) => {
        clearTimeout(timer);
        resolve(a);
      });
    });
    this.write(`${line}\n`);
    return answer;
  }

  call(id: string | number, name: string, args: unknown, timeoutMs?: number): Promise<Answer> {
    return this.send(id, toolCall(id, name, args), timeoutMs);
  }

  /** Waits until `count` answers have arrived in total. */
  async waitForCount(count: number, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.answerCount < count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} answers (have ${this.answerCount})`);
      await Bun.sleep(5);
    }
  }

  async close(): Promise<number> {
    this.process.stdin.end();
    return this.exited;
  }
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0
    ? Number.NaN
    : n % 2
      ? (s[(n - 1) / 2] as number)
      : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
};
export const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
};
export const round = (x: number, digits = 1): number => +x.toFixed(digits);
