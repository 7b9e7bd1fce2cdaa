import { boiledEggOf, perpendicular, WHITE_ELLIPSE, YOLK_ELLIPSE, type Ellipse } from "../chem/medchem/boiled-egg.ts";
import { crippenLogP } from "../chem/descriptors/crippen.ts";
import { withMolecule } from "../chem/molecule.ts";
import { round } from "../chem/round.ts";
import { tpsaOfGraph } from "../chem/descriptors/tpsa.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, inputObject, moleculeText, number, outputObject, string, type JsonSchema } from "./schema.ts";

const METHOD = "BOILED-Egg (Daina & Zoete 2016)";
const ESTIMATE = "Screening estimate, not a measurement:";

function describeEllipse(e: Ellipse, region: string, meaning: string) {
  return {
    region,
    meaning,
    centre: { tpsa: e.centre[0], wlogp: e.centre[1] },
    u: [e.u[0], e.u[1]],
    v: perpendicular(e.u),
    a: e.a,
    b: e.b,
  };
}

/** The fixed description of both ellipses (the same object on every call). */
const THRESHOLDS = {
  plane: "x = TPSA in Å² (N, O, S and P contributions), y = WLOGP (Wildman-Crippen logP)",
  inside_rule:
    "inside when (d·u)²/a² + (d·v)²/b² ≤ 1, where d = (TPSA, WLOGP) − centre, u is the unit a-axis and v ⟂ u",
  white: describeEllipse(WHITE_ELLIPSE, "white", "passive gastrointestinal absorption likely (gi_absorbed)"),
  yolk: describeEllipse(YOLK_ELLIPSE, "yolk", "passive blood-brain barrier permeation likely (bbb_penetrant)"),
};

const ellipseSchema = (what: string): JsonSchema => ({
  type: "object",
  description: `The ${what} ellipse.`,
  properties: {
    region: string('"white" or "yolk".'),
    meaning: string("What lying inside this ellipse predicts."),
    centre: {
      type: "object",
      properties: { tpsa: number("Centre TPSA, Å²."), wlogp: number("Centre WLOGP.") },
      required: ["tpsa", "wlogp"],
      additionalProperties: false,
      description: "Centre of the ellipse.",
    },
    u: {
      type: "array",
      items: { type: "number" },
      minItems: 2,
      maxItems: 2,
      description: "Unit vector (TPSA, WLOGP) of the a axis.",
    },
    v: {
      type: "array",
      items: { type: "number" },
      minItems: 2,
      maxItems: 2,
      description: "Unit vector perpendicular to u (the b axis).",
    },
    a: number("Semi-axis along u."),
    b: number("Semi-axis along v."),
  },
  required: ["region", "meaning", "centre", "u", "v", "a", "b"],
  additionalProperties: false,
});

export const boiledEggTool = defineTool({
  name: "boiled_egg",
  title: "BOILED-Egg absorption model",
  description:
    "BOILED-Egg (Daina & Zoete 2016, as SwissADME): TPSA (Å², with S and P) against WLOGP; in the white, GI absorption " +
    "likely (gi_absorbed); in the yolk, brain penetration likely (bbb_penetrant). An estimate; P-gp ignored. Use it for oral or CNS questions.",
  whenToUse: "GI absorption, brain penetration",
  examples: [
    {
      arguments: { smiles: "CN1C=NC2=C1C(=O)N(C(=O)N2C)C" },
      molecule: "caffeine",
      // Python: round(CalcTPSA, 2) 61.82, round(Crippen.MolLogP, 3) −1.029 (validation/generators/tool-examples.py); Daina & Zoete's published ellipses
      // put (61.82, −1.03) inside the white and outside the yolk (worked in test/tools/boiled-egg.test.ts).
      expect: { tpsa: 61.82, wlogp: -1.029, gi_absorbed: true, bbb_penetrant: false },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    gi_absorbed: boolean(
      `${ESTIMATE} the point lies in the white ellipse of Daina & Zoete (ChemMedChem 2016, 11, 1117): passive human gastrointestinal absorption likely. A yes/no region test on two descriptors; efflux and active transport are ignored.`,
    ),
    bbb_penetrant: boolean(
      `${ESTIMATE} the point lies in the yolk ellipse of Daina & Zoete (ChemMedChem 2016, 11, 1117): passive blood-brain barrier permeation likely. A yes/no region test on two descriptors; P-gp efflux is ignored.`,
    ),
    wlogp: number(
      "WLOGP axis: Wildman-Crippen logP (Wildman & Crippen, J. Chem. Inf. Comput. Sci. 1999, 39, 868; RDKit CrippenClogP), log10 of the octanol/water partition coefficient, unitless, 3 decimals.",
    ),
    tpsa: number(
      "TPSA axis in Å² with N, O, S and P contributions (Ertl et al., J. Med. Chem. 2000, 43, 3714; RDKit CalcTPSA(includeSandP=True)), 2 decimals.",
    ),
    logp: number("The same value as wlogp (kept for clients of the older contract)."),
    white_value: number(
      "(d·u)²/a² + (d·v)²/b² for the white ellipse, unitless, 3 decimals; ≤ 1 is inside (computed unrounded).",
    ),
    yolk_value: number(
      "(d·u)²/a² + (d·v)²/b² for the yolk ellipse, unitless, 3 decimals; ≤ 1 is inside (computed unrounded).",
    ),
    method: { const: METHOD, description: "The model used." },
    thresholds: {
      type: "object",
      description: "The two ellipses, in words and numbers.",
      properties: {
        plane: string("The axes of the plot."),
        inside_rule: string("When a point counts as inside an ellipse."),
        white: ellipseSchema("white (GI absorption)"),
        yolk: ellipseSchema("yolk (brain penetration)"),
      },
      required: ["plane", "inside_rule", "white", "yolk"],
      additionalProperties: false,
    },
  }),
  handler: ({ smiles }) =>
    withMolecule(smiles, ({ graph }) => {
      // One graph read for both axes: TPSA with S and P, and Wildman-Crippen logP computed from the
      // graph (equal bit for bit to RDKit's CrippenClogP descriptor, validation/reports/crippen-report.md).
      const egg = boiledEggOf(tpsaOfGraph(graph, true), crippenLogP(graph));
      return {
        gi_absorbed: egg.giAbsorbed,
        bbb_penetrant: egg.bbbPenetrant,
        wlogp: round(egg.wlogp, 3),
        tpsa: round(egg.tpsa, 2),
        logp: round(egg.wlogp, 3),
        white_value: round(egg.whiteValue, 3),
        yolk_value: round(egg.yolkValue, 3),
        method: METHOD,
        thresholds: THRESHOLDS,
      };
    }),
});
