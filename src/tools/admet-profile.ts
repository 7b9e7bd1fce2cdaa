import {
  admetProfile,
  CACO2_ANION_PKA,
  CACO2_CATION_PKA,
  CACO2_MODEL,
  type AdmetProfile,
} from "../chem/medchem/admet.ts";
import { withMolecule } from "../chem/molecule.ts";
import { writtenOrder } from "../chem/written-order.ts";
import { LOCAL_READ_ONLY, defineTool } from "./tool.ts";
import {
  boolean,
  inputObject,
  integer,
  moleculeText,
  nullable,
  number,
  outputObject,
  string,
  type JsonSchema,
} from "./schema.ts";

const HEURISTIC = "Heuristic screening estimate, not a measurement:";
/** "+ 0.1" / "− 0.1": a coefficient written into an equation. */
const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);
/** The Caco-2 equation as the fitted coefficients (src/data/caco2-model.ts) give it. */
const CACO2_EQUATION =
  `${CACO2_MODEL.intercept < 0 ? `−${-CACO2_MODEL.intercept}` : CACO2_MODEL.intercept} ${signed(CACO2_MODEL.tpsa)}·TPSA ` +
  `${signed(CACO2_MODEL.hbd)}·HBD ${signed(CACO2_MODEL.logp)}·logP ${signed(CACO2_MODEL.cation)}·cation ${signed(CACO2_MODEL.anion)}·anion`;
const risk = (description: string): JsonSchema => ({ type: "number", minimum: 0, maximum: 1, description });

