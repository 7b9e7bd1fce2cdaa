/**
 * boiled_egg through the tool runner against validation/golden/admet.jsonl
 * (Python RDKit 2022.09 `CalcTPSA(mol, includeSandP=True)` and Crippen
 * `MolLogP`, with the two ellipses evaluated in Python by
 * validation/generators/make_golden_admet.py), plus points worked out by hand.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { ellipseValue, WHITE_ELLIPSE, YOLK_ELLIPSE } from "../../src/chem/medchem/boiled-egg.ts";
import { loadRDKit } from "../../src/chem/rdkit.ts";
import { runTool, type ToolOutcome } from "../../src/server/tool-runner.ts";
import { boiledEggTool } from "../../src/tools/boiled-egg.ts";
import type { Tool } from "../../src/tools/tool.ts";
import { GOLDEN_TEST_TIMEOUT_MS, withinRounding } from "../../harness/golden.ts";
import { expectAdmetGoldenAgreement } from "../../harness/admet-golden.ts";

const tool = boiledEggTool as unknown as Tool;
const call = (args: unknown): Promise<ToolOutcome> => runTool(tool, args, new AbortController().signal);

interface Egg {
  gi_absorbed: boolean;
  bbb_penetrant: boolean;
  wlogp: number;
  tpsa: number;
  logp: number;
  white_value: number;
  yolk_value: number;
  method: string;
  thresholds: Record<string, unknown>;
}

async function egg(smiles: string): Promise<Egg> {
  const outcome = await call({ smiles });
  if (outcome.kind !== "success") throw new Error(`boiled_egg ${smiles} → ${outcome.kind}`);
  return outcome.payload as unknown as Egg;
}

/** The parts of an admet.jsonl row boiled_egg is compared with. */
type GoldenInputs = { tpsa_sp: number; logp: number };
type GoldenExpect = { gi_absorbed: boolean; bbb_penetrant: boolean };

/** The ellipse test written out by hand: v = (−u_y, u_x). */
function inside(centre: [number, number], u: [number, number], a: number, b: number, x: number, y: number): boolean {
  const dx = x - centre[0];
  const dy = y - centre[1];
  const du = dx * u[0] + dy * u[1];
  const dv = -dx * u[1] + dy * u[0];
  return (du / a) ** 2 + (dv / b) ** 2 <= 1;
}
const white = (x: number, y: number) => inside([71.02736, 2.29454], [0.99983364, -0.01823992], 71.01781, 4.35586, x, y);
const yolk = (x: number, y: number) => inside([38.06865, 3.18495], [0.99999617, -0.00276701], 41.03182, 2.77764, x, y);

beforeAll(loadRDKit);

