// The pages' one way to call the API: same-origin, JSON, and problem details raised as ApiProblem
// with the field messages keyed by JSON Pointer, ready to show next to the fields they name.
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly fields: Record<string, string>,
  ) {
    super(detail);
    this.name = "ApiProblem";
  }
}

type Problem = { status?: number; code?: string; detail?: string; title?: string } & Record<string, unknown>;

/** The ApiProblem a response's problem-details body (or its absence) describes. */
export function problemFrom(status: number, body: Problem | null): ApiProblem {
  const fields = Object.fromEntries(
    Object.entries(body ?? {}).filter((entry): entry is [string, string] => entry[0].startsWith("/") && typeof entry[1] === "string"),
  );
  return new ApiProblem(status, body?.code ?? "unknown", body?.detail ?? body?.title ?? `The server answered ${status}.`, fields);
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return (await apiFetchWithEtag<T>(path, init)).body;
}

/** The body and its ETag, for an edit that must not overwrite someone else's change (If-Match). */
export async function apiFetchWithEtag<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ body: T; etag: string | null }> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: { accept: "application/json", ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const etag = response.headers.get("etag");
  if (response.status === 204) return { body: undefined as T, etag };
  const body = (await response.json().catch(() => null)) as Problem | null;
  if (!response.ok) throw problemFrom(response.status, body);
  return { body: body as T, etag };
}

/** "/rules/0/operator" → "rules.0.operator", the path react-hook-form names that field by. */
export function fieldPath(pointer: string): string {
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .join(".");
}
