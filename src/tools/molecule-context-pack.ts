import { admetProfile, type AdmetProfile } from "../chem/medchem/admet.ts";
import { structuralAlerts } from "../chem/medchem/alerts.ts";
import { molecularFormula } from "../chem/descriptors/formula.ts";
import { inchiOutcome } from "../chem/formats/inchi.ts";
import { molJsonOf, type MolJson } from "../chem/formats/moljson.ts";
import { calcProperties, lipinski } from "../chem/descriptors/properties.ts";
import { withMolecule, type Molecule } from "../chem/molecule.ts";
import { round } from "../chem/round.ts";
import { saScore } from "../chem/medchem/sascore.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { admetProfileTool } from "./admet-profile.ts";
import {
  boolean,
  enumOf,
  inputObject,
  integer,
  moleculeText,
  nullable,
  number,
  outputObject,
  string,
} from "./schema.ts";
import { molJsonSchema } from "./smiles-to-moljson.ts";

export const CONTEXT_FORMATS = ["json", "markdown", "prompt"] as const;

export interface ContextPack {
  /** inchi/inchikey are null when InChI cannot represent the molecule (dummy atoms, over 1,023 atoms); inchi_note says why, or how it was computed. */
  identifiers: {
    smiles: string;
    inchi: string | null;
    inchikey: string | null;
    inchi_note: string | null;
    formula: string;
    mw: number;
    exact_mass: number;
  };
  properties: {
    logp: number;
    tpsa: number;
    hbd: number;
    hba: number;
    rotatable_bonds: number;
    heavy_atoms: number;
    qed: number;
    sa_score: number;
  };
  drug_likeness: {
    lipinski_passes: boolean;
    lipinski_violations: number;
    pains_passes: boolean;
    brenk_passes: boolean;
    pains_alerts: string[];
    brenk_alerts: string[];
  };
  admet: AdmetProfile;
  /** moljson only when asked (include_moljson): it is most of the answer, 8 KB and more for a drug-sized molecule. */
  representations: { canonical_smiles: string; moljson?: MolJson };
}

/**
 * Every value computed once from one parsed molecule, shared by all sections: one graph, the descriptors
 * from the graph and Lipinski's inputs (the fast paths of calc_properties and lipinski_check), the
 * Morgan environments of the SA score.
 */
/**
 * `smiles` is the text the molecule was read from: MolJSON takes its atom-map numbers from it (none without it).
 * `withMolJson`: also the whole MolJSON, which for a drug-sized molecule is most of the answer (issue 30: a
 * single-molecule answer stays under 8 KB unless the caller asked for more; smiles_to_moljson gives it alone).
 */
export function contextPack(molecule: Molecule, smiles = "", withMolJson = false): ContextPack {
  const { graph } = molecule;
  // A molecule InChI cannot represent still gets its pack: null identifiers with the reason, never empty strings.
  const inchi = inchiOutcome(molecule);
  const properties = calcProperties(molecule);
  const rule = lipinski(molecule.lipinskiInputs);
  const alerts = structuralAlerts(molecule);
  const canonical = molecule.smiles;
  return {
    identifiers: {
      smiles: canonical,
      inchi: inchi.ok ? inchi.inchi : null,
      inchikey: inchi.ok ? inchi.inchikey : null,
      inchi_note: inchi.ok ? (inchi.note ?? null) : inchi.reason,
      formula: molecularFormula(graph),
      mw: properties.mw,
      exact_mass: properties.exact_mass,
    },
    properties: {
      logp: properties.logp,
      tpsa: properties.tpsa,
      hbd: properties.hbd,
      hba: properties.hba,
      rotatable_bonds: properties.rotatable_bonds,
      heavy_atoms: properties.heavy_atom_count,
      qed: properties.qed,
      sa_score: round(saScore(molecule), 3),
    },
    drug_likeness: {
      lipinski_passes: rule.passes,
      lipinski_violations: rule.violations,
      pains_passes: alerts.pains.length === 0,
      brenk_passes: alerts.brenk.length === 0,
      pains_alerts: alerts.pains,
      brenk_alerts: alerts.brenk,
    },
    admet: admetProfile(molecule),
    representations: withMolJson
      ? { canonical_smiles: canonical, moljson: molJsonOf(molecule, canonical, "smiles", smiles) }
      : { canonical_smiles: canonical },
  };
}

