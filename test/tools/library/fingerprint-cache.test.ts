import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ECFP4, normalizeSpec } from "../../../src/chem/library/fingerprints.ts";
import {
  FingerprintCache,
  cacheBytesFromEnvironment,
  loadFingerprints,
} from "../../../src/tools/library/fingerprint-cache.ts";
import { ready } from "../../../harness/tools.ts";

let dir: string;
beforeAll(async () => {
  await ready();
  dir = mkdtempSync(join(tmpdir(), "chematic-cache-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const context = () => ({ dataDirs: [dir] });

describe("the library fingerprint cache", () => {
  test("a file is fingerprinted once per fingerprint; the second call is a hit and returns the same table", async () => {
    const cache = new FingerprintCache(64 * 2 ** 20);
    writeFileSync(join(dir, "a.smi"), "CCO one\nc1ccccc1O two\n");
    const first = await loadFingerprints({ file: "a.smi" }, context(), ECFP4, cache);
    const second = await loadFingerprints({ file: "a.smi" }, context(), ECFP4, cache);
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.library).toBe(first.library);
    // Another fingerprint of the same file is another entry.
    const maccs = await loadFingerprints({ file: "a.smi" }, context(), normalizeSpec("maccs"), cache);
    expect(maccs.cached).toBe(false);
    expect(cache.size).toBe(2);
  });

  test("a changed file (new size or mtime) is read again, and its old entries are dropped", async () => {
    const cache = new FingerprintCache(64 * 2 ** 20);
    const path = join(dir, "b.smi");
    writeFileSync(path, "CCO one\n");
    await loadFingerprints({ file: "b.smi" }, context(), ECFP4, cache);
    writeFileSync(path, "CCO one\nCCN two\n");
    const changed = await loadFingerprints({ file: "b.smi" }, context(), ECFP4, cache);
    expect(changed.cached).toBe(false);
    expect(changed.library.table.n).toBe(2);
    expect(cache.size).toBe(1);
    // Same size, newer mtime: read again too.
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    expect((await loadFingerprints({ file: "b.smi" }, context(), ECFP4, cache)).cached).toBe(false);
  });

  test("bounded by bytes: the least recently used entry goes first; an entry larger than the bound is not kept", async () => {
    // One ECFP4 row is 256 bytes of bits + 2 of count, plus ids, SMILES and row numbers: a 3-molecule file is ~870 bytes: one fits in 1,500, two do not.
    const cache = new FingerprintCache(1_500);
    for (const name of ["c1.smi", "c2.smi"]) writeFileSync(join(dir, name), "CCO\nCCN\nCCC\n");
    await loadFingerprints({ file: "c1.smi" }, context(), ECFP4, cache);
    expect(cache.size).toBe(1);
    await loadFingerprints({ file: "c2.smi" }, context(), ECFP4, cache);
    expect(cache.size).toBe(1); // c1 went
    expect((await loadFingerprints({ file: "c2.smi" }, context(), ECFP4, cache)).cached).toBe(true);
    expect((await loadFingerprints({ file: "c1.smi" }, context(), ECFP4, cache)).cached).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(1_500);
    const tiny = new FingerprintCache(100);
    await loadFingerprints({ file: "c1.smi" }, context(), ECFP4, tiny);
    expect(tiny.size).toBe(0);
  });

  test("inline lists are never cached", async () => {
    const cache = new FingerprintCache(64 * 2 ** 20);
    await loadFingerprints({ smiles_list: ["CCO"] }, context(), ECFP4, cache);
    expect(cache.size).toBe(0);
  });

  test("CHEMATIC_LIBRARY_CACHE_MB sets the bound (0 turns caching off); unset or unreadable: 1 GiB", () => {
    expect(cacheBytesFromEnvironment("256")).toBe(256 * 2 ** 20);
    expect(cacheBytesFromEnvironment("0")).toBe(0);
    expect(cacheBytesFromEnvironment(undefined)).toBe(1_024 * 2 ** 20);
    expect(cacheBytesFromEnvironment("lots")).toBe(1_024 * 2 ** 20);
  });
});
