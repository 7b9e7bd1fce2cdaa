/**
 * Builds a substitutive name from a molecule's graph (IUPAC 2013 recommendations, written from the rules):
 * the principal characteristic group by seniority (P-41) as suffix, the parent hydride chosen by P-44 (most
 * principal groups; ring before chain; longest chain, then most multiple bonds, then double bonds), numbered by
 * P-31.1.4 (lowest locants to principal groups or free valence, then multiple bonds, then double bonds, then all
 * prefixes, then the prefix cited first in alphanumerical order), every other group a prefix in alphanumerical order
 * (P-14.5) with multiplying prefixes and enclosing marks. Substituent prefixes are named the same way with the free
 * valence as their suffix. What it does not cover throws NamerDecline with the reason.
 */
import type { MolGraph } from "../../graph.ts";
import { fusedParentCount, fusedTemplateOrder, fusedTemplates } from "./fused.ts";
import { RING_PARENTS, type RingParent } from "./ring-parents.ts";
import { NamerDecline, alkaneStem, alphaKey, elide, enclose, groupMultiplier, multiplier } from "./words.ts";

/** Principal characteristic groups, most senior first (P-41, the classes the namer expresses as suffixes). */
export const SENIORITY = [
  "acid",
  // Sulfonic and sulfinic acids rank with the acids after carboxylic acids, sulfonamides with the amides after
  // carboxamides (P-41: acids > esters > amides, carbon acids first within each class).
  "sulfonic acid",
  "sulfinic acid",
  "ester",
  // Acid halides rank between esters and amides (P-41); only sulfonyl halides are named (sulfonyl chloride).
  "sulfonyl halide",
  "amide",
  "sulfonamide",
  "nitrile",
  "aldehyde",
  "ketone",
  "alcohol",
  "thiol",
  "amine",
  "imine",
] as const;
export type GroupClass = (typeof SENIORITY)[number];
type CarbonClass = "acid" | "ester" | "amide" | "nitrile" | "aldehyde";

interface Edge {
  to: number;
  order: number;
}

/** An acyclic carbon carrying a carbon-ending group (the carbon is the group's: -oic acid, -nitrile, -al ...). */
interface FunctionalCarbon {
  kind: CarbonClass;
  /** The heteroatoms of the group (=O, OH, the ester's O, the amide's N, the nitrile's N). */
  parts: number[];
  /** The ester's O-bound carbon or the amide's N. */
  partner?: number;
}

interface Prefix {
  locant: string;
  name: string;
  compound: boolean;
}

interface Named {
  name: string;
  compound: boolean;
}

/**
 * An acyclic C(=O) whose other two neighbours are single-bonded N or O: carbonic acid's carbon (P-65.2.3). Its kind
 * by those neighbours: urea N,N; carbamate N,O-R; carbamic acid N,OH; carbonate O-R,O-R; others (O-R,OH) unnamed.
 */
interface CarbonicCarbon {
  kind: "urea" | "thiourea" | "guanidine" | "carbamate" | "carbamic acid" | "carbonate" | "other";
  /** The two single-bonded heteroatoms. */
  hetero: [number, number];
  /** The double-bonded atom: O, S (thiourea) or N (guanidine, P-66.4.1.2.1). */
  double: number;
}

/**
 * Where a carbonic acid derivative as principal group ranks among SENIORITY's classes (P-41, P-42: carbonic acid
 * follows the carboxylic acids within each class: acids, then esters, then amides), as a fractional index.
 */
const CARBONIC_RANK: Record<Exclude<CarbonicCarbon["kind"], "other">, number> = {
  "carbamic acid": 0.5,
  carbamate: 3.5,
  carbonate: 3.5,
  urea: 5.5,
  // Chalcogen analogues follow the oxygen ones (P-41); guanidine, carbonic acid's amidine, follows the amides.
  thiourea: 5.6,
  guanidine: 6.5,
};

/** How a substituent parent ends: -yl (methyl), or as an acyl group of a sulfur acid, -sulfonyl / -sulfinyl. */
type SubstituentEnding = "yl" | "sulfonyl" | "sulfinyl";

/** A sulfur atom with =O on it, seen from one neighbour: its oxo O atoms and its other single-bonded neighbours. */
interface SulfurOxo {
  oxo: number[];
  rest: Edge[];
}

const HALO: Record<number, string> = { 9: "fluoro", 17: "chloro", 35: "bromo", 53: "iodo" };
const ALLOWED = new Set([6, 7, 8, 16, 9, 17, 35, 53]);
const SYMBOL: Record<number, string> = { 5: "B", 14: "Si", 15: "P", 34: "Se", 1: "H" };

/** A parent hydride candidate with one numbering: `atoms[i]` has locant `values[i]` (default i + 1; 4a is 4.1). */
interface Numbered {
  atoms: number[];
  ring: RingParent | FusedParent | "benzene" | "carbocycle" | null;
  values?: number[];
}

/** A fused ring parent: its name and the locant value of each template atom matched. */
interface FusedParent {
  name: string;
  fused: true;
}

/** A locant's value for comparisons: 4 < 4a (4.1) < 4b (4.2) < 5; NaN for N. */
export function locantValue(label: string): number {
  const m = /^(\d+)([a-z]?)$/.exec(label);
  if (!m) return Number.NaN;
  return Number(m[1]) + (m[2] ? (m[2].charCodeAt(0) - 96) / 10 : 0);
}

/** The label of a locant value (4.1 is 4a). */
export function locantLabel(value: number): string {
  const whole = Math.floor(value);
  const letter = Math.round((value - whole) * 10);
  return letter === 0 ? String(whole) : `${whole}${String.fromCharCode(96 + letter)}`;
}

const at = (c: Numbered, i: number): number => c.values?.[i] ?? i + 1;

/** What the whole name needs to place stereodescriptors: each parent atom's locant. */
export interface ComposedName {
  name: string;
  /** The name of the acid part of an ester (the descriptors go before it), else the whole name. */
  acidPart: string;
  esterWord: string | null;
  locants: Map<number, number>;
  /** The parent carries prefixes: as a substituent it is compound and goes in brackets. */
  substituted: boolean;
}

export class Composer {
  private readonly nbrs: Edge[][];
  private readonly inRing: boolean[];
  private readonly ringOf: number[][] = [];
  private readonly fusedSystems = new Set<number[]>();
  private readonly fc = new Map<number, FunctionalCarbon>();
  private readonly carbonic = new Map<number, CarbonicCarbon>();
  private readonly branchNames = new Map<string, Named>();
  private principal: GroupClass | null = null;
  /** Substituent chains must start at their free valence (alkoxy groups). */
  private rootFirst = false;
  private retained = true;

  /**
   * @param cationNitrogens the N atoms that are N+ in the ion a neutral stand-in stands for (ions.ts): in a ring,
   *   pyridine-type though substituted (1-methylpyridin-1-ium: "n", not a pyrrole-type NH); as a prefix,
   *   "azaniumyl" (P-73.6), not "amino".
   */
  constructor(
    private readonly graph: MolGraph,
    private readonly cationNitrogens: ReadonlySet<number> = new Set(),
  ) {
    const n = graph.atoms.length;
    this.nbrs = graph.atoms.map(() => []);
    for (const bond of graph.bonds) {
      if (bond.order < 1 || bond.order > 3)
        throw new NamerDecline("bonds other than single, double and triple are not named");
      this.nbrs[bond.begin]?.push({ to: bond.end, order: bond.order });
      this.nbrs[bond.end]?.push({ to: bond.begin, order: bond.order });
    }
    this.inRing = new Array<boolean>(n).fill(false);
    this.checkAtoms();
    this.checkRings();
    for (let i = 0; i < n; i++) {
      const f = this.classifyCarbon(i);
      if (f) this.fc.set(i, f);
      const k = this.classifyCarbonic(i);
      if (k) this.carbonic.set(i, k);
    }
  }

  private z(i: number): number {
    return this.graph.atoms[i]?.atomicNumber ?? 0;
  }
  private h(i: number): number {
    return this.graph.atoms[i]?.hydrogens ?? 0;
  }
  private degree(i: number): number {
    return this.nbrs[i]?.length ?? 0;
  }
  private order(a: number, b: number): number {
    return this.nbrs[a]?.find((e) => e.to === b)?.order ?? 0;
  }

  private checkAtoms(): void {
    this.graph.atoms.forEach((atom, i) => {
      if (!ALLOWED.has(atom.atomicNumber)) {
        const symbol = SYMBOL[atom.atomicNumber] ?? `element ${atom.atomicNumber}`;
        throw new NamerDecline(`compounds of ${symbol} are not named yet (C, H, N, O, S and halogens only)`);
      }
      if (atom.isotope !== 0) throw new NamerDecline("isotopically labelled atoms are not named yet");
      if (atom.radicals !== 0) throw new NamerDecline("radicals are not named yet");
      if (atom.charge !== 0 && !this.isNitroAtom(i)) {
        throw new NamerDecline(
          "charged atoms (ions, zwitterions, N-oxides) are not named yet; nitro and isocyano groups are",
        );
      }
    });
  }

  /** [N+](=O)[O-] on one other atom: a nitro group, written with charges in SMILES. */
  private isNitro(n: number): boolean {
    const atom = this.graph.atoms[n];
    if (atom?.atomicNumber !== 7 || atom.charge !== 1) return false;
    const es = this.nbrs[n] ?? [];
    if (es.length !== 3) return false;
    const dO = es.filter((e) => this.z(e.to) === 8 && e.order === 2 && this.degree(e.to) === 1);
    const oMinus = es.filter(
      (e) => this.z(e.to) === 8 && e.order === 1 && this.degree(e.to) === 1 && this.graph.atoms[e.to]?.charge === -1,
    );
    return dO.length === 1 && oMinus.length === 1;
  }

  /** R-[N+]#[C-]: an isocyanide, named by the isocyano prefix (IUPAC 2013 allows it beside the "isocyanide" class
   * name; the namer gives substitutive names only), with its two charged atoms. */
  private isIsocyano(n: number): boolean {
    const atom = this.graph.atoms[n];
    if (atom?.atomicNumber !== 7 || atom.charge !== 1) return false;
    const es = this.nbrs[n] ?? [];
    const c = es.find((e) => e.order === 3 && this.z(e.to) === 6 && this.degree(e.to) === 1);
    return es.length === 2 && c !== undefined && this.graph.atoms[c.to]?.charge === -1 && this.h(c.to) === 0;
  }

