/**
 * Atom numbers as written (src/chem/written-order.ts) against Python RDKit's own RemoveHs, which tags survive
 * (validation/golden/written-order.jsonl, validation/generators/make_golden_written_order.py): 397 NCI, ChEMBL and
 * WEHI molecules written with [H] at random places, and hand-written edge cases. The tools that compute on RDKit's
 * default reading (smarts_match, retrosynthesis, react) must report these numbers.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { depictMolecule } from "../../src/chem/depict/depict.ts";
import { graphFromJson } from "../../src/chem/graph.ts";
import { loadRDKit, withMol } from "../../src/chem/rdkit.ts";
import { alignAtoms, writtenOrder } from "../../src/chem/written-order.ts";
import { Agreement, listedDifferences, readKnownDifferences } from "../../harness/agreement.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { payloadOf } from "../../harness/tools.ts";

/** Names for the inputs in errors; these calls expect none. */
const LABELS = { smiles: "smiles", smarts: "smarts", alignTo: "align_to" };

interface MoleculeRow {
  id: string;
  smiles: string;
  order: number[];
  smarts: Record<string, number[][]>;
  brics: number[][];
}
interface ReactionRow {
  id: string;
  reaction: { reaction_smarts: string; reactants: string[] };
  react: { product_sets: { products: string[]; reactant_atoms: number[][] }[] };
}

const ROWS = readJsonl<MoleculeRow | ReactionRow>("written-order.jsonl");
const MOLECULES = ROWS.filter((row): row is MoleculeRow => "order" in row);
const REACTIONS = ROWS.filter((row): row is ReactionRow => "react" in row);
const KNOWN = listedDifferences(
  readKnownDifferences("written-order-known-differences.jsonl"),
  (k) => `${k.id} ${k.kind}`,
);

beforeAll(loadRDKit);

/** Our renumbering of every atom of the default reading. */
const ourOrder = (smiles: string): number[] =>
  withMol(smiles, (mol) => {
    const renumber = writtenOrder(smiles, mol);
    return Array.from({ length: mol.get_num_atoms() }, (_, atom) => renumber(atom));
  });

