/**
 * Carbonic acid derivatives and amides as substituents, in the parser (src/chem/names/carbonic.ts) and the namer
 * (compose.ts). Each structure is the textbook one written out by hand, and each name was read by OPSIN 2.7.0
 * (`java -jar /usr/share/java/opsin-cli.jar`) to the same canonical SMILES in Python RDKit 2022.09:
 *   urea H2N-C(=O)-NH2; carbamic acid H2N-C(=O)-OH and its esters (carbamates); carbonic acid HO-C(=O)-OH and its
 *   diesters (carbonates) (P-65.2.3); carbamoyl -C(=O)NH2 (P-66.1.1.4.1.1); alkoxycarbonyl -C(=O)-OR
 *   (P-65.6.3.2.1); acylamino R-C(=O)-NH- (P-66.1.1.4.5); acyloxy R-C(=O)-O- (P-65.6.3.2.3).
 * Seniority (P-41, P-42): carbonic acid follows the carboxylic acids within each class, so a carboxylic acid or
 * ester outranks a carbamate, a carbamate (an ester) outranks a carboxamide and an amine, a carboxamide outranks
 * a urea.
 */
import { canonicalSmiles as canonical } from "../../../harness/molblock.ts";
import { beforeAll, describe, expect, test } from "bun:test";
import { readJsonl } from "../../../harness/golden.ts";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { nameMolecule } from "../../../src/chem/names/namer/index.ts";
import { withMol } from "../../../src/chem/rdkit.ts";

beforeAll(ready);

const read = (name: string): string => {
  const result = parseName(name);
  return result.ok ? result.smiles : `refused: ${result.message}`;
};

const nameOf = (smiles: string): string =>
  withMol(smiles, (mol) => {
    const result = nameMolecule(mol);
    return result.ok ? result.name : `declined: ${result.reason}`;
  });

