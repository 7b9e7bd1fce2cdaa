/**
 * Row tasks on several threads answer exactly what one thread does, in row order, row errors included: Murcko
 * scaffolds and screen fields of NCI molecules (their values against Python RDKit are the golden tests of
 * murcko.test.ts and screen-library.test.ts; here the threads are checked against the calling thread).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { mapRows } from "../../../src/chem/library/parallel.ts";
import { runRows, type RowJob } from "../../../src/chem/library/row-tasks.ts";
import { ready } from "../../../harness/tools.ts";

beforeAll(ready);

/** 200 rows: NCI molecules with two unparsable SMILES among them. */
const smiles = readFileSync("/usr/share/RDKit/Data/NCI/first_5K.smi", "utf8")
  .split("\n")
  .slice(0, 198)
  .map((line) => line.split(/\s/)[0] as string);
smiles.splice(7, 0, "C1CC");
smiles.splice(150, 0, "not a smiles");
const rows = smiles.map((_, i) => i + 1);

describe("row tasks on threads", () => {
  for (const task of [
    { kind: "murcko" },
    { kind: "screen", fields: ["mw", "logp", "qed", "sa_score", "pains_alerts", "pka_acid", "clearance_class"] },
  ] as RowJob["task"][]) {
    test(`${task.kind}: two threads give the calling thread's results, in row order, row errors included`, async () => {
      const job: RowJob = { task, smiles, rows };
      const alone = runRows(job);
      let failure: unknown;
      const threaded = await mapRows(job, { threads: 2, from: 10, onThreadFailure: (error) => (failure = error) });
      expect(failure).toBeUndefined();
      expect(threaded).toEqual(alone);
      expect(threaded).toHaveLength(200);
      expect(threaded[7]).toEqual({ error: expect.stringContaining("row 8") });
      expect(threaded[150]).toEqual({ error: expect.stringContaining("row 151") });
      expect(threaded.filter((result) => "error" in result)).toHaveLength(2);
    }, 120_000);
  }
});
