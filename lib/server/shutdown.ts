// Graceful shutdown for `next start` (run with NEXT_MANUAL_SIG_HANDLE=true, as `npm start` does):
// on SIGTERM or SIGINT stop accepting connections, answer every request already sent, close the
// database pool, and exit 0. A load balancer draining this instance loses nothing.
//
// Next.js does not hand its HTTP server to application code, so the server and the requests in
// flight are observed through Node's built-in diagnostics channels.
import "server-only";
import diagnosticsChannel from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";
import net from "node:net";
import { disconnect } from "@/lib/db/client";
import { log } from "@/lib/server/log";

type RequestStart = { server: Server; response: ServerResponse };

/**
 * After the last response, how long kept-alive connections stay open for a request that was sent
 * before SIGTERM but not yet read: on a busy machine its bytes can wait in the socket while the
 * connection looks idle, and closing it then resets a request the client had already sent.
 */
const QUIET_MS = 1000;

let installed = false;

export function installGracefulShutdown(timeoutMs: number): void {
  if (installed) return;
  installed = true;
  let server: Server | undefined;
  const active = new Set<ServerResponse>();
  let lastActivity = Date.now();
  let stopping = false;

  // A response's "close" comes once, whether it was sent in full or its client went away first
  // ("http.server.response.finish" never comes for an aborted request).
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { server: from, response } = message as RequestStart;
    server ??= from;
    active.add(response);
    lastActivity = Date.now();
    if (stopping) response.setHeader("connection", "close");
    response.once("close", () => {
      active.delete(response);
      lastActivity = Date.now();
    });
  });

  const drained = async (started: number): Promise<boolean> => {
    for (;;) {
      const now = Date.now();
      if (active.size === 0 && now - lastActivity >= QUIET_MS) return true;
      if (now - started >= timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info("shutting down: no new connections; finishing requests in flight", { signal, inFlight: active.size });
    // net.Server's close stops listening only; http.Server's would also drop idle kept-alive
    // connections at once, with any request already sent on them.
    if (server) net.Server.prototype.close.call(server);
    for (const response of active) if (!response.headersSent) response.setHeader("connection", "close");
    if (!(await drained(started))) log.warn("shutdown timeout: requests still in flight are cut off", { inFlight: active.size, timeoutMs });
    server?.closeAllConnections();
    try {
      await disconnect();
      log.info("database pool closed; exiting", { ms: Date.now() - started });
      process.exit(0);
    } catch (error) {
      log.error("could not close the database pool", { error });
      process.exit(1);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, (s: NodeJS.Signals) => void stop(s));
}
