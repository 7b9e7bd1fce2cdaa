/**
 * server.json, the entry for the official MCP registry: valid under the registry's published schema
 * (packaging/server.schema.json, the 2025-12-11 schema from github.com/modelcontextprotocol/static, MIT; see
 * packaging/README.md), and in agreement with package.json (the registry checks that the npm package's
 * `mcpName` is the server's name, and the versions must be the released ones).
 */
import { describe, expect, test } from "bun:test";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import packageJson from "../../package.json" with { type: "json" };

const REPO = join(import.meta.dir, "..", "..");
const schema = JSON.parse(readFileSync(join(REPO, "packaging", "server.schema.json"), "utf8")) as { $id: string };

interface ServerJson {
  $schema: string;
  name: string;
  description: string;
  version: string;
  packages: Array<{
    registryType: string;
    registryBaseUrl?: string;
    identifier: string;
    version?: string;
    runtimeHint?: string;
    transport: { type: string };
  }>;
}
const serverJson = JSON.parse(readFileSync(join(REPO, "server.json"), "utf8")) as ServerJson;

function compile() {
  // Ajv's default strictness (unknown keywords and formats are errors); its lint for `required` names that a
  // subschema does not define stays off, since the schema's allOf/anyOf legitimately splits them.
  const ajv = new Ajv({ allErrors: true });
  addFormats(ajv);
  // The schema is generated from the registry's OpenAPI file and keeps OpenAPI's `example` annotations.
  ajv.addKeyword({ keyword: "example" });
  return ajv.compile(schema);
}

describe("server.json", () => {
  const validate = compile();

  test("valid under the registry's published schema", () => {
    const ok = validate(serverJson);
    expect(ok ? [] : validate.errors).toEqual([]);
  });

  test("names the schema it was checked against", () => {
    expect(serverJson.$schema).toBe(schema.$id);
  });

  test("the schema really checks (a name without a namespace, a 101-character description, no packages' transport)", () => {
    expect(validate({ ...serverJson, name: "chematic-mcp" })).toBe(false);
    expect(validate({ ...serverJson, description: "x".repeat(101) })).toBe(false);
    expect(validate({ ...serverJson, packages: [{ registryType: "npm", identifier: "chematic-mcp" }] })).toBe(false);
  });

  test("name, version and package agree with package.json", () => {
    const mcpName = (packageJson as { mcpName?: string }).mcpName;
    expect(serverJson.name).toBe(mcpName as string);
    expect(serverJson.name.split("/")[1]).toBe(packageJson.name);
    expect(serverJson.version).toBe(packageJson.version);
    expect(serverJson.packages).toHaveLength(1);
    const [npm] = serverJson.packages;
    expect(npm?.registryType).toBe("npm");
    expect(npm?.registryBaseUrl).toBe("https://registry.npmjs.org");
    expect(npm?.identifier).toBe(packageJson.name);
    expect(npm?.version).toBe(packageJson.version);
    expect(npm?.transport).toEqual({ type: "stdio" });
  });

  test("the npm package is run with bunx: it needs Bun, which npx (Node) does not provide", () => {
    expect(packageJson.engines.bun).toBeDefined();
    expect(serverJson.packages[0]?.runtimeHint).toBe("bunx");
  });
});
