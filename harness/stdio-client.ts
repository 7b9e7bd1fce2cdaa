/** Drives a chematic-mcp process over stdio, as an MCP client would: lines out, responses matched by id. */
import { spawn, type Subprocess } from "bun";
import { join } from "node:path";
import { takeLines } from "./lines.ts";

export const REPO = join(import.meta.dir, "..");

/**
 * How long a test waits for an answer, or for a server to start, before it fails with the server's stderr: far
 * past what a loaded machine (load 30 on 2 cores) takes for any call a test makes, and under the suite's 10-minute
 * per-test limit, so a missing answer fails with this message rather than a bare test timeout.
 */
export const ANSWER_WAIT_MS = 300_000;

/**
 * Server arguments for tests that check answers, not time limits (every tool through the SDK clients, the Inspector,
 * the examples): a tool limit no call of theirs reaches at load 30, where the default 10 s can be reached by a 3D
 * model or a first depiction on a loaded 2-core machine. Tests of a limit set their own.
 */
export const ANSWERS_NOT_LIMITS: readonly string[] = ["--tool-timeout-ms", "120000"];

/** The server command: the built binary when CHEMATIC_BINARY is set, else the source under Bun. */
export function serverCommand(extraArgs: string[] = []): string[] {
  const binary = process.env.CHEMATIC_BINARY;
  return binary ? [binary, ...extraArgs] : [process.execPath, join(REPO, "src", "main.ts"), ...extraArgs];
}

export interface RpcMessage {
  jsonrpc: string;
  id?: string | number | null;
  result?: Record<string, unknown> & {
    structuredContent?: Record<string, unknown>;
    content?: Array<{ type: string; text: string }>;
  };
  error?: { code: number; message: string; data?: unknown };
}

export class StdioServer {
  readonly process: Subprocess<"pipe", "pipe", "pipe">;
  readonly received: RpcMessage[] = [];
  readonly rawLines: string[] = [];
  private waiters: Array<() => void> = [];
  private stderrText = "";
  readonly exited: Promise<number>;

  constructor(args: string[] = [], env: Record<string, string> = {}) {
    this.process = spawn(serverCommand(args), {
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
      env: { ...process.env, ...env },
    });
    this.exited = this.process.exited;
    void this.readStdout();
    void this.readStderr();
  }

  private async readStdout(): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of this.process.stdout) {
      buffer += decoder.decode(chunk, { stream: true });
      const { lines, rest } = takeLines(buffer);
      buffer = rest;
      for (const line of lines) {
        this.rawLines.push(line);
        this.received.push(JSON.parse(line) as RpcMessage);
        for (const wake of this.waiters.splice(0)) wake();
      }
    }
  }

  private async readStderr(): Promise<void> {
    const decoder = new TextDecoder();
    for await (const chunk of this.process.stderr) this.stderrText += decoder.decode(chunk, { stream: true });
  }

  get stderr(): string {
    return this.stderrText;
  }

  write(data: string | Uint8Array): void {
    this.process.stdin.write(data);
    this.process.stdin.flush();
  }

  send(message: unknown): void {
    this.write(`${JSON.stringify(message)}\n`);
  }

  /** Waits until `count` responses have arrived in total. */
  async waitForCount(count: number, timeoutMs = ANSWER_WAIT_MS): Promise<RpcMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `timed out waiting for ${count} responses (have ${this.received.length}); stderr: ${this.stderrText}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  async response(id: string | number | null, timeoutMs = ANSWER_WAIT_MS): Promise<RpcMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((message) => message.id === id);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no response for id ${String(id)}; stderr: ${this.stderrText}`);
      await this.waitForCount(this.received.length + 1, deadline - Date.now());
    }
  }

  async request(message: { id: string | number | null; method: string; params?: unknown }): Promise<RpcMessage> {
    this.send({ jsonrpc: "2.0", ...message });
    return this.response(message.id);
  }

  async close(): Promise<number> {
    this.process.stdin.end();
    return this.exited;
  }

  kill(): void {
    this.process.kill();
  }
}

/**
 * The protocol keys of a modern-era request's `_meta`. Frozen: the suite runs its files in one process
 * (`--no-isolate`), and a test that once added a progressToken to this shared object made every later
 * 2026-07-28 call in that process ask for progress (over HTTP: an event stream where a JSON body was expected).
 */
export const MODERN_META: Readonly<Record<string, unknown>> = Object.freeze({
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": Object.freeze({}),
  "io.modelcontextprotocol/clientInfo": Object.freeze({ name: "test", version: "1.0" }),
});

/** Params for a modern-era request; its `_meta` is a fresh copy the caller may add to. */
export function modern(params: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...params, _meta: { ...MODERN_META } };
}
