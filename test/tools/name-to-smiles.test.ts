import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startFakePubChem, type FakePubChem } from "../../harness/fake-pubchem.ts";
import { modern, REPO, StdioServer } from "../../harness/stdio-client.ts";
import { callTool, payloadOf, ready, toolNamed } from "../../harness/tools.ts";
import { runTool } from "../../src/server/tool-runner.ts";

let pubchem: FakePubChem;

beforeAll(async () => {
  await ready();
  pubchem = await startFakePubChem();
  process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
  // PubChem's own 10 s limit: a loaded machine (load 30-40) took more than 0.5 s for the stand-in's answers. Only the
  // timeout case shortens it.
  delete process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS;
});

afterAll(async () => {
  await pubchem.stop();
  delete process.env.CHEMATIC_PUBCHEM_URL;
  delete process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS;
});

async function failure(name: string): Promise<{ code: string; message: string; details: Record<string, unknown> }> {
  const outcome = await callTool("name_to_smiles", { name });
  if (outcome.kind !== "domain-error") throw new Error(`expected a domain error, got ${outcome.kind}`);
  return { code: outcome.error.code, message: outcome.error.message, details: outcome.error.details };
}

describe("name_to_smiles", () => {
  test("found: PubChem's SMILES, RDKit's canonical form, the CID", async () => {
    expect(await payloadOf("name_to_smiles", { name: "aspirin" })).toEqual({
      name: "aspirin",
      smiles: "CC(=O)OC1=CC=CC=C1C(=O)O",
      canonical_smiles: "CC(=O)Oc1ccccc1C(=O)O",
      cid: 2244,
      source: "PubChem",
    });
    // Stereo survives: L-alanine is (S).
    expect(
      (await payloadOf<{ canonical_smiles: string }>("name_to_smiles", { name: "L-alanine" })).canonical_smiles,
    ).toBe("C[C@H](N)C(=O)O");
  });

  test("the name is percent-encoded into the path", async () => {
    await failure("2,4-D / acid");
    expect((await pubchem.requests()).at(-1)).toBe(
      "/rest/pug/compound/name/2%2C4-D%20%2F%20acid/property/SMILES,ConnectivitySMILES/JSON",
    );
  });

  test("older answers with IsomericSMILES are read", async () => {
    expect(await payloadOf("name_to_smiles", { name: "older-answer" })).toMatchObject({ smiles: "CCO", cid: 702 });
  });

  test("not found, HTTP error, malformed body, oversize body, timeout: PUBCHEM_LOOKUP_FAILED", async () => {
    expect(await failure("no-such-compound")).toMatchObject({
      code: "PUBCHEM_LOOKUP_FAILED",
      details: { status: 404 },
    });
    expect(await failure("server-error")).toMatchObject({ code: "PUBCHEM_LOOKUP_FAILED", details: { status: 500 } });
    expect(await failure("malformed")).toMatchObject({ code: "PUBCHEM_LOOKUP_FAILED", details: { status: 200 } });
    expect(await failure("empty-table")).toMatchObject({ code: "PUBCHEM_LOOKUP_FAILED" });
    expect((await failure("huge")).message).toContain("larger than");
    expect((await failure("unparseable")).message).toContain("RDKit cannot read");
    // The stand-in answers after 60 s: stopped at a 0.5 s limit, with room for a loaded machine.
    process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS = "500";
    try {
      const started = performance.now();
      expect((await failure("sleep-60000")).message).toContain("no answer from PubChem within 0.5 s");
      expect(performance.now() - started).toBeLessThan(30_000);
    } finally {
      delete process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS;
    }
  });

  test("unreachable host: PUBCHEM_LOOKUP_FAILED, no crash", async () => {
    process.env.CHEMATIC_PUBCHEM_URL = "http://127.0.0.1:9"; // discard port: nothing listens
    try {
      expect((await failure("aspirin")).code).toBe("PUBCHEM_LOOKUP_FAILED");
    } finally {
      process.env.CHEMATIC_PUBCHEM_URL = pubchem.url;
    }
  });

  test("the name is always one path segment: dot names never reach PubChem, others are sent literally", async () => {
    const before = (await pubchem.requests()).length;
    for (const name of [".", ".."]) {
      const { code, message, details } = await failure(name);
      expect(code).toBe("PUBCHEM_LOOKUP_FAILED");
      expect(message).toContain(`no compound named "${name}"`);
      expect(details).toEqual({ name });
    }
    expect((await pubchem.requests()).length).toBe(before); // nothing was asked, in particular not /rest/pug/compound/property/…
    const sent: Array<[string, string]> = [
      ["...", "..."],
      ["%2E%2E", "%252E%252E"],
      ["../..", "..%2F.."],
      [".%2E", ".%252E"],
      ["a/../b", "a%2F..%2Fb"],
    ];
    for (const [name, segment] of sent) {
      await failure(name);
      expect((await pubchem.requests()).at(-1)).toBe(
        `/rest/pug/compound/name/${segment}/property/SMILES,ConnectivitySMILES/JSON`,
      );
    }
  });

  test("redirects are not followed, to another host or to the same one", async () => {
    const before = (await pubchem.requests()).length;
    const away = await failure("redirect-away");
    expect(away).toMatchObject({ code: "PUBCHEM_LOOKUP_FAILED", details: { status: 302 } });
    expect(away.message).toContain("http://198.51.100.7/elsewhere, which is not followed");
    expect(await failure("redirect-here")).toMatchObject({ code: "PUBCHEM_LOOKUP_FAILED", details: { status: 301 } });
    expect((await pubchem.requests()).length).toBe(before + 2);
  });

  test("a lone surrogate in the name is an argument error naming the argument", async () => {
    for (const name of ["asp\uD800irin", "\uDC00", "aspirin\uD83D"]) {
      const outcome = await callTool("name_to_smiles", { name });
      expect(outcome).toMatchObject({ kind: "invalid-arguments" });
      if (outcome.kind === "invalid-arguments")
        expect(outcome.message).toContain('argument "name" contains a lone UTF-16 surrogate');
    }
    // A well-formed pair is text: it is looked up (and not found).
    expect((await failure("\uD83D\uDC8A")).details.status).toBe(404);
  });

  test("bad arguments", async () => {
    expect((await callTool("name_to_smiles", { name: "" })).kind).toBe("invalid-arguments");
    expect((await callTool("name_to_smiles", { name: "x".repeat(501) })).kind).toBe("invalid-arguments");
  });
});

