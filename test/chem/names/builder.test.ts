/**
 * The structure builder's placement rules (src/chem/names/builder.ts) that no name class owns, against Debian's OPSIN
 * 2.7.0: an unlocanted "ene" on a monocycle whose suffix is at C1 (validation/generators/make_golden_ring_ene_suffix.py,
 * validation/golden/names-ring-ene-suffix.jsonl), and an unlocanted "-ium" on each ring of an assembly
 * (validation/generators/make_golden_assembly_ium.py, validation/golden/names-assembly-ium.jsonl) and a multiplied
 * "-ium", "-1,4-diium", "-diaminium" (make_golden_multiplied_ium.py, names-multiplied-ium.jsonl); element locants on a
 * one-atom group parent, (N,N-dimethylamino) (make_golden_group_element_locants.py, names-group-element-locants.jsonl);
 * a prefix at an element locant run into a group of carbons (make_golden_methylene_element_locants.py,
 * names-element-locant-runs.jsonl) and an ester's group on the element its locant names
 * (make_golden_ester_element_locants.py, names-ester-element-locants.jsonl).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { loadRDKit } from "../../../src/chem/rdkit.ts";

interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

const rows = readJsonl<Row>("names-ring-ene-suffix.jsonl");

beforeAll(async () => {
  await loadRDKit();
});

describe("an unlocanted ene on a ring with its suffix at C1 is the -1-ene (suffixLeavesC1Free)", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s stays refused as ambiguous", (name) => {
    const result = parseName(name as string);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe("ambiguous");
  });
});

const assemblies = readJsonl<Row>("names-assembly-ium.jsonl");

describe("an unlocanted -ium on each ring of an assembly, paraquat's 1,1'-dimethyl-4,4'-bipyridinium (protonate)", () => {
  test.each(assemblies.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(assemblies.filter((r) => r.refused).map((r) => [r.name]))("%s is refused as ambiguous", (name) => {
    const result = parseName(name as string);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe("ambiguous");
  });
});

const multiplied = readJsonl<Row>("names-multiplied-ium.jsonl");

describe("a multiplied -ium, pyrazine-1,4-diium and hexane-1,6-diaminium (protonate)", () => {
  test.each(multiplied.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(multiplied.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

const elementLocants = readJsonl<Row>("names-group-element-locants.jsonl");

describe("element locants on a one-atom group parent, (N,N-dimethylamino) (builder.ts) against OPSIN 2.7.0", () => {
  test.each(elementLocants.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(elementLocants.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

const elementRuns = readJsonl<Row>("names-element-locant-runs.jsonl");

describe("a prefix at an element locant run into a group of carbons is the parent's (builder.ts elementLocantBeforeCarbons) against OPSIN 2.7.0", () => {
  test.each(elementRuns.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(elementRuns.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

const esterAt = readJsonl<Row>("names-ester-element-locants.jsonl");

describe("an ester's group on the element its locant names, S-methyl ethanethioate (builder.ts checkEsterElements) against OPSIN 2.7.0", () => {
  test.each(esterAt.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(esterAt.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_one_carbon_runs.py: OPSIN 2.7.0's structure per name. */
const oneCarbonRuns = readJsonl<Row>("names-one-carbon-runs.jsonl");

describe("a ring group's prefixes written before it on a one-carbon parent (builder.ts nestBeforeRing) against OPSIN 2.7.0", () => {
  test.each(oneCarbonRuns.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(oneCarbonRuns.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_several_indicated_h.py: OPSIN 2.7.0's structure per name. */
const severalH = readJsonl<Row>("names-several-indicated-h.jsonl");

describe("several indicated hydrogens on a listed ring, its own NH atoms (builder.ts) against OPSIN 2.7.0", () => {
  test.each(severalH.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(severalH.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
