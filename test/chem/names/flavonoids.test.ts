/**
 * Flavonoid parents and trivial names (src/chem/names/flavonoids.ts). Expected structures are OPSIN 2.7.0's, written
 * by validation/generators/make_golden_flavonoids.py (validation/golden/names-flavonoids.jsonl, canonical SMILES
 * from Python RDKit 2022.09); the class "flavonoids" of names-opsin.jsonl is held by parser.test.ts.
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { expectOpsinStructures } from "../../../harness/names.ts";

beforeAll(ready);

interface Row {
  name: string;
  read: boolean;
  opsin: string;
}

const golden = readJsonl<Row>("names-flavonoids.jsonl");

describe("flavonoid names against OPSIN 2.7.0", () => {
  test(
    "each name read gives OPSIN's structure, with the configuration a trivial name implies",
    () => {
      const rows = golden.filter((r) => r.read);
      expect(rows.length).toBeGreaterThan(40);
      expectOpsinStructures(rows);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("names OPSIN reads that would need a rule not read here are refused, never answered otherwise", () => {
    const rows = golden.filter((r) => !r.read);
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      const result = parseName(r.name);
      expect({ name: r.name, ok: result.ok }).toEqual({ name: r.name, ok: false });
    }
  });
});

describe("implied configurations", () => {
  const smiles = (name: string): string => {
    const result = parseName(name);
    if (!result.ok) throw new Error(`${name}: ${result.message}`);
    return result.smiles;
  };

  test("naringenin is (2S)-4',5,7-trihydroxyflavan-4-one: the trivial name and the systematic one agree", () => {
    expect(smiles("naringenin")).toBe(smiles("(2S)-4',5,7-trihydroxyflavan-4-one"));
    expect(smiles("naringenin")).not.toBe(smiles("(2R)-4',5,7-trihydroxyflavan-4-one"));
  });

  test("chalcone is the E enone and aurone the Z benzylidene, as (2E)- and (2Z)- names write them", () => {
    expect(smiles("chalcone")).toBe(smiles("(2E)-1,3-diphenylprop-2-en-1-one"));
    expect(smiles("aurone")).toBe(smiles("(2Z)-2-benzylidene-1-benzofuran-3(2H)-one"));
  });

  test("a group next to an implied stereocentre is refused with the reason", () => {
    // Cl on C3 outranks the 2-phenyl ring at C2, so naringenin's 2S would describe the other arrangement.
    const result = parseName("3-chloronaringenin");
    expect(result.ok ? result.smiles : result.message).toContain("could change");
  });

  test("rac- before a name without a configuration gives the flat structure", () => {
    expect(smiles("rac-2',4',5,7-tetrahydroxyisoflavan-4-one")).toBe(smiles("2',4',5,7-tetrahydroxyisoflavan-4-one"));
    expect(smiles("rac-2',4',5,7-tetrahydroxyisoflavan-4-one")).not.toContain("@");
  });
});

describe("glycosyl groups (glycosyl-groups.ts)", () => {
  const expected = (name: string): string => {
    const row = golden.find((r) => r.name === name);
    if (!row) throw new Error(`${name} is not in names-flavonoids.jsonl`);
    return canonical(row.opsin);
  };
  const answer = (name: string): string => {
    const result = parseName(name);
    return result.ok ? result.smiles : result.message;
  };

  test("a glycosyloxy group, a C-glycosyl and a glycosyl on an O-locant each give OPSIN's structure", () => {
    for (const name of [
      "7-(β-d-glucopyranosyloxy)-4′,5-dihydroxyisoflavone",
      "7-O-(β-d-glucopyranosyl)genistein",
      "8-(β-d-glucopyranosyl)apigenin",
      "2-(β-d-glucopyranosyl)phenol",
    ]) {
      expect({ name, smiles: answer(name) }).toEqual({ name, smiles: expected(name) });
    }
    // The glycosyloxy group on C7 and the glycosyl on genistein's 7-O are one glycoside.
    expect(expected("7-(β-d-glucopyranosyloxy)-4′,5-dihydroxyisoflavone")).toBe(
      expected("7-O-(β-d-glucopyranosyl)genistein"),
    );
  });

  test("the anomer and the series are kept: α and β, d and l give OPSIN's four different structures", () => {
    const names = [
      "7-(α-d-glucopyranosyloxy)flavone",
      "7-(β-l-glucopyranosyloxy)flavone",
      "7-(β-d-galactopyranosyloxy)flavone",
      "7-(2-deoxy-β-d-arabino-hexopyranosyloxy)flavone",
    ];
    for (const name of names) expect({ name, smiles: answer(name) }).toEqual({ name, smiles: expected(name) });
    expect(new Set(names.map(expected)).size).toBe(names.length);
  });

  test("an (E)- or (Z)-acyl group on the sugar keeps its geometry: the two give OPSIN's two structures", () => {
    const names = [
      "7-{6-O-[(E)-3-phenylprop-2-enoyl]-β-d-glucopyranosyloxy}flavone",
      "7-{6-O-[(Z)-3-phenylprop-2-enoyl]-β-d-glucopyranosyloxy}flavone",
    ];
    for (const name of names) expect({ name, smiles: answer(name) }).toEqual({ name, smiles: expected(name) });
    expect(expected(names[0] as string)).not.toBe(expected(names[1] as string));
    // The leading unlocanted (E)- names the but-2-enoic acid's double bond, not the acyl group's.
    const acid = "(Z)-4-{6-O-[(E)-3-phenylprop-2-enoyl]-β-d-glucopyranosyloxy}but-2-enoic acid";
    expect(answer(acid)).toBe(expected(acid));
  });

  test("capital D and L are the sugar's (CAS's and PubChem's writing), read as the small capitals are", () => {
    for (const name of ["4-(β-D-glucopyranosyloxy)benzoic acid", "7-O-(α-L-rhamnopyranosyl)apigenin"]) {
      expect({ name, smiles: answer(name) }).toEqual({ name, smiles: expected(name) });
    }
    expect(expected("4-(β-D-glucopyranosyloxy)benzoic acid")).toBe(expected("4-(β-d-glucopyranosyloxy)benzoic acid"));
  });

  test("a glycosyl after an O-locant without its brackets reads as the bracketed one (3-O-β-D-glucopyranosylcyanidin)", () => {
    for (const [bare, bracketed] of [
      ["3-O-β-D-glucopyranosylcyanidin", "3-O-(β-D-glucopyranosyl)cyanidin"],
      [
        "3-O-beta-D-glucopyranosyl-7-O-alpha-L-rhamnopyranosylquercetin",
        "3-O-(β-d-glucopyranosyl)-7-O-(α-l-rhamnopyranosyl)quercetin",
      ],
    ] as const) {
      expect({ bare, smiles: answer(bare) }).toEqual({ bare, smiles: expected(bare) });
      expect(answer(bracketed)).toBe(expected(bare));
    }
  });

  test("a glycosyl whose anomer the name does not give is refused, not answered with that centre open", () => {
    const result = parseName("7-(d-glucopyranosyloxy)flavone");
    expect(result.ok).toBe(false);
  });
});

describe("trivial names of OPSIN's cyclic groups", () => {
  test("kaempferol is 3-hydroxyapigenin and chrysoeriol 3'-O-methylluteolin, as OPSIN reads them", () => {
    const row = (name: string): string => canonical(golden.find((r) => r.name === name)?.opsin ?? "");
    const answer = (name: string): string => {
      const result = parseName(name);
      return result.ok ? result.smiles : result.message;
    };
    expect(answer("kaempferol")).toBe(row("3-hydroxyapigenin"));
    expect(answer("chrysoeriol")).toBe(row("chrysoeriol"));
    expect(answer("chrysoeriol")).toBe(answer("3'-O-methylluteolin"));
  });
});

describe("coumestan's ring system by its fusion name", () => {
  const expected = (name: string): string => canonical(golden.find((r) => r.name === name)?.opsin ?? "");
  const answer = (name: string): string => {
    const result = parseName(name);
    return result.ok ? result.smiles : result.message;
  };

  test("6H-[1]benzofuro[3,2-c][1]benzopyran is numbered as coumestan: coumestrol and the pterocarpan by both names", () => {
    expect(answer("3,9-dihydroxy-6H-[1]benzofuro[3,2-c]chromen-6-one")).toBe(expected("3,9-dihydroxycoumestan-6-one"));
    expect(answer("(6aR,11aR)-9-methoxy-6a,11a-dihydro-6H-[1]benzofuro[3,2-c]chromen-3-ol")).toBe(
      expected("3-hydroxy-9-methoxypterocarpan"),
    );
    for (const name of [
      "2-chloro-6H-[1]benzofuro[3,2-c][1]benzopyran",
      "8-chloro-6H-[1]benzofuro[3,2-c][1]benzopyran",
    ]) {
      expect({ name, smiles: answer(name) }).toEqual({ name, smiles: expected(name) });
    }
  });
});

describe("rotenane's ring system by its fusion name", () => {
  const expected = (name: string): string => canonical(golden.find((r) => r.name === name)?.opsin ?? "");

  test("rotenone's ring system, with its furan, takes OPSIN's fusion locants at every substitutable position", () => {
    for (const locant of ["1", "2", "4", "5", "6", "7", "8", "9", "10", "12"]) {
      const name = `${locant}-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran`;
      const result = parseName(name);
      expect({ name, smiles: result.ok ? result.smiles : result.message }).toEqual({ name, smiles: expected(name) });
    }
  });

  test("the pyranoanthocyanidins' pyrano[4,3,2-de]chromenylium takes OPSIN's locants round its periphery", () => {
    for (const locant of ["2", "3", "4", "5", "7", "8", "9"]) {
      const name = `${locant}-chloropyrano[4,3,2-de]chromenylium`;
      const result = parseName(name);
      expect({ name, smiles: result.ok ? result.smiles : result.message }).toEqual({ name, smiles: expected(name) });
    }
  });

  test("[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene takes OPSIN's fusion locants on every ring", () => {
    for (const locant of ["3", "4", "6", "8", "10", "12", "14", "15"]) {
      const name = `${locant}-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene`;
      const result = parseName(name);
      expect({ name, smiles: result.ok ? result.smiles : result.message }).toEqual({ name, smiles: expected(name) });
    }
  });

  test("pterocarp-6a(11a)-ene is coumestan's ring, without pterocarpan's centres", () => {
    const result = parseName("3,9-dihydroxypterocarp-6a(11a)-en-6-one");
    expect(result.ok ? result.smiles : result.message).toBe(expected("3,9-dihydroxycoumestan-6-one"));
  });

  test("[1]benzopyrano[3,4-b][1]benzopyran takes OPSIN's fusion locants at every substitutable position", () => {
    for (const locant of ["1", "2", "3", "4", "6", "8", "9", "10", "11", "12"]) {
      const name = `${locant}-chloro[1]benzopyrano[3,4-b][1]benzopyran`;
      const result = parseName(name);
      expect({ name, smiles: result.ok ? result.smiles : result.message }).toEqual({ name, smiles: expected(name) });
    }
  });
});

describe("the dioxolobenzopyran of the methylenedioxyflavones", () => {
  const expected = (name: string): string => canonical(golden.find((r) => r.name === name)?.opsin ?? "");

  test("[1,3]dioxolo[4,5-g]chromene takes OPSIN's fusion locants on each ring", () => {
    for (const locant of ["4", "7", "8", "9"]) {
      const name = `${locant}-chloro-6H-[1,3]dioxolo[4,5-g]chromene`;
      const result = parseName(name);
      expect({ name, smiles: result.ok ? result.smiles : result.message }).toEqual({ name, smiles: expected(name) });
    }
  });
});

describe("didehydro (builder.ts applyDehydro)", () => {
  const expected = (name: string): string => canonical(golden.find((r) => r.name === name)?.opsin ?? "");
  const answer = (name: string): string => {
    const result = parseName(name);
    return result.ok ? result.smiles : result.message;
  };

  test("2,3-didehydroflavan is flav-2-ene; a centre the double bond takes loses its implied label", () => {
    expect(answer("2,3-didehydroflavan")).toBe(expected("flav-2-ene"));
    expect(answer("3,9-dihydroxy-6a,11a-didehydropterocarpan-6-one")).toBe(expected("3,9-dihydroxycoumestan-6-one"));
    expect(answer("2,3-didehydronaringenin")).toBe(expected("apigenin"));
  });

  test("a centre that stays one beside the new double bond is refused, its ranking changed", () => {
    expect(answer("6,6a-didehydropterocarpan")).toContain("could change");
  });
});
