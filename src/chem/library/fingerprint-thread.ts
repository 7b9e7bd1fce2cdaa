/**
 * Entry point of a Bun worker thread that fingerprints one slice of a library with its own RDKit instance
 * (parallel.ts starts it; scripts/build.ts names this file as an entry point so the compiled binary has it).
 * In: one FingerprintJob. Out: `progress` now and then, then one `done` with the packed rows (transferred, not
 * copied) and the rows it could not parse, or `error`.
 */
import { loadRDKit } from "../rdkit.ts";
import { fingerprintSlice, type FingerprintJob, type ThreadMessage } from "./parallel.ts";

declare const self: Worker;

self.onmessage = async (event: MessageEvent<FingerprintJob>) => {
  try {
    await loadRDKit();
    const { table, failed } = fingerprintSlice(event.data, (done) =>
      self.postMessage({ type: "progress", done } satisfies ThreadMessage),
    );
    const message: ThreadMessage = { type: "done", bits: table.bits, counts: table.counts, failed };
    self.postMessage(message, { transfer: [table.bits.buffer as ArrayBuffer, table.counts.buffer as ArrayBuffer] });
  } catch (error) {
    self.postMessage({
      type: "error",
      message: error instanceof Error ? error.message : String(error),
    } satisfies ThreadMessage);
  }
};
