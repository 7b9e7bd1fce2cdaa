/**
 * scripts/release/check-versions.ts, the release's first gate: the repository's own files agree now, and in a copy
 * whose places are changed one at a time (package.json, server.json's two versions, one bundle's manifest, the
 * binary's --version, a missing bundle, the tag, an undated CHANGELOG section) each change is caught and named.
 * The copy's "binary" is a shell script that prints a version line, so this file runs where /bin/sh does (Linux CI).
 */
import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import packageJson from "../../package.json" with { type: "json" };
import { MCPB_TARGETS, bundleFileName, zipBundle } from "../../scripts/build-mcpb.ts";
import { changelogSection, disagreements, isSemver, tagVersion } from "../../scripts/release/versions.ts";

const REPO = join(import.meta.dir, "..", "..");
const SCRIPT = join(REPO, "scripts", "release", "check-versions.ts");
const VERSION = packageJson.version;
/** Another valid version, different from the real one. */
const OTHER = `${VERSION}-other.1`;

const scratch = mkdtempSync(join(tmpdir(), "chematic-versions-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(args: readonly string[]): { code: number | null; out: string; err: string } {
  const proc = Bun.spawnSync([process.execPath, SCRIPT, ...args], { cwd: REPO, stdout: "pipe", stderr: "pipe" });
  return { code: proc.exitCode, out: proc.stdout.toString(), err: proc.stderr.toString() };
}

function writeBundle(dir: string, name: string, version: string): void {
  const manifest = new TextEncoder().encode(JSON.stringify({ name: "chematic-mcp", version }));
  writeFileSync(join(dir, name), zipBundle([{ path: "manifest.json", data: manifest, executable: false }]));
}

function writeBinary(path: string, version: string): void {
  writeFileSync(path, `#!/bin/sh\necho "chematic-mcp ${version}"\n`);
  chmodSync(path, 0o755);
}

let copies = 0;
/** A copy of the version-bearing files, with built bundles and a binary, all agreeing; `datedChangelog` dates the section. */
function agreeingCopy(datedChangelog = false): { root: string; dist: string; binary: string } {
  const root = join(scratch, `copy-${copies++}`);
  const dist = join(root, "dist");
  mkdirSync(dist, { recursive: true });
  for (const file of ["package.json", "server.json"]) copyFileSync(join(REPO, file), join(root, file));
  const changelog = readFileSync(join(REPO, "CHANGELOG.md"), "utf8");
  writeFileSync(
    join(root, "CHANGELOG.md"),
    datedChangelog ? changelog.replace(new RegExp(`^## ${VERSION} .*$`, "m"), `## ${VERSION} — 2026-12-31`) : changelog,
  );
  for (const target of MCPB_TARGETS) writeBundle(dist, bundleFileName(target), VERSION);
  const binary = join(root, "chematic-mcp");
  writeBinary(binary, VERSION);
  return { root, dist, binary };
}

function copyArgs(copy: { root: string; dist: string; binary: string }): string[] {
  return ["--root", copy.root, "--bundles", copy.dist, "--binary", copy.binary];
}

function editJson(path: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  edit(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
}

describe("check-versions on this repository", () => {
  test("package.json, server.json, the CHANGELOG, the manifests and `bun src/main.ts --version` agree", () => {
    const { code, out, err } = run([]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain(`versions agree: ${VERSION}`);
  });

  test("a tag for another version stops it", () => {
    const { code, err } = run(["--tag", `v${OTHER}`]);
    expect(code).toBe(1);
    expect(err).toContain(`tag v${OTHER}: ${OTHER}`);
  });

  test("a usage error is exit 2", () => {
    expect(run(["--tag"]).code).toBe(2);
    expect(run(["--no-such-option"]).code).toBe(2);
  });
});

describe("check-versions on a copy, one place changed at a time", () => {
  test("the unchanged copy agrees (built bundles, binary, dated CHANGELOG, matching tag)", () => {
    const copy = agreeingCopy(true);
    const { code, out, err } = run([...copyArgs(copy), "--tag", `v${VERSION}`]);
    expect(err).toBe("");
    expect(code).toBe(0);
    // package.json, server.json twice, the tag, the CHANGELOG, five bundles, --version.
    expect(out).toContain(`versions agree: ${VERSION} in 11 places`);
  });

  const cases: Array<{ what: string; change: (copy: ReturnType<typeof agreeingCopy>) => void; named: string }> = [
    {
      what: "package.json's version changed",
      change: (copy) =>
        editJson(join(copy.root, "package.json"), (p) => {
          p.version = OTHER;
        }),
      named: "package.json version",
    },
    {
      what: "server.json's version changed",
      change: (copy) =>
        editJson(join(copy.root, "server.json"), (s) => {
          s.version = OTHER;
        }),
      named: "server.json version",
    },
    {
      what: "server.json's npm package version changed",
      change: (copy) =>
        editJson(join(copy.root, "server.json"), (s) => {
          (s.packages as Array<Record<string, unknown>>)[0]!.version = OTHER;
        }),
      named: "server.json packages[0] (chematic-mcp) version",
    },
    {
      what: "one bundle's manifest changed",
      change: (copy) => writeBundle(copy.dist, "chematic-mcp-windows-x64.mcpb", OTHER),
      named: "chematic-mcp-windows-x64.mcpb manifest.json version",
    },
    {
      what: "the binary's --version changed",
      change: (copy) => writeBinary(copy.binary, OTHER),
      named: "--version",
    },
    {
      what: "a bundle missing",
      change: (copy) => rmSync(join(copy.dist, "chematic-mcp-darwin-x64.mcpb")),
      named: "chematic-mcp-darwin-x64.mcpb is missing",
    },
    {
      what: "the CHANGELOG section's version changed",
      change: (copy) => {
        const path = join(copy.root, "CHANGELOG.md");
        writeFileSync(path, readFileSync(path, "utf8").replace(`## ${VERSION} `, `## ${OTHER} `));
      },
      named: `CHANGELOG.md section (none for ${VERSION})`,
    },
  ];

  for (const { what, change, named } of cases) {
    test(`${what}: exit 1, and the place is named`, () => {
      const copy = agreeingCopy(true);
      change(copy);
      const { code, err } = run([...copyArgs(copy), "--tag", `v${VERSION}`]);
      expect(code).toBe(1);
      expect(err).toContain(named);
    });
  }

  test("a tag for another version", () => {
    const { code, err } = run([...copyArgs(agreeingCopy(true)), "--tag", `v${OTHER}`]);
    expect(code).toBe(1);
    expect(err).toContain(`tag v${OTHER}`);
  });

  test("a tag whose CHANGELOG section is still marked unreleased", () => {
    const { code, err } = run([...copyArgs(agreeingCopy(false)), "--tag", `v${VERSION}`]);
    expect(code).toBe(1);
    expect(err).toContain("still marked unreleased");
  });
});

describe("the version helpers", () => {
  test("changelogSection takes the section's text up to the next version", () => {
    const text = "# Changelog\n\n## 1.2.0 — 2026-12-01\n\n### Added\n- a\n\n## 1.1.0 — 2026-11-01\n- b\n";
    expect(changelogSection(text, "1.2.0")).toEqual({ heading: "## 1.2.0 — 2026-12-01", body: "### Added\n- a" });
    expect(changelogSection(text, "1.1.0")?.body).toBe("- b");
    // 1.2 is not 1.2.0, and 1.2.0-rc.1 is not 1.2.0.
    expect(changelogSection(text, "1.2")).toBeUndefined();
    expect(changelogSection(text, "1.2.0-rc.1")).toBeUndefined();
  });

  test("semantic versions, tags and disagreements", () => {
    expect(isSemver("0.1.0")).toBe(true);
    expect(isSemver("1.0.0-rc.1+build.5")).toBe(true);
    expect(isSemver("01.0.0")).toBe(false);
    expect(isSemver("1.0")).toBe(false);
    expect(tagVersion("v1.2.3").version).toBe("1.2.3");
    expect(tagVersion("1.2.3").version).toBeUndefined();
    expect(disagreements([{ place: "a", version: "1.0" }])).toEqual(["a: 1.0 is not a semantic version"]);
    expect(
      disagreements([
        { place: "a", version: "1.0.0" },
        { place: "b", version: undefined },
      ]),
    ).toEqual(["b: missing, but a is 1.0.0"]);
  });
});
