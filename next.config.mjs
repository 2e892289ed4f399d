import { PHASE_PRODUCTION_SERVER } from "next/constants.js";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The JSON API answers for itself; Next's trailing-slash redirects would turn a client's typo into
  // a 308 that drops the body of a POST.
  skipTrailingSlashRedirect: true,
  // pdfkit reads its standard fonts from its own folder at run time, so it is required, not bundled.
  // The others are required once per process: bundled, each route handler carried its own copy (the
  // server builds every route as if it ran alone), and `next start` loads every route, so the server
  // held some 25 copies of sign-in, mail, country names, the query builder and zod (about 100 MB of
  // its heap at rest).
  serverExternalPackages: ["pdfkit", "better-auth", "@better-auth/passkey", "nodemailer", "i18n-iso-countries", "kysely", "zod"],
};

/**
 * Pages render in the reader's language on the server (lib/i18n/request.ts, decision 018). next-intl's
 * plugin only tells the bundler where that file is, so it is left out of `next start`: loading it
 * there loaded its message extractor too (SWC and a file watcher, about 13 MB resident, for nothing).
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
}
