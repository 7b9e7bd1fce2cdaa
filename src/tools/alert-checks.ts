/** pains_check and brenk_check share one shape: the catalog's alert names that hit the molecule. */
import { brenkAlerts, painsAlerts } from "../chem/medchem/alerts.ts";
import { withMolecule, type Molecule } from "../chem/molecule.ts";
import { LOCAL_READ_ONLY, defineTool, type DocumentedTool } from "./tool.ts";
import { boolean, inputObject, integer, moleculeText, outputObject } from "./schema.ts";

export interface AlertCheck {
  passes: boolean;
  alert_count: number;
  alerts: string[];
}

export function alertCheck(alerts: string[]): AlertCheck {
  return { passes: alerts.length === 0, alert_count: alerts.length, alerts };
}

type Args = { smiles: string };

function alertTool(spec: {
  name: string;
  title: string;
  description: string;
  whenToUse: string;
  examples: DocumentedTool<Args, AlertCheck>["examples"];
  catalog: string;
  match: (molecule: Molecule) => string[];
}): DocumentedTool<Args, AlertCheck> {
  return defineTool({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    whenToUse: spec.whenToUse,
    examples: spec.examples,
    annotations: LOCAL_READ_ONLY,
    inputSchema: inputObject({ smiles: moleculeText() }, ["smiles"]),
    limits: { smiles: { kind: "smiles" } },
    outputSchema: outputObject({
      passes: boolean("True when no alert matches."),
      alert_count: integer("Number of distinct alerts that match.", 0),
      alerts: {
        type: "array",
        items: { type: "string" },
        description: `Names of the matching ${spec.catalog} entries, as RDKit spells them, in catalog order.`,
      },
    }),
    handler: ({ smiles }) => withMolecule(smiles, (molecule) => alertCheck(spec.match(molecule))),
  });
}

export const painsCheckTool = alertTool({
  name: "pains_check",
  title: "PAINS alerts",
  catalog: "PAINS",
  description:
    "PAINS filters (RDKit catalog A-C, 480 substructures): groups giving false positives in high-throughput assays; passes " +
    "when none match, alerts names them. Use it to flag assay artefacts.",
  whenToUse: "assay-interference alerts",
  examples: [
    {
      arguments: { smiles: "O=C1C(=Cc2ccccc2)SC(=S)N1" },
      molecule: "a benzylidene rhodanine",
      // Python: FilterCatalog(PAINS).GetMatches → ["ene_rhod_A(235)"] (validation/generators/tool-examples.py).
      shown: ["passes", "alerts"],
      expect: { passes: false, alert_count: 1, alerts: ["ene_rhod_A(235)"] },
    },
  ],
  match: painsAlerts,
});

export const brenkCheckTool = alertTool({
  name: "brenk_check",
  title: "Brenk structural alerts",
  catalog: "Brenk",
  description:
    "Brenk alerts (RDKit catalog, 105 substructures): reactive, toxic or metabolically unstable groups; passes when none match. " +
    "Use it to spot liabilities in hits or designs.",
  whenToUse: "reactive or toxic groups",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1" },
      molecule: "phenyl acetate",
      // Python: FilterCatalog(BRENK).GetMatches → ["phenol_ester"] (validation/generators/tool-examples.py).
      shown: ["passes", "alerts"],
      expect: { passes: false, alert_count: 1, alerts: ["phenol_ester"] },
    },
  ],
  match: brenkAlerts,
});
