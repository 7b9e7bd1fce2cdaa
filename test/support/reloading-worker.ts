/** A stand-in tool worker for the pool tests: every call "breaks RDKit", so the worker reloads for 300 ms. */
import type { CallMessage, WorkerMessage } from "../../src/server/worker-protocol.ts";

declare const self: Worker;
const post = (message: WorkerMessage): void => self.postMessage(message);

self.onmessage = async (event: MessageEvent<CallMessage>) => {
  post({
    type: "result",
    id: event.data.id,
    outcome: { kind: "domain-error", code: "MOLECULE_TOO_LARGE", message: "engine fault (stand-in)", details: {} },
    reloading: true,
  });
  await Bun.sleep(300);
  post({ type: "ready" });
};

post({ type: "ready" });
