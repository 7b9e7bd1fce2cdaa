/**
 * A few known answers checked through each official SDK client, so a client test fails on a wrong value and not only
 * on a missing one. Every expected value is Debian's Python RDKit 2022.09 (or plain chemistry), rounded by tools.md's
 * rule; the Python expression that gave it is in the comment.
 */
import { expect } from "bun:test";
import { SAMPLE_ARGUMENTS } from "./binary.ts";

const ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O";

export interface KnownAnswer {
  tool: string;
  arguments: Record<string, unknown>;
  /** Fields of structuredContent that must have exactly these values. */
  expected: Record<string, unknown>;
}

export const KNOWN_ANSWERS: KnownAnswer[] = [
  {
    tool: "calc_properties",
    arguments: { smiles: ASPIRIN },
    // Descriptors.MolWt 180.15899999999996, ExactMolWt 180.042258736, Crippen.MolLogP 1.3101,
    // rdMolDescriptors.CalcTPSA 63.60000000000001, GetNumHeavyAtoms 13
    expected: { mw: 180.159, exact_mass: 180.0423, logp: 1.31, tpsa: 63.6, heavy_atom_count: 13 },
  },
  // Chem.MolToSmiles(Chem.MolFromSmiles("OC(=O)c1ccccc1OC(C)=O")): aspirin written another way.
  { tool: "canonical_smiles", arguments: { smiles: "OC(=O)c1ccccc1OC(C)=O" }, expected: { canonical: ASPIRIN } },
  // rdMolDescriptors.CalcMolFormula, Descriptors.MolWt (3dp)
  {
    tool: "parse_smiles",
    arguments: { smiles: ASPIRIN },
    expected: { formula: "C9H8O4", mol_weight: 180.159, heavy_atoms: 13, atoms: 13, bonds: 13 },
  },
  // list(AllChem.GetMorganFingerprintAsBitVect(phenol, 2, nBits=2048).GetOnBits())
  {
    tool: "ecfp4",
    arguments: { smiles: "c1ccccc1O" },
    expected: { popcount: 11, on_bits: [65, 389, 745, 807, 1088, 1199, 1380, 1602, 1750, 1778, 1873] },
  },
  // DataStructs.TanimotoSimilarity of the phenol and aniline fingerprints: 0.375
  {
    tool: "tanimoto",
    arguments: { smiles1: "c1ccccc1O", smiles2: "c1ccccc1N" },
    expected: { similarity: 0.375, similarity_percent: 37.5 },
  },
  // mol.GetSubstructMatches(Chem.MolFromSmarts("C(=O)[OH]")) on acetic acid: ((1, 2, 3),)
  {
    tool: "smarts_match",
    arguments: { smarts: "C(=O)[OH]", smiles: "CC(=O)O" },
    expected: { matches: true, match_count: 1, atom_maps: [[1, 2, 3]] },
  },
  // Ethanol C2H6O: 9 atoms with hydrogens.
  { tool: "generate_3d", arguments: { smiles: "CCO", seed: 42 }, expected: { atom_count: 9 } },
];

/** Python RDKit refuses "C1CC" (SMILES Parse Error: unclosed ring): the domain error INVALID_SMILES. */
export const INVALID_CALL = {
  tool: "canonical_smiles",
  arguments: { smiles: "C1CC" },
  code: "INVALID_SMILES",
} as const;

interface CallResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content?: unknown;
}

/**
 * The depictions declare no outputSchema and answer content items only: a line of text and a PNG image, never
 * structuredContent (Claude Code would show that instead and drop the image).
 */
export const CONTENT_ONLY_TOOLS: ReadonlySet<string> = new Set(["depict", "depict_grid", "depict_reaction"]);

/** The shape of a depiction's answer: [text, PNG image], nothing structured ("iVBORw0KGgo" is the base64 of the PNG signature). */
export function depictionShape(result: CallResult): Record<string, unknown> {
  const content = (result.content ?? []) as Array<{ type?: string; mimeType?: string; data?: string; text?: string }>;
  return {
    isError: result.isError ?? false,
    structured: result.structuredContent !== undefined,
    types: content.map((item) => item.type),
    mimeType: content[1]?.mimeType,
    png: content[1]?.data?.startsWith("iVBORw0KGgo") ?? false,
    text: content[0]?.text?.startsWith("PNG ") ?? false,
  };
}

export const DEPICTION_SHAPE = {
  isError: false,
  structured: false,
  types: ["text", "image"],
  mimeType: "image/png",
  png: true,
  text: true,
};

/**
 * Calls every listed tool once with its SAMPLE_ARGUMENTS (through one client) and expects a structured, non-error
 * answer; from the depictions, a text line and a PNG image without structuredContent.
 */
export async function expectEveryToolAnswers(
  names: readonly string[],
  call: (tool: string, args: Record<string, unknown>) => Promise<CallResult>,
): Promise<void> {
  expect([...names].sort()).toEqual(Object.keys(SAMPLE_ARGUMENTS).sort());
  for (const name of names) {
    const result = await call(name, SAMPLE_ARGUMENTS[name] ?? {});
    if (CONTENT_ONLY_TOOLS.has(name)) {
      expect({ tool: name, ...depictionShape(result) }).toEqual({ tool: name, ...DEPICTION_SHAPE });
      continue;
    }
    expect({
      tool: name,
      isError: result.isError ?? false,
      structured: result.structuredContent !== undefined,
    }).toEqual({ tool: name, isError: false, structured: true });
  }
}

/** Calls each known answer through `call` (one SDK client) and checks the values. */
export async function expectKnownAnswers(
  call: (tool: string, args: Record<string, unknown>) => Promise<CallResult>,
): Promise<void> {
  for (const answer of KNOWN_ANSWERS) {
    const result = await call(answer.tool, answer.arguments);
    const got = Object.fromEntries(Object.keys(answer.expected).map((key) => [key, result.structuredContent?.[key]]));
    expect({ tool: answer.tool, isError: result.isError ?? false, got }).toEqual({
      tool: answer.tool,
      isError: false,
      got: answer.expected,
    });
  }
}

/**
 * A client on 2026-07-28, or on 2025-06-18 and later through initialize, gets INVALID_SMILES as an isError result with
 * structuredContent.error for RDKit's refusals ("c1cccc1" cannot be kekulized; "C1CC"), and RDKit's reason in the text.
 * Clients that check an error's structuredContent against the outputSchema (the 1.x SDK, typescript-sdk issue #1943;
 * the Inspector) accept it too, because the advertised outputSchema admits {error} (src/server/output-schema.ts).
 */
export async function expectChemistryErrors(
  call: (tool: string, args: Record<string, unknown>) => Promise<CallResult>,
): Promise<void> {
  for (const smiles of ["c1cccc1", INVALID_CALL.arguments.smiles]) {
    const failure = await call(INVALID_CALL.tool, { smiles });
    const code = (failure.structuredContent as { error?: { code?: string } } | undefined)?.error?.code;
    const text = (failure.content as { text?: string }[] | undefined)?.[0]?.text ?? "";
    expect({ smiles, isError: failure.isError, code, text }).toEqual({
      smiles,
      isError: true,
      code: INVALID_CALL.code,
      text: expect.stringMatching(/^INVALID_SMILES: .*(kekulize|unclosed ring)/),
    });
  }
}
