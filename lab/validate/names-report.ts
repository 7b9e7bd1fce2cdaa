#!/usr/bin/env bun
/**
 * The offline name parser against OPSIN 2.7.0: every name of validation/golden/names-opsin.jsonl (written by
 * validation/generators/make_golden_names.py) is read by src/chem/names and compared with OPSIN's structure by
 * canonical isomeric SMILES (both canonicalised by the same RDKit, the embedded one). Writes
 * validation/reports/names-in.md (per set and class: names, OPSIN answered, we answered, right, wrong, and our
 * answers where OPSIN has none) and the speed: median ms per name after a warm-up pass.
 *
 *   bun lab/validate/names-report.ts           # writes the report
 *   bun lab/validate/names-report.ts --wrong   # also prints every wrong answer
 *   bun lab/validate/names-report.ts --not-read   # also prints every refusal not read yet: set, class, name, message
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { readJsonl } from "../../harness/golden.ts";
import { parseName } from "../../src/chem/names/index.ts";
import { free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";

interface Row {
  set: string;
  class: string;
  name: string;
  opsin: string | null;
  /** OPSIN's answer on the name with each ";" written as a space (its CLI reads no ";"), when it reads the name itself not. */
  opsin_spaced?: string | null;
  /** The standard InChI OPSIN's test file expects (opsin-tests rows), or the curated file's (chemical-structures). */
  inchi?: string;
}

interface Tally {
  names: number;
  opsin: number;
  answered: number;
  right: number;
  wrong: number;
  /** Wrong beside OPSIN, but ours has the InChI OPSIN's own test file expects: OPSIN 2.7.0 is wrong there. */
  opsinWrong: number;
  oursOnly: number;
}

await loadRDKit();
const rows = readJsonl<Row>("names-opsin.jsonl");

function inchiOf(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_inchi() : null;
  } finally {
    free(mol);
  }
}

function canonical(smiles: string): string | null {
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : null;
  } finally {
    free(mol);
  }
}

/**
 * Why we refused a name OPSIN answers. Only the first four are refusals by decision (issue 28: "a name that fits
 * more than one structure is refused, never guessed"); everything else is grammar not read yet. Keyed on the
 * parser's own reason and message, so a message that changes falls back to "not read yet", never the other way.
 */
type RefusalKind =
  | "ambiguous"
  | "impossible as written"
  | "stereo not given"
  | "metal charge or bonding"
  | "not read yet";
const refusalKinds: readonly RefusalKind[] = [
  "ambiguous",
  "impossible as written",
  "stereo not given",
  "metal charge or bonding",
  "not read yet",
];
function refusalKind(reason: string, message: string): RefusalKind {
  if (reason === "ambiguous" || /have no locants and more than one arrangement is possible/.test(message)) {
    return "ambiguous";
  }
  if (
    reason === "invalid" &&
    /no hydrogen left to replace|unpaired double bond|no arrangement of double bonds fits|has no double bond to take a hydrogen|the counts must match/.test(
      message,
    )
  ) {
    return "impossible as written";
  }
  if (
    reason === "unsupported" &&
    /gives no stereodescriptor|names a racemate|relative configuration|leaves a stereocentre of the sugar open|gives no L- or D-/.test(
      message,
    )
  ) {
    return "stereo not given";
  }
  if (reason === "unsupported" && /binary compound of|more than one common charge/.test(message)) {
    return "metal charge or bonding";
  }
  return "not read yet";
}
const refusals = new Map<string, Map<RefusalKind, string[]>>();
const refused = (set: string, kind: RefusalKind, name: string): void => {
  let bySet = refusals.get(set);
  if (!bySet) {
    bySet = new Map();
    refusals.set(set, bySet);
  }
  const names = bySet.get(kind) ?? [];
  names.push(name);
  bySet.set(kind, names);
};

const tallies = new Map<string, Tally>();
const wrong: string[] = [];
const oursOnly: string[] = [];
const times: number[] = [];
const notRead: string[] = [];
const tally = (key: string): Tally => {
  let t = tallies.get(key);
  if (!t) {
    t = { names: 0, opsin: 0, answered: 0, right: 0, wrong: 0, opsinWrong: 0, oursOnly: 0 };
    tallies.set(key, t);
  }
  return t;
};

// Warm-up pass (the first name builds the grammar tables; the JIT settles), then the timed pass.
const firstStart = performance.now();
parseName(rows[0]?.name ?? "ethanol");
const firstMs = performance.now() - firstStart;
for (const row of rows) parseName(row.name);

for (const row of rows) {
  const start = performance.now();
  const result = parseName(row.name);
  times.push(performance.now() - start);
  const opsin = row.opsin ?? row.opsin_spaced ?? null;
  const reference = opsin === null ? null : canonical(opsin);
  const testFileAgrees =
    result.ok && reference !== null && reference !== result.smiles && row.inchi !== undefined
      ? inchiOf(result.smiles) === row.inchi
      : false;
  if (!result.ok && reference !== null) {
    const kind = refusalKind(result.reason, result.message);
    refused(row.set, kind, row.name);
    if (kind === "not read yet") notRead.push(`${row.set}\t${row.class}\t${row.name}\t${result.message}`);
  }
  for (const key of [`${row.set}\t*`, `${row.set}\t${row.class}`]) {
    const t = tally(key);
    t.names++;
    if (reference !== null) t.opsin++;
    if (!result.ok) continue;
    t.answered++;
    if (reference === null) t.oursOnly++;
    else if (reference === result.smiles) t.right++;
    else {
      t.wrong++;
      if (testFileAgrees) t.opsinWrong++;
    }
  }
  if (result.ok && reference !== null && reference !== result.smiles) {
    // Where OPSIN's test file gives the expected InChI and ours has it, OPSIN 2.7.0 is the one that is wrong.
    const note = testFileAgrees ? "\tours has the InChI OPSIN's test file expects (OPSIN 2.7.0 is wrong here)" : "";
    wrong.push(`${row.set}\t${row.class}\t${row.name}\tours ${result.smiles}\tOPSIN ${reference}${note}`);
  }
  if (result.ok && reference === null) {
    // Where OPSIN's own test file gives the expected InChI, it says whether our answer is that structure.
    const check =
      row.inchi === undefined
        ? ""
        : inchiOf(result.smiles) === row.inchi
          ? "\tours has the InChI OPSIN's test file expects"
          : "\tours is NOT the InChI OPSIN's test file expects";
    oursOnly.push(`${row.set}\t${row.class}\t${row.name}\tours ${result.smiles}${check}`);
  }
}

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
const max = times[times.length - 1] ?? 0;

