/**
 * Fused ring parents with their fixed numbering: the atoms of a ring system are matched, atom for atom, onto a
 * template whose atoms carry IUPAC's locants (P-25.3: peripheral numbering, fusion atoms 4a, 8a ...). Every
 * match (the template's symmetries) is a numbering the namer may choose among.
 *
 * Templates: OPSIN 2.7.0's ring table (src/data/names/opsin-tokens.ts, extracted by scripts/extract; MIT, see
 * THIRD_PARTY_NOTICES.md), looked up by stem, and benzo-fused rings and 9H-purine written here with the atoms in
 * the order of their locants (1,3-benzothiazole: S1 C2 N3 C3a C4 C5 C6 C7 C7a).
 */
import { OPSIN_MANCUDE_RINGS } from "../../../data/names/opsin-rings.ts";
import { OPSIN_TOKENS } from "../../../data/names/opsin-tokens.ts";
import { type MolGraph, molGraph } from "../../graph.ts";
import { free, readSmiles } from "../../rdkit.ts";

export interface TemplateSource {
  name: string;
  smiles: string;
  labels: string[];
}

export interface FusedTemplate {
  name: string;
  graph: MolGraph;
  adjacency: number[][];
  labels: string[];
}

/** The Kekule order of the template's bond ti-tj (0 where there is none). */
export function fusedTemplateOrder(t: FusedTemplate, ti: number, tj: number): number {
  return t.graph.bonds.find((b) => (b.begin === ti && b.end === tj) || (b.begin === tj && b.end === ti))?.order ?? 0;
}

/** OPSIN's stems used, with the name the namer writes (indicated hydrogen where the ring has an NH). */
const FROM_OPSIN: [stem: string, name: string][] = [
  ["naphthalen", "naphthalene"],
  ["indol", "1H-indole"],
  ["quinolin", "quinoline"],
  ["isoquinolin", "isoquinoline"],
  ["quinazolin", "quinazoline"],
  ["quinoxalin", "quinoxaline"],
  ["cinnolin", "cinnoline"],
  ["phthalazin", "phthalazine"],
  ["indazol", "1H-indazole"],
  ["pteridin", "pteridine"],
  ["indolizin", "indolizine"],
  ["phenanthren", "phenanthrene"],
  ["phenazin", "phenazine"],
  ["carbazol", "9H-carbazole"],
  ["phenothiazin", "10H-phenothiazine"],
  ["phenoxazin", "10H-phenoxazine"],
  ["phenoxathiin", "phenoxathiine"],
  ["thianthren", "thianthrene"],
];

/** From OPSIN's table of rings read only in their mancude form. */
const FROM_OPSIN_MANCUDE: [stem: string, name: string][] = [
  ["anthracen", "anthracene"],
  ["acridin", "acridine"],
];

