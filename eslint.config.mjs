import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import boundaries from "eslint-plugin-boundaries";
import tseslint from "typescript-eslint";

/** Next's <Link> fetches each linked page as it scrolls into view; components/ui/link.tsx waits for the reach (decision 025). */
const nextLink = { name: "next/link", message: "Use Link from @/components/ui/link: it fetches a page when the person reaches for it." };
/** Modules that run only on the server: pages and client code never import them. */
const serverOnly = ["@/lib/db/*", "@/lib/generated/*", "@/lib/auth/*", "@/lib/http/*", "@/lib/server/*", "@/lib/env"];

/**
 * The layers of lib/ (issue 35): the edge knows HTTP (lib/http), the server and its sessions
 * (lib/server, lib/auth), the browser (lib/client) and the shell (lib/cli); everything else in lib/
 * is domain code and data, which take values, never a request. First match wins.
 */
const layers = [
  { type: "http", pattern: "lib/http/**", partialMatch: false },
  { type: "edge", pattern: ["lib/server/**", "lib/auth/**", "lib/client/**", "lib/cli/**"], partialMatch: false },
  { type: "generated", pattern: "lib/generated/**", partialMatch: false },
  { type: "data", pattern: "lib/db/**", partialMatch: false },
  { type: "domain", pattern: "lib/**", partialMatch: false },
  { type: "route", pattern: "app/api/**", partialMatch: false },
  { type: "page", pattern: "app/**", partialMatch: false },
  { type: "component", pattern: "components/**", partialMatch: false },
];

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      ".next/**",
      "lib/generated/**",
      "prisma/.generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "data/**",
    ],
  },
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // A promise nobody awaits hid a hang once (13163c1): every promise is awaited, returned, or voided on purpose.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  { files: ["**/*.mjs", "**/*.mts", "**/*.js"], ...tseslint.configs.disableTypeChecked },
  {
    files: ["lib/**/*.ts", "app/**/*.ts", "app/**/*.tsx", "components/**/*.ts", "components/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": layers,
      "import/resolver": { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { types: { anyOf: ["domain", "data", "generated"] } } },
              disallow: { to: { element: { type: "http" } } },
              message:
                "Domain and data code take values, not requests: the route reads the request (lib/http) and passes plain values down.",
            },
            {
              from: { element: { type: "data" } },
              disallow: { to: { element: { types: { anyOf: ["edge", "route", "page", "component"] } } } },
              message: "lib/db is the bottom layer: it imports nothing above it.",
            },
          ],
        },
      ],
    },
  },
  {
    // One home per query (decision 017): an aggregate's repository builds its queries; domain code
    // calls it, and takes a transaction from lib/db when it needs one. Prisma's client is better-auth's.
    files: ["lib/**/*.ts"],
    ignores: [
      "lib/**/*-repository.ts",
      "lib/db/**",
      "lib/http/**",
      "lib/client/**",
      "lib/auth/people.ts",
      "lib/cli/bench/**",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/db/client",
              importNames: ["qb", "db"],
              message: "Queries live in the aggregate's lib/<domain>/*-repository.ts; call a function there.",
            },
          ],
        },
      ],
    },
  },
  {
    // A domain function that took a Request would read headers behind the route's back.
    files: ["lib/**/*.ts"],
    ignores: ["lib/http/**", "lib/server/**", "lib/auth/**", "lib/client/**", "lib/cli/**", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSTypeReference[typeName.name='Request']",
          message: "Domain code takes values, not a Request: let the route read it and pass what is needed.",
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [nextLink],
          patterns: [{ group: serverOnly, message: "Pages and client code call the API; they never import server modules." }],
        },
      ],
    },
  },
  {
    files: ["lib/http/**"],
    // Its tests build the database's errors to show how each maps to problem details.
    ignores: ["lib/http/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/db/*", "@/lib/generated/*"], message: "lib/http knows HTTP, not the database." }] },
      ],
    },
  },
  {
    // Issue 35: a page renders what its API route answers by calling the route's own read function.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [nextLink],
          patterns: [
            {
              group: [
                "@/lib/auth/*",
                "!@/lib/auth/cookies",
                "@/lib/db/*",
                "@/lib/generated/*",
                ...[
                  "addresses",
                  "athletes",
                  "classifications",
                  "competitions",
                  "images",
                  "imports",
                  "journal",
                  "news",
                  "organizations",
                  "people",
                  "planning",
                  "profiles",
                ].map((domain) => `@/lib/${domain}/*`),
                "!@/lib/*/read-*",
                "!@/lib/people/who-am-i",
              ],
              allowTypeImports: true,
              message:
                "A page reads through the function its API route calls (lib/<domain>/read-*.ts), which checks scope, queries and serializes; it does none of that itself.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/api/**/route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/db/*", "@/lib/generated/*"],
              message: "Routes call a domain function in lib/<domain>/; they never query the database.",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 35: no component over 400 lines; one that grows splits into its hooks and sections.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
];

export default config;
