/**
 * QED against Python RDKit 2022.09 (validation/golden/qed.jsonl, made by
 * validation/make_golden_qed.py). Every molecule that does not agree must be
 * listed, with its reason, in validation/golden/qed-known-differences.jsonl.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { free, loadRDKit, parseSmiles, rdkit } from "../../src/chem/rdkit.ts";
import {
  adsDesirability,
  qed,
  qedFromProperties,
  qedProperties,
  QED_WEIGHT_MAX,
  QED_WEIGHT_NONE,
  type QedDescriptorSource,
  type QedProperties,
} from "../../src/chem/qed.ts";
import { QED_ADS_PARAMETERS } from "../../src/data/qed-data.ts";
import { DomainError } from "../../src/protocol/errors.ts";

interface GoldenLine {
  set: string;
  id: string;
  smiles: string;
  keepHs?: boolean;
  error?: string;
  qed?: number;
  props?: number[];
  alerts?: number[];
  qed_max?: number;
  qed_none?: number;
}

interface KnownDifference {
  set: string;
  id: string;
  kind: "js-parse-failure" | "property" | "qed" | "python-parse-failure";
  property?: string;
  smiles: string;
  reason: string;
}

const NAMES = ["MW", "ALOGP", "HBA", "HBD", "PSA", "ROTB", "AROM", "ALERTS"] as const;
/** Float properties within 0.001, counts exactly. */
const PROP_TOL = [1e-3, 1e-3, 0, 0, 1e-3, 0, 0, 0];
const QED_TOL = 1e-3;

const goldenUrl = new URL("../../validation/golden/qed.jsonl", import.meta.url);
const knownUrl = new URL("../../validation/golden/qed-known-differences.jsonl", import.meta.url);

async function readJsonl<T>(url: URL): Promise<T[]> {
  const text = await Bun.file(url).text();
  return text
    .split("\n")
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as T);
}

let golden: GoldenLine[] = [];
let known: KnownDifference[] = [];

beforeAll(async () => {
  await loadRDKit();
  golden = await readJsonl<GoldenLine>(goldenUrl);
  known = await readJsonl<KnownDifference>(knownUrl);
});

function key(set: string, id: string, kind: string): string {
  return `${set}:${id}:${kind}`;
}

describe("QED vs Python RDKit 2022.09 goldens", () => {
  test(
    "≥ 99.5% within 0.001, every disagreement listed with a reason",
    () => {
      const observed = new Set<string>();
      let compared = 0;
      let agree = 0;
      let maxAgreeingDelta = 0;
      let nciMs = 0;
      let nciCount = 0;
      const bySet = new Map<string, { n: number; ok: number }>();
      for (const g of golden) {
        if (g.error !== undefined) {
          observed.add(key(g.set, g.id, "python-parse-failure"));
          continue;
        }
        compared++;
        const stats = bySet.get(g.set) ?? { n: 0, ok: 0 };
        bySet.set(g.set, stats);
        stats.n++;
        let mol;
        try {
          mol = parseSmiles(g.smiles, { keepHydrogens: g.keepHs === true });
        } catch (e) {
          expect(e).toBeInstanceOf(DomainError);
          observed.add(key(g.set, g.id, "js-parse-failure"));
          continue;
        }
        let props: QedProperties;
        let value: number;
        try {
          const t0 = performance.now();
          props = qedProperties(mol);
          value = qed(mol, props);
          if (g.set === "nci") {
            nciMs += performance.now() - t0;
            nciCount++;
          }
        } finally {
          free(mol);
        }
        const delta = Math.abs(value - g.qed!);
        if (delta <= QED_TOL) {
          agree++;
          stats.ok++;
          maxAgreeingDelta = Math.max(maxAgreeingDelta, delta);
        } else {
          observed.add(key(g.set, g.id, "qed"));
        }
        NAMES.forEach((name, i) => {
          if (Math.abs(props[name] - g.props![i]!) > PROP_TOL[i]!) observed.add(key(g.set, g.id, "property"));
        });
      }

      const listed = new Set(known.map((k) => key(k.set, k.id, k.kind)));
      for (const k of known) expect(k.reason.length).toBeGreaterThan(20);
      const unlisted = [...observed].filter((k) => !listed.has(k));
      const stale = [...listed].filter((k) => !observed.has(k));
      expect(unlisted).toEqual([]);
      expect(stale).toEqual([]);

      const fraction = agree / compared;
      const perSet = [...bySet].map(([s, v]) => `${s} ${v.ok}/${v.n}`).join(", ");
      console.log(
        `QED agreement: ${agree}/${compared} = ${(100 * fraction).toFixed(3)}% within ${QED_TOL} (${perSet}); ` +
          `max |Δ| among agreeing ${maxAgreeingDelta.toExponential(2)}; ` +
          `qedProperties+qed on NCI: ${(nciMs / nciCount).toFixed(3)} ms/molecule over ${nciCount}`,
      );
      expect(compared).toBeGreaterThan(9000);
      expect(fraction).toBeGreaterThanOrEqual(0.995);
    },
    120_000,
  );

  test("weights max / none match QED.weights_max / weights_none on the edge set", () => {
    const edge = golden.filter((g) => g.set === "edge" && g.error === undefined);
    expect(edge.length).toBeGreaterThan(15);
    for (const g of edge) {
      const props = Object.fromEntries(NAMES.map((n, i) => [n, g.props![i]!])) as unknown as QedProperties;
      expect(Math.abs(qedFromProperties(props, QED_WEIGHT_MAX) - g.qed_max!)).toBeLessThan(1e-12);
      expect(Math.abs(qedFromProperties(props, QED_WEIGHT_NONE) - g.qed_none!)).toBeLessThan(1e-12);
      expect(Math.abs(qedFromProperties(props) - g.qed!)).toBeLessThan(1e-12);
    }
  });
});

