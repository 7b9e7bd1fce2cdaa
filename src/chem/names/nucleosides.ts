/**
 * Nucleosides as retained parents, as OPSIN 2.7.0 lists them (scripts/extract/extract_opsin_nucleosides.py):
 * adenosine, cytidine, guanosine, inosine, thymidine, uridine, xanthosine …, and the 2'-deoxy forms of the
 * ribonucleosides ("2'-deoxyguanosine", "deoxycytidine"). Each is a β-D-ribofuranosyl (or 2-deoxy) base; its four
 * (three) centres are placed as CIP labels like a flavonoid's implied configuration (flavonoids.ts), guarded over the
 * whole sugar: prefixes on the base keep them ("5-fluoro-2'-deoxyuridine", "5-methylcytidine"), a name that changes
 * a sugar atom's hydrogens is refused rather than labelled again.
 */
import { OPSIN_NUCLEOSIDES } from "../../data/names/opsin-nucleosides.ts";
import type { ImpliedStereo } from "./flavonoids.ts";

interface NucleosideToken {
  smiles: string;
  labels: string;
  stereo: ImpliedStereo[];
  kind: "stem";
}

/** [form, token] of the nucleosides: the lexicon's retained parents (the name adds "e"). */
export const NUCLEOSIDE_RETAINED: [string, NucleosideToken][] = OPSIN_NUCLEOSIDES.map(
  ([form, smiles, labels, kind, stereo]) => [
    form,
    { smiles, labels, kind, stereo: stereo.map(([atoms, label, guard]) => ({ atoms, label, guard })) },
  ],
);
