/**
 * Many short strings (ids, SMILES of a 1M-row library) kept as one string and an offset table rather than a
 * million string objects: about one byte per character for ASCII text in JavaScriptCore's 8-bit strings, and
 * nothing per row but 4 bytes of offset.
 */
export interface TextColumn {
  readonly text: string;
  /** Row i is text.slice(offsets[i], offsets[i + 1]); length n + 1. */
  readonly offsets: Uint32Array;
}

export function textColumn(values: readonly string[]): TextColumn {
  const offsets = new Uint32Array(values.length + 1);
  let at = 0;
  values.forEach((value, i) => {
    offsets[i] = at;
    at += value.length;
  });
  offsets[values.length] = at;
  return { text: values.join(""), offsets };
}

export function textAt(column: TextColumn, i: number): string {
  return column.text.slice(column.offsets[i], column.offsets[i + 1]);
}

/** Bytes held, counting two per character (the worst case, for strings JavaScriptCore keeps as 16-bit). */
export function columnBytes(column: TextColumn): number {
  return column.text.length * 2 + column.offsets.byteLength;
}
