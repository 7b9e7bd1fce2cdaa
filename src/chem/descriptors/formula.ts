/** Molecular formula in RDKit's Hill-like order, as its `CalcMolFormula` writes it (isotopes folded into their element). */
import { elementSymbol } from "../elements.ts";
import type { MolGraph } from "../graph.ts";

/** Only the atoms are read: a graph from the pickle (graph-pickle.ts) serves as well as the JSON's. */
export function molecularFormula(graph: Pick<MolGraph, "atoms">): string {
  const counts = new Map<string, number>();
  let charge = 0;
  const add = (symbol: string, n: number): void => {
    if (n > 0) counts.set(symbol, (counts.get(symbol) ?? 0) + n);
  };
  for (const atom of graph.atoms) {
    add(elementSymbol(atom.atomicNumber), 1);
    add("H", atom.hydrogens);
    charge += atom.charge;
  }
  // RDKit's order: C, then H (H leads when there is no carbon), then the rest by symbol.
  const order = ["C", "H"].filter((symbol) => counts.has(symbol));
  for (const symbol of [...counts.keys()].sort()) if (!order.includes(symbol)) order.push(symbol);
  let formula = order
    .map((symbol) => symbol + ((counts.get(symbol) ?? 0) > 1 ? String(counts.get(symbol)) : ""))
    .join("");
  if (charge !== 0) formula += (charge > 0 ? "+" : "-") + (Math.abs(charge) > 1 ? String(Math.abs(charge)) : "");
  return formula;
}
