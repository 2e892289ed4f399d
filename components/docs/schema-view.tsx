// Renders JSON Schema (as the OpenAPI document holds it) as readable field tables. The words around
// the document are in the page's language; the document itself is English.
import { useTranslations } from "next-intl";
type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  "x-enum-descriptions"?: string[];
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  default?: unknown;
};

export type { Schema };

const SAFE_INTEGER = 9007199254740991;

export function refName(ref: string): string {
  return ref.split("/").pop() ?? ref;
}

export function TypeLabel({ schema }: { schema: Schema }) {
  const t = useTranslations("docs");
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a className="font-mono text-sky-700 underline underline-offset-2" href={`#schema-${name}`}>
        {name}
      </a>
    );
  }
  if (schema.anyOf) {
    const parts = schema.anyOf;
    return (
      <>
        {parts.map((part, i) => (
          <span key={i}>
            {i > 0 ? ` ${t("or")} ` : ""}
            <TypeLabel schema={part} />
          </span>
        ))}
      </>
    );
  }
  const pageItems = schema.properties?.items;
  if (schema.type === "object" && pageItems?.type === "array" && pageItems.items && schema.properties?.nextCursor) {
    return (
      <>
        {t("pageOf")} <TypeLabel schema={pageItems.items} /> (<code className="font-mono">items</code>,{" "}
        <code className="font-mono">nextCursor</code>)
      </>
    );
  }
  if (schema.type === "array" && schema.items) {
    return (
      <>
        {t("listOf")} <TypeLabel schema={schema.items} />
      </>
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  return <span className="font-mono">{schema.format ? `${type} (${schema.format})` : type}</span>;
}

type Translate = ReturnType<typeof useTranslations<"docs">>;

function constraints(schema: Schema, t: Translate): string[] {
  const notes: string[] = [];
  const base = schema.anyOf?.find((s) => s.type !== "null") ?? schema;
  if (base.minimum !== undefined && base.minimum > -SAFE_INTEGER) notes.push(`≥ ${base.minimum}`);
  if (base.maximum !== undefined && base.maximum < SAFE_INTEGER) notes.push(`≤ ${base.maximum}`);
  if (base.maxLength !== undefined) notes.push(t("atMost", { count: String(base.maxLength) }));
  if (schema.default !== undefined) notes.push(t("default", { value: JSON.stringify(schema.default) }));
  const labels = base["x-enum-descriptions"];
  if (labels && base.enum && labels.length <= 12) notes.push(labels.map((label, i) => `${String(base.enum?.[i])} ${label}`).join(", "));
  return notes;
}

export function FieldTable({ schema }: { schema: Schema }) {
  const t = useTranslations("docs");
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <TypeLabel schema={schema} />
      </p>
    );
  const required = new Set(schema.required ?? []);
  return (
    // Wider than a phone: the table scrolls sideways, and can be scrolled from the keyboard.
    <div
      className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
      tabIndex={0}
      role="region"
      aria-label={t("fields")}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("field")}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t("type")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("notes")}
            </th>
          </tr>
        </thead>
        <tbody>
          {properties.map(([name, field]) => (
            <tr key={name} className="border-b border-slate-100 align-top">
              <td className="py-1 pr-3 font-mono">
                {name}
                {required.has(name) ? (
                  <span className="ml-1 text-red-700" title={t("required")}>
                    *
                  </span>
                ) : null}
              </td>
              <td className="py-1 pr-3">
                <TypeLabel schema={field} />
              </td>
              <td className="py-1 text-slate-700">{[field.description, ...constraints(field, t)].filter(Boolean).join("; ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
