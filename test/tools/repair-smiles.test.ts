import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repairSmiles } from "../../src/chem/repair/repair.ts";
import type { JsonRpcRequest } from "../../src/protocol/jsonrpc.ts";
import { McpServer, Session } from "../../src/server/server.ts";
import { tools } from "../../src/tools/registry.ts";
import { knownDifferences } from "../../harness/agreement.ts";
import { readJsonl, type CoreMolecule } from "../../harness/golden.ts";
import { modern } from "../../harness/stdio-client.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

/** The tool's documented limits, spelled out here so that a changed constant fails these tests (lab/mutations.ts). */
const MAX_CANDIDATES = 5;
const MAX_PARSE_ATTEMPTS = 400;
const MAX_SEARCH_LENGTH = 2_000;
const MAX_EDITS = 3;
const MAX_PROBLEMS = 20;

interface Repair {
  valid: boolean;
  canonical: string | null;
  problems: Array<{ kind: string; position: number; atom?: number; message: string }>;
  candidates: Array<{ smiles: string; canonical: string; edit: string }>;
  advice: string;
  attempts: number;
  problems_omitted?: number;
}

const repair = (smiles: string): Promise<Repair> => payloadOf<Repair>("repair_smiles", { smiles });

beforeAll(ready, 60_000);

