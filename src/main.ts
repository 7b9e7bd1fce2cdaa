#!/usr/bin/env bun
/**
 * Entry point: parse the command line, then serve MCP over the chosen transport (src/serve.ts).
 *
 * Only the command line is imported up front: `--version`, `--help`, `--licenses` and a usage error answer without
 * loading the server, the tools, their schemas or RDKit (issue 33); serve.ts and the tool worker are loaded on demand.
 */
// First, before anything else: a signal during start-up is remembered, not fatal (early-signals.ts).
import { takeEarlySignals } from "./early-signals.ts";
import { EXIT_CODES, USAGE, UsageError, parseArgs, type CliCommand } from "./cli.ts";
import { TOOL_WORKER_FLAG } from "./server/worker-protocol.ts";
import { SERVER_NAME, SERVER_VERSION } from "./version.ts";

function parseOrExit(argv: readonly string[]): CliCommand {
  try {
    return parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`chematic-mcp: ${error.message}\n\n${USAGE}`);
    process.exit(EXIT_CODES.usage);
  }
}

async function main(): Promise<void> {
  const command = parseOrExit(process.argv.slice(2));
  if (command.kind === "help") {
    process.stdout.write(USAGE);
    return;
  }
  if (command.kind === "version") {
    process.stdout.write(`${SERVER_NAME} ${SERVER_VERSION}\n`);
    return;
  }
  if (command.kind === "licenses") {
    // Loaded only here: the texts are long and nothing else needs them.
    const { licensesText } = await import("./licenses.ts");
    process.stdout.write(licensesText());
    return;
  }
  const { serve } = await import("./serve.ts");
  await serve(command.options);
}

// A tool worker process (worker-pool.ts starts them): no command line of its own, it serves the pool on stdin/stdout.
// Its signal handling is its own (tool-process.ts): the early handlers go.
if (process.argv[2] === TOOL_WORKER_FLAG) {
  takeEarlySignals();
  await import("./server/tool-process.ts");
} else await main();
