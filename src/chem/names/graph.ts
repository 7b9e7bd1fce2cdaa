/**
 * The molecule graph the structure builder assembles a name into, the reader of OPSIN's fragment SMILES
 * (the dialect of its token lists: a leading "-", "=" or "#" marks the attachment atom, "[Cl|1]" fixes a
 * valence, "[*]" is the atom a suffix is attached to) and the writer of the finished graph as SMILES.
 *
 * Hydrogens are counted per atom when a fragment is read and spent as bonds are made, so a substitution at
 * an atom with no hydrogen left is refused here instead of producing a pentavalent carbon. The SMILES
 * written puts every atom in brackets with its hydrogen count, so RDKit reads exactly the graph we built.
 */

export type BondOrder = 1 | 2 | 3 | "ar";

export interface Atom {
  element: string;
  aromatic: boolean;
  charge: number;
  isotope: number;
  /** Hydrogens still on the atom. */
  h: number;
  /** Locants ("1", "2", "4a", "ortho" …) by which the name can address this atom. */
  labels: string[];
  /** A mancude ring atom's valence kept for a double bond not placed yet (rings.ts pairs them at the end). */
  spare?: boolean;
}

export interface Bond {
  a: number;
  b: number;
  order: BondOrder;
}

export class NameStructureError extends Error {}

/** Stereo to write: a tetrahedral mark per atom, and double bonds whose two reference neighbours are cis or trans. */
export interface StereoMarks {
  chiral: Map<number, "@" | "@@">;
  doubleBonds: { a: number; b: number; cis: boolean }[];
}

/** CIP descriptors written at the start of a bracketed substituent ("[(1S)-1-hydroxyethyl]"): the locants name
 * that substituent's own parent atoms, listed here by their index in the graph (merge() shifts them). */
export interface StereoGroup {
  atoms: number[];
  descriptors: { locant: string | null; label: "E" | "Z" | "R" | "S" }[];
  /** The configuration a trivial name implies (flavonoids.ts), which a written descriptor may repeat. */
  implied?: true;
}

/**
 * A tetrahedral centre whose sense a built group brings with it (a glycosyl's ring carbons, glycosyl-groups.ts):
 * looking from the first neighbour, the other three run anticlockwise (the sense "@" has for its neighbours in that
 * order). "H" is the centre's one implicit hydrogen; "out" its one neighbour outside the group, bonded once the
 * group is put on a parent (a C-glycosyl's anomeric carbon). toSmiles writes the mark this gives in its own order.
 */
export interface FixedCentre {
  atom: number;
  around: [CentreNeighbour, CentreNeighbour, CentreNeighbour, CentreNeighbour];
}

export type CentreNeighbour = number | "H" | "out";

/** Parity of the permutation taking `from` to `to` (the same members): true when even. */
function evenPermutation<T>(from: readonly T[], to: readonly T[]): boolean {
  const list = to.map((x) => from.indexOf(x));
  let even = true;
  for (let a = 0; a < list.length; a++) {
    for (let b = a + 1; b < list.length; b++) if ((list[a] as number) > (list[b] as number)) even = !even;
  }
  return even;
}

export class Graph {
  readonly atoms: Atom[] = [];
  readonly bonds: Bond[] = [];
  readonly stereoGroups: StereoGroup[] = [];
  readonly centres: FixedCentre[] = [];
  /** Double bonds whose geometry a built group brings (a glycosyl's (E)-coumaroyl): each end has one neighbour
   * besides the other end, so cis/trans of those two says the geometry wherever the group is put. */
  readonly geometries: StereoMarks["doubleBonds"] = [];
  /** The atoms in the order the last toSmiles() wrote them: RDKit's atom indices for that SMILES. */
  lastOrder: number[] = [];

  addAtom(atom: Atom): number {
    this.atoms.push(atom);
    return this.atoms.length - 1;
  }

  /** Bonds two atoms, spending `order` hydrogens on each (aromatic bonds spend none: they are counted on reading). */
  bond(a: number, b: number, order: BondOrder, what: string): void {
    if (order !== "ar") {
      this.spend(a, order, what);
      this.spend(b, order, what);
    }
    this.bonds.push({ a, b, order });
  }

