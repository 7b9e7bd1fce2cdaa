/**
 * Glycerophospholipids on sn-glycero-3-phosphate (scripts/extract/extract_opsin_glycerophospholipids.py, from
 * OPSIN 2.7.0's tokens): "sn-glycero-3-phosphate", "sn-glycerol-3-phosphate", "sn-glycero-3-phosphocholine" (the inner
 * salt, as OPSIN gives it), "sn-glycero-3-phosphoethanolamine", retained parents whose O's are "1", "2" and "3"
 * ("1,2-dipalmitoyl-sn-glycero-3-phosphocholine", "1-myristoyl-sn-glycero-3-phosphocholine"). C2's implied label
 * (R) holds while O3's P outranks what O1 carries: a group whose first atom is carbon. So only saturated acyl and
 * alkyl prefixes, by name, are let through to the parser; any other prefix on these parents is refused here (an
 * O1 sulfo or phospho would outrank O3's P and flip C2's label).
 */
import { OPSIN_GLYCEROPHOSPHOLIPIDS } from "../../data/names/opsin-glycerophospholipids.ts";
import type { PartResult } from "./components.ts";
import type { ImpliedStereo } from "./flavonoids.ts";

interface GlycerolToken {
  smiles: string;
  labels: string;
  stereo: ImpliedStereo[];
  kind: "whole";
}

/** [form, token] of the parents: the lexicon's retained whole words. */
export const GLYCEROPHOSPHOLIPID_RETAINED: [string, GlycerolToken][] = OPSIN_GLYCEROPHOSPHOLIPIDS.map(
  ([form, smiles, labels, kind, stereo]) => [
    form,
    { smiles, labels, kind, stereo: stereo.map(([atoms, label, guard]) => ({ atoms, label, guard })) },
  ],
);

/** Saturated acyl and alkyl groups of the fatty acids, each bonded to its O by a carbon. */
const CARBON_GROUP =
  "(?:acetyl|propionyl|propanoyl|butyryl|butanoyl|hexanoyl|octanoyl|decanoyl|lauroyl|dodecanoyl|myristoyl|tetradecanoyl|palmitoyl|hexadecanoyl|stearoyl|octadecanoyl|arachidoyl|icosanoyl|methyl|hexadecyl|octadecyl)";
const PREFIXES = new RegExp(`^(?:(?:1|2|1,2)-(?:di)?${CARBON_GROUP}-)*$`);
const PARENT = new RegExp(`(${OPSIN_GLYCEROPHOSPHOLIPIDS.map(([form]) => form.replace(/-/g, "\\-")).join("|")})$`);

/**
 * Null when the name ends in none of these parents, or its prefixes are carbon groups on O1/O2 (the parser reads
 * it); refused otherwise.
 */
export function readGlycerophospholipid(whole: string): PartResult | null {
  const m = PARENT.exec(whole);
  if (!m) return null;
  if (PREFIXES.test(whole.slice(0, m.index))) return null;
  return {
    ok: false,
    reason: "unsupported",
    message: `"${m[1]}" implies C2's configuration, which only acyl or alkyl groups on O1 and O2 keep: not read here`,
  };
}
