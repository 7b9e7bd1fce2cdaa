/** Input RDKit would silently change is refused (issue 13, item 7), tool by tool. */
import { beforeAll, describe, expect, test } from "bun:test";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

beforeAll(ready);

async function domainError(name: string, args: unknown): Promise<{ code: string; message: string; details?: unknown }> {
  const outcome = await callTool(name, args);
  if (outcome.kind !== "domain-error")
    throw new Error(`${name} ${JSON.stringify(args).slice(0, 120)} → ${outcome.kind}, expected a domain error`);
  return outcome.error as { code: string; message: string; details?: unknown };
}

function moljson(atom: Record<string, unknown>): string {
  return JSON.stringify({
    atoms: [{ id: "a1", element: "C", charge: 0, isotope: null, hydrogens: 0, aromatic: false, ...atom }],
    bonds: [],
  });
}

describe("canonical_smiles", () => {
  test("charges and isotopes at the edge of RDKit's range round-trip", async () => {
    expect((await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: "[C+127]" })).canonical).toBe(
      "[C+127]",
    );
    expect((await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: "[Og-128]" })).canonical).toBe(
      "[Og-128]",
    );
    expect((await payloadOf<{ canonical: string }>("canonical_smiles", { smiles: "[65535C]" })).canonical).toBe(
      "[65535C]",
    );
  });

  test("one beyond, and the issue's examples, are INVALID_SMILES naming the atom", async () => {
    for (const [smiles, what] of [
      ["[C+999]", "charge +999"],
      ["[C+128]", "charge +128"],
      ["[Og-129]", "charge -129"],
      ["[999999C]", "isotope 999999"],
      ["[65536C]", "isotope 65536"],
      ["[CH256]", "hydrogen count H256"],
    ] as const) {
      const error = await domainError("canonical_smiles", { smiles: `CC${smiles}` });
      expect(error.code).toBe("INVALID_SMILES");
      expect(error.message).toContain(`bracket atom ${smiles} at character 3: ${what}`);
    }
  });

  test("NUL, lone surrogates and other non-ASCII characters are INVALID_SMILES with their position", async () => {
    for (const [smiles, what] of [
      ["CCO\u0000CC", "a NUL character (U+0000) at character 4"],
      ["CCO\udfff", "a lone surrogate (U+DFFF"],
      ["CCO\ud800", "a lone surrogate (U+D800"],
      ["CCO\ud83d\ude00", 'the non-ASCII character "😀" (U+1F600) at character 4'],
      ["CCé", "(U+00E9) at character 3"],
    ] as const) {
      const error = await domainError("canonical_smiles", { smiles });
      expect(error.code).toBe("INVALID_SMILES");
      expect(error.message).toContain(what);
    }
  });
});

describe("other tools", () => {
  test("every SMILES argument is guarded (tanimoto's second, find_mcs's list)", async () => {
    const tanimoto = await domainError("tanimoto", { smiles1: "CCO", smiles2: "[C+999]" });
    expect([tanimoto.code, tanimoto.message]).toEqual(["INVALID_SMILES", expect.stringContaining("smiles2")]);
    expect((await domainError("find_mcs", { smiles_list: ["CCO", "CCO\udfff"] })).code).toBe("INVALID_SMILES");
  });

  test("smarts_match: NUL or a lone surrogate in the SMARTS is INVALID_SMARTS; in the SMILES INVALID_SMILES", async () => {
    const smarts = await domainError("smarts_match", { smarts: "C\u0000N", smiles: "CCN" });
    expect([smarts.code, smarts.message]).toEqual([
      "INVALID_SMARTS",
      expect.stringContaining("smarts has a NUL character (U+0000) at character 2"),
    ]);
    expect((await domainError("smarts_match", { smarts: "CO\udc00", smiles: "CCO" })).code).toBe("INVALID_SMARTS");
    expect((await domainError("smarts_match", { smarts: "CO", smiles: "[C+999]O" })).code).toBe("INVALID_SMILES");
  });

  test("moljson_to_smiles: a charge or isotope out of range is INVALID_MOLJSON naming the atom", async () => {
    for (const atom of [{ charge: 999 }, { isotope: 999999 }, { element: "C\u0000" }, { element: "C\udfff" }]) {
      const error = await domainError("moljson_to_smiles", { json: moljson(atom) });
      expect(error.code).toBe("INVALID_MOLJSON");
      expect(error.message).toContain("atom a1");
    }
  });

  test("an InChI RDKit cannot compute is an error, never an empty identifier", async () => {
    const ok = await payloadOf<{ representation: string; inchikey: string }>("representation_router", {
      smiles: Array(1023).fill("C").join("."),
      task: "identification",
    });
    expect(ok.representation).toBe("InChI=1S/1023CH4/h1023*1H4");
    expect(ok.inchikey).toMatch(/^[A-Z]{14}-[A-Z]{10}-N$/);
    const big = Array(2500).fill("CC(C)C").join(".");
    for (const smiles of [Array(1024).fill("C").join("."), big]) {
      const error = await domainError("representation_router", { smiles, task: "identification" });
      expect(error.code).toBe("INCHI_UNAVAILABLE");
      expect(error.message).toContain("the InChI library computes identifiers for at most 1023 atoms");
    }
    // molecule_context_pack answers the rest of the pack, with the identifiers null and the reason.
    const pack = await payloadOf<{
      identifiers: { inchi: string | null; inchikey: string | null; inchi_note: string | null };
    }>("molecule_context_pack", {
      smiles: Array(1024).fill("C").join("."),
    });
    expect(pack.identifiers).toMatchObject({ inchi: null, inchikey: null });
    expect(pack.identifiers.inchi_note).toContain("the InChI library computes identifiers for at most 1023 atoms");
  });
});
