/**
 * PAINS / Brenk alerts against Python RDKit 2022.09's FilterCatalog.
 *
 * Goldens: validation/golden/alerts-{nci,chembl,wehi,painsref}.jsonl, made by
 * /usr/bin/python3 validation/make_golden_alerts.py. Every disagreement must be
 * listed, with its reason, in validation/golden/alerts-known-differences.jsonl.
 *
 * By default all of NCI, every 2nd ChEMBL molecule, every 5th WEHI molecule
 * plus every WEHI molecule with a PAINS hit, and all 462 PAINS reference hits
 * (RDKit's Data/Pains/test_data/test_set3.txt) are compared (the test stays fast);
 * ALERTS_FULL=1 compares every molecule, ALERTS_NO_PREFILTER=1 switches the
 * prefilter off (to show that it never changes an answer).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { AlertCatalog, brenkAlerts, brenkCatalog, painsAlerts, painsCatalog, structuralAlerts, type FilterRow } from "../../src/chem/alerts.ts";
import { free, loadRDKit, parseSmiles, withMol } from "../../src/chem/rdkit.ts";
import { DomainError } from "../../src/protocol/errors.ts";

const GOLDEN = join(import.meta.dir, "..", "..", "validation", "golden");
const FULL = process.env.ALERTS_FULL === "1";
const PREFILTER = process.env.ALERTS_NO_PREFILTER !== "1";
const THRESHOLD = 0.995;

interface GoldenRow {
  i: number;
  id: string;
  smiles: string;
  invalid?: boolean;
  pains?: string[];
  brenk?: string[];
}

interface KnownDifference {
  set: string;
  i: number;
  smiles: string;
  kind: "rdkit2022_rejects" | "rdkit2026_rejects" | "alerts";
  ours: { pains: string[]; brenk: string[] } | null;
  reason: string;
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(join(GOLDEN, file), "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as T);
}

function readGolden(set: string): GoldenRow[] {
  const [first, ...rows] = readJsonl<GoldenRow & { meta?: unknown }>(`alerts-${set}.jsonl`);
  expect(first?.meta).toBeDefined();
  return rows;
}

const known = readJsonl<KnownDifference>("alerts-known-differences.jsonl");
const knownByKey = new Map(known.map((k) => [`${k.set}:${k.i}`, k]));

/** What our code says, or null when the embedded RDKit refuses the SMILES. */
function ours(smiles: string): { pains: string[]; brenk: string[] } | null {
  let mol;
  try {
    mol = parseSmiles(smiles);
  } catch (error) {
    if (error instanceof DomainError && error.code === "INVALID_SMILES") return null;
    throw error;
  }
  try {
    if (PREFILTER) return structuralAlerts(mol);
    return { pains: painsCatalog().match(mol, { prefilter: false }), brenk: brenkCatalog().match(mol, { prefilter: false }) };
  } finally {
    free(mol);
  }
}

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

beforeAll(async () => {
  await loadRDKit();
});

describe("catalog data", () => {
  test("PAINS has 480 entries (A, B, C), Brenk 105, names unique and as RDKit spells them", () => {
    expect(painsCatalog().size).toBe(480);
    expect(brenkCatalog().size).toBe(105);
    const p = painsCatalog().names();
    const b = brenkCatalog().names();
    expect(new Set(p).size).toBe(480);
    expect(new Set(b).size).toBe(105);
    expect(p[0]).toBe("ene_six_het_A(483)"); // first PAINS_A entry
    expect(p).toContain("ene_five_het_A(201)");
    expect(b[0]).toBe(">_2_ester_groups");
    expect(b).toContain("phenol_ester");
    expect(b[104]).toBe("triple_bond");
  });

  test("catalogs are created once and shared", () => {
    expect(painsCatalog()).toBe(painsCatalog());
    expect(brenkCatalog()).toBe(brenkCatalog());
  });
});

