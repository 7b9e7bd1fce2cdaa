/**
 * Names one molecule (compose.ts), then reads the name back with the offline parser (../index.ts parseName): the
 * name is answered only if it gives the molecule's own canonical isomeric SMILES (both canonicalised by the embedded
 * RDKit). A name that reads back to anything else, or is not read, becomes a decline with the reason; so does a
 * feature the namer does not cover. Stereodescriptors are CIP labels from RDKit's new labeller (get_stereo_tags),
 * placed only on atoms and double bonds of the parent, where the parser reads them.
 */
import { countComponents, molGraph } from "../../graph.ts";
import type { JSMol } from "../../rdkit-types.ts";
import { free, readSmiles } from "../../rdkit.ts";
import { stereoTags } from "../../structure/stereo.ts";
import { parseName } from "../index.ts";
import { type ComposedName, Composer } from "./compose.ts";
import { ionStandIn } from "./ions.ts";
import { nameSeveral } from "./several.ts";
import { NamerDecline } from "./words.ts";

/** The only kind of name given: the 2013 preferred-name rules are not all implemented, so none is claimed as a PIN. */
export const NAME_KIND = "general IUPAC name";

export type NamerResult =
  | { ok: true; name: string; kind: typeof NAME_KIND; smiles: string }
  | { ok: false; reason: string; smiles: string };

/** The read-back step, apart so a test can show that it is what stands between a wrong name and an answer. */
export type ReadBack = (name: string) => { ok: true; smiles: string } | { ok: false; message: string };

const parserReadBack: ReadBack = (name) => {
  const read = parseName(name);
  return read.ok ? read : { ok: false, message: read.message };
};

export function nameMolecule(input: JSMol, readBack: ReadBack = parserReadBack): NamerResult {
  const smiles = input.get_smiles();
  const decline = (reason: string): NamerResult => ({ ok: false, reason, smiles });
  // Named in canonical atom order, so the same molecule gets the same name whatever order its SMILES was written in
  // (where two choices tie on every rule the namer applies, the first in atom order is taken).
  const read = readSmiles(smiles);
  if (!("mol" in read)) return decline(`RDKit could not read its own canonical SMILES back (${read.reason})`);
  try {
    return nameCanonical(read.mol, smiles, readBack, decline);
  } finally {
    free(read.mol);
  }
}

/** One component's name from its SMILES (several.ts names a salt's ions this way). */
function nameSmiles(smiles: string, readBack: ReadBack): NamerResult {
  const read = readSmiles(smiles);
  if (!("mol" in read)) return { ok: false, reason: `RDKit could not read ${smiles} (${read.reason})`, smiles };
  try {
    return nameMolecule(read.mol, readBack);
  } finally {
    free(read.mol);
  }
}

function nameCanonical(
  mol: JSMol,
  smiles: string,
  readBack: ReadBack,
  decline: (reason: string) => NamerResult,
): NamerResult {
  try {
    const graph = molGraph(mol);
    if (countComponents(graph) > 1) {
      // Each component is named (and read back) on its own, then the whole name is read back below.
      const name = nameSeveral(smiles, (part) => {
        const one = nameSmiles(part, readBack);
        return one.ok ? one : { ok: false, reason: one.reason };
      });
      const failure = readsBack(name, smiles, readBack);
      return failure === null ? { ok: true, name, kind: NAME_KIND, smiles } : decline(failure);
    }
    // An ion is composed from a neutral stand-in and its name given the charge (ions.ts).
    const ion = ionStandIn(graph);
    const composer = new Composer(ion?.graph ?? graph, ion?.cationNitrogens);
    const tags = ion ? standInTags(stereoTags(mol), ion.original) : stereoTags(mol);
    let firstFailure: string | null = null;
    let previous: string | null = null;
    // Retained names first (benzoic acid, aniline, acetic acid); if one does not read back, the systematic form.
    for (const retained of [true, false]) {
      const composed = composer.compose(retained);
      const neutralName = withStereo(composed, ion?.graph ?? graph, tags);
      if (neutralName === previous) continue;
      previous = neutralName;
      for (const name of ion ? ion.rename(composed, neutralName) : [neutralName]) {
        const failure = readsBack(name, smiles, readBack);
        if (failure === null) return { ok: true, name, kind: NAME_KIND, smiles };
        firstFailure ??= failure;
      }
    }
    return decline(firstFailure ?? "no name was built");
  } catch (error) {
    if (error instanceof NamerDecline) return decline(error.message);
    throw error;
  }
}

