/** The forgiving SMILES reader: atoms in written order (RDKit's), and every grammar problem with its position. */
import { describe, expect, test } from "bun:test";
import { bondDistances, bracketElement, lex } from "../../../src/chem/repair/lexer.ts";

const kinds = (text: string) => lex(text).problems.map((p) => [p.kind, p.start]);

describe("lex", () => {
  test("atoms are numbered in the order written, brackets and [H] included, as RDKit numbers them", () => {
    // "[2H]OC(Cl)c1cc[nH]c1": 2H, O, C, Cl, then the five pyrrole atoms.
    const lexed = lex("[2H]OC(Cl)c1cc[nH]c1");
    expect(lexed.atoms.map((a) => a.symbol)).toEqual(["H", "O", "C", "Cl", "c", "c", "c", "n", "c"]);
    expect(lexed.atoms[7]).toMatchObject({
      start: 14,
      end: 18,
      aromatic: true,
      bracket: true,
      hydrogens: 1,
      charge: 0,
    });
    expect(lexed.problems).toEqual([]);
    // Ring bond 1 joins atom 4 and atom 8: the pyrrole ring is five atoms.
    expect(lexed.bonds.find((b) => b.ring)?.ring).toMatchObject({ label: "1", openAt: 11, closeAt: 19 });
    expect(bondDistances(lexed, 4)[8]).toBe(1);
  });

  test("grammar problems, each at its character", () => {
    expect(kinds("C1CC")).toEqual([["unclosed_ring", 1]]);
    expect(kinds("C11")).toEqual([["ring_to_itself", 2]]);
    expect(kinds("C12CC12")).toEqual([["duplicate_ring_bond", 6]]);
    expect(kinds("CC(C")).toEqual([["unclosed_branch", 2]]);
    expect(kinds("CC)C")).toEqual([["unopened_branch", 2]]);
    expect(kinds("C()C")).toEqual([["empty_branch", 1]]);
    expect(kinds("C[NH4+")).toEqual([["unclosed_bracket", 1]]);
    expect(kinds("CNH4+]")).toEqual([["unopened_bracket", 5]]);
    expect(kinds("C[Xx]")).toEqual([["bad_bracket_atom", 1]]);
    expect(kinds("CCL")).toEqual([["unknown_symbol", 1]]);
    expect(kinds("CH3CH3")).toEqual([
      ["hydrogen_outside_brackets", 1],
      ["hydrogen_outside_brackets", 4],
    ]);
    expect(kinds("CC=")).toEqual([["dangling_bond", 2]]);
    expect(kinds("C..C")).toEqual([["misplaced_dot", 2]]);
    expect(kinds("C$%C")).toEqual([["syntax", 2]]);
  });

  test("case slips carry their fix; an element outside the organic subset its bracket form", () => {
    expect(lex("clc1ccccc1").problems[0]).toMatchObject({ kind: "unknown_symbol", subject: "cl", replacement: "Cl" });
    expect(lex("CbR").problems[0]).toMatchObject({ subject: "bR", replacement: "Br" });
    expect(lex("CNaC").problems[0]).toMatchObject({ subject: "Na", replacement: "[Na]" });
  });

  test("bracketElement reads OpenSMILES bracket atoms", () => {
    expect(["NH4+", "13C@@H", "nH", "Fe+2", "O-:1", "se"].map(bracketElement)).toEqual([
      "N",
      "C",
      "n",
      "Fe",
      "O",
      "se",
    ]);
    expect(["Xx", "NH4+x", "", "q"].map(bracketElement)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