  private isNitroAtom(i: number): boolean {
    if (this.isNitro(i) || this.isIsocyano(i)) return true;
    if (this.z(i) === 6 && (this.nbrs[i] ?? []).some((e) => e.order === 3 && this.isIsocyano(e.to))) return true;
    return (this.nbrs[i] ?? []).some((e) => this.isNitro(e.to)) && this.z(i) === 8;
  }

  private checkRings(): void {
    const rings = this.graph.rings;
    // Ring systems: rings that share an atom (union-find over the rings).
    const owner = rings.map((_, r) => r);
    const find = (r: number): number => {
      let x = r;
      while (owner[x] !== x) x = owner[x] as number;
      return x;
    };
    const seen = new Map<number, number>();
    rings.forEach((ring, r) => {
      for (const a of ring) {
        const other = seen.get(a);
        if (other !== undefined) owner[find(other)] = find(r);
        else seen.set(a, r);
      }
    });
    const systems = new Map<number, number[]>();
    rings.forEach((ring, r) => {
      const root = find(r);
      const list = systems.get(root) ?? [];
      for (const a of ring) if (!list.includes(a)) list.push(a);
      systems.set(root, list);
    });
    for (const [root, atoms] of systems) {
      const count = rings.filter((_, r) => find(r) === root).length;
      const ordered = count === 1 ? this.cyclicOrder(atoms) : atoms;
      if (count > 1) this.fusedSystems.add(ordered);
      for (const a of ordered) {
        this.inRing[a] = true;
        this.ringOf[a] = ordered;
      }
    }
  }

  /** The ring's atoms in the order of its bonds (RDKit's ring lists are walked, not trusted for order). */
  private cyclicOrder(ring: number[]): number[] {
    const members = new Set(ring);
    const order = [ring[0] as number];
    let prev = -1;
    let at = ring[0] as number;
    while (order.length < ring.length) {
      const next = (this.nbrs[at] ?? []).find((e) => members.has(e.to) && e.to !== prev && !order.includes(e.to));
      if (!next) throw new NamerDecline("a ring whose atoms could not be ordered");
      prev = at;
      at = next.to;
      order.push(at);
    }
    return order;
  }

  private classifyCarbon(c: number): FunctionalCarbon | null {
    if (this.z(c) !== 6 || this.inRing[c]) return null;
    const es = this.nbrs[c] ?? [];
    const nitrile = es.find((e) => e.order === 3 && this.z(e.to) === 7 && this.degree(e.to) === 1);
    if (nitrile) {
      return es.length === 2 && es.every((e) => e === nitrile || this.z(e.to) === 6)
        ? { kind: "nitrile", parts: [nitrile.to] }
        : null;
    }
    const oxo = es.filter((e) => e.order === 2 && this.z(e.to) === 8 && this.degree(e.to) === 1);
    if (oxo.length !== 1) return null;
    const o = (oxo[0] as Edge).to;
    const others = es.filter((e) => e.to !== o);
    const carbons = others.filter((e) => this.z(e.to) === 6);
    const hetero = others.filter((e) => this.z(e.to) !== 6);
    if (carbons.length > 1) return null;
    if (hetero.length === 0) return this.h(c) >= 1 ? { kind: "aldehyde", parts: [o] } : null;
    if (hetero.length > 1) return null;
    const x = (hetero[0] as Edge).to;
    if (this.inRing[x] || (hetero[0] as Edge).order !== 1) return null;
    if (this.z(x) === 8) {
      if (this.degree(x) === 1 && this.h(x) === 1) return { kind: "acid", parts: [o, x] };
      const y = (this.nbrs[x] ?? []).find((e) => e.to !== c);
      if (this.degree(x) === 2 && y && this.z(y.to) === 6) return { kind: "ester", parts: [o, x], partner: y.to };
      return null;
    }
    if (this.z(x) === 7 && this.graph.atoms[x]?.charge === 0) return { kind: "amide", parts: [o, x], partner: x };
    return null;
  }

  private classifyCarbonic(c: number): CarbonicCarbon | null {
    if (this.z(c) !== 6 || this.inRing[c]) return null;
    const es = this.nbrs[c] ?? [];
    const doubles = es.filter((e) => e.order === 2);
    const hetero = es.filter((e) => e.order === 1 && (this.z(e.to) === 7 || this.z(e.to) === 8));
    if (es.length !== 3 || doubles.length !== 1 || hetero.length !== 2) return null;
    const d = (doubles[0] as Edge).to;
    const zd = this.z(d);
    const chalcogen = (zd === 8 || zd === 16) && this.degree(d) === 1;
    const imino =
      zd === 7 &&
      !this.inRing[d] &&
      this.graph.atoms[d]?.charge === 0 &&
      (this.nbrs[d] ?? []).every((f) => f.to === c || f.order === 1);
    if (!chalcogen && !imino) return null;
    if (hetero.some((e) => this.graph.atoms[e.to]?.charge !== 0)) return null;
    const pair = hetero.map((e) => e.to) as [number, number];
    const role = (x: number): "N" | "OH" | "OR" | null => {
      if (this.z(x) === 7) return (this.nbrs[x] ?? []).every((f) => f.order === 1) ? "N" : null;
      const rest = (this.nbrs[x] ?? []).filter((f) => f.to !== c);
      if (rest.length === 0) return "OH";
      return rest.length === 1 && this.z((rest[0] as Edge).to) === 6 ? "OR" : null;
    };
    const roles = pair.map(role).sort().join(",");
    const kind: CarbonicCarbon["kind"] =
      roles === "N,N"
        ? "urea"
        : roles === "N,OR"
          ? "carbamate"
          : roles === "N,OH"
            ? "carbamic acid"
            : roles === "OR,OR"
              ? "carbonate"
              : "other";
    if (roles.includes("null")) return null;
    // Of the S and N analogues only thiourea and guanidine are named.
    if (zd !== 8)
      return { kind: kind !== "urea" ? "other" : zd === 16 ? "thiourea" : "guanidine", hetero: pair, double: d };
    return { kind, hetero: pair, double: d };
  }

  /** The principal-group class of the branch q hanging off parent atom a, if it is a suffix-capable group. */
  private groupOn(a: number, q: number, order: number, chainParent = false): GroupClass | null {
    if (this.z(a) !== 6) return null;
    const f = this.fc.get(q);
    // On a chain the group's carbon is a chain atom (butanoic acid), never a -carboxylic acid branch.
    if (f) return chainParent ? null : f.kind;
    const zq = this.z(q);
    if (this.inRing[q]) return null;
    if (zq === 8 && order === 1 && this.degree(q) === 1 && this.h(q) === 1) return "alcohol";
    if (zq === 8 && order === 2 && this.degree(q) === 1 && !this.fc.has(a) && this.ketoneCarbon(a)) return "ketone";
    if (zq === 16 && order === 1 && this.degree(q) === 1 && this.h(q) === 1) return "thiol";
    if (zq === 16 && order === 1) return this.sulfurAcidGroup(q, a);
    if (zq === 7 && order === 1 && this.graph.atoms[q]?.charge === 0 && this.plainAmine(q)) return "amine";
    if (zq === 7 && order === 2 && this.graph.atoms[q]?.charge === 0 && this.degree(q) <= 2) return "imine";
    return null;
  }

  /**
   * C-S(=O)(=O)OH, C-S(=O)OH and C-S(=O)(=O)N (N acyclic, neutral, single-bonded): the sulfur acids and the
   * sulfonamide, which can be suffixes (benzenesulfonic acid, methanesulfinic acid, N-methylbenzenesulfonamide).
   */
  private sulfurAcidGroup(q: number, a: number): GroupClass | null {
    const s = this.sulfurOxo(q, a);
    if (s?.rest.length !== 1) return null;
    const x = (s.rest[0] as Edge).to;
    if (this.inRing[x] || this.graph.atoms[x]?.charge !== 0) return null;
    if (this.z(x) === 8 && this.degree(x) === 1 && this.h(x) === 1) {
      return s.oxo.length === 2 ? "sulfonic acid" : "sulfinic acid";
    }
    if (this.z(x) === 7 && s.oxo.length === 2 && (this.nbrs[x] ?? []).every((e) => e.order === 1)) {
      return "sulfonamide";
    }
    if (HALO[this.z(x)] && s.oxo.length === 2) return "sulfonyl halide";
    return null;
  }

  /** S(=O) or S(=O)(=O) neutral, with only single bonds besides the oxo groups; null for anything else. */
  private sulfurOxo(q: number, a: number): SulfurOxo | null {
    if (this.z(q) !== 16 || this.inRing[q] || this.graph.atoms[q]?.charge !== 0) return null;
    const others = (this.nbrs[q] ?? []).filter((e) => e.to !== a);
    const oxo = others.filter((e) => e.order === 2 && this.z(e.to) === 8 && this.degree(e.to) === 1).map((e) => e.to);
    const rest = others.filter((e) => !oxo.includes(e.to));
    if (oxo.length === 0 || oxo.length > 2 || rest.some((e) => e.order !== 1) || this.order(q, a) !== 1) return null;
    return { oxo, rest };
  }

  /** A C=O carbon whose other neighbours are carbons (or a ring N, as in N-acylpiperidines): a ketone. */
  private ketoneCarbon(a: number): boolean {
    const others = (this.nbrs[a] ?? []).filter((e) => !(e.order === 2 && this.z(e.to) === 8));
    const hetero = others.filter((e) => this.z(e.to) !== 6);
    if (hetero.length === 0) return true;
    // In a ring, beside ring heteroatoms: a lactone or lactam (oxolan-2-one, piperidin-2-one, 1,3-oxazolidin-2-one).
    if (this.inRing[a]) return hetero.every((e) => this.inRing[e.to]);
    // Outside a ring, beside a ring N: an N-acyl ring amine (1-(piperidin-1-yl)ethan-1-one).
    return hetero.length === 1 && this.z((hetero[0] as Edge).to) === 7 && this.inRing[(hetero[0] as Edge).to] === true;
  }

  /** An amine N: single bonds to carbons only, none of them an acyl carbon (that would be an amide). */
  private plainAmine(n: number): boolean {
    return (this.nbrs[n] ?? []).every(
      (e) => e.order === 1 && this.z(e.to) === 6 && !this.fc.has(e.to) && !this.hasOxo(e.to),
    );
  }

  private hasOxo(c: number): boolean {
    return (this.nbrs[c] ?? []).some((e) => e.order === 2 && (this.z(e.to) === 8 || this.z(e.to) === 16));
  }