const OWN: TemplateSource[] = [
  { name: "1H-benzimidazole", smiles: "[nH]1cnc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1-benzofuran", smiles: "o1ccc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1-benzothiophene", smiles: "s1ccc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1,3-benzoxazole", smiles: "o1cnc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1,3-benzothiazole", smiles: "s1cnc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1,3-benzodioxole", smiles: "O1COc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "9H-purine", smiles: "n1cnc2c(c1)nc[nH]2", labels: "1/2/3/4/5/6/7/8/9".split("/") },
  { name: "7H-purine", smiles: "n1cnc2c(c1)[nH]cn2", labels: "1/2/3/4/5/6/7/8/9".split("/") },
  // Two-ring fusion names (P-25.3.1.3), numbered round the periphery with the heteroatoms low.
  { name: "1H-pyrazolo[3,4-d]pyrimidine", smiles: "[nH]1ncc2cncnc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "imidazo[1,2-a]pyridine", smiles: "n1ccn2ccccc12", labels: "1/2/3/4/5/6/7/8/8a".split("/") },
  { name: "1H-pyrrolo[2,3-b]pyridine", smiles: "[nH]1ccc2cccnc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "3H-imidazo[4,5-b]pyridine", smiles: "n1c[nH]c2ncccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1H-imidazo[4,5-b]pyridine", smiles: "[nH]1cnc2ncccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3-dihydro-1H-isoindole", smiles: "C1NCc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  // Hydro parents (P-31.1.4.2.4): the hydro prefixes and indicated hydrogen are part of the parent's name.
  { name: "2,3-dihydro-1H-indole", smiles: "N1CCc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3-dihydro-1H-indene", smiles: "C1CCc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3-dihydro-1-benzofuran", smiles: "O1CCc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3-dihydro-1,4-benzodioxine", smiles: "O1CCOc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2,3,4-tetrahydronaphthalene", smiles: "C1CCCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2,3,4-tetrahydroquinoline", smiles: "N1CCCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2,3,4-tetrahydroisoquinoline", smiles: "C1NCCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "3,4-dihydro-2H-1-benzopyran", smiles: "O1CCCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  // Parents added from the declines of validation/bench/names-out.jsonl (grouped by ring system), each name and
  // numbering checked with OPSIN 2.7.0: validation/generators/make_golden_fused_templates.py names every template
  // with a chloro group at each of its CH and NH positions and compares OPSIN's structure (test/chem/names/namer/).
  // Peripheral numbering (P-25.3.3): dibenzofuran's O is 5 (4a, 5a, 9a, 9b the fusion atoms), 1,10-phenanthroline
  // is numbered as its own parent (6a, 10a, 10b), not as phenanthrene (4a, 4b, 8a, 10a).
  { name: "9H-fluorene", smiles: "c1cccc2-c3ccccc3Cc12", labels: "1/2/3/4/4a/4b/5/6/7/8/8a/9/9a".split("/") },
  { name: "dibenzo[b,d]furan", smiles: "c1cccc2oc3ccccc3c12", labels: "1/2/3/4/4a/5/5a/6/7/8/9/9a/9b".split("/") },
  { name: "dibenzo[b,d]thiophene", smiles: "c1cccc2sc3ccccc3c12", labels: "1/2/3/4/4a/5/5a/6/7/8/9/9a/9b".split("/") },
  {
    name: "1,10-phenanthroline",
    smiles: "n1cccc2ccc3cccnc3c12",
    labels: "1/2/3/4/4a/5/6/6a/7/8/9/10/10a/10b".split("/"),
  },
  { name: "1,8-naphthyridine", smiles: "n1cccc2cccnc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "2,1,3-benzothiadiazole", smiles: "n1snc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1H-1,2,3-benzotriazole", smiles: "[nH]1nnc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1H-indene", smiles: "C1C=Cc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "1H-pyrazolo[4,3-d]pyrimidine", smiles: "[nH]1ncc2ncncc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  // Hydro parents of carbocycles and of the parents above (P-31.1.4.2.4), ring ketones included: anthracene-9,10-
  // dione is named 9,10-dihydroanthracene-9,10-dione, the =O on the hydro positions (OPSIN reads both the same).
  {
    name: "9,10-dihydroanthracene",
    smiles: "c1cccc2Cc3ccccc3Cc12",
    labels: "1/2/3/4/4a/10/10a/5/6/7/8/8a/9/9a".split("/"),
  },
  { name: "1,4-dihydronaphthalene", smiles: "C1C=CCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2-dihydronaphthalene", smiles: "C1CC=Cc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "decahydronaphthalene", smiles: "C1CCCC2CCCCC12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  {
    name: "9,10-dihydrophenanthrene",
    smiles: "c1cccc2-c3ccccc3CCc12",
    labels: "1/2/3/4/4a/4b/5/6/7/8/8a/9/10/10a".split("/"),
  },
  {
    name: "1,2,3,4,4a,9,10,10a-octahydrophenanthrene",
    smiles: "C1CCCC2c3ccccc3CCC12",
    labels: "1/2/3/4/4a/4b/5/6/7/8/8a/9/10/10a".split("/"),
  },
  {
    name: "1,2,3,4-tetrahydroacridine",
    smiles: "C1CCCc2nc3ccccc3cc12",
    labels: "1/2/3/4/4a/10/10a/5/6/7/8/8a/9/9a".split("/"),
  },
  { name: "1,2-dihydroacenaphthylene", smiles: "C1Cc2cccc3cccc1c23", labels: "1/2/2a/3/4/5/5a/6/7/8/8a/8b".split("/") },
  { name: "6,7-dihydro-5H-cyclopenta[b]pyridine", smiles: "n1cccc2CCCc12", labels: "1/2/3/4/4a/5/6/7/7a".split("/") },
  { name: "1,3-dihydro-2-benzofuran", smiles: "C1OCc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2H-1-benzopyran", smiles: "O1CC=Cc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "4H-1-benzopyran", smiles: "O1C=CCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "3,4-dihydro-2H-1,4-benzoxazine", smiles: "O1CCNc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "3,4-dihydro-2H-1,4-benzothiazine", smiles: "S1CCNc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  {
    name: "1,2,3,4-tetrahydrophenanthrene",
    smiles: "C1CCCc2c3ccccc3ccc12",
    labels: "1/2/3/4/4a/4b/5/6/7/8/8a/9/10/10a".split("/"),
  },
  { name: "5,8-dihydroquinoline", smiles: "n1cccc2CC=CCc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  // Hydro parents whose CH2 or NH may be aromatic in RDKit's reading of the molecule (quinolin-2(1H)-one is named
  // 1,2-dihydroquinolin-2-one; xanthines 2,3,6,7-tetrahydro-1H-purine-2,6-diones): compose.ts fusedNumberings.
  { name: "1,2-dihydroquinoline", smiles: "N1CC=Cc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,4-dihydroquinoline", smiles: "N1C=CCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2-dihydroisoquinoline", smiles: "C1NC=Cc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "3,4-dihydroquinazoline", smiles: "N1=CNCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2-dihydroquinazoline", smiles: "N1CN=Cc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2,3,4-tetrahydroquinazoline", smiles: "N1CNCc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2-dihydroquinoxaline", smiles: "N1CC=Nc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "1,2,3,4-tetrahydroquinoxaline", smiles: "N1CCNc2ccccc12", labels: "1/2/3/4/4a/5/6/7/8/8a".split("/") },
  { name: "2,3-dihydro-1H-benzimidazole", smiles: "N1CNc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3-dihydro-1,3-benzothiazole", smiles: "S1CNc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3-dihydro-1,3-benzoxazole", smiles: "O1CNc2ccccc12", labels: "1/2/3/3a/4/5/6/7/7a".split("/") },
  { name: "2,3,6,7-tetrahydro-1H-purine", smiles: "N1CNC2=C(C1)NC=N2", labels: "1/2/3/4/5/6/7/8/9".split("/") },
  { name: "2,3,6,9-tetrahydro-1H-purine", smiles: "N1CNC2=C(C1)N=CN2", labels: "1/2/3/4/5/6/7/8/9".split("/") },
  { name: "6,9-dihydro-1H-purine", smiles: "N1C=NC2=C(C1)N=CN2", labels: "1/2/3/4/5/6/7/8/9".split("/") },
  { name: "6,7-dihydro-1H-purine", smiles: "N1C=NC2=C(C1)NC=N2", labels: "1/2/3/4/5/6/7/8/9".split("/") },
  // von Baeyer parents (P-23.2): C1 a main bridgehead, the largest bridge first; the template's symmetries are
  // exactly the numberings the rules allow, so lowest locants choose among them as for fused rings.
  { name: "bicyclo[2.2.1]heptane", smiles: "C12CCC(CC1)C2", labels: "1/2/3/4/5/6/7".split("/") },
  { name: "bicyclo[2.2.2]octane", smiles: "C12CCC(CC1)CC2", labels: "1/2/3/4/5/6/7/8".split("/") },
  { name: "bicyclo[3.1.1]heptane", smiles: "C12CCCC(C1)C2", labels: "1/2/3/4/5/6/7".split("/") },
  // Monocycles the ring list (ring-parents.ts) does not hold, tried after it: hydro forms of heteroaromatic rings
  // (pyridin-2(1H)-one is 1,2-dihydropyridin-2-one, uracil 1,2,3,4-tetrahydropyrimidine-2,4-dione) and saturated
  // Hantzsch-Widman rings (P-22.2.2: 1,3-diazinane, 1,3,5-triazinane, 1,4-diazepane), atoms in locant order.
  { name: "1,2-dihydropyridine", smiles: "N1CC=CC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,4-dihydropyridine", smiles: "N1C=CCC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "2H-pyran", smiles: "O1CC=CC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "4H-pyran", smiles: "O1C=CCC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "3,4-dihydro-2H-pyran", smiles: "O1CCCC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,2-dihydropyrimidine", smiles: "N1CN=CC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "3,4-dihydropyrimidine", smiles: "N1=CNCC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,2,3,4-tetrahydropyrimidine", smiles: "N1CNCC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,3-diazinane", smiles: "N1CNCCC1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,3,5-triazinane", smiles: "N1CNCNC1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,2-dihydropyrazine", smiles: "N1CC=NC=C1", labels: "1/2/3/4/5/6".split("/") },
  { name: "2,3-dihydropyridazine", smiles: "N=1NCC=CC=1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,4-diazepane", smiles: "N1CCNCCC1", labels: "1/2/3/4/5/6/7".split("/") },
  { name: "2,5-dihydrofuran", smiles: "O1CC=CC1", labels: "1/2/3/4/5".split("/") },
  { name: "2,5-dihydro-1H-pyrrole", smiles: "N1CC=CC1", labels: "1/2/3/4/5".split("/") },
  { name: "4,5-dihydro-1H-pyrazole", smiles: "N1N=CCC1", labels: "1/2/3/4/5".split("/") },
  { name: "4,5-dihydro-1H-imidazole", smiles: "N1C=NCC1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydro-1H-imidazole", smiles: "N1CNC=C1", labels: "1/2/3/4/5".split("/") },
  { name: "4,5-dihydro-1,3-thiazole", smiles: "S1C=NCC1", labels: "1/2/3/4/5".split("/") },
  { name: "4,5-dihydro-1,3-oxazole", smiles: "O1C=NCC1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydro-1,3-thiazole", smiles: "S1CNC=C1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydro-1,3,4-thiadiazole", smiles: "S1CNN=C1", labels: "1/2/3/4/5".split("/") },
  { name: "4,5-dihydro-1H-1,2,4-triazole", smiles: "N1N=CNC1", labels: "1/2/3/4/5".split("/") },
  { name: "1,2,4-dithiazolidine", smiles: "S1SCNC1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydro-1H-pyrazole", smiles: "N1NCC=C1", labels: "1/2/3/4/5".split("/") },
  { name: "1,2,4-triazolidine", smiles: "N1NCNC1", labels: "1/2/3/4/5".split("/") },
  { name: "1,4,5,6-tetrahydropyrimidine", smiles: "N1C=NCCC1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,2,3,6-tetrahydropyridine", smiles: "N1CCC=CC1", labels: "1/2/3/4/5/6".split("/") },
  { name: "2,5-dihydro-1H-imidazole", smiles: "N1CN=CC1", labels: "1/2/3/4/5".split("/") },
  { name: "1,3,5-dithiazinane", smiles: "S1CSCNC1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,3,5-trithiane", smiles: "S1CSCSC1", labels: "1/2/3/4/5/6".split("/") },
  { name: "1,3-dioxepane", smiles: "O1COCCCC1", labels: "1/2/3/4/5/6/7".split("/") },
  { name: "oxepine", smiles: "O1C=CC=CC=C1", labels: "1/2/3/4/5/6/7".split("/") },
  { name: "1,2-dithiolane", smiles: "S1SCCC1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydrofuran", smiles: "O1CCC=C1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydro-1,3,4-oxadiazole", smiles: "O1CNN=C1", labels: "1/2/3/4/5".split("/") },
  { name: "2,3-dihydro-1H-1,2,3-triazole", smiles: "N1NNC=C1", labels: "1/2/3/4/5".split("/") },
];

/** Every template's name, SMILES and labels (read by lab/validate/fused-templates.ts for the OPSIN check). */
export function fusedTemplateSources(): TemplateSource[] {
  const out: TemplateSource[] = [];
  const tables: [[string, string][], [string, string, string][]][] = [
    [FROM_OPSIN, OPSIN_TOKENS.rings],
    [FROM_OPSIN_MANCUDE, OPSIN_MANCUDE_RINGS],
  ];
  for (const [list, table] of tables) {
    for (const [stem, name] of list) {
      const row = table.find((r) => r[0] === stem);
      if (!row?.[2]) continue;
      out.push({ name, smiles: row[1], labels: row[2].split("/").map((l) => l.split(",")[0] as string) });
    }
  }
  return [...out, ...OWN];
}

let built: FusedTemplate[] | null = null;

/** How many of the templates are fused or bridged (more bonds than atoms), for the namer's decline message. */
export function fusedParentCount(): number {
  return fusedTemplates().filter((t) => t.graph.bonds.length > t.graph.atoms.length).length;
}

/** The templates, built with RDKit on first use (the embedded build reads each SMILES once). */
export function fusedTemplates(): FusedTemplate[] {
  if (built) return built;
  const list: FusedTemplate[] = [];
  for (const source of fusedTemplateSources()) {
    const read = readSmiles(source.smiles);
    if (!("mol" in read)) continue;
    try {
      const graph = molGraph(read.mol);
      if (graph.atoms.length !== source.labels.length) continue;
      const adjacency: number[][] = graph.atoms.map(() => []);
      for (const b of graph.bonds) {
        adjacency[b.begin]?.push(b.end);
        adjacency[b.end]?.push(b.begin);
      }
      list.push({ name: source.name, graph, adjacency, labels: source.labels });
    } finally {
      free(read.mol);
    }
  }
  built = list;
  return list;
}
