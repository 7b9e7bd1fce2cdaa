/**
 * Bridging prefixes (IUPAC P-25.4.2.1, P-63.5): "2,3-epoxypyridine", "3,4-epoxy-1-phenylbutane",
 * "2,3-methylenedioxynaphthalene", "9,10-ethanoanthracene", "1,4:5,8-dimethanonaphthalene",
 * "11-chloro-9,10-(epoxymethano)anthracene". A bridge is a chain of atoms joining the two atoms of a locant pair,
 * each giving up one hydrogen (a mancude ring keeps its double bonds: the bridge takes the place of a hydrogen, or
 * of the indicated hydrogen the name leaves unwritten, as any substituent does). The first-cited part of a composite
 * bridge ("epoxy" of "epoxymethano") is on the first locant.
 *
 * On a ring parent a single bridge's atoms are numbered on from the parent's highest locant, starting at the end
 * next to the higher-numbered bridgehead (P-25.4.3.4.1: "11-chloro-9,10-(epoxymethano)anthracene" has C11 next to
 * C10). Several bridges are left unnumbered (a locant on them is refused). A bridge without locants is refused: the
 * atoms it joins are the whole point of the name.
 */
import { type Graph, NameStructureError } from "./graph.ts";

function fail(message: string): never {
  throw new NameStructureError(message);
}

export interface Bridge {
  /** The bridge's atoms from the end on the first locant. */
  atoms: string[];
  /** The bond orders between consecutive atoms. */
  orders: (1 | 2)[];
  /** The bond order to each bridgehead ("ethanediylidene", =CH-CH=: 2); 1 when absent. */
  ends?: 1 | 2;
  /** Bridge atoms with a spare valence for a double bond the ring system's arrangement places ("azeno", -N=). */
  spare?: number[];
  /** Single-atom groups on a bridge atom ("(dichloromethylenedioxy)": two Cl on its C): [atom index, element]. */
  groups?: [number, string][];
}

/** The groups a bracketed bridge's carbon may carry by name: "(dichloromethylenedioxy)", "(dimethylmethylenedioxy)". */
const BRIDGE_GROUPS: [string, string][] = [
  ["fluoro", "F"],
  ["chloro", "Cl"],
  ["bromo", "Br"],
  ["methyl", "C"],
];

const BRIDGES: [string, Bridge][] = [
  ["epoxymethano", { atoms: ["O", "C"], orders: [1] }],
  ["methylenedioxy", { atoms: ["O", "C", "O"], orders: [1, 1] }],
  ["ethylenedioxy", { atoms: ["O", "C", "C", "O"], orders: [1, 1, 1] }],
  ["epidioxy", { atoms: ["O", "O"], orders: [1] }],
  ["epithio", { atoms: ["S"], orders: [] }],
  ["epoxy", { atoms: ["O"], orders: [] }],
  ["epimino", { atoms: ["N"], orders: [] }],
  ["methano", { atoms: ["C"], orders: [] }],
  ["ethano", { atoms: ["C", "C"], orders: [1] }],
  ["etheno", { atoms: ["C", "C"], orders: [2] }],
  ["propano", { atoms: ["C", "C", "C"], orders: [1, 1] }],
  // The unsaturated bridges by the locant of their double bond, from the end on the first locant (OPSIN's forms).
  ["prop[1]eno", { atoms: ["C", "C", "C"], orders: [2, 1] }],
  ["propeno", { atoms: ["C", "C", "C"], orders: [2, 1] }],
  ["but[1]eno", { atoms: ["C", "C", "C", "C"], orders: [2, 1, 1] }],
  ["but[2]eno", { atoms: ["C", "C", "C", "C"], orders: [1, 2, 1] }],
  ["buta[1,3]dieno", { atoms: ["C", "C", "C", "C"], orders: [2, 1, 2] }],
  ["epidithio", { atoms: ["S", "S"], orders: [1] }],
  ["ethanediylidene", { atoms: ["C", "C"], orders: [1], ends: 2 }],
  ["azeno", { atoms: ["N"], orders: [], spare: [0] }],
  ["metheno", { atoms: ["C"], orders: [], spare: [0] }],
  ["diazeno", { atoms: ["N", "N"], orders: [2] }],
  ["butano", { atoms: ["C", "C", "C", "C"], orders: [1, 1, 1] }],
];

const MULTIPLIERS: [string, number][] = [
  ["di", 2],
  ["tri", 3],
  ["tetra", 4],
  ["", 1],
];

export interface BridgePrefix {
  /** Two locants per bridge, in the order written. */
  locants: string[];
  mult: number;
  bridge: Bridge;
  name: string;
  end: number;
}