  spend(index: number, count: number, what: string): void {
    const atom = this.atoms[index];
    // A double or triple bond to a mancude ring atom takes its spare valence first ("pyridin-2(1H)-one").
    if (atom?.spare && count >= 2 && atom.h >= count - 1) {
      atom.spare = false;
      atom.h -= count - 1;
      return;
    }
    if (!atom || atom.h < count) {
      throw new NameStructureError(
        `${what}: the atom at that position has no ${count > 1 ? `${count} hydrogens` : "hydrogen"} left to replace`,
      );
    }
    atom.h -= count;
  }

  /** Raises the order of the bond between a and b by one (an "ene" or "yne"). */
  raise(a: number, b: number, what: string): void {
    const bond = this.bonds.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
    if (!bond || bond.order === "ar" || bond.order === 3) {
      throw new NameStructureError(`${what}: no single or double bond between those atoms`);
    }
    this.spend(a, 1, what);
    this.spend(b, 1, what);
    bond.order = bond.order === 1 ? 2 : 3;
  }

  neighbours(index: number): number[] {
    const out: number[] = [];
    for (const bond of this.bonds) {
      if (bond.a === index) out.push(bond.b);
      else if (bond.b === index) out.push(bond.a);
    }
    return out;
  }

  /** Copies another graph in; returns the offset of its first atom. */
  merge(other: Graph): number {
    const offset = this.atoms.length;
    for (const atom of other.atoms) this.atoms.push({ ...atom, labels: [...atom.labels] });
    for (const bond of other.bonds) this.bonds.push({ a: bond.a + offset, b: bond.b + offset, order: bond.order });
    for (const group of other.stereoGroups) {
      this.stereoGroups.push({ ...group, atoms: group.atoms.map((a) => a + offset) });
    }
    for (const centre of other.centres) {
      const around = centre.around.map((x) => (typeof x === "number" ? x + offset : x));
      this.centres.push({ atom: centre.atom + offset, around: around as FixedCentre["around"] });
    }
    for (const g of other.geometries) this.geometries.push({ a: g.a + offset, b: g.b + offset, cis: g.cis });
    return offset;
  }

  clone(): Graph {
    const copy = new Graph();
    copy.merge(this);
    return copy;
  }

