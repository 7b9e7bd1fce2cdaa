/**
 * Dispatch: one checked JSON-RPC request in, one response (or nothing) out.
 * Knows both eras; knows nothing about the transport that carried the message.
 */
import { DomainError, RpcCode, RpcError } from "../protocol/errors.ts";
import {
  DEFAULT_LEGACY_REVISION,
  MODERN_PROTOCOL_VERSION,
  checkModernMetaKeys,
  checkModernVersion,
  detectEra,
  legacyRevisionHasArgumentErrorResults,
  legacyRevisionHasInstructions,
  legacyRevisionHasStructuredContent,
  legacyRevisionHasToolErrorResults,
  negotiateLegacyRevision,
  type Era,
} from "../protocol/eras.ts";
import {
  errorResponse,
  isNotification,
  resultResponse,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type RequestId,
} from "../protocol/jsonrpc.ts";
import type { Tool } from "../tools/tool.ts";
import { logError } from "./log.ts";
import { progressToken, throttleProgress, type ProgressSink } from "./progress.ts";
import {
  describeTool,
  modernResult,
  toolContentResult,
  toolDomainErrorResult,
  toolSuccessResult,
  type ServerInfo,
} from "./results.ts";
import { oversizeBytes, resultTooLargeError } from "./result-size.ts";
import { CallAbandoned, inProcessExecutor, type ToolExecutor } from "./tool-executor.ts";
import type { ToolOutcome } from "./tool-runner.ts";

export type { ServerInfo } from "./results.ts";

/** What one connection remembers: its pinned era and, in legacy, the negotiated revision. */
export class Session {
  era: Era | undefined;
  legacyRevision: string = DEFAULT_LEGACY_REVISION;
  /**
   * Sends a notification to the client while a request runs: set by a transport that can (stdio: a line on
   * stdout; HTTP: an event of the request's Server-Sent Events answer, when the client asked for one). Unset on an
   * HTTP request answered with one application/json body, which has no room for one, so progress reports are
   * dropped there.
   */
  notify?: (notification: { jsonrpc: "2.0"; method: string; params: Record<string, unknown> }) => void;
  /** Who is asking, for fair turns when tool calls wait for a worker (an HTTP client's address and name). */
  constructor(readonly caller: string = "") {}

  /**
   * One stateless HTTP request after the handshake: legacy, under the revision its MCP-Protocol-Version header
   * names (HTTP keeps no connection that could remember what `initialize` negotiated).
   */
  static legacy(revision: string, caller: string): Session {
    const session = new Session(caller);
    session.era = "legacy";
    session.legacyRevision = revision;
    return session;
  }
}

/**
 * Arguments that fail the inputSchema, where they are a JSON-RPC error: -32602 on 2025-03-26 and 2025-06-18;
 * 2024-11-05 keeps the earlier releases' -32000 (2025-11-25 answers an INVALID_ARGUMENTS result instead).
 */
function legacyInvalidArgumentsCode(revision: string): number {
  return legacyRevisionHasToolErrorResults(revision) ? RpcCode.InvalidParams : RpcCode.ToolFailure;
}

/**
 * A chemistry failure in the legacy era: from 2025-03-26 an isError result the model can read and correct
 * itself from (as those MCP revisions prescribe); on 2024-11-05 the earlier releases' -32000, byte for byte.
 */
function legacyDomainErrorResult(error: DomainError, revision: string): Record<string, unknown> {
  if (legacyRevisionHasToolErrorResults(revision))
    // Every domain error carries structuredContent.error where the revision has structuredContent, picture tools
    // included (protocol.md): they advertise no outputSchema, but a client still reads the code there.
    return toolDomainErrorResult(error, legacyRevisionHasStructuredContent(revision));
  throw new RpcError(RpcCode.ToolFailure, `${error.code}: ${error.message}`, {
    code: error.code,
    details: error.details,
  });
}

/**
 * MCP progress: when a tools/call carries `_meta.progressToken` and the session can notify (stdio, HTTP event
 * streams), the tool's progress reports become `notifications/progress` {progressToken, progress, total, message},
 * at most ~10 a second.
 * Both eras: the token is read from the request's `_meta` in either.
 */
function progressNotifier(params: Record<string, unknown>, session: Session): ProgressSink | undefined {
  const token = progressToken(params);
  const notify = session.notify;
  if (token === undefined || notify === undefined) return undefined;
  return throttleProgress((done, total, message) =>
    notify({
      jsonrpc: "2.0",
      method: "notifications/progress",
      params: { progressToken: token, progress: done, total, ...(message === undefined ? {} : { message }) },
    }),
  );
}