const pct = (a: number, b: number): string => (b === 0 ? "–" : `${((100 * a) / b).toFixed(1)} %`);
const lines: string[] = [];
const table = (set: string): void => {
  lines.push(
    "| class | names | OPSIN answered | we answered | right | wrong | of which OPSIN is wrong | precision beside OPSIN | precision, OPSIN's errors set aside | recall beside OPSIN | ours where OPSIN has none |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const keys = [...tallies.keys()].filter((k) => k.startsWith(`${set}\t`)).sort();
  for (const key of keys) {
    const t = tallies.get(key) as Tally;
    const cls = key.split("\t")[1] === "*" ? "**all**" : key.split("\t")[1];
    lines.push(
      `| ${cls} | ${t.names} | ${t.opsin} | ${t.answered} | ${t.right} | ${t.wrong} | ${t.opsinWrong} | ${pct(t.right, t.right + t.wrong)} | ${pct(t.right + t.opsinWrong, t.right + t.wrong)} | ${pct(t.right, t.opsin)} | ${t.oursOnly} |`,
    );
  }
};

lines.push("# Names in: the offline name parser beside OPSIN 2.7.0");
lines.push("");
lines.push(
  "Written by `bun lab/validate/names-report.ts` from `validation/golden/names-opsin.jsonl` " +
    "(`validation/generators/make_golden_names.py`: Debian's OPSIN 2.7.0 CLI, SMILES canonicalised by Python RDKit " +
    "2022.09). Our answer and OPSIN's are compared by canonical isomeric SMILES, both canonicalised by the embedded " +
    "RDKit. *Answered* counts names we give a structure for; a name we refuse (unreadable, ambiguous, or not read " +
    "yet) is not an answer. *Precision* is right / (right + wrong) over names OPSIN also answers; *recall beside " +
    "OPSIN* is right / OPSIN answered. Where our answer differs from OPSIN's and OPSIN's own test file gives an " +
    "InChI for the name, the InChI decides: if ours has it, OPSIN 2.7.0 is the one that is wrong (counted in *of " +
    'which OPSIN is wrong*, and set aside in the second precision). OPSIN 2.7.0\'s CLI reads no ";" between ' +
    "components (PubChem's \"sodium;acetate\"): for such a name the reference is OPSIN's answer on the name with each " +
    '";" written as a space (the generator\'s `opsin_spaced`). The last column counts structures we give where OPSIN gives none: they are ' +
    "listed below, each with the check of the InChI OPSIN's test file gives where it gives one, the others checked by hand.",
);
lines.push("");
lines.push("## What the parser reads, and how it decides");
lines.push("");
lines.push(
  [
    "`src/chem/names/` (lexicon, grammar, graph, builder; OPSIN 2.7.0's token lists extracted into `src/data/names/` by",
    "`scripts/extract/extract_opsin_names.py`) reads substitutive names: alkane stems to C99 with cyclo-, an/en/yn with",
    "locants and multipliers (buta-1,3-diene, hex-1-en-5-yne); prefixes from OPSIN's substituent lists (halo, hydroxy,",
    "amino, nitro, cyano, oxo, phenyl …), alkyl/alkoxy/acyl prefixes built from stems (methyl, propan-2-yl, ethoxy, acetyl,",
    "benzyl), iso/sec/tert forms, bracketed compound substituents ((2-chloroethyl), bis(hydroxymethyl)); suffixes by OPSIN's",
    "suffix rules (-ol, -one, -al, -oic acid, -amine, -imine, -nitrile, -amide, -thiol, -thione, -carboxylic acid,",
    "-carbaldehyde, -carbonitrile, -carboxamide, -carbohydrazide, -oate, -yl/-ylidene, -oxy; with sulfon/sulfin: -sulfonic",
    "and -sulfinic acid, -sulfonamide, -sulfonate, -sulfonohydrazide; -sulfonyl) with N- locants on them (N, N' … on a",
    "multiplied suffix's copies in its locants' order: N,N,N',N'-tetramethylethane-1,2-diamine); prefixes of the",
    "parent hydrides (sulfanyl, selanyl, oxidanyl, azanyl; disulfanyl is read both as HS-S- and as two sulfanyl groups, so",
    "disulfanylmethane is refused), acyloxy prefixes (2-acetyloxybenzoic acid) and di-tert-butyl; OPSIN's ring parents",
    "(benzene, pyridine, furan, thiophene, pyrrole, imidazole, indole, quinoline, naphthalene, piperidine, morpholine …, 179",
    "stems) with their own numbering and the ring's own NH as indicated hydrogen (1H-indole); retained parents with atoms",
    'outside the ring (aniline, with its N named "N"; toluene, anisole, phenol, caffeine …) and whole molecules (urea,',
    "chloroform, phosgene; OPSIN's simpleGroups): only OPSIN's tokens that allow no stereoisomer,",
    "since a trivial name of a chiral compound names one isomer its flat SMILES does not give); a listed aryl group or",
    "single-atom group as the parent of a bracketed substituent ((4-chlorophenyl), (dimethylamino)); retained acid stems",
    "(acetic, benzoic, succinic …); and two-word esters and salts of monovalent cations (ethyl acetate, diethyl hexanedioate, sodium",
    "benzoate; the ester's group bracketed as PubChem writes it: (2-methoxyethyl) formate, bis(2-ethylhexyl) hexanedioate).",
    "Compound prefixes on a group (issues 28 and 29): in IUPAC's marks ([(pyridin-3-yl)oxy], [(4-chlorophenyl)sulfanyl],",
    "[(hydroxyimino)methyl]) or run together as OPSIN reads them (4-chlorophenylsulfanyl, 2-ethylhexyloxy,",
    "dimethylaminomethyl: the whole run nests one level into the group after it, and the flat reading is built too);",
    "carboxy, sulfo, sulfino, sulfamoyl (N-substituted: dimethylsulfamoyl), sulfonamido (`methanesulfonamido`, OPSIN's",
    "`methylsulfonamido`: the sulfonylamino run), imino and diazenyl prefixes (a one-atom group's N, S or O named by its",
    "element: `4-(N,N-dimethylamino)benzaldehyde`); an oxo at a ring",
    "sulfur's locant makes the sulfoxide or sulfone (1,1-dioxothiolan-3-amine), and a second group at one locant may take",
    "the ring's unwritten indicated hydrogen (2,2-difluoro-1,3-benzodioxole).",
    "CIP descriptors at the start of the name or after its first space ((E)-, (2Z)-, (R)-, (2R,3S)-; methyl",
    "(E)-but-2-enoate) are placed on the parent atom or double bond their locant names, and those at the start of a",
    "bracketed substituent ([(E)-2-chloroethenyl]benzene, 2-[(1S)-1-hydroxyethyl]oxirane) on that substituent's own",
    "atoms: every combination of @/@@ marks and cis/trans geometries is written and RDKit's CIP labeller picks the one",
    "with exactly those labels.",
    "",
    "Ring nomenclature (`src/chem/names/rings.ts`): Hantzsch–Widman rings of 3 to 10 atoms with O, S, Se, Te and N",
    "(1,3-oxazole, 1,2,4-triazine, oxetane, 1,3-thiazolidine, 1,4-diazepane, CAS's oxepin; unlocanted only where one arrangement",
    "exists, or oxazole/thiazole as IUPAC's retained 1,3 rings); von Baeyer bicycles and monospiro compounds with oxa/aza/",
    "thia replacement prefixes (7-oxabicyclo[2.2.1]heptane, 8-azabicyclo[3.2.1]octane, 1,4-dioxaspiro[4.5]decane, 2-oxa-",
    "6-azaspiro[3.3]heptane); ring assemblies (biphenyl, 2,2'-bipyridine, 1,1':4',1''-terphenyl, [1,1'-biphenyl]-4-ol);",
    "benzo-fused monocycles (1,3-benzothiazole, 1H-benzimidazole, 2H-1,4-benzoxazine, 1,4-benzodiazepine, benzo[b]thiophene,",
    "benzo[d][1,3]dioxole, [1,4]benzodiazepine) and fusion names of two monocycles (pyrazolo[1,5-a]pyrimidine,",
    "imidazo[1,2-a]pyridine, thieno[2,3-d]pyrimidine, [1,2,4]triazolo[1,5-a]pyridine), each numbered as an ortho-fused",
    "bicycle round its periphery, in whichever way gives the heteroatoms, then the fusion carbons, then the fusion",
    "heteroatoms the lowest locants (a fusion N takes a number: imidazo[1,2-a]pyridine's N4), every tie built; hydro",
    "prefixes, indicated hydrogen and added hydrogen",
    "(1,2,3,4-tetrahydronaphthalene, 3,4-dihydro-2H-pyran, 4H-pyran, quinolin-2(1H)-one, pyrimidine-2,4(1H,3H)-dione).",
    "A mancude ring is built with a spare valence on every atom that can carry a double bond; indicated, added and hydro",
    "hydrogens and double-bonded groups use spares up, and the rest are paired into double bonds by every matching in",
    "turn. A name that omits an indicated hydrogen the ring needs is tried with it on every atom (a listed NH, indole's",
    "or imidazole's, stays where it is), so pyran, indene, 1,2,4-triazole and pyridin-2-one are refused as ambiguous and",
    "4H-pyran, 1H-1,2,4-triazole and pyridin-2(1H)-one are answered (in a fusion name no listed NH is kept:",
    "imidazo[4,5-d]pyridine is 1H or 3H). A ring ketone's added hydrogen may be left unwritten, as PubChem writes it:",
    "one unwritten hydrogen per ring ketone besides the indicated one, every place tried (1H-pyrimidine-2,4-dione,",
    "1,3,7-trimethylpurine-2,6-dione are answered; 3-methyl-1,3-benzothiazole, with no ketone, is not).",
    "CAS's locants before the parent (`2-propanol`, `1,2-ethanediol`, `1,3-butadiene`, `2-buten-1-ol`, `1,4-benzenediol`,",
    "`4-pyridinecarboxylic acid`) go on its one unlocanted suffix group, else a chain's one unlocanted ene/yne (not on a",
    "terminal -al/-oic acid; not on substituents, where they are a prefix's); `2-butenol` (ene's or ol's?) is refused.",
    "Rings named by their nitrogens' locants in the hydrocarbon's numbering: 1,8-naphthyridine, 1,10-phenanthroline",
    "(unlocanted naphthyridine is refused: OPSIN assumes 1,8). Fusion names of three or more rings or with a bicyclic",
    "component are built from their components; where the namer's OPSIN-checked templates hold the same skeleton",
    "(dibenzo[b,d]furan, dibenzo[b,d]thiophene, pyrido[3,2-h]quinoline, dibenzo[b,e]pyrazine) the system takes that",
    "template's numbering (src/chem/names/fusion-numbering.ts; never a retained exception's: 5H-dibenzo[b,d]pyrrole is not",
    "numbered as carbazole), so 2-chlorodibenzo[b,d]furan is answered. Other systems are numbered by IUPAC's FR-5",
    "rules (src/chem/names/fusion-orientation.ts: the rings laid on a hexagon grid, oriented for the longest row and",
    "the most rings upper right, numbered clockwise from the upper right ring, heteroatoms then fusion carbons low):",
    "2-methylbenzo[g]quinoline, 9H-pyrido[3,4-b]indole, 5H-dibenzo[b,f]azepine, benzo[a]anthracene; components may be",
    "tricycles (benzo[a]carbazole), rings listed with their CH2 (9H-indeno[2,1-b]pyridine, 7H-furo[3,2-g]chromene),",
    "benzo names ([1]benzothieno[2,3-d]pyrimidine, pyrido[1,2-a]benzimidazole, benzo[4,5]thieno[2,3-d]pyrimidine).",
    "Systems outside those rules (four-membered rings, a seven-membered ring fused on bonds two apart, peri-fusion)",
    "are built without numbering and answered only where the name puts no locant on them.",
    "Spiro unions of ring components (spiro[cyclohexane-1,1'-indene], 9,9'-spirobi[fluorene], the older",
    "2-cyclohexenespiro-(2'-cyclopentene); CIP descriptors on their primed locants) and polycyclic von Baeyer and",
    "polyspiro names are read, their skeleton atoms also P, As, Si, B …, cationic (5-azoniaspiro[4.4]nonane) or with",
    "the lambda convention (5λ5-arsaspiro[4.4]nonan-5-ylium); bridged fused systems too (4a,8a-propanoquinoline,",
    "9H-9,10-ethanoacridine, 1,4-azenocyclohexane: a bridgehead without hydrogen is sp3 once bridged). A group on a",
    "listed ring's N that has no hydrogen names the unwritten indicated hydrogen (imidazol-3-ol, 2-methylindazole,",
    "purin-1-ol). Not read yet: that numbering, cyclohexa-/cyclopropa- components, spiro components that fit only",
    "within the system (spiro[1,3-dithiane-2,4'-2,3,3a,5-tetrahydropentalene]-1'-one), spiro atoms other than C,",
    "dehydro on mancude atoms (didehydro between two saturated atoms is read: 2,3-didehydroflavan = flav-2-ene).",
    "",
    "Carbohydrates and flavonoids (`carbohydrates.ts`, `flavonoids.ts`, `glycosyl-groups.ts`, `locant-esters.ts`): OPSIN's",
    "monosaccharide and flavonoid tokens; glycosides and glycosyl groups in brackets (7-(β-D-glucopyranosyloxy)flavone,",
    "8-(β-D-glucopyranosyl)apigenin, chains and branches of sugars, an E/Z acyl group on a sugar), their centres carried",
    "in the molecule wherever the group ends up; flavonoid ring systems by their fusion names with their numbering",
    "written out and checked by OPSIN at every substitutable locant (coumestan, pterocarpan, the rotenoids,",
    "[1,3]dioxolo[4,5-g]chromene, the pyranoanthocyanidin cation); esters named after the alcohol with the locant of",
    "each esterified OH (quercetin 3,7-diacetate), refused where the locant may be the acid's own.",
    "",
    "Every reading the grammar allows is built, and every placement of a group the name leaves unlocanted; the name is",
    "answered only if all of them give one canonical SMILES. So ethanol, chlorobenzene and 2-methylpropene are answered and",
    "butanol, dichlorobenzene and methylpyridine are refused as ambiguous. The placements fixed by IUPAC rule rather than",
    "by symmetry are not enumerated: a terminal suffix (-al, -oic acid, -nitrile, -yl) on a chain is at C1 (C1 and the",
    "last carbon when doubled), a retained acid's suffix at its listed atoms, and a single unlocanted suffix on benzene,",
    "a cycloalkane, methane or ethane at C1 (2-methylcyclohexanone, 2-aminoethanol). An unlocanted prefix may go on any",
    "atom of the parent, one its locants name or not (chlorocaffeine is refused: a methyl or the ring CH). Refused rather than guessed: stereodescriptors other than",
    "CIP groups at the start of the name or of a bracketed substituent, cis/trans and D-/L- at its start (rel/rac, (RS), descriptors",
    "elsewhere: the name goes to PubChem, or with `--offline` is INVALID_NAME); a CIP descriptor that fits no stereocentre or double bond; prefixes run",
    "together without a hyphen, locant or brackets (chloromethylbenzene: OPSIN nests them, IUPAC wants brackets);",
    "an -ate whose first prefix is an unlocanted alkyl (ethylacetate: an ester without its space, or ethyl on the acid);",
    "ester and salt counts that do not match the acid groups; unlocanted heteroatoms, hydro prefixes or fusion bonds",
    "that fit more than one ring (dioxane, tetrahydronaphthalene, benzofuran).",
    "",
    "Words and components (`components.ts`, `functional.ts`; OPSIN's word-level lists in `src/data/names/opsin-words.ts`",
    "by `scripts/extract/extract_opsin_words.py`). Answers are dot-separated SMILES, one component per ion or molecule.",
    "PubChem's `;` lists (`methanamine;hydrochloride`, `sodium;acetate`, `calcium;diacetate`,",
    "`N,N-diethylethanamine;2,2,2-trichloroacetic acid`) are read part by part, each with its own multiplier, and the charges",
    "must add up to 0. A trailing `hydrochloride`, `dihydrochloride`, `hydrobromide`, `hydrate` adds that neutral component;",
    "half counts are written as two formula units (`calcium sulfate hemihydrate`, `potassium carbonate sesquihydrate`,",
    "`pyridinium hemisulfate`; `calcium hemisulfate` refused: two Ca2+ do not balance one sulfate).",
    "An organic base (a neutral molecule with a basic N) before an anion is drawn beside the neutral acid, as OPSIN does",
    "(`piperidin-4-ol trifluoroacetate`, `pyridine methanesulfonate`); refused for an acid with several acid groups (`caffeine",
    "citrate` 1:1, `morphine sulfate` 2:1: the name does not say) and, but for trifluoroacetate, for a base with an OH (its ester?).",
    "Salts `<cation> <anion>`: element cations with OPSIN's one common charge (sodium +1, calcium +2, aluminium +3) or the",
    "charge written (`iron(2+)`, `copper(II)`; `iron acetate` is refused: iron has two common charges), ammonium-type cations",
    "(`ammonium`, `tetramethylammonium`, `azanium`), organic and inorganic anions (chloride, hydroxide, cyanide …) and",
    "alkoxides (`sodium methoxide`, `potassium tert-butoxide`). With no",
    "count written the smallest neutral salt is built (`calcium acetate` = Ca2+ and two acetates, as OPSIN does); written",
    "counts must balance (`disodium acetate`, `calcium triacetate` refused: OPSIN guesses those). Binary compounds of metals",
    "outside groups 1-2 and zinc (`aluminium chloride`, `iron(3+) chloride`) are refused: OPSIN draws them covalently,",
    "others as ions, one compound in two SMILES; non-metals form no salt (`boron trifluoride` is not read as ions). `-ium`",
    "cations put a proton on the N the locant names, or on each N in turn, before the prefixes (`pyridin-1-ium`,",
    "`1-methylpyridin-1-ium`, `N,N,N-trimethylmethanaminium`). Functional class names: acid and alkyl halides and cyanides",
    "(`acetyl chloride`, `methyl iodide`; `glutaryl dichloride`, one per free valence), alcohols (`benzyl alcohol`), ethers, sulfides, sulfoxides, sulfones and ketones",
    "(`diethyl ether`, `ethyl methyl ketone`, `bis(2-chloroethyl) ether`), anhydrides of monocarboxylic acids (`acetic",
    "anhydride`, `acetic propanoic anhydride`), of one diacid closed into a 5- or 6-membered ring (`succinic anhydride`,",
    "`phthalic anhydride`; `malonic anhydride`, `adipic anhydride` refused) and mixed with a diacid (`acetic succinic",
    "anhydride`; refused where the diacid's two acid groups differ), `… acid R ester`, `… acid sodium",
    "salt` (the word before `salt` must be a cation); `amine` as a",
    "parent under prefixes (`methylamine`). Glycols and glycol ethers (`glycol-ethers.ts`): `ethylene glycol`, `glycerol`,",
    "`bisphenol A` as their systematic names, and `<polyol> <groups> ether [<anion>]` with each group or ester on a different",
    "OH, every assignment built (`1,4-butanediol diglycidyl ether`, `ethylene glycol ethyl ether acetate`, `ethylene glycol diacetate`; `glycerol",
    "diglycidyl ether`, 1,2 or 1,3, is refused). CAS-style inverted names are turned round (`benzoic acid, 4-amino-, methyl",
    "ester` = `methyl 4-aminobenzoate`). Amino acids from OPSIN's tokens: `L-` as drawn, `D-` the enantiomer, achiral ones",
    "(glycine, sarcosine) bare; a chiral one without L-/D- is refused (OPSIN assumes L; the name does not say). `cis-`/`trans-`",
    "before a name is placed on its one double bond that can have a geometry when each end has one group besides H",
    "(`cis-but-2-ene`, `trans-cinnamic acid`-style names); with two groups on an end it is refused. On a ring (stereo.ts",
    "placeRingCisTrans) it is read for the one pair of ring CH atoms that carry a group each, and only where it fixes an",
    "achiral structure (`cis-1,2-dimethylcyclohexane`, meso; `trans-1,4-dimethylcyclohexane`; `cis-decahydronaphthalene`);",
    "for a chiral one (`trans-1,2-dimethylcyclohexane`) it is a relative configuration, refused as rel- is.",
    "`D-`/`L-` before a systematic name (`L-2-aminobutanoic acid`, `D-2-hydroxypropanoic acid`, stereo.ts) is Fischer's",
    "convention on the one stereocentre with an H, an N or O, an acid carbon (bound to a chalcogen) and a chain carbon",
    "(bound to none); no such centre, or more than one, and the name is refused. A rotation sign after D/L (`L(-)-`) is read",
    "and adds nothing. The same on OPSIN's amino acid tokens drawn flat (`L-phenylglycine`, `D-isoserine`); glycine takes",
    "prefixes as a parent (`2-phenylglycine`, `L-2-phenylglycine`; `methylglycine`, N or C2, is refused). Proline and",
    "alanine with prefixes are read as pyrrolidine-2-carboxylic acid and 2-aminopropanoic acid with their L-/D-",
    "(`4-hydroxy-L-proline`, `3-phenyl-L-alanine`), and with cis-/trans- the ring's",
    "other group is placed against the Fischer centre (`trans-4-hydroxy-L-proline` = (2S,4R)).",
    "",
    "Added on 2026-12-04 (issue 28, nine branches): organometallics (a metal with its groups, its charge or oxidation",
    "number written, halides and hydroxides bonded to Sn, Pb, Hg, Mg, Al), acetylides, phosphorus acids, their amides,",
    "esters and thioesters (methylphosphonic acid, parathion, chlorpyrifos, paraoxon, glyphosate) and the phosphoryl",
    "joiner, nucleosides, nucleotides, pyridoxal 5'-phosphate and saturated glycerophospholipids from OPSIN's tokens,",
    "heteroatom spiro atoms and -ium or lambda components, conjunctive names (benzeneacetic acid, alpha-ethylfuran-2-",
    "methanol), subtractive prefixes (deaza), replacement prefixes run into the parent (7-azaindole), the lambda",
    "convention in rings and replacement prefixes, PubChem's locants (4-N-, 1-N,1-N-, 3-O-ethyl 5-O-methyl), o-/m-/p-",
    "locants and tolyl, perhalo prefixes, amino acids with L-/D- in their other forms (L-alaninol, 3,5-diiodo-L-",
    "tyrosine, gamma-L-glutamyl peptides), nucleobases, 8- to 14-membered rings in fusion numbering, multiparent",
    "fusion names, an unlocanted ring ene beside a suffix at C1 (cyclohexene-1-carboxylic acid), and more isotope forms.",
    "",
    "rac and rel (and DL-, (RS), (±)) are refused, by decision: `rac-` names a 1:1 mixture of two enantiomers and `rel-` a",
    "relative configuration whose absolute one is unknown; a SMILES names one structure, so an answer would either drop",
    'what the name says (a flat SMILES reads as "stereo unknown", not "racemic") or claim an absolute configuration',
    "the name does not give (OPSIN 2.7.0 answers `rel-(1R,2S)-…` with absolute marks). CXSMILES enhanced stereo (`&1`,",
    "`o1` groups) could say both and is the way to read them later.",
    "",
    "Isotope descriptors (`isotopes.ts`) before the part of the name they label: the parent (`(13C)methane`, `(2H6)benzene`,",
    "`(1-13C)acetic acid`, `trichloro(12C)methane`, `2,3-dihydro(1-15N)-1H-indole`) or a substituent (`2-(13C)methyl…`,",
    "`7-(131I)iodo…`, `1,2-di[(13C)methyl]benzene`, `(1-14C)ethyl propanoate`; at the start, before a prefix, on that prefix:",
    "`(2H3)methoxybenzene`), superscript mass numbers (`(2-²H1)`), N and O locants (`(N,N-2H2)aniline`, `(O-2H)acetic acid`:",
    "of two atoms named, the one that can hold it), `deuterio` prefixes, and CAS's deuterium after a word (`Methane-d4`,",
    "`Methanol-d` = CH3OD on the suffix's atoms, `Propanamide-N,3-d2`, `(methyl-d3)`; heavier atoms alike: `Methanol-13C`,",
    "`Acetic acid-1-13C`, `Urea-15N2`) and inside it, before the suffix,",
    "on the parent's atoms (`Methan-d3-amine`, `Ethan-2-d-amine`, `1H-Imidazole-1-d-2-carboxylic acid`). With locants",
    "the isotopes go on the atoms named; without, every placement is built and the name is answered only if all agree,",
    "so `(2H3)methanol` is refused (CD3OH or CHD2OD; OPSIN answers CD3OH), and `Ethan-d-ol` too (C1 or C2). A descriptor",
    "straight before a suffix is on that suffix's atoms (`cyclopentan-1-(18O)ol`, `cyclohexane-1-(14C)carboxylic acid`);",
    "one before a prefix names that prefix's atoms by element (`2-(O-2H)hydroxypropanal`, and OPSIN's unhyphenated",
    "`2(O-2H)hydroxy`; on a sugar's prefix: `2-deoxy-2-(18F)fluoro-β-D-glucopyranose`; a space after a descriptor is",
    "left out: `2-(18F) fluoro…`); CAS's `Hydroxyl-d-amine-d2` is hydroxylamine-N,N,O-d3. Bracketed forms (`[2H]methanol`) are not",
    "read yet. The group 14 hydrides take suffixes (`silanol`, `Silanamine-d2`, `1,1,1-trimethylsilanamine`), chains of one",
    "element are parents (`trisulfane`, `hexamethyldisilane`, `3-[ethyl(2-34S)trisulfan-1-yl]propanoic acid`; an inner S",
    "takes no group: `2-methyltrisulfane` refused), and `-peroxol` is the suffix -OOH (`methaneperoxol`).",
    "",
    "Derivatives of aldehydes and ketones by their class words (`carbonyl-derivatives.ts`): oximes (`acetone O-ethyloxime`),",
    "hydrazones (`benzaldehyde 2,4-dinitrophenylhydrazone`), semicarbazones, thiooximes (`S-phenylthiooxime`), hydroximoyl chlorides (`benzaldehyde chlorooxime`), acetals and ketals with hemi-, thio- and seleno-",
    "forms (`propanal dimethyl acetal`, `cyclohexanone ethylene ketal`, `propanal S-ethyl O-methyl monothioacetal`); groups",
    "without their atom's letter where the atoms differ are placed both ways (refused unless the same). `-ylium` cations",
    "(`ylium.ts`: `pentanylium`, `acetylium`, a charge on each free valence: `pentanedioylium`); -carbonyl and -thioyl groups (`cyclohexanecarbonyl chloride`, `pentanethioyl`); chalcogenide salts of the ionic cations (`sodium oxide`, `barium disulfide`);",
    "partial esters beside a cation (`sodium ethyl butanedioate`) or after the acid's name (`succinic acid methyl ester`).",
    "Organometallic names of one metal with its groups as prefixes (`organometallics.ts`: `dimethylzinc`,",
    "`dihydrido(naphthalen-2-yl)rhenium`, `methylmercury(1+)`, `trimethyltin(IV)` = Me3Sn+), each group bonded to the metal,",
    "read only where the metal is in a usual oxidation state (`methylmercury`, `trimethyltin`: radicals, refused); the",
    "halides, hydroxides, hydrides and cyanides of tin, lead, mercury, magnesium and aluminium with the ligand bonded to",
    "the metal, as every tool draws them (`tributyltin chloride`, `Butyltin chloride dihydroxide`, `methylmagnesium",
    "bromide`, `Diethylaluminum cyanide`; zinc's refused: OPSIN draws ions); salts of a charged group are refused",
    "(`methylmercury(1+) chloride`: OPSIN bonds the chloride, other tools draw ions); a noble gas's",
    "bare name is its atom (`oganesson`). Acetylide salts (`acetylides.ts`) with the cation's count written where the bare",
    "acetylide's charge is open (`monosodium acetylide` HC≡C−, `disodium acetylide`; `sodium acetylide` refused: NaC≡CH or",
    "Na2C2) and substituted ones (`lithium phenylacetylide`); silver and copper acetylides refused as binary compounds.",
    "Peptides from their acyl residues (`peptides.ts`: `glycylglycine`, `L-alanylglycyl-L-leucine`, each chiral residue",
    "with L-/D-; cyclic: `cyclo(L-alanyl-L-prolyl)`), their amides (`glycinamide`), their alkyl esters (`glycine ethyl ester`) and groups on the one free alpha-NH (`N-acetyl-L-alanine`;",
    "`N-acetyl-L-lysine` refused: N2 or N6).",
    "",
    "Parents and numbering rules of the third pass (`opsin-parents.ts` by `scripts/extract/extract_opsin_parents.py`,",
    "`inorganic-molecules.ts`): OPSIN's retained parents left out of the main lists (acetylene, oxamide, hydrazine,",
    "hydroxylamine, guanidine, saccharin; azane, oxidane, sulfane, phosphane, borane; phosphine, arsine, stibine, silane,",
    "germane, stannane, diazene, diazane: triphenylphosphine, chlorotrimethylsilane, 1,2-diphenyldiazene), porphyrin, the -ophenones",
    "(acetophenone to valerophenone and benzophenone, the chain from its carbonyl and the ring primed: 2-bromo-4'-",
    "chloroacetophenone; chloroacetophenone refused), stilbene only with its geometry written (trans-stilbene; bare",
    "stilbene refused: chemists' stilbene is mostly E, OPSIN draws it flat), stems in -in without",
    "their e (tetralin), methyl rings placed by their front locants (1,3-xylene, m-xylene, 4-toluidine, 2-cresol;",
    "unlocanted refused), ring stems whose one suffix takes a front locant (1-naphthol, 2-furoic acid, 3-pyridyl),",
    "citric and salicylic acid (acetylsalicylic acid refused: O- or C-acetyl); benzofuran and benzothiophene as the",
    "1-isomers (the 2-isomers have names of their own); skeletal replacement in a monocycle (oxacyclopentane,",
    "1,4,7,10,13,16-hexaoxacyclooctadecane); an unlocanted chain ene at the lowest locants (3-chloropropene;",
    "4-chlorobutene refused); a listed NH giving way to hydro prefixes that name it and to a ring ketone's indicated",
    "hydrogen (2-amino-1,9-dihydropurin-6-one, pyrrol-2-one = 2H-pyrrol-2-one, indol-3-one = 3H-indol-3-one); an oxo",
    "prefix's added hydrogen unwritten as a ketone suffix's is (2-oxo-3H-benzimidazol-1-yl); a gem pair or a group on a",
    "ring N making the atom sp3 beside a written indicated hydrogen (2,2-dimethyl-3H-benzofuran,",
    "2-methyl-3,4-dihydro-1H-isoquinoline); Z on a small ring's double bond, E/Z on a ring of 8 or more",
    "((Z)-cyclooctene); molecules of non-metals by composition (carbon tetrachloride, boron trifluoride, sulfur",
    "trioxide, dinitrogen, ozone; carbon monoxide and nitrogen dioxide refused: carbene, radical).",
  ].join("\n"),
);
lines.push("");
lines.push("## Set `ours`: names built class by class for what the parser reads now");
lines.push("");
table("ours");
lines.push("");
lines.push("## Set `pubchem-style`: names as PubChem's IUPAC Name field writes them (solvents, reagents, drugs)");
lines.push("");
table("pubchem-style");
lines.push("");
lines.push("## Set `opsin-tests`: OPSIN's own class-labelled test names (opsin-inchi test resources, MIT)");
lines.push("");
table("opsin-tests");
lines.push("");
lines.push("## Set `chemical-structures`: the names of Debian's chemical-structures-data (BSD), curated");
lines.push("");
lines.push(
  "One IUPAC name per CML file of `/usr/share/chemical-structures` (the directory is the class). A file is kept only " +
    "when the InChI it states has the layers of the standard InChI of its own atoms, bonds and 3D coordinates (IUPAC's " +
    "inchi_main; a trailing non-standard fixed-H layer is not counted as a difference); the dropped files and why are " +
    `in \`validation/golden/names-chemical-structures-dropped.jsonl\` (${readJsonl<{ file: string }>("names-chemical-structures-dropped.jsonl").length} of them: ` +
    "nitro compounds drawn with pentavalent N, which make no valid molecule, and InChIs that are not the file's " +
    "structure, such as L-isoleucine's and L-alloisoleucine's swapped). The kept file's InChI decides where ours and OPSIN's answers differ.",
);
lines.push("");
table("chemical-structures");
lines.push("");
lines.push("## Set `drugs-heldout`: drug, reagent and natural-product names written before the parser saw them");
lines.push("");
lines.push(
  "156 names in PubChem's IUPAC style (imatinib, atorvastatin, sildenafil, the benzodiazepines, beta blockers, " +
    "kinase inhibitors, antibiotics, pesticides, terpenes, buffers and reagents), written on 2026-12-04 from memory " +
    "of how PubChem names those compounds, before any was given to this parser (`DRUGS_HELDOUT` in " +
    "`validation/generators/make_golden_names.py`); OPSIN 2.7.0 decides the structure each name gives. The first run " +
    "(03:25 UTC, main at 9b1ac26): 134 right of the 155 OPSIN answers, 0 wrong, 21 refused. Later runs are in the table; " +
    "grammar added for these names after that first run makes them no longer held out.",
);
lines.push("");
table("drugs-heldout");
lines.push("");
lines.push("## Refusals beside OPSIN: by decision, and not read yet");
lines.push("");
lines.push(
  [
    "Every name OPSIN 2.7.0 answers and we refuse, by the parser's reason. Four kinds are refusals by decision, where",
    "OPSIN answers by a choice the name does not make: *ambiguous* (a locant that matters is missing, or unlocanted",
    "heteroatoms fit more than one ring: OPSIN takes the lowest locants or its default isomer); *impossible as written*",
    "(a group on a ring atom that has no hydrogen, hydrogens that leave a double bond unpaired, salt counts that do not",
    "balance: OPSIN adds the hydrogen or changes the count the name gives, e.g. 1-methylpyridine as",
    "1-methyl-1,2-dihydropyridine and disodium acetate as two sodium acetates); *stereo not given* (a chiral amino acid",
    "without L-/D-, which OPSIN reads as L-; rac-, rel-, DL-); *metal charge or bonding* (a metal with two common charges",
    "and none written, or a binary metal compound that tools draw either as ions or covalently). The rest is grammar",
    "not read yet. The last column is recall beside OPSIN with the refusals by decision taken out of OPSIN's count; the",
    "issue's target (within 2 points of OPSIN) is on the plain recall, and is not met where that column is far from",
    "100 %.",
  ].join("\n"),
);
lines.push("");
lines.push(
  `| set | OPSIN answered | right | wrong | ${refusalKinds.map((k) => `refused: ${k}`).join(" | ")} | recall beside OPSIN | recall without the refusals by decision |`,
);
lines.push(`|---|---:|---:|---:|${refusalKinds.map(() => "---:|").join("")}---:|---:|`);
for (const set of ["ours", "pubchem-style", "opsin-tests", "chemical-structures", "drugs-heldout"]) {
  const t = tallies.get(`${set}\t*`);
  if (!t) continue;
  const bySet = refusals.get(set) ?? new Map<RefusalKind, string[]>();
  const count = (k: RefusalKind): number => bySet.get(k)?.length ?? 0;
  const byDecision = refusalKinds.filter((k) => k !== "not read yet").reduce((n, k) => n + count(k), 0);
  lines.push(
    `| ${set} | ${t.opsin} | ${t.right} | ${t.wrong} | ${refusalKinds.map((k) => count(k)).join(" | ")} | ${pct(t.right, t.opsin)} | ${pct(t.right, t.opsin - byDecision)} |`,
  );
}
lines.push("");
lines.push("Examples of each kind (the first four names of each set, in the golden file's order):");
lines.push("");
for (const kind of refusalKinds) {
  const examples = ["opsin-tests", "ours", "pubchem-style", "chemical-structures", "drugs-heldout"].flatMap((set) =>
    (refusals.get(set)?.get(kind) ?? []).slice(0, 4).map((name) => `\`${name}\` (${set})`),
  );
  lines.push(`- *${kind}*: ${examples.length === 0 ? "none" : examples.join(", ")}`);
}
lines.push("");
lines.push("## Wrong answers");
lines.push("");
lines.push(wrong.length === 0 ? "None." : wrong.map((w) => `- \`${w.replaceAll("\t", "` · `")}\``).join("\n"));
lines.push("");
lines.push("## Our answers where OPSIN 2.7.0 gives none");
lines.push("");
lines.push(oursOnly.length === 0 ? "None." : oursOnly.map((w) => `- \`${w.replaceAll("\t", "` · `")}\``).join("\n"));
lines.push("");
lines.push("## Wiring decision");
lines.push("");
const opsinSet = tallies.get("opsin-tests\t*") as Tally;
const strict = pct(opsinSet.right, opsinSet.right + opsinSet.wrong);
lines.push(
  [
    "`name_to_smiles` reads names with this parser first because its precision is at least 99.5 % on every set: 100 % on",
    `\`ours\`, \`pubchem-style\` and \`chemical-structures\` beside OPSIN; on \`opsin-tests\` ${opsinSet.right} of its ${opsinSet.right + opsinSet.wrong} answers equal OPSIN 2.7.0's, and`,
    `the ${opsinSet.opsinWrong} other(s) are names where OPSIN 2.7.0 itself disagrees with the InChI its own test file expects and ours`,
    "has that InChI (listed in `validation/golden/names-known-differences.jsonl`; the test fails if the difference goes",
    `away). Strictly beside OPSIN that set's precision is ${strict}; with OPSIN's errors set aside it is`,
    `${pct(opsinSet.right + opsinSet.opsinWrong, opsinSet.right + opsinSet.wrong)}. Recall is what a later session extends: of OPSIN's own test names refused, the`,
    "ones not read yet (the table of refusals above) need peri-fused ring systems and four-membered rings in fusion",
    "names, functional replacement, steroid parents, 2'-O and 5'-deoxy nucleosides, diphosphate anions, a few",
    "inorganic anions and trivial groups (cresyl, mesityl, phenacyl); the rest are refused by decision.",
  ].join("\n"),
);
lines.push("");
lines.push("## Speed");
lines.push("");
lines.push(
  `${rows.length} names, after one warm-up pass over all of them: median **${median.toFixed(3)} ms** per name, ` +
    `95th percentile ${p95.toFixed(2)} ms, slowest ${max.toFixed(1)} ms (answers and refusals alike, RDKit ` +
    `canonicalisation included). The very first name, which builds the grammar tables, took ${firstMs.toFixed(0)} ms. ` +
    `Measured ${new Date().toISOString().slice(0, 10)} on the shared 2-core machine with other work running ` +
    `(load average ${loadavg()[0]?.toFixed(1)} at the end).`,
);
lines.push("");

lines.push("## Size, start-up, and where it runs");
lines.push("");
lines.push(
  [
    "The binary grew by 110,592 bytes with the parser and its tables (125,327,536 → 125,438,128 bytes, linux-x64,",
    "`bun scripts/build.ts`, measured 2026-12-02 against the commit before the parser); `src/data/names/opsin-tokens.ts`",
    "is 61 KB. `name_to_smiles` imports `src/chem/names/` on its first name (a dynamic import, also in the compiled",
    "binary), so the server's start and the other tools never load it (`test/tools/name-to-smiles.test.ts` checks",
    "that no module of it is loaded before the first name). `name_to_smiles` runs on the protocol thread (its PubChem",
    "half is network I/O), so the parse does too: a name is bounded by 20,000 grammar steps, 2,000 placements and 8",
    "stereo elements (256 combinations); the slowest seen, eight R/S descriptors on one chain, took 0.6 s on the loaded",
    "machine, most names well under a millisecond. Moving the parse to a chemistry worker is left for later.",
    "The ring nomenclature (`src/chem/names/rings.ts`, `src/data/names/opsin-rings.ts`) added 36,864 bytes",
    "(125,470,896 → 125,507,760, measured 2026-12-02 against 68e6d82, the commit before it). On 2026-12-04, at b7631e2",
    "(the parser, the namer of smiles_to_name and every names table as merged that day), the same build with",
    "`src/chem/names/index.ts` and `src/chem/names/namer/index.ts` replaced by stubs, so that no names module or table",
    "is bundled, is 129,796,272 bytes against 131,479,728: the names code and data add **1,683,456 bytes** (1.6 MB; the",
    "issue's limit is 5 MB), JavaScriptCore bytecode included (`scripts/build.ts` compiles with `--bytecode`).",
    "Again on 2026-12-04 at 0f3224d, after that day's grammar (organometallics, phosphorus acids, spiro heteroatoms,",
    "conjunctive and subtractive names, amino-acid forms …), the same way: 129,886,384 bytes with the stubs against",
    "131,975,344: **2,088,960 bytes** (2.0 MB).",
  ].join("\n"),
);
lines.push("");

// Fuzz: the stress script's own summary (10,000 mutated, random and 500-character names).
const fuzz = Bun.spawnSync([process.execPath, join(import.meta.dir, "..", "stress", "names-fuzz.ts")], {
  stdout: "pipe",
  stderr: "pipe",
});
const fuzzLines = fuzz.stdout.toString().trim().split("\n");
lines.push("## Fuzz");
lines.push("");
lines.push(
  "`bun lab/stress/names-fuzz.ts` (seeded; half mutations of the golden names, a quarter random strings, a quarter " +
    "names built up to the 500-character limit; every name must give an answer or a refusal):",
);
lines.push("");
lines.push(...fuzzLines.map((line) => `    ${line}`));
lines.push("");

const out = join(import.meta.dir, "..", "..", "validation", "reports", "names-in.md");
writeFileSync(out, lines.join("\n"));
console.log(lines.filter((l) => l.startsWith("| **all**")).join("\n"));
console.log(`wrong ${wrong.length}, ours-only ${oursOnly.length}, median ${median.toFixed(3)} ms`);
if (process.argv.includes("--wrong")) {
  for (const w of wrong) console.log(`WRONG\t${w}`);
  for (const w of oursOnly) console.log(`ONLY\t${w}`);
}
if (process.argv.includes("--not-read")) for (const n of notRead) console.log(`NOTREAD\t${n}`);
