// How a hostile request is felt by everyone else: while it runs, a second client keeps asking
// /api/ping, and the slowest ping says whether the server stalled.

/** `send`'s answer and time, while a second client keeps asking /api/ping: the slowest ping. */
export async function timedBesidePings<T>(baseUrl: string, send: () => Promise<T>): Promise<{ value: T; ms: number; slowestPing: number }> {
  let done = false;
  let slowestPing = 0;
  const pings = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${baseUrl}/api/ping`);
      slowestPing = Math.max(slowestPing, performance.now() - started);
    }
  })();
  const started = performance.now();
  try {
    const value = await send();
    return { value, ms: performance.now() - started, slowestPing };
  } finally {
    done = true;
    await pings;
  }
}
