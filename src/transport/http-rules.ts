/**
 * The pure rules of the Streamable HTTP transport (protocol.md, "Streamable
 * HTTP"): which hosts and origins are loopback or allowed, content negotiation, the
 * size limits of the request head, and the SEP-2243 header values.
 */

/** Request line ("POST /mcp HTTP/1.1") without its CRLF. */
export const MAX_REQUEST_LINE_BYTES = 8 * 1024;
/** All header fields, each counted as `name: value` plus CRLF. */
export const MAX_HEADER_BYTES = 32 * 1024;
export const MAX_HEADER_FIELDS = 100;
/** What Bun's own parser may accept before our handler judges the head: request line + CRLF + headers + CRLF. */
export const MAX_REQUEST_HEAD_BYTES = MAX_REQUEST_LINE_BYTES + 2 + MAX_HEADER_BYTES + 2;

function isLoopbackIPv4(text: string): boolean {
  const match = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  return match?.slice(1).every((octet) => Number(octet) <= 255) ?? false;
}

/** A hostname (no port) that names this machine: localhost, 127.0.0.0/8, ::1 (bracketed or not). */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === "localhost" || name === "::1" || name === "[::1]" || isLoopbackIPv4(name);
}

/** `--bind` addresses that keep the server on this machine. */
export function isLoopbackBind(bind: string): boolean {
  return isLoopbackHostname(bind);
}

/**
 * A `Host` header naming a loopback address, with or without a port
 * (`localhost`, `127.0.0.1:3000`, `[::1]:3000`). DNS-rebinding protection:
 * a page on evil.example whose name resolves to 127.0.0.1 still sends
 * `Host: evil.example`.
 */
export function isLoopbackHostHeader(host: string | null): boolean {
  if (host === null) return false;
  const parsed = splitHostHeader(host);
  return parsed !== undefined && isLoopbackHostname(parsed.hostname);
}

/** A host and optional port, as in a `Host` header or an `--allowed-host` value. */
export interface HostAndPort {
  /** Lower case; an IPv6 address keeps its brackets, in the canonical form browsers send (`[fd00::1]`). */
  hostname: string;
  port: number | undefined;
}

/** `host[:port]` → its parts, or undefined (bad shape, port outside 1-65535). The hostname is returned as sent. */
function splitHostHeader(host: string): HostAndPort | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host.trim());
  if (!match) return undefined;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return { hostname: match[1] as string, port };
}

/**
 * `[::ffff:0a00:5]` → `[::ffff:a00:5]`: the WHATWG URL form, which is what a
 * browser puts in `Host`, so that differently written equal addresses match.
 */
function canonicalIPv6(bracketed: string): string | undefined {
  try {
    return new URL(`http://${bracketed}/`).hostname;
  } catch {
    return undefined;
  }
}

/** Host names and IPv4 addresses: dot-separated labels of letters, digits, `_` and inner `-` (so `--port` is no host). */
const HOST_NAME = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * An `--allowed-host` value: a host name or IP address, optionally with
 * `:PORT` (`mcp.example.org`, `10.0.0.5:3000`, `[fd00::1]:3000`; a bare IPv6
 * address such as `fd00::1` is read as `[fd00::1]` without a port).
 * Undefined for anything else (empty, `/`, `@`, spaces, a scheme, `*`).
 */
export function parseAllowedHost(value: string): HostAndPort | undefined {
  const text = /^[0-9A-Fa-f]*:[0-9A-Fa-f]*:[0-9A-Fa-f:.]*$/.test(value) ? `[${value}]` : value;
  const parts = splitHostHeader(text);
  if (parts === undefined || parts.hostname.length > 253 || text !== text.trim()) return undefined;
  const hostname = parts.hostname.toLowerCase();
  if (hostname.startsWith("[")) {
    const canonical = canonicalIPv6(hostname);
    return canonical === undefined ? undefined : { hostname: canonical, port: parts.port };
  }
  return HOST_NAME.test(hostname) && (!/(^|\.)\d+$/.test(hostname) || isDottedQuad(hostname))
    ? { hostname, port: parts.port }
    : undefined;
}

