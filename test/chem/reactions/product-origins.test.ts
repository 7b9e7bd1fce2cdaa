import { beforeAll, describe, expect, test } from "bun:test";
import { free, rdkit, withMolList } from "../../../src/chem/rdkit.ts";
import {
  type AtomOrigin,
  ATOM_PROPS_PICKLE,
  originsFromCxsmiles,
  originsFromPickle,
  productOrigins,
} from "../../../src/chem/reactions/product-origins.ts";
import type { ProductMol, ReactionModule } from "../../../src/chem/reactions/reaction-types.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";

beforeAll(ready);

/** One- and two-reactant reactions: new atoms, unmapped atoms, a ring closure, a stereo product, a mapped dummy. */
const REACTIONS: Array<{ smarts: string; partner?: string }> = [
  { smarts: "[c;H1:1]>>[c:1]Cl" },
  { smarts: "[C:1](=O)[OH]>>[C:1](=O)OC" },
  { smarts: "[C:1]=[C:2]>>[C:1][C:2]" },
  { smarts: "[N;H2:1]>>[N:1]C(C)=O" },
  { smarts: "[C:1]=[C:2]>>[C@@H:1]1O[C@H:2]1" },
  { smarts: "[O;H1:1][c:2]>>[*:2][O:1]C(F)(F)F" },
  { smarts: "[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]", partner: "NCc1ccccc1" },
  { smarts: "[c:1][Br,I].[N;!H0:2]>>[c:1][N:2]", partner: "C1CCNCC1" },
];

/** An origin as text, for comparing lists (the CXSMILES numbers atoms in its SMILES' order, the pickle by index). */
const key = (origin: AtomOrigin): string => `${origin.mapno ?? "-"}:${origin.atom ?? "-"}`;

/** Calls `each` with every product of `smarts` on `reactants` (freed afterwards). */
function eachProduct(smarts: string, reactants: string[], each: (product: ProductMol) => void): void {
  const reaction = (rdkit() as unknown as ReactionModule).get_rxn(smarts);
  const mols = reactants.map((smiles) => rdkit().get_mol(smiles));
  try {
    if (!reaction || mols.some((mol) => !mol?.is_valid())) return;
    withMolList((list) => {
      for (const mol of mols) if (mol) list.append(mol);
      const results = reaction.run_reactants(list, 100);
      try {
        for (let i = 0; i < results.size(); i++) {
          const products = results.get(i);
          if (!products) continue;
          try {
            for (let j = 0; j < products.size(); j++) {
              const product = products.at(j);
              try {
                if (product) each(product);
              } finally {
                free(product);
              }
            }
          } finally {
            free(products);
          }
        }
      } finally {
        free(results);
      }
    });
  } finally {
    free(reaction);
    for (const mol of mols) free(mol);
  }
}

describe("a reaction product's atom origins from its pickle", () => {
  test(
    "are the CXSMILES' atomProp values, atom by atom, on eight reactions over the Murcko reference set",
    () => {
      const molecules = readJsonl<{ smiles: string }>("murcko.jsonl")
        .map((row) => row.smiles)
        .slice(0, 250);
      let products = 0;
      let mapped = 0;
      for (const { smarts, partner } of REACTIONS) {
        for (const smiles of molecules) {
          eachProduct(smarts, partner ? [smiles, partner] : [smiles], (product) => {
            const fromPickle = productOrigins(product);
            // Read, not left to the CXSMILES: the reader must know every product these reactions make.
            expect(fromPickle).toBeDefined();
            const origins = fromPickle ?? [];
            expect(origins.length).toBe(product.get_num_atoms());
            // RDKit's CXSMILES atomProp block (the reference) lists the same origins, atom for atom.
            const reference = originsFromCxsmiles(product.get_cxsmiles()).map(key).sort();
            expect(
              origins
                .filter((o) => Object.keys(o).length > 0)
                .map(key)
                .sort(),
            ).toEqual(reference);
            products++;
            mapped += origins.filter((o) => o.mapno !== undefined).length;
          });
        }
      }
      // Every reaction made products here; mapped atoms among them.
      expect(products).toBeGreaterThan(1000);
      expect(mapped).toBeGreaterThan(products);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("are not guessed from a pickle this reader does not know: cut short, altered, or without atom properties", () => {
    eachProduct("[C:1](=[O:2])[OH].[N;!H0:3]>>[C:1](=[O:2])[N:3]", ["OC(=O)c1ccccc1", "NCc1ccccc1"], (product) => {
      const bytes = product.get_as_uint8array(ATOM_PROPS_PICKLE);
      expect(originsFromPickle(bytes)).toBeDefined();
      expect(originsFromPickle(bytes.slice(0, bytes.length - 1))).toBeUndefined();
      expect(originsFromPickle(bytes.slice(0, 40))).toBeUndefined();
      // A property of a type the reader does not know: old_mapno's type byte set to a vector of ints.
      const altered = bytes.slice();
      const name = Buffer.from(altered).indexOf("old_mapno");
      expect(altered[name + "old_mapno".length]).toBe(1);
      altered[name + "old_mapno".length] = 7;
      expect(originsFromPickle(altered)).toBeUndefined();
    });
    // A molecule without atom properties has no block to read.
    const mol = rdkit().get_mol("CCO");
    try {
      expect(originsFromPickle(mol?.get_as_uint8array(ATOM_PROPS_PICKLE) ?? new Uint8Array())).toBeUndefined();
    } finally {
      free(mol);
    }
  });
});
