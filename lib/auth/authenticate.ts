import "server-only";
import { qb } from "@/lib/db/client";
import { isRole, parseKey, secretMatches } from "./keys";
import { type Principal, unauthorized } from "./policy";
import { countedWithKeyLookup, windowOf } from "./rate-limit";
import { sessionKeyId } from "./session";

// Compared against when no key row matches, so a miss costs the same as a wrong secret.
const DECOY_HASH = "0".repeat(43);

/** The key row with its athlete's organization (hot path: every request with a key makes this read). */
function keySelect(column: "prefix" | "id", value: string) {
  return qb
    .selectFrom("ApiKey as k")
    .leftJoin("Athlete as a", "a.id", "k.athleteId")
    .select(["k.id", "k.role", "k.organizationId", "k.athleteId", "k.secretHash", "k.revokedAt", "a.organizationId as athleteOrganizationId"])
    .where(column === "prefix" ? "k.prefix" : "k.id", "=", value);
}

const keyWhere = (column: "prefix" | "id", value: string) => keySelect(column, value).executeTakeFirst();

type KeyRow = Awaited<ReturnType<typeof keyWhere>>;

/** The key row, with the request counted in its rate-limit window by the same statement. */
function keyCounted(prefix: string, now: number) {
  return qb
    .with("k", () => keySelect("prefix", prefix))
    .with("c", (db) =>
      db
        .insertInto("RateLimitWindow")
        .columns(["keyId", "window", "count"])
        .expression((eb) => eb.selectFrom("k").select((s) => ["k.id", s.cast<number>(s.val(windowOf(now)), "integer").as("window"), s.cast<number>(s.val(1), "integer").as("count")]))
        .onConflict((conflict) => conflict.columns(["keyId", "window"]).doUpdateSet((eb) => ({ count: eb("RateLimitWindow.count", "+", 1) })))
        .returning("count"),
    )
    .selectFrom("k")
    .selectAll("k")
    .select((eb) => eb.selectFrom("c").select("c.count").as("requests"))
    .executeTakeFirst();
}

function principal(row: KeyRow, via: Principal["via"]): Principal | null {
  if (!row || row.revokedAt !== null || !isRole(row.role)) return null;
  return { keyId: row.id, role: row.role, organizationId: row.athleteOrganizationId ?? row.organizationId, athleteId: row.athleteId, via };
}

/** The principal of a raw API key, or null when it is malformed, unknown, wrong or revoked. */
export async function principalForKey(key: string): Promise<Principal | null> {
  return (await lookUpKey(key)).principal;
}

/** The key's principal, and this window's request count when the lookup made it (countedWithKeyLookup). */
async function lookUpKey(key: string, now = Date.now()): Promise<{ principal: Principal | null; counted: number | null }> {
  const parsed = parseKey(key);
  if (!parsed) return { principal: null, counted: null };
  const row = countedWithKeyLookup() ? await keyCounted(parsed.prefix, now) : await keyWhere("prefix", parsed.prefix);
  const counted = row && "requests" in row && typeof row.requests === "number" ? row.requests : null;
  return { principal: secretMatches(parsed.secret, row?.secretHash ?? DECOY_HASH) ? principal(row, "key") : null, counted };
}

/**
 * X-API-KEY if sent; otherwise the session cookie the pages carry. `counted` is the request's count
 * in its rate-limit window when the key lookup made it.
 */
export async function authenticate(request: Request): Promise<{ principal: Principal; counted: number | null }> {
  const header = request.headers.get("x-api-key");
  if (header !== null) {
    if (!parseKey(header)) throw unauthorized("The X-API-KEY header does not hold a Rangebook API key.");
    const { principal: found, counted } = await lookUpKey(header);
    if (!found) throw unauthorized("The API key is unknown or has been revoked.");
    return { principal: found, counted };
  }
  const keyId = await sessionKeyId(request);
  if (keyId) {
    const found = principal(await keyWhere("id", keyId), "session");
    if (found) return { principal: found, counted: null };
    throw unauthorized("The session has ended (its key was revoked); sign in again.");
  }
  throw unauthorized("Send an API key in the X-API-KEY header, or sign in.");
}