describe("boiled_egg vs Python RDKit 2022.09 goldens", () => {
  test(
    "tpsa (with S and P), wlogp and both booleans agree on all 2,103 molecules; nothing is listed",
    async () => {
      const agreed = await expectAdmetGoldenAgreement<Egg, GoldenInputs, GoldenExpect>({
        tool: "boiled_egg",
        knownFile: "admet.jsonl/boiled_egg",
        call: (smiles) => call({ smiles }),
        expectedRows: 2_103,
        compare: (p, row, check) => {
          // tpsa printed to 2 decimals, wlogp/logp to 3: within half a unit of the last one.
          check("tpsa", withinRounding(p.tpsa, row.in.tpsa_sp, 2), `${p.tpsa} vs ${row.in.tpsa_sp}`);
          check("wlogp", withinRounding(p.wlogp, row.in.logp, 3) && p.logp === p.wlogp, `${p.wlogp} vs ${row.in.logp}`);
          check("gi_absorbed", p.gi_absorbed === row.expect.gi_absorbed, `${p.gi_absorbed} (${p.white_value})`);
          check("bbb_penetrant", p.bbb_penetrant === row.expect.bbb_penetrant, `${p.bbb_penetrant} (${p.yolk_value})`);
        },
      });
      expect(agreed).toBe(2_103);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("boiled_egg by hand", () => {
  test("the ellipses are the tools.md ones, with v ⟂ u", () => {
    expect(WHITE_ELLIPSE).toEqual({
      centre: [71.02736, 2.29454],
      u: [0.99983364, -0.01823992],
      a: 71.01781,
      b: 4.35586,
    });
    expect(YOLK_ELLIPSE).toEqual({
      centre: [38.06865, 3.18495],
      u: [0.99999617, -0.00276701],
      a: 41.03182,
      b: 2.77764,
    });
    expect(ellipseValue(WHITE_ELLIPSE, 71.02736, 2.29454)).toBe(0); // the centre
    // one semi-axis along u from the centre lies on the boundary (u is given to 8 decimals, so |u| = 1 ± 5e-9)
    const [ux, uy] = WHITE_ELLIPSE.u;
    expect(ellipseValue(WHITE_ELLIPSE, 71.02736 + 71.01781 * ux, 2.29454 + 71.01781 * uy)).toBeCloseTo(1, 7);
    // one semi-axis along v = (−u_y, u_x)
    expect(ellipseValue(WHITE_ELLIPSE, 71.02736 - 4.35586 * uy, 2.29454 + 4.35586 * ux)).toBeCloseTo(1, 7);
  });

  test("aspirin: TPSA 63.60 (17.07 + 9.23 + 17.07 + 20.23), WLOGP 1.3101 → inside white and yolk", async () => {
    const p = await egg("CC(=O)Oc1ccccc1C(=O)O");
    expect([p.tpsa, p.wlogp, p.logp]).toEqual([63.6, 1.31, 1.31]);
    // white: d = (−7.42736, −0.98444); d·u = −7.40817, d·v = −1.11975 → 0.01088 + 0.06608 = 0.077
    // yolk:  d = (25.53135, −1.87485); d·u = 25.53644, d·v = −1.80420 → 0.38733 + 0.42191 = 0.809
    expect(white(63.6, 1.3101)).toBe(true);
    expect(yolk(63.6, 1.3101)).toBe(true);
    expect([p.gi_absorbed, p.bbb_penetrant, p.white_value, p.yolk_value]).toEqual([true, true, 0.077, 0.809]);
  });

  test("caffeine: TPSA 61.82, WLOGP −1.0293 → absorbed, but too polar for the yolk", async () => {
    const p = await egg("CN1C=NC2=C1C(=O)N(C(=O)N2C)C");
    expect([p.tpsa, p.wlogp]).toEqual([61.82, -1.029]);
    expect([white(61.82, -1.0293), yolk(61.82, -1.0293)]).toEqual([true, false]);
    expect([p.gi_absorbed, p.bbb_penetrant]).toEqual([true, false]);
  });

  test("glucose: TPSA 110.38, WLOGP −3.2214 → outside both", async () => {
    const p = await egg("OC[C@H]1OC(O)[C@H](O)[C@@H](O)[C@@H]1O");
    expect([p.tpsa, p.wlogp]).toEqual([110.38, -3.221]);
    // white: d = (39.35264, −5.51594); d·v = 0.71779 − 5.51502 = −4.79723 → 0.309 + (4.79723/4.35586)² = 0.309 + 1.213 = 1.521 > 1
    expect([white(110.38, -3.2214), yolk(110.38, -3.2214)]).toEqual([false, false]);
    expect([p.gi_absorbed, p.bbb_penetrant]).toEqual([false, false]);
  });

  test("the polar S counts: a bis(benzothiazolyl) disulfide is in the yolk on N/O TPSA (25.78) but not with S (132.86)", async () => {
    const p = await egg("S(SC1=NC2=CC=CC=C2S1)C3=NC4=C(S3)C=CC=C4");
    expect(p.tpsa).toBe(132.86); // 2 × 12.89 (aromatic n) + 2 × 25.30 (–S–S–) + 2 × 28.24 (aromatic s)
    expect(yolk(25.78, 5.7054)).toBe(true);
    expect(yolk(132.86, 5.7054)).toBe(false);
    expect([p.gi_absorbed, p.bbb_penetrant]).toEqual([false, false]);
  });

  test("method and thresholds", async () => {
    const p = await egg("CCO");
    expect(p.method).toBe("BOILED-Egg (Daina & Zoete 2016)");
    expect(p.thresholds).toMatchObject({
      white: { centre: { tpsa: 71.02736, wlogp: 2.29454 }, u: [0.99983364, -0.01823992], a: 71.01781, b: 4.35586 },
      yolk: { centre: { tpsa: 38.06865, wlogp: 3.18495 }, u: [0.99999617, -0.00276701], a: 41.03182, b: 2.77764 },
    });
  });

  test("output fields state their unit or their nature and source", () => {
    const properties = tool.outputSchema.properties as Record<string, { description: string }>;
    for (const field of ["gi_absorbed", "bbb_penetrant"]) {
      expect(properties[field]!.description).toMatch(
        /^Screening estimate, not a measurement:.*Daina & Zoete \(ChemMedChem 2016/,
      );
    }
    expect(properties.tpsa!.description).toMatch(/Å²/);
    expect(properties.wlogp!.description).toMatch(/octanol\/water partition coefficient, unitless/);
  });

  test("bad SMILES → INVALID_SMILES; bad arguments → invalid-arguments", async () => {
    const bad = await call({ smiles: "c1cccc1" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
    expect((await call({})).kind).toBe("invalid-arguments");
    expect((await call({ smiles: ["CCO"] })).kind).toBe("invalid-arguments");
    expect((await call({ smiles: "CCO", task: "x" })).kind).toBe("invalid-arguments");
  });
});
