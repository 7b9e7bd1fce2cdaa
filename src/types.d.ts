// `import x from "…wasm" with { type: "file" }` yields the file's path (Bun).
declare module "*.wasm" {
  const path: string;
  export default path;
}
