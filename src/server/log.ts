/** Diagnostics go to stderr with the prefix protocol.md asks for; stdout carries protocol messages only. */
export const LOG_PREFIX = "chematic-mcp: ";

/**
 * The start-up line, "chematic-mcp 0.1.0 serving MCP over stdio": it begins with the program's name
 * and version, so the usual prefix would only repeat the name ("chematic-mcp: chematic-mcp 0.1.0 …").
 */
export function logStartup(nameAndVersion: string, what: string): void {
  process.stderr.write(`${nameAndVersion} ${what}\n`);
}

export function logInfo(message: string): void {
  process.stderr.write(`${LOG_PREFIX}${message}\n`);
}

export function logError(message: string, error?: unknown): void {
  const detail = error === undefined ? "" : `: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${LOG_PREFIX}${message}${detail}\n`);
}
