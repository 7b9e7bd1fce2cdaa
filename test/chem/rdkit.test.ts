/** src/chem/rdkit.ts withHeld: every object handed to `hold` is freed once, whether `fn` returns or throws. */
import { describe, expect, test } from "bun:test";
import { withHeld } from "../../src/chem/rdkit.ts";

function handle(): { deleted: number; delete(): void; isDeleted(): boolean } {
  return {
    deleted: 0,
    delete() {
      this.deleted++;
    },
    isDeleted() {
      return this.deleted > 0;
    },
  };
}

describe("withHeld", () => {
  test("frees each held object once when fn returns, and gives fn's value; null passes through", () => {
    const [a, b] = [handle(), handle()];
    const out = withHeld((hold) => {
      expect(hold(a)).toBe(a);
      expect(hold(null)).toBeNull();
      hold(b);
      expect(a.deleted + b.deleted).toBe(0);
      return "value";
    });
    expect(out).toBe("value");
    expect([a.deleted, b.deleted]).toEqual([1, 1]);
  });

  test("frees what was held when fn throws, and the error goes on", () => {
    const a = handle();
    const later = handle();
    expect(() =>
      withHeld((hold) => {
        hold(a);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(a.deleted).toBe(1);
    expect(later.deleted).toBe(0);
  });
});
