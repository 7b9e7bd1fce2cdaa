// `import x from "…" with { type: "text" }` yields the file's contents as a string (Bun); used for the
// licence files that the binary embeds (src/licenses.ts).
declare module "*/LICENSE" {
  const text: string;
  export default text;
}
declare module "*.md" {
  const text: string;
  export default text;
}
// `import x from "…bin.gz" with { type: "file" }` yields the file's path (Bun): a data table read on first use.
declare module "*.bin.gz" {
  const path: string;
  export default path;
}