  /** The most senior class present anywhere in the molecule. */
  private findPrincipal(): GroupClass | null {
    let best: number = SENIORITY.length;
    this.graph.atoms.forEach((_, a) => {
      for (const e of this.nbrs[a] ?? []) {
        const k = this.groupOn(a, e.to, e.order);
        if (k) best = Math.min(best, SENIORITY.indexOf(k));
      }
      const f = this.fc.get(a);
      if (f) best = Math.min(best, SENIORITY.indexOf(f.kind));
    });
    return SENIORITY[best] ?? null;
  }

  /** The name of the whole molecule (one component, neutral apart from nitro groups). */
  compose(retained: boolean): ComposedName {
    this.retained = retained;
    this.branchNames.clear();
    if (this.graph.atoms.length === 0) throw new NamerDecline("the molecule has no atoms");
    this.principal = this.findPrincipal();
    const carbonic = this.checkCarbonicDerivatives();
    if (carbonic !== null) {
      const k = this.carbonic.get(carbonic) as CarbonicCarbon;
      const kind = k.kind;
      const ringN = k.hetero.find((x) => this.inRing[x]);
      if (ringN !== undefined) return this.renderRingCarboxylate(carbonic, ringN);
      return kind === "urea" || kind === "thiourea" || kind === "guanidine"
        ? this.renderUrea(carbonic, kind)
        : this.renderCarbonicEster(carbonic, kind);
    }
    const best = this.chooseParent(null, null);
    if (!best) throw new NamerDecline("the molecule has no carbon chain or ring the namer can use as its parent");
    return this.render(best.numbered, null, null);
  }

  /**
   * Ureas, carbamates, carbonates (P-65.2.3, P-66.1.6.1): the carbonic carbon that is the principal group, if one
   * is (CARBONIC_RANK against the senior class found); null when none is, so each is a prefix (carbamoyl,
   * methoxycarbonyl ...). Thioureas, guanidines and other C(=X) with two heteroatoms decline, as do two carbonic
   * groups of the principal rank (multiplicative names are not given).
   */
  private checkCarbonicDerivatives(): number | null {
    const decline = "carbonic acid derivatives (ureas, carbamates, carbonates) are not named yet";
    this.graph.atoms.forEach((_, c) => {
      if (this.z(c) !== 6 || this.inRing[c] || this.carbonic.has(c)) return;
      const es = this.nbrs[c] ?? [];
      const doubleHetero = es.some((e) => e.order === 2 && this.z(e.to) !== 6);
      const hetero = es.filter((e) => this.z(e.to) !== 6).length;
      if (doubleHetero && hetero >= 3) {
        throw new NamerDecline(`${decline} (thioureas, guanidines and other C(=X) with two heteroatoms)`);
      }
    });
    if (this.carbonic.size === 0) return null;
    const senior = this.principal === null ? SENIORITY.length : SENIORITY.indexOf(this.principal);
    let best = senior;
    for (const k of this.carbonic.values()) {
      if (k.kind !== "other") best = Math.min(best, CARBONIC_RANK[k.kind]);
    }
    if (best === senior) {
      if ([...this.carbonic.values()].some((k) => k.kind === "other")) {
        throw new NamerDecline(`${decline} (hydrogen carbonates, thiocarbamates, isoureas and the like)`);
      }
      if (this.principal === null) throw new NamerDecline(decline);
      return null;
    }
    const top = [...this.carbonic].filter(([, k]) => k.kind !== "other" && CARBONIC_RANK[k.kind] === best);
    if (top.length > 1) {
      throw new NamerDecline(`${decline} (more than one as the principal group: a multiplicative name)`);
    }
    const [c, k] = top[0] as [number, CarbonicCarbon];
    const ringN = k.hetero.filter((x) => this.inRing[x]);
    if (ringN.length > 1 || (ringN.length === 1 && !["urea", "carbamate", "carbamic acid"].includes(k.kind))) {
      throw new NamerDecline(`${decline} (a urea N in a ring)`);
    }
    if (
      ringN.length === 0 &&
      (k.kind === "urea" || k.kind === "thiourea" || k.kind === "guanidine") &&
      !this.isUrea(c)
    ) {
      throw new NamerDecline(`${decline} (a urea N in a ring)`);
    }
    return c;
  }

  /** X=C(N)N (X: O, S, or guanidine's N) with both N acyclic, neutral and singly bonded (cyclic ureas are rings). */
  private isUrea(c: number): boolean {
    const k = this.carbonic.get(c);
    return (
      k?.hetero.every(
        (n) =>
          this.z(n) === 7 &&
          !this.inRing[n] &&
          this.graph.atoms[n]?.charge === 0 &&
          (this.nbrs[n] ?? []).every((f) => f.order === 1),
      ) === true
    );
  }

  /**
   * Urea with its N-substituents as prefixes at locants 1 and 3 (P-66.1.6.1.1: 1,1-dimethyl-3-phenylurea), the N
   * given 1 being the one that gives the lower locant set, then the prefix cited first the lower locant (P-31.1.4).
   */
  private renderUrea(c: number, kind: "urea" | "thiourea" | "guanidine"): ComposedName {
    const k = this.carbonic.get(c) as CarbonicCarbon;
    const ns = k.hetero;
    // Guanidine's =N is N2, its substituents at locant 2 (2-phenylguanidine); urea's C is 2 (for the locant map).
    const imino = kind === "guanidine" ? k.double : c;
    const onImino: Prefix[] = [];
    for (const e of this.nbrs[imino] ?? []) {
      if (imino !== c && e.to !== c) onImino.push({ locant: "2", ...this.nameBranch(e.to, imino, e.order) });
    }
    let best: { key: Key; prefixes: Prefix[]; ends: number[] } | null = null;
    for (const ends of [ns, [...ns].reverse()]) {
      const prefixes: Prefix[] = [...onImino];
      ends.forEach((n, i) => {
        for (const e of this.nbrs[n] ?? []) {
          if (e.to !== c) prefixes.push({ locant: i === 0 ? "1" : "3", ...this.nameBranch(e.to, n, e.order) });
        }
      });
      const key: Key = [
        sorted(prefixes.map((p) => locantValue(p.locant))),
        groupPrefixes(prefixes).flatMap((g) => g.locants.map(locantValue)),
      ];
      if (!best || compareKeys(key, best.key) < 0) best = { key, prefixes, ends };
    }
    const chosen = best as { key: Key; prefixes: Prefix[]; ends: number[] };
    const name = `${joinPrefixes(chosen.prefixes, false)}${kind}`;
    const locants = new Map<number, number>([
      [chosen.ends[0] as number, 1],
      [imino, 2],
      [chosen.ends[1] as number, 3],
    ]);
    return { name, acidPart: name, esterWord: null, locants, substituted: chosen.prefixes.length > 0 };
  }

  /**
   * A carbamate, carbamic acid or carbonate as the parent (P-65.2.3): "ethyl N-phenylcarbamate", "N,N-dimethylcarbamic
   * acid", "dimethyl carbonate"; the N-substituents are prefixes with locant N, the ester's alkyl part a separate
   * word. A carbonate with two different alkyl parts is not named (the parser reads no "ethyl methyl carbonate").
   */
  private renderCarbonicEster(c: number, kind: CarbonicCarbon["kind"]): ComposedName {
    const [x, y] = (this.carbonic.get(c) as CarbonicCarbon).hetero;
    const words: Named[] = [];
    const prefixes: Prefix[] = [];
    for (const h of [x, y]) {
      for (const e of this.nbrs[h] ?? []) {
        if (e.to === c) continue;
        const named = this.nameBranch(e.to, h, e.order);
        if (this.z(h) === 7) prefixes.push({ locant: "N", ...named });
        else words.push(named);
      }
    }
    const locants = new Map<number, number>();
    let acidPart: string;
    let esterWord: string | null = null;
    if (kind === "carbonate") {
      const [first, second] = words as [Named, Named];
      if (first.name !== second.name) {
        throw new NamerDecline("carbonates with two different alcohol parts are not named yet");
      }
      esterWord = first.compound ? `${groupMultiplier(2)}${enclose(first.name)}` : `${multiplier(2)}${first.name}`;
      acidPart = "carbonate";
    } else {
      acidPart = `${joinPrefixes(prefixes, false)}${kind === "carbamate" ? "carbamate" : "carbamic acid"}`;
      if (kind === "carbamate") esterWord = (words[0] as Named).name;
    }
    const name = esterWord ? `${esterWord} ${acidPart}` : acidPart;
    return { name, acidPart, esterWord, locants, substituted: prefixes.length > 0 };
  }

  /**
   * A carbamate, carbamic acid or urea whose N is a ring's: the ring's carboxylic acid, ester or amide (P-65.1.2):
   * "tert-butyl piperidine-1-carboxylate", "4-methylpiperazine-1-carboxylic acid", "N-phenylpiperidine-1-carboxamide".
   * The ring and its numbering are those of the ring as a substituent on the carbonic carbon (lowest locant to the
   * free valence, as it would be to the suffix). Declined when both the ring and an amide N carry prefixes (they
   * would have to be sorted together).
   */
  private renderRingCarboxylate(c: number, ringN: number): ComposedName {
    const k = this.carbonic.get(c) as CarbonicCarbon;
    const other = k.hetero[0] === ringN ? k.hetero[1] : k.hetero[0];
    const ring = this.nameBranch(ringN, c, 1).name;
    const m = /^(.*)-(\d+[a-z]?)-yl$/.exec(ring);
    if (!m) throw new NamerDecline("carbonic acid derivatives on a ring N are not named yet (this ring)");
    // The "e" that "yl" elided: the names of rings with N all end in it (piperidine, morpholine, 1H-indole).
    const stem = `${m[1]}e-${m[2]}-`;
    const rest = (this.nbrs[other] ?? []).filter((e) => e.to !== c);
    const locants = new Map<number, number>();
    if (k.kind === "carbamic acid") {
      const name = `${stem}carboxylic acid`;
      return { name, acidPart: name, esterWord: null, locants, substituted: true };
    }
    if (k.kind === "carbamate") {
      const esterWord = this.nameBranch((rest[0] as Edge).to, other, 1).name;
      const acidPart = `${stem}carboxylate`;
      return { name: `${esterWord} ${acidPart}`, acidPart, esterWord, locants, substituted: true };
    }
    const prefixes: Prefix[] = rest.map((e) => ({ locant: "N", ...this.nameBranch(e.to, other, e.order) }));
    const system = new Set(this.ringOf[ringN] ?? []);
    const ringSubstituted = [...system].some((a) => (this.nbrs[a] ?? []).some((e) => !system.has(e.to) && e.to !== c));
    if (prefixes.length > 0 && ringSubstituted) {
      throw new NamerDecline("N-substituents on both a ring and a carboxamide are not named yet");
    }
    const name = `${joinPrefixes(prefixes, false)}${prefixes.length > 0 && /^\d/.test(stem) ? "-" : ""}${stem}carboxamide`;
    return { name, acidPart: name, esterWord: null, locants, substituted: true };
  }

