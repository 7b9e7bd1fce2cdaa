/**
 * Recognises a `WebAssembly.Exception`: a C++ exception thrown by RDKit's WebAssembly build that no
 * C++ handler caught. It surfaces once the instance's memory is corrupt (measured: after a recursive
 * SMARTS nested ~196–205 deep overflowed the stack, most later calls threw one and answered
 * `-32603 [object WebAssembly.Exception]`), so it is an engine fault: the instance is dropped.
 */
// Not in TypeScript's WebAssembly typings yet (Bun has it).
const WasmException = (WebAssembly as unknown as { Exception?: abstract new (...args: never[]) => object }).Exception;

export function isWasmException(error: unknown): boolean {
  if (typeof WasmException !== "undefined" && error instanceof WasmException) return true;
  try {
    return String(error) === "[object WebAssembly.Exception]";
  } catch {
    return false; // an object whose toString throws is not one
  }
}
