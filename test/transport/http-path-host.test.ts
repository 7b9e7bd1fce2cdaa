/**
 * Streamable HTTP, protocol.md steps 1-2: path and method (404, 405), then DNS-rebinding protection
 * (Host and Origin, --allowed-host), over raw sockets against an in-process server.
 */
import { describe, expect, test } from "bun:test";
import { serveHttp } from "../../src/transport/http.ts";
import {
  ALLOWED_ORIGIN,
  listTools,
  mcp,
  outcome,
  port,
  post,
  rawHttp,
  request,
  rpc,
  setPort,
  useSharedHttpServer,
} from "../../harness/http-fixtures.ts";

useSharedHttpServer();

// ---------------------------------------------------------------- 1. path and method

describe("1. path and method", () => {
  test("a path other than /mcp is 404, whatever the method", async () => {
    for (const [method, target] of [
      ["POST", "/"],
      ["POST", "/mcp/"],
      ["POST", "/mcpx"],
      ["GET", "/other"],
      ["POST", "/MCP"],
    ] as const) {
      const response = await rawHttp(request("{}", { method, target }));
      expect({ target, ...outcome(response) }).toEqual({ target, status: 404, code: -32000, id: null });
    }
    // A query string does not change the path.
    const withQuery = await rawHttp(request(JSON.stringify(listTools()), { target: "/mcp?x=1", message: listTools() }));
    expect(withQuery.status).toBe(200);
  });

  test("a method other than POST is 405 with Allow: POST (no GET stream, no DELETE, no CORS preflight)", async () => {
    for (const method of ["GET", "DELETE", "PUT", "OPTIONS", "HEAD", "PATCH"]) {
      const response = await rawHttp(
        request(undefined, {
          method,
          headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
        }),
        { noBody: method === "HEAD" },
      );
      expect({ method, status: response.status, allow: response.headers.get("allow") }).toEqual({
        method,
        status: 405,
        allow: "POST",
      });
      if (method !== "HEAD") expect(outcome(response)).toEqual({ status: 405, code: -32000, id: null });
    }
  });
});

// ---------------------------------------------------------------- 2. Host and Origin