  // ---------------------------------------------------------------- parent choice

  /**
   * The best parent and numbering. `from` set: a substituent whose free valence is on `root` (bond `order` to
   * `from`); otherwise the whole molecule with the principal class as suffix.
   */
  private chooseParent(root: number | null, from: number | null, order = 1): { numbered: Numbered; key: Key } | null {
    const candidates: Numbered[] = [];
    if (root !== null && this.inRing[root]) {
      candidates.push(...this.ringNumberings(this.ringOf[root] as number[]));
    } else if (root !== null) {
      for (const path of this.chainsThrough(root, from)) {
        if (this.rootFirst && path[0] !== root && path[path.length - 1] !== root) continue;
        candidates.push(...this.chainNumberings(path));
      }
    } else {
      const ringsDone = new Set<number[]>();
      for (let a = 0; a < this.graph.atoms.length; a++) {
        const ring = this.ringOf[a];
        if (ring && !ringsDone.has(ring)) {
          ringsDone.add(ring);
          candidates.push(...this.ringNumberings(ring));
        }
      }
      for (const path of this.allChains()) candidates.push(...this.chainNumberings(path));
    }
    // Cheap criteria first (principal groups, ring/chain, size, multiple bonds), then the numbering rules.
    let best: { numbered: Numbered; key: Key } | null = null;
    const scored = candidates.map((c) => ({ c, head: this.headKey(c, root, from) }));
    let top: Key | null = null;
    for (const s of scored) if (!top || compareKeys(s.head, top) < 0) top = s.head;
    for (const s of scored) {
      if (!top || compareKeys(s.head, top) !== 0) continue;
      const key = this.numberingKey(s.c, root, from, order);
      if (!best || compareKeys(key, best.key) < 0) best = { numbered: s.c, key };
    }
    return best;
  }

  private headKey(c: Numbered, root: number | null, from: number | null): Key {
    const set = new Set(c.atoms);
    let principal = 0;
    if (root === null && this.principal) {
      for (const a of c.atoms) {
        const f = this.fc.get(a);
        if (f && f.kind === this.principal) principal++;
        for (const e of this.nbrs[a] ?? []) {
          if (set.has(e.to)) continue;
          if (this.groupOn(a, e.to, e.order, c.ring === null) === this.principal) principal++;
        }
      }
    }
    const { multiple, double } = this.unsaturation(c);
    let seniority: number[];
    if (c.ring) {
      const hetero = c.atoms.filter((a) => this.z(a) !== 6);
      seniority = [
        0,
        -Number(hetero.some((a) => this.z(a) === 7)),
        -Number(hetero.length > 0),
        -c.atoms.length,
        -hetero.length,
      ];
    } else {
      seniority = [1, -c.atoms.length];
    }
    void from;
    return [-principal, seniority, -multiple.length, -double.length];
  }

  /** Locants of the parent's multiple bonds (non-aromatic), and of its double bonds. */
  private unsaturation(c: Numbered): { multiple: number[]; double: number[]; triple: number[] } {
    const multiple: number[] = [];
    const double: number[] = [];
    const triple: number[] = [];
    if (c.ring !== null && c.ring !== "carbocycle") {
      return { multiple, double, triple };
    }
    const n = c.atoms.length;
    const pairs = c.ring ? n : n - 1;
    for (let i = 0; i < pairs; i++) {
      const j = (i + 1) % n;
      const o = this.order(c.atoms[i] as number, c.atoms[j] as number);
      if (o < 2) continue;
      const locant = j === 0 ? n : i + 1;
      multiple.push(locant);
      (o === 2 ? double : triple).push(locant);
    }
    return { multiple, double, triple };
  }

  private numberingKey(c: Numbered, root: number | null, from: number | null, _order: number): Key {
    const head = this.headKey(c, root, from);
    const parts = this.attachments(c, root, from);
    const { multiple, double } = this.unsaturation(c);
    const prefixLocants = parts.prefixes.map((p) => locantValue(p.locant)).filter((n) => !Number.isNaN(n));
    const alpha = groupPrefixes(parts.prefixes).flatMap((g) =>
      g.locants.map(locantValue).filter((n) => !Number.isNaN(n)),
    );
    return [
      ...head,
      sorted(parts.suffixLocants),
      sorted(multiple),
      sorted(double),
      -prefixLocants.length,
      sorted(prefixLocants),
      alpha,
    ];
  }

  // ---------------------------------------------------------------- candidates

  private chainEligible(a: number, forSubstituent: boolean): boolean {
    if (
      this.z(a) !== 6 ||
      this.inRing[a] ||
      this.carbonic.has(a) ||
      this.cyanoOnSulfur(a) ||
      this.graph.atoms[a]?.charge !== 0
    )
      return false;
    const f = this.fc.get(a);
    if (!f) return true;
    return !forSubstituent && f.kind === this.principal;
  }

  /** Every simple path of eligible acyclic carbons (the forest of the molecule's chains). */
  private allChains(): number[][] {
    const paths: number[][] = [];
    const n = this.graph.atoms.length;
    for (let u = 0; u < n; u++) {
      if (!this.chainEligible(u, false)) continue;
      const parent = this.bfsTree(u, null, false);
      for (const [v, _] of parent) {
        if (v < u) continue;
        paths.push(pathTo(parent, v));
      }
    }
    return paths;
  }

  /** Paths of eligible carbons containing `root`, not entering `from`. */
  private chainsThrough(root: number, from: number | null): number[][] {
    const parentFromRoot = this.bfsTree(root, from, true);
    const reach = [...parentFromRoot.keys()];
    // The root may be no chain carbon itself (an acyl group's C=O carbon): then it ends every path through it.
    if (!this.chainEligible(root, true)) return reach.map((v) => pathTo(parentFromRoot, v));
    const paths: number[][] = [];
    for (const u of reach) {
      const tree = this.bfsTree(u, from, true);
      for (const v of reach) {
        if (v < u) continue;
        const p = pathTo(tree, v);
        if (p.includes(root)) paths.push(p);
      }
    }
    return paths;
  }

  /** BFS over eligible carbons from u: child -> parent (u -> -1). */
  private bfsTree(u: number, from: number | null, forSubstituent: boolean): Map<number, number> {
    const parent = new Map<number, number>([[u, -1]]);
    const queue = [u];
    while (queue.length > 0) {
      const a = queue.shift() as number;
      for (const e of this.nbrs[a] ?? []) {
        if (e.to === from || parent.has(e.to) || !this.chainEligible(e.to, forSubstituent)) continue;
        parent.set(e.to, a);
        queue.push(e.to);
      }
    }
    return parent;
  }

  private chainNumberings(path: number[]): Numbered[] {
    const one: Numbered = { atoms: path, ring: null };
    if (path.length === 1) return [one];
    return [one, { atoms: [...path].reverse(), ring: null }];
  }

  private ringNumberings(ring: number[]): Numbered[] {
    if (this.fusedSystems.has(ring)) return this.fusedNumberings(ring);
    const n = ring.length;
    const rotations: number[][] = [];
    for (let s = 0; s < n; s++) {
      for (const d of [1, -1])
        rotations.push(Array.from({ length: n }, (_, i) => ring[(s + d * i + n * 2) % n] as number));
    }
    const allC = ring.every((a) => this.z(a) === 6);
    const aromatic = ring.every((a) => this.graph.atoms[a]?.aromatic);
    if (allC && aromatic) {
      if (n !== 6) throw new NamerDecline(`an aromatic carbocycle of ${n} atoms is not named yet`);
      return rotations.map((atoms) => ({ atoms, ring: "benzene" }));
    }
    if (allC && !ring.some((a) => this.graph.atoms[a]?.aromatic)) {
      return rotations.map((atoms) => ({ atoms, ring: "carbocycle" }));
    }
    const out: Numbered[] = [];
    for (const parent of RING_PARENTS) {
      if (parent.tokens.length !== n) continue;
      for (const atoms of rotations) {
        if (this.matches(atoms, parent)) out.push({ atoms, ring: parent });
      }
      if (out.length > 0) return out;
    }
    // Hydro forms with their fixed numbering (1,2-dihydropyridine for pyridin-2(1H)-one, 1,3-diazinane): fused.ts.
    const hydro = this.templateNumberings(ring);
    if (hydro.length > 0) return hydro;
    const elements = [...new Set(ring.filter((a) => this.z(a) !== 6).map((a) => SYMBOL_OF[this.z(a)] ?? "?"))].join(
      ", ",
    );
    throw new NamerDecline(
      `a ${n}-membered ring with ${elements || "carbon only"}${aromatic ? "" : " (partly unsaturated or not in the namer's list)"} is not named yet`,
    );
  }

  /** Every match of the ring system onto a fused template, each a numbering (fused.ts). */
  private fusedNumberings(system: number[]): Numbered[] {
    const out = this.templateNumberings(system);
    if (out.length > 0) return out;
    const hetero = [...new Set(system.filter((a) => this.z(a) !== 6).map((a) => SYMBOL_OF[this.z(a)] ?? "?"))];
    throw new NamerDecline(
      `the fused ring system of ${system.length} atoms${hetero.length ? ` with ${hetero.join(", ")}` : ""} is not one the namer knows yet (it knows ${fusedParentCount()} fused and bridged parents: naphthalene, 1H-indole, quinoline, purine, anthracene, 9H-carbazole, tetrahydroquinoline ...)`,
    );
  }

