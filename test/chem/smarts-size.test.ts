import { describe, expect, test } from "bun:test";
import {
  checkSmartsNesting,
  MAX_SMARTS_NESTING,
  MAX_SMARTS_RECURSION,
  smartsNesting,
} from "../../src/chem/smarts-size.ts";
import { DomainError } from "../../src/protocol/errors.ts";

const recursive = (depth: number): string => `${"[$(".repeat(depth)}C${")]".repeat(depth)}`;

describe("smartsNesting", () => {
  test("depth by hand", () => {
    expect(smartsNesting("CCO")).toEqual({ recursion: 0, nesting: 0 });
    expect(smartsNesting("C(=O)[OH]")).toEqual({ recursion: 0, nesting: 1 });
    expect(smartsNesting("[$(CO)]")).toEqual({ recursion: 1, nesting: 2 });
    expect(smartsNesting("[$([A;R][!a])]")).toEqual({ recursion: 1, nesting: 3 });
    expect(smartsNesting("[C;$(C(=O)[OH]),$(C[N+](=O)[O-])]")).toEqual({ recursion: 1, nesting: 3 });
    expect(smartsNesting("[$(C[$(N(C)C)])]")).toEqual({ recursion: 2, nesting: 5 });
    expect(smartsNesting("C(C(C(C)))")).toEqual({ recursion: 0, nesting: 3 });
    expect(smartsNesting(recursive(200))).toEqual({ recursion: 200, nesting: 400 });
    // Malformed: measured as far as it goes, unmatched closers ignored.
    expect(smartsNesting("))]][$(C")).toEqual({ recursion: 1, nesting: 2 });
  });

  test("at the limit accepted, one over refused as INVALID_SMARTS with the depth and the limit", () => {
    expect(MAX_SMARTS_RECURSION).toBe(32);
    expect(() => checkSmartsNesting(recursive(MAX_SMARTS_RECURSION), "smarts")).not.toThrow();
    let error: unknown;
    try {
      checkSmartsNesting(recursive(MAX_SMARTS_RECURSION + 1), "smarts");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("INVALID_SMARTS");
    expect((error as DomainError).message).toContain(
      `${MAX_SMARTS_RECURSION + 1} deep; the limit is ${MAX_SMARTS_RECURSION}`,
    );
    expect((error as DomainError).details).toMatchObject({ argument: "smarts", depth: 33, limit: 32 });
  });

  test("branch nesting: at the limit accepted, one over refused", () => {
    const branches = (depth: number): string => `${"C(".repeat(depth)}C${")".repeat(depth)}`;
    expect(() => checkSmartsNesting(branches(MAX_SMARTS_NESTING), "smarts")).not.toThrow();
    expect(() => checkSmartsNesting(branches(MAX_SMARTS_NESTING + 1), "smarts")).toThrow(
      `the limit is ${MAX_SMARTS_NESTING}`,
    );
  });
});
