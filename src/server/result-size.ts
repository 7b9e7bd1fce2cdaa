/**
 * RESULT_TOO_LARGE (protocol.md): a legitimate answer over the 1 MiB response limit is a domain error that says the
 * limit and how to ask for less, never the codec's bare `-32603 response exceeds maximum size` (which stays for
 * non-tool responses). Checked twice:
 * - in the worker, before the answer crosses IPC (tool-process.ts): an answer whose text or structured payload alone
 *   is over the limit would be over it in every era, and decoding it on the protocol thread (a 50 MB answer took
 *   3.7 s) would stall every other call;
 * - on the protocol thread, on the finished response (server.ts): text and structuredContent together can pass the
 *   limit although each fits.
 */
import { DomainError } from "../protocol/errors.ts";
import { MAX_RESPONSE_BYTES } from "../protocol/limits.ts";
import type { ContentItem } from "../tools/tool.ts";
import type { WireOutcome } from "./worker-protocol.ts";

/** UTF-8 bytes of `text`, exact only when it could matter (a UTF-16 unit is at most 3 bytes). */
function overLimit(text: string, limit: number): boolean {
  return text.length > limit || (text.length * 3 > limit && Buffer.byteLength(text, "utf8") > limit);
}

export function resultTooLargeError(toolName: string, bytes: number, limit: number = MAX_RESPONSE_BYTES): DomainError {
  const size = bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : `${bytes} bytes`;
  return new DomainError(
    "RESULT_TOO_LARGE",
    `the answer of ${toolName} (${size}) is over the limit of one response, ${limit} bytes (1 MiB); ask for less: ` +
      "a smaller molecule or fewer molecules, or a more compact format (canonical SMILES instead of MolJSON or CML, " +
      "a single property tool instead of the whole context pack, a smaller or PNG picture)",
    { bytes, limit },
  );
}

function contentLength(items: readonly ContentItem[]): string {
  return items
    .map((item) => (item.type === "text" ? item.text : item.type === "image" ? item.data : item.resource.text))
    .join("");
}

/** The worker's bound: an outcome over `limit` becomes RESULT_TOO_LARGE before it is sent. */
export function boundOutcome(toolName: string, outcome: WireOutcome, limit: number = MAX_RESPONSE_BYTES): WireOutcome {
  let text: string | undefined;
  if (outcome.kind === "success") {
    const payload = JSON.stringify(outcome.payload);
    text = payload.length >= outcome.text.length ? payload : outcome.text;
  } else if (outcome.kind === "content") {
    text = contentLength(outcome.content);
  }
  if (text === undefined || !overLimit(text, limit)) return outcome;
  const error = resultTooLargeError(toolName, Buffer.byteLength(text, "utf8"), limit);
  return { kind: "domain-error", code: error.code, message: error.message, details: error.details };
}

/** The response's size when it is over `limit`, else undefined (the protocol thread's check, server.ts). */
export function oversizeBytes(response: unknown, limit: number = MAX_RESPONSE_BYTES): number | undefined {
  const text = JSON.stringify(response);
  return overLimit(text, limit) ? Buffer.byteLength(text, "utf8") : undefined;
}
