/** Issue 27: tool workers die with their server, even in the middle of a long call (src/server/parent-death.ts). */
import { expect, test } from "bun:test";
import { childPids, isRunning, waitForStopped } from "../../harness/processes.ts";
import { StdioServer, modern } from "../../harness/stdio-client.ts";

test.skipIf(process.platform !== "linux")(
  "a SIGKILLed server's workers stop within seconds, the one busy with a long call included",
  async () => {
    // One worker, a time limit far past the call: only the server's death can stop it.
    const server = new StdioServer(["--workers", "1", "--tool-timeout-ms", "600000"]);
    let workers: number[] = [];
    try {
      const warm = await server.request({
        id: 1,
        method: "tools/call",
        params: modern({ name: "canonical_smiles", arguments: { smiles: "OCC" } }),
      });
      expect(warm.result?.isError).toBeUndefined();
      // generate_3d of a 100-carbon chain (302 atoms with H): tens of seconds of synchronous MMFF94 work at load,
      // several seconds on an idle machine, during which the worker's event loop never runs.
      server.send({
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: modern({ name: "generate_3d", arguments: { smiles: "C".repeat(100) } }),
      });
      await Bun.sleep(300);
      workers = childPids(server.process.pid);
      expect(workers.length).toBeGreaterThan(0);
      server.process.kill("SIGKILL");
      await server.exited;
      // The kernel kills them as their parent goes (PR_SET_PDEATHSIG); 5 s is far beyond what that takes.
      const stopped = await waitForStopped(workers, workers.length, 5_000);
      expect(workers.filter((pid) => isRunning(pid))).toEqual([]);
      expect(stopped.length).toBe(workers.length);
    } finally {
      // Orphans of a failed run must not keep computing after the test.
      for (const pid of workers.filter((pid) => isRunning(pid))) process.kill(pid, "SIGKILL");
      server.process.kill("SIGKILL");
    }
  },
  60_000,
);