async function offlineCall(name: string) {
  return runTool(toolNamed("name_to_smiles"), { name }, new AbortController().signal, { offline: true });
}

describe("name_to_smiles reads systematic names offline first", () => {
  test("a name the parser reads is answered without asking PubChem: source offline, no cid", async () => {
    const before = (await pubchem.requests()).length;
    // Structures: ethyl acetate is CH3COOCH2CH3; 2-methylpropan-1-ol is (CH3)2CHCH2OH.
    expect(await payloadOf("name_to_smiles", { name: "ethyl acetate" })).toEqual({
      name: "ethyl acetate",
      smiles: "CCOC(C)=O",
      canonical_smiles: "CCOC(C)=O",
      source: "offline",
    });
    expect((await payloadOf("name_to_smiles", { name: "2-methylpropan-1-ol" })).canonical_smiles).toBe("CC(C)CO");
    expect((await pubchem.requests()).length).toBe(before);
  });

  test("a name that fits more than one structure is INVALID_NAME with the reason, and PubChem is not asked", async () => {
    const before = (await pubchem.requests()).length;
    const { code, message, details } = await failure("butanol");
    expect(code).toBe("INVALID_NAME");
    expect(message).toContain("more than one structure");
    expect(details).toMatchObject({ name: "butanol", reason: "ambiguous" });
    expect((await pubchem.requests()).length).toBe(before);
  });

  test("a name the parser cannot read goes to PubChem; if PubChem fails too, the message says why both failed", async () => {
    const { code, message } = await failure("no-such-compound");
    expect(code).toBe("PUBCHEM_LOOKUP_FAILED");
    expect(message).toContain(
      "The offline name parser could not read it either: could not read the name from position",
    );
  });

  test("--offline: readable names are answered, any other name is INVALID_NAME naming the unread part; no request", async () => {
    const before = (await pubchem.requests()).length;
    const answered = await offlineCall("sodium benzoate");
    expect(answered).toMatchObject({ kind: "success", payload: { source: "offline" } });
    if (answered.kind === "success") expect(answered.payload).not.toHaveProperty("cid");
    const refused = await offlineCall("aspirin");
    expect(refused.kind).toBe("domain-error");
    if (refused.kind === "domain-error") {
      expect(refused.error.code).toBe("INVALID_NAME");
      expect(refused.error.message).toContain('could not read the name from position 1: "aspirin"');
      expect(refused.error.message).toContain("--offline, so PubChem was not asked");
      expect(refused.error.details).toMatchObject({ name: "aspirin", reason: "unreadable", position: 0 });
    }
    const stereo = await offlineCall("rac-(2R)-butan-2-ol");
    expect(stereo).toMatchObject({ kind: "domain-error", error: { code: "INVALID_NAME" } });
    expect((await pubchem.requests()).length).toBe(before);
  });

  test("the grammar is loaded by the first name, not by the server's start or by other tools", async () => {
    // Bun lists every module it has loaded in require.cache, ES modules included.
    const script = [
      'import { tools } from "./src/tools/registry.ts";',
      'import { runTool } from "./src/server/tool-runner.ts";',
      "const names = () =>",
      '  Object.keys(require.cache).filter((k) => k.includes("/src/chem/names/") || k.includes("/src/data/names/")).length;',
      "const tool = (n) => tools.find((t) => t.name === n);",
      'await runTool(tool("canonical_smiles"), { smiles: "CCO" }, new AbortController().signal);',
      "const before = names();",
      'await runTool(tool("name_to_smiles"), { name: "ethanol" }, new AbortController().signal, { offline: true });',
      "console.log(JSON.stringify([before, names() > 0]));",
    ].join("\n");
    const proc = Bun.spawn([process.execPath, "-e", script], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
    const [out] = await Promise.all([new Response(proc.stdout).text(), proc.exited]);
    expect(JSON.parse(out.trim())).toEqual([0, true]);
  });

  test("a server started with --offline answers over stdio without any request leaving the process", async () => {
    const before = (await pubchem.requests()).length;
    const server = new StdioServer(["--offline", "--workers", "1"], { CHEMATIC_PUBCHEM_URL: pubchem.url });
    try {
      const call = (id: number, name: string) =>
        server.request({ id, method: "tools/call", params: modern({ name: "name_to_smiles", arguments: { name } }) });
      const ok = await call(1, "pyridin-2-amine");
      expect(ok.result).toMatchObject({ structuredContent: { canonical_smiles: "Nc1ccccn1", source: "offline" } });
      const refused = await call(2, "aspirin");
      expect(refused.result).toMatchObject({ isError: true, structuredContent: { error: { code: "INVALID_NAME" } } });
    } finally {
      await server.close();
    }
    expect((await pubchem.requests()).length).toBe(before);
  });
});
