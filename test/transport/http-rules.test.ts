/**
 * The HTTP rules on their own (src/transport/http-rules.ts): hosts, origins, paths, header values;
 * no server. The transport that applies them: the other test/transport/http-*.test.ts files.
 */
import { describe, expect, test } from "bun:test";
import {
  HostPolicy,
  OriginPolicy,
  acceptsJson,
  decodeHeaderValue,
  isLoopbackBind,
  isLoopbackHostHeader,
  parseAllowedHost,
  prefersEventStream,
  requestPath,
} from "../../src/transport/http-rules.ts";

// ---------------------------------------------------------------- the rules on their own

describe("http-rules", () => {
  test("loopback hosts, binds and origins", () => {
    expect(
      ["localhost", "LocalHost:1", "127.0.0.1", "127.255.255.254:65535", "[::1]", "[::1]:80"].map(isLoopbackHostHeader),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      ["127.0.0.256", "127.0.0", "::1", "[::1", "localhost:0", "localhost:", "a.localhost", "0.0.0.0", null].map(
        isLoopbackHostHeader,
      ),
    ).toEqual(Array(9).fill(false));
    expect(["127.0.0.1", "127.9.9.9", "localhost", "::1", "[::1]"].every(isLoopbackBind)).toBe(true);
    expect(["0.0.0.0", "::", "10.0.0.1", "example.org", "::ffff:7f00:1"].some(isLoopbackBind)).toBe(false);
    const policy = new OriginPolicy(["https://app.example", "http://dev.example:8080/"]);
    expect(
      [
        null,
        "https://app.example",
        "https://APP.example:443",
        "http://dev.example:8080",
        "http://localhost",
        "https://127.0.0.1:9",
      ].every((o) => policy.allows(o)),
    ).toBe(true);
    expect(
      ["http://app.example", "https://dev.example:8080", "ftp://localhost", "null", "", "https://evil.example"].some(
        (o) => policy.allows(o),
      ),
    ).toBe(false);
  });

  test("Accept negotiation and header values", () => {
    expect(
      [
        "",
        " ",
        "*/*",
        "application/*",
        "application/json",
        "application/json;q=0.001",
        "text/plain, application/*;q=0.2",
        "application/json;q=1.000",
      ].every(acceptsJson),
    ).toBe(true);
    expect(
      [
        "text/plain",
        "application/json;q=0",
        "application/json;q=0.000, */*;q=1",
        "*/*;q=0",
        "application/xml",
        "application/json;q=2",
        "application/json;q=abc",
      ].some(acceptsJson),
    ).toBe(false);
    // The event stream only when named, with q > 0 and not below JSON's (what the SDK clients send passes).
    expect(
      [
        "application/json, text/event-stream",
        "text/event-stream, application/json",
        "TEXT/EVENT-STREAM ; q=0.9, application/json;q=0.9",
        "text/event-stream",
        "application/json;q=0.5, text/event-stream",
      ].every(prefersEventStream),
    ).toBe(true);
    expect(
      [
        null,
        "",
        "*/*",
        "text/*, application/json",
        "application/json",
        "application/json, text/event-stream;q=0.5",
        "application/json, text/event-stream;q=0",
        "application/json, text/event-stream;q=abc",
        "application/json, text/event-streams",
      ].some(prefersEventStream),
    ).toBe(false);
    expect(decodeHeaderValue("  tools/call\t")).toBe("tools/call");
    expect(decodeHeaderValue(`=?base64?${btoa("héllo")}?=`)).toBeUndefined(); // btoa of UTF-16 code units is not UTF-8
    expect(decodeHeaderValue(`=?base64?${Buffer.from("héllo").toString("base64")}?=`)).toBe("héllo");
    expect(decodeHeaderValue("=?base64??=")).toBe("");
    expect(decodeHeaderValue("=?base64?=")).toBe("=?base64?=");
    expect(decodeHeaderValue("=?BASE64?aGk=?=")).toBe("=?BASE64?aGk=?=");
    expect(decodeHeaderValue("=?base64?aGk?=")).toBeUndefined();
    expect(requestPath("http://127.0.0.1:3000/mcp?x=/y")).toBe("/mcp");
    expect(requestPath("/mcp#frag")).toBe("/mcp");
  });

  test("--allowed-host values: lower-cased, IPv6 bracketed and canonical, ports 1-65535", () => {
    expect(["MCP.Example.org", "10.0.0.5:3000", "[FD00:0::1]:8443", "fd00::1"].map(parseAllowedHost)).toEqual([
      { hostname: "mcp.example.org", port: undefined },
      { hostname: "10.0.0.5", port: 3000 },
      { hostname: "[fd00::1]", port: 8443 },
      { hostname: "[fd00::1]", port: undefined },
    ]);
    expect(
      ["", "a/b", "a b", "u@h", "http://h", "h:0", "h:65536", "[::1", "[g::1]", "a..b", "*"].map(parseAllowedHost),
    ).toEqual(Array(11).fill(undefined));
    expect(() => new HostPolicy(["mcp.example.org/"])).toThrow(TypeError);
  });

  test("HostPolicy: listed hosts with and without a port, case-insensitive; loopback always; no Host never", () => {
    const policy = new HostPolicy(["mcp.example.org", "10.0.0.5:3000", "[fd00::1]"]);
    const allowed = [
      "mcp.example.org",
      "MCP.EXAMPLE.ORG:8080",
      "10.0.0.5:3000",
      "[fd00::1]",
      "[FD00:0:0::1]:9",
      "localhost:3000",
      "127.0.0.1",
      "[::1]:1",
    ];
    expect(allowed.filter((host) => !policy.allows(host))).toEqual([]);
    const refused = [
      null,
      "",
      "evil.example",
      "mcp.example.org.evil.example",
      "mcp.example.org:0",
      "10.0.0.5",
      "10.0.0.5:3001",
      "10.0.0.50:3000",
      "[fd00::2]",
      "fd00::1",
      "[fd00::1",
    ];
    expect(refused.filter((host) => policy.allows(host))).toEqual([]);
    // lists() is the --allowed-host part alone.
    expect(["localhost", "127.0.0.1:3000"].some((host) => policy.lists(host))).toBe(false);
    expect(new HostPolicy([]).allows("mcp.example.org")).toBe(false);
  });
});