describe("writtenOrder", () => {
  test("is the identity when the SMILES writes no hydrogen atom (Hg, He, Hf are not hydrogens)", () => {
    // No atom is removed, so nothing moves: every index maps to itself.
    expect(ourOrder("CC(=O)Oc1ccccc1C(=O)O")).toEqual([...Array(13).keys()]);
    expect(ourOrder("Cl[Hg]Cl")).toEqual([0, 1, 2]);
    expect(ourOrder("[2H]C([2H])([2H])O")).toEqual([0, 1, 2, 3, 4]);
  });

  test("skips the written [H] atoms RDKit removes", () => {
    // [H]C(F)Cl: the carbon is written second (index 1), F third, Cl fourth.
    expect(ourOrder("[H]C(F)Cl")).toEqual([1, 2, 3]);
    // [H]N([H])C: N is atom 1 and C atom 3; both hydrogens go.
    expect(ourOrder("[H]N([H])C")).toEqual([1, 3]);
  });

  test("comes back when a removed hydrogen looked like the kept one", () => {
    // [H]1.[H]*.C1: atom 0 is an H on the carbon (ring bond 1), atom 1 an H on the dummy atom. RDKit removes the first
    // and keeps the second (it never removes H bonded to a dummy), so the default reading is H, *, C = written 1, 2, 3.
    // Pairing the kept H with written atom 0 fits at first and fails at the dummy atom, which is bonded to atom 1.
    const written = withMol("[H]1.[H]*.C1", (mol) => graphFromJson(mol.get_json()), { keepHydrogens: true });
    const parsed = withMol("[H]1.[H]*.C1", (mol) => graphFromJson(mol.get_json()));
    expect(parsed.atoms.map((atom) => atom.atomicNumber)).toEqual([1, 0, 6]);
    expect([...(alignAtoms(written, parsed) ?? [])]).toEqual([1, 2, 3]);
  });

  test("refuses to align graphs that are not the same molecule less hydrogens", () => {
    const written = withMol("CCO", (mol) => graphFromJson(mol.get_json()));
    const parsed = withMol("CO", (mol) => graphFromJson(mol.get_json()));
    expect(alignAtoms(written, parsed)).toBeUndefined();
  });

  test(
    "equals Python RDKit's RemoveHs on molecules written with [H] at random places",
    () => {
      const agreement = new Agreement("written order", KNOWN);
      for (const row of MOLECULES) {
        const ours = ourOrder(row.smiles);
        agreement.check(
          `${row.id} order`,
          JSON.stringify(ours) === JSON.stringify(row.order),
          `${ours} vs ${row.order}`,
        );
      }
      agreement.expectOnlyKnown(0.99, MOLECULES.length);
      expect(MOLECULES.length).toBe(416);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("tools number atoms as written", () => {
  test(
    "smarts_match: every match of six queries on every molecule",
    async () => {
      const agreement = new Agreement("smarts_match written order", {});
      for (const row of MOLECULES) {
        for (const [smarts, want] of Object.entries(row.smarts)) {
          const got = await payloadOf<{ atom_maps: number[][] }>("smarts_match", { smarts, smiles: row.smiles });
          agreement.check(
            `${row.id} smarts ${smarts}`,
            JSON.stringify(got.atom_maps) === JSON.stringify(want),
            `${JSON.stringify(got.atom_maps)} vs ${JSON.stringify(want)}`,
          );
        }
      }
      agreement.expectOnlyKnown(1, MOLECULES.length * 6);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test(
    "retrosynthesis: the BRICS bond atoms of the molecules that have BRICS bonds",
    async () => {
      const withBonds = MOLECULES.filter((row) => row.brics.length > 0).slice(0, 60);
      expect(withBonds.length).toBe(60);
      for (const row of withBonds) {
        const got = await payloadOf<{ disconnections: { bond: number[] }[] }>("retrosynthesis", { smiles: row.smiles });
        const bonds = (list: number[][]) => list.map((b) => [...b].sort((x, y) => x - y).join("-")).sort();
        expect({ id: row.id, bonds: bonds(got.disconnections.map((d) => d.bond)) }).toEqual({
          id: row.id,
          bonds: bonds(row.brics),
        });
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("react: reactant atoms of reactants written with [H]", async () => {
    expect(REACTIONS.length).toBe(2);
    for (const row of REACTIONS) {
      const got = await payloadOf<{ product_sets: { reactant_atoms: number[][] }[] }>("react", {
        reaction_smarts: row.reaction.reaction_smarts,
        smiles_list: row.reaction.reactants,
      });
      expect({ id: row.id, sets: got.product_sets.map((s) => s.reactant_atoms) }).toEqual({
        id: row.id,
        sets: row.react.product_sets.map((s) => s.reactant_atoms),
      });
    }
  });
});

/**
 * The same molecule with and without one leading written [H]: every atom of the written one comes one later, so the
 * numbers a tool gives for it are the plain numbers plus one (the [H] itself is never a site: RDKit removed it).
 */
describe("one leading [H] moves every number by one", () => {
  const plusOne = (atoms: number[]) => atoms.map((atom) => atom + 1);

  test("admet_profile ionizable sites", async () => {
    type Admet = { ionizable_groups: { atom: number; group: string }[] };
    const plain = await payloadOf<Admet>("admet_profile", { smiles: "OC(=O)CCCN" });
    const written = await payloadOf<Admet>("admet_profile", { smiles: "[H]OC(=O)CCCN" });
    expect(plain.ionizable_groups.length).toBe(2);
    expect(written.ionizable_groups).toEqual(plain.ionizable_groups.map((g) => ({ ...g, atom: g.atom + 1 })));
  });

  test("substructure_search include_atoms", async () => {
    type Search = { hits: { id: string; atoms: number[] }[] };
    const found = await payloadOf<Search>("substructure_search", {
      smiles_list: [
        { id: "plain", smiles: "OC(=O)c1ccccc1" },
        { id: "written", smiles: "[H]OC(=O)c1ccccc1" },
      ],
      query: "C(=O)[OH]",
      include_atoms: true,
    });
    const [plain, written] = found.hits;
    expect(plain?.atoms.length).toBe(3);
    expect(written?.atoms).toEqual(plusOne(plain?.atoms ?? []));
  });

  test("predict_products reaction sites", async () => {
    type Predicted = { predictions: { reactants: number[]; product_sets: { reactant_atoms: number[][] }[] }[] };
    const sites = async (acid: string) => {
      const { predictions } = await payloadOf<Predicted>("predict_products", {
        smiles_list: [acid, "NCC"],
        template: "amide_coupling",
      });
      const inOrder = predictions.find((p) => p.reactants.join() === "0,1");
      return inOrder?.product_sets.map((s) => s.reactant_atoms) ?? [];
    };
    const plain = await sites("OC(=O)C");
    const written = await sites("[H]OC(=O)C");
    expect(plain.length).toBe(1);
    expect(written).toEqual(plain.map(([acid = [], amine = []]) => [plusOne(acid), amine]));
  });
});

describe("depict highlights what smarts_match and pains_check find, in the drawn numbers", () => {
  const drawnHighlight = (smiles: string, highlight: { smarts?: string; alerts?: "pains" }) =>
    depictMolecule({ smiles, width: 300, height: 200, highlight, labels: LABELS }).report.highlight;

  test("a written [H] is not an atom of the match", () => {
    // [!#6] on [H]OC: smarts_match sees only the oxygen (RDKit removed the [H]), written atom 1. Matching the drawn
    // molecule, which keeps the [H], would also highlight atom 0.
    expect(drawnHighlight("[H]OC", { smarts: "[!#6]" })).toEqual({ atoms: [1], bonds: [] });
  });

  test("atoms and bonds of every match, as smarts_match numbers them", async () => {
    const smiles = "[H]Oc1ccccc1C(=O)O[H]";
    const { atom_maps } = await payloadOf<{ atom_maps: number[][] }>("smarts_match", { smarts: "[#6]~[#8]", smiles });
    const drawn = withMol(smiles, (mol) => graphFromJson(mol.get_json()), { keepHydrogens: true });
    const bondOf = ([a, b]: number[]) =>
      drawn.bonds.findIndex((bond) => (bond.begin === a && bond.end === b) || (bond.begin === b && bond.end === a));
    const unique = (values: number[]) => [...new Set(values)].sort((x, y) => x - y);
    expect(atom_maps.length).toBe(3);
    expect(drawnHighlight(smiles, { smarts: "[#6]~[#8]" })).toEqual({
      atoms: unique(atom_maps.flat()),
      bonds: unique(atom_maps.map(bondOf)),
    });
  });

  test("PAINS alerts: the same alerts and atoms with a leading [H], every atom and bond one later", () => {
    // A 5-arylidene rhodanine (PAINS ene_rhod) written with and without the N's hydrogen as a leading [H]: the [H] is
    // atom 0 and its bond to N bond 0, so everything else moves by one.
    const plain = "N1C(=S)SC(=Cc2ccc(O)cc2)C1=O";
    const draw = (smiles: string) =>
      depictMolecule({ smiles, width: 300, height: 200, highlight: { alerts: "pains" }, labels: LABELS });
    const without = draw(plain).report;
    const withH = draw(`[H]${plain}`).report;
    expect(without.alerts?.length).toBeGreaterThan(0);
    expect(withH.alerts).toEqual(without.alerts);
    const plusOne = (values: number[]) => values.map((v) => v + 1);
    expect(withH.highlight).toEqual({
      atoms: plusOne(without.highlight.atoms),
      bonds: plusOne(without.highlight.bonds),
    });
  });
});
