/**
 * One parsed molecule per tool call, with what the ported algorithms derive from it computed on first
 * use and then shared: RDKit's JSON read into the graph, RDKit's descriptor bundle, the descriptors
 * computed from the graph, Lipinski's inputs and the Morgan environments. A tool makes it with
 * `withMolecule` and hands it to every chem function it calls, so no number is computed twice.
 *
 * The cached values describe the molecule as it was parsed: code that edits the RDKit molecule in place
 * (adding or removing hydrogens) works on the bare `JSMol` (or a copy), never on a `Molecule`.
 */
import { crippenLogP } from "./descriptors/crippen.ts";
import { descriptors, type RDKitDescriptors } from "./descriptors/descriptors.ts";
import { graphDescriptors, type GraphDescriptors } from "./descriptors/graph-descriptors.ts";
import { averageMolWeight, lipinskiCounts } from "./descriptors/mass.ts";
import type { LipinskiInputs } from "./descriptors/properties.ts";
import { morganEnvironmentCounts, type MorganCounts } from "./fingerprints/morgan.ts";
import { cipRanks, graphFromJson, readRdkitJson, type MolGraph, type RdkitJsonDocument } from "./graph.ts";
import { topologyOf, type TopologyGraph } from "./graph-pickle.ts";
import { stereoTags, type StereoTagMaps } from "./structure/stereo.ts";
import { free, parseSmiles, withMol, type JSMol, type ParseOptions } from "./rdkit.ts";

export class Molecule {
  #json?: RdkitJsonDocument;
  #graph?: MolGraph;
  #topology?: TopologyGraph | null;
  #smiles?: string;
  #cipRanks?: number[];
  #stereoTags?: StereoTagMaps;
  #descriptors?: RDKitDescriptors;
  #graphDescriptors?: GraphDescriptors;
  #lipinskiInputs?: LipinskiInputs;
  #crippenLogP?: number;
  readonly #morgan = new Map<number, MorganCounts>();

  /** `mol` stays the caller's (freed by `withMolecule`, or by whoever made it). */
  constructor(readonly mol: JSMol) {}

  /** RDKit's JSON document (`get_json()`); RDKit refuses it for a molecule without atoms. */
  get json(): RdkitJsonDocument {
    this.#json ??= readRdkitJson(this.mol);
    return this.#json;
  }

  /** The molecule graph (empty for a molecule without atoms). */
  get graph(): MolGraph {
    this.#graph ??= this.mol.get_num_atoms() === 0 ? { atoms: [], bonds: [], rings: [] } : graphFromJson(this.json);
    return this.#graph;
  }