  /** The numberings of the first template the ring or ring system matches atom for atom; none: []. */
  private templateNumberings(system: number[]): Numbered[] {
    const members = new Set(system);
    const ringDegree = (a: number) => (this.nbrs[a] ?? []).filter((e) => members.has(e.to)).length;
    const bonds = system.reduce((sum, a) => sum + ringDegree(a), 0) / 2;
    for (const t of fusedTemplates()) {
      if (t.graph.atoms.length !== system.length || t.graph.bonds.length !== bonds) continue;
      const out: Numbered[] = [];
      const map = new Array<number>(system.length).fill(-1);
      const used = new Set<number>();
      const compatible = (ti: number, a: number): boolean => {
        const ta = t.graph.atoms[ti];
        const atom = this.graph.atoms[a];
        if (!ta || !atom || ta.atomicNumber !== atom.atomicNumber) return false;
        if ((t.adjacency[ti] ?? []).length !== ringDegree(a)) return false;
        // RDKit calls quinolin-2(1H)-one and 2H-chromen-2-one aromatic; they are named from the hydro parent
        // (1,2-dihydroquinoline, 2H-1-benzopyran) whose CH2 or NH carries the =O or the H. So a template atom
        // outside its aromatic rings may stand for an aromatic atom; its bonds are then compared by Kekule order
        // (below), which leaves an sp3 template C only an aromatic C whose double bond is exocyclic (=O, =S, =N).
        if (ta.aromatic && !atom.aromatic) return false;
        if (ta.aromatic && ta.atomicNumber === 7) {
          // A pyrrole-type N (H or a substituent) only where the template has its NH.
          const pyrrole = !this.cationNitrogens.has(a) && (atom.hydrogens > 0 || this.degree(a) > ringDegree(a));
          return pyrrole === ta.hydrogens > 0;
        }
        return true;
      };
      const extend = (ti: number): void => {
        if (ti === system.length) {
          const atoms = new Array<number>(system.length);
          const values = new Array<number>(system.length);
          // Parent atoms in locant order.
          const order = t.labels.map((l, i) => ({ v: locantValue(l), i })).sort((x, y) => x.v - y.v);
          order.forEach((o, k) => {
            atoms[k] = map[o.i] as number;
            values[k] = o.v;
          });
          out.push({ atoms, values, ring: { name: t.name, fused: true } });
          return;
        }
        for (const a of system) {
          if (used.has(a) || !compatible(ti, a)) continue;
          let ok = true;
          for (const tj of t.adjacency[ti] ?? []) {
            const mj = map[tj] as number;
            if (tj < ti && mj >= 0) {
              const o = this.order(a, mj);
              if (o === 0) ok = false;
              else if (
                !(t.graph.atoms[ti]?.aromatic && t.graph.atoms[tj]?.aromatic) &&
                o !== fusedTemplateOrder(t, ti, tj)
              )
                ok = false;
            }
          }
          if (!ok) continue;
          map[ti] = a;
          used.add(a);
          extend(ti + 1);
          used.delete(a);
          map[ti] = -1;
        }
      };
      extend(0);
      if (out.length > 0) return out;
    }
    return [];
  }

  private matches(atoms: number[], parent: RingParent): boolean {
    const n = atoms.length;
    if (!parent.aromatic) {
      for (let i = 0; i < n; i++) {
        if (this.order(atoms[i] as number, atoms[(i + 1) % n] as number) !== 1) return false;
      }
    }
    return atoms.every((a, i) => {
      const t = parent.tokens[i] as string;
      const atom = this.graph.atoms[a];
      if (!atom) return false;
      const want = TOKEN_Z[t.toLowerCase().replace("h", "")];
      if (atom.atomicNumber !== want) return false;
      const isAromaticToken = t[0] === (t[0] as string).toLowerCase();
      if (atom.aromatic !== isAromaticToken) return false;
      if (t === "n") return atom.hydrogens === 0 && (this.degree(a) === 2 || this.cationNitrogens.has(a));
      if (t === "nH") return !this.cationNitrogens.has(a) && (atom.hydrogens === 1 || this.degree(a) === 3);
      return true;
    });
  }

  // ---------------------------------------------------------------- attachments

  /**
   * Everything on the parent: prefixes (with their names), the suffix locants (principal groups or free valence),
   * the principal groups found, the N-substituents of an amine or amide suffix.
   */
  private attachments(
    c: Numbered,
    root: number | null,
    from: number | null,
  ): { prefixes: Prefix[]; suffixLocants: number[]; groups: { locant: number; atom: number; group: number }[] } {
    const set = new Set(c.atoms);
    const prefixes: Prefix[] = [];
    const suffixLocants: number[] = [];
    const groups: { locant: number; atom: number; group: number }[] = [];
    c.atoms.forEach((a, i) => {
      const locant = at(c, i);
      if (a === root) suffixLocants.push(locant);
      const f = root === null ? this.fc.get(a) : undefined;
      const parts = f && set.has(a) && f.kind === this.principal ? new Set(f.parts) : new Set<number>();
      if (parts.size > 0) {
        suffixLocants.push(locant);
        groups.push({ locant, atom: a, group: a });
      }
      for (const e of this.nbrs[a] ?? []) {
        if (set.has(e.to) || e.to === from || parts.has(e.to)) continue;
        if (root === null && this.principal && this.groupOn(a, e.to, e.order, c.ring === null) === this.principal) {
          suffixLocants.push(locant);
          groups.push({ locant, atom: a, group: e.to });
          continue;
        }
        const named = this.nameBranch(e.to, a, e.order);
        prefixes.push({ locant: locantLabel(locant), ...named });
      }
    });
    return { prefixes, suffixLocants, groups };
  }

  // ---------------------------------------------------------------- substituent prefixes

  private nameBranch(q: number, a: number, order: number): Named {
    const key = `${q}<${a}${this.rootFirst ? "!" : ""}`;
    const known = this.branchNames.get(key);
    if (known) return known;
    const named = this.branch(q, a, order);
    this.branchNames.set(key, named);
    return named;
  }

  private branch(q: number, a: number, order: number): Named {
    const z = this.z(q);
    const others = (this.nbrs[q] ?? []).filter((e) => e.to !== a);
    const simple = (name: string): Named => ({ name, compound: false });
    if (HALO[z]) return simple(HALO[z] as string);
    if (this.inRing[q]) return this.substituentParent(q, a, order);
    if (z === 8) {
      if (order === 2) return simple("oxo");
      if (others.length === 0) return simple("hydroxy");
      const next = others[0] as Edge;
      if (this.z(next.to) !== 6) return this.oxyOnHeteroatom(q, next.to);
      const acyloxy = this.acyloxy(next.to, q);
      if (acyloxy) return acyloxy;
      if (this.carbonic.has(next.to)) return withOxy(this.carbonicPrefix(next.to, q));
      // An alkoxy chain numbered from the O-bound carbon (1-methylethoxy), so the contracted form applies (P-63.2.2.2).
      if (!this.inRing[next.to] && !this.fc.has(next.to)) {
        this.rootFirst = true;
        try {
          return oxy(this.substituentParent(next.to, q, 1));
        } finally {
          this.rootFirst = false;
        }
      }
      return oxy(this.nameBranch(next.to, q, 1));
    }
    if (z === 7) {
      if (this.isNitro(q)) return simple("nitro");
      if (this.isIsocyano(q)) return simple("isocyano");
      if (order === 3) throw new NamerDecline("cyanates and cyanamides (C≡N on O or N) are not named yet");
      if (others.some((e) => e.order === 3)) throw new NamerDecline("a nitrogen with a triple bond is not named yet");
      const guanidino = others.length === 1 ? this.carbonic.get((others[0] as Edge).to) : undefined;
      if (order === 1 && guanidino?.kind === "guanidine") {
        // -NH-C(=NH)-NH2, unsubstituted: carbamimidamido (P-66.4.1.2.1.3); a substituted one declines.
        const rest = [...guanidino.hetero, guanidino.double].filter((x) => x !== q);
        if (rest.every((x) => this.degree(x) === 1)) return simple("carbamimidamido");
      }
      // R-N=N-: diazenyl (P-68.3.1.3.2), its substituents on the far N: [(4-nitrophenyl)diazenyl].
      const azo = order === 1 && others.length === 1 ? (others[0] as Edge) : null;
      if (azo && azo.order === 2 && this.z(azo.to) === 7 && !this.inRing[azo.to] && !this.isNitro(azo.to)) {
        const far = (this.nbrs[azo.to] ?? []).filter((e) => e.to !== q);
        if (far.some((e) => e.order !== 1))
          throw new NamerDecline("a nitrogen chain with several double bonds is not named yet");
        const onFar = far.map((e) => this.nameBranch(e.to, azo.to, 1));
        return onFar.length === 0 ? simple("diazenyl") : { name: `${onNitrogen(onFar)}diazenyl`, compound: true };
      }
      const subs = others.map((e) => this.nameBranch(e.to, q, e.order));
      // R-C(=O)-NH- as one prefix, the amide named from its N (P-66.1.1.4.5): acetamido, benzamido, propanamido.
      const only = others[0];
      if (order === 1 && others.length === 1 && only && this.fc.get(only.to)?.partner === q) {
        const amido = amidoName((subs[0] as Named).name);
        if (amido) return { name: amido, compound: (subs[0] as Named).compound };
      }
      const word = order === 2 ? "imino" : this.cationNitrogens.has(q) ? "azaniumyl" : "amino";
      if (subs.length === 0) return simple(word);
      return { name: `${onNitrogen(subs)}${word}`, compound: true };
    }
    if (z === 16) {
      if (order === 2) return simple("sulfanylidene");
      if (others.length === 0) return simple("sulfanyl");
      const next = others[0] as Edge;
      if (others.length === 1 && this.cyanoOnSulfur(next.to)) return simple("thiocyanato");
      // R-S-S-: disulfanyl (P-68.4.2.1), a carbon group on its far S: [(2-nitrophenyl)disulfanyl], (methyldisulfanyl).
      if (others.length === 1 && next.order === 1 && this.z(next.to) === 16 && !this.inRing[next.to]) {
        const far = (this.nbrs[next.to] ?? []).filter((e) => e.to !== q);
        const carbon = far[0];
        if (far.length === 0) return simple("disulfanyl");
        if (far.length === 1 && carbon?.order === 1 && this.z(carbon.to) === 6) {
          const inner = this.nameBranch(carbon.to, next.to, 1);
          return { name: `${inner.compound ? enclose(inner.name) : inner.name}disulfanyl`, compound: true };
        }
      }
      if (others.length === 1 && next.order === 1 && this.z(next.to) === 6) {
        // A sulfide: (methylsulfanyl), (phenylsulfanyl) (P-63.2.5.1); a compound group in its own marks,
        // [(4-chlorophenyl)sulfanyl] (P-16.5.1), since "4-chlorophenylsulfanyl" puts the 4 on the sulfanyl.
        const inner = this.nameBranch(next.to, q, 1);
        return { name: `${inner.compound ? enclose(inner.name) : inner.name}sulfanyl`, compound: true };
      }
      const sulfonyl = this.sulfonylPrefix(q, a);
      if (sulfonyl) return sulfonyl;
      throw new NamerDecline(
        "polysulfides, S-N bonds and other sulfur groups are not named yet (thiols, sulfides, disulfides, sulfones, sulfoxides, sulfonamides, sulfonyl halides and sulfonic and sulfinic acids are)",
      );
    }
    // carbon
    const f = this.fc.get(q);
    if (f) {
      if (f.kind === "acid") return simple("carboxy");
      if (f.kind === "nitrile") return simple("cyano");
      if (f.kind === "aldehyde") return simple("formyl");
      if (f.kind === "amide" && f.partner === a) return this.acylPrefix(q, a);
      if (f.kind === "amide") return this.carbamoyl(f.partner as number, q);
      if (f.kind === "ester") return this.alkoxycarbonyl(q, f);
      throw new NamerDecline(`an ${f.kind} that is not the principal group is not named yet`);
    }
    if (this.carbonic.has(q)) return this.carbonicPrefix(q, a);
    return this.substituentParent(q, a, order);
  }

