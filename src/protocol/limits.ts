/** Every limit of protocol.md, in one place. */
export const MAX_MESSAGE_BYTES = 1_048_576;
export const MAX_RESPONSE_BYTES = 1_048_576;
export const MAX_JSON_DEPTH = 64;
export const MAX_STRING_BYTES = 256 * 1024;
export const MAX_ARRAY_ELEMENTS = 10_000;
/** SMILES / SMARTS / MolJSON arguments. */
export const MAX_MOLECULE_TEXT_BYTES = 100_000;
export const MAX_ATOMS = 10_000;
export const MAX_MCS_ATOMS = 200;
export const MAX_RETROSYNTHESIS_ATOMS = 500;
export const MAX_SMARTS_MATCHES = 10_000;
/** Default time limit of one tool call (`--tool-timeout-ms`). */
export const DEFAULT_TOOL_TIMEOUT_MS = 10_000;
/**
 * Default time limit of a library tool call (`runsOn: "library"`: every tool that takes a compound list or file),
 * `--library-timeout-ms`: fingerprinting a 100k-molecule file, clustering 20k molecules or screening a file of
 * thousands takes tens of seconds on a small machine.
 */
export const DEFAULT_LIBRARY_TIMEOUT_MS = 300_000;
/**
 * Default budget of one library tool call (`--call-budget-ms`; 0 = none): past it the call answers with what it has
 * done so far, marked partial, and a second call continues (src/tools/library/resumable.ts). 45 s ends well inside
 * the ~60 s after which today's clients (Claude's) give up on a call; the library time limit stays the hard stop.
 */
export const DEFAULT_CALL_BUDGET_MS = 45_000;
