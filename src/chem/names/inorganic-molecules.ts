/**
 * Molecules of non-metals named by composition (IUPAC Red Book IR-5.2): binary compounds of one central atom,
 * "carbon tetrachloride", "boron trifluoride", "sulfur dioxide", "phosphorus pentachloride", "xenon difluoride";
 * the hydrogen chalcogenides ("hydrogen sulfide"); and the elements as molecules ("dinitrogen", "molecular iodine",
 * "ozone"). Each is drawn as OPSIN 2.7.0 draws it: the central atom bonded to every ligand, a halide by a single bond
 * and a chalcogenide by a double bond (O=C=O, O=S(=O)=O).
 *
 * Read only where that drawing is the molecule: the central atom must then have one of its usual valences (CO,
 * NO2 and ClO2 would be carbenes or radicals: refused), one central atom only ("dinitrogen tetroxide" is not read),
 * and no metal (a metal's binary compound is drawn covalently by some tools and as ions by others: components.ts
 * refuses those). Null when the name is not of this form.
 */
import { free, readSmiles } from "../rdkit.ts";
import type { PartResult } from "./components.ts";

/** Central atoms: name, symbol, the valences read (those whose compounds OPSIN 2.7.0 draws so). */
const CENTRAL: [string, string, number[]][] = [
  ["boron", "B", [3]],
  ["carbon", "C", [4]],
  ["silicon", "Si", [4]],
  ["germanium", "Ge", [4]],
  ["nitrogen", "N", [3]],
  ["phosphorus", "P", [3, 5]],
  ["arsenic", "As", [3, 5]],
  ["antimony", "Sb", [3, 5]],
  ["oxygen", "O", [2]],
  ["sulfur", "S", [2, 4, 6]],
  ["sulphur", "S", [2, 4, 6]],
  ["selenium", "Se", [2, 4, 6]],
  ["tellurium", "Te", [2, 4, 6]],
  ["xenon", "Xe", [2, 4, 6]],
  ["chlorine", "Cl", [1]],
  ["bromine", "Br", [1]],
  ["iodine", "I", [1, 3, 5]],
];

/** Ligand anion roots: symbol and the bonds each takes from the central atom. */
const LIGAND: Record<string, [string, number]> = {
  fluor: ["F", 1],
  chlor: ["Cl", 1],
  brom: ["Br", 1],
  iod: ["I", 1],
  ox: ["O", 2],
  sulf: ["S", 2],
  selen: ["Se", 2],
  tellur: ["Te", 2],
};

/** Multipliers before the ligand, with the elided forms before "oxide" (monoxide, tetroxide, pentoxide). */
const COUNT: Record<string, number> = {
  "": 1,
  mono: 1,
  mon: 1,
  di: 2,
  tri: 3,
  tetra: 4,
  tetr: 4,
  penta: 5,
  pent: 5,
  hexa: 6,
  hex: 6,
  hepta: 7,
  hept: 7,
};

const BINARY =
  /^([a-z]+) (mono|mon|di|tri|tetra|tetr|penta|pent|hexa|hex|hepta|hept)?(fluor|chlor|brom|iod|ox|sulf|selen|tellur)ide$/;

/** The elements as molecules: "dinitrogen", "molecular hydrogen", "ozone". */
const ELEMENTS: Record<string, string> = {
  hydrogen: "[H][H]",
  nitrogen: "N#N",
  oxygen: "O=O",
  fluorine: "FF",
  chlorine: "ClCl",
  bromine: "BrBr",
  iodine: "II",
};
const ELEMENT = /^(?:di|molecular )(hydrogen|nitrogen|oxygen|fluorine|chlorine|bromine|iodine)$/;
const OZONE = /^(?:ozone|trioxygen)$/;

/** Hydrogen chalcogenides (IR-5.2: "hydrogen sulfide", "dihydrogen sulfide"); the halides are components.ts's. */
const HYDROGEN = /^(?:di)?hydrogen (sulf|selen|tellur)ide$/;
const HYDRIDE: Record<string, string> = { sulf: "S", selen: "[SeH2]", tellur: "[TeH2]" };

function answer(smiles: string): PartResult {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return { ok: false, reason: "invalid", message: `the structure is not valid (${read.reason})` };
  try {
    return { ok: true, smiles: read.mol.get_smiles() };
  } finally {
    free(read.mol);
  }
}

export function readInorganicMolecule(whole: string): PartResult | null {
  const lc = whole.toLowerCase();
  const element = ELEMENT.exec(lc);
  if (element) return answer(ELEMENTS[element[1] as string] as string);
  if (OZONE.test(lc)) return answer("O=[O+][O-]");
  const hydrogen = HYDROGEN.exec(lc);
  if (hydrogen) return answer(HYDRIDE[hydrogen[1] as string] as string);
  const m = BINARY.exec(lc);
  if (!m) return null;
  const central = CENTRAL.find(([name]) => name === m[1]);
  if (!central) return null;
  const [, symbol, valences] = central;
  const [ligand, bonds] = LIGAND[m[3] as string] as [string, number];
  // The elided forms are written only before "oxide" (monoxide, pentoxide), the full ones elsewhere.
  const prefix = m[2] ?? "";
  if (["mon", "tetr", "pent", "hex", "hept"].includes(prefix) && m[3] !== "ox") return null;
  const count = COUNT[prefix] as number;
  if (ligand === symbol) return null;
  const valence = count * bonds;
  if (!valences.includes(valence)) {
    return {
      ok: false,
      reason: "unsupported",
      message: `"${whole}": ${m[1]} with ${valence} bonds to its ligands is not one of the valences read (a radical, a carbene or a hypervalent or polymeric compound the name's formula does not draw): not read offline`,
    };
  }
  const bond = bonds === 2 ? "=" : "";
  const smiles = `[${symbol}]${Array.from({ length: count }, () => `(${bond}[${ligand}])`).join("")}`;
  return answer(smiles);
}