describe("parser: ureas, carbamates, carbonates, carbamoyl and carbonyl prefixes", () => {
  test.each([
    ["urea", "NC(N)=O"],
    ["N-methylurea", "CNC(N)=O"], // N and N' are urea's N atoms, as 1 and 3 are
    ["N,N'-diphenylurea", "O=C(Nc1ccccc1)Nc1ccccc1"], // carbanilide
    ["1,3-dimethylurea", "CNC(=O)NC"],
    ["carbamic acid", "NC(=O)O"],
    ["N-phenylcarbamic acid", "OC(=O)Nc1ccccc1"],
    ["methyl carbamate", "COC(N)=O"],
    ["ethyl N-phenylcarbamate", "CCOC(=O)Nc1ccccc1"],
    ["ethyl phenylcarbamate", "CCOC(=O)Nc1ccccc1"], // unlocanted: only the N takes a substituent
    ["tert-butyl N-methylcarbamate", "CNC(=O)OC(C)(C)C"],
    ["phenyl N,N-dimethylcarbamate", "CN(C)C(=O)Oc1ccccc1"],
    ["dimethyl carbonate", "COC(=O)OC"],
    ["diphenyl carbonate", "O=C(Oc1ccccc1)Oc1ccccc1"],
    ["4-carbamoylbenzoic acid", "NC(=O)c1ccc(C(=O)O)cc1"],
    ["4-(methylcarbamoyl)benzoic acid", "CNC(=O)c1ccc(C(=O)O)cc1"],
    ["4-(N-methylcarbamoyl)benzoic acid", "CNC(=O)c1ccc(C(=O)O)cc1"],
    ["4-(dimethylcarbamoyl)benzoic acid", "CN(C)C(=O)c1ccc(C(=O)O)cc1"],
    ["4-(carbamoylamino)benzoic acid", "NC(=O)Nc1ccc(C(=O)O)cc1"], // the urea as a prefix
    ["4-[(phenylcarbamoyl)amino]benzoic acid", "O=C(O)c1ccc(NC(=O)Nc2ccccc2)cc1"],
    ["2-[(methoxycarbonyl)amino]acetic acid", "COC(=O)NCC(=O)O"],
    ["2-{[(tert-butoxy)carbonyl]amino}acetic acid", "CC(C)(C)OC(=O)NCC(=O)O"], // Boc-glycine
    ["2-[(tert-butoxycarbonyl)amino]acetic acid", "CC(C)(C)OC(=O)NCC(=O)O"],
    ["4-(methoxycarbonyl)benzoic acid", "COC(=O)c1ccc(C(=O)O)cc1"], // the ester as a prefix
    ["4-(carbamoyloxy)benzoic acid", "NC(=O)Oc1ccc(C(=O)O)cc1"],
    ["4-[(dimethylcarbamoyl)oxy]benzoic acid", "CN(C)C(=O)Oc1ccc(C(=O)O)cc1"],
    ["4-[(methoxycarbonyl)oxy]benzoic acid", "COC(=O)Oc1ccc(C(=O)O)cc1"],
    ["4-[(piperidin-1-yl)carbonyl]benzoic acid", "O=C(O)c1ccc(C(=O)N2CCCCC2)cc1"],
    ["4-(acetylamino)benzoic acid", "CC(=O)Nc1ccc(C(=O)O)cc1"],
    // carboxy -C(=O)OH as a prefix; -O- and =N- under a bracketed prefix (an alkoxycarbonyl, a hydrazone, an oxime).
    ["2-(carboxymethyl)benzoic acid", "O=C(O)Cc1ccccc1C(=O)O"], // homophthalic acid
    ["2-{[(2-carboxyphenyl)carbamoyl]amino}benzoic acid", "O=C(O)c1ccccc1NC(=O)Nc1ccccc1C(=O)O"],
    [
      "bis(2-ethylhexyl) 3-{[(2-ethylhexyl)oxy]carbonyl}pentanedioate",
      "CCCCC(CC)COC(=O)CC(CC(=O)OCC(CC)CCCC)C(=O)OCC(CC)CCCC",
    ],
    ["2-(hydroxyimino)propanoic acid", "CC(=NO)C(=O)O"],
    ["N-(4-{[(carbamoylamino)imino]methyl}phenyl)acetamide", "CC(=O)Nc1ccc(C=NNC(N)=O)cc1"], // a semicarbazone
    // Thiourea H2N-C(=S)-NH2 and guanidine H2N-C(=NH)-NH2, numbered like urea; guanidine's =N is 2 (P-66.4.1.2.1).
    ["thiourea", "NC(N)=S"],
    ["1,3-diphenylthiourea", "S=C(Nc1ccccc1)Nc1ccccc1"],
    ["N-phenylthiourea", "NC(=S)Nc1ccccc1"],
    ["guanidine", "NC(N)=N"],
    ["1,3-diphenylguanidine", "N=C(Nc1ccccc1)Nc1ccccc1"],
    ["2-phenylguanidine", "NC(N)=Nc1ccccc1"],
    ["4-(carbamothioylamino)benzoic acid", "NC(=S)Nc1ccc(C(=O)O)cc1"],
    ["4-carbamimidamidobenzoic acid", "NC(=N)Nc1ccc(C(=O)O)cc1"],
    // The suffix amido: R-C(=O)-NH- named from the amide (P-66.1.1.4.5).
    ["4-acetamidobenzoic acid", "CC(=O)Nc1ccc(C(=O)O)cc1"],
    ["4-benzamidobenzoic acid", "O=C(O)c1ccc(NC(=O)c2ccccc2)cc1"],
    ["4-propanamidobenzoic acid", "CCC(=O)Nc1ccc(C(=O)O)cc1"],
    ["4-formamidobenzoic acid", "O=CNc1ccc(C(=O)O)cc1"],
    ["4-(N-methylacetamido)benzoic acid", "CC(=O)N(C)c1ccc(C(=O)O)cc1"],
    ["4-(cyclohexanecarboxamido)benzoic acid", "O=C(O)c1ccc(NC(=O)C2CCCCC2)cc1"],
    ["4-(pyridine-3-carboxamido)benzoic acid", "O=C(O)c1ccc(NC(=O)c2cccnc2)cc1"],
    ["2-acetamidoethanol", "CC(=O)NCCO"],
  ])("%s", (name, smiles) => {
    expect(read(name)).toBe(canonical(smiles));
  });

  test("a bare carbonyl is no substituent, and a carbonate needs both of its alkyl groups", () => {
    expect(read("4-carbonylbenzoic acid")).toContain("refused");
    expect(read("methyl carbonate")).toContain("refused"); // one alkyl group for two O-: a partial ester
  });
});