/** Null when the name reads back to the molecule (its canonical SMILES), else why it is not given. */
function readsBack(name: string, smiles: string, readBack: ReadBack): string | null {
  const read = readBack(name);
  if (read.ok && read.smiles === smiles) return null;
  return read.ok
    ? `the name built (${name}) reads back to another molecule (${read.smiles}), so it is not given`
    : `the name built (${name}) is not read back by the offline name parser (${read.message}), so it is not given`;
}

/** The input's CIP labels keyed by the stand-in's atom indices (ions.ts: an N-oxide's stand-in has no O-). */
function standInTags(tags: ReturnType<typeof stereoTags>, original: number[]): ReturnType<typeof stereoTags> {
  const index = new Map(original.map((old, k) => [old, k]));
  const atoms = new Map<number, string>();
  for (const [old, label] of tags.atoms) {
    const k = index.get(old);
    if (k !== undefined) atoms.set(k, label);
  }
  const bonds = new Map<string, string>();
  for (const [key, label] of tags.bonds) {
    const [a, b] = key.split("-").map((x) => index.get(Number(x)));
    if (a !== undefined && b !== undefined) bonds.set(pairKey(a, b), label);
  }
  return { atoms, bonds };
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The name with its CIP descriptor group ("(2R,3E)-"), or a decline for stereo the name cannot carry. */
function withStereo(
  composed: ComposedName,
  graph: ReturnType<typeof molGraph>,
  tags: ReturnType<typeof stereoTags>,
): string {
  const items: { locant: number; label: string }[] = [];
  graph.atoms.forEach((atom, i) => {
    if (!atom.chirality) return;
    const label = tags.atoms.get(i);
    if (label !== "R" && label !== "S") {
      throw new NamerDecline(
        label === "r" || label === "s"
          ? "pseudo-asymmetric centres (r/s) are not named yet"
          : `atom ${i} has a stereo mark RDKit's CIP labeller gives no R/S for`,
      );
    }
    const locant = composed.locants.get(i);
    if (locant === undefined)
      throw new NamerDecline(`the stereocentre at atom ${i} is outside the parent chain or ring: not named yet`);
    items.push({ locant, label });
  });
  for (const bond of graph.bonds) {
    if (!bond.stereo) continue;
    const label = tags.bonds.get(pairKey(bond.begin, bond.end));
    if (label !== "E" && label !== "Z") {
      throw new NamerDecline(
        `the double bond between atoms ${bond.begin} and ${bond.end} has a geometry RDKit gives no E/Z for`,
      );
    }
    const a = composed.locants.get(bond.begin);
    const b = composed.locants.get(bond.end);
    if (a === undefined || b === undefined) {
      throw new NamerDecline("a stereo double bond outside the parent chain or ring is not named yet");
    }
    items.push({ locant: Math.min(a, b), label });
  }
  if (items.length === 0) return composed.name;
  items.sort((x, y) => x.locant - y.locant || (x.label < y.label ? -1 : 1));
  const group = `(${items.map((d) => `${d.locant}${d.label}`).join(",")})-`;
  return composed.esterWord ? `${composed.esterWord} ${group}${composed.acidPart}` : `${group}${composed.name}`;
}

export { NamerDecline } from "./words.ts";
