/**
 * Substituent prefixes the grammar reads beside OPSIN's lists (lexicon.ts), in the forms IUPAC 2013 writes them and
 * the namer gives them. Each is a fixed structure (attachment atom first) or a one- or two-atom group that takes
 * the substituent before it, as "oxy" takes "acetyl" in "acetyloxy" (grammar.ts).
 */
import type { SubstituentToken } from "./lexicon.ts";

/** Fixed prefixes: thiocyanato (-S-C≡N; OPSIN's lists have only "thiocyano"), aminooxy (H2N-O-). */
export const FIXED_PREFIXES: [string, string][] = [
  ["thiocyanato", "-SC#N"],
  ["aminooxy", "-ON"],
];

/**
 * Groups that carry the substituent written before them: "methoxycarbonyl", "(propan-2-yloxy)carbonyl" (the
 * alkoxycarbonyl prefixes of esters, IUPAC 2013 P-65.6.3) and "methylperoxy", "[(2-methylpropan-2-yl)peroxy]"
 * (the R-O-O- prefixes of peroxides, P-63.4).
 * The substituent goes on the atom with a free valence: the carbonyl C, the outer O of the peroxy group.
 */
export const CARRIER_GROUPS: [string, SubstituentToken][] = [
  ["carbonyl", { smiles: "-C=O", labels: null }],
  ["peroxy", { smiles: "-OO", labels: null }],
];

/**
 * "methanesulfonamido", "benzenesulfonamido" (IUPAC 2013 P-66.1.1.4.5: R-SO2-NH-) and OPSIN's "methylsulfonamido"
 * (its "amido" an amino after a sulfonyl), with the sulfinyl forms: the name with each such prefix written as the
 * "sulfonylamino" run the grammar reads ("methanesulfonylamino", "methylsulfonylamino"), or null when it has none.
 * index.ts reads it only where the name as written is not read.
 */
export function sulfonamidoAsAmino(name: string): string | null {
  const out = name.replace(/(?<=[a-z)\]])(sulf[io]n)amido/g, "$1ylamino");
  return out === name ? null : out;
}