describe("2. DNS rebinding: Host and Origin", () => {
  test("a Host that does not name this machine is 403", async () => {
    for (const host of [
      "evil.example",
      `evil.example:${port()}`,
      "localhost.evil.example",
      "128.0.0.1",
      "[::2]",
      "127.0.0.1:99999",
      "127.0.0.1:x",
      "",
    ]) {
      const response = await post(listTools(), { Host: host });
      expect({ host, ...outcome(response) }).toEqual({ host, status: 403, code: -32000, id: null });
    }
  });

  test("no Host at all (HTTP/1.0) is 403", async () => {
    const body = JSON.stringify(listTools());
    const response = await rawHttp(
      `POST /mcp HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(outcome(response)).toEqual({ status: 403, code: -32000, id: null });
  });

  test("loopback Host values are served, with or without the port", async () => {
    for (const host of [
      `127.0.0.1:${port()}`,
      "127.0.0.1",
      `localhost:${port()}`,
      "LOCALHOST",
      "127.1.2.3",
      `[::1]:${port()}`,
      "[::1]",
    ]) {
      const response = await post(listTools(), { Host: host });
      expect({ host, status: response.status }).toEqual({ host, status: 200 });
    }
  });

  test("an Origin that is neither loopback nor listed is 403", async () => {
    for (const origin of [
      "http://evil.example",
      "null",
      "http://app.example:5174",
      "https://app.example:5173",
      "not a url",
      "file://localhost",
    ]) {
      const response = await post(listTools(), { Origin: origin });
      expect({ origin, ...outcome(response) }).toEqual({ origin, status: 403, code: -32000, id: null });
    }
  });

  test("loopback origins and --allowed-origin ones are served", async () => {
    for (const origin of [
      "http://localhost:5173",
      "https://127.0.0.1",
      "http://[::1]:8080",
      ALLOWED_ORIGIN,
      "HTTP://APP.EXAMPLE:5173",
    ]) {
      const response = await post(listTools(), { Origin: origin });
      expect({ origin, status: response.status }).toEqual({ origin, status: 200 });
    }
  });

  test("the Host rule comes before the framing rules", async () => {
    const response = await rawHttp(
      request("{}", { headers: { Host: "evil.example", "Content-Length": null, "Content-Type": "text/plain" } }),
    );
    expect(response.status).toBe(403);
  });
});

describe("2. Host: --allowed-host", () => {
  /** Runs `body` against its own server (the helpers above talk to `port`), then stops it. */
  async function withServer(bind: string, allowedHosts: string[], body: () => Promise<void>): Promise<void> {
    const own = serveHttp(mcp, { bind, port: 0, allowedOrigins: [], allowedHosts, maxConcurrency: 2 });
    const previous = port();
    setPort(own.port);
    try {
      await body();
    } finally {
      setPort(previous);
      await own.stop();
    }
  }

  async function statuses(hosts: string[]): Promise<{ host: string; status: number }[]> {
    const out: { host: string; status: number }[] = [];
    for (const host of hosts) out.push({ host, status: (await post(listTools(), { Host: host })).status });
    return out;
  }

  const LISTED = ["mcp.example.org", "10.0.0.5:3000", "[fd00::1]"];

  test("loopback bind: listed hosts are served besides loopback ones; others are 403 naming --allowed-host", async () => {
    await withServer("127.0.0.1", LISTED, async () => {
      const served = [
        "mcp.example.org",
        "MCP.Example.Org:443",
        "10.0.0.5:3000",
        "[fd00::1]",
        "[FD00::1]:3000",
        `127.0.0.1:${port()}`,
        "localhost",
      ];
      expect(await statuses(served)).toEqual(served.map((host) => ({ host, status: 200 })));
      const refused = ["evil.example", "10.0.0.5", "10.0.0.5:3001", "[fd00::2]", "mcp.example.org.evil.example"];
      expect(await statuses(refused)).toEqual(refused.map((host) => ({ host, status: 403 })));
      const response = await post(listTools(), { Host: "evil.example" });
      expect(outcome(response)).toEqual({ status: 403, code: -32000, id: null });
      expect(rpc(response).error?.message).toContain("--allowed-host");
    });
  });

  test("non-loopback bind: the Host must be listed (or loopback); missing or unlisted is 403", async () => {
    // 0.0.0.0 is the one non-loopback address every machine has; the server lives only for this test.
    await withServer("0.0.0.0", LISTED, async () => {
      const served = [
        "mcp.example.org:8080",
        "MCP.EXAMPLE.ORG",
        "10.0.0.5:3000",
        "[fd00::1]:3000",
        `127.0.0.1:${port()}`,
        "localhost",
        "[::1]",
      ];
      expect(await statuses(served)).toEqual(served.map((host) => ({ host, status: 200 })));
      const refused = ["evil.example", `evil.example:${port()}`, "10.0.0.5:3001", "[fd00::2]", "0.0.0.0", ""];
      expect(await statuses(refused)).toEqual(refused.map((host) => ({ host, status: 403 })));
      const body = JSON.stringify(listTools());
      const noHost = await rawHttp(
        `POST /mcp HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      expect(outcome(noHost)).toEqual({ status: 403, code: -32000, id: null });
      expect(rpc(noHost).error?.message).toBe(
        "Forbidden: the Host header must name a host listed with --allowed-host (or localhost, 127.0.0.1 or [::1])",
      );
    });
  });

  test("non-loopback bind with no --allowed-host (programmatic use): only loopback Host values pass", async () => {
    await withServer("0.0.0.0", [], async () => {
      expect(await statuses(["mcp.example.org", `127.0.0.1:${port()}`])).toEqual([
        { host: "mcp.example.org", status: 403 },
        { host: `127.0.0.1:${port()}`, status: 200 },
      ]);
    });
  });
});