/**
 * A tool result whose response would pass the 1 MiB limit answers RESULT_TOO_LARGE in the era's own error shape
 * (result-size.ts), instead of the codec's -32603 for the whole response.
 */
function fitted(
  id: RequestId | undefined,
  tool: Tool,
  result: Record<string, unknown>,
  present: (error: DomainError) => Record<string, unknown>,
): Record<string, unknown> {
  const bytes = oversizeBytes(resultResponse(id ?? null, result));
  return bytes === undefined ? result : present(resultTooLargeError(tool.name, bytes));
}

const CACHE_HINTS = { ttlMs: 86_400_000, cacheScope: "public" } as const;

/**
 * What Claude Code keeps of a server's `instructions` (code.claude.com/docs/en/mcp): the first 2,048 characters. The
 * default instructions stay within it with room for more tools (test/server/instructions.test.ts).
 */
export const CLAUDE_CODE_INSTRUCTIONS_CUT = 2_048;

/**
 * The `instructions` of server/discover and of `initialize` from 2025-03-26 (protocol.md: which tool to use when).
 * Most important first, since a client may keep only the beginning: the one rule that prevents wrong structures
 * (check a SMILES you wrote with check_structure), how errors come back, then each tool's one-line `whenToUse` in
 * tools/list order, so a new tool cannot be left out (a cut loses the last tools listed, never the rules). A sentence
 * naming a tool is left out when the profile does not serve it. Stand-in tools of unit tests have none.
 */
export function serverInstructions(tools: readonly Tool[]): string {
  const served = new Set(tools.map((tool) => tool.name));
  const lines = tools.flatMap((tool) =>
    "whenToUse" in tool && typeof tool.whenToUse === "string" ? [`${tool.name}: ${tool.whenToUse}.`] : [],
  );
  return [
    "Cheminformatics on RDKit; give molecules as SMILES, atoms numbered from 0 in SMILES order.",
    ...(served.has("check_structure")
      ? ["Check any SMILES you wrote yourself with check_structure before you show it."]
      : []),
    "Errors are isError results with a code and what to fix.",
    "Which tool when:",
    ...lines,
  ].join(" ");
}

export class McpServer {
  private readonly byName: Map<string, Tool>;
  private readonly instructions: string;

  constructor(
    readonly tools: readonly Tool[],
    readonly info: ServerInfo,
    /** Where tool calls run: a worker pool in the server process, in-process in unit tests. */
    private readonly executor: ToolExecutor = inProcessExecutor,
  ) {
    this.byName = new Map(tools.map((tool) => [tool.name, tool]));
    this.instructions = serverInstructions(tools);
  }