describe("hand-picked molecules (expected values from Python RDKit 2022.09 FilterCatalog.GetMatches)", () => {
  const cases: [string, string[], string[]][] = [
    ["CC(=O)Oc1ccccc1", [], ["phenol_ester"]],
    ["O=C1C(=Cc2ccc(O)cc2)SC(=S)N1", ["ene_rhod_A(235)"], ["Michael_acceptor_1", "Thiocarbonyl_group"]],
    ["CCOC(=O)CC(=O)OCC", [], ["beta-keto/anhydride"]],
    ["CCOC(=O)CC(C(=O)OC)C(=O)OCC", [], [">_2_ester_groups", "beta-keto/anhydride"]],
    ["Oc1ccccc1O", ["catechol_A(92)"], ["catechol"]],
    ["c1ccccc1", [], []],
    ["[H]OC([H])([H])C(=O)Oc1ccccc1", [], ["phenol_ester"]],
    ["Nc1ccc(N=Nc2ccccc2)cc1", ["azo_A(324)", "anil_no_alk(40)"], ["aniline", "diazo_group"]],
    ["CC(C)=CCC1=CC(=O)C=C(C)C1=O", ["quinone_A(370)"], ["chinone_1", "isolated_alkene"]],
    ["CN(C)c1ccc(C=Cc2ccccc2)cc1", ["anil_di_alk_B(251)"], ["stilbene"]],
    ["Brc1c(sc(c1)C=C2C(=NOC2=O)c3ccccc3)CC", ["ene_five_het_A(201)"], ["Michael_acceptor_1", "oxime_2"]],
  ];
  for (const [smiles, pains, brenk] of cases) {
    test(smiles, () => {
      withMol(smiles, (mol) => {
        expect(painsAlerts(mol)).toEqual(pains);
        expect(brenkAlerts(mol)).toEqual(brenk);
        expect(structuralAlerts(mol)).toEqual({ pains, brenk });
      });
    });
  }

  test("the empty molecule has no alerts", () => {
    withMol("", (mol) => {
      expect(painsAlerts(mol)).toEqual([]);
      expect(brenkAlerts(mol)).toEqual([]);
      expect(structuralAlerts(mol)).toEqual({ pains: [], brenk: [] });
    });
  });

  test("the prefilter never changes an answer (ring systems, explicit H, sample of NCI and WEHI molecules)", () => {
    const rings = ["C1CC2(C1)CCC2", "C1CC2CCC1C2", "c1ccc(cc1)-c1ccccc1", "C1CCCCCCCCCCC1", "O=C1NC(=O)c2ccccc12", "C12C3C4C1C5C2C3C45"];
    const rows = [...rings.map((smiles) => ({ smiles })), ...readGolden("nci").slice(0, 100), ...readGolden("wehi").slice(0, 100)];
    withMol("[H]c1c([H])c([H])c(O[H])c(O[H])c1[H]", (mol) => {
      expect(painsCatalog().match(mol)).toEqual(painsCatalog().match(mol, { prefilter: false }));
      expect(brenkCatalog().match(mol)).toEqual(brenkCatalog().match(mol, { prefilter: false }));
    }, { keepHydrogens: true });
    for (const row of rows) {
      withMol(row.smiles, (mol) => {
        expect(painsCatalog().match(mol, { prefilter: false })).toEqual(painsCatalog().match(mol));
        expect(brenkCatalog().match(mol, { prefilter: false })).toEqual(brenkCatalog().match(mol));
      });
    }
  });
});

describe("count semantics and error paths", () => {
  // A catalog of our own: ester counts, to check RDKit's min/max count rule
  // (unique matches; hit when minCount <= count <= maxCount).
  const rows: FilterRow[] = [
    ["at_least_two_esters", "C(=O)O[#6]", 2, null, 4, "6:2:0:1;8:1:0:2"],
    ["one_or_two_esters", "C(=O)O[#6]", 1, 2, 4, ""],
    ["any_ester", "C(=O)O[#6]", 1, null, 4, ""],
  ];
  const catalog = new AlertCatalog(rows);

  test("min and max match counts", () => {
    withMol("CCO", (mol) => expect(catalog.match(mol)).toEqual([]));
    withMol("CC(=O)OC", (mol) => expect(catalog.match(mol)).toEqual(["one_or_two_esters", "any_ester"]));
    withMol("COC(=O)CC(=O)OC", (mol) => expect(catalog.match(mol)).toEqual(["at_least_two_esters", "one_or_two_esters", "any_ester"]));
    withMol("COC(=O)CC(C(=O)OC)C(=O)OC", (mol) => expect(catalog.match(mol)).toEqual(["at_least_two_esters", "any_ester"]));
  });

  test("a SMARTS that does not compile is an error naming the entry", () => {
    const bad = new AlertCatalog([["broken", "C(=O", 1, null, 2, ""]]);
    withMol("CC", (mol) => expect(() => bad.match(mol)).toThrow(/broken/));
  });

  test("malformed prefilter data is an error", () => {
    for (const requires of ["6:1:0:x", "6|:1:0:1", "6:1:2:1", "6:1:0:0", "6*1"]) {
      const bad = new AlertCatalog([["ok", "CC", 1, null, 2, requires]]);
      withMol("CC", (mol) => expect(() => bad.match(mol)).toThrow(/prefilter data/));
    }
  });

  test("a freed molecule is refused, not silently matched", () => {
    const mol = parseSmiles("c1ccccc1O");
    free(mol);
    expect(() => painsAlerts(mol)).toThrow();
    expect(() => brenkAlerts(mol)).toThrow();
    expect(() => structuralAlerts(mol)).toThrow();
  });
});

