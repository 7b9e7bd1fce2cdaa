/**
 * Starts the local stand-in for PubChem (harness/fake-pubchem-server.ts) in a process of its own and reads the port
 * it reports, so no test needs the internet and a busy test process cannot delay its answers.
 */
import { spawn } from "bun";
import { join } from "node:path";
import { REQUESTS_PATH } from "./fake-pubchem-server.ts";

export interface FakePubChem {
  /** `http://127.0.0.1:PORT`, for CHEMATIC_PUBCHEM_URL. */
  url: string;
  /** The paths asked so far, in order (asked of the stand-in's process). */
  requests(): Promise<string[]>;
  /** Ends the stand-in's process. */
  stop(): Promise<void>;
}

const SERVER = join(import.meta.dir, "fake-pubchem-server.ts");

/** How long the stand-in may take to report its port: a Bun start, generous for a loaded machine. */
const START_MS = 120_000;

export async function startFakePubChem(): Promise<FakePubChem> {
  const child = spawn([process.execPath, SERVER], { stdin: "pipe", stdout: "pipe", stderr: "inherit" });
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let port: number | undefined;
  const timer = setTimeout(() => child.kill(), START_MS);
  try {
    while (port === undefined) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the stand-in PubChem exited before reporting its port (code ${await child.exited})`);
      text += decoder.decode(value, { stream: true });
      const match = /^listening (\d+)\n/.exec(text);
      if (match) port = Number(match[1]);
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async requests() {
      return (await (await fetch(`${url}${REQUESTS_PATH}`)).json()) as string[];
    },
    async stop() {
      child.stdin.end();
      child.kill();
      await child.exited;
    },
  };
}
