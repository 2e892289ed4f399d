import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import tseslint from "typescript-eslint";

/** Modules that run only on the server: pages and client code never import them. */
const serverOnly = ["@/lib/db/*", "@/lib/generated/*", "@/lib/auth/*", "@/lib/http/*", "@/lib/server/*", "@/lib/env"];

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
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: serverOnly, message: "Pages and client code call the API; they never import server modules." }] },
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
];

export default config;
