// Lists the message keys of en.json that no code reads, to delete them (npx tsx lib/cli/unused-messages.ts).
// A key is read when a file that asks for its namespace (useTranslations, getTranslations, or a
// translator factory's `namespace:` anywhere) holds it as a string literal, or a template literal
// (`fields.${name}.label`) can be it, or a dotted literal ("shadow.which", a `t` handed to a helper)
// ends it. The "problems" catalog is read by matching texts (lib/i18n/problems.ts), so it is left out.
// A list to read, not a verdict: a key built some other way shows up here too.
import fs from "node:fs";
import path from "node:path";
import en from "../i18n/messages/en.json";

const READ_BY_TEXT = ["problems.", "language."];

const keys: string[] = [];
(function flat(messages: object, prefix: string) {
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.push(name);
    else flat(value as object, name);
  }
})(en, "");

const files: string[] = [];
(function walk(dirs: string[]) {
  for (const dir of dirs)
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", "generated", "messages"].includes(entry.name)) walk([file]);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name)) files.push(file);
    }
})(["app", "components", "lib"]);

const ASKS = /(?:useTranslations|getTranslations)(?:<"([\w.]+)">)?\(\s*(?:"([\w.]+)")?|namespace:\s*"([\w.]+)"/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const sources = files.map((file) => fs.readFileSync(file, "utf8"));
const factories = new Set(sources.flatMap((source) => [...source.matchAll(/namespace:\s*"([\w.]+)"/g)].map((m) => m[1] ?? "")));

const read = new Set<string>();
const dotted = new Set<string>();
const patterns: RegExp[] = [];
for (const source of sources) {
  const namespaces = new Set(["", ...factories]);
  for (const m of source.matchAll(ASKS)) namespaces.add(m[1] ?? m[2] ?? m[3] ?? "");
  // The namespaces' own names are not keys read.
  const code = source.replace(ASKS, "");
  const quoted = [...code.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((m) => m[1] ?? m[2] ?? "");
  const templates = [...code.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? "");
  for (const literal of quoted) {
    if (/^[\w-]+(\.[\w-]+)+$/.test(literal)) dotted.add(literal);
    for (const ns of namespaces) read.add(ns ? `${ns}.${literal}` : literal);
  }
  for (const template of templates) {
    // Only a template with the words of a key in it ("fields.${name}.label"), not "${id}-error".
    if (!/^[\w.]*(\$\{[^}]*\}[\w.]*)+$/.test(template)) continue;
    for (const ns of namespaces) {
      const full = ns ? `${ns}.${template}` : template;
      if (!/[A-Za-z]/.test(full.replace(/\$\{[^}]*\}/g, ""))) continue;
      patterns.push(
        new RegExp(
          `^${full
            .split(/\$\{[^}]*\}/)
            .map(escape)
            .join("[\\w-]+(?:\\.[\\w-]+)*")}$`,
        ),
      );
    }
  }
}

const unread = keys.filter((key) => {
  if (READ_BY_TEXT.some((prefix) => key.startsWith(prefix))) return false;
  const parts = key.split(".");
  // Read whole, or a group of keys handed on whole (t.raw, a namespace of its own).
  for (let i = 2; i <= parts.length; i++) if (read.has(parts.slice(0, i).join("."))) return false;
  for (let i = 1; i < parts.length - 1; i++) if (dotted.has(parts.slice(i).join("."))) return false;
  return !patterns.some((pattern) => pattern.test(key));
});
console.log(unread.length === 0 ? "Every message is read somewhere." : unread.join("\n"));
