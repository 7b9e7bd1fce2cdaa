import { beforeAll, describe, expect, test } from "bun:test";
import {
  SubstructureQuery,
  passesScreen,
  patternFingerprint,
  type QueryType,
} from "../../../src/chem/library/substructure-search.ts";
import { free, parseSmiles, withMol, type JSMol } from "../../../src/chem/rdkit.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJson, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";

interface Golden {
  molecule_count: number;
  queries: Array<{ query: string; query_type: QueryType; match_count: number; matches: string }>;
}

/** Every 32nd molecule (501 of 16,010); lab/validate/substructure-full.ts runs all of them. */
const STRIDE = 32;

beforeAll(ready);

describe("substructure search", () => {
  test(
    "20 queries × a sample of the three sets: the same molecules as Python's HasSubstructMatch, none lost to the screen",
    () => {
      const golden = readJson<Golden>("substructure-search.json");
      const rows = readJsonl<{ set: string; id: string; smiles: string }>("murcko.jsonl");
      expect(rows.length).toBe(golden.molecule_count);
      const sample: Array<{ index: number; mol: JSMol; fp: Uint8Array }> = [];
      for (let i = 0; i < rows.length; i += STRIDE) {
        const mol = parseSmiles(rows[i]!.smiles);
        sample.push({ index: i, mol, fp: patternFingerprint(mol) });
      }
      try {
        let compared = 0;
        let pythonMatches = 0;
        const differences: string[] = [];
        for (const q of golden.queries) {
          const bits = Buffer.from(q.matches, "base64");
          const query = new SubstructureQuery(q.query, q.query_type);
          try {
            for (const { index, mol, fp } of sample) {
              const python = (((bits[index >> 3] as number) >> (index & 7)) & 1) === 1;
              const ours = query.test(mol, false).outcome === "match";
              if (python) pythonMatches++;
              // Python's match must also pass the screen: the screen is exact, so it never drops one.
              if (python && !passesScreen(query.fingerprint, fp))
                differences.push(`${q.query} ${rows[index]!.smiles}: screened out`);
              if (ours !== python)
                differences.push(`${q.query} ${rows[index]!.smiles}: ours ${ours}, Python ${python}`);
              compared++;
            }
          } finally {
            query.free();
          }
        }
        expect(differences).toEqual([]);
        expect(compared).toBe(20 * 501);
        // Not a trivial agreement: the sample holds thousands of matches and of non-matches.
        expect(pythonMatches).toBeGreaterThan(2_000);
        expect(compared - pythonMatches).toBeGreaterThan(2_000);
      } finally {
        for (const { mol } of sample) free(mol);
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the screen: a molecule without the query's bits is ruled out; the first match's atoms in query order", () => {
    const query = new SubstructureQuery("C(=O)[OH]", "smarts");
    try {
      // Benzene has no oxygen: its fingerprint lacks the query's C=O bits.
      expect(withMol("c1ccccc1", (mol) => query.test(mol, true, patternFingerprint(mol)))).toEqual({
        outcome: "screened",
      });
      // Acetic acid CC(=O)O: the query's C, =O and OH are atoms 1, 2, 3 (Python: GetSubstructMatch → (1, 2, 3)).
      expect(withMol("CC(=O)O", (mol) => query.test(mol, true, patternFingerprint(mol)))).toEqual({
        outcome: "match",
        atoms: [1, 2, 3],
      });
      // Methyl acetate passes the screen (it has C(=O)O) but the matcher finds no OH.
      expect(withMol("CC(=O)OC", (mol) => query.test(mol, true, patternFingerprint(mol)))).toEqual({
        outcome: "no-match",
      });
    } finally {
      query.free();
    }
  });

  test("a SMILES query is read as a molecule: aromatic pyridine does not match piperidine", () => {
    const query = new SubstructureQuery("c1ccncc1", "smiles");
    try {
      expect(withMol("C1CCNCC1", (mol) => query.test(mol, false).outcome)).toBe("no-match");
      expect(withMol("Cc1ccncc1", (mol) => query.test(mol, false).outcome)).toBe("match");
    } finally {
      query.free();
    }
  });
});