// ALERTS_BENCH=1: per-molecule time on each golden set (parsing not timed), to
// set beside `/usr/bin/python3 validation/make_golden_alerts.py --time-only`.
for (const set of ["nci", "chembl", "wehi"]) {
  test.if(process.env.ALERTS_BENCH === "1")(
    `benchmark: PAINS and Brenk per molecule on ${set}`,
    () => {
      const mols = readGolden(set)
        .filter((r) => !r.invalid)
        .flatMap((r) => {
          try {
            return [parseSmiles(r.smiles)];
          } catch {
            return [];
          }
        });
      try {
        structuralAlerts(mols[0]!); // compile the queries outside the timing
        const time = (fn: () => void): number => {
          const t0 = performance.now();
          fn();
          return (performance.now() - t0) / mols.length;
        };
        for (let round = 1; round <= 2; round++) {
          const pains = time(() => mols.forEach((m) => painsCatalog().match(m, { prefilter: PREFILTER })));
          const brenk = time(() => mols.forEach((m) => brenkCatalog().match(m, { prefilter: PREFILTER })));
          const both = PREFILTER ? time(() => mols.forEach((m) => structuralAlerts(m))) : pains + brenk;
          console.log(
            `bench ${set} round ${round}: ${mols.length} molecules${PREFILTER ? "" : " (prefilter off)"}: ` +
              `PAINS ${pains.toFixed(3)} ms/mol, Brenk ${brenk.toFixed(3)} ms/mol, both (structuralAlerts) ${both.toFixed(3)} ms/mol`,
          );
        }
      } finally {
        mols.forEach(free);
      }
    },
    300_000,
  );
}

describe("agreement with Python RDKit 2022.09 FilterCatalog", () => {
  const sets: [string, (row: GoldenRow) => boolean][] = [
    ["nci", () => true],
    ["chembl", (row) => FULL || row.i % 2 === 0],
    ["wehi", (row) => FULL || row.i % 5 === 0 || (row.pains?.length ?? 0) > 0],
    ["painsref", () => true],
  ];
  for (const [set, pick] of sets) {
    test(
      `${set}: same alert names on >= 99.5% of molecules, every difference listed`,
      () => {
        const rows = readGolden(set).filter(pick);
        let compared = 0;
        let painsAgree = 0;
        let brenkAgree = 0;
        const unlisted: string[] = [];
        const seenKnown = new Set<string>();
        for (const row of rows) {
          const key = `${set}:${row.i}`;
          const got = ours(row.smiles);
          const listed = knownByKey.get(key);
          if (row.invalid) {
            // RDKit 2022.09 refused it: nothing to compare; if we parse it, it must be listed.
            if (got !== null) {
              if (listed?.kind !== "rdkit2022_rejects") unlisted.push(`${key} ${row.smiles}: parsed here, refused by RDKit 2022.09`);
              else expect(got).toEqual(listed.ours ?? { pains: [], brenk: [] });
              seenKnown.add(key);
            }
            continue;
          }
          compared++;
          const p = got !== null && same(got.pains, row.pains);
          const b = got !== null && same(got.brenk, row.brenk);
          if (p) painsAgree++;
          if (b) brenkAgree++;
          if (!p || !b) {
            seenKnown.add(key);
            if (!listed) {
              unlisted.push(
                `${key} ${row.smiles}: RDKit ${JSON.stringify({ pains: row.pains, brenk: row.brenk })} ours ${JSON.stringify(got)}`,
              );
            } else {
              expect(listed.reason.length).toBeGreaterThan(10);
            }
          }
        }
        // every listed difference of this set (among the molecules compared) is still a difference
        const stale = known.filter((k) => k.set === set && rows.some((r) => r.i === k.i) && !seenKnown.has(`${set}:${k.i}`));
        console.log(
          `alerts ${set}: ${compared} molecules compared${FULL ? " (full set)" : ""}${PREFILTER ? "" : " (prefilter off)"}; ` +
            `PAINS agree ${painsAgree} (${((100 * painsAgree) / compared).toFixed(2)}%), Brenk agree ${brenkAgree} (${((100 * brenkAgree) / compared).toFixed(2)}%)`,
        );
        expect(unlisted).toEqual([]);
        expect(stale.map((k) => `${k.set}:${k.i}`)).toEqual([]);
        expect(painsAgree / compared).toBeGreaterThanOrEqual(THRESHOLD);
        expect(brenkAgree / compared).toBeGreaterThanOrEqual(THRESHOLD);
      },
      FULL ? 300_000 : 60_000,
    );
  }
});
