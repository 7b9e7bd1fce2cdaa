import { admetProfile, type AdmetProfile } from "../chem/admet.ts";
import { graphDescriptors } from "../chem/graph-descriptors.ts";
import { polarGraph } from "../chem/tpsa.ts";
import { withMol } from "../chem/rdkit.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import { boolean, inputObject, integer, moleculeText, nullable, number, outputObject, string, type JsonSchema } from "./schema.ts";

const HEURISTIC = "Heuristic screening estimate, not a measurement:";
const risk = (description: string): JsonSchema => ({ type: "number", minimum: 0, maximum: 1, description });

export const admetProfileTool = defineTool<{ smiles: string }, AdmetProfile>({
  name: "admet_profile",
  title: "ADMET screening profile (heuristic estimates)",
  description:
    "Quick ADMET triage of a molecule from simple published formulas and rules of thumb on RDKit descriptors. " +
    "These are SCREENING ESTIMATES, NOT MEASUREMENTS and not a validated predictive model: use them to rank or flag " +
    "compounds, never as experimental values. Returns: Clark logBB (bbb_score) and a CNS rule of thumb (bbb_passes: " +
    "TPSA < 90 Å², MW < 400, HBD ≤ 3); Palm Caco-2 log permeability (caco2_logp, log cm/s); hERG and CYP3A4 risk " +
    "scores (0..1); the strongest acid and base pKa from a table of typical group values (pka_acid, pka_base, null when " +
    "none; the groups are listed in ionizable_groups); Delaney ESOL log solubility (esol_logs, log mol/L); " +
    "Henderson–Hasselbalch logD at pH 7.4 (logd_74); Ames mutagenicity alert hits and risk (ames_alerts, ames_risk = " +
    "alerts/3 capped at 1); plasma protein binding (ppb_percent, %); a clearance class (Low/Medium/High); and the inputs " +
    "mw (g/mol), logp (Wildman-Crippen), tpsa (Ertl, N and O, Å²), hbd, hba, rotatable_bonds, as calc_properties gives them. " +
    "For passive GI absorption and brain penetration from the BOILED-Egg ellipses use boiled_egg. " +
    'Example: {"smiles":"CC(=O)Oc1ccccc1C(=O)O"} (aspirin) → pka_acid 4.0 (carboxylic acid), pka_base null, logd_74 −2.09 (ionised at pH 7.4).',
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText("The molecule as SMILES, e.g. \"CCO\".") }, ["smiles"]),
  outputSchema: outputObject({
    bbb_score: number(`${HEURISTIC} blood-brain barrier logBB by Clark's equation (Clark 1999): −0.0148·TPSA + 0.152·logP + 0.139, 3 decimals. Above about −1 suggests brain exposure.`),
    bbb_passes: boolean(`${HEURISTIC} CNS rule of thumb (after Pajouhesh & Lenz 2005): TPSA < 90 Å² and MW < 400 and HBD ≤ 3.`),
    caco2_logp: number(`${HEURISTIC} Caco-2 permeability, log10 of Papp in cm/s, by Palm et al. 1997's PSA/logP equation: −0.1416·TPSA + 0.6585·logP − 0.5046, 3 decimals.`),
    herg_risk: risk(`${HEURISTIC} hERG blockade risk score 0..1, a rule of thumb of this server (basic pKa > 7: +0.40; logP > 4: +0.30, > 2: +0.15; MW > 400: +0.20, > 300: +0.10), 3 decimals.`),
    cyp3a4_risk: risk(`${HEURISTIC} CYP3A4 interaction risk score 0..1, a rule of thumb of this server (MW, logP, aromatic heterocycles, H-bond acceptors), 3 decimals.`),
    pka_acid: nullable(number(`${HEURISTIC} lowest acidic pKa from a table of typical textbook group values (carboxylic acid 4.0 … sulfonamide NH 10.1), not a pKa prediction; null when no acidic group. 2 decimals.`)),
    pka_base: nullable(number(`${HEURISTIC} highest basic pKa (of the conjugate acid) from a table of typical textbook group values (guanidine 12.5 … aromatic amine 4.6), not a pKa prediction; null when no basic group. 2 decimals.`)),
    esol_logs: number(`${HEURISTIC} aqueous solubility log10(mol/L) by Delaney's ESOL (Delaney 2004): 0.16 − 0.63·logP − 0.0062·MW + 0.066·RotB − 0.74·(aromatic heavy atoms / heavy atoms), 3 decimals.`),
    logd_74: number(`${HEURISTIC} logD at pH 7.4 by Henderson–Hasselbalch from logP and pka_acid / pka_base (both: the mean of the two corrections), 3 decimals.`),
    mw: number("Input to the heuristic screening estimates: average molecular weight in g/mol (RDKit, as calc_properties), 2 decimals."),
    logp: number("Input to the heuristic screening estimates: Wildman-Crippen logP (Wildman & Crippen 1999, RDKit, as calc_properties), 3 decimals."),
    tpsa: number("Input to the heuristic screening estimates: topological polar surface area in Å², N and O only (Ertl et al. 2000, RDKit, as calc_properties), 2 decimals."),
    hbd: integer("Input to the heuristic screening estimates: hydrogen-bond donors (the embedded RDKit's NumHBD, as calc_properties).", 0),
    hba: integer("Input to the heuristic screening estimates: hydrogen-bond acceptors (the embedded RDKit's NumHBA, as calc_properties).", 0),
    rotatable_bonds: integer("Input to the heuristic screening estimates: rotatable bonds (the embedded RDKit's NumRotatableBonds, as calc_properties).", 0),
    ames_risk: risk(`${HEURISTIC} Ames mutagenicity risk 0..1 = min(alerts hit / 3, 1) over 12 classic toxicophore alerts (in the tradition of Ashby 1988 and Kazius et al. 2005), 3 decimals.`),
    ames_alerts: {
      type: "array",
      items: { type: "string" },
      description: `${HEURISTIC} names of the mutagenicity structural alerts the molecule contains (e.g. "aromatic_nitro", "primary_aromatic_amine"); an alert flags a substructure, not a result.`,
    },
    ppb_percent: { type: "number", minimum: 1, maximum: 99, description: `${HEURISTIC} plasma protein binding in %, a logistic rule of thumb in logP: 100/(1 + e^(−1.2·(logP − 1))), clamped to 1..99, 2 decimals.` },
    clearance_class: { type: "string", enum: ["Low", "Medium", "High"], description: `${HEURISTIC} clearance class from a logistic rule of thumb of this server in logP, MW and (HBA + HBD)/heavy atoms.` },
    ionizable_groups: {
      type: "array",
      description: `${HEURISTIC} the acidic and basic groups found by the pKa rule table, one per site atom (the first matching rule wins), with their typical pKa.`,
      items: {
        type: "object",
        properties: {
          atom: integer("Site atom index (0-based, heavy atoms in input order).", 0),
          type: { type: "string", enum: ["acid", "base"], description: "Acid (loses H+) or base (gains H+)." },
          group: string("The rule's group, e.g. \"carboxylic acid\", \"piperidine-type ring NH\"."),
          pka: number("Typical pKa of that group (of the conjugate acid for bases)."),
        },
        required: ["atom", "type", "group", "pka"],
        additionalProperties: false,
      },
    },
    note: string("States that every field here is a heuristic screening estimate, not a measurement."),
  }),
  handler: ({ smiles }) =>
    withMol(smiles, (mol) => {
      const graph = polarGraph(mol);
      return admetProfile(mol, graphDescriptors(mol, graph), graph);
    }),
});
