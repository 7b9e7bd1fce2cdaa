/**
 * The one RDKit WebAssembly instance of this process, and the helpers that
 * make sure every RDKit object is freed on every path.
 */
import type { JSMol, MolList, RDKitModule, RDKitLog } from "./rdkit-types.ts";
// Embedded by `bun build --compile`; the 2026.9.1 loader ignores `wasmBinary`,
// so the file path is handed over through `locateFile`.
import wasmPath from "@rdkit/rdkit/RDKit_minimal.wasm" with { type: "file" };
import { DomainError } from "../protocol/errors.ts";
import { MAX_ATOMS } from "../protocol/limits.ts";
import { MAX_DFS_DEPTH, smilesShape } from "./smiles-size.ts";
import { checkSmartsNesting } from "./smarts-size.ts";
import { isWasmException } from "./engine-fault.ts";
import { checkMoleculeCharacters, checkSmilesText } from "./molecule-text.ts";
import { lex } from "./repair/lexer.ts";

export type { JSMol, MolList, RDKitModule } from "./rdkit-types.ts";

let loading: Promise<RDKitModule> | undefined;
let instance: RDKitModule | undefined;
let logCapture: RDKitLog | undefined;
/** Bumped whenever a fresh instance replaces a broken one; see `perInstance`. */
let generation = 0;

/** Loads RDKit once per process; later calls share the same promise. */
export function loadRDKit(): Promise<RDKitModule> {
  // The loader (160 kB of JavaScript) is imported here, not at the top: the server process loads the tools (for
  // tools/list) but never RDKit, and evaluating the loader there cost ~15-40 ms of its start (issue 33).
  loading ??= import("@rdkit/rdkit")
    .then(({ default: initRDKitModule }) =>
      (initRDKitModule as unknown as (opts: object) => Promise<RDKitModule>)({ locateFile: () => wasmPath }),
    )
    .then((module) => {
      // Capture RDKit's own log so a parse failure can say *why* (e.g. "Can't kekulize mol").
      logCapture = module.set_log_capture("rdApp.*") ?? undefined;
      instance = module;
      return module;
    });
  return loading;
}

/**
 * RDKit's WebAssembly build has a small stack: a molecule with a very long
 * unbranched path (about 850+ atoms in a row) overflows it, and the instance is
 * corrupt afterwards. Such faults are detected here so the caller can drop the
 * instance; the next call loads a fresh one. A `WebAssembly.Exception` (a C++
 * exception that escaped RDKit, e.g. after a too-deep recursive SMARTS) is one too.
 */
export function isEngineFault(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError ||
    (error instanceof RangeError && /call stack/i.test(error.message)) ||
    isWasmException(error)
  );
}

/** How many times an instance was dropped after an engine fault (a worker uses it to ask for its own replacement). */
export function rdkitResets(): number {
  return generation;
}

/** Drops the current instance (after an engine fault); the next `loadRDKit()` makes a new one. */
export function resetRDKit(): void {
  instance = undefined;
  loading = undefined;
  logCapture = undefined;
  generation++;
}

/**
 * A value built from the current RDKit instance (e.g. compiled SMARTS queries),
 * rebuilt after a reset. Such values live as long as their instance and are not freed.
 */
export function perInstance<T>(create: (module: RDKitModule) => T): () => T {
  let built: { generation: number; value: T } | undefined;
  return () => {
    if (!built || built.generation !== generation) built = { generation, value: create(rdkit()) };
    return built.value;
  };
}

/** The loaded module; tools run only after `loadRDKit()` resolved. */
export function rdkit(): RDKitModule {
  if (!instance) throw new Error("RDKit is not loaded yet (call loadRDKit() first)");
  return instance;
}

/** RDKit version string of the embedded build, e.g. "2026.09.1". */
export function rdkitVersion(): string {
  return rdkit().version();
}

/** Empties RDKit's captured log, so that the next `takeRDKitLog()` tells only what follows. */
export function clearLog(): void {
  logCapture?.clear_buffer();
}

