/**
 * The closest known name to a wrong one (closest-name.ts). Names are stand-ins, not the registry's, so a rename of
 * a tool's arguments cannot change what these tests check; test/server/validation.test.ts runs the registry.
 */
import { describe, expect, test } from "bun:test";
import { closestNames, editDistance, quotedAlternatives } from "../../src/server/closest-name.ts";

describe("closestNames", () => {
  test("a shorter or longer name of the same words: smiles → smiles_list, smiles_string → smiles", () => {
    expect(closestNames("smiles", ["smiles_list", "radius"])).toEqual(["smiles_list"]);
    expect(closestNames("smiles_string", ["smiles", "seed"])).toEqual(["smiles"]);
    expect(closestNames("iupac_name", ["name"])).toEqual(["name"]);
  });

  test("other spellings of the same words: case, camelCase, hyphens, digits", () => {
    expect(closestNames("SMILES", ["smiles"])).toEqual(["smiles"]);
    expect(closestNames("smilesList", ["smiles_list", "legends"])).toEqual(["smiles_list"]);
    expect(closestNames("top-n", ["top_n", "top_k"])).toEqual(["top_n"]);
    expect(closestNames("nBits", ["n_bits", "radius"])).toEqual(["n_bits"]);
    expect(closestNames("smiles_1", ["smiles1", "smiles2"])).toEqual(["smiles1"]);
  });

  test("synonyms and plurals: molecule, mol1, query, fp", () => {
    expect(closestNames("molecule", ["smiles", "seed"])).toEqual(["smiles"]);
    expect(closestNames("mol1", ["smiles1", "smiles2"])).toEqual(["smiles1"]);
    expect(closestNames("molecules", ["smiles_list"])).toEqual(["smiles_list"]);
    expect(closestNames("query", ["queries", "smiles", "top_k"])).toEqual(["queries"]);
    expect(closestNames("fp", ["fingerprint", "radius"])).toEqual(["fingerprint"]);
  });

  test("typos: a transposition is one edit; at most a third of the name", () => {
    expect(closestNames("fromat", ["format", "width"])).toEqual(["format"]);
    expect(closestNames("widht", ["width", "height"])).toEqual(["width"]);
    expect(closestNames("radios", ["radius", "n_bits"])).toEqual(["radius"]);
    // "colour" is 5 edits from "format": nothing close, nothing suggested.
    expect(closestNames("colour", ["smiles", "format"])).toEqual([]);
    expect(closestNames("x", ["smiles1", "smiles2"])).toEqual([]);
    expect(closestNames("", ["smiles"])).toEqual([]);
  });

  test("ties are all named, in the known order, at most four; a preferred (missing required) name wins a tie", () => {
    const highlights = ["smiles", "highlight_smarts", "highlight_atoms", "highlight_bonds", "highlight_alerts"];
    expect(closestNames("highlight", highlights)).toEqual(highlights.slice(1));
    expect(closestNames("highlight", [...highlights, "highlight_rings"])).toHaveLength(4);
    expect(closestNames("smiles_a", ["smiles1", "smiles2"])).toEqual(["smiles1", "smiles2"]);
    expect(closestNames("smiles_a", ["smiles1", "smiles2"], ["smiles2"])).toEqual(["smiles2"]);
  });

  test("the same words beat one typo in a word, which beats a subset", () => {
    expect(closestNames("smiles_list", ["smiles", "smiles_lists"])).toEqual(["smiles_lists"]);
    expect(closestNames("smile", ["smiles_list", "smiles"])).toEqual(["smiles"]);
    // One typo in a word keeps the words: query_type, not the shorter query.
    expect(closestNames("query_typ", ["query", "query_type"])).toEqual(["query_type"]);
    expect(closestNames("align_to_mc", ["align_to", "align_to_mcs"])).toEqual(["align_to_mcs"]);
    // One- and two-letter words are no typos of each other, so top_k is not "the same words" as top_n; it is still
    // one edit of the whole name, the right hint where a tool says top_n and another top_k.
    expect(closestNames("top_k", ["top_n", "top_k_list"])).toEqual(["top_k_list"]);
    expect(closestNames("top_k", ["top_n", "count"])).toEqual(["top_n"]);
  });
});

describe("editDistance and quotedAlternatives", () => {
  test("edit distance with adjacent transpositions", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("", "ab")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("fromat", "format")).toBe(1);
    expect(editDistance("ca", "abc")).toBe(3);
  });

  test("one, two and more names", () => {
    expect(quotedAlternatives([])).toBe("");
    expect(quotedAlternatives(["a"])).toBe('"a"');
    expect(quotedAlternatives(["a", "b"])).toBe('"a" or "b"');
    expect(quotedAlternatives(["a", "b", "c"])).toBe('"a", "b" or "c"');
  });
});
