/**
 * The screen's filter, sort and quantile step (chem/library/screen.ts summariseScreen) on rows made by hand: the
 * counts and orders follow from the rows as written; the quantiles are numpy's linear interpolation, worked out below.
 */
import { describe, expect, test } from "bun:test";
import { summariseScreen, type ScreenedRow } from "../../../src/chem/library/screen.ts";

const row = (index: number, values: ScreenedRow["values"]): ScreenedRow => ({
  entry: { index, id: `m${index}`, smiles: "C", row: index + 1 },
  values,
});

const ROWS = [
  row(0, { mw: 300, lipinski_pass: true, pka_acid: null }),
  row(1, { mw: 100, lipinski_pass: true, pka_acid: 4.2 }),
  row(2, { mw: 600, lipinski_pass: false, pka_acid: null }),
  row(3, { mw: 100, lipinski_pass: true, pka_acid: 9.9 }),
];

describe("summariseScreen", () => {
  test("counts each filter's passes and keeps, in input order, the rows that pass all", () => {
    const summary = summariseScreen(
      ROWS,
      [
        ["mw", { max: 500 }],
        ["lipinski", "pass"],
      ],
      ["mw"],
    );
    // mw ≤ 500: rows 0, 1, 3; lipinski pass: rows 0, 1, 3 (row 2 fails both).
    expect(summary.passed).toEqual({ mw: 3, lipinski: 3 });
    expect(summary.passing.map((r) => r.entry.index)).toEqual([0, 1, 3]);
  });

  test("sorts by a field, ties in input order and rows without a value last, either way", () => {
    const up = summariseScreen(ROWS, [], ["mw"], { field: "mw", descending: false });
    expect(up.passing.map((r) => r.entry.index)).toEqual([1, 3, 0, 2]);
    const down = summariseScreen(ROWS, [], ["mw"], { field: "mw", descending: true });
    expect(down.passing.map((r) => r.entry.index)).toEqual([2, 0, 1, 3]);
    const pka = summariseScreen(ROWS, [], ["pka_acid"], { field: "pka_acid", descending: true });
    expect(pka.passing.map((r) => r.entry.index)).toEqual([3, 1, 0, 2]);
  });

  test("quantiles over every row (not only those passing), numeric fields only, null-valued rows left out", () => {
    const summary = summariseScreen(ROWS, [["lipinski", "fail"]], ["mw", "lipinski_pass", "pka_acid"]);
    expect(summary.passing.map((r) => r.entry.index)).toEqual([2]);
    // mw sorted 100, 100, 300, 600: p25 at position 0.75 → 100; median at 1.5 → 200; p75 at 2.25 → 300 + 0.25·300 = 375.
    expect(summary.quantiles).toEqual({
      mw: { min: 100, p25: 100, median: 200, p75: 375, max: 600, count: 4 },
      // Two values, 4.2 and 9.9: p25 = 4.2 + 0.25·5.7 = 5.625, median 7.05, p75 = 8.475.
      pka_acid: { min: 4.2, p25: 5.625, median: 7.05, p75: 8.475, max: 9.9, count: 2 },
    });
  });

  test("no row with a value: the field's quantiles are null", () => {
    expect(summariseScreen([ROWS[0] as ScreenedRow], [], ["pka_acid"]).quantiles).toEqual({ pka_acid: null });
  });
});