  /**
   * Answers one request; notifications get `undefined` (no response), and so does a call abandoned through
   * `signal` (cancelled or its client gone: MCP says not to answer it; a shutdown's TIMEOUT answers come
   * from shutdown-grace.ts before the call is abandoned).
   */
  async handle(
    message: JsonRpcRequest,
    session: Session,
    signal: AbortSignal = new AbortController().signal,
  ): Promise<JsonRpcResponse | undefined> {
    if (isNotification(message)) return undefined;
    const id: RequestId = message.id ?? null;
    try {
      const era = detectEra(message);
      session.era ??= era;
      if (era !== session.era) {
        throw new RpcError(
          RpcCode.InvalidRequest,
          `protocol era mismatch: this connection is pinned to the ${session.era} era, the request is ${era}`,
          {
            pinnedEra: session.era,
            requestEra: era,
          },
        );
      }
      const result =
        era === "legacy"
          ? await this.handleLegacy(message, session, signal)
          : await this.handleModern(message, session, signal);
      return resultResponse(id, result);
    } catch (error) {
      if (error instanceof CallAbandoned) return undefined;
      if (error instanceof RpcError) return errorResponse(id, error.code, error.message, error.data);
      logError(`internal error answering ${message.method}`, error);
      return errorResponse(
        id,
        RpcCode.InternalError,
        `Internal error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async handleLegacy(
    message: JsonRpcRequest,
    session: Session,
    signal: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const params = message.params ?? {};
    switch (message.method) {
      case "initialize":
        session.legacyRevision = negotiateLegacyRevision(params.protocolVersion);
        return {
          protocolVersion: session.legacyRevision,
          capabilities: { tools: {} },
          serverInfo: this.info,
          // The guide that server/discover gives 2026-07-28 clients, for today's clients too (2024-11-05: the three fields).
          ...(legacyRevisionHasInstructions(session.legacyRevision) ? { instructions: this.instructions } : {}),
        };
      case "ping":
        return {};
      case "tools/list": {
        const structured = legacyRevisionHasStructuredContent(session.legacyRevision);
        return { tools: this.tools.map((tool) => describeTool(tool, structured)) };
      }
      case "tools/call": {
        const { tool, outcome } = await this.callTool(params, session, signal);
        const revision = session.legacyRevision;
        const present = (error: DomainError) => legacyDomainErrorResult(error, revision);
        switch (outcome.kind) {
          case "success":
            return fitted(
              message.id,
              tool,
              toolSuccessResult(outcome.payload, outcome.text, legacyRevisionHasStructuredContent(revision)),
              present,
            );
          case "content":
            return fitted(message.id, tool, toolContentResult(outcome.content), present);
          case "invalid-arguments":
            // 2025-11-25 (SEP-1303): a tool execution error the model reads, like a chemistry failure.
            if (legacyRevisionHasArgumentErrorResults(revision))
              return toolDomainErrorResult(
                new DomainError("INVALID_ARGUMENTS", outcome.message, outcome.details ?? {}),
                legacyRevisionHasStructuredContent(revision),
              );
            throw new RpcError(legacyInvalidArgumentsCode(revision), outcome.message);
          case "domain-error":
            return legacyDomainErrorResult(outcome.error, revision);
        }
        // Unreachable: every outcome kind returns or throws above.
        throw new RpcError(RpcCode.InternalError, "unknown tool outcome");
      }
      default:
        throw new RpcError(RpcCode.MethodNotFound, `Method not found: ${message.method}`);
    }
  }

  private async handleModern(
    message: JsonRpcRequest,
    session: Session,
    signal: AbortSignal,
  ): Promise<Record<string, unknown>> {
    checkModernVersion(checkModernMetaKeys(message));
    const params = message.params ?? {};
    switch (message.method) {
      case "server/discover":
        return modernResult(
          {
            supportedVersions: [MODERN_PROTOCOL_VERSION],
            capabilities: { tools: {} },
            serverInfo: this.info,
            instructions: this.instructions,
            ...CACHE_HINTS,
          },
          this.info,
        );
      case "tools/list":
        return modernResult({ tools: this.tools.map((tool) => describeTool(tool, true)), ...CACHE_HINTS }, this.info);
      case "tools/call": {
        const { tool, outcome } = await this.callTool(params, session, signal);
        const present = (error: DomainError) => modernResult(toolDomainErrorResult(error, true), this.info);
        switch (outcome.kind) {
          case "success":
            return fitted(
              message.id,
              tool,
              modernResult(toolSuccessResult(outcome.payload, outcome.text, true), this.info),
              present,
            );
          case "content":
            return fitted(message.id, tool, modernResult(toolContentResult(outcome.content), this.info), present);
          case "invalid-arguments":
            throw new RpcError(RpcCode.InvalidParams, outcome.message);
          case "domain-error":
            // Picture tools too (protocol.md: every domain error carries structuredContent.error).
            return modernResult(toolDomainErrorResult(outcome.error, true), this.info);
        }
        // Unreachable: every outcome kind returns or throws above.
        throw new RpcError(RpcCode.InternalError, "unknown tool outcome");
      }
      default:
        throw new RpcError(
          RpcCode.MethodNotFound,
          `Method not found: ${message.method} (not part of MCP ${MODERN_PROTOCOL_VERSION} on this server)`,
        );
    }
  }

  /** One tools/call, as both eras run it: the named tool on the executor, progress sent when the client asked. */
  private async callTool(
    params: Record<string, unknown>,
    session: Session,
    signal: AbortSignal,
  ): Promise<{ tool: Tool; outcome: ToolOutcome }> {
    const tool = this.findTool(params.name);
    const outcome = await this.executor.run(tool, params.arguments, {
      signal,
      caller: session.caller,
      progress: progressNotifier(params, session),
    });
    return { tool, outcome };
  }

  private findTool(name: unknown): Tool {
    if (typeof name !== "string" || name.length === 0)
      throw new RpcError(RpcCode.InvalidParams, "tools/call needs params.name, the tool to call (a string)");
    const tool = this.byName.get(name);
    if (!tool)
      throw new RpcError(
        RpcCode.InvalidParams,
        `Unknown tool "${name}"; tools/list names the ${this.tools.length} tools of this server`,
      );
    return tool;
  }
}
