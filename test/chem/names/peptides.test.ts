import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";

/** validation/generators/make_golden_peptides.py: OPSIN 2.7.0's structure per peptide name. */
interface Row {
  name: string;
  opsin: string | null;
  refused?: boolean;
}

beforeAll(ready);

const rows = readJsonl<Row>("names-peptides.jsonl");

describe("peptides from their residues (peptides.ts) against OPSIN 2.7.0", () => {
  test.each(rows.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(rows.filter((r) => r.refused).map((r) => [r.name]))("%s is refused (OPSIN assumes L-)", (name) => {
    expect(parseName(name as string)).toMatchObject({ ok: false, reason: "unsupported" });
  });

  test("D- gives the enantiomeric residue, and acyl forms IUPAC names apart are not read", () => {
    const ll = parseName("L-alanyl-L-alanine");
    const dd = parseName("D-alanyl-D-alanine");
    expect(ll.ok && dd.ok && ll.smiles !== dd.smiles).toBe(true);
    // aspartyl: alpha- or beta- (the acyl at C1 or C4); not guessed.
    expect(parseName("L-aspartyl-L-phenylalanine").ok).toBe(false);
    expect(parseName("D-glycylglycine").ok).toBe(false);
    // methyl on phenylglycine's N, or a tolyl (which one?) on glycine's: the name does not say.
    expect(parseName("N-methylphenylglycine")).toMatchObject({ ok: false, reason: "ambiguous" });
    // A ring of one residue (an alpha-lactam) is no cyclic peptide.
    expect(parseName("cyclo(glycyl)").ok).toBe(false);
  });
});

/** validation/generators/make_golden_amino_acid_nitriles.py: OPSIN 2.7.0's structure per name. */
const nitriles = readJsonl<Row>("names-amino-acid-nitriles.jsonl");

describe("an amino acid's or peptide's nitrile (peptides.ts readNitrile) against OPSIN 2.7.0", () => {
  test.each(nitriles.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(nitriles.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_side_chain_groups.py: OPSIN 2.7.0's structure per name. */
const sideChain = readJsonl<Row>("names-side-chain-groups.jsonl");

describe("a group on a side chain's SH, OH, SeH or NH2 by its S-, O-, Se-, N6- locant (peptides.ts attachToSide, attachToNumberedN) against OPSIN 2.7.0", () => {
  test.each(sideChain.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(sideChain.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
