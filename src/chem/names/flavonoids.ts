/**
 * Flavonoid parents and trivial names (IUPAC's flavonoid nomenclature, Recommendations 2017, as OPSIN 2.7.0 lists
 * them; scripts/extract/extract_opsin_flavonoids.py): the ring parents flavan, isoflavan, neoflavan and their
 * -2-en/-3-en forms, coumestan, pterocarpan and rotenane, which take suffixes like chroman ("flavan-4-one",
 * "(3R)-isoflavan-7-ol", "4-oxoflavan-3-yl acetate"), and flavylium's ring as "1λ4-benzopyran-1-ylium"; and the
 * retained names with atoms outside the ring, which take prefixes only: flavone, isoflavone, neoflavone, chalcone,
 * aurone, coumarin and trivial names (apigenin, genistein, luteolin, naringenin, cyanidin …), their OH oxygens
 * named by O-locants ("7-O-methylapigenin": builder.ts, grammar.ts). Locants are the tokens' own, primed on the
 * 2-phenyl ring (4′). The ring systems of coumestans, pterocarpans, rotenoids, pyranoanthocyanidins and
 * methylenedioxyflavones are read by their fusion names too ("6H-[1]benzofuro[3,2-c][1]benzopyran",
 * "chromeno[3,4-b]chromene"), numbered as those names number them; glycosyl groups on any of these are
 * glycosyl-groups.ts's.
 *
 * A name may imply a configuration (naringenin is (2S), chalcone (E), aurone (Z), pterocarpan (6aR,11aR)). Its
 * CIP label is placed like a written descriptor (stereo.ts), which keeps it right only while the ranking of the
 * ligands stays the token's: the extractor kept only labels settled by the atoms one and two bonds from the stereo
 * element, and lists the atoms the ranking rests on (the centre, and ligands that tie by element). A name that substitutes one
 * of those (3-chloronaringenin would put Cl on C3, which then outranks the phenyl ring) is refused rather than
 * labelled; anything further away, or on a ligand alone of its element (3-O-acetylaromadendrin), may change.
 */
import { OPSIN_FLAVONOIDS } from "../../data/names/opsin-flavonoids.ts";
import { OPSIN_TOKENS } from "../../data/names/opsin-tokens.ts";
import { type Graph, NameStructureError } from "./graph.ts";

/** A configuration a retained name implies: the CIP label of one centre, or of the double bond of two atoms. */
export interface ImpliedStereo {
  /** Atoms by their index in the token's SMILES (the parent's own atoms come first in the graph, in that order). */
  atoms: number[];
  label: "R" | "S" | "E" | "Z";
  /** The atoms whose hydrogens the name must leave as the token has them: the stereo atoms and the ligands that
   * tie by atomic number, ranked by the atoms on them (a ligand alone of its element, aromadendrin's 3-O, is not). */
  guard: number[];
}

interface FlavonoidToken {
  smiles: string;
  labels: string;
  stereo?: ImpliedStereo[];
  locantedSuffixes?: true;
  /** Listed with the CH2 of its indicated hydrogen in the aromatic ring (lexicon.ts RingToken). */
  mancude?: true;
}

type StereoRow = [number[], ImpliedStereo["label"], number[]];

function token(smiles: string, labels: string, stereo: StereoRow[]): FlavonoidToken {
  return stereo.length === 0
    ? { smiles, labels }
    : { smiles, labels, stereo: stereo.map(([atoms, label, guard]) => ({ atoms, label, guard })) };
}

/**
 * The flavylium cation's ring as IUPAC's flavonoid recommendations name it, "1λ4-benzopyran-1-ylium" (the λ form
 * of chromenylium, which OPSIN reads to the same structure; "2-(3,4-dihydroxyphenyl)-3,5,7-trihydroxy-1λ4-benzopyran-
 * 1-ylium" is cyanidin): chromenylium's token under those forms.
 */
const CHROMENYLIUM = OPSIN_TOKENS.rings.find(([form]) => form === "chromenylium");
const BENZOPYRYLIUM: [string, FlavonoidToken][] = CHROMENYLIUM
  ? ["1λ4-benzopyran-1-ylium", "1λ4-1-benzopyran-1-ylium", "1lambda4-benzopyran-1-ylium", "1-benzopyrylium"].map(
      (form) => [form, { smiles: CHROMENYLIUM[1], labels: CHROMENYLIUM[2] }],
    )
  : [];

/**
 * The fusion name of coumestan's ring system, "6H-[1]benzofuro[3,2-c][1]benzopyran" (or "…chromene"), which IUPAC's
 * flavonoid recommendations number as coumestan and pterocarpan are numbered: "3,9-dihydroxy-6H-[1]benzofuro[3,2-c]
 * [1]benzopyran-6-one" is coumestrol (3,9-dihydroxycoumestan-6-one), its 6a,11a-dihydro form with (6aR,11aR) a
 * pterocarpan. Coumestan's token with its 6-CH2 as the mancude ring's indicated hydrogen (like chromene's), so the
 * name's "6H-" and hydro prefixes place it.
 */
