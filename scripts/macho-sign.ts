/**
 * An ad-hoc code signature for the macOS release binaries, written over the final bytes.
 *
 * Why: `bun build --compile --target=bun-darwin-x64` (Bun 1.4.4, cross-compiling on Linux) inserts the program as a
 * __BUN segment but leaves the signature of Bun's own x64 runtime in place: its code limit stops short of the new
 * file and 75 of its page hashes are wrong, so `codesign --verify` rejects the file. The darwin-arm64 output carries a
 * valid ad-hoc, linker-signed signature. This module writes that same kind of signature (what Apple's linker emits
 * with `-adhoc_codesign`): a SuperBlob holding one CodeDirectory, version 0x20400, flags adhoc|linker-signed, SHA-256
 * hashes of every 4 KiB page up to the signature, and the __TEXT segment as the executable segment. Applied to Bun's
 * valid darwin-arm64 output it gives back the same bytes (test/packaging/macho-sign.test.ts), which is how we know
 * the layout is the one macOS accepts. Deterministic, so the build stays reproducible.
 *
 * Format: Apple's published cs_blobs.h (the CodeDirectory fields) and mach-o/loader.h; no code was copied.
 */
import { createHash } from "node:crypto";

const MH_MAGIC_64 = 0xfeedfacf;
const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;
const CSMAGIC_EMBEDDED_SIGNATURE = 0xfade0cc0;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;
const CSSLOT_CODEDIRECTORY = 0;
/** Supports the execSeg fields (base, limit, flags) that a main executable's signature carries. */
const CD_VERSION_EXECSEG = 0x20400;
const CS_ADHOC = 0x2;
const CS_LINKER_SIGNED = 0x20000;
const CS_HASHTYPE_SHA256 = 2;
const CS_EXECSEG_MAIN_BINARY = 0x1;
const PAGE_SHIFT = 12;
const PAGE = 1 << PAGE_SHIFT;
const HASH_SIZE = 32;
/** The CodeDirectory's fixed part up to and including execSegFlags (version 0x20400). */
const CD_HEADER = 88;
/** SuperBlob header (magic, length, count) and its one index entry (type, offset). */
const SUPERBLOB_HEADER = 12 + 8;
/** The identifier Apple's linker writes when it is given none, as in Bun's own darwin-arm64 output. */
export const DEFAULT_IDENTIFIER = "a.out";

interface Segment {
  /** Offset of the load command in the file. */
  command: number;
  fileoff: number;
  filesize: number;
  vmsize: number;
}

interface Layout {
  text: Segment;
  linkedit: Segment;
  /** Offset of the LC_CODE_SIGNATURE command, and the signature's place in the file. */
  signatureCommand: number;
  dataoff: number;
  datasize: number;
}

function readLayout(file: Uint8Array): Layout {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (file.byteLength < 32 || view.getUint32(0, true) !== MH_MAGIC_64)
    throw new Error("not a 64-bit little-endian Mach-O file");
  const ncmds = view.getUint32(16, true);
  const segments = new Map<string, Segment>();
  let signature: { command: number; dataoff: number; datasize: number } | undefined;
  let at = 32;
  for (let i = 0; i < ncmds; i++) {
    const cmd = view.getUint32(at, true);
    const cmdsize = view.getUint32(at + 4, true);
    if (cmd === LC_SEGMENT_64) {
      const name = new TextDecoder().decode(file.subarray(at + 8, at + 24)).replace(/\0+$/, "");
      segments.set(name, {
        command: at,
        vmsize: Number(view.getBigUint64(at + 32, true)),
        fileoff: Number(view.getBigUint64(at + 40, true)),
        filesize: Number(view.getBigUint64(at + 48, true)),
      });
    } else if (cmd === LC_CODE_SIGNATURE) {
      signature = { command: at, dataoff: view.getUint32(at + 8, true), datasize: view.getUint32(at + 12, true) };
    }
    at += cmdsize;
  }
  const text = segments.get("__TEXT");
  const linkedit = segments.get("__LINKEDIT");
  if (!text || !linkedit) throw new Error("no __TEXT or __LINKEDIT segment");
  // Bun's output always has the command (its runtime is signed); room for a new one is not made here.
  if (!signature) throw new Error("no LC_CODE_SIGNATURE load command");
  if (
    signature.dataoff + signature.datasize !== file.byteLength ||
    linkedit.fileoff + linkedit.filesize !== file.byteLength
  )
    throw new Error("the signature and __LINKEDIT do not end the file: cannot resize them in place");
  return {
    text,
    linkedit,
    signatureCommand: signature.command,
    dataoff: signature.dataoff,
    datasize: signature.datasize,
  };
}

