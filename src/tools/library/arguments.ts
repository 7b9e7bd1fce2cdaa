/**
 * The one factory of a library tool's input properties, so every library tool takes its shared arguments alike and
 * in the same order: the compounds (`smiles_list` or `file`, and `standardize`), then the tool's own, then the
 * fingerprint options (fingerprint tools), then `resume` (every tool whose call can pause: all but rgroup_decompose).
 */
import type { JsonSchema, Typed } from "../schema.ts";
import { fingerprintProperties } from "./fingerprint-options.ts";
import { libraryInputProperties } from "./input.ts";
import { resumeSchema } from "./resumable.ts";

type Compounds = ReturnType<typeof libraryInputProperties>;
type Fingerprint = ReturnType<typeof fingerprintProperties>;
type Resume = { resume: Typed<string> };

/** A tool whose calls cannot pause: the compounds and its own arguments. */
export function libraryArguments<Own extends Record<string, JsonSchema>>(
  own: Own,
  options: { resume: false },
): Compounds & Own;
/** A tool that does not fingerprint: the compounds, its own arguments, `resume`. */
export function libraryArguments<Own extends Record<string, JsonSchema>>(
  own: Own,
  options?: { fingerprint?: false },
): Compounds & Own & Resume;
/** A fingerprint tool: the compounds, its own arguments, the fingerprint options, `resume`. */
export function libraryArguments<Own extends Record<string, JsonSchema>>(
  own: Own,
  options: { fingerprint: true },
): Compounds & Own & Fingerprint & Resume;
export function libraryArguments(
  own: Record<string, JsonSchema>,
  options: { fingerprint?: boolean; resume?: boolean } = {},
): Record<string, JsonSchema> {
  return {
    ...libraryInputProperties(),
    ...own,
    ...(options.fingerprint === true ? fingerprintProperties() : {}),
    ...(options.resume === false ? {} : { resume: resumeSchema() }),
  };
}
