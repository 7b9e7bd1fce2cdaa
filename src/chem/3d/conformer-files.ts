/** XYZ and V2000 molfile text of a conformer (same atoms, order and coordinates in both). */
import type { Conformer } from "./conformer-model.ts";

const fixed = (x: number, width: number, decimals: number) => x.toFixed(decimals).padStart(width);

/** XYZ text: atom count, the comment line, then "El x y z" (Å, 4 decimals). */
export function toXyz(conf: Conformer, comment: string): string {
  const lines = [String(conf.elements.length), comment.replace(/[\r\n]/g, " ")];
  conf.elements.forEach((el, i) => {
    const [x, y, z] = conf.coords[i] ?? [0, 0, 0];
    lines.push(`${el.padEnd(2)} ${fixed(x, 10, 4)} ${fixed(y, 10, 4)} ${fixed(z, 10, 4)}`);
  });
  return `${lines.join("\n")}\n`;
}

const CHARGE_CODE: Record<number, number> = { 3: 1, 2: 2, 1: 3, [-1]: 5, [-2]: 6, [-3]: 7 };

/**
 * V2000 bond type for an RDKit bond order: 1–3 as they are, a dative bond (RDKit's 17) as the
 * coordination type 9 that RDKit reads back as dative, anything else (RDKit's 0: zero-order or
 * unspecified) as 8, "any".
 */
function v2000BondType(order: number): number {
  if (order >= 1 && order <= 3) return order;
  return order === 17 ? 9 : 8;
}

/** "M  CHG"-style property lines (eight atoms a line) for the atoms whose value is not 0. */
function propertyLines(tag: string, values: number[]): string[] {
  const set = values.flatMap((v, i) => (v !== 0 ? [[i + 1, v] as const] : []));
  const lines: string[] = [];
  for (let k = 0; k < set.length; k += 8) {
    const chunk = set.slice(k, k + 8);
    lines.push(
      `M  ${tag}${String(chunk.length).padStart(3)}${chunk.map(([i, v]) => `${String(i).padStart(4)}${String(v).padStart(4)}`).join("")}`,
    );
  }
  return lines;
}

/** V2000 molfile with the same atoms, order and coordinates as the XYZ. */
export function toMolblock(conf: Conformer, title: string): string {
  const n = conf.elements.length;
  if (n > 999 || conf.bonds.length > 999) throw new Error("V2000 holds at most 999 atoms and bonds");
  const lines = [
    title.slice(0, 80),
    "  chematic3D",
    "",
    `${String(n).padStart(3)}${String(conf.bonds.length).padStart(3)}  0  0  1  0  0  0  0  0999 V2000`,
  ];
  conf.elements.forEach((el, i) => {
    const [x, y, z] = conf.coords[i] ?? [0, 0, 0];
    const chg = CHARGE_CODE[conf.charges[i] ?? 0] ?? 0;
    lines.push(
      `${fixed(x, 10, 4)}${fixed(y, 10, 4)}${fixed(z, 10, 4)} ${el.padEnd(3)} 0${String(chg).padStart(3)}  0  0  0  0  0  0  0  0  0  0`,
    );
  });
  for (const [a, b, order] of conf.bonds)
    lines.push(
      `${String(a + 1).padStart(3)}${String(b + 1).padStart(3)}${String(v2000BondType(order)).padStart(3)}  0`,
    );
  lines.push(...propertyLines("CHG", conf.charges));
  lines.push(...propertyLines("ISO", conf.isotopes));
  // V2000 radical codes: 2 = doublet (one unpaired electron), 3 = triplet (two).
  lines.push(
    ...propertyLines(
      "RAD",
      conf.radicals.map((r) => (r === 1 ? 2 : r === 2 ? 3 : 0)),
    ),
  );
  lines.push("M  END");
  return `${lines.join("\n")}\n`;
}