/** RDKit's log since the last clear, without timestamps, one line per distinct message. */
export function takeRDKitLog(): string {
  const raw = logCapture?.get_buffer() ?? "";
  clearLog();
  const lines = raw
    .split("\n")
    .map((line) => line.replace(/^\[\d\d:\d\d:\d\d\]\s?/, "").trim())
    .filter((line) => line.length > 0);
  return [...new Set(lines)].join("; ");
}

/** Frees an RDKit handle, tolerating null and already-deleted handles. */
export function free(handle: { delete(): void; isDeleted?(): boolean } | null | undefined): void {
  if (handle && !(handle.isDeleted?.() ?? false)) handle.delete();
}

/**
 * Runs `fn` with a `hold` that keeps each RDKit object handed to it (null passes through) and frees them all when
 * `fn` returns or throws: for code that makes several objects along the way and returns from the middle.
 */
export function withHeld<T>(
  fn: (hold: <H extends { delete(): void; isDeleted?(): boolean }>(handle: H | null) => H | null) => T,
): T {
  const held: { delete(): void; isDeleted?(): boolean }[] = [];
  try {
    return fn((handle) => {
      if (handle) held.push(handle);
      return handle;
    });
  } finally {
    for (const handle of held) free(handle);
  }
}

export interface ParseOptions {
  /** Keep explicit `[H]` atoms as graph atoms (RDKit removes them by default). */
  keepHydrogens?: boolean;
  /** Atom limit for this call (default 10,000). */
  maxAtoms?: number;
  /** How the argument is named in error messages, e.g. "smiles1". */
  label?: string;
  /**
   * false: skip RDKit's stereo perception (assignStereochemistry: CIP ranks, cleaning stereo marks that describe no
   * stereocentre), for code that reads no stereo (Murcko scaffolds); about a fifth of the parse's time. Default true.
   */
  stereo?: boolean;
}

/**
 * RDKit's MinimalLib `get_mol` also accepts molblocks and JSON; a SMILES tool
 * must not silently read those, so anything that cannot be a SMILES is refused.
 */
function looksLikeMolfileOrJson(text: string): boolean {
  return /[\r\n]/.test(text) || text.trimStart().startsWith("{");
}

function rejectNonSmiles(text: string, label: string): void {
  if (looksLikeMolfileOrJson(text)) {
    throw new DomainError(
      "INVALID_SMILES",
      `${label} is not a SMILES string (it looks like a molfile or JSON): give one line of SMILES`,
      {
        argument: label,
      },
    );
  }
}

