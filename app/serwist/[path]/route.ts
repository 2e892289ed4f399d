// Serves the service worker and its source map, bundled at build time with the list of the app's
// static files to precache (decision 013).
import crypto from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  // The page shown for a page never opened before, when there is no connection; a new revision each
  // build, as its HTML names that build's scripts.
  additionalPrecacheEntries: [{ url: "/offline", revision: crypto.randomUUID() }],
});
