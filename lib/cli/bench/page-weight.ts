// First-load JavaScript of every page, measured the way a browser gets it: Chromium opens each page
// (signed in where the page needs it) and every script requested before the load event is counted,
// raw and gzipped. The largest chunks are named by the libraries whose code they contain.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumExecutablePath } from "@/e2e/support/chromium";

type Visit = { path: string; key?: string };
export type PageWeight = { path: string; scripts: number; rawKb: number; gzipKb: number };

const SIGNATURES: Array<[string, RegExp]> = [
  ["react-dom", /Minified React error|react-dom|__REACT_DEVTOOLS_GLOBAL_HOOK__/],
  ["next (router, app runtime)", /next-router|__next_f|NEXT_REDIRECT|nextjs/],
  ["zod", /ZodError|_zod/],
  ["@tanstack/react-query", /QueryClient|queryCache/],
  ["react-hook-form", /useFormContext|shouldUnregister/],
  ["country and state tables (lib/codes)", /Afghanistan|Saskatchewan/],
];

export async function measurePageWeights(base: string, visits: Visit[]) {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: ["--no-sandbox", "--disable-gpu"] });
  const chunks = new Map<string, { gzip: number; raw: number; pages: number; libraries: string[] }>();
  const pages: PageWeight[] = [];
  try {
    for (const visit of visits) {
      const context = await browser.newContext({ baseURL: base });
      if (visit.key) await context.request.post("/api/session", { data: { apiKey: visit.key }, headers: { origin: base } });
      const page = await context.newPage();
      // First load: the scripts requested before the load event. What the router prefetches for the
      // links on a page (after load, when idle) is the next page's JavaScript, not this one's.
      const scripts: Array<Promise<{ url: string; body: Buffer } | null>> = [];
      const beforeLoad = new Set<object>();
      let loadFired = false;
      page.on("request", (request) => {
        if (!loadFired && request.resourceType() === "script") beforeLoad.add(request);
      });
      page.on("load", () => (loadFired = true));
      page.on("response", (response) => {
        if (!beforeLoad.has(response.request())) return;
        scripts.push(
          response.body().then(
            (body) => ({ url: response.url(), body }),
            () => null,
          ),
        );
      });
      await page.goto(visit.path, { waitUntil: "networkidle" });
      const loaded = (await Promise.all(scripts)).filter((s): s is { url: string; body: Buffer } => s !== null);
      let raw = 0,
        gzip = 0;
      for (const { url, body } of loaded) {
        const size = gzipSync(body).length;
        raw += body.length;
        gzip += size;
        const name = new URL(url).pathname;
        const known = chunks.get(name) ?? {
          gzip: size,
          raw: body.length,
          pages: 0,
          libraries: SIGNATURES.filter(([, re]) => re.test(body.toString("utf8"))).map(([n]) => n),
        };
        known.pages += 1;
        chunks.set(name, known);
      }
      pages.push({ path: visit.path, scripts: loaded.length, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gzip / 1024) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const largest = [...chunks]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, 8)
    .map(([name, c]) => ({
      chunk: name.split("/").pop() ?? name,
      gzipKb: Math.round(c.gzip / 1024),
      pages: c.pages,
      contains: c.libraries.join(", ") || "app code",
    }));
  return { pages, largest };
}