export const admetProfileTool = defineTool<{ smiles: string }, AdmetProfile>({
  name: "admet_profile",
  title: "ADMET estimates (heuristic)",
  description:
    "ADMET triage by published formulas and rules of thumb: SCREENING ESTIMATES, NOT MEASUREMENTS, to rank or flag compounds. " +
    "Clark logBB (bbb_score), CNS rule (bbb_passes), Caco-2 log Papp (cm/s), hERG, CYP3A4, Ames risks (0..1), acid/base pKa, " +
    "ESOL log S (mol/L), logD7.4, plasma protein binding (%), clearance class. RMSE vs drugs: Caco-2 0.47 (it ranks; its −6 boundary is " +
    "unreliable), logBB 0.66, log S 0.95, PPB 27 points.",
  whenToUse: "ADMET estimates",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)O" },
      molecule: "aspirin",
      source:
        'validation/golden/admet.jsonl, row "aspirin": caco2 −5.043934 (3 decimals), pka_acid 4.0 (carboxylic acid), no basic site',
      expect: { caco2_log_papp_cm_s: -5.044, pka_acid: 4, pka_base: null },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
  limits: { smiles: { kind: "smiles" } },
  outputSchema: outputObject({
    bbb_score: number(
      `${HEURISTIC} logBB = log10(brain/blood concentration ratio), unitless, by Clark's equation (Clark, J. Pharm. Sci. 1999, 88, 815): −0.0148·TPSA + 0.152·logP + 0.139, 3 decimals. Above about −1 suggests brain exposure.`,
    ),
    bbb_passes: boolean(
      `${HEURISTIC} CNS rule of thumb (after Pajouhesh & Lenz, NeuroRx 2005, 2, 541): TPSA < 90 Å² and MW < 400 and HBD ≤ 3; a crude yes/no filter, not a prediction.`,
    ),
    caco2_log_papp_cm_s: number(
      `${HEURISTIC} Caco-2 apparent permeability as log10(Papp in cm/s), 3 decimals: ${CACO2_EQUATION} ` +
        `(cation = 1 when pka_base ≥ ${CACO2_CATION_PKA}, anion = 1 when pka_acid ≤ ${CACO2_ANION_PKA}, else 0), a least-squares fit by ` +
        "this project to the measured Caco-2 data of Wang et al. (J. Chem. Inf. Model. 2016, 56, 763), calibrated to the spread " +
        "of the measured values. Use it to rank compounds (Spearman ρ 0.69 on held-out compounds) and as a polarity flag; " +
        "not a measurement: typical error ±0.6 log units, and laboratories differ by about 0.5 log units for the same drug. " +
        "Classes near −6 are unreliable: small polar drugs measured below −6 (atenolol, ranitidine, acyclovir) come out " +
        "at −5.0 to −5.3, as the measured compounds nearest them in the fitted data do, and of external discovery " +
        "compounds measured below −6 only 12 % are predicted below −6. Efflux, active transport and the paracellular " +
        "route are not seen.",
    ),
    herg_risk: risk(
      `${HEURISTIC} hERG blockade risk score 0..1 (unitless), a crude rule of thumb of this server with no published source or validation (basic pKa > 7: +0.40; logP > 4: +0.30, > 2: +0.15; MW > 400: +0.20, > 300: +0.10), 3 decimals.`,
    ),
    cyp3a4_risk: risk(
      `${HEURISTIC} CYP3A4 interaction risk score 0..1 (unitless), a crude rule of thumb of this server with no published source or validation (MW, logP, aromatic heterocycles, H-bond acceptors), 3 decimals.`,
    ),
    pka_acid: nullable(
      number(
        `${HEURISTIC} lowest acidic pKa from a table of typical textbook group values (carboxylic acid 4.0 … sulfonamide NH 10.1), not a pKa prediction; null when no acidic group. 2 decimals.`,
      ),
    ),
    pka_base: nullable(
      number(
        `${HEURISTIC} highest basic pKa (of the conjugate acid) from a table of typical textbook group values (guanidine 12.5 … aromatic amine 4.6), not a pKa prediction; null when no basic group. 2 decimals.`,
      ),
    ),
    esol_logs: number(
      `${HEURISTIC} aqueous solubility log10(S in mol/L) by Delaney's published ESOL equation (Delaney, J. Chem. Inf. Comput. Sci. 2004, 44, 1000) on RDKit descriptors: 0.16 − 0.63·logP − 0.0062·MW + 0.066·RotB − 0.74·(aromatic heavy atoms / heavy atoms), 3 decimals.`,
    ),
    logd_74: number(
      `${HEURISTIC} logD at pH 7.4 (log10 of the octanol/water distribution ratio, unitless) by Henderson–Hasselbalch from logP and pka_acid / pka_base (both: the mean of the two corrections), 3 decimals; inherits the crudeness of the typical-value pKa table.`,
    ),
    mw: number(
      "Input to the heuristic screening estimates: average molecular weight in g/mol (RDKit, as calc_properties), 2 decimals.",
    ),
    logp: number(
      "Input to the heuristic screening estimates: Wildman-Crippen logP (Wildman & Crippen 1999, RDKit, as calc_properties), 3 decimals.",
    ),
    tpsa: number(
      "Input to the heuristic screening estimates: topological polar surface area in Å², N and O only (Ertl et al. 2000, RDKit, as calc_properties), 2 decimals.",
    ),
    hbd: integer(
      "Input to the heuristic screening estimates: hydrogen-bond donors (the embedded RDKit's NumHBD, as calc_properties).",
      0,
    ),
    hba: integer(
      "Input to the heuristic screening estimates: hydrogen-bond acceptors (the embedded RDKit's NumHBA, as calc_properties).",
      0,
    ),
    rotatable_bonds: integer(
      "Input to the heuristic screening estimates: rotatable bonds (the embedded RDKit's NumRotatableBonds, as calc_properties).",
      0,
    ),
    ames_risk: risk(
      `${HEURISTIC} Ames mutagenicity risk 0..1 (unitless) = min(alerts hit / 3, 1) over 12 classic toxicophore alerts (in the tradition of Ashby 1988 and Kazius et al. 2005); a crude alert count, not a validated probability, 3 decimals.`,
    ),
    ames_alerts: {
      type: "array",
      items: { type: "string" },
      description: `${HEURISTIC} names of the mutagenicity structural alerts the molecule contains (e.g. "aromatic_nitro", "primary_aromatic_amine"); an alert flags a substructure, not a result.`,
    },
    ppb_percent: {
      type: "number",
      minimum: 1,
      maximum: 99,
      description: `${HEURISTIC} human plasma protein binding, % bound, a crude logistic rule of thumb of this server in logP with no published source: 100/(1 + e^(−1.2·(logP − 1))), clamped to 1..99, 2 decimals.`,
    },
    clearance_class: {
      type: "string",
      enum: ["Low", "Medium", "High"],
      description: `${HEURISTIC} clearance class, a crude logistic rule of thumb of this server in logP, MW and (HBA + HBD)/heavy atoms with no published source or validation.`,
    },
    ionizable_groups: {
      type: "array",
      description: `${HEURISTIC} the acidic and basic groups found by the pKa rule table, one per site atom (the first matching rule wins), with their typical pKa.`,
      items: {
        type: "object",
        properties: {
          atom: integer("Site atom index (0-based, the order atoms are written in the SMILES).", 0),
          type: { type: "string", enum: ["acid", "base"], description: "Acid (loses H+) or base (gains H+)." },
          group: string('The rule\'s group, e.g. "carboxylic acid", "piperidine-type ring NH".'),
          pka: number("Typical pKa of that group (of the conjugate acid for bases)."),
        },
        required: ["atom", "type", "group", "pka"],
        additionalProperties: false,
      },
    },
    note: string("States that every field here is a heuristic screening estimate, not a measurement."),
  }),
  handler: ({ smiles }) =>
    withMolecule(smiles, (molecule) => {
      const profile = admetProfile(molecule);
      // Sites found on RDKit's default reading, numbered as written (an order-preserving map: the order stays).
      const renumber = writtenOrder(smiles, molecule);
      return {
        ...profile,
        ionizable_groups: profile.ionizable_groups.map((group) => ({ ...group, atom: renumber(group.atom) })),
      };
    }),
});