  /**
   * The graph without Kekulé orders of aromatic bonds and without double-bond stereo, read from RDKit's pickle (a
   * third of the JSON's cost, graph-pickle.ts); the JSON graph when it is read already or the pickle holds what its
   * reader does not know.
   */
  get topology(): TopologyGraph {
    if (this.#graph) return this.#graph;
    if (this.#topology === undefined) this.#topology = topologyOf(this.mol) ?? null;
    return this.#topology ?? this.graph;
  }

  /** The pickle's graph alone: undefined where its reader gives up (then a caller needing Kekulé orders reads `graph`). */
  get pickleTopology(): TopologyGraph | undefined {
    if (this.#topology === undefined) this.#topology = topologyOf(this.mol) ?? null;
    return this.#topology ?? undefined;
  }

  /** RDKit's CIP ranks per atom, from its JSON (stereo.ts tells a double bond end's substituents apart with them). */
  get cipRanks(): readonly number[] {
    this.#cipRanks ??= cipRanks(this.json);
    return this.#cipRanks;
  }

  /** RDKit's CIP labels of stereocentres and stereo bonds (its new labeller, run once on a copy: stereo.ts). */
  get stereoTags(): StereoTagMaps {
    this.#stereoTags ??= stereoTags(this.mol);
    return this.#stereoTags;
  }

  /** RDKit's canonical SMILES of the molecule as parsed (`get_smiles()`). */
  get smiles(): string {
    this.#smiles ??= this.mol.get_smiles();
    return this.#smiles;
  }

  /** RDKit's full descriptor bundle (`get_descriptors()`, ~45 values): only for what the graph cannot give. */
  get descriptors(): RDKitDescriptors {
    this.#descriptors ??= descriptors(this.mol);
    return this.#descriptors;
  }

  /** calc_properties' and ADMET's descriptors from the graph (equal to the bundle's, faster). */
  get graphDescriptors(): GraphDescriptors {
    this.#graphDescriptors ??= graphDescriptors(this.mol, this.graph, () => this.descriptors);
    return this.#graphDescriptors;
  }

  /**
   * Wildman-Crippen logP from the graph (graphDescriptors' CrippenClogP), computed once for every reader. Its atom
   * types read no Kekulé order (an aromatic bond is aromatic), so the cheaper pickle topology will do.
   */
  get crippenLogP(): number {
    this.#crippenLogP ??= this.#graphDescriptors?.CrippenClogP ?? crippenLogP(this.topology);
    return this.#crippenLogP;
  }

  /**
   * amw, CrippenClogP and Lipinski's counts from the graph (equal bit for bit to RDKit's descriptors,
   * validation/reports/crippen-report.md). An isotope-labelled molecule weighs with its isotopes' exact masses,
   * which only RDKit holds: then the bundle answers. Nothing here reads a Kekulé order: the pickle topology will do
   * (a third cheaper than RDKit's JSON, issue 33: lipinski_check's steady throughput).
   */
  get lipinskiInputs(): LipinskiInputs {
    if (!this.#lipinskiInputs) {
      const graph = this.topology;
      const amw = averageMolWeight(graph);
      if (amw === undefined) this.#lipinskiInputs = this.descriptors;
      else {
        const { hbd, hba } = lipinskiCounts(graph);
        this.#lipinskiInputs = {
          amw,
          CrippenClogP: this.crippenLogP,
          lipinskiHBD: hbd,
          lipinskiHBA: hba,
        };
      }
    }
    return this.#lipinskiInputs;
  }

  /**
   * RDKit's unfolded Morgan environment counts of this radius (`GetMorganFingerprint(mol, radius)`). Its invariants
   * and bond types read no Kekulé order (an aromatic bond is AROMATIC), so the pickle topology will do; the JSON
   * graph when it is read already (`topology` returns it).
   */
  morgan(radius = 2): MorganCounts {
    let counts = this.#morgan.get(radius);
    if (!counts) {
      counts = morganEnvironmentCounts(this.topology, radius);
      this.#morgan.set(radius, counts);
    }
    return counts;
  }
}

/** A `Molecule`, or a bare RDKit molecule that chem functions wrap on the spot (nothing shared then). */
export type MoleculeLike = Molecule | JSMol;

export function asMolecule(molecule: MoleculeLike): Molecule {
  return molecule instanceof Molecule ? molecule : new Molecule(molecule);
}

/** The RDKit molecule behind a `MoleculeLike`, for a reader that only asks RDKit (a fingerprint, a match). */
export function rdkitMolOf(molecule: MoleculeLike): JSMol {
  return molecule instanceof Molecule ? molecule.mol : molecule;
}

/** Parses `smiles`, runs `fn` on its `Molecule`, and frees the RDKit molecule whatever happens. */
export function withMolecule<T>(smiles: string, fn: (molecule: Molecule) => T, options: ParseOptions = {}): T {
  return withMol(smiles, (mol) => fn(new Molecule(mol)), options);
}

/** `withMolecule` for a reader that awaits (a lazily imported module): the RDKit molecule is freed once `fn` settles. */
export async function withMoleculeAsync<T>(
  smiles: string,
  fn: (molecule: Molecule) => Promise<T>,
  options: ParseOptions = {},
): Promise<T> {
  const mol = parseSmiles(smiles, options);
  try {
    return await fn(new Molecule(mol));
  } finally {
    free(mol);
  }
}
