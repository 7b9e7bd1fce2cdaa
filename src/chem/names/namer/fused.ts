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

interface TemplateSource {
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
];

function sources(): TemplateSource[] {
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

/** The templates, built with RDKit on first use (the embedded build reads each SMILES once). */
export function fusedTemplates(): FusedTemplate[] {
  if (built) return built;
  const list: FusedTemplate[] = [];
  for (const source of sources()) {
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
