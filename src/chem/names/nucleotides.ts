/**
 * Nucleotides named as phosphates of a nucleoside by the locant of the esterified OH ("adenosine 5'-monophosphate",
 * "guanosine 5'-diphosphate", "2'-deoxyadenosine 5'-triphosphate", "adenosine 5'-phosphate"): a chain of one to four
 * phosphoric acid units, P(=O)(OH) joined by O, on the 5'-O, with the rest of each P's O as OH, as OPSIN reads them.
 * Only the 5'-O is read: no centre's ranking reaches it, so the sugar's implied labels stand (nucleosides.ts); a
 * 2'- or 3'-phosphate is left to the guard (refused), and a name without its locant ("adenosine monophosphate") too.
 * The vitamin B6 vitamers' 5'-CH2OH is esterified the same way ("pyridoxal 5'-phosphate", "pyridoxamine 5'-phosphate").
 */
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { type Atom, NameStructureError } from "./graph.ts";
import { NUCLEOSIDE_RETAINED } from "./nucleosides.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

const NUCLEOTIDE = /^(\S+)[ -]5'-(mono|di|tri|tetra)?phosphate$/;
const UNITS: Record<string, number> = { mono: 1, di: 2, tri: 3, tetra: 4 };
/** The vitamin B6 vitamers, whose 5'-CH2OH OPSIN esterifies the same way ("pyridoxal 5'-phosphate"). */
const B6 = ["pyridoxal", "pyridoxamine", "pyridoxine", "pyridoxol"];
const NUCLEOSIDE_WORD = new RegExp(
  `(?:(?:${NUCLEOSIDE_RETAINED.map(([form]) => form)
    .sort((a, b) => b.length - a.length)
    .join("|")})e|${B6.join("|")})$`,
);

const newAtom = (element: string, h: number): Atom => ({
  element,
  aromatic: false,
  charge: 0,
  isotope: 0,
  h,
  labels: [],
});

/** Null when the name is no nucleoside 5'-phosphate (the rest of the parser reads it). */
export function readNucleotide(whole: string, parse: ParseWith): PartResult | null {
  const m = NUCLEOTIDE.exec(whole);
  if (!m || !NUCLEOSIDE_WORD.test(m[1] as string)) return null;
  const units = UNITS[m[2] ?? "mono"] as number;
  const transform: GraphTransform = (graph, _chooser, parentAtoms) => {
    const c5 = graph.atoms.findIndex((a, k) => k < parentAtoms && a.labels.includes("5'"));
    const o5 = graph.bonds
      .filter((b) => b.order === 1 && (b.a === c5 || b.b === c5))
      .map((b) => (b.a === c5 ? b.b : b.a))
      .find((k) => graph.atoms[k]?.element === "O");
    const oxygen = o5 === undefined ? undefined : graph.atoms[o5];
    if (o5 === undefined || oxygen?.h !== 1 || oxygen.charge !== 0) {
      throw new NameStructureError(`"${m[0]}": ${m[1]} has no 5'-OH to esterify`);
    }
    oxygen.h = 0;
    let from = o5;
    for (let unit = 0; unit < units; unit++) {
      const p = graph.addAtom(newAtom("P", 0));
      const oxo = graph.addAtom(newAtom("O", 0));
      const hydroxy = graph.addAtom(newAtom("O", 1));
      graph.bonds.push({ a: from, b: p, order: 1 }, { a: p, b: oxo, order: 2 }, { a: p, b: hydroxy, order: 1 });
      // The chain goes on through an O; the last P keeps it as its second OH.
      from = graph.addAtom(newAtom("O", unit === units - 1 ? 1 : 0));
      graph.bonds.push({ a: p, b: from, order: 1 });
    }
  };
  return parse(m[1] as string, transform);
}
