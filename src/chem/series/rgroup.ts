/**
 * R-group decomposition of a series against one core, by RDKit's RGroupDecomposition (MinimalLib `get_rgd`, the
 * algorithm of Python's rdRGroupDecomposition with its default parameters: labels auto-detected, greedy-chunk
 * matching, hydrogen-only positions removed). `add` hands RDKit each molecule (the caller parses and frees it);
 * `finish` runs the decomposition and reads the rows as SMILES, freeing every molecule RDKit returned.
 */
import { DomainError } from "../../protocol/errors.ts";
import { free, parseSmarts, parseSmiles, rdkit, type JSMol } from "../rdkit.ts";
import type { RGroupDecomposition } from "../rdkit-types.ts";

export type CoreType = "smiles" | "smarts";

/** One decomposed molecule: the labelled core RDKit matched, and the SMILES of each R-group ("R1", ...). */
export interface RGroupRow {
  core: string;
  groups: Record<string, string>;
}

export interface RGroupOptions {
  /** RDKit's onlyMatchAtRGroups: substituents only at the core's labelled attachment points (default false). */
  onlyMatchAtRGroups?: boolean;
}

/** The core as a molecule the caller owns: SMILES (dummy atoms `[*:1]` are attachment points) or SMARTS. */
export function parseCore(text: string, type: CoreType): JSMol {
  return type === "smarts" ? parseSmarts(text, "core") : parseSmiles(text, { label: "core" });
}

/**
 * Whether a core's text may carry a label RDKit's auto-detection of attachment points finds: a dummy atom (`*`, SMARTS
 * `#0`), an isotope (`[13C]`, `[1*]`) or an atom map (`[*:1]`). With onlyMatchAtRGroups and no label, RDKit's core
 * preparation fails an invariant (Python RDKit raises it too), which in WebAssembly costs the engine instance, so the
 * caller refuses such a core first. A map is `:n` before a bracket's end, so a SMARTS aromatic bond before a ring-closure
 * digit (`[#6]:1`) is none. Where the text only looks labelled, the core goes to RDKit as before.
 */
export function mayHaveAttachmentLabels(coreText: string): boolean {
  return /\*|\[\d|:\d+\]|#0(?!\d)/.test(coreText);
}

/** A decomposition under way; `free()` it on every path (finish does not). */
export class RGroupRun {
  private readonly rgd: RGroupDecomposition;
  private matched = 0;

  constructor(core: JSMol, options: RGroupOptions = {}) {
    const details = options.onlyMatchAtRGroups === true ? { onlyMatchAtRGroups: true } : {};
    const rgd = rdkit().get_rgd(core, JSON.stringify(details));
    if (rgd === null)
      throw new DomainError("INVALID_SMARTS", "RDKit could not make an R-group decomposition of this core");
    this.rgd = rgd;
  }

  /** Whether the core matched the molecule (then it is the next row of `finish`). */
  add(mol: JSMol): boolean {
    const at = this.rgd.add(mol);
    if (at < 0) return false;
    this.matched++;
    return true;
  }

  /** The rows of the matched molecules, in the order they were added. */
  finish(): RGroupRow[] {
    if (this.matched === 0) return [];
    this.rgd.process();
    const rows = this.rgd.get_rgroups_as_rows();
    const out: RGroupRow[] = [];
    // Read every row before checking the count, so that every molecule RDKit handed over is freed.
    for (const row of rows) {
      const groups: Record<string, string> = {};
      let core = "";
      for (const [label, mol] of Object.entries(row)) {
        try {
          if (label === "Core") core = mol.get_smiles();
          else groups[label] = mol.get_smiles();
        } finally {
          free(mol);
        }
      }
      out.push({ core, groups });
    }
    if (out.length !== this.matched)
      throw new Error(
        `RDKit's R-group decomposition returned ${out.length} rows for ${this.matched} matched molecules`,
      );
    return out;
  }

  free(): void {
    free(this.rgd);
  }
}

/** R-group labels in RDKit's order of numbers ("R1", "R2", ..., "R10"). */
export function sortLabels(labels: Iterable<string>): string[] {
  return [...new Set(labels)].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b));
}
