import { beforeAll, describe, expect, test } from "bun:test";
import { MURCKO_PARSE, murckoCache, murckoOf, ringsAndLinkers } from "../../../src/chem/library/murcko.ts";
import { molGraph } from "../../../src/chem/graph.ts";
import { free, rdkit, withMol } from "../../../src/chem/rdkit.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl, type KnownDifference } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";

interface MurckoRow {
  set: string;
  id: string;
  smiles: string;
  scaffold: string;
  generic: string | null;
}
interface MurckoDifference extends KnownDifference {
  field: string;
}

/** Every 32nd molecule of the golden file (501 of 16,010): the whole file is lab/validate/murcko-full.ts's (a minute and a half). */
const STRIDE = 32;

beforeAll(ready);

describe("Bemis–Murcko scaffolds", () => {
  test(
    "equal Python RDKit's MurckoScaffoldSmiles and MakeScaffoldGeneric on a sample of the three sets",
    () => {
      const rows = readJsonl<MurckoRow>("murcko.jsonl").filter((_, i) => i % STRIDE === 0);
      const sampled = new Set(rows.map((row) => `${row.set}:${row.id}`));
      const keyOf = (d: { set: string; id: string; field: string }): string => `${d.set}:${d.id} ${d.field}`;
      const known = readKnownDifferences<MurckoDifference>("murcko-known-differences.jsonl").filter((d) =>
        sampled.has(`${d.set}:${d.id}`),
      );
      const agreement = new Agreement("murcko", listedDifferences(known, keyOf));
      // One cache over the sample, as scaffold_analysis keeps one per call.
      const cache = murckoCache();
      for (const row of rows) {
        let ours: { scaffold: string; generic: string | null } | undefined;
        try {
          // Parsed as scaffold_analysis parses (without stereo perception).
          ours = withMol(row.smiles, (mol) => murckoOf(mol, cache), MURCKO_PARSE);
        } catch (error) {
          agreement.check(keyOf({ ...row, field: "parse" }), false, String(error));
          continue;
        }
        agreement.check(
          keyOf({ ...row, field: "scaffold" }),
          ours.scaffold === row.scaffold,
          `${ours.scaffold} vs ${row.scaffold}`,
        );
        agreement.check(
          keyOf({ ...row, field: "generic" }),
          ours.generic === row.generic,
          `${ours.generic} vs ${row.generic}`,
        );
      }
      agreement.expectOnlyKnown(0.99);
      expect(rows.length).toBe(501);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("rings and the chains between them are kept; side chains are not", () => {
    // Ph-CH2-CH2-Ph with a methyl on the linker: atoms 0-5 ring, 6-7 linker, 8 methyl, 9-14 ring.
    const kept = withMol("c1ccccc1CC(C)c1ccccc1", (mol) => ringsAndLinkers(molGraph(mol)));
    expect(kept.map((k, i) => (k ? i : -1)).filter((i) => i >= 0)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14,
    ]);
  });

  test("RDKit's documented cases", () => {
    // MurckoScaffold.py doctests: GetScaffoldForMol(Chem.MolFromSmiles("Cc1ccccc1")) → "c1ccccc1";
    // "c1cc(Oc2cc(C)c(C)cn2)ccc1" → "c1ccc(Oc2ccccn2)cc1".
    expect(withMol("Cc1ccccc1", murckoOf)).toEqual({ scaffold: "c1ccccc1", generic: "C1CCCCC1" });
    expect(withMol("c1cc(Oc2cc(C)c(C)cn2)ccc1", murckoOf).scaffold).toBe("c1ccc(Oc2ccccn2)cc1");
    // An acyclic molecule has the empty scaffold; a salt keeps the ring of its organic part.
    expect(withMol("CCO", murckoOf)).toEqual({ scaffold: "", generic: "" });
    expect(withMol("[Na+].[O-]C(=O)c1ccccc1", murckoOf).scaffold).toBe("c1ccccc1");
  });

  test("a scaffold the input writes in other atom orders is asked of RDKit once", () => {
    // Naphthalenes with one substituent, their ring atoms numbered four ways by the SMILES; Python RDKit:
    // MurckoScaffoldSmiles gives c1ccc2ccccc2c1 and MakeScaffoldGeneric C1CCC2CCCCC2C1 for each.
    const cache = murckoCache();
    for (const smiles of ["Cc1ccc2ccccc2c1", "c1ccc2cc(C)ccc2c1", "Oc1cccc2ccccc12", "c12ccccc1cccc2N"]) {
      expect(withMol(smiles, (mol) => murckoOf(mol, cache))).toEqual({
        scaffold: "c1ccc2ccccc2c1",
        generic: "C1CCC2CCCCC2C1",
      });
    }
    expect(cache.canonical.size).toBe(1);
    expect(cache.generics.size).toBe(1);
  });

  test("a ring RDKit cannot kekulize without its substituents is handed over with the molecule's Kekulé bonds", () => {
    // nci 4252, an N-oxide ylide: Python keeps the aromatic flags (O=[n+]1[c-]cccc1), a string the embedded build
    // refuses; the same atoms with the input's own Kekulé bonds (C1=C-[N+](=O)-[C-]-C=C1, the ethyl and methyl
    // removed) are read as the non-aromatic ring (validation/golden/murcko-known-differences.jsonl, "aromaticity").
    const refused = rdkit().get_mol("O=[n+]1[c-]cccc1");
    expect(refused?.is_valid() ?? false).toBe(false);
    free(refused);
    expect(withMol("CCC1=C[N+](=O)[C-](C)C=C1", murckoOf)).toEqual({
      scaffold: "O=[N+]1[C-]C=CC=C1",
      generic: "CC1CCCCC1",
    });
  });

  test("a molecule whose pickle is not read (a dative bond) is read from RDKit's JSON", () => {
    // The copper is a side chain, and the nitrogen that held it gets its hydrogen back; Python RDKit 2022.09 gives
    // C1CCNCC1 and C1CCCCC1 (and c1ccc(CC[N+]2CCCC2)cc1, C1CCC(CC[C]2CCCC2)CC1: the N+ keeps no H, its carbon in
    // the framework a radical).
    expect(withMol("C1CCN(->[Cu])CC1", murckoOf)).toEqual({ scaffold: "C1CCNCC1", generic: "C1CCCCC1" });
    expect(withMol("c1ccccc1CC[N+]1(->[Cu])CCCC1", murckoOf)).toEqual({
      scaffold: "c1ccc(CC[N+]2CCCC2)cc1",
      generic: "C1CCC(CC[C]2CCCC2)CC1",
    });
  });
});
