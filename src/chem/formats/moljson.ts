/**
 * MolJSON: an explicit atom/bond document a language model can read and edit
 * (ids "a1…", "b1…"), and its way back into RDKit through a SMILES string.
 *
 * The document is lossless: besides elements, charges, isotopes and hydrogen
 * counts it carries the Kekulé bond orders behind aromatic bonds, dative bonds,
 * tetrahedral chirality (as a SMILES tag relative to a neighbour list written on
 * the atom) and double-bond cis/trans (relative to two named reference atoms).
 * CIP labels (R/S, E/Z) are written for the reader; on the way back they are
 * checked against the structure, never used to build it.
 */
import { DomainError } from "../../protocol/errors.ts";
import { atomicNumber, elementSymbol } from "../elements.ts";
import type { MolGraph } from "../graph.ts";
import { asMolecule, type MoleculeLike } from "../molecule.ts";
import { free, rdkit, type JSMol } from "../rdkit.ts";
import { lex } from "../repair/lexer.ts";
import { writtenOrder } from "../written-order.ts";

export type BondOrder = 1 | 1.5 | 2 | 3 | 4;
export type KekuleOrder = 1 | 2 | 3 | 4;
export type ChiralTag = "@" | "@@";

/** "H" in a neighbour list stands for the atom's one implicit hydrogen. */
export const IMPLICIT_H = "H";

export interface AtomChirality {
  /** SMILES sense: looking from the first neighbour, the others in list order turn anticlockwise (@) or clockwise (@@). */
  tag: ChiralTag;
  /** Atom ids of the neighbours, with "H" for the implicit hydrogen; three entries when the fourth position is a lone pair (read it as listed last). */
  neighbors: string[];
}

export interface MolJsonAtom {
  id: string;
  element: string;
  charge: number;
  isotope: number | null;
  hydrogens: number;
  aromatic: boolean;
  chirality: AtomChirality | null;
  /** CIP label from RDKit's new CIP labeller: "R", "S" (or "r"/"s" pseudo-asymmetric); null when none. */
  cip: string | null;
  /** Atom-map number, as in [CH3:1]; present only on mapped atoms. */
  map_number?: number;
}

export interface BondStereo {
  /** The two reference atoms are on the same side (cis) or opposite sides (trans) of the double bond. */
  relation: "cis" | "trans";
  /** Reference atoms: a neighbour of source_id, then a neighbour of target_id. */
  atoms: [string, string];
}

export interface MolJsonBond {
  id: string;
  source_id: string;
  target_id: string;
  order: BondOrder;
  /** The bond's order in RDKit's Kekulé form (equal to `order` for a bond that is not aromatic). */
  kekule_order: KekuleOrder;
  aromatic: boolean;
  /** Dative (coordinate) bond, from the donor (source_id) to the acceptor (target_id); its order is 1. */
  dative: boolean;
  stereo: BondStereo | null;
  /** CIP label of a stereo double bond: "E" or "Z"; null when none. */
  cip: string | null;
}

export interface MolJson {
  atoms: MolJsonAtom[];
  bonds: MolJsonBond[];
}

/** CIP labels by atom index and by bond (key pairKey(a, b), either end first), as RDKit's CIP labeller gives them. */
export interface CipLabels {
  atoms: Map<number, string>;
  bonds: Map<string, string>;
}

/** RDKit's bond order for a dative bond in its JSON (Bond::DATIVE). */
const RDKIT_DATIVE = 17;