  /**
   * Every atom bracketed with its hydrogens; every bond written out (":" aromatic). With `stereo`, tetrahedral
   * marks and "/" "\\" bonds: for each double bond a=b one tree neighbour x of a and y of b is given a side, so that
   * x and y are cis or trans as asked (which CIP label that is, the caller checks with RDKit). The graph's fixed
   * centres and geometries are always written, each centre with the mark its neighbour tuple gives in the order
   * written.
   */
  toSmiles(stereo?: StereoMarks): string {
    const n = this.atoms.length;
    const adjacency: { to: number; order: BondOrder }[][] = Array.from({ length: n }, () => []);
    for (const bond of this.bonds) {
      adjacency[bond.a]?.push({ to: bond.b, order: bond.order });
      adjacency[bond.b]?.push({ to: bond.a, order: bond.order });
    }
    const visited = new Array<boolean>(n).fill(false);
    const parts: string[] = [];
    let nextRing = 1;
    const ringOpen = new Map<string, number>();
    const symbol = (order: BondOrder): string => (order === "ar" ? ":" : order === 1 ? "-" : order === 2 ? "=" : "#");
    const key = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);
    // Ring closures first: a DFS that records back edges, then the writing pass.
    const closures: Map<number, { to: number; order: BondOrder }[]> = new Map();
    const seen = new Array<boolean>(n).fill(false);
    const treeEdge = new Set<string>();
    const mark = (start: number): void => {
      const stack: [number, number][] = [[start, -1]];
      while (stack.length > 0) {
        const [atom, parent] = stack.pop() as [number, number];
        if (seen[atom]) continue;
        seen[atom] = true;
        if (parent >= 0) treeEdge.add(key(atom, parent));
        for (const edge of [...(adjacency[atom] ?? [])].reverse()) if (!seen[edge.to]) stack.push([edge.to, atom]);
      }
    };
    for (let i = 0; i < n; i++) if (!seen[i]) mark(i);
    for (const bond of this.bonds) {
      if (treeEdge.has(key(bond.a, bond.b))) continue;
      const list = closures.get(bond.a) ?? [];
      list.push({ to: bond.b, order: bond.order });
      closures.set(bond.a, list);
      const back = closures.get(bond.b) ?? [];
      back.push({ to: bond.a, order: bond.order });
      closures.set(bond.b, back);
    }
    // Sides of single bonds around stereo double bonds: up.get("u>v") = +1 when v is above u.
    const up = new Map<string, number>();
    const setUp = (u: number, v: number, value: number): void => {
      up.set(`${u}>${v}`, value);
      up.set(`${v}>${u}`, -value);
    };
    for (const db of [...this.geometries, ...(stereo?.doubleBonds ?? [])]) {
      if (!treeEdge.has(key(db.a, db.b))) throw new NameStructureError("E/Z on a ring double bond is not read yet");
      // A ring bond beside it may carry the mark too, written where its ring closes ("C1=C\CCCCCC/1", (Z)-cyclooctene).
      const pick = (end: number, other: number): number | undefined => {
        const options = (adjacency[end] ?? []).filter((e) => e.to !== other && e.order === 1);
        return (options.find((e) => up.has(`${end}>${e.to}`)) ?? options[0])?.to;
      };
      const x = pick(db.a, db.b);
      const y = pick(db.b, db.a);
      if (x === undefined || y === undefined) {
        throw new NameStructureError("the double bond has no substituent to set E/Z against");
      }
      const want = db.cis ? 1 : -1;
      const ux = up.get(`${db.a}>${x}`);
      const uy = up.get(`${db.b}>${y}`);
      if (ux === undefined && uy === undefined) {
        setUp(db.a, x, 1);
        setUp(db.b, y, want);
      } else if (ux === undefined) setUp(db.a, x, want * (uy as number));
      else if (uy === undefined) setUp(db.b, y, want * ux);
      else if (ux * uy !== want) throw new NameStructureError("the double-bond geometries asked for conflict");
    }
    const fixed = new Map<number, (written: number[], after: boolean) => string>();
    for (const centre of this.centres)
      fixed.set(centre.atom, (written, after) => this.fixedMark(centre, written, after));
    const order: number[] = [];
    const write = (start: number): void => {
      const stack: (number | string)[] = [start];
      const parentOf = new Map<number, number>([[start, -1]]);
      while (stack.length > 0) {
        const item = stack.pop() as number | string;
        if (typeof item === "string") {
          parts.push(item);
          continue;
        }
        const atom = item;
        if (visited[atom]) continue;
        visited[atom] = true;
        order.push(atom);
        const children = (adjacency[atom] ?? []).filter(
          (edge) => !visited[edge.to] && treeEdge.has(key(atom, edge.to)) && parentOf.get(edge.to) === undefined,
        );
        const from = parentOf.get(atom) ?? -1;
        const written = [
          ...(from >= 0 ? [from] : []),
          ...(closures.get(atom) ?? []).map((c) => c.to),
          ...children.map((c) => c.to),
        ];
        parts.push(this.atomText(atom, stereo?.chiral.get(atom) ?? fixed.get(atom)?.(written, from >= 0) ?? ""));
        for (const closure of closures.get(atom) ?? []) {
          const k = key(atom, closure.to);
          const open = ringOpen.get(k);
          if (open === undefined) {
            const label = nextRing++;
            ringOpen.set(k, label);
            parts.push(label < 10 ? String(label) : `%${label}`);
          } else {
            const side = closure.order === 1 ? up.get(`${atom}>${closure.to}`) : undefined;
            const mark = side === undefined ? symbol(closure.order) : side > 0 ? "/" : "\\";
            parts.push(mark + (open < 10 ? String(open) : `%${open}`));
          }
        }
        for (const child of children) parentOf.set(child.to, atom);
        // Push in reverse: all but the last child are branches.
        for (let i = children.length - 1; i >= 0; i--) {
          const child = children[i] as { to: number; order: BondOrder };
          const last = i === children.length - 1;
          if (!last) stack.push(")");
          stack.push(child.to);
          const side = child.order === 1 ? up.get(`${atom}>${child.to}`) : undefined;
          stack.push(side === undefined ? symbol(child.order) : side > 0 ? "/" : "\\");
          if (!last) stack.push("(");
        }
      }
    };
    for (let i = 0; i < n; i++) {
      if (!visited[i]) {
        if (parts.length > 0) parts.push(".");
        write(i);
      }
    }
    this.lastOrder = order;
    return parts.join("");
  }

  /** The "@" or "@@" of a fixed centre whose neighbours are written in this order (`after`: behind the atom before). */
  private fixedMark(centre: FixedCentre, written: number[], after: boolean): string {
    const h = this.atoms[centre.atom]?.h ?? 0;
    const listed = centre.around.filter((x): x is number => typeof x === "number");
    const outside = written.filter((x) => !listed.includes(x));
    const wantsOut = centre.around.includes("out");
    if (h !== (centre.around.includes("H") ? 1 : 0) || outside.length !== (wantsOut ? 1 : 0)) {
      throw new NameStructureError("a stereocentre of a group lost or gained a neighbour");
    }
    const sequence: CentreNeighbour[] = written.map((x) => (listed.includes(x) ? x : "out"));
    // An implicit H is the neighbour right after the atom the centre is written after (first when written first).
    if (h === 1) sequence.splice(after ? 1 : 0, 0, "H");
    if (sequence.length !== 4 || !centre.around.every((x) => sequence.includes(x))) {
      throw new NameStructureError("a stereocentre of a group lost or gained a neighbour");
    }
    return evenPermutation(centre.around, sequence) ? "@" : "@@";
  }

  private atomText(index: number, chiral: string): string {
    const atom = this.atoms[index] as Atom;
    const element = atom.aromatic ? atom.element.toLowerCase() : atom.element;
    const iso = atom.isotope > 0 ? String(atom.isotope) : "";
    const h = atom.h === 0 ? "" : atom.h === 1 ? "H" : `H${atom.h}`;
    const charge =
      atom.charge === 0
        ? ""
        : atom.charge > 0
          ? `+${atom.charge > 1 ? atom.charge : ""}`
          : `-${atom.charge < -1 ? -atom.charge : ""}`;
    return `[${iso}${element}${chiral}${h}${charge}]`;
  }
}

