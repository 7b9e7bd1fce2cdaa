/** Copy artefacts: each found at its position in the caller's text and undone. */
import { describe, expect, test } from "bun:test";
import { cleanText } from "../../../src/chem/repair/text-cleanup.ts";
import { looksLikeMolfileOrJson, nameLikeWord } from "../../../src/chem/repair/names.ts";
import { readJsonl, type CoreMolecule } from "../../../harness/golden.ts";

const first = (raw: string) => cleanText(raw).readings[0]?.text;

describe("cleanText", () => {
  test("clean ASCII SMILES is left alone", () => {
    expect(cleanText("CC(=O)Oc1ccccc1C(=O)O")).toEqual({
      text: "CC(=O)Oc1ccccc1C(=O)O",
      readings: [{ text: "CC(=O)Oc1ccccc1C(=O)O", origin: [...Array(22).keys()], edits: [], penalty: 0 }],
      problems: [],
    });
  });

  test("quotes, code fences, labels, trailing punctuation and surrounding whitespace are removed", () => {
    expect(first('"CCO"')).toBe("CCO");
    expect(first("`c1ccccc1`")).toBe("c1ccccc1");
    expect(first("```smiles\nCCO\n```")).toBe("CCO");
    expect(first("\u201cCCO\u201d")).toBe("CCO");
    expect(first("SMILES: CCO.")).toBe("CCO");
    expect(first("Canonical SMILES = CCO;")).toBe("CCO");
    expect(first("  CCO\n")).toBe("CCO");
    // A final "." is punctuation; a "*" is a SMILES dummy atom and stays.
    expect(first("*CC*")).toBe("*CC*");
  });

  test("look-alikes become ASCII, each run one problem at the caller's position", () => {
    const dash = cleanText("CC(=O)[O\u2212]");
    expect(dash.readings[0]?.text).toBe("CC(=O)[O-]");
    expect(dash.problems).toEqual([
      {
        kind: "look_alike_character",
        position: 8,
        message: 'minus sign (U+2212) "\u2212" at position 8 is not ASCII: read as "-"',
      },
    ]);
    expect(first("\uff23\uff23\uff2f")).toBe("CCO");
    expect(cleanText("\uff23\uff23\uff2f").problems).toHaveLength(1);
    expect(first("C\u200bC\ufeffO")).toBe("CCO");
    expect(first("\u0421CO")).toBe("CCO");
    expect(first("CC\u2261N")).toBe("CC#N");
  });

  test("whitespace inside: the joined text first, the part RDKit would read second; positions map back", () => {
    const cleanup = cleanText("'CC O'");
    expect(cleanup.readings.map((r) => [r.text, r.penalty])).toEqual([
      ["CCO", 0],
      ["CC", 2],
    ]);
    // "O" of "CC O" is character 4 of the caller's text (after the quote and the space).
    expect(cleanup.readings[0]?.origin).toEqual([1, 2, 4, 6]);
    expect(cleanup.problems.map((p) => [p.kind, p.position])).toEqual([
      ["text_artefact", 0],
      ["text_artefact", 5],
    ]);
    expect(cleanup.split).toMatchObject({ kind: "whitespace", position: 3 });
    expect(cleanup.text).toBe("CC O");
    // A CXSMILES extension after a space is RDKit's to read.
    expect(cleanText("CCO |$a;b;c$|").readings).toHaveLength(1);
  });
});

describe("names and other non-SMILES", () => {
  test("names are recognised by their letters", () => {
    expect(
      ["aspirin", "acetic acid", "2-methylpropan-1-ol", "N,N-dimethylformamide", "Caffeine"].map(nameLikeWord),
    ).toEqual(["aspirin", "acetic", "methylpropan", "dimethylformamide", "Caffeine"]);
  });

  test("case slips are not names", () => {
    expect(["CCL", "clc1ccccc1", "CbR", "ClCCBr", "cccc", "[Na+].[Cl-]", "CH3CH2OH"].map(nameLikeWord)).toEqual(
      Array(7).fill(undefined),
    );
  });

  test("no SMILES of the golden molecule set looks like a name", () => {
    const molecules = readJsonl<CoreMolecule>("core-molecules.jsonl");
    expect(molecules.length).toBe(2_042);
    expect(molecules.filter((m) => nameLikeWord(m.smiles) !== undefined).map((m) => m.smiles)).toEqual([]);
  });

  test("molfiles and JSON", () => {
    expect(looksLikeMolfileOrJson("\n  RDKit\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END")).toBe(true);
    expect(looksLikeMolfileOrJson('{"atoms":[]}')).toBe(true);
    expect(looksLikeMolfileOrJson("CCO")).toBe(false);
  });
});