export function toMolJson(
  graph: MolGraph,
  cip: CipLabels = { atoms: new Map(), bonds: new Map() },
  mapNumbers: ReadonlyMap<number, number> = new Map(),
): MolJson {
  const atomId = (index: number) => `a${index + 1}`;
  // Each atom's bonds in bond-index order: RDKit's chiral tags are relative to this order.
  const incident: number[][] = graph.atoms.map(() => []);
  graph.bonds.forEach((bond, i) => {
    incident[bond.begin]?.push(i);
    incident[bond.end]?.push(i);
  });
  const atoms = graph.atoms.map((atom, i): MolJsonAtom => {
    let chirality: AtomChirality | null = null;
    if (atom.chirality) {
      const neighbors = (incident[i] ?? []).map((b) => {
        const bond = graph.bonds[b]!;
        return atomId(bond.begin === i ? bond.end : bond.begin);
      });
      // RDKit counts an implicit hydrogen (or a lone pair) as the last neighbour of a tetrahedral centre.
      if (atom.hydrogens > 0) neighbors.push(IMPLICIT_H);
      chirality = { tag: atom.chirality === "ccw" ? "@" : "@@", neighbors };
    }
    const mapNumber = mapNumbers.get(i);
    return {
      id: atomId(i),
      element: elementSymbol(atom.atomicNumber),
      charge: atom.charge,
      isotope: atom.isotope === 0 ? null : atom.isotope,
      hydrogens: atom.hydrogens,
      aromatic: atom.aromatic,
      chirality,
      cip: cip.atoms.get(i) ?? null,
      ...(mapNumber === undefined ? {} : { map_number: mapNumber }),
    };
  });
  const bonds = graph.bonds.map((bond, i): MolJsonBond => {
    const dative = bond.order === RDKIT_DATIVE;
    const kekule = kekuleOrder(dative ? 1 : bond.order, i);
    return {
      id: `b${i + 1}`,
      source_id: atomId(bond.begin),
      target_id: atomId(bond.end),
      order: bond.aromatic ? 1.5 : kekule,
      kekule_order: kekule,
      aromatic: bond.aromatic,
      dative,
      stereo: bond.stereo
        ? {
            relation: bond.stereo.cis ? "cis" : "trans",
            atoms: [atomId(bond.stereo.atoms[0]), atomId(bond.stereo.atoms[1])],
          }
        : null,
      cip: cip.bonds.get(pairKey(bond.begin, bond.end)) ?? null,
    };
  });
  return { atoms, bonds };
}

function kekuleOrder(order: number, index: number): KekuleOrder {
  if (order === 1 || order === 2 || order === 3 || order === 4) return order;
  throw new DomainError(
    "INVALID_SMILES",
    `bond b${index + 1} has an order (${order}) MolJSON cannot express (only single, double, triple, quadruple, aromatic and dative bonds)`,
    {
      bond: `b${index + 1}`,
    },
  );
}

/**
 * CIP labels from RDKit's new CIP labeller (`get_stereo_tags` runs CIPLabeler::assignCIPLabels; read by
 * `stereoTags`, which works on a copy). "?" (a possible but unspecified centre) is no label.
 */
export function cipLabels(molecule: MoleculeLike): CipLabels {
  const tags = asMolecule(molecule).stereoTags;
  const labelled = <K>(entries: Map<K, string>): Map<K, string> =>
    new Map([...entries].filter(([, label]) => label !== "?" && label !== ""));
  return { atoms: labelled(tags.atoms), bonds: labelled(tags.bonds) };
}

/** Non-tetrahedral chirality (square planar, trigonal bipyramidal, octahedral) that MolJSON does not express. */
export function nonTetrahedralStereo(smiles: string): string | undefined {
  return /@(SP|TB|OH)\d*/.exec(smiles)?.[0];
}

/* ------------------------------------------------------------------ */
/* MolJSON → SMILES                                                   */
/* ------------------------------------------------------------------ */

/**
 * The largest atom-map number accepted: nine digits. RDKit keeps map numbers as 32-bit integers, and its SMILES
 * reader refuses some ten-digit ones below 2^31 (2022.09 reads up to 2,147,483,639): every nine-digit one is read.
 */
export const MAX_MAP_NUMBER = 999_999_999;

/** Organic-subset elements that SMILES may write without brackets. */
const ORGANIC_SUBSET = new Set(["B", "C", "N", "O", "P", "S", "F", "Cl", "Br", "I"]);
/** Elements RDKit's SMILES parser accepts as aromatic (lower case). */
const AROMATIC_CAPABLE = new Set(["B", "C", "N", "O", "P", "S", "Se", "Te", "As", "Si"]);
const BOND_SYMBOL: Record<KekuleOrder, string> = { 1: "-", 2: "=", 3: "#", 4: "$" };

