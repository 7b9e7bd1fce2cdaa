/**
 * The call budget of the library tools (issue 30, src/tools/library/resumable.ts): a call whose budget has run out
 * answers partially and keeps its work; calling again (same arguments, or its resume token) continues, and the last
 * call's answer equals the answer of one call without a budget. What is compared is our own answer with and without
 * a budget (the check is that resuming changes nothing; the chemistry of these answers is checked by each tool's own
 * tests against Python RDKit). A deadline already past is the smallest budget: each call then does one step.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readJson } from "../../../harness/golden.ts";
import { ready, toolNamed } from "../../../harness/tools.ts";
import { runTool, type ToolOutcome } from "../../../src/server/tool-runner.ts";
import { FIRST_CHUNK } from "../../../src/tools/library/fingerprint-cache.ts";
import { PausedWork, canonicalJson, startJob, workKey } from "../../../src/tools/library/resumable.ts";

const chembl = readJson<{ smiles: string[]; ids: string[] }>("library-chembl.json");
/** 25 molecules, a bad SMILES and a salt among them (a row error; a parent that differs when standardised). */
const SMALL = [
  ...chembl.smiles.slice(0, 20),
  "C1CC",
  "CC(=O)Oc1ccccc1C(=O)[O-].[Na+]",
  { id: "phenol", smiles: "c1ccccc1O" },
  "",
  "CCN(CC)CC",
];
/** More rows than two first chunks of fingerprints, so that the fingerprint tools pause at least twice. */
const LARGE = chembl.smiles.slice(0, 2 * FIRST_CHUNK + 100);

