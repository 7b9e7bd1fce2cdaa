/**
 * Counts the heavy atoms a SMILES string writes, without parsing it with RDKit: one per bracket atom
 * (except hydrogen), one per organic-subset symbol or `*` outside brackets. It never counts more atoms
 * than RDKit's parsed molecule has, so a count over the limit is a safe, early MOLECULE_TOO_LARGE —
 * and spares RDKit's WebAssembly stack the largest inputs.
 */
const ORGANIC_TWO_LETTER = new Set(["Cl", "Br"]);
const ORGANIC_ONE_LETTER = new Set(["B", "C", "N", "O", "P", "S", "F", "I", "b", "c", "n", "o", "s", "p", "*"]);

export function countSmilesHeavyAtoms(smiles: string): number {
  let count = 0;
  for (let i = 0; i < smiles.length; i++) {
    const c = smiles[i] as string;
    if (c === " " || c === "\t") break; // a name or CXSMILES extension follows
    if (c === "[") {
      const close = smiles.indexOf("]", i + 1);
      if (close === -1) return count; // malformed; RDKit will say why
      // Isotope digits, then the element: [2H], [H+] and [H] are hydrogens, which RDKit may remove.
      const element = /^\d*([A-Za-z*][a-z]?)/.exec(smiles.slice(i + 1, close))?.[1];
      if (element !== "H") count++;
      i = close;
    } else if (c === "%") {
      // Ring-closure number: %nn or %(nnn); digits are never atoms.
      if (smiles[i + 1] === "(") {
        const close = smiles.indexOf(")", i + 2);
        i = close === -1 ? i : close;
      } else i += 2;
    } else if (ORGANIC_TWO_LETTER.has(smiles.slice(i, i + 2))) {
      count++;
      i++;
    } else if (ORGANIC_ONE_LETTER.has(c)) count++;
  }
  return count;
}