function fail(message: string, details: Record<string, unknown> = {}): never {
  throw new DomainError("INVALID_MOLJSON", message, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface ParsedAtom {
  id: string;
  element: string;
  charge: number;
  isotope: number | null;
  hydrogens: number | undefined;
  aromatic: boolean;
  chirality: AtomChirality | null;
  cip: string | null;
  mapNumber: number | null;
}

interface ParsedBond {
  id: string;
  source: number;
  target: number;
  /** Bond symbol with no direction: "-", "=", "#", "$", ":" or "->" (dative, source to target). */
  kind: "-" | "=" | "#" | "$" | ":" | "->";
  stereo: { relation: "cis" | "trans"; atoms: [number, number] } | null;
  cip: string | null;
}

/** What the document says CIP labels should be, for checking against the built molecule. */
export interface ExpectedCip {
  atoms: Map<number, { id: string; label: string }>;
  bonds: Map<string, { id: string; label: string }>;
}

export interface SmilesFromMolJson {
  smiles: string;
  expectedCip: ExpectedCip;
}

/**
 * Checks a MolJSON document and writes it as a SMILES string RDKit can read:
 * every atom as its own component, every bond as a ring closure. Structural
 * problems name the atom or bond; valence and aromaticity are RDKit's to judge.
 */
export function molJsonToSmiles(document: unknown): string {
  return molJsonToSmilesWithCip(document).smiles;
}

export function molJsonToSmilesWithCip(document: unknown): SmilesFromMolJson {
  if (!isRecord(document)) fail('MolJSON must be an object with "atoms" and "bonds" arrays');
  const { atoms: rawAtoms, bonds: rawBonds } = document;
  if (!Array.isArray(rawAtoms)) fail('MolJSON needs an "atoms" array');
  if (rawBonds !== undefined && !Array.isArray(rawBonds)) fail('"bonds" must be an array');
  if (rawAtoms.length === 0) fail('"atoms" is empty: a molecule needs at least one atom');

  const indexById = new Map<string, number>();
  const atoms = rawAtoms.map((raw: unknown, i: number) => {
    const where = `atom ${i + 1}`;
    if (!isRecord(raw)) fail(`${where} must be an object`, { atom: i + 1 });
    const id = raw.id;
    if (typeof id !== "string" || id.length === 0) fail(`${where} needs a string "id"`, { atom: i + 1 });
    if (id === IMPLICIT_H)
      fail(`atom id "H" is reserved for implicit hydrogens in neighbour lists; use a1, a2, …`, { atom: id });
    if (indexById.has(id)) fail(`atom id "${id}" is used twice`, { atom: id });
    indexById.set(id, i);
    return parseAtom(raw, id);
  });

  const bonds: ParsedBond[] = [];
  const seenPairs = new Set<string>();
  const bondIds = new Set<string>();
  (rawBonds ?? []).forEach((raw: unknown, i: number) => {
    if (!isRecord(raw)) fail(`bond ${i + 1} must be an object`, { bond: i + 1 });
    const id =
      typeof raw.id === "string" && raw.id.length > 0
        ? raw.id
        : fail(`bond ${i + 1} needs a string "id"`, { bond: i + 1 });
    if (bondIds.has(id)) fail(`bond id "${id}" is used twice`, { bond: id });
    bondIds.add(id);
    const source = endpoint(raw.source_id, id, "source_id", indexById);
    const target = endpoint(raw.target_id, id, "target_id", indexById);
    if (source === target) fail(`bond ${id} joins atom ${String(raw.source_id)} to itself`, { bond: id });
    const pair = pairKey(source, target);
    if (seenPairs.has(pair))
      fail(`bond ${id} repeats a bond between ${String(raw.source_id)} and ${String(raw.target_id)}`, { bond: id });
    seenPairs.add(pair);
    bonds.push(parseBond(raw, id, source, target, indexById));
  });

  // Atom → its bonds, in document order.
  const incident: number[][] = atoms.map(() => []);
  bonds.forEach((bond, b) => {
    incident[bond.source]!.push(b);
    incident[bond.target]!.push(b);
  });
  const neighbourOf = (atom: number, b: number) => {
    const bond = bonds[b]!;
    return bond.source === atom ? bond.target : bond.source;
  };

  // An aromatic atom is written in lower case only when one of its bonds is written ":" (order 1.5 without a
  // Kekulé order); with Kekulé orders RDKit perceives the aromaticity itself, so the molecule is not changed.
  const lowerCase = atoms.map((atom, i) => atom.aromatic && (incident[i] ?? []).some((b) => bonds[b]!.kind === ":"));
  atoms.forEach((atom, i) => {
    if (lowerCase[i] && !AROMATIC_CAPABLE.has(atom.element)) {
      fail(`atom ${atom.id}: element ${atom.element} cannot be written aromatic; give its bonds a kekule_order`, {
        atom: atom.id,
      });
    }
  });

  const directions = bondDirections(atoms, bonds, incident, neighbourOf);

  // Closure order on each atom: document order, except on a chiral atom, where it follows its neighbour list.
  const closureOrder: number[][] = atoms.map((_, i) => incident[i] ?? []);
  const tags: Array<ChiralTag | null> = atoms.map(() => null);
  atoms.forEach((atom, i) => {
    if (!atom.chirality) return;
    const { order, tag } = chiralClosures(atom, i, incident[i] ?? [], neighbourOf, indexById);
    closureOrder[i] = order;
    tags[i] = tag;
  });

  const parts = atoms.map((atom, i) => {
    let token = atomToken(atom, lowerCase[i] ?? false, tags[i] ?? null);
    for (const b of closureOrder[i] ?? []) {
      const bond = bonds[b]!;
      const first = Math.min(bond.source, bond.target);
      // One ring-closure number per bond; past 99 SMILES uses the %(n) form. The bond symbol goes on the first atom written.
      const number = b + 1;
      const label = number < 10 ? String(number) : number < 100 ? `%${number}` : `%(${number})`;
      token += first === i ? bondSymbol(bond, i, directions.get(b)) + label : label;
    }
    return token;
  });

  const expectedCip: ExpectedCip = { atoms: new Map(), bonds: new Map() };
  atoms.forEach((atom, i) => {
    if (atom.cip !== null) expectedCip.atoms.set(i, { id: atom.id, label: atom.cip });
  });
  bonds.forEach((bond) => {
    if (bond.cip !== null) expectedCip.bonds.set(pairKey(bond.source, bond.target), { id: bond.id, label: bond.cip });
  });
  return { smiles: parts.join("."), expectedCip };
}

/** The key of the bond between atoms a and b, whichever end is named first (CIP bond labels, duplicate-bond checks). */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

function endpoint(value: unknown, bondId: string, field: string, indexById: Map<string, number>): number {
  if (typeof value !== "string") fail(`bond ${bondId} needs a string "${field}"`, { bond: bondId });
  const index = indexById.get(value);
  if (index === undefined) fail(`bond ${bondId}: ${field} "${value}" does not match any atom id`, { bond: bondId });
  return index;
}

function parseAtom(atom: Record<string, unknown>, id: string): ParsedAtom {
  const element = atom.element;
  if (typeof element !== "string" || atomicNumber(element) === undefined) {
    fail(
      `atom ${id} has element ${JSON.stringify(element)}, which is not an element symbol (write it as in the periodic table, e.g. "C", "Cl"; "*" for a dummy atom)`,
      { atom: id },
    );
  }
  const charge = atom.charge ?? 0;
  if (!Number.isInteger(charge) || Math.abs(charge as number) > 15)
    fail(`atom ${id}: "charge" must be an integer from -15 to 15`, { atom: id });
  const isotope = atom.isotope ?? null;
  if (isotope !== null && (!Number.isInteger(isotope) || (isotope as number) < 1 || (isotope as number) > 999)) {
    fail(`atom ${id}: "isotope" must be null or a mass number from 1 to 999`, { atom: id });
  }
  const hydrogens = atom.hydrogens;
  if (
    hydrogens !== undefined &&
    (!Number.isInteger(hydrogens) || (hydrogens as number) < 0 || (hydrogens as number) > 8)
  ) {
    fail(`atom ${id}: "hydrogens" must be an integer from 0 to 8`, { atom: id });
  }
  const aromatic = atom.aromatic ?? false;
  if (typeof aromatic !== "boolean") fail(`atom ${id}: "aromatic" must be true or false`, { atom: id });
  const cip = atom.cip ?? null;
  // Labels are only compared with what RDKit computes, so any short label is accepted here (R, S, r, s, …).
  if (cip !== null && (typeof cip !== "string" || !/^[A-Za-z]{1,8}$/.test(cip)))
    fail(`atom ${id}: "cip" must be a CIP label such as "R" or "S", or null`, { atom: id });
  const mapNumber = atom.map_number ?? null;
  if (
    mapNumber !== null &&
    (!Number.isInteger(mapNumber) || (mapNumber as number) < 1 || (mapNumber as number) > MAX_MAP_NUMBER)
  )
    fail(
      `atom ${id}: "map_number" must be a positive integer (1 to ${MAX_MAP_NUMBER}), or left out for an unmapped atom`,
      { atom: id },
    );
  // A mapped atom is written in brackets, where SMILES adds no hydrogens: its count must be given.
  if (mapNumber !== null && hydrogens === undefined)
    fail(`atom ${id}: an atom with a "map_number" needs its "hydrogens" count (a mapped atom is written [CH3:1])`, {
      atom: id,
    });
  return {
    id,
    element,
    charge: charge as number,
    isotope: isotope as number | null,
    hydrogens: hydrogens as number | undefined,
    aromatic,
    chirality: parseChirality(atom.chirality, id),
    cip: cip as string | null,
    mapNumber: mapNumber as number | null,
  };
}

function parseChirality(value: unknown, id: string): AtomChirality | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value))
    fail(`atom ${id}: "chirality" must be null or {"tag":"@" or "@@","neighbors":[…]}`, { atom: id });
  const { tag, neighbors } = value;
  if (tag !== "@" && tag !== "@@") fail(`atom ${id}: chirality "tag" must be "@" or "@@"`, { atom: id });
  if (!Array.isArray(neighbors) || !neighbors.every((n) => typeof n === "string")) {
    fail(`atom ${id}: chirality "neighbors" must be a list of atom ids (and "H" for the implicit hydrogen)`, {
      atom: id,
    });
  }
  return { tag, neighbors: neighbors as string[] };
}