describe("namer: carbonic acid derivatives as parents, amides and carbonic groups as prefixes", () => {
  test.each([
    // Carbamates as esters, the N-substituents with locant N; carbonates as diesters (P-65.2.3).
    ["COC(N)=O", "methyl carbamate"],
    ["CCOC(=O)Nc1ccccc1", "ethyl N-phenylcarbamate"],
    ["CNC(=O)OC(C)(C)C", "2-methylpropan-2-yl N-methylcarbamate"],
    ["CN(C)C(=O)Oc1ccccc1", "phenyl N,N-dimethylcarbamate"],
    ["OC(=O)Nc1ccccc1", "N-phenylcarbamic acid"],
    ["COC(=O)OC", "dimethyl carbonate"],
    ["O=C(Oc1ccccc1)Oc1ccccc1", "diphenyl carbonate"],
    // A carbamate (an ester) outranks an alcohol and an amine: they are prefixes on its N-substituent.
    ["CC(C)(C)OC(=O)NCCO", "2-methylpropan-2-yl N-(2-hydroxyethyl)carbamate"],
    // A carboxylic acid outranks the carbonic derivatives: they are prefixes.
    ["NC(=O)Nc1ccc(C(=O)O)cc1", "4-(carbamoylamino)benzoic acid"],
    ["COC(=O)NCC(=O)O", "2-[(methoxycarbonyl)amino]acetic acid"],
    ["NC(=O)Oc1ccc(C(=O)O)cc1", "4-(carbamoyloxy)benzoic acid"],
    ["CN(C)C(=O)Oc1ccc(C(=O)O)cc1", "4-[(dimethylcarbamoyl)oxy]benzoic acid"],
    ["COC(=O)Oc1ccc(C(=O)O)cc1", "4-[(methoxycarbonyl)oxy]benzoic acid"],
    // Amides and esters that are not the principal group (P-66.1.1.4, P-65.6.3.2).
    ["NC(=O)c1ccc(C(=O)O)cc1", "4-carbamoylbenzoic acid"],
    ["CNC(=O)c1ccc(C(=O)O)cc1", "4-(methylcarbamoyl)benzoic acid"],
    ["COC(=O)c1ccc(C(=O)O)cc1", "4-(methoxycarbonyl)benzoic acid"],
    // An amide from its N: acetamido, benzamido (P-66.1.1.4.5); with a second N-substituent, acyl(alkyl)amino.
    ["CC(=O)Nc1ccc(C(=O)O)cc1", "4-acetamidobenzoic acid"],
    ["O=C(O)c1ccc(NC(=O)c2ccccc2)cc1", "4-benzamidobenzoic acid"],
    ["O=CNc1ccc(C(=O)O)cc1", "4-formamidobenzoic acid"],
    ["C=CC(=O)Nc1ccc(C(=O)O)cc1", "4-(prop-2-enamido)benzoic acid"],
    ["CC(C)C(=O)Nc1ccc(C(=O)O)cc1", "4-(2-methylpropanamido)benzoic acid"],
    ["CC(=O)N(C)c1ccc(C(=O)O)cc1", "4-[acetyl(methyl)amino]benzoic acid"],
    ["CCC(=O)Oc1ccc(C(=O)O)cc1", "4-(propanoyloxy)benzoic acid"],
    ["O=C(O)c1ccc(C(=O)N2CCCCC2)cc1", "4-[(piperidin-1-yl)carbonyl]benzoic acid"],
    ["CCOC(=O)c1ccc(NC(C)=O)cc1", "ethyl 4-acetamidobenzoate"], // the carboxylic ester is principal
    ["COC(=O)Nc1ccc(C(=O)OC)cc1", "methyl 4-[(methoxycarbonyl)amino]benzoate"], // carboxylic before carbamic ester
    // Thioureas and guanidines as parents (P-66.1.6.1.3, P-66.4.1.2.1); the unsubstituted guanidino group as
    // carbamimidamido (arginine: 2-amino-5-carbamimidamidopentanoic acid).
    ["NC(=S)Nc1ccccc1", "1-phenylthiourea"],
    ["S=C(Nc1ccccc1)Nc1ccccc1", "1,3-diphenylthiourea"],
    ["Cc1ccccc1NC(=N)Nc1ccccc1C", "1,3-bis(2-methylphenyl)guanidine"],
    ["NC(N)=Nc1ccccc1", "2-phenylguanidine"],
    ["CN(C)C(=N)N", "1,1-dimethylguanidine"], // metformin's core without its biguanide
    ["NC(=S)Nc1ccc(C(=O)O)cc1", "4-(carbamothioylamino)benzoic acid"],
    ["NC(=N)NCCCC(N)C(=O)O", "2-amino-5-carbamimidamidopentanoic acid"],
    ["CC(=O)NC(=S)Nc1ccccc1", "N-(phenylcarbamothioyl)acetamide"],
    // A carbamate or urea on a ring N: the ring's carboxylate or carboxamide (P-65.1.2), numbered from that N.
    ["CC(C)(C)OC(=O)N1CCCCC1", "2-methylpropan-2-yl piperidine-1-carboxylate"], // Boc-piperidine
    ["CC(C)(C)OC(=O)N1CCC(N)CC1", "2-methylpropan-2-yl 4-aminopiperidine-1-carboxylate"],
    ["CN1CCN(C(=O)O)CC1", "4-methylpiperazine-1-carboxylic acid"],
    ["O=C(Nc1ccccc1)N1CCCCC1", "N-phenylpiperidine-1-carboxamide"],
    ["CCOC(=O)n1ccc2ccccc21", "ethyl 1H-indole-1-carboxylate"],
    // A carboxylic acid outranks the ring carbamate: Boc-proline, the Boc group a prefix on the ring N.
    ["CC(C)(C)OC(=O)N1CCC[C@H]1C(=O)O", "(2S)-1-[(1,1-dimethylethoxy)carbonyl]pyrrolidine-2-carboxylic acid"],
    // A carboxamide outranks the urea, which is its N-substituent.
    ["NC(=O)NC(C)=O", "N-carbamoylacetamide"],
  ])("%s is %s", (smiles, expected) => {
    expect(nameOf(smiles)).toBe(expected);
  });

  test("a ring carboxamide with prefixes on the ring and on its N is declined (they would be sorted together)", () => {
    expect(nameOf("O=C(Nc1ccccc1)N1CCC(C)CC1")).toContain("N-substituents on both a ring and a carboxamide");
  });

  test("two carbamates as principal groups would need a multiplicative name: declined", () => {
    expect(nameOf("CCOC(=O)NCCNC(=O)OCC")).toContain("more than one as the principal group");
  });
});