/** `file` with its code signature replaced by an ad-hoc, linker-signed one over its final bytes. */
export function adhocSign(file: Uint8Array, identifier: string = DEFAULT_IDENTIFIER): Uint8Array {
  const layout = readLayout(file);
  const codeLimit = layout.dataoff;
  if (codeLimit > 0xffffffff) throw new Error("a file over 4 GiB needs codeLimit64");
  const slots = Math.ceil(codeLimit / PAGE);
  const ident = new TextEncoder().encode(`${identifier}\0`);
  const hashOffset = CD_HEADER + ident.length;
  const cdLength = hashOffset + slots * HASH_SIZE;
  const blobLength = SUPERBLOB_HEADER + cdLength;

  const out = new Uint8Array(codeLimit + blobLength);
  out.set(file.subarray(0, codeLimit));
  const view = new DataView(out.buffer);
  // The load commands are in the first page, which the signature hashes: set the new sizes first.
  view.setUint32(layout.signatureCommand + 12, blobLength, true);
  const linkeditSize = codeLimit + blobLength - layout.linkedit.fileoff;
  view.setBigUint64(layout.linkedit.command + 48, BigInt(linkeditSize), true);
  const vmsize = Math.max(layout.linkedit.vmsize, Math.ceil(linkeditSize / PAGE) * PAGE);
  view.setBigUint64(layout.linkedit.command + 32, BigInt(vmsize), true);

  const blob = codeLimit;
  view.setUint32(blob, CSMAGIC_EMBEDDED_SIGNATURE);
  view.setUint32(blob + 4, blobLength);
  view.setUint32(blob + 8, 1);
  view.setUint32(blob + 12, CSSLOT_CODEDIRECTORY);
  view.setUint32(blob + 16, SUPERBLOB_HEADER);

  // The CodeDirectory, big-endian like every code-signing blob.
  const cd = blob + SUPERBLOB_HEADER;
  view.setUint32(cd, CSMAGIC_CODEDIRECTORY);
  view.setUint32(cd + 4, cdLength);
  view.setUint32(cd + 8, CD_VERSION_EXECSEG);
  view.setUint32(cd + 12, CS_ADHOC | CS_LINKER_SIGNED);
  view.setUint32(cd + 16, hashOffset);
  view.setUint32(cd + 20, CD_HEADER); // identOffset
  view.setUint32(cd + 24, 0); // nSpecialSlots: no Info.plist, requirements or entitlements
  view.setUint32(cd + 28, slots);
  view.setUint32(cd + 32, codeLimit);
  out[cd + 36] = HASH_SIZE;
  out[cd + 37] = CS_HASHTYPE_SHA256;
  out[cd + 38] = 0; // platform
  out[cd + 39] = PAGE_SHIFT;
  // spare2, scatterOffset, teamOffset, spare3 and codeLimit64 (cd + 40 … cd + 63) stay zero.
  view.setBigUint64(cd + 64, BigInt(layout.text.fileoff)); // execSegBase
  view.setBigUint64(cd + 72, BigInt(layout.text.filesize)); // execSegLimit
  view.setBigUint64(cd + 80, BigInt(CS_EXECSEG_MAIN_BINARY)); // execSegFlags
  out.set(ident, cd + CD_HEADER);
  for (let slot = 0; slot < slots; slot++) {
    const page = out.subarray(slot * PAGE, Math.min((slot + 1) * PAGE, codeLimit));
    out.set(createHash("sha256").update(page).digest(), cd + hashOffset + slot * HASH_SIZE);
  }
  return out;
}

/** What a signature check reads: are the CodeDirectory's page hashes those of the file, up to the signature? */
export function verifyPageHashes(file: Uint8Array): { pages: number; wrong: number; coversFile: boolean } {
  const layout = readLayout(file);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const blob = layout.dataoff;
  if (view.getUint32(blob) !== CSMAGIC_EMBEDDED_SIGNATURE) throw new Error("no embedded signature SuperBlob");
  const count = view.getUint32(blob + 8);
  for (let i = 0; i < count; i++) {
    if (view.getUint32(blob + 12 + 8 * i) !== CSSLOT_CODEDIRECTORY) continue;
    const cd = blob + view.getUint32(blob + 16 + 8 * i);
    const hashOffset = view.getUint32(cd + 16);
    const slots = view.getUint32(cd + 28);
    const codeLimit = view.getUint32(cd + 32);
    const pageSize = 1 << (file[cd + 39] as number);
    let wrong = 0;
    for (let slot = 0; slot < slots; slot++) {
      const page = file.subarray(slot * pageSize, Math.min((slot + 1) * pageSize, codeLimit));
      const expected = file.subarray(cd + hashOffset + slot * HASH_SIZE, cd + hashOffset + (slot + 1) * HASH_SIZE);
      if (!Buffer.from(createHash("sha256").update(page).digest()).equals(expected)) wrong++;
    }
    return { pages: slots, wrong, coversFile: codeLimit === layout.dataoff };
  }
  throw new Error("no CodeDirectory in the signature");
}
