/**
 * Spiro unions of ring components (src/chem/names/spiro.ts): "spiro[cyclohexane-1,1'-indene]", "9,9'-spirobi[fluorene]",
 * "dispiro[fluorene-9,1'-cyclohexane-4',1''-indene]", the older "2H-indene-2-spiro-1'-cyclopentane", an indicated
 * hydrogen of the spiro system ("3H-spiro[[1]benzofuran-2,1'-cyclohexane]"); heteroatom spiro atoms (a component
 * written as a cation, the lambda convention) and replacement prefixes before "spiro["
 * (validation/generators/make_golden_spiro_heteroatoms.py, names-spiro-*.jsonl; the hydrogen and ketone forms are
 * spiro-hydrogen.test.ts's). Expected
 * structures are OPSIN 2.7.0's, written by validation/generators/make_golden_rings.py
 * (validation/golden/names-rings.jsonl, class spiro-components; canonical SMILES from Python RDKit 2022.09), with
 * substituents on primed and unprimed locants so a component numbered as another puts them on the wrong ring.
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { expectOpsinStructures } from "../../../harness/names.ts";

beforeAll(ready);

interface Row {
  class: string;
  name: string;
  opsin: string;
}

/** validation/generators/make_golden_spiro_heteroatoms.py: OPSIN 2.7.0's structure per name, or a name to refuse. */
interface ClassRow {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

/** Each name read gives OPSIN's structure, each one marked refused is refused. */
function againstOpsin(file: string): void {
  const rows = readJsonl<ClassRow>(file);
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });
  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
}

const golden = readJsonl<Row>("names-rings.jsonl");