/** validation/generators/make_golden_sulfate_esters.py (its names without ";"): OPSIN 2.7.0's structure per name. */
const sulfates = readJsonl<{ name: string; opsin: string | null; refused?: boolean }>(
  "names-sulfate-esters.jsonl",
).filter((r) => !r.name.includes(";"));

describe("sulfate as the anion of its esters, dimethyl sulfate, sodium dodecyl sulfate (carbonic.ts) against OPSIN 2.7.0", () => {
  test.each(sulfates.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(sulfates.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});

/** validation/generators/make_golden_azodicarboxylates.py: OPSIN 2.7.0's structure per name. */
const azodicarboxylates = readJsonl<{ name: string; opsin: string | null; refused?: boolean }>(
  "names-azodicarboxylates.jsonl",
);

describe("azodicarboxylic acid, its esters, salts and diamide (carbonic.ts) against OPSIN 2.7.0", () => {
  test.each(azodicarboxylates.filter((r) => !r.refused).map((r) => [r.name, r.opsin]))("%s", (name, opsin) => {
    expect(parseName(name as string)).toEqual({ ok: true, smiles: canonical(opsin as string) });
  });

  test.each(azodicarboxylates.filter((r) => r.refused).map((r) => [r.name]))("%s is refused", (name) => {
    expect(parseName(name as string).ok).toBe(false);
  });
});
