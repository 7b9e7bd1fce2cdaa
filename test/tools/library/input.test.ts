import { beforeAll, describe, expect, test } from "bun:test";
import { InvalidArgumentsError } from "../../../src/protocol/errors.ts";
import { MAX_LISTED_ERRORS, eachMolecule, errorSummary, readLibrary } from "../../../src/tools/library/input.ts";
import { ready } from "../../../harness/tools.ts";

beforeAll(ready);

describe("readLibrary, inline", () => {
  test("strings and {id, smiles} objects; ids default to the 1-based position", async () => {
    const library = await readLibrary(
      { smiles_list: ["CCO", { id: "aspirin", smiles: "CC(=O)Oc1ccccc1C(=O)O" }, { smiles: "c1ccccc1" }] },
      {},
    );
    expect(library.source).toEqual({ kind: "inline" });
    expect(library.errors).toEqual([]);
    expect(library.entries).toEqual([
      { index: 0, id: "row 1", smiles: "CCO", row: 1 },
      { index: 1, id: "aspirin", smiles: "CC(=O)Oc1ccccc1C(=O)O", row: 2 },
      { index: 2, id: "row 3", smiles: "c1ccccc1", row: 3 },
    ]);
  });

  test("an empty SMILES is a row error, not a failed call", async () => {
    const library = await readLibrary({ smiles_list: ["CCO", "  ", { id: "x", smiles: "" }] }, {});
    expect(library.entries.map((entry) => entry.row)).toEqual([1]);
    expect(library.errors).toEqual([
      { row: 2, id: "row 2", error: "empty SMILES" },
      { row: 3, id: "x", error: "empty SMILES" },
    ]);
  });

  test("exactly one of smiles_list and file", async () => {
    await expect(readLibrary({}, {})).rejects.toThrow(InvalidArgumentsError);
    await expect(readLibrary({}, {})).rejects.toThrow(/give the compounds: smiles_list .* or file/);
    await expect(readLibrary({ smiles_list: ["C"], file: "a.smi" }, { dataDirs: ["/tmp"] })).rejects.toThrow(
      /not both/,
    );
  });

  test("eachMolecule: unparsable SMILES become row errors; the rest are handed over", async () => {
    const library = await readLibrary(
      { smiles_list: ["CCO", "C1CC", { id: "benzene", smiles: "c1ccccc1" }, "not a smiles"] },
      {},
    );
    const seen: Array<[string, number]> = [];
    const done = eachMolecule(library, ({ mol }, entry) => seen.push([entry.id, mol.get_num_atoms()]));
    expect(done).toBe(2);
    // Ethanol has 3 heavy atoms, benzene 6.
    expect(seen).toEqual([
      ["row 1", 3],
      ["benzene", 6],
    ]);
    expect(library.errors.map((error) => [error.row, error.id])).toEqual([
      [2, "row 2"],
      [4, "row 4"],
    ]);
    expect(library.errors[0]?.error).toMatch(/Invalid SMILES in row 2/);
  });

  test("errorSummary: the full count, the first 20 by row", async () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({ row: 25 - i, error: "empty SMILES" }));
    const summary = errorSummary(errors);
    expect(summary.count).toBe(25);
    expect(summary.first.length).toBe(MAX_LISTED_ERRORS);
    expect(summary.first.map((error) => error.row)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