/** `10.0.0.5`, but not `10.5`, `010.0.0.5` or `999.0.0.1`, which browsers read differently or refuse. */
function isDottedQuad(text: string): boolean {
  const octets = text.split(".");
  return octets.length === 4 && octets.every((octet) => /^(0|[1-9]\d{0,2})$/.test(octet) && Number(octet) <= 255);
}

/**
 * Decides the `Host` rule (DNS-rebinding protection). Accepted: a `Host`
 * naming this machine (localhost, 127.0.0.0/8, [::1]) or one listed with
 * --allowed-host; a listed host without a port matches any port, with a port
 * only that port (a `Host` without a port matches only a listed host without
 * one). No `Host` at all is refused.
 *
 * Loopback names are accepted on every bind, loopback or not: a rebinding
 * page makes the browser send the attacker's own name (`Host: evil.example`),
 * and a browser sends `Host: localhost` only to a server on its own machine,
 * so such a request comes from this machine (a local reverse proxy, a health
 * check) or from a client that could forge any Host anyway. The Host rule is
 * not authentication; it only stops browsers being turned against the server.
 */
export class HostPolicy {
  private readonly allowed: readonly HostAndPort[];

  constructor(allowedHosts: readonly string[]) {
    this.allowed = allowedHosts.map((value) => {
      const parsed = parseAllowedHost(value);
      if (parsed === undefined) throw new TypeError(`not a valid allowed host: ${JSON.stringify(value)}`);
      return parsed;
    });
  }

  /** Whether the `Host` header names a host listed with --allowed-host. */
  lists(host: string | null): boolean {
    if (host === null) return false;
    const parts = splitHostHeader(host);
    if (parts === undefined) return false;
    const lower = parts.hostname.toLowerCase();
    const hostname = lower.startsWith("[") ? canonicalIPv6(lower) : lower;
    return this.allowed.some(
      (entry) => entry.hostname === hostname && (entry.port === undefined || entry.port === parts.port),
    );
  }

  allows(host: string | null): boolean {
    return isLoopbackHostHeader(host) || this.lists(host);
  }
}

/** `scheme://host[:port]` in canonical form (lower case, default port dropped), or undefined. */
export function normalizeOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin.trim());
    return url.origin === "null" ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** Decides the `Origin` rule: absent, loopback (http/https), or listed with --allowed-origin. */
export class OriginPolicy {
  private readonly allowed = new Set<string>();

  constructor(allowedOrigins: readonly string[]) {
    for (const origin of allowedOrigins) {
      this.allowed.add(origin.trim());
      const normal = normalizeOrigin(origin);
      if (normal) this.allowed.add(normal);
    }
  }

  allows(origin: string | null): boolean {
    if (origin === null) return true;
    if (this.allowed.has(origin.trim())) return true;
    const normal = normalizeOrigin(origin);
    if (normal === undefined) return false;
    if (this.allowed.has(normal)) return true;
    const url = new URL(normal);
    return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHostname(url.hostname);
  }
}

/** `application/json`, with any parameters (`; charset=utf-8`). */
export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  return (contentType.split(";")[0] ?? "").trim().toLowerCase() === "application/json";
}

/**
 * The quality an `Accept` header gives `type/subtype`: the most specific matching range (`type/subtype` over
 * `type/*` over `*\/*`) decides, the highest q among equally specific ones; a range with a malformed q is skipped.
 * `undefined` when no range matches. `specificity` is 2, 1 or 0 for the range that decided.
 */
function acceptQuality(accept: string, type: string, subtype: string): { specificity: number; q: number } | undefined {
  let best: { specificity: number; q: number } | undefined;
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.split(";").map((piece) => piece.trim());
    const [rangeType, rangeSubtype] = range
      .toLowerCase()
      .split("/")
      .map((piece) => piece.trim());
    const specificity =
      rangeType === type && rangeSubtype === subtype
        ? 2
        : rangeType === type && rangeSubtype === "*"
          ? 1
          : rangeType === "*" && rangeSubtype === "*"
            ? 0
            : -1;
    if (specificity < 0) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== "q") continue;
      const value = param.slice(eq + 1).trim();
      if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) valid = false;
      else q = Number(value);
    }
    if (!valid) continue;
    if (!best || specificity > best.specificity || (specificity === best.specificity && q > best.q))
      best = { specificity, q };
  }
  return best;
}