/** A fragment read from an OPSIN SMILES: its graph, where it attaches, which atom is "[*]". */
export interface Fragment {
  graph: Graph;
  /** The attachment atom and bond order of a substituent ("-O", "=O", "C(=O)N-"). */
  attach?: { atom: number; order: 1 | 2 | 3 };
  /** The index of "[*]" (suffix groups), removed from the graph: its bonds are listed here instead. */
  star?: { neighbour: number; order: BondOrder }[];
}

const ORGANIC = ["Cl", "Br", "B", "C", "N", "O", "P", "S", "F", "I"];
const AROMATIC = ["b", "c", "n", "o", "p", "s"];
const DEFAULT_VALENCES: Record<string, number[]> = {
  B: [3],
  C: [4],
  N: [3, 5],
  O: [2],
  P: [3, 5],
  S: [2, 4, 6],
  F: [1],
  Cl: [1],
  Br: [1],
  I: [1, 3, 5],
};

interface RawAtom {
  element: string;
  aromatic: boolean;
  bracket: boolean;
  h: number;
  charge: number;
  isotope: number;
  star: boolean;
  /** A bracket atom's written valence: its hydrogens are what the bonds leave of it. */
  valence?: number;
}

/** Reads one OPSIN fragment SMILES; labels ("1/2,ortho/3 …", "numeric" or null) name its atoms in order. */
export function readFragment(smiles: string, labels: string | null): Fragment {
  const raws: RawAtom[] = [];
  const bonds: { a: number; b: number; order: BondOrder }[] = [];
  let i = 0;
  let leading: 1 | 2 | 3 | undefined;
  let trailing = false;
  const first = smiles[0];
  if (first === "-" || first === "=" || first === "#") {
    leading = first === "-" ? 1 : first === "=" ? 2 : 3;
    i = 1;
  }
  let text = smiles;
  if (text.endsWith("-") && leading === undefined) {
    trailing = true;
    text = text.slice(0, -1);
  }
  let previous = -1;
  let pendingOrder: BondOrder | undefined;
  const branchStack: number[] = [];
  const ringBonds = new Map<number, { atom: number; order: BondOrder | undefined }>();
  const connect = (atom: number, explicit: BondOrder | undefined): void => {
    if (previous < 0) return;
    const a = raws[previous] as RawAtom;
    const b = raws[atom] as RawAtom;
    const order: BondOrder = explicit ?? (a.aromatic && b.aromatic ? "ar" : 1);
    bonds.push({ a: previous, b: atom, order });
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === "(") {
      branchStack.push(previous);
      i++;
    } else if (ch === ")") {
      previous = branchStack.pop() ?? -1;
      i++;
    } else if (ch === "-" || ch === "=" || ch === "#" || ch === ":") {
      pendingOrder = ch === "-" ? 1 : ch === "=" ? 2 : ch === "#" ? 3 : "ar";
      i++;
    } else if (/[0-9%]/.test(ch)) {
      let ring: number;
      if (ch === "%") {
        ring = Number(text.slice(i + 1, i + 3));
        i += 3;
      } else {
        ring = Number(ch);
        i++;
      }
      const open = ringBonds.get(ring);
      if (open === undefined) {
        ringBonds.set(ring, { atom: previous, order: pendingOrder });
      } else {
        ringBonds.delete(ring);
        const a = raws[open.atom] as RawAtom;
        const b = raws[previous] as RawAtom;
        const order = pendingOrder ?? open.order ?? (a.aromatic && b.aromatic ? "ar" : 1);
        bonds.push({ a: open.atom, b: previous, order });
      }
      pendingOrder = undefined;
    } else if (ch === "[") {
      const close = text.indexOf("]", i);
      if (close < 0) throw new Error(`fragment ${smiles}: unclosed bracket`);
      const written = text.slice(i + 1, close);
      // OPSIN writes a charged substituent's valence before its charge ("ammonio" -[N|4+]): its hydrogens then
      // fill that valence (NH3+ on one bond), like an unbracketed atom's; a trailing valence ("[S|4]") is dropped.
      const charged = /^([^|]*)\|(\d+)([+-]\d*)$/.exec(written);
      const inner = charged ? `${charged[1]}${charged[3]}` : written.replace(/\|\d+$/, "");
      const m = /^(\d*)(\*|[A-Z][a-z]?|[a-z]{1,2})(H\d*)?([+-]\d*|\++|-+)?$/.exec(inner);
      if (!m) throw new Error(`fragment ${smiles}: cannot read [${inner}]`);
      const sym = m[2] as string;
      const aromatic = sym !== "*" && sym[0] === (sym[0] as string).toLowerCase();
      const hText = m[3];
      const chargeText = m[4];
      let charge = 0;
      if (chargeText) {
        const sign = chargeText[0] === "+" ? 1 : -1;
        const digits = chargeText.slice(1);
        charge = sign * (digits === "" ? 1 : /^\d+$/.test(digits) ? Number(digits) : digits.length + 1);
      }
      raws.push({
        element: aromatic ? (sym[0] as string).toUpperCase() + sym.slice(1) : sym,
        aromatic,
        bracket: true,
        h: hText === undefined ? 0 : hText === "H" ? 1 : Number(hText.slice(1)),
        ...(charged && hText === undefined ? { valence: Number(charged[2]) } : {}),
        charge,
        isotope: m[1] ? Number(m[1]) : 0,
        star: sym === "*",
      });
      connect(raws.length - 1, pendingOrder);
      pendingOrder = undefined;
      previous = raws.length - 1;
      i = close + 1;
    } else {
      const two = text.slice(i, i + 2);
      let sym: string | undefined;
      if (ORGANIC.includes(two)) sym = two;
      else if (ORGANIC.includes(ch) || AROMATIC.includes(ch)) sym = ch;
      if (sym === undefined) throw new Error(`fragment ${smiles}: cannot read "${ch}"`);
      const aromatic = AROMATIC.includes(sym);
      raws.push({
        element: aromatic ? sym.toUpperCase() : sym,
        aromatic,
        bracket: false,
        h: -1,
        charge: 0,
        isotope: 0,
        star: false,
      });
      connect(raws.length - 1, pendingOrder);
      pendingOrder = undefined;
      previous = raws.length - 1;
      i += sym.length;
    }
  }
  if (ringBonds.size > 0) throw new Error(`fragment ${smiles}: unclosed ring`);

  // Hydrogens of unbracketed atoms: the lowest default valence that holds the bonds (aromatic atoms keep one
  // valence for the ring's pi system). The attachment bond counts as used.
  const used = new Array<number>(raws.length).fill(0);
  const aromaticBonds = new Array<number>(raws.length).fill(0);
  for (const bond of bonds) {
    if (bond.order === "ar") {
      aromaticBonds[bond.a] = (aromaticBonds[bond.a] ?? 0) + 1;
      aromaticBonds[bond.b] = (aromaticBonds[bond.b] ?? 0) + 1;
    } else {
      used[bond.a] = (used[bond.a] ?? 0) + bond.order;
      used[bond.b] = (used[bond.b] ?? 0) + bond.order;
    }
  }
  const attachIndex = leading !== undefined ? 0 : trailing ? raws.length - 1 : -1;
  if (attachIndex >= 0) used[attachIndex] = (used[attachIndex] ?? 0) + (leading ?? 1);

  const labelList = labelsFor(labels, raws.filter((r) => !r.star).length);
  const graph = new Graph();
  const indexOf = new Array<number>(raws.length).fill(-1);
  let labelIndex = 0;
  raws.forEach((raw, k) => {
    if (raw.star) return;
    let h = raw.h;
    if (!raw.bracket) {
      const total = (used[k] ?? 0) + (aromaticBonds[k] ?? 0) + (raw.aromatic ? 1 : 0);
      const valences = DEFAULT_VALENCES[raw.element] ?? [0];
      const valence = valences.find((v) => v >= total) ?? total;
      h = raw.aromatic && raw.element !== "C" && raw.element !== "B" ? 0 : Math.max(0, valence - total);
    } else if (raw.valence !== undefined) {
      h = Math.max(0, raw.valence - (used[k] ?? 0) - (aromaticBonds[k] ?? 0));
    }
    indexOf[k] = graph.addAtom({
      element: raw.element,
      aromatic: raw.aromatic,
      charge: raw.charge,
      isotope: raw.isotope,
      h,
      labels: labelList[labelIndex++] ?? [],
    });
  });
  const star: { neighbour: number; order: BondOrder }[] = [];
  for (const bond of bonds) {
    const a = raws[bond.a] as RawAtom;
    const b = raws[bond.b] as RawAtom;
    if (a.star || b.star) {
      star.push({ neighbour: indexOf[a.star ? bond.b : bond.a] as number, order: bond.order });
      continue;
    }
    graph.bonds.push({ a: indexOf[bond.a] as number, b: indexOf[bond.b] as number, order: bond.order });
  }
  const fragment: Fragment = { graph };
  if (attachIndex >= 0) fragment.attach = { atom: indexOf[attachIndex] as number, order: leading ?? 1 };
  // The bond to "[*]" was counted when the neighbour's hydrogens were reckoned: it is the bond to the parent.
  if (raws.some((r) => r.star)) fragment.star = star;
  return fragment;
}

function labelsFor(labels: string | null, count: number): string[][] {
  if (labels === null) return [];
  if (labels === "numeric") return Array.from({ length: count }, (_, k) => [String(k + 1)]);
  return labels.split("/").map((part) => (part === "" ? [] : part.split(",")));
}
