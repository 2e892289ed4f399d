// Graceful shutdown: SIGTERM while writes are in flight. Every request already received is
// answered and stored, new connections are refused, the database pool is closed, and the process
// exits 0.
import net from "node:net";
import { created, expect, test } from "../fixtures";
import { startNext } from "../support/servers";

test("SIGTERM finishes the writes in flight, refuses new connections, closes the pool, exits 0", async ({ api, world }) => {
  test.setTimeout(60_000);
  const server = await startNext({ DATABASE_URL: process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", RATE_LIMIT_PER_MINUTE: "0" });
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Sigrid", lastName: "Term" })).id,
  );
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));

  // Ten writes whose bodies arrive slowly: each is received (headers in) before SIGTERM and
  // completes after it.
  const release: Array<() => void> = [];
  const writes = Array.from({ length: 10 }, (_, i) => {
    const body = JSON.stringify({ sessionDate: "2026-11-20T10:00:00Z", notes: `in flight ${i}` });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        release.push(() => {
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        });
      },
    });
    return fetch(`${server.url}/api/athletes/${athleteId}/journal`, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "application/json", "x-api-key": world.keys.admin },
    } as RequestInit & { duplex: "half" });
  });
  await expect.poll(() => release.length).toBe(10);
  // Time for the server to accept all ten connections and read their headers: on a loaded machine
  // (the PostgreSQL pass runs two workers) 300 ms was too short, and a connection still queued when
  // the listener closed was reset (ECONNRESET) rather than served.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  server.process.kill("SIGTERM");
  await expect.poll(() => server.output()).toContain("shutting down");
  // No new connections once it has begun (connections kept alive before it may still carry a request).
  const { port } = new URL(server.url);
  await expect(
    new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.on("error", reject);
    }),
  ).rejects.toThrow(/ECONNREFUSED/);
  for (const send of release) send();

  const statuses = await Promise.all(writes.map(async (w) => (await w).status));
  expect(statuses).toEqual(Array(10).fill(201));
  expect(await exited).toBe(0);
  expect(server.output()).toContain("database pool closed");
  expect(server.output()).toMatch(/"inFlight":10/);

  const stored = (await api.get(`/api/athletes/${athleteId}/journal?limit=50`)).body.items as Array<{ notes: string }>;
  expect(stored.map((e) => e.notes).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `in flight ${i}`).sort());
});

test("a request its client abandoned does not hold up the shutdown", async ({ api, world }) => {
  test.setTimeout(60_000);
  // A long drain timeout: were the abandoned request still counted, the exit would wait it out.
  const server = await startNext({
    DATABASE_URL: process.env.RANGEBOOK_TEST_DATABASE_URL ?? "",
    RATE_LIMIT_PER_MINUTE: "0",
    SHUTDOWN_TIMEOUT_MS: "30000",
  });
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Abe", lastName: "Andon" })).id,
  );
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));

  // Headers and the first bytes of a body, then the client goes away.
  const abort = new AbortController();
  const stream = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"sessionDate"')) });
  const abandoned = fetch(`${server.url}/api/athletes/${athleteId}/journal`, {
    method: "POST",
    body: stream,
    duplex: "half",
    signal: abort.signal,
    headers: { "content-type": "application/json", "x-api-key": world.keys.admin },
  } as RequestInit & { duplex: "half" }).catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the server has the headers
  abort.abort();
  expect(await abandoned).toBeInstanceOf(Error);
  await new Promise((resolve) => setTimeout(resolve, 300)); // and has seen the connection close

  server.process.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(server.output()).toMatch(/shutting down[^\n]*"inFlight":0/);
  expect(server.output()).not.toContain("shutdown timeout");
  expect(server.output()).toContain("database pool closed");
});
