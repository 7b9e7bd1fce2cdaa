/**
 * Serving MCP (src/main.ts loads this only for a command that serves): the worker pool, the server and the transport.
 * Kept apart from the entry point so that `--version`, `--help` and a usage error load none of it.
 */
import { constants } from "node:os";
import { EXIT_CODES, type CliOptions } from "./cli.ts";
import { takeEarlySignals, type StopSignal } from "./early-signals.ts";
import { logError, logInfo } from "./server/log.ts";
import type { McpServer } from "./server/server.ts";
import { withShutdownGrace } from "./server/shutdown-grace.ts";
import { WorkerPool, defaultWorkerCount, selfWorkerCommand } from "./server/worker-pool.ts";
import { processStdio, serveStdio, type StdioStop } from "./transport/stdio.ts";
import { SERVER_NAME, SERVER_VERSION } from "./version.ts";

/** Serves until the end of input (stdio) or a stop signal, then exits. */
export async function serve(options: CliOptions): Promise<void> {
  // Installed before anything slow starts, so that a signal during start-up is a clean stop too.
  const stdioStop = options.transport === "stdio" ? stopOnSignals(options.shutdownGraceMs) : undefined;
  const { callBudgetMs, libraryTimeoutMs } = options;
  if (callBudgetMs >= libraryTimeoutMs)
    logInfo(
      `--call-budget-ms ${callBudgetMs} is not below --library-timeout-ms ${libraryTimeoutMs}: a library call ` +
        "meets the time limit (TIMEOUT, its work lost) before its budget (a partial answer that can be continued)",
    );
  // Chemistry runs in worker processes (this program again, in worker mode) that load RDKit in the
  // background; tools/list never waits for them.
  const workers = new WorkerPool({
    size: options.workers ?? defaultWorkerCount(),
    timeoutMs: options.toolTimeoutMs,
    libraryTimeoutMs: options.libraryTimeoutMs,
    callBudgetMs: options.callBudgetMs,
    startTimeoutMs: options.workerStartTimeoutMs,
    idleMs: options.workerIdleMs,
    command: selfWorkerCommand(options.outputDir, options.dataDirs),
    offline: options.offline,
  });
  // Loaded after the first worker has started, so its RDKit start-up overlaps this thread's imports.
  const [{ McpServer }, { tools }] = await Promise.all([import("./server/server.ts"), import("./tools/registry.ts")]);
  // Calls still running when the shutdown grace period ends answer TIMEOUT (shutdown-grace.ts), on both transports.
  // --tools: the profile's tools in registry order; tools/list, server/discover, the instructions and tools/call
  // (an unserved tool is an unknown tool) all follow from the list the server is given.
  const profile = options.tools;
  const served = profile === undefined ? tools : tools.filter((tool) => profile.includes(tool.name));
  if (profile !== undefined) logInfo(`serving ${served.length} of ${tools.length} tools (--tools)`);
  const server = new McpServer(served, { name: SERVER_NAME, version: SERVER_VERSION }, withShutdownGrace(workers));
  if (options.transport === "streamable-http") {
    await serveHttpUntilSignal(server, options);
    await workers.close();
    process.exit(EXIT_CODES.ok);
  }
  // The prefix (protocol.md: every diagnostic line starts "chematic-mcp: ") already names the program, so
  // the line carries only the version: "chematic-mcp: 0.1.0 serving MCP over stdio".
  logInfo(`${SERVER_VERSION} serving MCP over stdio`);
  await serveStdio(server, processStdio(), stdioStop);
  await workers.close();
  process.exit(EXIT_CODES.ok);
}

/**
 * stdio: the first SIGTERM/SIGINT/SIGHUP stops reading and lets the requests in flight finish within the grace
 * period; a second ends the grace period at once (the calls still running answer TIMEOUT, every answer is
 * flushed, exit 0); a third exits at once, 128 + the signal number, without waiting for stdout.
 */
function stopOnSignals(graceMs: number): StdioStop {
  const stop = new AbortController();
  const hurry = new AbortController();
  let received = 0;
  const onSignal = (name: StopSignal) => {
    received++;
    if (received === 1) {
      stop.abort(name);
    } else if (received === 2) {
      logInfo(`second signal (${name}): answering the calls still running with TIMEOUT now`);
      hurry.abort(name);
    } else {
      logInfo(`third signal (${name}): exiting without waiting`);
      process.exit(128 + constants.signals[name]);
    }
  };
  for (const name of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(name, () => onSignal(name));
  // Signals that came while the modules loaded count as if they came now.
  for (const name of takeEarlySignals()) onSignal(name);
  return { stop: stop.signal, hurry: hurry.signal, graceMs };
}

/** Streamable HTTP until SIGINT/SIGTERM; then the requests in flight finish and the process exits 0. */
async function serveHttpUntilSignal(server: McpServer, options: CliOptions): Promise<void> {
  // Loaded only for HTTP: it brings node:http, which a stdio server never needs.
  const { serveHttp } = await import("./transport/http.ts");
  let handle: ReturnType<typeof serveHttp>;
  try {
    handle = serveHttp(server, options);
  } catch (error) {
    logError(cannotListenMessage(options, error));
    process.exit(EXIT_CODES.cannotListen);
  }
  logInfo(`${SERVER_VERSION} serving MCP over Streamable HTTP (no authentication)`);
  logInfo(`listening on ${handle.url}`);
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once("SIGINT", () => resolve("SIGINT"));
    process.once("SIGTERM", () => resolve("SIGTERM"));
    // A signal during start-up (early-signals.ts) stops the server now that it listens.
    const early = takeEarlySignals().find((name) => name !== "SIGHUP");
    if (early) resolve(early);
  });
  logInfo(`${signal}: stopping`);
  await handle.stop();
}

/** Why Bun.serve could not listen, in words that say what to do about it. */
function cannotListenMessage(options: CliOptions, error: unknown): string {
  const where = `${options.bind} port ${options.port}`;
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  const detail = error instanceof Error ? error.message : String(error);
  switch (code) {
    case "EADDRINUSE":
      return `port in use: another process is already listening on ${where} (another chematic-mcp?); stop it, or choose another port with --port N (--port 0 picks a free one)`;
    case "EACCES":
      return `cannot listen on ${where}: permission denied (ports below 1024 need privileges); choose another port with --port N`;
    case "EADDRNOTAVAIL":
      return `cannot listen on ${where}: ${options.bind} is not an address of this machine`;
    default:
      return `cannot listen on ${where}: ${detail}`;
  }
}
