import { withMolecule } from "../chem/molecule.ts";
import { DomainError, InvalidArgumentsError } from "../protocol/errors.ts";
import { TimeLimitReached, defineTool } from "./tool.ts";
import { inputObject, integer, outputObject, string, typed } from "./schema.ts";

export const PUBCHEM_DEFAULT_URL = "https://pubchem.ncbi.nlm.nih.gov";
/**
 * PubChem's own limit, shorter than the default tool time limit (10 s, --tool-timeout-ms) so that a lookup that gets
 * no answer (no network, a resolver that never answers, an unroutable host) ends in this tool's own words,
 * PUBCHEM_LOOKUP_FAILED, before the tool limit could answer TIMEOUT (issue 27: with both at 10 s the first call
 * without network answered TIMEOUT).
 */
export const PUBCHEM_TIMEOUT_MS = 8_000;
export const PUBCHEM_MAX_BODY_BYTES = 1_048_576;

/** `CHEMATIC_PUBCHEM_URL` points the tool at another host (the tests' local stand-in). */
function pubchemBase(): string {
  return (process.env.CHEMATIC_PUBCHEM_URL ?? PUBCHEM_DEFAULT_URL).replace(/\/+$/, "");
}

/** `CHEMATIC_PUBCHEM_TIMEOUT_MS` shortens the 8 s limit, so the timeout path can be tested quickly. */
function pubchemTimeoutMs(): number {
  const configured = Number(process.env.CHEMATIC_PUBCHEM_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : PUBCHEM_TIMEOUT_MS;
}

function lookupFailed(name: string, why: string, status?: number): DomainError {
  const details: Record<string, unknown> = { name };
  if (status !== undefined) details.status = status;
  return new DomainError("PUBCHEM_LOOKUP_FAILED", `PubChem lookup for "${name}" failed: ${why}`, details);
}

/** Reads at most `limit` bytes of a body; more is an error rather than unbounded memory. */
async function readCappedText(response: Response, limit: number, name: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw lookupFailed(name, `the answer is larger than ${limit} bytes`, response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

interface PubChemProperties {
  CID?: unknown;
  SMILES?: unknown;
  IsomericSMILES?: unknown;
}

const PATH_PREFIX = "/rest/pug/compound/name/";
const PATH_SUFFIX = "/property/SMILES,ConnectivitySMILES/JSON";

/**
 * The name as exactly one path segment. encodeURIComponent leaves "." alone, and WHATWG URL parsing (which
 * fetch applies) treats ".", "..", "%2E", "%2E%2E" and ".%2E" alike as dot segments and removes them: "..",
 * however encoded, would ask for /rest/pug/compound/property/…, and double encoding (%252E) would make
 * PubChem look up the literal name "%2E". No encoding keeps these names literal in a GET path, and no
 * compound is named "." or "..", so they are answered as not found without asking PubChem. (No other name
 * encodes to a dot segment: encodeURIComponent turns "%" into "%25".)
 */
function pubchemUrl(name: string): string {
  if (name === "." || name === "..") {
    throw lookupFailed(
      name,
      `PubChem has no compound named "${name}", and the name cannot be sent: a URL path segment of only dots means "this/parent directory" (check the name)`,
    );
  }
  const segment = encodeURIComponent(name);
  const url = `${pubchemBase()}${PATH_PREFIX}${segment}${PATH_SUFFIX}`;
  // Belt and braces: the URL fetch will request must still carry the name as its one segment.
  if (!new URL(url).pathname.endsWith(`${PATH_PREFIX}${segment}${PATH_SUFFIX}`)) {
    throw lookupFailed(name, "the name cannot be sent to PubChem as one URL path segment");
  }
  return url;
}

/** Why the fetch was stopped: the tool's time limit (main-thread lane), PubChem's own limit, or the call was abandoned. */
function abortReason(name: string, signal: AbortSignal, timeout: number): DomainError {
  if (signal.aborted) {
    if (signal.reason instanceof TimeLimitReached)
      return lookupFailed(
        name,
        `no answer from PubChem within ${signal.reason.limitMs / 1000} s (the tool's time limit)`,
      );
    return lookupFailed(name, "the call was abandoned before PubChem answered");
  }
  return lookupFailed(name, `no answer from PubChem within ${timeout / 1000} s`);
}

/**
 * The lookup, answered by its deadline whatever the network does: fetch's abort does not reach every stage of a
 * request (a name resolution in progress can outlast it), so the lookup also races a timer of its own and the
 * caller's signal, and fails with PUBCHEM_LOOKUP_FAILED at whichever comes first (the abandoned fetch is aborted too).
 */
async function fetchPubChem(name: string, signal: AbortSignal): Promise<{ cid: number; smiles: string }> {
  const timeout = pubchemTimeoutMs();
  const timeLimit = AbortSignal.timeout(timeout);
  const deadline = AbortSignal.any([signal, timeLimit]);
  let onDeadline: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    onDeadline = () => reject(abortReason(name, signal, timeout));
    if (deadline.aborted) onDeadline();
    else deadline.addEventListener("abort", onDeadline, { once: true });
  });
  try {
    return await Promise.race([lookUp(name, deadline, signal, timeout), stopped]);
  } finally {
    deadline.removeEventListener("abort", onDeadline as () => void);
  }
}

async function lookUp(
  name: string,
  deadline: AbortSignal,
  signal: AbortSignal,
  timeout: number,
): Promise<{ cid: number; smiles: string }> {
  const url = pubchemUrl(name);
  let body: string;
  let status: number;
  try {
    // Redirects are never followed: PubChem's REST answers do not redirect, and following one would send
    // the request wherever the answer points (another host, another path).
    const response = await fetch(url, {
      signal: deadline,
      redirect: "manual",
      headers: { accept: "application/json" },
    });
    status = response.status;
    if (response.status === 404) {
      await response.body?.cancel();
      throw lookupFailed(
        name,
        "PubChem has no compound of that name (check the spelling, or try a synonym or the IUPAC name)",
        404,
      );
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get("location");
      throw lookupFailed(
        name,
        `PubChem answered HTTP ${response.status}, a redirect${location ? ` to ${location.slice(0, 200)}` : ""}, which is not followed`,
        response.status,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw lookupFailed(name, `PubChem answered HTTP ${response.status}`, response.status);
    }
    body = await readCappedText(response, PUBCHEM_MAX_BODY_BYTES, name);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (deadline.aborted) throw abortReason(name, signal, timeout);
    throw lookupFailed(name, `could not reach PubChem (${error instanceof Error ? error.message : String(error)})`);
  }
  let first: PubChemProperties | undefined;
  try {
    const parsed = JSON.parse(body) as { PropertyTable?: { Properties?: PubChemProperties[] } };
    first = parsed.PropertyTable?.Properties?.[0];
  } catch {
    throw lookupFailed(name, "PubChem's answer is not valid JSON", status);
  }
  const smiles = first?.SMILES ?? first?.IsomericSMILES;
  if (!first || typeof smiles !== "string" || smiles.length === 0 || typeof first.CID !== "number") {
    throw lookupFailed(name, "PubChem's answer has no CID and SMILES", status);
  }
  return { cid: first.CID, smiles };
}

export const nameToSmilesTool = defineTool({
  name: "name_to_smiles",
  title: "Chemical name to SMILES",
  description:
    "Chemical name to SMILES. Systematic names (rings, esters, salts, ions, amino acids, E/Z, R/S …) are parsed offline " +
    '(source "offline"); an ambiguous one ("butanol") is INVALID_NAME, never guessed. ' +
    'Other names (trivial, brand) are looked up in PubChem (8 s limit; source "PubChem", cid), except with --offline.',
  whenToUse: "name → SMILES",
  examples: [
    {
      arguments: { name: "aspirin" },
      molecule: "PubChem CID 2244",
      source:
        "cid and smiles: PubChem's record for aspirin (CID 2244); canonical_smiles: Python Chem.MolToSmiles of it (validation/generators/tool-examples.py)",
      shown: ["cid", "canonical_smiles"],
      expect: { cid: 2244, smiles: "CC(=O)OC1=CC=CC=C1C(=O)O", canonical_smiles: "CC(=O)Oc1ccccc1C(=O)O" },
    },
  ],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  runsOn: "main",
  inputSchema: inputObject(
    {
      name: typed<string>({
        type: "string",
        minLength: 1,
        maxLength: 500,
        description: 'E.g. "2-methylpropan-1-ol" or "ibuprofen".',
      }),
    },
    ["name"],
  ),
  limits: { name: { kind: "name" } },
  outputSchema: outputObject(
    {
      name: string("The name as asked."),
      smiles: string(
        "The structure: RDKit canonical SMILES of the parser's reading (offline), or PubChem's isomeric SMILES.",
      ),
      canonical_smiles: string("RDKit canonical isomeric SMILES."),
      cid: integer("PubChem compound id (PubChem answers only).", 1),
      source: {
        type: "string",
        enum: ["offline", "PubChem"],
        description: "offline: read by the built-in name parser, nothing left the process; PubChem: looked up there.",
      },
    },
    ["name", "smiles", "canonical_smiles", "source"],
  ),
  handler: async ({ name }, { signal, offline }) => {
    // A lone UTF-16 surrogate has no UTF-8 form, so it cannot be percent-encoded: the caller's input is wrong.
    if (!name.isWellFormed()) {
      const at = [...name].findIndex((c) => c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff);
      throw new InvalidArgumentsError(
        `argument "name" contains a lone UTF-16 surrogate${at >= 0 ? ` (code point ${at})` : ""}, which is not text; send the name as valid Unicode`,
      );
    }
    // Loaded on the first name, not at server start: the grammar tables are this call's cost.
    const { parseName } = await import("../chem/names/index.ts");
    const read = parseName(name);
    if (read.ok) return { name, smiles: read.smiles, canonical_smiles: read.smiles, source: "offline" as const };
    const details: Record<string, unknown> = { name, reason: read.reason };
    if (read.position !== undefined) details.position = read.position;
    if (read.reason === "ambiguous") {
      throw new DomainError("INVALID_NAME", `"${name}" is ambiguous: ${read.message}`, details);
    }
    if (offline) {
      throw new DomainError(
        "INVALID_NAME",
        `The offline name parser cannot read "${name}": ${read.message}. The server runs with --offline, so PubChem was not asked`,
        details,
      );
    }
    let found: { cid: number; smiles: string };
    try {
      found = await fetchPubChem(name, signal);
    } catch (error) {
      if (error instanceof DomainError && error.code === "PUBCHEM_LOOKUP_FAILED") {
        throw new DomainError(
          error.code,
          `${error.message}. (The offline name parser could not read it either: ${read.message}.)`,
          error.details,
        );
      }
      throw error;
    }
    const { cid, smiles } = found;
    let canonical: string;
    try {
      canonical = withMolecule(smiles, (molecule) => molecule.smiles);
    } catch (error) {
      if (error instanceof DomainError)
        throw lookupFailed(name, `RDKit cannot read PubChem's SMILES ${smiles}: ${error.message}`);
      throw error;
    }
    return { name, smiles, canonical_smiles: canonical, cid, source: "PubChem" as const };
  },
});
