#!/usr/bin/env bun
/** Entry point: parse the command line, then serve MCP over the chosen transport. */
import { USAGE, UsageError, parseArgs, type CliCommand } from "./cli.ts";
import { loadRDKit } from "./chem/rdkit.ts";
import { logError, logInfo } from "./server/log.ts";
import { McpServer } from "./server/server.ts";
import { tools } from "./tools/registry.ts";
import { processStdio, serveStdio } from "./transport/stdio.ts";
import { SERVER_NAME, SERVER_VERSION } from "./version.ts";

function parseOrExit(argv: readonly string[]): CliCommand {
  try {
    return parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`chematic-mcp: ${error.message}\n\n${USAGE}`);
    process.exit(2);
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
  if (command.options.transport === "streamable-http") {
    process.stderr.write("chematic-mcp: --transport streamable-http is not available in this version yet; use stdio\n");
    process.exit(2);
  }
  const server = new McpServer(tools, { name: SERVER_NAME, version: SERVER_VERSION });
  // Start loading RDKit now so the first tool call does not wait; tools/list never needs it.
  loadRDKit().catch((error) => logError("RDKit failed to load", error));
  logInfo(`${SERVER_NAME} ${SERVER_VERSION} serving MCP over stdio`);
  await serveStdio(server, processStdio());
  process.exit(0);
}

await main();
