/** Newline-delimited JSON-RPC as the clients of tests and scripts read a server's stdout. */

/** The complete lines at the front of `buffer` (without their "\n") and the unfinished rest. */
export function takeLines(buffer: string): { lines: string[]; rest: string } {
  const end = buffer.lastIndexOf("\n");
  if (end === -1) return { lines: [], rest: buffer };
  return { lines: buffer.slice(0, end).split("\n"), rest: buffer.slice(end + 1) };
}
