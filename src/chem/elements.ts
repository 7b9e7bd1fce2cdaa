/** Element symbols by atomic number (0 is RDKit's dummy atom "*"). */
export const ELEMENT_SYMBOLS: readonly string[] = [
  "*", "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne", "Na", "Mg", "Al", "Si", "P", "S", "Cl", "Ar",
  "K", "Ca", "Sc", "Ti", "V", "Cr", "Mn", "Fe", "Co", "Ni", "Cu", "Zn", "Ga", "Ge", "As", "Se", "Br", "Kr",
  "Rb", "Sr", "Y", "Zr", "Nb", "Mo", "Tc", "Ru", "Rh", "Pd", "Ag", "Cd", "In", "Sn", "Sb", "Te", "I", "Xe",
  "Cs", "Ba", "La", "Ce", "Pr", "Nd", "Pm", "Sm", "Eu", "Gd", "Tb", "Dy", "Ho", "Er", "Tm", "Yb", "Lu",
  "Hf", "Ta", "W", "Re", "Os", "Ir", "Pt", "Au", "Hg", "Tl", "Pb", "Bi", "Po", "At", "Rn",
  "Fr", "Ra", "Ac", "Th", "Pa", "U", "Np", "Pu", "Am", "Cm", "Bk", "Cf", "Es", "Fm", "Md", "No", "Lr",
  "Rf", "Db", "Sg", "Bh", "Hs", "Mt", "Ds", "Rg", "Cn", "Nh", "Fl", "Mc", "Lv", "Ts", "Og",
];

const NUMBER_BY_SYMBOL = new Map(ELEMENT_SYMBOLS.map((symbol, z) => [symbol, z]));

export function elementSymbol(atomicNumber: number): string {
  const symbol = ELEMENT_SYMBOLS[atomicNumber];
  if (symbol === undefined) throw new Error(`no element with atomic number ${atomicNumber}`);
  return symbol;
}

/** Atomic number for a symbol as written (case-sensitive, "Cl" not "CL"); undefined if unknown. */
export function atomicNumber(symbol: string): number | undefined {
  return NUMBER_BY_SYMBOL.get(symbol);
}
