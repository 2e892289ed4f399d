// Graceful shutdown for `next start` (run with NEXT_MANUAL_SIG_HANDLE=true, as `npm start` does):
// on SIGTERM or SIGINT stop accepting connections, let every request already received finish,
// close the database pool, and exit 0. A load balancer draining this instance loses nothing.
//
// Next.js does not hand its HTTP server to application code, so the server and the requests in
// flight are observed through Node's built-in diagnostics channels.
import "server-only";
import diagnosticsChannel from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";
import { db, sql } from "@/lib/db";
import { log } from "@/lib/log";

type RequestStart = { server: Server; response: ServerResponse };

let installed = false;

export function installGracefulShutdown(timeoutMs: number): void {
  if (installed) return;
  installed = true;
  let server: Server | undefined;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };
  // A response's "close" comes once, whether it was sent in full or its client went away first
  // ("http.server.response.finish" never comes for an aborted request, so counting with it let
  // every aborted request hold each later shutdown until its timeout).
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { server: from, response } = message as RequestStart;
    server ??= from;
    inFlight += 1;
    response.once("close", finished);
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info("shutting down: no new connections; finishing requests in flight", { signal, inFlight });
    server?.close();
    if (inFlight > 0) {
      const timedOut = await Promise.race([
        new Promise<false>((resolve) => (drained = () => resolve(false))),
        new Promise<true>((resolve) => setTimeout(() => resolve(true), timeoutMs).unref()),
      ]);
      if (timedOut) log.warn("shutdown timeout: requests still in flight are cut off", { inFlight, timeoutMs });
    }
    server?.closeAllConnections();
    try {
      await Promise.all([db.$disconnect(), sql.close()]);
      log.info("database pool closed; exiting", { ms: Date.now() - started });
      process.exit(0);
    } catch (error) {
      log.error("could not close the database pool", { error });
      process.exit(1);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, (s: NodeJS.Signals) => void stop(s));
}
