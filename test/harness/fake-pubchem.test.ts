/**
 * The stand-in PubChem answers while the test process is busy: it runs in a process of its own. When it ran inside
 * the test process, a test file busy with chemistry on a loaded machine kept it from answering, and the server under
 * test (another process) hit name_to_smiles' 10 s PubChem limit (issue 27: three client tests failed at load 20-30).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";

let pubchem: FakePubChem;
let dir: string;

beforeAll(async () => {
  pubchem = await startFakePubChem();
  dir = mkdtempSync(join(tmpdir(), "chematic-fake-pubchem-"));
});

afterAll(async () => {
  await pubchem.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("answers another process while this one never yields", async () => {
  const marker = join(dir, "answered");
  const path = "/rest/pug/compound/name/aspirin/property/SMILES,ConnectivitySMILES/JSON";
  // Another process asks for aspirin and writes the CID it got to `marker`.
  const asker = Bun.spawn(
    [
      process.execPath,
      "-e",
      `const r = await fetch(${JSON.stringify(pubchem.url + path)}); const j = await r.json();
       require("node:fs").writeFileSync(${JSON.stringify(marker)}, String(j.PropertyTable.Properties[0].CID));`,
    ],
    { stdin: "ignore", stdout: "ignore", stderr: "inherit" },
  );
  // Meanwhile this process never returns to its event loop (as a test busy with chemistry does not for seconds):
  // an in-process stand-in could not answer until the loop ends. The bound only matters when it fails; a separate
  // process answers in milliseconds, even on a loaded machine.
  const until = performance.now() + 30_000;
  while (!existsSync(marker) && performance.now() < until) {}
  const answeredWhileBusy = existsSync(marker);
  expect(await asker.exited).toBe(0);
  expect(answeredWhileBusy).toBe(true);
  expect(await Bun.file(marker).text()).toBe("2244");
  expect(await pubchem.requests()).toEqual([path]);
});
