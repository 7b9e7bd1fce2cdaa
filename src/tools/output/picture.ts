/**
 * From RDKit's SVG to what depict and depict_grid answer: the picture in the asked format (PNG through
 * resvg, or the SVG itself), bounded so it fits in one answer, optionally saved under `--output-dir`, and
 * the MCP content items that carry it with its one-line description.
 */
import { DomainError } from "../../protocol/errors.ts";
import type { ContentItem } from "../tool.ts";
import { NOT_SAVED_WITHOUT_OUTPUT_DIR, type PictureFormat, pictureFileName, savePicture } from "./files.ts";
import { loadRasteriser, svgToPng } from "../../chem/depict/depict-raster.ts";

export type { PictureFormat } from "./files.ts";

/**
 * The picture's data (base64 PNG or SVG text) may be at most this long: one answer is at most 1 MiB
 * (protocol.md), and the JSON around the data and the escaped newlines of an SVG need some room.
 */
export const MAX_PICTURE_CHARACTERS = 900_000;

/** What depict and depict_grid compute; checked against PICTURE_SCHEMA, then sent as content items only. */
export interface Picture {
  format: PictureFormat;
  mime_type: "image/png" | "image/svg+xml";
  width: number;
  height: number;
  /** base64 PNG, or the SVG text. */
  data: string;
  /** The one-line description sent beside the picture. */
  summary: string;
  saved_path: string | null;
}

/** The payload's shape (tool-runner.ts checks every payload; depictions never advertise it). */
export const PICTURE_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    format: { enum: ["png", "svg"] },
    mime_type: { enum: ["image/png", "image/svg+xml"] },
    width: { type: "integer", minimum: 1 },
    height: { type: "integer", minimum: 1 },
    data: { type: "string", minLength: 1, maxLength: MAX_PICTURE_CHARACTERS },
    summary: { type: "string", minLength: 1 },
    saved_path: { type: ["string", "null"] },
  },
  required: ["format", "mime_type", "width", "height", "data", "summary", "saved_path"],
  additionalProperties: false,
} as const;

export interface PictureRequest {
  svg: string;
  width: number;
  height: number;
  format: PictureFormat;
  /** What was drawn, without the format and size (added here). */
  description: string;
  save: boolean;
  outputDir: string | undefined;
}

function tooLarge(format: PictureFormat, characters: number, hint: string): DomainError {
  return new DomainError(
    "IMAGE_TOO_LARGE",
    `The ${format.toUpperCase()} would take ${characters.toLocaleString("en-US")} characters, more than the ${MAX_PICTURE_CHARACTERS.toLocaleString("en-US")} ` +
      `that fit in one answer: ${hint}`,
    { format, characters, limit: MAX_PICTURE_CHARACTERS },
  );
}

/** The save step's own sentence; a failure to write is told, not thrown: the picture is still returned. */
function saveNote(request: PictureRequest, bytes: Uint8Array): { note: string; path: string | null } {
  if (!request.save) return { note: "", path: null };
  if (request.outputDir === undefined) {
    return { note: ` ${NOT_SAVED_WITHOUT_OUTPUT_DIR}`, path: null };
  }
  try {
    const path = savePicture(request.outputDir, bytes, request.format);
    return { note: ` Saved to ${path}.`, path };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { note: ` Not saved as ${pictureFileName(bytes, request.format)}: ${reason}.`, path: null };
  }
}

/** Rasterises (PNG) or keeps (SVG) the drawing, checks its size, saves it when asked. */
export async function makePicture(request: PictureRequest): Promise<Picture> {
  let bytes: Uint8Array;
  let data: string;
  if (request.format === "png") {
    await loadRasteriser();
    bytes = svgToPng(request.svg).bytes;
    data = Buffer.from(bytes).toString("base64");
    if (data.length > MAX_PICTURE_CHARACTERS)
      throw tooLarge("png", data.length, "draw it smaller or with fewer molecules");
  } else {
    data = request.svg;
    if (data.length > MAX_PICTURE_CHARACTERS)
      throw tooLarge("svg", data.length, 'ask for format "png" (much smaller for many molecules) or fewer molecules');
    bytes = new TextEncoder().encode(data);
  }
  const saved = saveNote(request, bytes);
  const summary = `${request.format.toUpperCase()} ${request.width}×${request.height} px: ${request.description}.${saved.note}`;
  return {
    format: request.format,
    mime_type: request.format === "png" ? "image/png" : "image/svg+xml",
    width: request.width,
    height: request.height,
    data,
    summary,
    saved_path: saved.path,
  };
}

/**
 * The content items: the description first (clients that show no images still show it), then the PNG as an
 * image, or the SVG as an embedded resource with its media type (every MCP revision carries both kinds).
 */
export function pictureContent(picture: Picture): ContentItem[] {
  const text: ContentItem = { type: "text", text: picture.summary };
  if (picture.format === "png") return [text, { type: "image", data: picture.data, mimeType: picture.mime_type }];
  const name = pictureFileName(new TextEncoder().encode(picture.data), "svg");
  return [
    text,
    {
      type: "resource",
      resource: { uri: `chematic://depiction/${name}`, mimeType: picture.mime_type, text: picture.data },
    },
  ];
}

/** A SMILES shortened for a one-line description. */
export function clipForSummary(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