/** "1,4-", "1,4:5,8-" then a multiplier and a bridge name, optionally in parentheses, at `pos` of the name. */
export function readBridgePrefix(text: string, pos: number): BridgePrefix[] {
  const m = /^(\d+[a-z]?,\d+[a-z]?(?::\d+[a-z]?,\d+[a-z]?)*)-/.exec(text.slice(pos, pos + 40));
  if (!m) return [];
  const locants = (m[1] as string).split(/[:,]/);
  const lc = text.toLowerCase();
  const out: BridgePrefix[] = [];
  for (const [form, mult] of MULTIPLIERS) {
    let at = pos + m[0].length;
    if (!lc.startsWith(form, at)) continue;
    at += form.length;
    const open = lc[at] === "(";
    if (open) at += 1;
    // "(dichloromethylenedioxy)": two like groups on the middle carbon of a bracketed methylenedioxy.
    let groups: [number, string][] | undefined;
    const grouped = open ? /^di(fluoro|chloro|bromo|methyl)(?=methylenedioxy\))/.exec(lc.slice(at, at + 40)) : null;
    if (grouped) {
      const element = BRIDGE_GROUPS.find(([g]) => g === grouped[1])?.[1] as string;
      groups = [
        [1, element],
        [1, element],
      ];
      at += grouped[0].length;
    }
    for (const [bridgeName, found] of BRIDGES) {
      if (!lc.startsWith(bridgeName, at)) continue;
      const bridge = groups ? { ...found, groups } : found;
      let end = at + bridgeName.length;
      if (open) {
        if (lc[end] !== ")") continue;
        end += 1;
      }
      if (locants.length !== 2 * mult) continue;
      out.push({ locants, mult, bridge, name: text.slice(pos + m[0].length, end), end });
      break; // the longest form only: "epoxymethano" is not "epoxy" then "methano"
    }
  }
  return out;
}

/**
 * Joins each pair of atoms with a copy of the bridge. `claim(atom)` lets a mancude ring atom give up its unwritten
 * indicated hydrogen (the builder's rule for any substituent); `label` numbers a single bridge's atoms from
 * `next` on (null: leave them unnumbered).
 */
export function attachBridges(
  graph: Graph,
  bridge: Bridge,
  pairs: { atoms: [number, number]; locants: [string, string] }[],
  what: string,
  claim: (atom: number) => void,
  next: number | null,
  label: (atom: number, locant: string) => void,
): void {
  for (const { atoms, locants } of pairs) {
    const [a, b] = atoms;
    if (a === b) fail(`${what}: a bridge joins two different atoms`);
    const endOrder = bridge.ends ?? 1;
    for (const end of atoms) {
      if ((graph.atoms[end]?.h ?? 0) < 1) claim(end);
      graph.spend(end, endOrder, what);
    }
    const last = bridge.atoms.length - 1;
    const made = bridge.atoms.map((element, k) => {
      const spare = bridge.spare?.includes(k) === true;
      const bonds =
        (k === 0 ? endOrder : (bridge.orders[k - 1] ?? 1)) +
        (k === last ? endOrder : (bridge.orders[k] ?? 1)) +
        (spare ? 1 : 0);
      const valence = element === "C" ? 4 : element === "N" ? 3 : 2;
      if (valence < bonds) fail(`${what}: the bridge's ${element} has no room for its bonds`);
      const h = valence - bonds;
      return graph.addAtom({
        element,
        aromatic: false,
        charge: 0,
        isotope: 0,
        h,
        labels: [],
        ...(spare ? { spare } : {}),
      });
    });
    graph.bonds.push({ a, b: made[0] as number, order: endOrder });
    for (let k = 1; k < made.length; k++) {
      graph.bonds.push({ a: made[k - 1] as number, b: made[k] as number, order: bridge.orders[k - 1] ?? 1 });
    }
    graph.bonds.push({ a: made[last] as number, b, order: endOrder });
    for (const [k, element] of bridge.groups ?? []) {
      const on = made[k] as number;
      graph.spend(on, 1, what);
      const h = element === "C" ? 3 : 0;
      const group = graph.addAtom({ element, aromatic: false, charge: 0, isotope: 0, h, labels: [] });
      graph.bonds.push({ a: on, b: group, order: 1 });
    }
    if (next !== null && pairs.length === 1) {
      // From the end next to the higher-numbered bridgehead.
      const [first, second] = locants.map((l) => Number.parseFloat(l)) as [number, number];
      const order = second > first ? [...made].reverse() : made;
      if (first === second) fail(`${what}: the bridgeheads' locants tie`);
      order.forEach((atom, k) => {
        label(atom, String(next + k));
      });
    }
  }
}