function parseBond(
  raw: Record<string, unknown>,
  id: string,
  source: number,
  target: number,
  indexById: Map<string, number>,
): ParsedBond {
  const order = raw.order;
  if (order !== 1 && order !== 1.5 && order !== 2 && order !== 3 && order !== 4) {
    fail(`bond ${id} has order ${JSON.stringify(order)}; use 1, 2, 3, 4 or 1.5 (aromatic)`, { bond: id });
  }
  const aromatic = raw.aromatic ?? false;
  if (typeof aromatic !== "boolean") fail(`bond ${id}: "aromatic" must be true or false`, { bond: id });
  const kekule = raw.kekule_order;
  if (kekule !== undefined && kekule !== null && kekule !== 1 && kekule !== 2 && kekule !== 3 && kekule !== 4) {
    fail(`bond ${id}: "kekule_order" must be 1, 2, 3 or 4`, { bond: id });
  }
  const dative = raw.dative ?? false;
  if (typeof dative !== "boolean") fail(`bond ${id}: "dative" must be true or false`, { bond: id });
  const cip = raw.cip ?? null;
  if (cip !== null && (typeof cip !== "string" || !/^[A-Za-z]{1,8}$/.test(cip)))
    fail(`bond ${id}: "cip" must be a CIP label such as "E" or "Z", or null`, { bond: id });

  let kind: ParsedBond["kind"];
  if (dative) {
    if (order !== 1 || aromatic) fail(`bond ${id}: a dative bond has order 1 and is not aromatic`, { bond: id });
    kind = "->";
  } else if (aromatic || order === 1.5) {
    // An aromatic bond is written in its Kekulé order when the document gives one (lossless), otherwise as ":".
    kind = typeof kekule === "number" ? (BOND_SYMBOL[kekule] as ParsedBond["kind"]) : ":";
  } else {
    kind = BOND_SYMBOL[order as KekuleOrder] as ParsedBond["kind"];
    if (typeof kekule === "number" && kekule !== order)
      fail(`bond ${id}: "kekule_order" ${kekule} contradicts order ${order} of a bond that is not aromatic`, {
        bond: id,
      });
  }

  let stereo: ParsedBond["stereo"] = null;
  if (raw.stereo !== undefined && raw.stereo !== null) {
    const value = raw.stereo;
    if (
      !isRecord(value) ||
      (value.relation !== "cis" && value.relation !== "trans") ||
      !Array.isArray(value.atoms) ||
      value.atoms.length !== 2
    ) {
      fail(
        `bond ${id}: "stereo" must be null or {"relation":"cis" or "trans","atoms":[a neighbour of source_id, a neighbour of target_id]}`,
        { bond: id },
      );
    }
    if (kind !== "=")
      fail(`bond ${id}: only a double bond (order 2, or kekule_order 2 when aromatic) can have cis/trans stereo`, {
        bond: id,
      });
    const [refSource, refTarget] = value.atoms.map((ref: unknown, k: number) => {
      const index = typeof ref === "string" ? indexById.get(ref) : undefined;
      if (index === undefined)
        fail(`bond ${id}: stereo reference atom ${JSON.stringify(ref)} does not match any atom id`, { bond: id });
      if (index === (k === 0 ? target : source) || index === (k === 0 ? source : target)) {
        fail(
          `bond ${id}: stereo reference atom ${String(ref)} must be a neighbour of ${k === 0 ? "source_id" : "target_id"}, not an atom of the double bond`,
          { bond: id },
        );
      }
      return index;
    }) as [number, number];
    stereo = { relation: value.relation, atoms: [refSource, refTarget] };
  }
  return { id, source, target, kind, stereo, cip: cip as string | null };
}

