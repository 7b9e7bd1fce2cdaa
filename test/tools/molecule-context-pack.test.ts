import { beforeAll, describe, expect, test } from "bun:test";
import type { ContextPack } from "../../src/tools/molecule-context-pack.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { callTool, payloadOf, ready } from "../../harness/tools.ts";

type Pack = ContextPack & { format: "json" };

beforeAll(ready);

const MOLECULES = [
  "CC(=O)Oc1ccccc1C(=O)O", // aspirin: an acid
  "CN1CCC[C@H]1c1cccnc1", // nicotine: a base, stereo
  "O=C1C(=Cc2ccccc2)SC(=S)N1", // a PAINS hit
  "[O-][N+](=O)c1ccc(N)cc1", // Ames alerts, charges
  "CC(C)Cc1ccc(cc1)[C@@H](C)C(=O)[O-].[Na+]", // a salt
  "CN1C=NC2=C1C(=O)N(C(=O)N2C)C", // caffeine
];

describe("molecule_context_pack", () => {
  test(
    "json: every value equals the individual tool's",
    async () => {
      for (const smiles of MOLECULES) {
        const pack = await payloadOf<Pack>("molecule_context_pack", { smiles, include_moljson: true });
        const props = await payloadOf<Record<string, number>>("calc_properties", { smiles });
        const rule = await payloadOf<{ passes: boolean; violations: number }>("lipinski_check", { smiles });
        const sa = await payloadOf<{ sa_score: number }>("sa_score", { smiles });
        const pains = await payloadOf<{ passes: boolean; alerts: string[] }>("pains_check", { smiles });
        const brenk = await payloadOf<{ passes: boolean; alerts: string[] }>("brenk_check", { smiles });
        const ids = await payloadOf<{ representation: string; inchikey: string }>("representation_router", {
          smiles,
          task: "identification",
        });
        const parsed = await payloadOf<{ formula: string }>("parse_smiles", { smiles });
        expect(pack.format).toBe("json");
        expect(pack.identifiers).toEqual({
          smiles: (await payloadOf<{ canonical: string }>("canonical_smiles", { smiles })).canonical,
          inchi: ids.representation,
          inchikey: ids.inchikey,
          inchi_note: null,
          formula: parsed.formula,
          mw: props.mw as number,
          exact_mass: props.exact_mass as number,
        });
        expect(pack.properties).toEqual({
          logp: props.logp as number,
          tpsa: props.tpsa as number,
          hbd: props.hbd as number,
          hba: props.hba as number,
          rotatable_bonds: props.rotatable_bonds as number,
          heavy_atoms: props.heavy_atom_count as number,
          qed: props.qed as number,
          sa_score: sa.sa_score,
        });
        expect(pack.drug_likeness).toEqual({
          lipinski_passes: rule.passes,
          lipinski_violations: rule.violations,
          pains_passes: pains.passes,
          brenk_passes: brenk.passes,
          pains_alerts: pains.alerts,
          brenk_alerts: brenk.alerts,
        });
        expect(pack.admet).toEqual(await payloadOf("admet_profile", { smiles }));
        expect(pack.representations.moljson).toEqual(await payloadOf("smiles_to_moljson", { smiles }));
        expect(pack.representations.canonical_smiles).toBe(pack.identifiers.smiles);
      }
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("the default json answer leaves MolJSON out and stays under 8 KB for a drug-sized molecule; include_moljson adds it", async () => {
    // Atorvastatin: 41 heavy atoms. Its MolJSON alone (every atom and bond) is over 8 KB, which made the default
    // answer of the "start here" tool the one single-molecule answer past issue 30's 8 KB (answer-sizes.md).
    const smiles = "CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O";
    const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
    const lean = await callTool("molecule_context_pack", { smiles });
    const full = await callTool("molecule_context_pack", { smiles, include_moljson: true });
    if (lean.kind !== "success" || full.kind !== "success") throw new Error("expected success");
    const leanPack = lean.payload as unknown as Pack;
    expect(leanPack.representations).toEqual({ canonical_smiles: leanPack.identifiers.smiles });
    expect(bytes(lean.text)).toBeLessThan(8_192);
    expect((full.payload as unknown as Pack).representations.moljson).toEqual(
      await payloadOf("smiles_to_moljson", { smiles }),
    );
    expect(bytes(full.text)).toBeGreaterThan(8_192);
    // Everything else is the same answer.
    const { representations: _full, ...restFull } = full.payload as unknown as Pack;
    const { representations: _lean, ...restLean } = leanPack;
    expect(restLean).toEqual(restFull);
  });

  test("include_moljson changes nothing in the markdown and prompt formats", async () => {
    const smiles = "CC(=O)Oc1ccccc1C(=O)O";
    for (const format of ["markdown", "prompt"])
      expect(await payloadOf("molecule_context_pack", { smiles, format, include_moljson: true })).toEqual(
        await payloadOf("molecule_context_pack", { smiles, format }),
      );
  });

  test("markdown and prompt carry the same values", async () => {
    const smiles = "CC(=O)Oc1ccccc1C(=O)O";
    const pack = await payloadOf<Pack>("molecule_context_pack", { smiles });
    const markdown = await callTool("molecule_context_pack", { smiles, format: "markdown" });
    const prompt = await callTool("molecule_context_pack", { smiles, format: "prompt" });
    if (markdown.kind !== "success" || prompt.kind !== "success") throw new Error("expected success");
    const page = String(markdown.payload.context);
    const line = String(prompt.payload.context);
    expect(markdown.payload.format).toBe("markdown");
    expect(markdown.text).toBe(page); // the text content is the page itself
    expect(line).not.toContain("\n");
    for (const value of [
      pack.identifiers.formula,
      String(pack.identifiers.inchikey),
      String(pack.properties.qed),
      String(pack.properties.sa_score),
      String(pack.admet.esol_logs),
    ]) {
      expect(page).toContain(value);
      expect(line).toContain(value);
    }
    expect(page).toStartWith(`# ${pack.identifiers.smiles}`);
    expect(page).toContain("heuristic");
  });

  test("errors", async () => {
    const bad = await callTool("molecule_context_pack", { smiles: "C1CC" });
    expect(bad.kind === "domain-error" && bad.error.code).toBe("INVALID_SMILES");
    expect((await callTool("molecule_context_pack", { smiles: "CCO", format: "yaml" })).kind).toBe("invalid-arguments");
  });

  test(
    "no InChI is null with the reason, never an empty string; dative complexes get InChI's charge-separated form",
    async () => {
      // A dummy atom: InChI has no element for it. The pack still answers, with the identifiers null and the reason.
      const dummy = await payloadOf<Pack>("molecule_context_pack", { smiles: "*C" });
      expect(dummy.identifiers).toMatchObject({ inchi: null, inchikey: null });
      expect(dummy.identifiers.inchi_note).toContain("dummy atoms");
      const page = await callTool("molecule_context_pack", { smiles: "*C", format: "markdown" });
      expect(page.kind === "success" && String(page.payload.context)).toContain(
        "**InChI** none: InChI cannot represent dummy atoms",
      );
      // Cisplatin: the IUPAC program's standard InChI (validation/golden/identifiers-dative.jsonl), with a note on how.
      const [cisplatin] = readJsonl<{ smiles: string; inchi: string; inchikey: string }>("identifiers-dative.jsonl");
      const pack = await payloadOf<Pack>("molecule_context_pack", { smiles: cisplatin!.smiles });
      expect(pack.identifiers).toMatchObject({ inchi: cisplatin!.inchi, inchikey: cisplatin!.inchikey });
      expect(pack.identifiers.inchi_note).toContain("charge-separated");
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});
