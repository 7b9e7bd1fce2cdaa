import { describe, expect, test } from "bun:test";
import {
  checkModernMetaKeys,
  checkModernVersion,
  detectEra,
  isLegacyRevision,
  legacyRevisionHasArgumentErrorResults,
  legacyRevisionHasInstructions,
  legacyRevisionHasStructuredContent,
  legacyRevisionHasToolErrorResults,
  negotiateLegacyRevision,
} from "../../src/protocol/eras.ts";
import { RpcError } from "../../src/protocol/errors.ts";
import type { JsonRpcRequest } from "../../src/protocol/jsonrpc.ts";

const request = (method: string, params?: Record<string, unknown>): JsonRpcRequest => ({
  jsonrpc: "2.0",
  id: 1,
  method,
  params,
});
const VERSION = "io.modelcontextprotocol/protocolVersion";
const CAPS = "io.modelcontextprotocol/clientCapabilities";
const INFO = "io.modelcontextprotocol/clientInfo";

function rpcErrorOf(fn: () => unknown): RpcError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error("expected an RpcError");
}

describe("eras", () => {
  test("detection: _meta protocol version or server/discover means modern", () => {
    expect(detectEra(request("initialize", { protocolVersion: "2025-06-18" }))).toBe("legacy");
    expect(detectEra(request("tools/list"))).toBe("legacy");
    expect(detectEra(request("tools/list", { _meta: { [VERSION]: "2026-07-28" } }))).toBe("modern");
    expect(detectEra(request("server/discover"))).toBe("modern");
    expect(detectEra(request("tools/list", { _meta: { progressToken: 1 } }))).toBe("legacy");
  });

  test("legacy negotiation echoes a supported revision, else 2024-11-05", () => {
    for (const revision of ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
      expect(negotiateLegacyRevision(revision)).toBe(revision);
    expect(negotiateLegacyRevision("2099-01-01")).toBe("2024-11-05");
    expect(negotiateLegacyRevision(undefined)).toBe("2024-11-05");
    expect(legacyRevisionHasStructuredContent("2025-03-26")).toBe(false);
    expect(legacyRevisionHasStructuredContent("2025-06-18")).toBe(true);
    expect(legacyRevisionHasStructuredContent("2025-11-25")).toBe(true);
  });

  test("tool failures as isError results from 2025-03-26 on; the legacy revisions and nothing else are legacy", () => {
    expect(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"].map(legacyRevisionHasToolErrorResults)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"].map(legacyRevisionHasArgumentErrorResults)).toEqual(
      [false, false, false, true],
    );
    expect(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"].map(legacyRevisionHasInstructions)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"].every(isLegacyRevision)).toBe(true);
    expect(["2026-07-28", "2024-10-07", "2025-06-18 ", ""].some(isLegacyRevision)).toBe(false);
  });

  test("modern _meta: missing or malformed keys are -32602", () => {
    expect(rpcErrorOf(() => checkModernMetaKeys(request("tools/list"))).code).toBe(-32602);
    expect(rpcErrorOf(() => checkModernMetaKeys(request("tools/list", { _meta: { [CAPS]: {} } }))).message).toContain(
      VERSION,
    );
    expect(
      rpcErrorOf(() => checkModernMetaKeys(request("tools/list", { _meta: { [VERSION]: "2026-07-28" } }))).message,
    ).toContain(CAPS);
    expect(
      rpcErrorOf(() => checkModernMetaKeys(request("tools/list", { _meta: { [VERSION]: "2026-07-28", [CAPS]: [] } })))
        .code,
    ).toBe(-32602);
    const badInfo = { _meta: { [VERSION]: "2026-07-28", [CAPS]: {}, [INFO]: { name: "x" } } };
    expect(rpcErrorOf(() => checkModernMetaKeys(request("tools/list", badInfo))).message).toContain(INFO);
    expect(checkModernMetaKeys(request("tools/list", { _meta: { [VERSION]: "2026-07-28", [CAPS]: {} } }))).toBe(
      "2026-07-28",
    );
  });

  test("an unsupported modern version is -32022 with the supported list", () => {
    const error = rpcErrorOf(() => checkModernVersion("2027-01-01"));
    expect(error.code).toBe(-32022);
    expect(error.data).toEqual({ supported: ["2026-07-28"], requested: "2027-01-01" });
    expect(() => checkModernVersion("2026-07-28")).not.toThrow();
  });
});