function bondSymbol(bond: ParsedBond, writtenFrom: number, direction: "/" | "\\" | undefined): string {
  if (direction !== undefined) return direction;
  if (bond.kind === "->") return bond.source === writtenFrom ? "->" : "<-";
  return bond.kind;
}

/**
 * Directions ("/" or "\") for the single bonds around stereo double bonds. In SMILES, `x/y` puts x below y:
 * seen from atom e of a double bond, its neighbour n lies on side `up = (symbol is "\") XOR (n written after e)`
 * (the symbol sits on the first atom written, i.e. the lower index). For a double bond b=c with reference atoms
 * a (on b) and d (on c): every other neighbour of b is on the other side from a, likewise on c, and d is on a's
 * side exactly when the relation is cis. These are parity equations between bonds (a bond next to two stereo
 * double bonds links them); they are solved with a union-find that tracks parity.
 */
function bondDirections(
  atoms: ParsedAtom[],
  bonds: ParsedBond[],
  incident: number[][],
  neighbourOf: (atom: number, b: number) => number,
): Map<number, "/" | "\\"> {
  const stereoBonds = bonds.map((bond, b) => ({ bond, b })).filter(({ bond }) => bond.stereo !== null);
  if (stereoBonds.length === 0) return new Map();
  // Nodes: one per bond (its symbol: 0 "/", 1 "\"), then one per stereo double bond (the side of its first reference atom).
  const parent: number[] = [];
  const parity: number[] = [];
  const node = (n: number) => {
    while (parent.length <= n) {
      parent.push(parent.length);
      parity.push(0);
    }
    return n;
  };
  const find = (n: number): [number, number] => {
    let p = 0;
    let root = node(n);
    while (parent[root] !== root) {
      p ^= parity[root]!;
      root = parent[root]!;
    }
    return [root, p];
  };
  /** Requires value(x) XOR value(y) = want; false on a contradiction. */
  const relate = (x: number, y: number, want: number): boolean => {
    const [rx, px] = find(x);
    const [ry, py] = find(y);
    if (rx === ry) return (px ^ py) === want;
    parent[rx] = ry;
    parity[rx] = px ^ py ^ want;
    return true;
  };

  const directional = new Set<number>();
  stereoBonds.forEach(({ bond, b }, k) => {
    const sideNode = bonds.length + k;
    node(sideNode);
    const ends: Array<[number, number, number]> = [
      // [end atom, reference atom, side of the reference relative to the first reference]
      [bond.source, bond.stereo!.atoms[0], 0],
      [bond.target, bond.stereo!.atoms[1], bond.stereo!.relation === "cis" ? 0 : 1],
    ];
    for (const [end, reference, referenceSide] of ends) {
      const neighbours = (incident[end] ?? []).filter((n) => n !== b);
      if (!neighbours.some((n) => neighbourOf(end, n) === reference)) {
        fail(`bond ${bond.id}: stereo reference atom ${atoms[reference]!.id} is not bonded to ${atoms[end]!.id}`, {
          bond: bond.id,
        });
      }
      let usable = 0;
      for (const n of neighbours) {
        if (bonds[n]!.kind !== "-") continue;
        usable++;
        const other = neighbourOf(end, n);
        const side = referenceSide ^ (other === reference ? 0 : 1);
        const later = other > end ? 1 : 0;
        // side = symbol XOR later, and side = sideNode XOR (side relative to the first reference).
        if (!relate(n, sideNode, side ^ later)) {
          fail(
            `bond ${bond.id}: its cis/trans cannot be written together with the stereo of a neighbouring double bond (bond ${bonds[n]!.id} would need both directions)`,
            { bond: bond.id },
          );
        }
        directional.add(n);
      }
      if (usable === 0) {
        fail(
          `bond ${bond.id}: cis/trans needs a single (non-aromatic, non-dative) bond at ${atoms[end]!.id} to express it`,
          { bond: bond.id },
        );
      }
    }
  });
  const directions = new Map<number, "/" | "\\">();
  for (const n of directional) directions.set(n, find(n)[1] === 0 ? "/" : "\\");
  return directions;
}