const listOrNone = (items: string[]): string => (items.length === 0 ? "none" : items.join(", "));

/** A compact Markdown page of the same values. */
export function contextMarkdown(pack: ContextPack): string {
  const { identifiers: id, properties: p, drug_likeness: dl, admet: a } = pack;
  return [
    `# ${id.smiles}`,
    "",
    `**Formula** ${id.formula} · **MW** ${id.mw} g/mol · **Exact mass** ${id.exact_mass} Da`,
    ...(id.inchi === null
      ? [`**InChI** none: ${id.inchi_note}`]
      : [`**InChIKey** ${id.inchikey}`, `**InChI** ${id.inchi}`]),
    "",
    "## Properties",
    "| logP | TPSA (Å²) | HBD | HBA | Rot. bonds | Heavy atoms | QED | SA score |",
    "|---|---|---|---|---|---|---|---|",
    `| ${p.logp} | ${p.tpsa} | ${p.hbd} | ${p.hba} | ${p.rotatable_bonds} | ${p.heavy_atoms} | ${p.qed} | ${p.sa_score} |`,
    "",
    "## Drug-likeness",
    `- Lipinski rule of five: ${dl.lipinski_passes ? "passes" : `fails (${dl.lipinski_violations} violations)`}`,
    `- PAINS alerts: ${listOrNone(dl.pains_alerts)}`,
    `- Brenk alerts: ${listOrNone(dl.brenk_alerts)}`,
    "",
    "## ADMET (heuristic screening estimates, not measurements)",
    `- BBB: logBB ${a.bbb_score} (Clark), rule ${a.bbb_passes ? "passes" : "fails"}; Caco-2 log Papp ${a.caco2_log_papp_cm_s} (log cm/s)`,
    `- hERG risk ${a.herg_risk}; CYP3A4 risk ${a.cyp3a4_risk}; Ames risk ${a.ames_risk} (alerts: ${listOrNone(a.ames_alerts)})`,
    `- pKa acid ${a.pka_acid ?? "none"}, base ${a.pka_base ?? "none"}; logD7.4 ${a.logd_74}; ESOL logS ${a.esol_logs}`,
    `- Plasma protein binding ${a.ppb_percent}%; clearance ${a.clearance_class}`,
  ].join("\n");
}

/** The same values on one line, for a prompt. */
export function contextPrompt(pack: ContextPack): string {
  const { identifiers: id, properties: p, drug_likeness: dl, admet: a } = pack;
  return (
    `Molecule ${id.smiles} (${id.formula}, MW ${id.mw}, ${id.inchikey === null ? "no InChIKey" : `InChIKey ${id.inchikey}`}): logP ${p.logp}, TPSA ${p.tpsa}, ` +
    `HBD ${p.hbd}, HBA ${p.hba}, rotatable bonds ${p.rotatable_bonds}, heavy atoms ${p.heavy_atoms}, QED ${p.qed}, SA score ${p.sa_score}; ` +
    `Lipinski ${dl.lipinski_passes ? "pass" : `fail (${dl.lipinski_violations})`}; PAINS ${listOrNone(dl.pains_alerts)}; ` +
    `Brenk ${listOrNone(dl.brenk_alerts)}; ADMET estimates: logBB ${a.bbb_score}, Caco-2 log Papp ${a.caco2_log_papp_cm_s} cm/s, hERG ${a.herg_risk}, ` +
    `CYP3A4 ${a.cyp3a4_risk}, Ames ${a.ames_risk}, logD7.4 ${a.logd_74}, logS ${a.esol_logs}, PPB ${a.ppb_percent}%, clearance ${a.clearance_class}.`
  );
}

const stringList = (description: string) => ({ type: "array", items: { type: "string" }, description });