/** get_mol's details for the two readings (hydrogen atoms kept; removed, undefined: the default), with stereo or without. */
const WITH_STEREO = { KEEP_HYDROGENS: JSON.stringify({ removeHs: false }), REMOVE_HYDROGENS: undefined };
const WITHOUT_STEREO = {
  KEEP_HYDROGENS: JSON.stringify({ removeHs: false, assignStereo: false }),
  REMOVE_HYDROGENS: JSON.stringify({ assignStereo: false }),
};
/** A hydrogen written as an atom of its own: [H], [2H], [H+], [H:1] (not [Hg], [He], ...). */
const HYDROGEN_ATOM = /\[\d*H(?![a-z])/;

/**
 * The one reading of a SMILES that every tool shares (`parseSmiles`, and repair_smiles' verdict): RDKit's
 * molecule (the caller owns it), or RDKit's reason for refusing the text.
 *
 * A bracket atom's written hydrogen count is exact, as in Python's Chem.MolFromSmiles: `[C@H]` with four other
 * neighbours has valence 5 and is refused. The embedded build's default reading (hydrogen atoms removed) drops
 * the written H of such a chiral atom, and its stereo, and answers another molecule (`C[C@H](C)(C)C` read as
 * neopentane; measured on 2026.09.1); read with `removeHs: false` it keeps the count and refuses, as Python does.
 * A SMILES without hydrogen atoms is therefore read that way, once: for such a SMILES the two readings give the
 * same molecule (identical rdkitjson and canonical SMILES for all 25,567 SMILES of validation/golden/standardize.jsonl
 * that the embedded build reads, none read by one and refused by the other). A SMILES that writes hydrogen atoms is
 * checked that way and then read with them removed, unless the caller keeps them. `stereo` false: both readings
 * without RDKit's stereo perception (ParseOptions.stereo).
 */
export function readSmiles(smiles: string, keepHydrogens = false, stereo = true): { mol: JSMol } | { reason: string } {
  const module = rdkit();
  clearLog();
  const { KEEP_HYDROGENS, REMOVE_HYDROGENS } = stereo ? WITH_STEREO : WITHOUT_STEREO;
  const removeLater = !keepHydrogens && HYDROGEN_ATOM.test(smiles);
  let mol = module.get_mol(smiles, KEEP_HYDROGENS);
  if (mol?.is_valid() && removeLater) {
    free(mol);
    mol = REMOVE_HYDROGENS === undefined ? module.get_mol(smiles) : module.get_mol(smiles, REMOVE_HYDROGENS);
  }
  if (!mol?.is_valid()) {
    free(mol);
    return { reason: takeRDKitLog() || "RDKit could not parse it" };
  }
  return { mol };
}

/**
 * RDKit's default reading (sanitised, hydrogen atoms removed: Python's `MolFromSmiles`) of a SMILES, for text RDKit
 * wrote itself (a raw reaction product, a standardisation step's intermediate), or null with the reason in RDKit's
 * log. Unlike `readSmiles` it never checks a written hydrogen count against the kept-hydrogen reading: it answers
 * what `get_mol(smiles)` answers. Text without a hydrogen atom is read with `removeHs: false`: the default reading's
 * RemoveHs step then removes nothing, and it perceives stereo once instead of before and after sanitising (a third of
 * the parse's time on drug-sized products, issue 33; readSmiles relies on the same equality, and
 * test/chem/read-back.test.ts holds the two readings equal on 4,800 RDKit-written SMILES).
 */
export function readBack(smiles: string): JSMol | null {
  const module = rdkit();
  return HYDROGEN_ATOM.test(smiles) ? module.get_mol(smiles) : module.get_mol(smiles, WITH_STEREO.KEEP_HYDROGENS);
}

/** The atom RDKit names in a valence refusal ("Explicit valence for atom # 1 C, 5, is greater than permitted"). */
export function overValentAtom(reason: string): { atom: number; element: string; valence: number } | undefined {
  const match = /valence for atom # ?(\d+) ([A-Za-z*]+)(?:, (\d+))?/.exec(reason);
  if (!match) return undefined;
  return { atom: Number(match[1]), element: match[2]!, valence: Number(match[3] ?? Number.NaN) };
}

/** For an over-valent bracket atom that writes hydrogens: a sentence saying that they count, and the way out. */
function writtenHydrogenNote(smiles: string, valence: { atom: number; valence: number }): string {
  const atom = lex(smiles).atoms[valence.atom];
  if (!atom?.bracket || atom.hydrogens === 0) return "";
  const written = smiles.slice(atom.start, atom.end);
  const its = atom.hydrogens === 1 ? "its hydrogen" : `its ${atom.hydrogens} hydrogens`;
  const total = Number.isNaN(valence.valence) ? "is over its valence" : `has valence ${valence.valence}`;
  const stereo = written.includes("@") ? " (and without the stereo mark, which then describes nothing)" : "";
  return (
    ` Atom ${valence.atom} is written ${JSON.stringify(written)}: a bracket atom's hydrogen count is exact, and with` +
    ` ${its} the atom ${total}. Write it with fewer hydrogens${stereo} if that is the molecule meant.`
  );
}

/** Every refusal of a SMILES RDKit cannot read points to the tool that says what is wrong and proposes checked fixes. */
export const REPAIR_HINT = "Call repair_smiles with this SMILES for the problem's position and candidate fixes";

/** Parses a SMILES into a molecule the caller owns (and must free). */
export function parseSmiles(smiles: string, options: ParseOptions = {}): JSMol {
  const label = options.label ?? "smiles";
  rejectNonSmiles(smiles, label);
  checkSmilesText(smiles, label);
  const maxAtoms = options.maxAtoms ?? MAX_ATOMS;
  // Every atom is written with at least one character, so a SMILES no longer than both bounds has neither too many
  // atoms nor too deep a walk: its shape is read only past them (a few per cent of a drug-sized call, issue 33).
  const shape =
    smiles.length > maxAtoms || smiles.length > MAX_DFS_DEPTH ? smilesShape(smiles) : { heavyAtoms: 0, dfsDepth: 0 };
  if (shape.heavyAtoms > maxAtoms) throw tooLarge(label, shape.heavyAtoms, maxAtoms);
  if (shape.dfsDepth > MAX_DFS_DEPTH) {
    throw new DomainError(
      "MOLECULE_TOO_LARGE",
      `${label} has a path of ${shape.dfsDepth} atoms in a row; RDKit's WebAssembly engine walks molecules recursively and ` +
        `is trusted with at most ${MAX_DFS_DEPTH} (long polymer chains exceed it): use a shorter chain or a repeat unit`,
      { argument: label, depth: shape.dfsDepth, limit: MAX_DFS_DEPTH },
    );
  }
  const read = readSmiles(smiles, options.keepHydrogens ?? false, options.stereo ?? true);
  if ("reason" in read) {
    const { reason } = read;
    const valence = overValentAtom(reason);
    const written = valence ? writtenHydrogenNote(smiles, valence) : "";
    throw new DomainError("INVALID_SMILES", `Invalid SMILES in ${label}: ${reason}.${written} ${REPAIR_HINT}`, {
      argument: label,
      smiles: clip(smiles),
      reason,
      ...(valence ? { atom: valence.atom, element: valence.element } : {}),
    });
  }
  const { mol } = read;
  const atoms = mol.get_num_atoms();
  if (atoms > maxAtoms) {
    free(mol);
    throw tooLarge(label, atoms, maxAtoms);
  }
  return mol;
}

function tooLarge(label: string, atoms: number, limit: number): DomainError {
  return new DomainError("MOLECULE_TOO_LARGE", `${label} has ${atoms} atoms; the limit for this tool is ${limit}`, {
    argument: label,
    atoms,
    limit,
  });
}

/** Parses, runs `fn`, and frees the molecule whatever happens. */
export function withMol<T>(smiles: string, fn: (mol: JSMol) => T, options: ParseOptions = {}): T {
  const mol = parseSmiles(smiles, options);
  try {
    return fn(mol);
  } finally {
    free(mol);
  }
}

/** Parses a SMARTS query the caller owns (and must free). */
export function parseSmarts(smarts: string, label = "smarts"): JSMol {
  if (looksLikeMolfileOrJson(smarts)) {
    throw new DomainError("INVALID_SMARTS", `${label} is not a SMARTS pattern: give one line of SMARTS`, {
      argument: label,
    });
  }
  checkMoleculeCharacters(smarts, label, "INVALID_SMARTS", "SMARTS");
  checkSmartsNesting(smarts, label);
  const module = rdkit();
  clearLog();
  const query = module.get_qmol(smarts);
  if (!query?.is_valid()) {
    free(query);
    const reason = takeRDKitLog() || "RDKit could not parse it";
    throw new DomainError("INVALID_SMARTS", `Invalid SMARTS in ${label}: ${reason}`, {
      argument: label,
      smarts: clip(smarts),
      reason,
    });
  }
  return query;
}

/**
 * Compiles fixed SMARTS (data tables such as QED's or BRICS's) with the current
 * instance; a pattern this build cannot read is a bug in the table, so it throws.
 * Use inside `perInstance`: the queries live as long as the instance.
 */
export function compileQueries(smartsList: readonly string[], what: string, names?: readonly string[]): JSMol[] {
  const compiled: JSMol[] = [];
  for (const [i, smarts] of smartsList.entries()) {
    const query = rdkit().get_qmol(smarts);
    if (!query?.is_valid()) {
      free(query);
      for (const done of compiled) free(done);
      const entry = names?.[i] === undefined ? "" : ` entry ${names[i]}`;
      throw new Error(`${what}${entry} SMARTS does not compile in this RDKit build: ${smarts}`);
    }
    compiled.push(query);
  }
  return compiled;
}

/** Runs `fn` with a fresh MolList and frees the list afterwards. */
export function withMolList<T>(fn: (list: MolList) => T): T {
  const list = new (rdkit().MolList)();
  try {
    return fn(list);
  } finally {
    free(list);
  }
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
