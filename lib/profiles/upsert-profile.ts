import "server-only";
import { ownAthleteId, type Principal } from "@/lib/auth/policy";
import { botCheckConfig } from "@/lib/bot-check/config";
import { verifyToken } from "@/lib/bot-check/verify-token";
import { provider, type QueryBuilder, qb } from "@/lib/db/client";
import { conflict } from "@/lib/errors";
import type { UserProfile } from "@/lib/generated/prisma/client";
import { readJson } from "@/lib/http/body";
import { checkIfMatch } from "@/lib/http/respond";
import { userProfileInput } from "@/lib/schemas/user-profiles";
import { authorizeProfile, serializeProfile } from "./user-profiles";

function selectProfile(trx: QueryBuilder, id: string, lock = false) {
  return trx
    .selectFrom("UserProfile")
    .selectAll()
    .where("id", "=", id)
    .$if(lock && provider === "postgresql", (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}

/**
 * Operation 3 (a hot path): create or replace. Errors come in this order: 403 for a profile the
 * principal may not write, then the body (415, 400, 422), If-Match (412), and the bot check last,
 * so a token is spent only on a write that will happen. The row is locked, checked again and
 * written in one transaction.
 */
export async function upsertProfile(
  request: Request,
  principal: Principal,
  id: string,
  remoteIp: string | null,
): Promise<{ profile: UserProfile; created: boolean }> {
  // A principal that may write no profile at all (staff, competition admins) is refused whatever exists.
  authorizeProfile(principal, null);
  const before = await selectProfile(qb, id);
  authorizeProfile(principal, before);
  const { captchaToken, ...fields } = await readJson(request, userProfileInput);
  checkIfMatch(request, before ? serializeProfile(before) : null);
  await verifyToken(botCheckConfig(), captchaToken, remoteIp);

  if (before && !request.headers.has("if-match")) {
    // Nothing to compare: one UPDATE pinned to the owner authorized above; a profile that changed
    // hands since falls through to the locked path.
    const updated = await qb
      .updateTable("UserProfile")
      .set({ ...fields, updatedAt: new Date() })
      .where("id", "=", id)
      .where((eb) => (before.athleteId === null ? eb("athleteId", "is", null) : eb("athleteId", "=", before.athleteId)))
      .returningAll()
      .executeTakeFirst();
    if (updated) return { profile: updated, created: false };
  }

  return qb.transaction().execute(async (trx) => {
    const current = await selectProfile(trx, id, true);
    authorizeProfile(principal, current);
    checkIfMatch(request, current ? serializeProfile(current) : null);
    const now = new Date();
    if (current) {
      const profile = await trx
        .updateTable("UserProfile")
        .set({ ...fields, updatedAt: now })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { profile, created: false };
    }
    const athleteId = ownAthleteId(principal);
    if (athleteId) {
      const other = await trx.selectFrom("UserProfile").select("id").where("athleteId", "=", athleteId).executeTakeFirst();
      if (other) throw conflict(`This athlete already has user profile ${other.id}; update that one.`);
    }
    const profile = await trx
      .insertInto("UserProfile")
      .values({ id, athleteId, ...fields, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { profile, created: true };
  });
}
