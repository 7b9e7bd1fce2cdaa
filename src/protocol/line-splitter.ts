/**
 * Splits a byte stream into newline-delimited messages without ever holding
 * more than one oversize line's worth of bytes: a line over the limit is
 * dropped as it arrives and reported once, so the server keeps serving.
 */
export type LineEvent = { kind: "line"; bytes: Uint8Array } | { kind: "oversize" };

export class LineSplitter {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private discarding = false;

  constructor(private readonly maxLineBytes: number) {}

  /** Feeds one chunk; returns the complete lines (and oversize notices) it finished. */
  push(chunk: Uint8Array): LineEvent[] {
    const events: LineEvent[] = [];
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      this.append(chunk.subarray(start, end));
      if (newline === -1) break;
      events.push(...this.finishLine());
      start = newline + 1;
    }
    return events;
  }

  /** End of input: a last line without a newline still counts. */
  end(): LineEvent[] {
    return this.buffered > 0 || this.discarding ? this.finishLine() : [];
  }

  private append(part: Uint8Array): void {
    if (part.length === 0) return;
    if (this.discarding) return;
    if (this.buffered + part.length > this.maxLineBytes + 1) {
      // +1 allows a trailing "\r" on a line of exactly the limit.
      this.discarding = true;
      this.chunks = [];
      this.buffered = 0;
      return;
    }
    this.chunks.push(part.slice());
    this.buffered += part.length;
  }

  private finishLine(): LineEvent[] {
    if (this.discarding) {
      this.discarding = false;
      return [{ kind: "oversize" }];
    }
    let bytes = concat(this.chunks, this.buffered);
    this.chunks = [];
    this.buffered = 0;
    if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
    if (bytes.length > this.maxLineBytes) return [{ kind: "oversize" }];
    return isBlank(bytes) ? [] : [{ kind: "line", bytes }];
  }
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function isBlank(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b !== 0x20 && b !== 0x09 && b !== 0x0d) return false;
  return true;
}