describe("spiro unions of ring components", () => {
  test(
    "each name gives OPSIN's structure",
    () => {
      const rows = golden.filter((r) => r.class === "spiro-components");
      expect(rows.length).toBeGreaterThan(20);
      expectOpsinStructures(rows);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("a spiro atom must be a CH2 of each component: an aromatic CH or a ring N is refused, never given a hydrogen", () => {
    for (const name of [
      // Pyridine's C4 and benzene's C1 have one H; OPSIN adds the hydro prefix the name leaves out (4H-pyridine),
      // a structure the name does not give.
      "spiro[cyclohexane-1,4'-pyridine]",
      "spiro[cyclohexane-1,1'-benzene]",
      // 1H-naphthalene does not exist: the spiro atom needs a hydro prefix the name does not write.
      "spiro[cyclohexane-1,1'-naphthalene]",
      // Piperidine's N1 cannot be a neutral spiro atom.
      "spiro[cyclohexane-1,1'-piperidine]",
    ]) {
      const result = parseName(name);
      expect({ name, ok: result.ok }).toEqual({ name, ok: false });
    }
  });

  test("the spiro system's indicated hydrogen must be beside its component's spiro atom, on a ring with double bonds", () => {
    for (const name of [
      // On the spiro atom itself: no second atom to saturate with it.
      "2H-spiro[[1]benzofuran-2,1'-cyclohexane]",
      // On a cyclohexane, which has no double bond to take it from.
      "3H-spiro[cyclohexane-1,2'-[1]benzofuran]",
      // Unprimed: the cyclohexane's, not the benzofuran's 3'.
      "3H-spiro[cyclohexane-1,2'-[1]benzofuran]-3'-one",
    ]) {
      const result = parseName(name);
      expect({ name, ok: result.ok }).toEqual({ name, ok: false });
    }
  });

  test("a spiro union inside a component is not read, and nested brackets are refused rather than re-read at each level", () => {
    // Before the components' grammars shared the name's step budget, twenty nested "spiro[" took minutes.
    const nested = `${"spiro[".repeat(20)}cyclohexane${"-1,1'-cyclohexane]".repeat(20)}`;
    expect(parseName(nested).ok).toBe(false);
    expect(parseName("spiro[cyclohexane-1,1'-spiro[cyclohexane-1,1'-cyclopentane]]").ok).toBe(false);
  });

  test("an unlocanted component of the older form must be a cycloalkane (all its atoms alike)", () => {
    // Oxolane has CH2 at 2 and 3, 1,2,3,4-tetrahydronaphthalene at 1 and 2, indene (1H or 2H) at 1 and 2: the
    // name does not say which is the spiro atom (OPSIN 2.7.0 takes C1 of indene, C2 of oxolane).
    for (const name of [
      "oxolanespirocyclohexane",
      "pyridinespirocyclohexane",
      "indenespirocyclohexane",
      "1,2,3,4-tetrahydronaphthalenespirocyclohexane",
    ]) {
      expect({ name, ok: parseName(name).ok }).toEqual({ name, ok: false });
    }
    const result = parseName("spirobicyclohexane");
    expect(result.ok && result.smiles).toBe(canonical("C1CCC2(CC1)CCCCC2"));
  });

  test("the second component's locants are primed: 2'-methyl is on the indene, 2-methyl on the cyclohexane", () => {
    const of = (name: string): string => {
      const result = parseName(name);
      return result.ok ? result.smiles : result.message;
    };
    // 1H-indene's C2 is the CH of the five-membered ring next to the spiro C1; cyclohexane's C2 is a CH2 next to it.
    expect(of("2'-methylspiro[cyclohexane-1,1'-indene]")).toBe(canonical("CC1=Cc2ccccc2C13CCCCC3"));
    expect(of("2-methylspiro[cyclohexane-1,1'-indene]")).toBe(canonical("CC1CCCCC12C=Cc1ccccc12"));
  });
});

describe("cycloalkene components", () => {
  test(
    "each name gives OPSIN's structure (class spiro-cycloalkene)",
    () => {
      const rows = golden.filter((r) => r.class === "spiro-cycloalkene");
      expect(rows.length).toBeGreaterThan(5);
      for (const r of rows) {
        const result = parseName(r.name);
        expect({ name: r.name, result }).toEqual({ name: r.name, result: { ok: true, smiles: canonical(r.opsin) } });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("an unlocanted cycloalkene component is refused: its spiro atom could be any of several", () => {
    expect(parseName("cyclohexenespirocyclopentane").ok).toBe(false);
  });
});

describe("CIP descriptors on a component's primed locants", () => {
  test(
    "each name gives OPSIN's structure (class spiro-stereo)",
    () => {
      const rows = golden.filter((r) => r.class === "spiro-stereo");
      expect(rows.length).toBeGreaterThan(3);
      for (const r of rows) {
        const result = parseName(r.name);
        expect({ name: r.name, result }).toEqual({ name: r.name, result: { ok: true, smiles: canonical(r.opsin) } });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("CAS's primes before the locant's letter name the same atom", () => {
    const tail = "-2'',3'',3a'',4'',5'',6'',7'',7a''-octahydrodispiro[cyclopentane-1,1'-cyclopentane-3',1''-indene]";
    expect(parseName(`(3''aS,7''aS)${tail}`)).toEqual(parseName(`(3a''S,7a''S)${tail}`));
    // a primed locant on the wrong component is no stereocentre there
    expect(parseName(`(3a'S)${tail}`).ok).toBe(false);
  });
});

describe("CAS's bracketed locants in a von Baeyer component", () => {
  test(
    "each name gives OPSIN's structure (class spiro-cas-locants)",
    () => {
      const rows = golden.filter((r) => r.class === "spiro-cas-locants");
      expect(rows.length).toBeGreaterThan(3);
      for (const r of rows) {
        const result = parseName(r.name);
        expect({ name: r.name, result }).toEqual({ name: r.name, result: { ok: true, smiles: canonical(r.opsin) } });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("they are read as the hyphenated locants", () => {
    expect(parseName("spiro[fluorene-9,2'-[3]thiabicyclo[2.2.2]oct[5]ene]")).toEqual(
      parseName("spiro[fluorene-9,2'-3-thiabicyclo[2.2.2]oct-5-ene]"),
    );
  });
});

describe("a heteroatom spiro atom from components written as cations, the proton on the spiro atom (against OPSIN 2.7.0)", () => {
  againstOpsin("names-spiro-cations.jsonl");

  test('the union has the one charge both "-ium" components name, not two', () => {
    expect(parseName("1,1'-spirobi[piperidinium]")).toEqual(parseName("spiro[piperidine-1,1'-piperidinium]"));
    expect(parseName("spiro[piperidinium-1,1'-pyrrolidinium]")).toEqual(
      parseName("spiro[piperidine-1,1'-pyrrolidinium]"),
    );
  });
});

describe("the lambda convention on a spiro atom, its -ylium and -ide (against OPSIN 2.7.0)", () => {
  againstOpsin("names-spiro-lambda.jsonl");

  test('"-ide" takes its proton only from an atom the lambda convention raised, never a plain NH or CH2', () => {
    expect(parseName("pyrrolidin-1-ide").ok).toBe(false);
    expect(parseName("spiro[4.4]nonan-1-ide").ok).toBe(false);
    // the lambda on an atom that is no spiro atom
    expect(parseName("2lambda5-spiro[piperidine-1,1'-pyrrolidin]-2-ylium").ok).toBe(false);
  });
});

describe("replacement prefixes before a spiro name, on the joined components' atoms (against OPSIN 2.7.0)", () => {
  againstOpsin("names-spiro-replacement.jsonl");

  test("the prefix outside the bracket names the atom the component's own prefix would", () => {
    expect(parseName("1-azaspiro[bicyclo[2.2.2]octane-3,2'-oxirane]")).toEqual(
      parseName("spiro[1-azabicyclo[2.2.2]octane-3,2'-oxirane]"),
    );
  });
});