/**
 * Orders a chiral atom's ring closures as its neighbour list and gives the tag to write. The atom is written
 * first in its own component, so SMILES reads its neighbours as: the implicit H (if any), then the ring closures
 * in the order written. A three-neighbour centre's lone pair is the last position in both.
 */
function chiralClosures(
  atom: ParsedAtom,
  index: number,
  incident: number[],
  neighbourOf: (atom: number, b: number) => number,
  indexById: Map<string, number>,
): { order: number[]; tag: ChiralTag } {
  const { tag, neighbors } = atom.chirality!;
  const where = `atom ${atom.id}`;
  const hCount = neighbors.filter((n) => n === IMPLICIT_H).length;
  const hydrogens = atom.hydrogens ?? hCount;
  if (hCount > 1 || hCount !== Math.min(hydrogens, 1) || hydrogens > 1) {
    fail(
      `${where}: a chiral centre lists "H" in its neighbours exactly when it has one implicit hydrogen (it has ${hydrogens})`,
      { atom: atom.id },
    );
  }
  const bondByNeighbour = new Map(incident.map((b) => [neighbourOf(index, b), b]));
  const listed = neighbors
    .filter((n) => n !== IMPLICIT_H)
    .map((n) => {
      const i = indexById.get(n);
      if (i === undefined || !bondByNeighbour.has(i))
        fail(`${where}: chirality neighbour "${n}" is not bonded to it`, { atom: atom.id });
      return i;
    });
  if (new Set(listed).size !== listed.length || listed.length !== incident.length) {
    fail(
      `${where}: chirality "neighbors" must list each bonded atom once (${incident.length} bonds)${hCount ? ' plus "H"' : ""}`,
      { atom: atom.id },
    );
  }
  if (neighbors.length !== 3 && neighbors.length !== 4) {
    fail(
      `${where}: a tetrahedral centre has 4 neighbours (or 3 and a lone pair); "neighbors" lists ${neighbors.length}`,
      { atom: atom.id },
    );
  }
  // Positions as RDKit reads the written atom: the implicit H first, then the closures in order. A lone pair
  // (three-neighbour centre) stays last: RDKit reads a three-neighbour tag relative to the three neighbours in order
  // (measured: C[S@](=O)c1ccccc1 keeps its CIP label only this way).
  const documentOrder = neighbors.length === 3 ? [...neighbors, "LP"] : [...neighbors];
  const written = [...documentOrder.filter((n) => n === IMPLICIT_H), ...documentOrder.filter((n) => n !== IMPLICIT_H)];
  const odd = permutationParity(documentOrder, written) === 1;
  return { order: listed.map((i) => bondByNeighbour.get(i)!), tag: odd ? (tag === "@" ? "@@" : "@") : tag };
}

