/**
 * Entry point of a Bun worker thread that works on one slice of a library with its own RDKit instance
 * (parallel.ts starts it; scripts/build.ts names this file as an entry point so the compiled binary has it).
 * In: one FingerprintJob, out: `progress` now and then, then one `done` with the packed rows (transferred, not
 * copied) and the rows it could not parse, or `error`. Or in: one RowJob (row-tasks.ts), out: one `rows` or `error`.
 */
import { loadRDKit } from "../rdkit.ts";
import { fingerprintSlice, type FingerprintJob, type ThreadMessage } from "./parallel.ts";
import { runRows, type RowJob } from "./row-tasks.ts";

declare const self: Worker;

self.onmessage = async (event: MessageEvent<FingerprintJob | RowJob>) => {
  try {
    await loadRDKit();
    // A row task (row-tasks.ts: Murcko scaffolds, screen fields): one `rows` answer with every row's result.
    if ("task" in event.data) {
      self.postMessage({ type: "rows", results: runRows(event.data) } satisfies ThreadMessage);
      return;
    }
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
