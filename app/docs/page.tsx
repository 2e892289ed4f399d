import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Disclosure } from "@/components/docs/disclosure";
import { FieldTable, type OperationDoc, OperationView } from "@/components/docs/operation-view";
import type { Schema } from "@/components/docs/schema-view";
import { openApiDocument } from "@/lib/openapi/document";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("docs");
  return { title: t("title") };
}

type Document = {
  info: { title: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OperationDoc & { tags: string[] }>>;
  components: { schemas: Record<string, Schema> };
};

/** The API reference, rendered on the server from the same document /api/openapi.json serves. */
export default async function DocsPage() {
  const t = await getTranslations("docs");
  const document = openApiDocument() as unknown as Document;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 lg:flex-row">
      <nav aria-label={t("sections")} className="lg:sticky lg:top-4 lg:h-fit lg:w-56 lg:shrink-0">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm lg:flex-col">
          {document.tags.map((tag) => (
            <li key={tag.name}>
              <a className="text-sky-800 underline-offset-2 hover:underline" href={`#tag-${tag.name.replaceAll(" ", "-")}`}>
                {tag.name}
              </a>
            </li>
          ))}
          <li>
            <a className="text-sky-800 underline-offset-2 hover:underline" href="#schemas">
              {t("schemas")}
            </a>
          </li>
        </ul>
      </nav>
      <main className="min-w-0 flex-1">
        <h1 className="text-3xl font-semibold tracking-tight">{document.info.title}</h1>
        <p className="mt-2 text-slate-700">{document.info.description}</p>
        <p className="mt-2 text-sm text-slate-700">{t.rich("intro", { code: (chunks) => <code className="font-mono">{chunks}</code> })}</p>
        {document.tags.map((tag) => (
          <section key={tag.name} id={`tag-${tag.name.replaceAll(" ", "-")}`} className="mt-10 scroll-mt-4">
            <h2 className="text-2xl font-semibold">{tag.name}</h2>
            <p className="mt-1 text-slate-700">{tag.description}</p>
            <div className="mt-4 space-y-4">
              {operations
                .filter((o) => o.operation.tags.includes(tag.name))
                .map((o) => (
                  <OperationView key={`${o.method} ${o.path}`} method={o.method} path={o.path} operation={o.operation} />
                ))}
            </div>
          </section>
        ))}
        <section id="schemas" className="mt-12 scroll-mt-4">
          <h2 className="text-2xl font-semibold">{t("schemas")}</h2>
          <div className="mt-4 space-y-3">
            {Object.entries(document.components.schemas).map(([name, schema]) => (
              <Disclosure
                key={name}
                id={`schema-${name}`}
                summary={
                  <>
                    <h3 className="font-mono text-lg font-semibold text-sky-900">{name}</h3>
                    {schema.description ? <p className="text-sm text-slate-700">{schema.description}</p> : null}
                  </>
                }
              >
                <div className="mt-2">
                  <FieldTable schema={schema} />
                </div>
              </Disclosure>
            ))}
          </div>
        </section>
      </main>
    </div>
  );
}