/** 0 when `to` is an even permutation of `from`, 1 when odd (items are distinct). */
function permutationParity(from: string[], to: string[]): number {
  const position = new Map(to.map((item, i) => [item, i]));
  const perm = from.map((item) => position.get(item)!);
  let parity = 0;
  const seen = perm.map(() => false);
  for (let i = 0; i < perm.length; i++) {
    if (seen[i]) continue;
    let length = 0;
    for (let j = i; !seen[j]; j = perm[j]!) {
      seen[j] = true;
      length++;
    }
    parity ^= (length - 1) & 1;
  }
  return parity;
}

function atomToken(atom: ParsedAtom, lowerCase: boolean, tag: ChiralTag | null): string {
  const { element, charge, isotope, hydrogens, mapNumber } = atom;
  const symbol = lowerCase ? element.toLowerCase() : element;
  // Without a hydrogen count, an uncharged organic-subset atom gets RDKit's default valence hydrogens.
  if (
    tag === null &&
    hydrogens === undefined &&
    charge === 0 &&
    isotope === null &&
    mapNumber === null &&
    ORGANIC_SUBSET.has(element)
  )
    return symbol;
  const h =
    hydrogens === undefined || hydrogens === 0
      ? tag !== null && atom.chirality!.neighbors.includes(IMPLICIT_H)
        ? "H"
        : ""
      : hydrogens === 1
        ? "H"
        : `H${hydrogens}`;
  const sign = charge === 0 ? "" : `${charge > 0 ? "+" : "-"}${Math.abs(charge) > 1 ? Math.abs(charge) : ""}`;
  return `[${isotope ?? ""}${symbol}${tag ?? ""}${h}${sign}${mapNumber === null ? "" : `:${mapNumber}`}]`;
}

/**
 * The MolJSON document of a parsed molecule, CIP labels included. Square-planar, trigonal-bipyramidal and
 * octahedral stereo (`@SP`, `@TB`, `@OH`) cannot be read from RDKit's JS build (its JSON leaves them out), so such
 * a molecule is refused rather than written without its stereo. Those tags only come from the SMILES text, so the
 * costly canonical SMILES (seconds for hundreds of stereo fragments) is written only when the input has one.
 */
export function molJsonOf(molecule: MoleculeLike, input: string, label = "smiles", mapSource = input): MolJson {
  const m = asMolecule(molecule);
  const { mol, graph } = m;
  const unsupported = nonTetrahedralStereo(input) === undefined ? undefined : nonTetrahedralStereo(mol.get_smiles());
  if (unsupported !== undefined) {
    throw new DomainError(
      "INVALID_SMILES",
      `${label} has ${unsupported} (non-tetrahedral) stereo, which MolJSON cannot express without losing it; it represents tetrahedral centres and cis/trans double bonds only: use the SMILES itself`,
      { argument: label, stereo: unsupported },
    );
  }
  return toMolJson(graph, mayHaveStereo(input) ? cipLabels(m) : noCipLabels(), atomMapNumbers(mapSource, m, label));
}

/**
 * Whether a SMILES can describe stereo at all. RDKit's CIP labeller labels only atoms with a chiral tag and bonds
 * with a stereo setting, and a SMILES sets those only with "@", "/" or "\\" (or in a CXSMILES extension, after
 * "|": wedges, enhanced stereo); without any of them the labeller's copy of the molecule (a seventh of the call on
 * drug-sized molecules, issue 33) can only answer no label.
 */
