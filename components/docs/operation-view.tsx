import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { Disclosure } from "./disclosure";
import { FieldTable, refName, type Schema, TypeLabel } from "./schema-view";

type Parameter = { name?: string; in?: string; required?: boolean; schema?: Schema; description?: string; $ref?: string };
export type OperationDoc = {
  operationId: string;
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

const methodColors: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  delete: "bg-rose-100 text-rose-900",
};

/**
 * A path that wraps on a phone only after a slash. A browser breaks after few of them on its own
 * (not before a "{"), and would break at a hyphen ("profile-/images"): so every slash offers a
 * break, and a segment with a hyphen is kept whole.
 */
function PathText({ path }: { path: string }) {
  return path.split("/").map((segment, index) => (
    <Fragment key={index}>
      {index > 0 ? "/" : ""}
      {index > 1 ? <wbr /> : null}
      {segment.includes("-") ? <span className="whitespace-nowrap">{segment}</span> : segment}
    </Fragment>
  ));
}

export function OperationView({ method, path, operation }: { method: string; path: string; operation: OperationDoc }) {
  const parameters = (operation.parameters ?? []).filter((p) => p.name);
  const [bodyType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const statuses = Object.entries(operation.responses);
  const t = useTranslations("docs");
  return (
    <Disclosure
      id={operation.operationId}
      className="rounded-lg border border-slate-200 bg-white p-4 open:pb-4"
      summary={
        <>
          <h3 className="flex flex-wrap items-baseline gap-2">
            <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${methodColors[method] ?? ""}`}>{method}</span>
            <code className="font-mono text-sm break-words">
              <PathText path={path} />
            </code>
          </h3>
          <p className="mt-1 font-medium text-sky-900">{operation.summary}</p>
        </>
      }
    >
      {operation.description ? <p className="mt-1 text-sm text-slate-700">{operation.description}</p> : null}
      {operation.security?.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t("needsNoKey")}</p> : null}
      {parameters.length > 0 ? (
        <section className="mt-3">
          <h4 className="text-sm font-semibold">{t("parameters")}</h4>
          <ul className="mt-1 space-y-0.5 text-sm">
            {parameters.map((p) => (
              <li key={`${p.in}-${p.name}`}>
                <code className="font-mono">{p.name}</code> <span className="text-slate-500">({p.in})</span>{" "}
                {p.schema ? <TypeLabel schema={p.schema} /> : null}
                {p.schema?.description ? <span className="text-slate-600"> — {p.schema.description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {body ? (
        <section className="mt-3">
          <h4 className="text-sm font-semibold">
            {t("requestBody")} <span className="font-normal text-slate-500">({bodyType})</span>
          </h4>
          <p className="text-sm">
            <TypeLabel schema={body.schema} />
          </p>
        </section>
      ) : null}
      <section className="mt-3">
        <h4 className="text-sm font-semibold">{t("responses")}</h4>
        <ul className="mt-1 space-y-0.5 text-sm">
          {statuses.map(([status, response]) => {
            const schema = Object.values(response.content ?? {})[0]?.schema;
            const isProblem = schema?.$ref && refName(schema.$ref) === "Problem";
            return (
              <li key={status}>
                <span className={`font-mono ${Number(status) >= 400 ? "text-rose-800" : "text-emerald-800"}`}>{status}</span>{" "}
                {response.description}
                {schema && !isProblem ? (
                  <>
                    {" "}
                    — <TypeLabel schema={schema} />
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </Disclosure>
  );
}

export { FieldTable };
