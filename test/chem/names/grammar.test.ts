import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { expectOpsinStructures } from "../../../harness/names.ts";

/** validation/generators/make_golden_acyl_groups.py: OPSIN 2.7.0's structure per name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const groups = readJsonl<Row>("names-acyl-groups.jsonl");
/** validation/generators/make_golden_cas_front_locants.py. */
const cas = readJsonl<Row>("names-cas-front-locants.jsonl");

describe("acyl groups from a suffix, -carbonyl and -thioyl (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(groups.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(groups.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

describe("CAS's locants before the parent, 2-propanol, 1,4-benzenediol (grammar.ts casFront) against OPSIN 2.7.0", () => {
  test.each(cas.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(cas.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_alkyl_forms.py. */
const alkyls = readJsonl<Row>("names-alkyl-forms.jsonl");

describe("suppliers' alkyl forms, n-butyl, isoamyl, tert-amyl (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(alkyls.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(alkyls.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_acid_stem_e.py. */
const acidStemE = readJsonl<Row>("names-acid-stem-e.jsonl");

describe("no final 'e' after a retained acid stem: maleic acid is not malic acid (grammar.ts ending) against OPSIN", () => {
  test.each(acidStemE.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(acidStemE.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_fusion_numbering.py: OPSIN 2.7.0's structure per fusion name. */
const fusion = readJsonl<{ name: string; numbered: boolean; opsin: string }>("names-fusion-numbering.jsonl");

describe("a bicyclic fusion component listed with its CH2 (grammar.ts fusionRing: indeno, chromeno, chromene)", () => {
  test("each name gives OPSIN's structure, the CH2 where the fusion name's indicated hydrogen puts it", () => {
    const rows = fusion.filter((r) => r.numbered && /inden|chromen/.test(r.name));
    expect(rows.length).toBeGreaterThan(150);
    expectOpsinStructures(rows);
  });
});

describe("two benzo rings at lettered bonds of a Hantzsch–Widman base or of pyran (grammar.ts benzo)", () => {
  test("each name gives OPSIN's structure", () => {
    const rows = fusion.filter((r) => r.numbered && /dibenzo\[[a-z],[a-z]\](\[|pyran|thiopyran)/.test(r.name));
    expect(rows.length).toBeGreaterThan(60);
    expectOpsinStructures(rows);
  });

  test("dibenzo[c,e]azepine is read but not numbered (fusion-orientation.ts): its indicated hydrogen is refused", () => {
    const result = parseName("5H-dibenzo[c,e]azepine");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("read without its numbering");
  });
});

describe("a benzo name as a fusion component (grammar.ts fusionRing, builder.ts benzoComponent)", () => {
  test("[1]benzothieno, benzimidazo, [1,3]benzothiazole and the like give OPSIN's structure", () => {
    const rows = fusion.filter((r) => r.numbered && /benzothien|benzofur|benzimidaz|benzothiazol/.test(r.name));
    expect(rows.length).toBeGreaterThan(150);
    expectOpsinStructures(rows);
  });
});

describe("a benzene ring on a prefix monocycle's own bond (grammar.ts fusionRing, builder.ts benzoOnBond)", () => {
  test("benzo[4,5]thieno, benzo[4,5]imidazo and the like give OPSIN's structure", () => {
    const rows = fusion.filter((r) => r.numbered && /benzo\[\d,\d\]/.test(r.name));
    expect(rows.length).toBeGreaterThan(80);
    expectOpsinStructures(rows);
  });

  test("the benzene ring needs two carbons of the monocycle (benzo[1,2]thieno: S1 is one of them) or is refused", () => {
    expect(parseName("benzo[1,2]thieno[2,3-d]pyrimidine").ok).toBe(false);
  });
});

describe("a carbocycle as a fusion prefix with its own bond locants (grammar.ts fusionRing: cyclohepta[1,2-b])", () => {
  test("benzo[5,6]cyclohepta[1,2-b]pyridine, benzo[4,5]cyclopenta[1,2-b]thiophene and the like give OPSIN's structure", () => {
    const rows = fusion.filter((r) => r.numbered && /cyclo(?:penta|hepta)\[1,2-/.test(r.name));
    expect(rows.length).toBeGreaterThan(60);
    expectOpsinStructures(rows);
  });

  test("a benzene ring on a cyclohepta bond next to the fusion bond leaves the system unnumbered", () => {
    const refused = fusion.filter((r) => !r.numbered && /cyclohepta\[1,2-/.test(r.name));
    expect(refused.length).toBe(2);
    for (const r of refused) expect({ name: r.name, ok: parseName(r.name).ok }).toEqual({ name: r.name, ok: false });
  });
});

describe("multiparent names (grammar.ts fused, builder.ts multiparentFusion: benzo[1,2-b:4,5-b']dithiophene)", () => {
  test("each name gives OPSIN's structure, a copy of the base on each locant pair in its own direction", () => {
    const rows = fusion.filter((r) => r.numbered && /\[\d,\d-[a-z]:/.test(r.name));
    expect(rows.length).toBeGreaterThan(40);
    expectOpsinStructures(rows);
    // 1,2-b:4,5-b' and 1,2-b:5,4-b' are the two isomers of the linear system.
    const anti = parseName("benzo[1,2-b:4,5-b']dithiophene");
    const syn = parseName("benzo[1,2-b:5,4-b']dithiophene");
    expect(anti.ok && syn.ok && anti.smiles !== syn.smiles).toBe(true);
  });

  test("a Hantzsch–Widman base is read after bis only (OPSIN reads bisthiazole, not dithiazole)", () => {
    expect(parseName("benzo[1,2-d:4,5-d']dithiazole").ok).toBe(false);
    expect(parseName("benzo[1,2-d:4,5-d']bisthiazole")).toEqual(parseName("benzo[1,2-d:4,5-d']bis[1,3]thiazole"));
  });
});

describe("a benzene ring and another prefix on one base (grammar.ts fused: benzo[b]naphtho[2,1-d]furan)", () => {
  test("each name gives OPSIN's structure", () => {
    const rows = fusion.filter((r) => r.numbered && /benzo\[[a-z]\][a-z]+o\[\d,\d-[a-z]\]/.test(r.name));
    expect(rows.length).toBeGreaterThan(100);
    expectOpsinStructures(rows);
  });
});

describe("benzo rings on a carbocycle named by its size (grammar.ts benzo: benzo[7]annulene, dibenzo[a,d][7]annulene)", () => {
  test("each name gives OPSIN's structure, numbered from the benzene ring (builder.ts buildBenzo)", () => {
    const rows = fusion.filter((r) => r.numbered && /annulen/.test(r.name));
    expect(rows.length).toBeGreaterThan(50);
    expectOpsinStructures(rows);
  });
});

/** validation/generators/make_golden_fatty_alkyls.py. */
const fatty = readJsonl<Row>("names-fatty-alkyls.jsonl");

describe("fatty alkyl groups, lauryl to stearyl and cis oleyl (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(fatty.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(fatty.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_bracketed_carriers.py. */
const carriers = readJsonl<Row>("names-bracketed-carriers.jsonl");

describe("sulfonyl, sulfinyl, silyl and thio in brackets under their prefixes, (methylsulfonyl), (trimethylsilyl), (methylthio) (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(carriers.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(carriers.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_pubchem_n_locants.py: OPSIN 2.7.0's structure per name. */
const nLocants = readJsonl<Row>("names-pubchem-n-locants.jsonl");

describe("PubChem's N-locants after the suffix's locant, 1-N,4-N-dimethyl (grammar.ts locants) against OPSIN 2.7.0", () => {
  test.each(nLocants.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(nLocants.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_unbracketed_bis.py: OPSIN 2.7.0's structure per name. */
const unbracketedBis = readJsonl<Row>("names-unbracketed-bis.jsonl");

describe("bis, tris before a compound substituent without its brackets (grammar.ts unbracketedGroup) against OPSIN 2.7.0", () => {
  test.each(unbracketedBis.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(unbracketedBis.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_ester_multiplier_hyphen.py: OPSIN 2.7.0's structure per name. */
const esterHyphen = readJsonl<Row>("names-ester-multiplier-hyphen.jsonl");

describe("an ester's groups counted with a hyphen after the multiplier, di-tert-butyl oxalate (grammar.ts readings) against OPSIN 2.7.0", () => {
  test.each(esterHyphen.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(esterHyphen.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_cas_added_hydrogen.py. */
const casAddedH = readJsonl<Row>("names-cas-added-hydrogen.jsonl");

describe("CAS's front locant with its added hydrogen, 2(1H)-pyridinone (grammar.ts casFront) against OPSIN 2.7.0", () => {
  test.each(casAddedH.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(casAddedH.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_phosphate_esters.py: "phosphonooxy" run into what follows, as "acetyloxy" is. */
const runInPhosphonooxy = readJsonl<{ name: string; opsin: string | null }>("names-phosphate-esters.jsonl").filter(
  (r) => /phosphon(?:at)?ooxy[a-z]/.test(r.name),
);

describe("phosphonooxy and phosphonatooxy run into the next word (grammar.ts) against OPSIN 2.7.0", () => {
  test.each(runInPhosphonooxy.map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });
});