  /** An ester seen from its alcohol side, O-C(=O)R: acetoxy (P-65.6.3.2.3) and benzoyloxy; null for other acyls. */
  private acyloxy(c: number, o: number): Named | null {
    const f = this.fc.get(c);
    if (f?.kind !== "ester" || f.parts[1] !== o) return null;
    const rest = (this.nbrs[c] ?? []).filter((e) => !f.parts.includes(e.to));
    if (rest.length === 0) return { name: "formyloxy", compound: false };
    const r = (rest[0] as Edge).to;
    if (this.z(r) === 6 && this.degree(r) === 1) return { name: "acetoxy", compound: false };
    const chain = this.plainChainLength(r, c);
    const stem = chain === null ? null : alkaneStem(chain + 1);
    // An unbranched saturated acyl: (propanoyloxy), (butanoyloxy), (dodecanoyloxy) (P-65.6.3.2.3, as acetoxy above).
    if (stem) return { name: `${stem}anoyloxy`, compound: true };
    if (this.inRing[r]) {
      const ring = this.nameBranch(r, c, 1);
      if (/phenyl$/.test(ring.name)) {
        // [(4-methylbenzoyl)oxy]: a substituted acyl group in its own marks before "oxy" (P-16.5.1).
        const acyl = ring.name.replace(/phenyl$/, "benzoyl");
        return { name: ring.name === "phenyl" ? "benzoyloxy" : `${enclose(acyl)}oxy`, compound: true };
      }
    }
    // Any other acyl group on O: propanoyloxy, [(2-methylpropanoyl)oxy] (P-65.6.3.2.3).
    return withOxy(this.acylPrefix(c, o));
  }

  /**
   * The acyl group of an amide or ester seen from its N or O (acetyl, propanoyl, benzoyl, formyl): the chain
   * numbered from the free valence (P-65.1.7.2.1); read back like every name, so an unusual one declines there.
   */
  private acylPrefix(c: number, from: number): Named {
    this.rootFirst = true;
    try {
      return this.substituentParent(c, from, 1);
    } finally {
      this.rootFirst = false;
    }
  }

  /** -C(=O)NRR' from its carbon: carbamoyl, (methylcarbamoyl), [ethyl(methyl)carbamoyl] (P-66.1.1.4.1.1). */
  private carbamoyl(n: number, c: number): Named {
    const subs = (this.nbrs[n] ?? []).filter((e) => e.to !== c).map((e) => this.nameBranch(e.to, n, e.order));
    if (subs.length === 0) return { name: "carbamoyl", compound: false };
    return { name: `${onNitrogen(subs)}carbamoyl`, compound: true };
  }

  /**
   * A carbonic carbon seen from one of its heteroatoms `a`: the other names it, carbamoyl (N), (piperidin-1-yl)carbonyl
   * (a ring N), carboxy (OH) or (methoxycarbonyl) (O-R): so a urea from its N is (carbamoylamino), a carbamate
   * [(methoxycarbonyl)amino] or (carbamoyloxy), a carbonate [(methoxycarbonyl)oxy].
   */
  private carbonicPrefix(c: number, a: number): Named {
    const k = this.carbonic.get(c) as CarbonicCarbon;
    const x = k.hetero[0] === a ? k.hetero[1] : k.hetero[0];
    const decline = "carbonic acid derivatives (ureas, carbamates, carbonates) are not named yet";
    if (k.kind === "other") {
      throw new NamerDecline(`${decline} (hydrogen carbonates, thiocarbamates, isoureas and the like)`);
    }
    if (k.kind === "guanidine") throw new NamerDecline(`${decline} (a guanidine that is not the principal group)`);
    if (k.kind === "thiourea") {
      // H2N-C(=S)- from the other N: carbamothioyl, (phenylcarbamothioyl) (P-66.1.1.4.1.1, thio replacement).
      if (this.inRing[x]) throw new NamerDecline(`${decline} (a thiourea with a ring N as a prefix)`);
      const named = this.carbamoyl(x, c);
      return { name: named.name.replace(/carbamoyl$/, "carbamothioyl"), compound: named.compound };
    }
    if (this.z(x) === 7) return this.inRing[x] ? carbonyl(this.nameBranch(x, c, 1)) : this.carbamoyl(x, c);
    return (this.nbrs[x] ?? []).length === 1
      ? { name: "carboxy", compound: false }
      : carbonyl(this.nameBranch(x, c, 1));
  }

  /**
   * An ester seen from its acid side, -C(=O)-O-R, when the ester is not the principal group: the alkoxycarbonyl
   * prefix (methoxycarbonyl, phenoxycarbonyl, [(1-methylethoxy)carbonyl]: P-65.6.3), always in enclosing marks.
   */
  private alkoxycarbonyl(c: number, f: FunctionalCarbon): Named {
    const o = f.parts[1] as number;
    const alkoxy = this.nameBranch(o, c, 1);
    return { name: `${alkoxy.compound ? enclose(alkoxy.name) : alkoxy.name}carbonyl`, compound: true };
  }

  /** The carbons of an unbranched, saturated, acyclic all-carbon chain from r away from `from`; null otherwise. */
  private plainChainLength(r: number, from: number): number | null {
    let length = 0;
    let prev = from;
    let at: number | undefined = r;
    while (at !== undefined) {
      if (this.z(at) !== 6 || this.inRing[at] || this.fc.has(at)) return null;
      const onward: Edge[] = (this.nbrs[at] ?? []).filter((e) => e.to !== prev);
      if (onward.length > 1 || onward.some((e) => e.order !== 1)) return null;
      length++;
      prev = at;
      at = onward[0]?.to;
    }
    return length;
  }

  /** The C of -S-C≡N: a thiocyanate's, named with its S as the thiocyanato prefix, never as a chain carbon. */
  private cyanoOnSulfur(c: number): boolean {
    if (this.z(c) !== 6 || this.inRing[c]) return false;
    const es = this.nbrs[c] ?? [];
    return (
      es.length === 2 &&
      es.some((e) => e.order === 3 && this.z(e.to) === 7 && this.degree(e.to) === 1) &&
      es.some((e) => e.order === 1 && this.z(e.to) === 16)
    );
  }

  /**
   * An O bound to another heteroatom, seen from the O at `o`: hydroperoxy (-OOH), R-peroxy (methylperoxy,
   * [(2-methylpropan-2-yl)peroxy]: P-63.4) and aminooxy (-O-NH2); the rest declines.
   */
  private oxyOnHeteroatom(o: number, x: number): Named {
    const rest = (this.nbrs[x] ?? []).filter((e) => e.to !== o);
    const acyl = (this.nbrs[o] ?? []).some((e) => e.to !== x && this.hasOxo(e.to));
    if (this.z(x) === 8 && acyl) {
      throw new NamerDecline("peroxy acids, acyl peroxides and other O-O groups are not named yet (alkylperoxy is)");
    }
    if (this.z(x) === 8) {
      if (rest.length === 0) return { name: "hydroperoxy", compound: false };
      const r = (rest[0] as Edge).to;
      if (rest.length === 1 && this.z(r) === 6 && !this.fc.has(r) && !this.hasOxo(r)) {
        const named = this.nameBranch(r, x, 1);
        return { name: `${named.compound ? enclose(named.name) : named.name}peroxy`, compound: true };
      }
      throw new NamerDecline("peroxy acids, acyl peroxides and other O-O groups are not named yet (alkylperoxy is)");
    }
    if (this.z(x) === 7 && rest.length === 0 && this.graph.atoms[x]?.charge === 0) {
      // A compound prefix (amino on oxy), so in brackets: [(aminooxy)methyl]benzene.
      return { name: "aminooxy", compound: true };
    }
    if (this.z(x) === 16) {
      throw new NamerDecline("sulfonate, sulfinate and sulfate esters seen from their alcohol side are not named yet");
    }
    throw new NamerDecline(
      this.z(x) === 7
        ? "O-N groups other than aminooxy (hydroxylamine O-ethers, oxime O-ethers) are not named yet"
        : "an O bound to an atom other than C, O, N or S is not named yet",
    );
  }

  /**
   * R-S(=O)(=O)- and R-S(=O)- on a carbon or nitrogen of R: the acyl groups of the sulfur acids as prefixes,
   * (methanesulfonyl), (4-methylbenzene-1-sulfonyl), (piperidine-1-sulfonyl), (methanesulfinyl) (P-65.3.2.3,
   * P-63.6); always in enclosing marks, as IUPAC writes them. Sulfamoyl, sulfo and sulfino; sulfonate esters and
   * sulfinamides decline.
   */
  private sulfonylPrefix(q: number, a: number): Named | null {
    const s = this.sulfurOxo(q, a);
    if (s?.rest.length !== 1) return null;
    const r = (s.rest[0] as Edge).to;
    const zr = this.z(r);
    if (zr === 7 && !this.inRing[r]) {
      // H2N-SO2- as a prefix: sulfamoyl (P-66.1.1.4.5), its N-substituents before it: (dimethylsulfamoyl),
      // [(4-chlorophenyl)sulfamoyl]; a sulfinamide, or an N with a double bond or a charge, is not named yet.
      const onN = (this.nbrs[r] ?? []).filter((e) => e.to !== q);
      if (s.oxo.length !== 2 || this.graph.atoms[r]?.charge !== 0 || onN.some((e) => e.order !== 1)) {
        throw new NamerDecline("a sulfonamide that is not the principal group (sulfamoyl) is not named yet");
      }
      const subs = onN.map((e) => this.nameBranch(e.to, r, 1));
      return subs.length === 0
        ? { name: "sulfamoyl", compound: false }
        : { name: `${onNitrogen(subs)}sulfamoyl`, compound: true };
    }
    // HO-SO2- and HO-SO- as prefixes: sulfo and sulfino (P-65.3.2.3); their esters are not named yet.
    if (zr === 8 && this.degree(r) === 1 && this.h(r) === 1 && this.graph.atoms[r]?.charge === 0) {
      return { name: s.oxo.length === 2 ? "sulfo" : "sulfino", compound: false };
    }
    if (zr === 8) {
      throw new NamerDecline(
        "sulfonic and sulfinic acids that are not the principal group, and their esters, are not named yet",
      );
    }
    if (HALO[zr]) throw new NamerDecline("a sulfonyl halide that is not the principal group is not named yet");
    if (zr !== 6 && !(zr === 7 && this.inRing[r])) return null;
    const named = this.substituentParent(r, q, 1, s.oxo.length === 2 ? "sulfonyl" : "sulfinyl");
    return { name: named.name, compound: true };
  }

