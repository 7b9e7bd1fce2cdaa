/**
 * Nucleotides named as phosphates of a nucleoside by the locant of the esterified OH ("adenosine 5'-monophosphate",
 * "guanosine 5'-diphosphate", "2'-deoxyadenosine 5'-triphosphate", "adenosine 5'-phosphate"): a chain of one to four
 * phosphoric acid units, P(=O)(OH) joined by O, on the 5'-O, with the rest of each P's O as OH, as OPSIN reads them;
 * a 3'-phosphate, and one on each of 3' and 5' ("adenosine 3',5'-diphosphate"). No centre's ranking turns on the
 * 3'- or 5'-O, so the sugar's implied labels stand (nucleosides.ts); a 2'-phosphate is not read (the 2'-O ranks C3'),
 * nor a name without its locant ("adenosine monophosphate").
 * The vitamin B6 vitamers' 5'-CH2OH is esterified the same way ("pyridoxal 5'-phosphate", "pyridoxamine 5'-phosphate").
 */
import type { GraphTransform } from "./carbonyl-derivatives.ts";
import type { PartResult } from "./components.ts";
import { type Atom, type Graph, NameStructureError } from "./graph.ts";
import { NUCLEOSIDE_RETAINED } from "./nucleosides.ts";

type ParseWith = (name: string, transform: GraphTransform) => PartResult;

const NUCLEOTIDE = /^(\S+)[ -]((?:[35]')(?:,[35]')?)-(mono|di|tri|tetra)?phosphate$/;
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

/** A chain of `units` phosphoric acid units on the OH of the carbon labelled `locant`. */
function esterify(
  graph: Graph,
  parentAtoms: number,
  locant: string,
  units: number,
  name: string,
  parent: string,
): void {
  const carbon = graph.atoms.findIndex((a, k) => k < parentAtoms && a.labels.includes(locant));
  const o5 = graph.bonds
    .filter((b) => b.order === 1 && (b.a === carbon || b.b === carbon))
    .map((b) => (b.a === carbon ? b.b : b.a))
    .find((k) => graph.atoms[k]?.element === "O" && graph.atoms[k]?.h === 1);
  const oxygen = o5 === undefined ? undefined : graph.atoms[o5];
  if (carbon < 0 || o5 === undefined || oxygen?.charge !== 0) {
    throw new NameStructureError(`"${name}": ${parent} has no ${locant}-OH to esterify`);
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
}

/** Null when the name is no nucleoside 3'- or 5'-phosphate (the rest of the parser reads it). */
export function readNucleotide(whole: string, parse: ParseWith): PartResult | null {
  const m = NUCLEOTIDE.exec(whole);
  if (!m || !NUCLEOSIDE_WORD.test(m[1] as string)) return null;
  const locants = (m[2] as string).split(",");
  // "3',5'-diphosphate": one phosphate on each O; "5'-diphosphate": a chain of two on one.
  if (locants.length === 2 && (m[3] !== "di" || locants[0] === locants[1])) return null;
  const units = locants.length === 2 ? 1 : (UNITS[m[3] ?? "mono"] as number);
  const transform: GraphTransform = (graph, _chooser, parentAtoms) => {
    for (const locant of locants) esterify(graph, parentAtoms, locant, units, m[0], m[1] as string);
  };
  return parse(m[1] as string, transform);
}
