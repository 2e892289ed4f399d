// Starting and stopping the real servers the tests talk to.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { KEEP_ALIVE_ARGS, serverEnvironment } from "../../lib/cli/build";

export const bin = (name: string) => path.resolve("node_modules", ".bin", name);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Runs the real key command against the test database and returns the key it printed last. */
export function mintKey(databaseUrl: string, args: string[]): string {
  const result = apikeyCommand(databaseUrl, args);
  if (result.status !== 0) throw new Error(`apikey ${args.join(" ")} failed: ${result.stderr}`);
  const lines = result.stdout.trim().split("\n");
  return lines[lines.length - 1]?.trim() ?? "";
}

export function apikeyCommand(databaseUrl: string, args: string[]) {
  return spawnSync(bin("tsx"), ["--conditions=react-server", "lib/cli/apikey.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
}

export type RunningServer = { url: string; process: ChildProcess; output: () => string };

/** Collects a child's output and waits until /api/health answers 200 at `url`. */
export async function waitUntilHealthy(child: ChildProcess, url: string, timeoutMs: number): Promise<() => string> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return () => output;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startNext(env: Record<string, string>, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(bin("next"), ["start", "-p", String(port), "-H", "127.0.0.1", ...KEEP_ALIVE_ARGS], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_MANUAL_SIG_HANDLE: "true", ...serverEnvironment(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  const output = await waitUntilHealthy(child, url, 60_000);
  return { url, process: child, output };
}

export async function stop(server: { process: ChildProcess }): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (server.process.exitCode === null) server.process.kill("SIGKILL");
}