  /** A substituent named as a parent with its free valence (yl, ylidene; or sulfonyl, sulfinyl) at q. */
  private substituentParent(q: number, a: number, order: number, ending: SubstituentEnding = "yl"): Named {
    if (order === 3) throw new NamerDecline("a substituent joined by a triple bond (ylidyne) is not named yet");
    const best = this.chooseParent(q, a, order);
    if (!best) throw new NamerDecline("a substituent without a carbon chain is not named yet");
    const rendered = this.render(best.numbered, q, a, order, ending);
    return { name: rendered.name, compound: /[\d,([]/.test(rendered.name) || rendered.substituted };
  }

  // ---------------------------------------------------------------- rendering

  private render(
    c: Numbered,
    root: number | null,
    from: number | null,
    order = 1,
    ending: SubstituentEnding = "yl",
  ): ComposedName {
    const parts = this.attachments(c, root, from);
    const locants = new Map<number, number>(c.atoms.map((a, i) => [a, at(c, i)]));
    const n = c.atoms.length;
    const { double, triple } = this.unsaturation(c);
    const prefixes = [...parts.prefixes];
    let esterWord: string | null = null;

    // N-substituents of the amine, amide or imine suffix, and the ester's alkyl word.
    if (root === null && this.principal) {
      const withN: Prefix[] = [];
      const nLocants = this.principal !== "ester" && parts.groups.length > 1;
      const esterWords: Named[] = [];
      for (const g of parts.groups) {
        if (this.principal === "ester") {
          const f = this.fc.get(g.group) as FunctionalCarbon;
          const y = f.partner as number;
          const o = f.parts[1] as number;
          esterWords.push(this.nameBranch(y, o, 1));
          continue;
        }
        const n0 =
          this.principal === "amide"
            ? (this.fc.get(g.group) as FunctionalCarbon).partner
            : this.principal === "amine" || this.principal === "imine"
              ? g.group
              : this.principal === "sulfonamide"
                ? (this.nbrs[g.group] ?? []).find((e) => this.z(e.to) === 7)?.to
                : undefined;
        if (n0 === undefined) continue;
        const parentSide = this.principal === "amide" || this.principal === "sulfonamide" ? g.group : g.atom;
        const subs = (this.nbrs[n0] ?? []).filter((e) => e.to !== parentSide);
        // With several amino, imino or amide groups each N is told apart by its group's locant (N1,N4-dimethyl-
        // benzene-1,4-diamine, N1,N2-dibenzylethanediamide, as IUPAC 2013 writes them for amines and amides, P-62, P-66).
        const locant = nLocants ? `N${locantLabel(g.locant)}` : "N";
        for (const e of subs) withN.push({ locant, ...this.nameBranch(e.to, n0, e.order) });
      }
      prefixes.push(...withN);
      if (esterWords.length > 0) {
        const first = esterWords[0] as Named;
        if (esterWords.some((w) => w.name !== first.name)) {
          throw new NamerDecline("esters with different alcohol parts on one acid are not named yet");
        }
        // Several: "diethyl", but "bis(phenylmethyl)": "diphenylmethyl" would be one benzhydryl group (P-16.9.1).
        const count = esterWords.length;
        esterWord =
          count === 1
            ? first.name
            : first.compound
              ? `${groupMultiplier(count)}${enclose(first.name)}`
              : `${multiplier(count)}${first.name}`;
      }
    }

    // Locants are left out where a parent has one kind of position and one group (chloromethane, ethanol,
    // chlorobenzene, cyclohexanol: P-14.3.4.2) and for a chain's terminal suffixes (butanoic acid, hexanedinitrile).
    const numericPrefixes = prefixes.filter((p) => p.locant !== "N").length;
    const symmetric =
      c.ring === "benzene" ||
      (c.ring === "carbocycle" && double.length === 0 && triple.length === 0) ||
      (c.ring === null && n === 2);
    const omit =
      n === 1 ||
      (root === null ? symmetric && numericPrefixes + parts.suffixLocants.length === 1 : numericPrefixes === 0);
    const terminalSuffix =
      c.ring === null &&
      root === null &&
      this.principal !== null &&
      ["acid", "ester", "amide", "nitrile", "aldehyde"].includes(this.principal);

    const suffixCount = parts.suffixLocants.length;
    const suffixLocs = sorted(parts.suffixLocants).map(locantLabel).join(",");
    const hydride = this.hydrideName(c, double, triple, (root === null && omit) || (c.ring === null && n <= 2));
    let parentName: string;
    if (root !== null && ending !== "yl") {
      parentName = this.sulfonylName(c, hydride, suffixLocs, prefixes.length > 0, ending);
    } else if (root !== null) {
      const acyl = this.acylName(c, root, order, hydride, prefixes);
      if (acyl !== null) return { ...acyl, acidPart: acyl.name, esterWord: null, locants };
      parentName = this.substituentName(c, hydride, suffixLocs, order);
    } else if (!this.principal || suffixCount === 0) {
      parentName = `${hydride.base}${hydride.ending}`;
    } else {
      parentName = this.suffixName(c, hydride, suffixCount, suffixLocs, omit, terminalSuffix);
    }
    if (root === null && this.principal === "sulfonyl halide") parentName += this.halideWord(parts.groups);
    const prefixText = joinPrefixes(prefixes, omit);
    const joined = prefixText && /^\d/.test(parentName) ? `${prefixText}-${parentName}` : `${prefixText}${parentName}`;
    const name = esterWord ? `${esterWord} ${joined}` : joined;
    return { name, acidPart: joined, esterWord, locants, substituted: prefixes.length > 0 };
  }

  /**
   * An acyl prefix: the free valence on a chain's C1 that carries =O (acetyl, propanoyl, prop-2-enoyl; benzoyl for
   * C(=O) on a benzene ring). Null when the substituent is not one.
   */
  private acylName(
    c: Numbered,
    root: number,
    order: number,
    hydride: { base: string; ending: string },
    prefixes: Prefix[],
  ): { name: string; substituted: boolean } | null {
    if (c.ring !== null || order !== 1 || c.atoms[0] !== root) return null;
    const oxo = prefixes.findIndex((p) => p.locant === "1" && p.name === "oxo");
    if (oxo < 0) return null;
    const rest = prefixes.filter((_, i) => i !== oxo);
    const n = c.atoms.length;
    if (n === 1) {
      const only = rest[0];
      if (rest.length === 1 && only && /phenyl$/.test(only.name)) {
        return { name: only.name.replace(/phenyl$/, "benzoyl"), substituted: only.name !== "phenyl" };
      }
      // HC(=O)- on an amide's N or an ester's O (an aldehyde's own carbon is named formyl before this).
      if (rest.length === 0) return { name: "formyl", substituted: false };
      // R-C(=O)- with R a ring or an N: (cyclohexyl)carbonyl, (piperidin-1-yl)carbonyl (P-65.1.7.3).
      if (rest.length === 1 && only && !Object.values(HALO).includes(only.name)) {
        const named = carbonyl(only);
        return { name: named.name, substituted: true };
      }
      return null;
    }
    const full = `${hydride.base}${hydride.ending}`;
    const stem = n === 2 && full === "ethane" ? "acetyl" : `${elide(full, "oyl")}oyl`;
    const prefixText = joinPrefixes(rest, false);
    return { name: `${prefixText}${stem}`, substituted: rest.length > 0 };
  }

  /** The hydride's stem and ending (ane/ene/yne, with locants), split so a suffix can elide the final e. */
  private hydrideName(
    c: Numbered,
    double: number[],
    triple: number[],
    omitUnsaturationLocants: boolean,
  ): { base: string; ending: string } {
    const n = c.atoms.length;
    if (c.ring && c.ring !== "carbocycle") {
      const full = c.ring === "benzene" ? "benzene" : c.ring.name;
      // A cation's ring N (ions.ts): "pyridin-1-ium", "pyridin-1-ium-1-yl", "pyridin-1-ium-3-carboxylate" (P-73.1.1.2).
      const ium = c.atoms.flatMap((a, i) => (this.cationNitrogens.has(a) ? [at(c, i)] : []));
      if (ium.length > 0) {
        const stem = full.endsWith("e") ? full.slice(0, -1) : full;
        return { base: `${stem}-${sorted(ium).map(locantLabel).join(",")}-${multiplier(ium.length)}ium`, ending: "" };
      }
      return { base: full.endsWith("e") ? full.slice(0, -1) : full, ending: full.endsWith("e") ? "e" : "" };
    }
    const stem = alkaneStem(n);
    if (!stem) throw new NamerDecline(`a chain of ${n} carbons is longer than the namer names`);
    const prefix = c.ring === "carbocycle" ? "cyclo" : "";
    if (double.length === 0 && triple.length === 0) return { base: `${prefix}${stem}an`, ending: "e" };
    const a = double.length > 1 || triple.length > 1 ? "a" : "";
    const loc = (ls: number[]) => (omitUnsaturationLocants ? "" : `-${sorted(ls).join(",")}-`);
    let base = `${prefix}${stem}${a}`;
    if (double.length > 0) base += `${loc(double)}${multiplier(double.length)}en`;
    if (triple.length > 0) base += `${loc(triple)}${multiplier(triple.length)}yn`;
    return { base, ending: "e" };
  }

  /** yl / ylidene names: methyl, propan-2-yl, prop-2-en-1-yl, ethenyl, phenyl, cyclohexyl, pyridin-2-yl. */
  private substituentName(c: Numbered, hydride: { base: string; ending: string }, locs: string, order: number): string {
    const yl = order === 2 ? "ylidene" : "yl";
    const saturated = hydride.base.endsWith("an");
    const n = c.atoms.length;
    if (c.ring === "benzene") {
      if (order === 1) return "phenyl";
      throw new NamerDecline("a benzene ring joined by a double bond is not named yet");
    }
    if ((c.ring === "carbocycle" || c.ring === null) && saturated && locs === "1") {
      return `${hydride.base.slice(0, -2)}${yl}`;
    }
    if (c.ring === null && n <= 2) return `${elide(`${hydride.base}${hydride.ending}`, "yl")}${yl}`;
    return `${elide(`${hydride.base}${hydride.ending}`, "yl")}-${locs}-${yl}`;
  }

  /**
   * The second word of a sulfonyl halide's functional class name (benzenesulfonyl chloride, P-65.5.1); one group only,
   * as the parser reads no "disulfonyl dichloride".
   */
  private halideWord(groups: { group: number }[]): string {
    if (groups.length !== 1) throw new NamerDecline("more than one sulfonyl halide group is not named yet");
    const s = (groups[0] as { group: number }).group;
    const x = (this.nbrs[s] ?? []).find((e) => HALO[this.z(e.to)] !== undefined);
    const word = (HALO[this.z(x?.to ?? -1)] ?? "").replace(/o$/, "ide");
    if (!word) throw new NamerDecline("a sulfonyl halide without its halogen");
    return ` ${word}`;
  }

  /**
   * The hydride with -sulfonyl / -sulfinyl at the free valence: methanesulfonyl, ethanesulfonyl, benzenesulfonyl,
   * cyclohexanesulfonyl without a locant when unsubstituted (one kind of position), else propane-2-sulfonyl,
   * 4-methylbenzene-1-sulfonyl, pyridine-3-sulfonyl.
   */
  private sulfonylName(
    c: Numbered,
    hydride: { base: string; ending: string },
    locs: string,
    substituted: boolean,
    ending: SubstituentEnding,
  ): string {
    const full = `${hydride.base}${hydride.ending}`;
    const n = c.atoms.length;
    const onePosition =
      n === 1 ||
      (!substituted &&
        (c.ring === "benzene" ||
          (c.ring === null && n === 2 && hydride.base.endsWith("an")) ||
          (c.ring === "carbocycle" && hydride.base.endsWith("an"))));
    return onePosition ? `${full}${ending}` : `${full}-${locs}-${ending}`;
  }

  private suffixName(
    c: Numbered,
    hydride: { base: string; ending: string },
    count: number,
    locs: string,
    omit: boolean,
    terminal: boolean,
  ): string {
    const k = this.principal as GroupClass;
    const full = `${hydride.base}${hydride.ending}`;
    const n = c.atoms.length;
    if (c.ring === null) {
      if (this.retained && count === 1 && (n === 1 || n === 2) && terminal) {
        const stem = n === 1 ? "form" : "acet";
        const retainedSuffix: Partial<Record<GroupClass, string>> = {
          acid: "ic acid",
          ester: "ate",
          amide: "amide",
          nitrile: n === 1 ? "" : "onitrile",
          aldehyde: "aldehyde",
        };
        const s = retainedSuffix[k];
        if (s) return `${stem}${s}`;
      }
      const chainSuffix: Record<GroupClass, string> = {
        acid: "oic acid",
        ester: "oate",
        amide: "amide",
        "sulfonic acid": "sulfonic acid",
        "sulfinic acid": "sulfinic acid",
        sulfonamide: "sulfonamide",
        "sulfonyl halide": "sulfonyl",
        nitrile: "nitrile",
        aldehyde: "al",
        ketone: "one",
        alcohol: "ol",
        thiol: "thiol",
        amine: "amine",
        imine: "imine",
      };
      const text = `${multiplier(count)}${chainSuffix[k]}`;
      if (terminal) return `${elide(full, text)}${text}`;
      return omit ? `${elide(full, text)}${text}` : `${elide(full, text)}-${locs}-${text}`;
    }
    if (c.ring === "benzene" && this.retained && count === 1) {
      const benzeneRetained: Partial<Record<GroupClass, string>> = {
        acid: "benzoic acid",
        ester: "benzoate",
        amide: "benzamide",
        nitrile: "benzonitrile",
        aldehyde: "benzaldehyde",
        alcohol: "phenol",
        amine: "aniline",
      };
      const s = benzeneRetained[k];
      if (s) return s;
    }
    const ringSuffix: Record<GroupClass, string> = {
      acid: "carboxylic acid",
      ester: "carboxylate",
      amide: "carboxamide",
      "sulfonic acid": "sulfonic acid",
      "sulfinic acid": "sulfinic acid",
      sulfonamide: "sulfonamide",
      "sulfonyl halide": "sulfonyl",
      nitrile: "carbonitrile",
      aldehyde: "carbaldehyde",
      ketone: "one",
      alcohol: "ol",
      thiol: "thiol",
      amine: "amine",
      imine: "imine",
    };
    const text = `${multiplier(count)}${ringSuffix[k]}`;
    return omit ? `${elide(full, text)}${text}` : `${elide(full, text)}-${locs}-${text}`;
  }
}

const TOKEN_Z: Record<string, number> = { c: 6, n: 7, o: 8, s: 16 };
const SYMBOL_OF: Record<number, string> = { 7: "N", 8: "O", 16: "S" };

/** An alkoxy-type prefix: methoxy, ethoxy, propoxy, butoxy, phenoxy contracted (P-63.2.2.2), otherwise "-yloxy". */
function oxy(named: Named): Named {
  const contracted = /(meth|eth|prop|but|phen)yl$/.exec(named.name);
  if (contracted && !/\d/.test(named.name.slice(-10, -2).replace(/^.*-/, ""))) {
    return { name: `${named.name.slice(0, -2)}oxy`, compound: named.compound };
  }
  // [(pyridin-3-yl)oxy], [(2-ethylhexyl)oxy]: a compound group in its own marks before "oxy" (P-16.5.1), since
  // "2-ethylhexyloxy" could put the 2 on the oxy; a simple one is not enclosed (cyclohexyloxy).
  return { name: named.compound ? `${enclose(named.name)}oxy` : `${named.name}oxy`, compound: true };
}

/** An acyl name's amido prefix: acetyl acetamido, benzoyl benzamido, formyl formamido, but-2-enoyl but-2-enamido. */
function amidoName(acyl: string): string | null {
  const m = /^(.*?)(acet|form)yl$/.exec(acyl) ?? /^(.*?)(benz|\w*[aey]n)oyl$/.exec(acyl);
  return m ? `${m[1]}${m[2]}amido` : null;
}

/** A prefix on -O-: "carbamoyloxy", "propanoyloxy"; a compound one enclosed, "[(dimethylcarbamoyl)oxy]". */
function withOxy(named: Named): Named {
  return { name: named.compound ? `${enclose(named.name)}oxy` : `${named.name}oxy`, compound: true };
}

/** A prefix on -C(=O)-: "methoxycarbonyl", "(propan-2-yloxy)carbonyl", "(piperidin-1-yl)carbonyl" (P-65.6.3.2.1). */
function carbonyl(named: Named): Named {
  // "2-ethylhexyloxy" is no prefix the parser reads (the oxy would bind the bare stem): [(2-ethylhexyl)oxy]carbonyl.
  const alkoxy = /^(.*[\d,([{].*yl)oxy$/.exec(named.name);
  if (alkoxy) return { name: `${enclose(`${enclose(alkoxy[1] as string)}oxy`)}carbonyl`, compound: true };
  return { name: named.compound ? `${enclose(named.name)}carbonyl` : `${named.name}carbonyl`, compound: true };
}

/** The groups on an amino N, in alphanumerical order: "dimethyl", "ethyl(methyl)", "(2-chloroethyl)(methyl)". */
function onNitrogen(subs: Named[]): string {
  return groupPrefixes(subs.map((s) => ({ locant: "", ...s })))
    .map((g, i) => {
      const count = g.locants.length;
      if (g.compound) return `${groupMultiplier(count)}${enclose(g.name)}`;
      return i === 0 || count > 1 ? `${multiplier(count)}${g.name}` : enclose(g.name);
    })
    .join("");
}

/** Prefixes grouped by name, in alphanumerical order, each with its locants in ascending order. */
function groupPrefixes(prefixes: Prefix[]): { name: string; compound: boolean; locants: string[] }[] {
  const groups = new Map<string, { name: string; compound: boolean; locants: string[] }>();
  for (const p of prefixes) {
    const g = groups.get(p.name) ?? { name: p.name, compound: p.compound, locants: [] };
    g.locants.push(p.locant);
    groups.set(p.name, g);
  }
  const list = [...groups.values()];
  for (const g of list) g.locants.sort(compareLocants);
  list.sort((x, y) => (alphaKey(x.name) < alphaKey(y.name) ? -1 : alphaKey(x.name) > alphaKey(y.name) ? 1 : 0));
  return list;
}

/** "N" locants before numbers (N1 before N4 before N10), numbers in ascending order. */
function compareLocants(a: string, b: string): number {
  const na = locantValue(a);
  const nb = locantValue(b);
  if (Number.isNaN(na) && Number.isNaN(nb)) {
    const d = locantValue(a.slice(1)) - locantValue(b.slice(1));
    return d < 0 || d > 0 ? d : a < b ? -1 : a > b ? 1 : 0;
  }
  if (Number.isNaN(na)) return -1;
  if (Number.isNaN(nb)) return 1;
  return na - nb;
}

/** "2-chloro-4,4-dimethyl", "N,N-diethyl"; with `omit`, no locants ("dimethyl" inside "(dimethylamino)"). */
function joinPrefixes(prefixes: Prefix[], omit: boolean): string {
  return groupPrefixes(prefixes)
    .map((g) => {
      const count = g.locants.length;
      const body = g.compound ? `${groupMultiplier(count)}${enclose(g.name)}` : `${multiplier(count)}${g.name}`;
      const shown = omit && g.locants.every((l) => /^\d/.test(l)) ? [] : g.locants.filter((l) => l !== "");
      const locs = shown.length === 0 ? "" : `${shown.join(",")}-`;
      return `${locs}${body}`;
    })
    .join("-")
    .replace(/-$/, "");
}

// ---------------------------------------------------------------- keys

type Key = (number | number[])[];

export function compareKeys(a: Key, b: Key): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] as number | number[];
    const y = b[i] as number | number[];
    const d = Array.isArray(x) && Array.isArray(y) ? compareArrays(x, y) : (x as number) - (y as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** First point of difference (P-14.3.5); a shorter set that agrees so far comes first. */
function compareArrays(x: number[], y: number[]): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function sorted(xs: number[]): number[] {
  return [...xs].sort((a, b) => a - b);
}

function pathTo(parent: Map<number, number>, v: number): number[] {
  const path: number[] = [];
  let at = v;
  while (at !== -1) {
    path.push(at);
    at = parent.get(at) as number;
  }
  return path.reverse();
}
