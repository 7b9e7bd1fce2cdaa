import { inchiOutcome } from "../chem/formats/inchi.ts";
import { withMolecule } from "../chem/molecule.ts";
import { STANDARDIZE_MAX_ATOMS, standardizeSmiles, type StandardizeSteps } from "../chem/standardize/standardize.ts";
import { LOCAL_READ_ONLY, defineTool, type ToolLimits } from "./tool.ts";
import { arrayOf, boolean, inputObject, integer, moleculeText, nullable, outputObject, string } from "./schema.ts";

const fragmentItem = outputObject({
  smiles: string("The fragment as canonical SMILES."),
  name: nullable(string("RDKit's salt/solvent name when one of its definitions is this whole fragment, else null.")),
});

function stepSwitch(what: string): ReturnType<typeof boolean> {
  return { ...boolean(what), default: true };
}

/** Its argument limits (declared in the definition; the handler reads the atom limit from here). */
const LIMITS = { smiles: { kind: "smiles", maxAtoms: STANDARDIZE_MAX_ATOMS } } as const satisfies ToolLimits;

export const standardizeTool = defineTool({
  name: "standardize",
  title: "Standardise to the parent compound",
  description:
    "As RDKit's rdMolStandardize: cleanup, fragment_parent (drops salts, solvents), charge_parent (neutralise), " +
    "canonical_tautomer, each optional: SMILES, InChIKey and what each step changed. " +
    `At most ${STANDARDIZE_MAX_ATOMS} atoms. Use it before comparing or registering molecules.`,
  whenToUse: "parent compound (salts, charges, tautomer)",
  examples: [
    {
      arguments: { smiles: "CC(=O)Oc1ccccc1C(=O)[O-].[Na+]" },
      // Python: rdMolStandardize Cleanup → FragmentParent → ChargeParent → TautomerEnumerator().Canonicalize
      // gives "CC(=O)Oc1ccccc1C(=O)O" (aspirin from its sodium salt) (validation/generators/tool-examples.py).
      expect: { smiles: "CC(=O)Oc1ccccc1C(=O)O", changed: true },
    },
  ],
  annotations: LOCAL_READ_ONLY,
  inputSchema: inputObject(
    {
      smiles: moleculeText("Fragments joined by '.'."),
      cleanup: stepSwitch("Normalise, disconnect metals, reionise."),
      fragment_parent: stepSwitch("Largest fragment (most atoms with H, then mass)."),
      charge_parent: stepSwitch("Uncharger, then Cleanup."),
      canonical_tautomer: stepSwitch("At most 1000 tautomers."),
      prefer_organic: {
        ...boolean("Prefer a carbon fragment to a larger inorganic one."),
        default: false,
      },
    },
    ["smiles"],
  ),
  limits: LIMITS,
  outputSchema: outputObject({
    smiles: string("Canonical SMILES of the standardised molecule."),
    inchikey: nullable(string("Standard InChIKey of the standardised molecule; null when InChI cannot represent it.")),
    changed: boolean("True when the standardised molecule differs from the input (as canonical SMILES)."),
    steps: outputObject(
      {
        cleanup: outputObject({
          smiles: string("After this step."),
          changed: boolean("Whether this step changed the molecule."),
          transforms: arrayOf(string("Transform name."), {
            description: "Normalisation transforms applied, by RDKit's names, in order.",
          }),
          metals_disconnected: arrayOf(string("Bond."), {
            description: "Metal bonds cut, e.g. 'Na-O (atoms 4-3)' (input atom indices).",
          }),
          reionized: arrayOf(string("Move."), {
            description: "Charge corrections and protons moved from a weaker to a stronger acid.",
          }),
        }),
        fragment_parent: outputObject({
          smiles: string("After this step."),
          changed: boolean("Whether this step changed the molecule."),
          removed: arrayOf(fragmentItem, {
            description: "Fragments removed, with RDKit's salt/solvent name where known.",
          }),
        }),
        charge_parent: outputObject({
          smiles: string("After this step."),
          changed: boolean("Whether this step changed the molecule."),
          neutralized: arrayOf(string("Atom change."), {
            description:
              "Atoms whose charge changed, e.g. 'O3: -1 -> 0 (+1 H)' (atom index in the previous step's SMILES).",
          }),
          transforms: arrayOf(string("Transform name."), {
            description: "Transforms applied by the Cleanup that follows.",
          }),
        }),
        canonical_tautomer: outputObject({
          smiles: string("After this step."),
          changed: boolean("Whether this step changed the molecule."),
          tautomers_enumerated: integer(
            "Distinct tautomers RDKit's rules reach from the molecule (itself included).",
            1,
          ),
          limit_reached: boolean("True when enumeration stopped at RDKit's limit (1000 tautomers or transforms)."),
        }),
      },
      [],
    ),
  }),
  handler: ({ smiles, cleanup, fragment_parent, charge_parent, canonical_tautomer, prefer_organic }) => {
    const steps: StandardizeSteps = {
      cleanup: cleanup ?? true,
      fragment_parent: fragment_parent ?? true,
      charge_parent: charge_parent ?? true,
      canonical_tautomer: canonical_tautomer ?? true,
      prefer_organic: prefer_organic ?? false,
    };
    // The input is checked (size, text, parse) once, with the usual messages, before the steps run.
    const canonicalInput = withMolecule(smiles, (input) => input.smiles, { maxAtoms: LIMITS.smiles.maxAtoms });
    // The original text goes on (not the canonical form), so the atom indices of the answer are the input's.
    const result = standardizeSmiles(smiles, steps);
    return withMolecule(
      result.smiles,
      (final) => {
        const inchi = inchiOutcome(final);
        return {
          smiles: result.smiles,
          inchikey: inchi.ok ? inchi.inchikey : null,
          changed: result.smiles !== canonicalInput,
          steps: result.steps,
        };
      },
      { label: "standardised molecule", maxAtoms: LIMITS.smiles.maxAtoms },
    );
  },
});
