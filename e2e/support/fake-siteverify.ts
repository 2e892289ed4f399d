// A local stand-in for a Turnstile-compatible siteverify endpoint, speaking its protocol over real
// HTTP: POST form fields secret, response, remoteip; a JSON answer with success and error-codes.
// The token decides the answer: pass-* succeeds, fail-* is rejected, slow-* answers after 3 s,
// crash-* drops the connection, http500-* answers 500, garbage-* answers non-JSON.
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_SECRET = "test-secret";

export type SiteverifyCall = { secret: string | null; response: string | null; remoteip: string | null };

export type FakeSiteverify = { url: string; calls: SiteverifyCall[]; close: () => Promise<void> };

export async function startFakeSiteverify(port = 0): Promise<FakeSiteverify> {
  const calls: SiteverifyCall[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url === "/calls") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(calls));
      return;
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const call = { secret: form.get("secret"), response: form.get("response"), remoteip: form.get("remoteip") };
      calls.push(call);
      const token = call.response ?? "";
      const answer = (payload: object, status = 200) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
      if (req.method !== "POST" || req.url !== "/siteverify") return answer({ success: false }, 404);
      if (call.secret !== FAKE_SECRET) return answer({ success: false, "error-codes": ["invalid-input-secret"] });
      if (token.startsWith("crash-")) return req.socket.destroy();
      if (token.startsWith("http500-")) return answer({ error: "internal" }, 500);
      if (token.startsWith("garbage-")) return res.writeHead(200).end("<html>not json</html>");
      if (token.startsWith("slow-")) {
        setTimeout(() => answer({ success: true, "error-codes": [] }), 3000).unref();
        return;
      }
      if (token.startsWith("pass-")) {
        return answer({ success: true, challenge_ts: new Date().toISOString(), hostname: "localhost", "error-codes": [] });
      }
      return answer({ success: false, "error-codes": ["invalid-input-response"] });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/siteverify`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
