/**
 * Tool profiles (src/tools/profiles.ts, `--tools`): the groups hold the registry's tools and nothing else, every
 * tool is in a group, and a server started with a profile serves it: tools/list, server/discover's instructions
 * and tools/call (an unserved tool answers as an unknown one) over stdio, and tools/list over HTTP.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { startHttpServer } from "../../harness/http-server.ts";
import { ANSWERS_NOT_LIMITS, StdioServer, modern, type RpcMessage } from "../../harness/stdio-client.ts";
import { ALL_GROUP, ALL_TOOL_NAMES, TOOL_GROUPS, resolveToolProfile } from "../../src/tools/profiles.ts";
import { tools } from "../../src/tools/registry.ts";
import { CLAUDE_CODE_INSTRUCTIONS_CUT, serverInstructions } from "../../src/server/server.ts";

const REGISTRY = tools.map((tool) => tool.name);

/** tools.md's table, numbers 1 to 20: the tools of the first release, which `core` serves. */
const TOOLS_MD_TWENTY = [
  "name_to_smiles",
  "parse_smiles",
  "canonical_smiles",
  "calc_properties",
  "lipinski_check",
  "sa_score",
  "pains_check",
  "brenk_check",
  "admet_profile",
  "boiled_egg",
  "ecfp4",
  "tanimoto",
  "smarts_match",
  "find_mcs",
  "generate_3d",
  "retrosynthesis",
  "smiles_to_moljson",
  "moljson_to_smiles",
  "representation_router",
  "molecule_context_pack",
];

describe("groups", () => {
  test("every member of every group is a tool of the registry, listed once", () => {
    for (const [name, group] of Object.entries(TOOL_GROUPS)) {
      expect({ name, unknown: group.tools.filter((tool) => !REGISTRY.includes(tool)) }).toEqual({ name, unknown: [] });
      expect({ name, size: new Set(group.tools).size }).toEqual({ name, size: group.tools.length });
      expect(group.tools.length).toBeGreaterThan(0);
    }
  });

  test("every tool of the registry is in at least one group, so `all` is the registry", () => {
    const grouped = new Set(Object.values(TOOL_GROUPS).flatMap((group) => group.tools));
    expect(REGISTRY.filter((tool) => !grouped.has(tool))).toEqual([]);
    expect([...ALL_TOOL_NAMES].sort()).toEqual([...REGISTRY].sort());
    const all = resolveToolProfile([ALL_GROUP]);
    expect(all.ok && [...all.tools].sort()).toEqual([...REGISTRY].sort());
  });

  test("core is tools.md's twenty, in its order", () => {
    expect(TOOL_GROUPS.core?.tools).toEqual(TOOLS_MD_TWENTY);
  });

  test("the groups the issue names exist; `all` is no group of its own; only `depict` is both a group and a tool", () => {
    for (const name of ["core", "medchem", "library", "depict", "structure", "reactions", "names"])
      expect(Object.keys(TOOL_GROUPS)).toContain(name);
    expect(Object.keys(TOOL_GROUPS)).not.toContain(ALL_GROUP);
    expect(Object.keys(TOOL_GROUPS).filter((name) => REGISTRY.includes(name))).toEqual(["depict"]);
    expect(TOOL_GROUPS.depict?.tools).toContain("depict");
  });

  test("the library group is the tools that run on the library worker", () => {
    const libraryWorker = tools.filter((tool) => tool.runsOn === "library").map((tool) => tool.name);
    expect([...(TOOL_GROUPS.library?.tools ?? [])].sort()).toEqual(libraryWorker.sort());
  });

  test("the README's client table: Claude Code cuts instructions at 2,048 characters; every tool's fit, and so do core's", () => {
    const of = (profile: string): string => {
      const result = resolveToolProfile([profile]);
      if (!result.ok) throw new Error(result.message);
      return serverInstructions(tools.filter((tool) => result.tools.includes(tool.name)));
    };
    // If the first fails, the README's sentence "with every tool ours fit" is stale: change it with this.
    expect(of(ALL_GROUP).length).toBeLessThanOrEqual(CLAUDE_CODE_INSTRUCTIONS_CUT);
    expect(of("core").length).toBeLessThanOrEqual(CLAUDE_CODE_INSTRUCTIONS_CUT);
  });

  test("negative control: a name that is not a group or a tool is refused, an inherited property name too", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "depict_grids"]) {
      const result = resolveToolProfile([name]);
      expect({ name, ok: result.ok }).toEqual({ name, ok: false });
    }
  });
});

