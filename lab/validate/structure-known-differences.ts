/**
 * Writes validation/golden/structure-known-differences.jsonl from the disagreements the agreement script observed,
 * each with the reason of its class. A disagreement no rule below explains stops the script: its reason must be
 * found and a rule written before it can be listed.
 *
 *   bun lab/validate/structure-agreement.ts --diffs /tmp/structure-diffs.jsonl
 *   bun lab/validate/structure-known-differences.ts /tmp/structure-diffs.jsonl
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readJsonl } from "../../harness/golden.ts";
import type { KnownStructureDifference, StructureGolden } from "../../harness/structure-golden.ts";

const diffsFile = process.argv[2];
if (!diffsFile) throw new Error("usage: bun lab/validate/structure-known-differences.ts DIFFS.jsonl");
const observed = readFileSync(diffsFile, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as KnownStructureDifference);
const golden = new Map(readJsonl<StructureGolden>("structure.jsonl").map((r) => [`${r.set}:${r.id}:${r.smiles}`, r]));

const REASONS = {
  parse:
    "The embedded RDKit 2026.09 refuses this SMILES (hypervalent Al/Si/P: 'Explicit valence ... is greater than permitted'), which 2022.09 accepted; nothing can be compared.",
  sssr: "A bridged bicycle (a four-membered ring bridged by a three-carbon chain, C2C3C(C2CCC3)): its two six-membered rings through the bridge are equally small; 2026.09's symmetrized SSSR lists both, 2022.09's only one, so the ring count differs by one while every ring both list agrees.",
  cumulene:
    "RDKit 2022.09's FindPotentialStereo lists the first double bond of a cumulated system (isocyanate N=C=O, isothiocyanate, azide, allene, sulfine C=S=O) as possible E/Z; the central atom is linear, so there is no E/Z (allene stereo is axial), and neither we nor 2026.09 list it.",
  symmetricEnd:
    "A double bond with one end bearing two constitutionally equal ring branches (a symmetric ring C=N/C=C: oxime or hydrazone of a 4-substituted cyclohexanone, enaminone of a 5-substituted cyclohexane-1,3-dione, adamantanone/tropinone oxime, Meldrum's-acid ylidene): 2022.09 lists it as possible E/Z (its iteration counts such a bond as possibly dependent on other stereo, even where the ring holds none, as in the thioxanthene dioxide oxime); our E/Z rule (different CIP ranks on each end) does not follow such dependencies.",
  squarePlanar:
    "A four-coordinate P or S (phosphinate, phosphonate, sulfoximine, sulfinamide) with four different substituents: the embedded 2026.09 build lists it as a tetrahedral stereocentre, which it is; RDKit 2022.09's FindPotentialStereo lists the same atom as a possible square-planar centre, left out of the tetrahedral comparison.",
  heteroCentre:
    "A possible stereocentre on an atom our added rules do not cover (S+, As, P(III), cyclic sulfite S, metal-bound N+, aromatic bridgehead n); the embedded build's stereo tags do not flag it; RDKit 2022.09's FindPotentialStereo does.",
  sulfonylDependent:
    "A carbon whose two equal branches each carry a sulfonyl S; 2022.09 counts those S atoms as possible (square-planar) stereo elements and so the carbon as a dependent centre; the S atoms are not stereocentres, so neither is the carbon.",
  exocyclic:
    "A ring carbon opposite (or beside) an exocyclic C=N/C=C whose ring end has two equal ring branches: 2022.09 pairs the carbon with that double bond as dependent stereo (cyclohexylidene axial stereo); our ring rule pairs ring atoms with ring atoms only, so it misses this carbon (and the bond, listed separately).",
  perfluoro:
    "cis/trans ring stereo of a 1,4-disubstituted cyclohexane (perfluoro-1,4-dimethylcyclohexane): we list C1 and C4 as for CC1CCC(C)CC1, which 2022.09 does flag; 2022.09's FindPotentialStereo misses the perfluorinated case (its symmetry classes do not separate the two faces here).",
};

const atomsOf = (text: string): number[][] => JSON.parse(text) as number[][];
const entries: KnownStructureDifference[] = [];
const unexplained: KnownStructureDifference[] = [];
for (const diff of observed) {
  const record = golden.get(`${diff.set}:${diff.id}:${diff.smiles}`);
  let reason: string | undefined;
  if (diff.kind === "parse") reason = REASONS.parse;
  else if ((diff.kind === "ring_count" || diff.kind === "rings") && diff.id === "WEHI-0070249") reason = REASONS.sssr;
  else if (diff.kind === "stereo_bonds") {
    // A cumulated system written in the SMILES: X=C=Y, X=[N+]=Y, X=S=Y.
    const cumulated = /=C=|=\[N\+\]=|=S=/.test(diff.smiles);
    reason = cumulated ? REASONS.cumulene : REASONS.symmetricEnd;
  } else if (diff.kind === "stereo_atoms" && record) {
    const goldenAtoms = new Set(atomsOf(diff.golden).map((a) => a[0] as number));
    const ours = new Set(atomsOf(diff.ours).map((a) => a[0] as number));
    const nonTetrahedral = new Set((record.stereo?.atoms ?? []).filter((a) => a.length === 3).map((a) => a[0]));
    const extra = [...ours].filter((a) => !goldenAtoms.has(a));
    const missing = [...goldenAtoms].filter((a) => !ours.has(a));
    if (missing.length === 0 && extra.every((a) => nonTetrahedral.has(a))) reason = REASONS.squarePlanar;
    else if (diff.id === "4781") reason = REASONS.perfluoro;
    else if (extra.length === 0 && /As|\[S\+\]|\[P\]\(O|\[Ni|\[Zn|^n21|^S1\(=O\)O/.test(diff.smiles))
      reason = REASONS.heteroCentre;
    else if (extra.length === 0 && (diff.smiles.match(/S\(=O\)\(=O\)|S\(O\)\(=O\)=O/g) ?? []).length >= 2)
      reason = REASONS.sulfonylDependent;
    else if (extra.length === 0 && /=C[1-9]|C\(=C|=CN|N=C1/.test(diff.smiles)) reason = REASONS.exocyclic;
  }
  if (reason === undefined) unexplained.push(diff);
  else entries.push({ ...diff, reason });
}
if (unexplained.length > 0) {
  console.error(`${unexplained.length} disagreement(s) no rule explains:`);
  for (const d of unexplained)
    console.error(`  ${d.kind} ${d.set}:${d.id} ${d.smiles}: 2022.09 ${d.golden}; ours ${d.ours}`);
  process.exit(1);
}
const out = join(import.meta.dir, "..", "..", "validation", "golden", "structure-known-differences.jsonl");
writeFileSync(out, `${entries.map((e) => JSON.stringify(e)).join("\n")}\n`);
const counts = new Map<string, number>();
for (const e of entries) counts.set(e.reason.slice(0, 60), (counts.get(e.reason.slice(0, 60)) ?? 0) + 1);
console.log(`${entries.length} known differences -> ${out}`);
for (const [r, n] of counts) console.log(`  ${n}× ${r}…`);