// The admet block is admet_profile's payload; its schema is reused without the root-only "$schema".
const { $schema: _dialect, ...admetSchema } = admetProfileTool.outputSchema;

export const moleculeContextPackTool = defineTool({
  name: "molecule_context_pack",
  title: "Molecule context pack",
  description:
    "Everything about one molecule in one call: identifiers (SMILES, InChI, InChIKey, formula, masses), properties, Lipinski, " +
    "PAINS, Brenk, admet_profile's estimates, equal to the single tools'; as json, markdown or one prompt line. Start here " +
    "for an overview.",
  whenToUse: "start here: one molecule's overview",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      source:
        "Python: CalcMolFormula, round(MolWt, 3), round(MolLogP, 3), round(CalcTPSA, 2), round(qed, 3) (validation/generators/tool-examples.py, calc_properties); the rule of five holds (lipinski_check's example)",
      shown: ["identifiers", "properties"],
      expect: {
        format: "json",
        identifiers: { formula: "C9H8O4", mw: 180.159 },
        properties: { logp: 1.31, tpsa: 63.6, qed: 0.55 },
        drug_likeness: { lipinski_passes: true },
      },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText(),
      format: enumOf(CONTEXT_FORMATS, { default: "json" }),
      include_moljson: boolean("Add the MolJSON (json)."),
    },
    ["smiles"],
  ),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    oneOf: [
      {
        type: "object",
        properties: {
          format: { const: "json" },
          identifiers: outputObject({
            smiles: string("RDKit canonical SMILES."),
            inchi: nullable(
              string(
                "Standard InChI; null when InChI cannot represent the molecule (dummy atoms, over 1,023 atoms): inchi_note says why.",
              ),
            ),
            inchikey: nullable(string("Standard InChIKey; null exactly when inchi is null.")),
            inchi_note: nullable(
              string(
                "Why there is no InChI, or how it was computed (dative bonds drawn as charge-separated single bonds); null otherwise.",
              ),
            ),
            formula: string("Molecular formula."),
            mw: number("Average molecular weight, g/mol, 3 decimals."),
            exact_mass: number("Monoisotopic mass, Da, 4 decimals."),
          }),
          properties: outputObject({
            logp: number("Wildman-Crippen logP, 3 decimals."),
            tpsa: number("TPSA, Å², N and O, 2 decimals."),
            hbd: integer("H-bond donors (RDKit NumHBD).", 0),
            hba: integer("H-bond acceptors (RDKit NumHBA).", 0),
            rotatable_bonds: integer("Rotatable bonds.", 0),
            heavy_atoms: integer("Heavy atoms.", 0),
            qed: number("QED, 3 decimals."),
            sa_score: number("SA score 1..10, 3 decimals."),
          }),
          drug_likeness: outputObject({
            lipinski_passes: boolean("Rule of five holds."),
            lipinski_violations: integer("Rules broken.", 0),
            pains_passes: boolean("No PAINS alert."),
            brenk_passes: boolean("No Brenk alert."),
            pains_alerts: stringList("PAINS alert names."),
            brenk_alerts: stringList("Brenk alert names."),
          }),
          admet: admetSchema,
          representations: outputObject(
            { canonical_smiles: string("RDKit canonical SMILES."), moljson: molJsonSchema },
            ["canonical_smiles"],
          ),
        },
        required: ["format", "identifiers", "properties", "drug_likeness", "admet", "representations"],
        additionalProperties: false,
      },
      {
        type: "object",
        properties: {
          format: { enum: ["markdown", "prompt"] },
          context: string("The same values as Markdown or as one line."),
        },
        required: ["format", "context"],
        additionalProperties: false,
      },
    ],
  },
  handler: ({ smiles, format = "json", include_moljson = false }) =>
    withMolecule(smiles, (molecule) => {
      const pack = contextPack(molecule, smiles, format === "json" && include_moljson);
      if (format === "json") return { format, ...pack };
      return { format, context: format === "markdown" ? contextMarkdown(pack) : contextPrompt(pack) };
    }),
  formatText: (payload) => (typeof payload.context === "string" ? payload.context : JSON.stringify(payload)),
});
