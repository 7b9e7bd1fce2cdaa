/**
 * A local stand-in for PubChem's PUG REST name → property endpoint, so no test needs the internet, run as a process
 * of its own (harness/fake-pubchem.ts starts it): a test process busy with chemistry on a loaded machine must not
 * make it answer late, which it did when it ran inside the test process (the server's lookup then hit its 10 s limit).
 *
 *   bun harness/fake-pubchem-server.ts
 *
 * Listens on 127.0.0.1, port 0 (the system picks one), and prints `listening PORT` as its first line on stdout.
 * `GET /__requests` answers the paths asked so far (itself not counted), as a JSON array. It exits when its stdin
 * closes, so it ends with the process that started it even when that one is killed.
 */
import type { Server } from "bun";

/** The control path that lists the paths asked so far. */
export const REQUESTS_PATH = "/__requests";

const PATH = /^\/rest\/pug\/compound\/name\/(.+)\/property\/SMILES,ConnectivitySMILES\/JSON$/;

/** Names it knows, with what PubChem answered for them (CID and isomeric SMILES from PubChem's records). */
const COMPOUNDS: Record<string, { CID: number; SMILES: string; ConnectivitySMILES: string }> = {
  aspirin: { CID: 2244, SMILES: "CC(=O)OC1=CC=CC=C1C(=O)O", ConnectivitySMILES: "CC(=O)OC1=CC=CC=C1C(=O)O" },
  "l-alanine": { CID: 5950, SMILES: "C[C@@H](C(=O)O)N", ConnectivitySMILES: "CC(C(=O)O)N" },
};

function serve(): Server<undefined> {
  const requests: string[] = [];
  return Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === REQUESTS_PATH) return Response.json(requests);
      requests.push(path);
      const match = PATH.exec(path);
      if (!match) return new Response("not here", { status: 400 });
      const name = decodeURIComponent(match[1] as string);
      const sleep = /^sleep-(\d+)$/.exec(name);
      if (sleep) {
        // Answers ethanol after the given milliseconds.
        await Bun.sleep(Number(sleep[1]));
        return Response.json({ PropertyTable: { Properties: [{ CID: 702, SMILES: "CCO" }] } });
      }
      switch (name) {
        case "redirect-away":
          return new Response(null, { status: 302, headers: { location: "http://198.51.100.7/elsewhere" } });
        case "redirect-here":
          // To this same server's answer for aspirin: still not followed.
          return new Response(null, {
            status: 301,
            headers: { location: "/rest/pug/compound/name/aspirin/property/SMILES,ConnectivitySMILES/JSON" },
          });
        case "server-error":
          return new Response("oops", { status: 500 });
        case "malformed":
          return new Response("{not json", { headers: { "content-type": "application/json" } });
        case "empty-table":
          return Response.json({ PropertyTable: { Properties: [] } });
        case "older-answer":
          // Older PubChem answers named the field IsomericSMILES.
          return Response.json({ PropertyTable: { Properties: [{ CID: 702, IsomericSMILES: "CCO" }] } });
        case "huge":
          return new Response(`{"pad":"${"x".repeat(2 * 1024 * 1024)}"}`);
        case "unparseable":
          return Response.json({ PropertyTable: { Properties: [{ CID: 1, SMILES: "C1CC" }] } });
        case "slow":
          await Bun.sleep(1_500);
          return Response.json({ PropertyTable: { Properties: [{ CID: 702, SMILES: "CCO" }] } });
      }
      const compound = COMPOUNDS[name.toLowerCase()];
      if (!compound) {
        return Response.json({ Fault: { Code: "PUGREST.NotFound", Message: "No CID found" } }, { status: 404 });
      }
      return Response.json({ PropertyTable: { Properties: [compound] } });
    },
  });
}

if (import.meta.main) {
  const server = serve();
  process.stdout.write(`listening ${server.port}\n`);
  // Until whoever started it closes our stdin (or dies): then stop at once.
  for await (const _ of Bun.stdin.stream()) {
  }
  server.stop(true);
  process.exit(0);
}