export function mayHaveStereo(smiles: string): boolean {
  return /[@/\\|]/.test(smiles);
}

function noCipLabels(): CipLabels {
  return { atoms: new Map(), bonds: new Map() };
}

/**
 * The atom-map numbers of a molecule ([CH3:1][OH:2]) by atom index. RDKit's JavaScript build exposes them in no
 * structured output (its JSON leaves them out; a molblock has them, but writing one computes 2D coordinates, 11 s for
 * 800 atoms in 100 fragments), so they are read from the SMILES the molecule was parsed from: RDKit numbers atoms in
 * the order they are written, less the written hydrogens ([H], mapped or not) it folds into their neighbours' counts,
 * which `writtenOrder` accounts for. Each mapped atom's element is checked against RDKit's atom; text that cannot be
 * aligned is refused rather than written with numbers on the wrong atoms, or without them.
 */
export function atomMapNumbers(smiles: string, molecule: MoleculeLike, label = "smiles"): Map<number, number> {
  const numbers = new Map<number, number>();
  // Map numbers sit in brackets (":1]"); the SMILES proper ends at the first whitespace (a name or CXSMILES may follow).
  const text = smiles.trim().split(/\s/)[0] ?? "";
  if (!/:\d+\]/.test(text)) return numbers;
  const written = lex(text).atoms;
  const refuse = (why: string): never => {
    throw new DomainError(
      "INVALID_SMILES",
      `${label}: its atom-map numbers could not be placed on RDKit's atoms (${why}); MolJSON would lose them`,
      { argument: label },
    );
  };
  const parsed = asMolecule(molecule);
  const { graph } = parsed;
  const asWritten = writtenOrder(text, parsed);
  graph.atoms.forEach((atom, index) => {
    const token =
      written[asWritten(index)] ?? refuse(`${written.length} atoms written, RDKit read ${graph.atoms.length}`);
    const match = /:(\d+)\]$/.exec(text.slice(token.start, token.end));
    if (!token.bracket || !match) return;
    const element = token.aromatic ? token.symbol[0]!.toUpperCase() + token.symbol.slice(1) : token.symbol;
    if (atomicNumber(element) !== atom.atomicNumber) refuse(`atom ${index + 1} is not ${element}`);
    const value = Number(match[1]);
    // RDKit reads ":0" as no map number.
    if (value > 0) numbers.set(index, value);
  });
  return numbers;
}

/**
 * CIP labels in a document are read-only: a label that disagrees with the structure means the document
 * contradicts itself (typically a label edited without the chirality tag), so it is refused with the fix.
 * The molecule is built with the document's atoms in document order, so RDKit atom i is document atom i;
 * explicit [H] atoms that RDKit removes would shift that, so the check then runs on a copy that keeps them.
 */
export function checkCip(mol: JSMol, expected: ExpectedCip, smiles: string, documentAtoms: number): void {
  if (expected.atoms.size === 0 && expected.bonds.size === 0) return;
  let labels: CipLabels;
  if (mol.get_num_atoms() === documentAtoms) labels = cipLabels(mol);
  else {
    const withH = rdkit().get_mol(smiles, JSON.stringify({ removeHs: false }));
    try {
      if (!withH?.is_valid()) return; // cannot happen: the same SMILES just parsed; nothing to check against
      labels = cipLabels(withH);
    } finally {
      free(withH);
    }
  }
  for (const [index, { id, label }] of expected.atoms) {
    const actual = labels.atoms.get(index);
    if (actual === label) continue;
    fail(
      actual === undefined
        ? `atom ${id}: "cip" says ${label} but the structure has no CIP-labelled stereocentre there; cip is read-only, set "chirality" (or give cip null)`
        : `atom ${id}: "cip" says ${label} but its chirality gives ${actual}; cip is read-only: to invert the centre swap its chirality tag (@ ↔ @@), or give cip null`,
      { atom: id, expected: label, actual: actual ?? null },
    );
  }
  for (const [key, { id, label }] of expected.bonds) {
    const actual = labels.bonds.get(key);
    if (actual === label) continue;
    fail(
      actual === undefined
        ? `bond ${id}: "cip" says ${label} but the structure has no E/Z double bond there; cip is read-only, set "stereo" (or give cip null)`
        : `bond ${id}: "cip" says ${label} but its stereo gives ${actual}; cip is read-only: to switch it swap the stereo relation (cis ↔ trans), or give cip null`,
      { bond: id, expected: label, actual: actual ?? null },
    );
  }
}