describe("repair_smiles", () => {
  test("a valid SMILES is valid, with Python RDKit's canonical SMILES and nothing to repair", async () => {
    const listed = knownDifferences("canonical_smiles");
    const molecules = readJsonl<CoreMolecule>("core-molecules.jsonl")
      .filter((m) => m.valid && !(m.smiles in listed))
      .slice(0, 25);
    expect(molecules.length).toBe(25);
    for (const molecule of molecules) {
      const answer = await repair(molecule.smiles);
      expect({ smiles: molecule.smiles, ...answer }).toEqual({
        smiles: molecule.smiles,
        valid: true,
        canonical: molecule.canonical as string,
        problems: [],
        candidates: [],
        advice: expect.any(String),
        attempts: 1,
      });
    }
  });

  test("the issue's three kinds of message: ring bond, missing [nH], nitrogen needing a charge", async () => {
    // "C1CC": ring bond 1 opens on atom 0 at character 1 and is never closed.
    expect((await repair("C1CC")).problems).toEqual([
      {
        kind: "unclosed_ring",
        position: 1,
        atom: 0,
        message: "ring bond 1 opened at position 1 (atom 0) is never closed",
      },
    ]);
    // Indole without its NH: the nine-atom system 0–8 has no Kekulé form; the n (atom 7, character 9) needs its H.
    const indole = await repair("c1ccc2c(c1)ccn2");
    expect(indole.problems[0]).toMatchObject({
      kind: "kekulization",
      atom: 9 - 1,
      message: expect.stringContaining("cannot be kekulised: probably a missing [nH]"),
    });
    expect(indole.candidates[0]?.canonical).toBe("c1ccc2[nH]ccc2c1");
    // Trimethylamine N-methylated without its charge: nitrogen 1 with four single bonds.
    expect((await repair("CN(C)(C)C")).problems[0]).toMatchObject({
      kind: "valence",
      position: 1,
      atom: 1,
      message: expect.stringMatching(/^nitrogen 1 .* has valence 4: it needs a \+ charge/),
    });
  });

  test("far-fetched fixes are left out once a likely one is found", async () => {
    // Pyrrole written without its NH: [nH] is the fix. Writing one ring carbon in uppercase (a non-aromatic CH2)
    // would also parse, as 2H- or 3H-pyrrole, but those are long shots next to pyrrole itself and are not offered.
    expect((await repair("c1ccnc1")).candidates.map((c) => c.smiles)).toEqual(["c1cc[nH]c1"]);
  });

  test("a name gets no candidates and is sent to name_to_smiles", async () => {
    const answer = await repair("acetylsalicylic acid");
    expect(answer).toMatchObject({
      valid: false,
      canonical: null,
      candidates: [],
      problems: [{ kind: "not_smiles", position: 0 }],
    });
    expect(answer.advice).toContain("name_to_smiles");
    // A SMILES with its name after it is not a name: RDKit reads "CCO", which is the candidate.
    const titled = await repair("CCO ethanol");
    expect(titled).toMatchObject({
      valid: false,
      candidates: [{ smiles: "CCO", canonical: "CCO" }],
      problems: [{ kind: "whitespace", position: 3 }],
    });
    const molfile = await repair("\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END");
    expect(molfile).toMatchObject({ valid: false, candidates: [], problems: [{ kind: "not_smiles" }] });
  });

  test("text around a valid SMILES is an error to report, and its removal the candidate", async () => {
    const answer = await repair("SMILES: `CCO`.");
    expect(answer.valid).toBe(false);
    expect(answer.candidates).toEqual([
      { smiles: "CCO", canonical: "CCO", edit: expect.stringContaining("removed the label") },
    ]);
  });

  test(`at most ${MAX_CANDIDATES} candidates: a system with six places for its NH gives five (six when allowed six)`, async () => {
    // The bicyclic aromatic c1nnc2nnnc2n1 has six two-connected aromatic nitrogens; an [nH] on any one of them gives a
    // Kekulé form, so six tautomers repair it equally well.
    const answer = await repair("c1nnc2nnnc2n1");
    expect(answer.candidates).toHaveLength(MAX_CANDIDATES);
    expect(answer.candidates.every((c) => c.smiles.includes("[nH]"))).toBe(true);
    expect(repairSmiles("c1nnc2nnnc2n1", { maxCandidates: MAX_CANDIDATES + 1 }).candidates).toHaveLength(
      MAX_CANDIDATES + 1,
    );
  });

  test(`at most ${MAX_PARSE_ATTEMPTS} parses: a text no three edits repair uses all of them, and would use one more`, async () => {
    // Nine ring labels opened and never closed: each edit closes or removes one, so three edits never suffice.
    const hopeless = "C1CC2CC3CC4CC5CC6CC7CC8CC9C";
    const answer = await repair(hopeless);
    expect({ attempts: answer.attempts, candidates: answer.candidates }).toEqual({
      attempts: MAX_PARSE_ATTEMPTS,
      candidates: [],
    });
    expect(answer.advice).toContain("No small edit");
    expect(repairSmiles(hopeless, { maxParseAttempts: MAX_PARSE_ATTEMPTS + 1 }).attempts).toBe(MAX_PARSE_ATTEMPTS + 1);
  });

  test(`at most ${MAX_EDITS} edits per candidate: three problems are repaired, four are not (but would be with four edits)`, async () => {
    // "C1CC(C[NH2": an unclosed ring, branch and bracket atom, one edit each. "CCL." before it adds a fourth, "CL".
    expect((await repair("C1CC(C[NH2")).candidates.length).toBeGreaterThan(0);
    const four = "CCL.C1CC(C[NH2";
    expect((await repair(four)).candidates).toEqual([]);
    const fourEdits = repairSmiles(four, { maxEdits: MAX_EDITS + 1 }).candidates;
    expect(fourEdits.length).toBeGreaterThan(0);
    expect(fourEdits.every((c) => c.smiles.startsWith("CCl.") && c.edit.split("; ").length === 4)).toBe(true);
  });

  test(`texts over ${MAX_SEARCH_LENGTH} characters are diagnosed but not searched`, async () => {
    // Methane molecules separated by dots (shallow, few atoms per character), ending in an unclosed branch.
    const atLimit = `${"C.".repeat((MAX_SEARCH_LENGTH - 2) / 2)}C(`;
    expect(atLimit.length).toBe(MAX_SEARCH_LENGTH);
    const searched = await repair(atLimit);
    expect(searched.candidates.length).toBeGreaterThan(0);
    const over = await repair(`C${atLimit}`);
    expect(over).toMatchObject({
      valid: false,
      candidates: [],
      problems: [{ kind: "unclosed_branch", position: MAX_SEARCH_LENGTH }],
    });
    expect(over.advice).toContain(`over ${MAX_SEARCH_LENGTH} characters`);
  });

  test(`at most ${MAX_PROBLEMS} problems: 100,000 bytes of "(" give a small answer that says how many were left out`, async () => {
    // Each "(" is out of place and never closed: two problems per character, 200,000 in all. Listed whole they made
    // about 550 bytes of answer per character (a 3 kB text passed the 1 MiB response limit).
    const text = "(".repeat(100_000);
    const outcome = await callTool("repair_smiles", { smiles: text });
    expect(outcome.kind).toBe("success");
    const answer = (outcome.kind === "success" ? outcome.payload : {}) as unknown as Repair;
    expect(answer.problems.length).toBe(MAX_PROBLEMS);
    expect(answer.problems_omitted).toBe(200_000 - MAX_PROBLEMS);
    expect(answer.problems.map((p) => p.position)).toEqual(
      Array.from({ length: MAX_PROBLEMS }, (_, i) => Math.floor(i / 2)),
    );
    expect(answer.advice).toContain(
      `Only the first ${MAX_PROBLEMS} problems are listed; ${200_000 - MAX_PROBLEMS} more`,
    );
    // Too long to search (over MAX_SEARCH_LENGTH): RDKit reads the text once and nothing else, so the work is one parse
    // plus a linear scan, and no candidate is proposed.
    expect(answer.candidates).toEqual([]);
    expect(answer.attempts).toBe(1);
    expect(JSON.stringify(answer).length).toBeLessThan(16 * 1024);
    // At the search limit, too: the answer is bounded by the problems kept and five candidates of the text's length.
    const searched = await repair("(".repeat(MAX_SEARCH_LENGTH));
    expect(searched.problems.length).toBe(MAX_PROBLEMS);
    expect(searched.problems_omitted).toBe(2 * MAX_SEARCH_LENGTH - MAX_PROBLEMS);
    expect(JSON.stringify(searched).length).toBeLessThan(16 * 1024 + MAX_CANDIDATES * 2 * MAX_SEARCH_LENGTH);
    // A text with few problems says nothing of omissions.
    expect((await repair("C1CC")).problems_omitted).toBeUndefined();
  });

  test("Markdown emphasis around a SMILES is a copy artefact, reported and removed, not four dummy atoms", async () => {
    // "**CC(=O)O**" parses as dummy–dummy–acetic acid–dummy–dummy; the stars are Markdown bold around acetic acid.
    // Python: Chem.MolToSmiles(Chem.MolFromSmiles("CC(=O)O")) == "CC(=O)O".
    const bold = await repair("**CC(=O)O**");
    expect(bold).toMatchObject({
      valid: false,
      canonical: null,
      problems: [{ kind: "text_artefact", position: 0 }],
      candidates: [{ smiles: "CC(=O)O", canonical: "CC(=O)O" }],
    });
    expect(bold.problems[0]?.message).toContain("Markdown");
    expect(bold.candidates[0]?.edit).toContain("Markdown");
    for (const [text, inside] of [
      ["__CCO__", "CCO"],
      ["***c1ccccc1***", "c1ccccc1"],
      ["`**CCO**`", "CCO"],
      ["```smiles\n**CCO**\n```", "CCO"],
    ] as const) {
      const answer = await repair(text);
      expect({ text, valid: answer.valid, first: answer.candidates[0]?.smiles }).toEqual({
        text,
        valid: false,
        first: inside,
      });
    }
    // One star at each end is SMILES's dummy atom (a repeat unit with two attachment points), valid as written.
    expect(await repair("*CC*")).toMatchObject({ valid: true, canonical: "*CC*", problems: [] });
  });

  test("errors: over 10,000 atoms is MOLECULE_TOO_LARGE; a missing or oversized argument is refused", async () => {
    const large = await callTool("repair_smiles", { smiles: `${"C.".repeat(10_000)}C(` });
    expect(large.kind === "domain-error" && large.error.code).toBe("MOLECULE_TOO_LARGE");
    expect((await callTool("repair_smiles", {})).kind).toBe("invalid-arguments");
    expect((await callTool("repair_smiles", { smiles: "" })).kind).toBe("invalid-arguments");
    expect((await callTool("repair_smiles", { smiles: "C".repeat(100_001) })).kind).toBe("invalid-arguments");
  });

  test("on the corrupted set (two inputs of each kind): every candidate parses to the canonical SMILES given; only names are names", async () => {
    const rows = readFileSync(join(import.meta.dir, "../../validation/data/broken-smiles.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kind: string; broken: string });
    const sample = [...new Set(rows.map((row) => row.kind))].flatMap((kind) =>
      rows.filter((row) => row.kind === kind).slice(0, 2),
    );
    expect(sample.length).toBe(42);
    for (const row of sample) {
      const answer = await repair(row.broken);
      expect({
        broken: row.broken,
        valid: answer.valid,
        name: answer.problems.some((p) => p.kind === "not_smiles"),
      }).toEqual({ broken: row.broken, valid: false, name: row.kind === "name" });
      for (const candidate of answer.candidates) {
        const reread = await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: candidate.smiles });
        expect({ smiles: candidate.smiles, canonical: reread.canonical }).toEqual({
          smiles: candidate.smiles,
          canonical: candidate.canonical,
        });
      }
    }
  });

  test("the audit's slips on the corrupted set: =[OH] gets =O, a stray ring digit is deleted, a lost ')' is found", async () => {
    // Each row's original is the data set's own SMILES (validation/data/broken-smiles.jsonl, from the NCI, ChEMBL and
    // WEHI sets), corrupted in one way; the original's canonical SMILES is what a fix must give back. Before: =[OH] got
    // =O in 0 of 30, a stray digit was deleted (the original proposed) in 15 of 30, a lost ")" found in 28 of 30.
    const rows = readFileSync(join(import.meta.dir, "../../validation/data/broken-smiles.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { kind: string; broken: string; original_canonical: string });
    const tally = new Map<string, { rows: number; among: number; first: number }>();
    for (const row of rows.filter((r) =>
      ["carbonyl_written_oh", "stray_ring_digit", "close_paren_deleted"].includes(r.kind),
    )) {
      const rank = repairSmiles(row.broken).candidates.findIndex((c) => c.canonical === row.original_canonical);
      const t = tally.get(row.kind) ?? { rows: 0, among: 0, first: 0 };
      tally.set(row.kind, {
        rows: t.rows + 1,
        among: t.among + (rank >= 0 ? 1 : 0),
        first: t.first + (rank === 0 ? 1 : 0),
      });
    }
    expect(Object.fromEntries(tally)).toEqual({
      carbonyl_written_oh: { rows: 30, among: 30, first: 30 },
      stray_ring_digit: { rows: 30, among: 29, first: 29 },
      close_paren_deleted: { rows: 30, among: 30, first: 29 },
    });
  });

  test("other tools' INVALID_SMILES point to repair_smiles", async () => {
    const outcome = await callTool("canonical_smiles", { smiles: "C1CC" });
    expect(outcome.kind === "domain-error" && [outcome.error.code, outcome.error.message]).toEqual([
      "INVALID_SMILES",
      expect.stringContaining("repair_smiles"),
    ]);
  });
});

describe("repair_smiles on both eras", () => {
  const server = new McpServer(tools, { name: "chematic-mcp", version: "test" });
  const ask = async (session: Session, method: string, params: Record<string, unknown>) =>
    (await server.handle({ jsonrpc: "2.0", id: 1, method, params } as JsonRpcRequest, session)) as {
      result?: { structuredContent?: Repair; content?: Array<{ text: string }> };
    };

  test("legacy 2025-06-18 and modern 2026-07-28 carry the same payload", async () => {
    const legacy = new Session();
    await ask(legacy, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    const args = { name: "repair_smiles", arguments: { smiles: "c1ccccc1C(=O" } };
    const answers = [await ask(legacy, "tools/call", args), await ask(new Session(), "tools/call", modern(args))];
    for (const answer of answers) {
      expect(answer.result?.structuredContent?.candidates[0]).toEqual({
        smiles: "c1ccccc1C(=O)",
        canonical: "O=Cc1ccccc1",
        edit: 'closed the branch opened at position 9 with ")" at position 12',
      });
      expect(JSON.parse(answer.result?.content?.[0]?.text ?? "{}")).toEqual(answer.result?.structuredContent);
    }
  });
});