const COUMESTAN = OPSIN_FLAVONOIDS.find(([form]) => form === "coumestan");
const COUMESTAN_CH2 = "c2OCc3";
const BENZOFUROBENZOPYRAN: [string, FlavonoidToken][] =
  COUMESTAN?.[1].includes(COUMESTAN_CH2) === true
    ? ["[1]benzofuro[3,2-c][1]benzopyran", "[1]benzofuro[3,2-c]chromen"].map((form) => [
        form,
        { smiles: COUMESTAN[1].replace(COUMESTAN_CH2, "c2o[cH2]c3"), labels: COUMESTAN[2], mancude: true },
      ])
    : [];

/**
 * The fusion name of rotenane's ring system, "[1]benzopyrano[3,4-b][1]benzopyran" (or "chromeno[3,4-b]chromene"), with
 * the fusion numbering (P-25.3.3) its rotenoid names use: "(6aS,12aS)-6a,12a-dihydro[1]benzopyrano[3,4-b]
 * [1]benzopyran-12(6H)-one" is rotenan-4-one. Its 16 carbons pair into double bonds, so it takes no indicated
 * hydrogen. Rotenane's token numbers the atoms as an isoflavan instead, so the locants are written here: round the
 * periphery from the benzene ring of the pyran whose O is 5 (1-4, 4a, O5, C6, 6a, O7, 7a, 8-11, 11a, 12, 12a, 12b),
 * in the order of the SMILES's atoms.
 */
const BENZOPYRANOBENZOPYRAN: [string, FlavonoidToken][] = [
  "[1]benzopyrano[3,4-b][1]benzopyran",
  "chromeno[3,4-b]chromen",
].map((form) => [
  form,
  { smiles: "o1c2coc3ccccc3c2cc4ccccc14", labels: "7/6a/6/5/4a/4/3/2/1/12b/12a/12/11a/11/10/9/8/7a" },
]);

/**
 * The rotenone ring system with its furan, "[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran" (or "chromeno[3,4-b]furo
 * [2,3-h]chromene"; OPSIN's test names also write a hyphen before the last component), with its fusion numbering:
 * the furan's C1, C2, O3, then 3a, 4, 5, 5a, the pyranone's C6, 6a, 6b, the dimethoxy ring's 7-10, 10a, O11, C12,
 * 12a, O13, 13a, 13b. Its 18 carbons pair into double bonds: no indicated hydrogen.
 */
const ROTENONE_SYSTEM: [string, FlavonoidToken][] = [
  "[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
  "[1]benzopyrano[3,4-b]furo[2,3-h]-[1]benzopyran",
  "chromeno[3,4-b]furo[2,3-h]chromen",
  "chromeno[3,4-b]furo[2,3-h]-chromen",
].map((form) => [
  form,
  {
    smiles: "c1coc2ccc3cc4c5ccccc5occ4oc3c12",
    labels: "1/2/3/3a/4/5/5a/6/6a/6b/7/8/9/10/10a/11/12/12a/13/13a/13b",
  },
]);

/**
 * "[1,3]dioxolo[4,5-g][1]benzopyran" (or "…chromene"), the ring system of 6,7-methylenedioxyflavones ("9-hydroxy-6-
 * phenyl-8H-[1,3]dioxolo[4,5-g][1]benzopyran-8-one"), with its fusion numbering: the dioxole O1, C2, O3 first, then
 * 3a, 4, 4a, the pyran O5 and 6-8, 8a, 9, 9a. Its CH2 between the two O is no indicated hydrogen; the pyran's is, here
 * at 6 until the name places it.
 */
const DIOXOLOBENZOPYRAN: [string, FlavonoidToken][] = [
  "[1,3]dioxolo[4,5-g][1]benzopyran",
  "[1,3]dioxolo[4,5-g]chromen",
].map((form) => [form, { smiles: "O1COc2cc3o[cH2]ccc3cc12", labels: "1/2/3/3a/4/4a/5/6/7/8/8a/9/9a", mancude: true }]);

/**
 * The pyranoanthocyanidins' cation, "1λ4-pyrano[4,3,2-de][1]benzopyran-1-ylium" (or "pyrano[4,3,2-de]chromenylium"):
 * a flavylium peri-fused with a second pyran, numbered round its periphery from the oxonium O1 (2, 3, 3a, 4, 5, O6,
 * 6a, 7-9, 9a) with the central carbon 9b.
 */
const PYRANOBENZOPYRYLIUM: [string, FlavonoidToken][] = [
  "1\u03bb4-pyrano[4,3,2-de][1]benzopyran-1-ylium",
  "1lambda4-pyrano[4,3,2-de][1]benzopyran-1-ylium",
  "pyrano[4,3,2-de]chromenylium",
].map((form) => [form, { smiles: "[o+]1ccc2ccoc3cccc1c23", labels: "1/2/3/3a/4/5/6/6a/7/8/9/9a/9b" }]);

