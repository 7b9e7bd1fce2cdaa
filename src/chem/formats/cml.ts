/** Chemical Markup Language: a CML `molecule` with `atomArray` and `bondArray`, for editing tasks. */
import { elementSymbol } from "../elements.ts";
import type { MolGraph } from "../graph.ts";

export function toCml(graph: MolGraph): string {
  const atoms = graph.atoms.map((atom, i) => {
    const isotope = atom.isotope ? ` isotopeNumber="${atom.isotope}"` : "";
    return `    <atom id="a${i + 1}" elementType="${elementSymbol(atom.atomicNumber)}" formalCharge="${atom.charge}" hydrogenCount="${atom.hydrogens}"${isotope}/>`;
  });
  // CML writes aromatic bonds as order "A".
  const bonds = graph.bonds.map(
    (bond, i) =>
      `    <bond id="b${i + 1}" atomRefs2="a${bond.begin + 1} a${bond.end + 1}" order="${bond.aromatic ? "A" : bond.order}"/>`,
  );
  return [
    '<molecule xmlns="http://www.xml-cml.org/schema" id="m1">',
    "  <atomArray>",
    ...atoms,
    "  </atomArray>",
    "  <bondArray>",
    ...bonds,
    "  </bondArray>",
    "</molecule>",
  ].join("\n");
}
