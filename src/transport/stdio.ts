/**
 * stdio transport: newline-delimited JSON-RPC on stdin/stdout. Each line is
 * answered as soon as it is done (answers may come out of order); end of
 * input waits for the requests in flight, then resolves.
 */
import { decodeMessage, encodeResponse } from "../protocol/codec.ts";
import { RpcCode } from "../protocol/errors.ts";
import { errorResponse, type JsonRpcResponse } from "../protocol/jsonrpc.ts";
import { MAX_MESSAGE_BYTES } from "../protocol/limits.ts";
import { logError } from "../server/log.ts";
import { Session, type McpServer } from "../server/server.ts";
import { LineSplitter } from "./line-splitter.ts";

export interface StdioStreams {
  input: ReadableStream<Uint8Array>;
  /** Writes one complete line; resolves when it has been handed to the OS. */
  writeLine(line: string): Promise<void>;
}

export async function serveStdio(server: McpServer, streams: StdioStreams): Promise<void> {
  const session = new Session();
  const splitter = new LineSplitter(MAX_MESSAGE_BYTES);
  const inFlight = new Set<Promise<void>>();
  const shutdown = new AbortController();

  const send = (response: JsonRpcResponse): Promise<void> => streams.writeLine(encodeResponse(response));

  const handleLine = async (bytes: Uint8Array): Promise<void> => {
    const decoded = decodeMessage(bytes);
    if (decoded.kind === "ignore") return;
    if (decoded.kind === "reject") return send(decoded.response);
    const response = await server.handle(decoded.message, session, shutdown.signal);
    if (response) await send(response);
  };

  const track = (work: Promise<void>): void => {
    const guarded = work.catch((error) => logError("failed to answer a message", error));
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
  };

  const dispatch = (events: ReturnType<LineSplitter["push"]>): void => {
    for (const event of events) {
      if (event.kind === "oversize") {
        track(send(errorResponse(null, RpcCode.InvalidRequest, `request exceeds maximum size of ${MAX_MESSAGE_BYTES} bytes`)));
      } else {
        track(handleLine(event.bytes));
      }
    }
  };

  for await (const chunk of streams.input) dispatch(splitter.push(chunk));
  dispatch(splitter.end());
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** The process's own stdin/stdout. */
export function processStdio(): StdioStreams {
  return {
    input: Bun.stdin.stream() as ReadableStream<Uint8Array>,
    writeLine: (line) =>
      new Promise((resolve, reject) => {
        process.stdout.write(`${line}\n`, (error) => (error ? reject(error) : resolve()));
      }),
  };
}
