/**
 * The error vocabulary. Handlers throw these; src/server turns them into
 * protocol answers (one place, per era).
 */

/** JSON-RPC error codes used by this server (protocol.md). */
export const RpcCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  ToolFailure: -32000,
  HeaderMismatch: -32020,
  UnsupportedVersion: -32022,
} as const;

/** A JSON-RPC level failure: becomes `{error:{code,message,data}}`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "RpcError";
  }
}

/** Machine-readable codes of chemistry (domain) failures, tools.md/protocol.md. */
export const DOMAIN_ERROR_CODES = [
  "INVALID_SMILES",
  "INVALID_SMARTS",
  "INVALID_MOLJSON",
  "MOLECULE_TOO_LARGE",
  "DISCONNECTED_MOLECULE",
  "MATCH_RESOURCE_LIMIT",
  "TIMEOUT",
  "PUBCHEM_LOOKUP_FAILED",
  // name_to_smiles: a name the offline parser cannot read (or that fits more than one structure) and PubChem was not asked.
  "INVALID_NAME",
  // generate_3d found no geometry that keeps the stereo and has sane bond lengths (the SMILES itself is valid).
  "EMBEDDING_FAILED",
  // The molecule is valid but InChI cannot represent it (dummy atoms, over 1,023 atoms, ...).
  "INCHI_UNAVAILABLE",
  // depict / depict_grid: the picture would not fit in one answer (1 MiB); smaller size, PNG or fewer molecules.
  "IMAGE_TOO_LARGE",
  // react: a reactant is not matched by its reaction template (the details name which one).
  "REACTANT_MISMATCH",
  // standardize: an intermediate molecule of RDKit's MolStandardize steps does not sanitise (Python RDKit raises too).
  "STANDARDIZATION_FAILED",
  // cluster_molecules / diversity_pick: more molecules than the operation takes (its limit is in the description);
  // any library tool: a compound file past one of its limits (bytes, molecules, lines, line or record length).
  "LIBRARY_TOO_LARGE",
  // RDKit's WebAssembly engine failed on an input that is under every limit; the instance is reset (protocol.md).
  "ENGINE_FAILURE",
  // A legitimate answer over the response limit (1 MiB): the message says the limit and how to ask for less.
  "RESULT_TOO_LARGE",
  // Legacy 2025-11-25 only (MCP SEP-1303): arguments that fail the inputSchema, as an isError result; the server
  // builds it from the invalid-arguments outcome (src/server), tools throw InvalidArgumentsError instead.
  "INVALID_ARGUMENTS",
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/**
 * A chemistry failure the caller can fix (bad SMILES, too large, ...).
 * An `isError` tool result (modern era, legacy from 2025-03-26); legacy 2024-11-05: JSON-RPC -32000.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Arguments that break the tool's own rules beyond its JSON Schema (e.g. byte limits). */
export class InvalidArgumentsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidArgumentsError";
  }
}