let dataDir = "";
beforeAll(async () => {
  await ready();
  dataDir = mkdtempSync(join(tmpdir(), "chematic-call-budget-"));
  // Two files, so that the second tool's budgeted calls do not find the first one's fingerprints in the cache.
  for (const name of ["lib.smi", "pick.smi"])
    writeFileSync(join(dataDir, name), LARGE.map((smiles, i) => `${smiles} M${i}\n`).join(""));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Payload = Record<string, unknown>;

function payload(outcome: ToolOutcome): Payload {
  if (outcome.kind !== "success") throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return outcome.payload;
}

const run = (name: string, args: Payload, deadline?: number) =>
  runTool(toolNamed(name), args, new AbortController().signal, { dataDirs: [dataDir], deadline });

/**
 * Calls the tool with a spent budget until it answers in full; every other call passes the resume token, the others
 * only the same arguments. Returns the partial answers and the last one.
 */
async function resumedToTheEnd(name: string, args: Payload): Promise<{ partials: Payload[]; last: Payload }> {
  const partials: Payload[] = [];
  for (let call = 0; call < 1_000; call++) {
    const previous = partials.at(-1);
    const withToken = previous !== undefined && call % 2 === 0 ? { ...args, resume: previous.resume } : args;
    const answer = payload(await run(name, withToken, Date.now() - 1));
    if (answer.partial !== true) return { partials, last: answer };
    partials.push(answer);
  }
  throw new Error(`${name} never finished`);
}

const CASES: Array<[string, Payload]> = [
  [
    "screen_library",
    { smiles_list: SMALL, fields: ["mw", "logp", "qed"], filters: { lipinski: "pass" }, sort_by: "qed" },
  ],
  ["screen_library", { smiles_list: SMALL, standardize: true, top_n: 5 }],
  ["scaffold_analysis", { smiles_list: SMALL }],
  ["scaffold_analysis", { smiles_list: SMALL, standardize: true }],
  ["substructure_search", { smiles_list: SMALL, query: "c1ccccc1", include_atoms: true, max_hits: 7 }],
  ["similarity_search", { file: "lib.smi", query_smiles_list: ["c1ccccc1O", "CCN"], top_k: 5 }],
  ["similarity_search", { smiles_list: LARGE, query_smiles_list: ["CCN"], top_k: 2, metric: "dice" }],
  // Standardised in chunks as they are fingerprinted: one chunk, a pause, the rest (few rows: standardising is slow).
  [
    "similarity_search",
    { smiles_list: LARGE.slice(0, FIRST_CHUNK + 4), query_smiles_list: ["c1ccccc1O"], standardize: true },
  ],
  ["cluster_molecules", { smiles_list: LARGE, cutoff: 0.6 }],
  ["diversity_pick", { file: "pick.smi", count: 12 }],
  // Cut molecule by molecule (the pairs so far in each partial answer); the pairs and summary at the end.
  ["matched_pairs", { smiles_list: SMALL, max_cuts: 2, max_pairs: 1_000 }],
];

describe("a library call past its budget answers partially, and calling again resumes to the unbudgeted answer", () => {
  for (const [name, args] of CASES) {
    test(`${name} ${JSON.stringify({ ...args, smiles_list: args.smiles_list && "…" })}`, async () => {
      // Budgeted first: an unbudgeted call would leave the file's fingerprints in the cache for the budgeted ones.
      const { partials, last } = await resumedToTheEnd(name, args);
      const whole = payload(await run(name, args));
      expect(whole.partial).toBeUndefined();
      expect(partials.length).toBeGreaterThanOrEqual(1);
      const token = partials[0]?.resume as string;
      expect(token).toMatch(/^r[0-9a-f]{18}$/);
      let processed = -1;
      for (const partial of partials) {
        // Clearly marked, the same token throughout, always moving on, and a note that says how to go on.
        expect(partial).toMatchObject({ partial: true, resume: token });
        expect(partial.processed as number).toBeGreaterThan(processed);
        expect(partial.processed as number).toBeLessThanOrEqual(partial.total as number);
        processed = partial.processed as number;
        expect(partial.note).toContain(`Call ${name} again with the same arguments (or add resume "${token}")`);
      }
      // The file's fingerprints may come from the cache the unbudgeted call filled: that flag alone may differ.
      const flagless = (answer: Payload) =>
        answer.library === undefined
          ? answer
          : { ...answer, library: { ...(answer.library as Payload), cached: null } };
      expect(flagless(last)).toEqual(flagless(whole));
    });
  }

  test("the molecule loops' partial answers hold what was done so far: one more molecule each call", async () => {
    const { partials } = await resumedToTheEnd("substructure_search", { smiles_list: SMALL, query: "c1ccccc1" });
    // 25 rows: the empty one is a read error, so row 1 is done with it: 2, 3, … 24 of 25, then the whole answer.
    expect(partials.map((p) => p.processed)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
    expect(partials[0]).toMatchObject({ total: 25, parsed: 1 });
    expect(partials[0]?.note).toContain("2 of 25 rows searched");
  });

  test("cluster_molecules pauses once the fingerprints are done, and clusters in the next call", async () => {
    const { partials } = await resumedToTheEnd("cluster_molecules", { smiles_list: LARGE, cutoff: 0.5 });
    const lastPartial = partials.at(-1) as Payload;
    expect(lastPartial.processed).toBe(LARGE.length);
    expect(lastPartial.note).toContain("clustering needs every molecule and runs in the next call");
    // A partial fingerprint answer is progress only: no clusters from part of the library.
    expect(Object.keys(lastPartial).sort()).toEqual(["fingerprint", "note", "partial", "processed", "resume", "total"]);
  });

  test("a budget that is not spent changes nothing: one call, the whole answer", async () => {
    const args = { smiles_list: SMALL, query: "C(=O)O" };
    expect(payload(await run("substructure_search", args, Date.now() + 3_600_000))).toEqual(
      payload(await run("substructure_search", args)),
    );
  });
});

describe("resume tokens", () => {
  test("a token that names no paused work is refused, saying what to do", async () => {
    const outcome = await run("screen_library", { smiles_list: SMALL, resume: "r000000000000000000" });
    expect(outcome.kind).toBe("invalid-arguments");
    expect(outcome.kind === "invalid-arguments" && outcome.message).toContain(
      'resume "r000000000000000000" names no paused work',
    );
    expect(outcome.kind === "invalid-arguments" && outcome.message).toContain(
      "call again without resume to start over",
    );
  });

  test("a token with other arguments is refused; the paused work stays for its own call", async () => {
    const args = { smiles_list: SMALL, query: "c1ccccc1" };
    const first = payload(await run("substructure_search", args, Date.now() - 1));
    const other = await run("substructure_search", { ...args, query: "CCO", resume: first.resume }, Date.now() - 1);
    expect(other.kind === "invalid-arguments" && other.message).toContain("belongs to a call with other arguments");
    const next = payload(await run("substructure_search", { ...args, resume: first.resume }, Date.now() - 1));
    expect(next.processed).toBe((first.processed as number) + 1);
  });

  test("the same arguments in another key order continue the same work", async () => {
    const first = payload(await run("scaffold_analysis", { smiles_list: SMALL, top_n: 3 }, Date.now() - 1));
    const next = payload(await run("scaffold_analysis", { top_n: 3, smiles_list: SMALL }, Date.now() - 1));
    expect(next.resume).toBe(first.resume as string);
    expect(next.processed).toBe((first.processed as number) + 1);
  });

  test("a file that changed since the pause starts afresh (its size and time are part of the key)", async () => {
    const file = join(dataDir, "changing.smi");
    writeFileSync(file, "CCO a\nCCN b\nCCC c\n");
    const args = { file: "changing.smi", query: "C" };
    const first = payload(await run("substructure_search", args, Date.now() - 1));
    expect(first.processed).toBe(1);
    writeFileSync(file, "CCO a\nCCN b\nCCC c\nCCCl d\n");
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const fresh = payload(await run("substructure_search", args, Date.now() - 1));
    expect(fresh).toMatchObject({ processed: 1, total: 4 });
    expect(fresh.resume).not.toBe(first.resume as string);
    const stale = await run("substructure_search", { ...args, resume: first.resume });
    expect(stale.kind === "invalid-arguments" && stale.message).toContain("belongs to a call with other arguments");
  });
});

describe("the paused work's bounds", () => {
  test("canonical arguments: key order does not matter, values do, resume is left out", () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: "x" })).toBe('{"a":"x","b":[1,{"c":3,"d":2}]}');
    expect(workKey("t", { a: 1, b: 2 })).toBe(workKey("t", { b: 2, a: 1, resume: "r1" }));
    expect(workKey("t", { a: 1 })).not.toBe(workKey("t", { a: 2 }));
    expect(workKey("t", { a: 1 })).not.toBe(workKey("u", { a: 1 }));
  });

  test("at most maxEntries states, the least recently paused out first", () => {
    const work = new PausedWork(2, 1_000, 60_000);
    work.put("a", "ta", 1, 10);
    work.put("b", "tb", 2, 10);
    work.put("c", "tc", 3, 10);
    expect(work.size).toBe(2);
    expect(work.take("a")).toBeUndefined();
    expect(work.take("c")?.state).toBe(3);
  });

  test("at most maxBytes in all (a state alone over it is kept, the others give way)", () => {
    const work = new PausedWork(8, 100, 60_000);
    work.put("a", "ta", 1, 60);
    work.put("b", "tb", 2, 60);
    expect([work.keyOfToken("ta"), work.keyOfToken("tb")]).toEqual([undefined, "b"]);
    work.put("c", "tc", 3, 500);
    expect(work.size).toBe(1);
    expect(work.keyOfToken("tc")).toBe("c");
  });

  test("a state expires ttlMs after its pause", () => {
    let now = 1_000;
    const work = new PausedWork(8, 1_000, 60_000, () => now);
    work.put("a", "ta", 1, 10);
    now += 59_999;
    expect(work.keyOfToken("ta")).toBe("a");
    now += 1;
    expect(work.keyOfToken("ta")).toBeUndefined();
    expect(work.size).toBe(0);
  });

  test("a job without a deadline is never due; a paused state is taken once", () => {
    const paused = new PausedWork();
    const job = startJob<number>("t", { a: 1 }, {}, paused);
    expect(job.due()).toBe(false);
    expect(job.remainingMs()).toBe(Number.POSITIVE_INFINITY);
    const fields = job.pause(7, { processed: 1, total: 2, doing: "done", bytes: 1 });
    expect(fields).toMatchObject({ partial: true, processed: 1, total: 2 });
    expect(startJob<number>("t", { a: 1 }, {}, paused).resumed).toBe(7);
    expect(startJob<number>("t", { a: 1 }, {}, paused).resumed).toBeUndefined();
  });
});