/** Which tools a server lists, and what one answer says, without its id. */
function names(answer: RpcMessage): string[] {
  return ((answer.result?.tools ?? []) as Array<{ name: string }>).map((tool) => tool.name);
}

describe("a server started with --tools", () => {
  const PROFILE = "medchem,depict,-molecule_context_pack";
  const SERVED = REGISTRY.filter((tool) =>
    [...(TOOL_GROUPS.medchem?.tools ?? []), ...(TOOL_GROUPS.depict?.tools ?? [])].includes(tool),
  ).filter((tool) => tool !== "molecule_context_pack");
  const UNSERVED = REGISTRY.filter((tool) => !SERVED.includes(tool));
  const ARGS = ["--tools", PROFILE, "--workers", "1", ...ANSWERS_NOT_LIMITS];
  const servers: StdioServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test("legacy stdio: tools/list is the profile in registry order; an unserved tool answers as an unknown one", async () => {
    const server = new StdioServer(ARGS);
    servers.push(server);
    await server.request({ id: 0, method: "initialize", params: { protocolVersion: "2025-06-18" } });
    expect(names(await server.request({ id: 1, method: "tools/list" }))).toEqual(SERVED);
    // Both groups' members less the excluded one (not a count: a tool joining medchem or depict needs no edit here).
    expect(SERVED).toEqual(expect.arrayContaining(["calc_properties", "boiled_egg", "depict", "depict_reaction"]));
    expect(SERVED).not.toContain("molecule_context_pack");
    const unserved = await server.request({
      id: 2,
      method: "tools/call",
      params: { name: "canonical_smiles", arguments: { smiles: "CCO" } },
    });
    const unknown = await server.request({
      id: 3,
      method: "tools/call",
      params: { name: "no_such_tool", arguments: { smiles: "CCO" } },
    });
    expect(unserved.error?.code).toBe(-32602);
    expect(unserved.error?.message).toBe(unknown.error?.message.replace("no_such_tool", "canonical_smiles"));
    expect(unserved.error?.message).toContain(`names the ${SERVED.length} tools of this server`);
    // A served tool answers as ever (Lipinski's rule of five holds for ethanol: MW 46, logP < 5, 1 donor, 1 acceptor).
    const served = await server.request({
      id: 4,
      method: "tools/call",
      params: { name: "lipinski_check", arguments: { smiles: "CCO" } },
    });
    expect(served.result?.structuredContent).toMatchObject({ passes: true, violations: 0, hbd: 1, hba: 1 });
    expect(server.stderr).toContain(`serving ${SERVED.length} of ${REGISTRY.length} tools (--tools)`);
  });

  test("2026-07-28 stdio: tools/list and server/discover's instructions name the served tools and no other", async () => {
    const server = new StdioServer(ARGS);
    servers.push(server);
    const discover = await server.request({ id: 1, method: "server/discover", params: modern() });
    const instructions = String(discover.result?.instructions);
    for (const tool of tools.filter((tool) => SERVED.includes(tool.name)))
      expect(instructions).toContain(`${tool.name}: ${tool.whenToUse}.`);
    // \b: `react` must not be found inside `depict_reaction` (an underscore is a word character).
    expect(UNSERVED.filter((tool) => new RegExp(`\\b${tool}\\b`).test(instructions))).toEqual([]);
    expect(names(await server.request({ id: 2, method: "tools/list", params: modern() }))).toEqual(SERVED);
    const unserved = await server.request({
      id: 3,
      method: "tools/call",
      params: modern({ name: "screen_library", arguments: { smiles_list: ["CCO"] } }),
    });
    expect(unserved.error).toEqual({
      code: -32602,
      message: `Unknown tool "screen_library"; tools/list names the ${SERVED.length} tools of this server`,
    });
  });

  test("Streamable HTTP: tools/list is the profile", async () => {
    const http = await startHttpServer(["--tools", "names,structure", "--workers", "1"]);
    try {
      const response = await fetch(http.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect(response.status).toBe(200);
      expect(names((await response.json()) as RpcMessage)).toEqual([
        "name_to_smiles",
        "describe_structure",
        "graph_distance",
        "map_atoms",
        "check_structure",
        "smiles_to_name",
      ]);
    } finally {
      await http.stop();
    }
  });
});