/**
 * "pterocarp-6a(11a)-ene": pterocarpan with the double bond from 6a to 11a, which leaves neither centre, is
 * coumestan's ring (its 6-CH2 kept): coumestan's token under that form ("3,9-dihydroxypterocarp-6a(11a)-en-6-one" is
 * coumestrol).
 */
const PTEROCARPENE: [string, FlavonoidToken][] = COUMESTAN
  ? [["pterocarp-6a(11a)-en", { smiles: COUMESTAN[1], labels: COUMESTAN[2], locantedSuffixes: true }]]
  : [];

/**
 * The ring system of a rotenoid with a dimethylpyran on one benzene ring and a methylenedioxy on the other,
 * "[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene" ("(5aS,12bS)-2,2-dimethyl-3,4,5a,12b-tetrahydro-2H-…-13(6H)-
 * one"), with its fusion numbering: the
 * dimethylpyran's O1, 2-4, 4a, 4b, O5, 5a, C6, O7, 7a, 8, 8a, the dioxole's O9, C10, O11, then 11a, 12, 12a, 12b,
 * C13, 13a, 14, 15, 15a. The dioxole's CH2 is no indicated hydrogen; the pyran's is, at 2 until the name places it.
 */
const DIOXOLOPYRANODICHROMENE: [string, FlavonoidToken][] = [
  [
    "[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromen",
    {
      smiles: "o1[cH2]ccc2c3oc4coc5cc6OCOc6cc5c4cc3ccc12",
      labels: "1/2/3/4/4a/4b/5/5a/6/7/7a/8/8a/9/10/11/11a/12/12a/12b/13/13a/14/15/15a",
      mancude: true,
    },
  ],
];

/**
 * [form, token] of the ring parents: the lexicon's rings (a suffix, "e" or "an" ends them). Their suffixes need
 * locants: OPSIN puts an unlocanted one on the token's default atom ("flavanol" is flavan-3-ol), which is not read
 * here, and without that rule "flavanone" would also read as flavan + one, at every atom, beside the retained
 * flavanone (flavan-4-one), and be refused.
 */
export const FLAVONOID_RINGS: [string, FlavonoidToken][] = [
  ...OPSIN_FLAVONOIDS.filter((row) => row[3] === "ring").map(
    ([form, smiles, labels, , stereo]): [string, FlavonoidToken] => [
      form,
      { ...token(smiles, labels, stereo), locantedSuffixes: true },
    ],
  ),
  ...BENZOPYRYLIUM,
  ...BENZOFUROBENZOPYRAN,
  ...BENZOPYRANOBENZOPYRAN,
  ...DIOXOLOBENZOPYRAN,
  ...ROTENONE_SYSTEM,
  ...PYRANOBENZOPYRYLIUM,
  ...PTEROCARPENE,
  ...DIOXOLOPYRANODICHROMENE,
];

/** [form, token and kind] of the retained names: the lexicon's retained parents ("stem": the name adds "e"). */
export const FLAVONOID_RETAINED: [string, FlavonoidToken & { kind: "stem" | "whole" }][] = OPSIN_FLAVONOIDS.filter(
  (row): row is [string, string, string, "stem" | "whole", StereoRow[]] => row[3] !== "ring",
).map(([form, smiles, labels, kind, stereo]) => [form, { ...token(smiles, labels, stereo), kind }]);

/**
 * Places a retained parent's implied configuration on the built word, as stereo groups scoped to the atoms of each
 * element (stereo.ts places an unlocanted label on the one centre or double bond in scope). `before`: the parent's
 * hydrogen counts as read from its token; a guarded atom that has gained or lost a hydrogen since (a substituent,
 * hydro, "ene") could change the ranking, and the name is refused, unless the centre itself is now doubly bonded (no
 * centre left to label).
 */
export function placeImpliedStereo(
  graph: Graph,
  before: readonly number[],
  stereo: readonly ImpliedStereo[],
  name: string,
): void {
  for (const element of stereo) {
    // A centre made doubly bonded ("6a,11a-didehydropterocarpan", "2,3-didehydronaringenin" is apigenin) is no
    // centre: its label goes. What it did to a neighbouring centre's ranking that centre's guard still says.
    const [centre] = element.atoms;
    const doubled = graph.bonds.some((b) => b.order === 2 && (b.a === centre || b.b === centre));
    if (element.atoms.length === 1 && doubled) continue;
    for (const atom of element.guard) {
      if (graph.atoms[atom]?.h !== before[atom]) {
        throw new NameStructureError(
          `${name} implies a configuration that a group on or next to its stereocentre could change: not read yet`,
        );
      }
    }
    graph.stereoGroups.push({
      atoms: [...element.atoms],
      descriptors: [{ locant: null, label: element.label }],
      implied: true,
    });
  }
}
