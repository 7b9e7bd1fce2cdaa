/**
 * Nitrolic acids, R-C(=NOH)NO2, named by OPSIN's older class form: the alkyl run into "nitrolic acid", whose
 * attachment carbon carries the =N-OH and the nitro group ("ethylnitrolic acid" is CH3-C(=NOH)NO2, 1-nitroethanal
 * oxime; "benzylnitrolic acid" Ph-C(=NOH)NO2). That carbon must have the two hydrogens the =N-OH takes: an isopropyl
 * or cyclohexyl (OPSIN then adds or moves a carbon) is refused.
 */
import { Chooser, buildSubstituent } from "./builder.ts";
import { type PartResult, canonicalOf } from "./components.ts";
import { substituentReadings } from "./functional.ts";
import { NameStructureError } from "./graph.ts";

const NITROLIC = /^(.+?yl) ?nitrolic ?acid$/i;

/** Readings of the group tried before the name is refused as too open to check. */
const MAX_PLACEMENTS = 200;

/** Null when the name is no "<alkyl>nitrolic acid". */
export function readNitrolicAcid(whole: string): PartResult | null {
  const m = NITROLIC.exec(whole);
  if (!m) return null;
  const group = m[1] as string;
  const found = new Set<string>();
  let firstError: string | null = null;
  for (const reading of substituentReadings(group)) {
    const chooser = new Chooser();
    let tries = 0;
    do {
      chooser.begin();
      try {
        const sub = buildSubstituent(reading, chooser);
        if (sub.valency !== 1) continue;
        const graph = sub.graph;
        const atom = (element: string, h: number, charge = 0): number =>
          graph.addAtom({ element, aromatic: false, charge, isotope: 0, h, labels: [] });
        // The nitro group at the attachment (its open valence, not counted in `h`), then =N-OH on two of its hydrogens.
        const what = `"${group}nitrolic acid"`;
        const nitro = atom("N", 0, 1);
        graph.bonds.push({ a: sub.atom, b: nitro, order: 1 });
        graph.bonds.push({ a: nitro, b: atom("O", 0), order: 2 });
        graph.bonds.push({ a: nitro, b: atom("O", 0, -1), order: 1 });
        const oxime = atom("N", 3);
        graph.bond(sub.atom, oxime, 2, what);
        graph.bond(oxime, atom("O", 2), 1, what);
        const smiles = canonicalOf(graph.toSmiles());
        if ("smiles" in smiles) found.add(smiles.smiles);
        else firstError ??= smiles.reason;
      } catch (error) {
        if (!(error instanceof NameStructureError)) throw error;
        firstError ??= error.message;
      }
    } while (chooser.advance() && ++tries < MAX_PLACEMENTS);
  }
  if (found.size === 1) return { ok: true, smiles: [...found][0] as string };
  if (found.size > 1) {
    const [a, b] = [...found];
    return { ok: false, reason: "ambiguous", message: `"${whole}" fits more than one structure (${a}, ${b})` };
  }
  return {
    ok: false,
    reason: "invalid",
    message: `"${whole}": ${firstError ?? `"${group}" is not read as an alkyl group`}`,
  };
}
