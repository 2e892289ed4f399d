import "server-only";
import { ownAthleteId, type Principal } from "@/lib/auth/policy";
import { botCheckConfig } from "@/lib/bot-check/config";
import { verifyToken } from "@/lib/bot-check/verify-token";
import { provider, type QueryBuilder, qb } from "@/lib/db/client";
import { conflict, withPriorCheck } from "@/lib/errors";
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
 * principal may not write, then the body (415, 400, 422), If-Match (412), and the bot check last.
 * Without If-Match the row is read only when the body or the token is refused (so its 403 still
 * wins): one UPDATE pinned to the owner this principal may write does the common replace, and
 * anything else (a new profile, someone else's) is decided by the locked transaction.
 */
export async function upsertProfile(
  request: Request,
  principal: Principal,
  id: string,
  remoteIp: string | null,
): Promise<{ profile: UserProfile; created: boolean }> {
  // A principal that may write no profile at all (staff, competition admins) is refused whatever
  // exists; one that passes may write the profiles its own athlete owns (none: ownerless ones).
  authorizeProfile(principal, null);
  const owner = ownAthleteId(principal);
  const readAndAuthorize = async () => {
    const row = await selectProfile(qb, id);
    authorizeProfile(principal, row);
    return row;
  };
  const ifMatch = request.headers.has("if-match");
  const before = ifMatch ? await readAndAuthorize() : undefined;
  const prior = ifMatch ? async () => {} : readAndAuthorize;
  const { captchaToken, ...fields } = await withPriorCheck(readJson(request, userProfileInput), prior);
  if (ifMatch) checkIfMatch(request, before ? serializeProfile(before) : null);
  await withPriorCheck(verifyToken(botCheckConfig(), captchaToken, remoteIp), prior);

  if (!ifMatch) {
    const updated = await qb
      .updateTable("UserProfile")
      .set({ ...fields, updatedAt: new Date() })
      .where("id", "=", id)
      .where((eb) => (owner === null ? eb("athleteId", "is", null) : eb("athleteId", "=", owner)))
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
    if (owner) {
      const other = await trx.selectFrom("UserProfile").select("id").where("athleteId", "=", owner).executeTakeFirst();
      if (other) throw conflict(`This athlete already has user profile ${other.id}; update that one.`);
    }
    const profile = await trx
      .insertInto("UserProfile")
      .values({ id, athleteId: owner, ...fields, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { profile, created: true };
  });
}