/**
 * Whether an `Accept` header admits `application/json`: the most specific
 * matching range (`application/json` over `application/*` over `*\/*`)
 * decides, and `q=0` means "not acceptable". An empty header admits anything.
 */
export function acceptsJson(accept: string): boolean {
  if (accept.trim() === "") return true;
  const quality = acceptQuality(accept, "application", "json");
  return quality !== undefined && quality.q > 0;
}

/**
 * Whether a client asks for a Server-Sent Events answer (protocol.md: a tools/call with a progress token): its
 * `Accept` names `text/event-stream` itself, with a q above 0 and not below the one it gives JSON. A wildcard
 * (`*\/*`, `text/*`) or no `Accept` at all is not enough: curl and generic HTTP libraries send those, and they
 * expect one JSON body; MCP clients name the event stream (the SDKs send `application/json, text/event-stream`).
 */
export function prefersEventStream(accept: string | null): boolean {
  if (accept === null) return false;
  const stream = acceptQuality(accept, "text", "event-stream");
  if (stream === undefined || stream.specificity < 2 || stream.q <= 0) return false;
  const json = acceptQuality(accept, "application", "json");
  return json === undefined || stream.q >= json.q;
}

/** The request target as sent (`/mcp?x=1`), from Bun's `request.url` (absolute, or the bare target when there was no Host). */
export function requestTarget(url: string): string {
  if (url.startsWith("/")) return url;
  const schemeEnd = url.indexOf("://");
  const slash = url.indexOf("/", schemeEnd < 0 ? 0 : schemeEnd + 3);
  return slash < 0 ? "/" : url.slice(slash);
}

/** The path of the request target, without the query. */
export function requestPath(url: string): string {
  const target = requestTarget(url);
  const query = target.search(/[?#]/);
  return query < 0 ? target : target.slice(0, query);
}

/**
 * The 431 rules, measured on what Bun hands the handler: the request line is
 * rebuilt from method and target; each header field counts `name: value` plus
 * CRLF. Bun joins repeated fields into one comma-separated field before the
 * handler sees them, so repeats count once here (Bun's own parser caps the raw
 * head at MAX_REQUEST_HEAD_BYTES and about 200 fields, answering 431 itself).
 */
export function requestHeadProblem(method: string, url: string, headers: Headers): string | undefined {
  const requestLine = method.length + 1 + requestTarget(url).length + " HTTP/1.1".length;
  if (requestLine > MAX_REQUEST_LINE_BYTES)
    return `the request line is ${requestLine} bytes; the limit is ${MAX_REQUEST_LINE_BYTES}`;
  let fields = 0;
  let bytes = 0;
  headers.forEach((value, name) => {
    fields++;
    bytes += name.length + 2 + value.length + 2;
  });
  if (fields > MAX_HEADER_FIELDS) return `the request has ${fields} header fields; the limit is ${MAX_HEADER_FIELDS}`;
  if (bytes > MAX_HEADER_BYTES) return `the header fields take ${bytes} bytes; the limit is ${MAX_HEADER_BYTES}`;
  return undefined;
}

/** Header values are compared without the spaces and tabs around them (RFC 9110 §5.5). */
export function trimHeaderValue(value: string): string {
  return value.replace(/^[ \t]+|[ \t]+$/g, "");
}

const BASE64_PREFIX = "=?base64?";
const BASE64_SUFFIX = "?=";
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The value an `Mcp-Name` header stands for: `=?base64?…?=` (SEP-2243) is
 * decoded as padded standard Base64 of UTF-8; anything else is literal.
 * Returns undefined for a Base64 value that does not decode.
 */
export function decodeHeaderValue(raw: string): string | undefined {
  const value = trimHeaderValue(raw);
  if (
    !(
      value.startsWith(BASE64_PREFIX) &&
      value.endsWith(BASE64_SUFFIX) &&
      value.length >= BASE64_PREFIX.length + BASE64_SUFFIX.length
    )
  )
    return value;
  const encoded = value.slice(BASE64_PREFIX.length, value.length - BASE64_SUFFIX.length);
  if (encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return undefined;
  try {
    return utf8.decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
