/** Diagnostics go to stderr with the prefix protocol.md asks for; stdout carries protocol messages only. */
export const LOG_PREFIX = "chematic-mcp: ";

export function logInfo(message: string): void {
  process.stderr.write(`${LOG_PREFIX}${message}\n`);
}

export function logError(message: string, error?: unknown): void {
  const detail =
    error === undefined ? "" : `: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${LOG_PREFIX}${message}${detail}\n`);
}
