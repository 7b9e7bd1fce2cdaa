/**
 * Carbonic acid and its derivatives for the name grammar, written out here (not in OPSIN's extracted lists, whose
 * carbam/carbon acid stems carry attributes the extractor leaves out):
 *   thiourea and guanidine as parents; carbamothioyl -C(=S)NH2 as a prefix
 *   carbamoyl -C(=O)NH2, its N taking prefixes: "(methylcarbamoyl)", "(N,N-dimethylcarbamoyl)" (P-66.1.1.4.1.1)
 *   carbamic acid, and the anion carbamate for esters: "ethyl N-phenylcarbamate", "tert-butyl methylcarbamate"
 *   carbonic acid, and carbonate for diesters: "dimethyl carbonate" (P-65.2.3)
 *   cyanic and peroxycyanic acid, and their anions for esters: "phenyl cyanate", "methyl peroxycyanate"
 *   carbonyl -C(=O)- as the parent of one acyl-forming prefix: "(methoxycarbonyl)", "[(tert-butoxy)carbonyl]"
 *     (P-65.6.3.2.1: alkoxycarbonyl prefixes of esters)
 * Urea's N atoms are also labelled N and N' ("N,N'-diphenylurea"), besides OPSIN's 1 and 3.
 * The suffix "amido" (P-66.1.1.4.5): an amide named from its N as a prefix, R-C(=O)-NH-: acetamido, benzamido,
 * propanamido, cyclohexanecarboxamido; its N takes prefixes ("N-methylacetamido").
 */
import type { SubstituentToken } from "./lexicon.ts";

/** [form, fragment (leading "-": the attachment), labels]: one label per atom, "/"-separated, aliases by ",". */
export const CARBONIC_SUBSTITUENTS: [string, string, string | null][] = [
  ["carbamoyl", "-C(=O)N", "//N"],
  ["carbamothioyl", "-C(=S)N", "//N"],
  // HO-C(=O)-, the acid group as a prefix (P-65.1.2.2.1); OPSIN's token carries attributes the extractor leaves out.
  ["carboxy", "-C(=O)O", null],
  // HOO-C(=O)-, the peroxy acid group as a prefix (P-65.1.5.1: carbonoperoxoyl).
  ["carbonoperoxoyl", "-C(=O)OO", null],
  // -NH-C(=NH)-NH2 (guanidino), the N atoms labelled as in guanidine.
  ["carbamimidamido", "-NC(=N)N", "N//N''/N'"],
];

/** Whole parents that take prefixes (on N) and no suffix; an anion's O- is where an ester's alkyl group goes. */
export const CARBONIC_PARENTS: [string, string, string, "whole"][] = [
  ["carbamic acid", "NC(=O)O", "N///", "whole"],
  ["carbamate", "NC(=O)[O-]", "N///", "whole"],
  ["carbonic acid", "OC(=O)O", "///", "whole"],
  ["carbonate", "[O-]C(=O)[O-]", "///", "whole"],
  // Cyanic acid HO-C#N and its peroxy acid (P-65.2.3.1, P-65.1.5), and their anions for esters: "phenyl cyanate".
  ["cyanic acid", "OC#N", "//", "whole"],
  ["cyanate", "[O-]C#N", "//", "whole"],
  ["peroxycyanic acid", "OOC#N", "///", "whole"],
  ["peroxycyanate", "[O-]OC#N", "///", "whole"],
  // Sulfate as the anion of its esters ("dimethyl sulfate"; partial beside a cation, PubChem's "sodium;dodecyl
  // sulfate"), as OPSIN draws it; as a salt's anion it is components.ts's oxoanion.
  ["sulfate", "[O-]S(=O)(=O)[O-]", "////", "whole"],
  // Azodicarboxylic acid HOOC-N=N-COOH (diazenedicarboxylic acid), its anion for the esters DEAD, DIAD ("diethyl
  // azodicarboxylate") and its diamide; the N=N drawn flat, as OPSIN draws it.
  ["azodicarboxylic acid", "OC(=O)N=NC(=O)O", "///////", "whole"],
  ["azodicarboxylate", "[O-]C(=O)N=NC(=O)[O-]", "///////", "whole"],
  ["azodicarboxamide", "NC(=O)N=NC(N)=O", "///////", "whole"],
  // Thiourea and guanidine, numbered like urea (P-66.1.6.1.3, P-66.4.1.2.1): guanidine's =N is N2 (N'').
  ["thiourea", "NC(=S)N", "1,N/2//3,N'", "whole"],
  ["guanidine", "NC(=N)N", "1,N//2,N''/3,N'", "whole"],
];

/** -C(=O)-: read only as the parent of a prefix (its one free valence left), never alone. */
export const CARBONYL: SubstituentToken = { smiles: "-C=O", labels: null };

/** OPSIN's urea labels with N and N' added (IUPAC cites either: 1,3-dimethylurea, N,N'-dimethylurea). */
export function ureaLabels(form: string, labels: string): string {
  return form === "urea" && labels === "1/2//3" ? "1,N/2//3,N'" : labels;
}

/** The "amido" suffix: [form, value, terminal], its rule name by parent kind, and its rule (as OPSIN's are written). */
export const AMIDO_SUFFIX: [string, string, boolean] = ["amido", "amido", true];
export const AMIDO_RULE: [string, Record<string, string>][] = [
  ["addSuffixPrefixIfNonePresentAndCyclic", { SMILES: "C" }],
  ["addgroup", { SMILES: "[*](=O)N", outIDs: "3" }],
];