describe("qedProperties details", () => {
  test("reusing get_descriptors() gives the same properties", () => {
    for (const smiles of ["CC(=O)Oc1ccccc1C(=O)O", "N=C(CCSCc1csc(N=C(N)N)n1)NS(N)(=O)=O", "O=C1c2ccccc2C(=O)c2ccccc21"]) {
      const mol = parseSmiles(smiles);
      try {
        const d = JSON.parse(mol.get_descriptors()) as QedDescriptorSource;
        expect(qedProperties(mol, d)).toEqual(qedProperties(mol));
      } finally {
        free(mol);
      }
    }
  });

  test("explicit hydrogens are removed on a copy; the caller's molecule is untouched", () => {
    const withH = parseSmiles("[H]OC([H])([H])c1ccccc1", { keepHydrogens: true });
    const plain = parseSmiles("OCc1ccccc1");
    try {
      const atoms = withH.get_num_atoms();
      // descriptors of the H-bearing graph are ignored on that path
      const bogus: QedDescriptorSource = { amw: 1, CrippenClogP: 1, tpsa: 1, NumHBD: 9 };
      expect(qedProperties(withH, bogus)).toEqual(qedProperties(plain));
      expect(withH.get_num_atoms()).toBe(atoms);
    } finally {
      free(withH);
      free(plain);
    }
  });

  test("qed(mol, props) uses the given properties", () => {
    const mol = parseSmiles("CCO");
    try {
      const props = qedProperties(mol);
      const changed = { ...props, ALERTS: props.ALERTS + 2 };
      expect(qed(mol, changed)).toBe(qedFromProperties(changed));
      expect(qed(mol, changed)).toBeLessThan(qed(mol));
    } finally {
      free(mol);
    }
  });

  test("ADS desirability is positive and never above its scaled maximum of ~1", () => {
    for (const p of QED_ADS_PARAMETERS) {
      for (const x of [-5, 0, 1, 3, 10, 100, 500, 1000]) {
        const d = adsDesirability(x, p);
        expect(d).toBeGreaterThan(0);
        expect(d).toBeLessThan(1.01);
      }
    }
  });
});

describe("error paths", () => {
  test("a freed molecule is refused", () => {
    const mol = parseSmiles("CCO");
    free(mol);
    expect(() => qedProperties(mol)).toThrow(/not a valid, live RDKit molecule/);
    expect(() => qed(mol)).toThrow(/not a valid, live RDKit molecule/);
  });

  test("incomplete descriptor objects are refused", () => {
    const mol = parseSmiles("CCO");
    try {
      const partial = { amw: 46.07, CrippenClogP: -0.0014, tpsa: 20.23 } as unknown as QedDescriptorSource;
      expect(() => qedProperties(mol, partial)).toThrow(TypeError);
      const nan = { amw: Number.NaN, CrippenClogP: 0, tpsa: 0, NumHBD: 0 };
      expect(() => qedProperties(mol, nan)).toThrow(/amw/);
    } finally {
      free(mol);
    }
  });

  test("non-finite properties are refused", () => {
    const props: QedProperties = { MW: Number.POSITIVE_INFINITY, ALOGP: 0, HBA: 0, HBD: 0, PSA: 0, ROTB: 0, AROM: 0, ALERTS: 0 };
    expect(() => qedFromProperties(props)).toThrow(RangeError);
  });

  test("an unparsable SMILES never reaches qed (DomainError from the parser)", () => {
    expect(() => parseSmiles("C1CC")).toThrow(DomainError);
    expect(() => parseSmiles("F[Si](F)(F)(F)(F)F")).toThrow(DomainError);
  });

  test("the empty molecule has all-zero properties", () => {
    const mol = rdkit().get_mol("");
    expect(mol).not.toBeNull();
    try {
      expect(qedProperties(mol!)).toEqual({ MW: 0, ALOGP: 0, HBA: 0, HBD: 0, PSA: 0, ROTB: 0, AROM: 0, ALERTS: 0 });
    } finally {
      free(mol);
    }
  });
});
