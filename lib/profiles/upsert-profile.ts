import "server-only";
import { verifyToken } from "@/lib/bot-check/verify-token";
import { botCheckConfig } from "@/lib/bot-check/config";
import { sql, type SqlValue } from "@/lib/db";
import type { Principal } from "@/lib/auth/policy";
import { authorize } from "@/lib/auth/policy";
import { Prisma, type UserProfile } from "@/lib/generated/prisma/client";
import { readJson } from "@/lib/http/body";
import { conflict, withPriorCheck } from "@/lib/errors";
import { checkIfMatch } from "@/lib/http/respond";
import { userProfileInput, userProfileResponse } from "@/lib/schemas/user-profiles";
import { iso } from "@/lib/serialize";
import { sqlModel } from "@/lib/sql-model";
import type { z } from "zod";

export function serializeProfile(p: UserProfile): z.output<typeof userProfileResponse> {
  return {
    id: p.id,
    athleteId: p.athleteId,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    dateOfBirth: iso(p.dateOfBirth),
    country: p.country,
    gender: p.gender,
    preferredCulture: p.preferredCulture,
    createdUtc: iso(p.createdAt),
    updatedUtc: iso(p.updatedAt),
  };
}

// Operation 3 in plain SQL (see lib/sql-model.ts).
const profiles = sqlModel<UserProfile>("UserProfile", Prisma.UserProfileScalarFieldEnum, ["dateOfBirth", "createdAt", "updatedAt"]);

export function findProfile(id: string): Promise<UserProfile | null> {
  return profiles.find({ id });
}

/**
 * Who may write a profile: an admin any; an athlete only their own, and a new profile becomes
 * theirs. A profile owned by nobody (created by an admin) stays admin-only.
 */
export function authorizeProfile(principal: Principal, existing: UserProfile | null): void {
  authorize(principal, "athlete-private:write", { athleteId: existing ? existing.athleteId : principal.athleteId });
}

/**
 * Operation 3: create or replace. Errors come in this order: 403 for a profile the key may not
 * write, then the body (415, 400, 422), If-Match (412), and the bot check last.
 *
 * Only the stored profile's owner decides the 403, and reading it first is needed only to compare
 * If-Match. Without that header the profile is read only if the body or the token is refused (its
 * 403 still comes first), and a replace is one UPDATE pinned to the profiles the key may write; no
 * row (a new profile, someone else's, or one deleted meanwhile): the locked path below decides.
 * So an athlete's valid request for someone else's profile reaches the bot check before its 403:
 * the answer is the same 403, but the token is verified, and spent, where it used not to be.
 */
export async function upsertProfile(
  request: Request,
  principal: Principal,
  id: string,
  remoteIp: string | null,
): Promise<{ profile: UserProfile; created: boolean }> {
  // A key that may write no profile at all (staff, competition admins) is refused whatever exists.
  authorizeProfile(principal, null);
  const authorized = async () => {
    const profile = await findProfile(id);
    authorizeProfile(principal, profile);
    return profile;
  };
  const guarded = request.headers.has("if-match");
  const before = guarded ? await authorized() : null;
  const readBefore = guarded ? undefined : authorized;

  const { captchaToken, ...fields } = await withPriorCheck(readJson(request, userProfileInput), readBefore);
  if (guarded) checkIfMatch(request, before && serializeProfile(before));
  await withPriorCheck(verifyToken(botCheckConfig(), captchaToken, remoteIp), readBefore);

  if (!guarded) {
    // Past the first check, a key that is not an admin's is an athlete's, with its athlete set.
    const mine: Record<string, SqlValue> = principal.role === "admin" ? {} : { athleteId: principal.athleteId };
    const profile = await profiles.updateWhere({ id, ...mine }, fields);
    if (profile) return { profile, created: false };
  }

  return sql.transaction(async (tx) => {
    const current = await profiles.lock(tx, { id });
    authorizeProfile(principal, current);
    checkIfMatch(request, current && serializeProfile(current));
    if (current) {
      return { profile: await profiles.update(tx, id, fields), created: false };
    }
    const athleteId = principal.role === "athlete" ? principal.athleteId : null;
    if (athleteId) {
      const other = await profiles.find({ athleteId }, tx);
      if (other) throw conflict(`This athlete already has user profile ${other.id}; update that one.`);
    }
    return { profile: await profiles.insert({ id, athleteId, ...fields }, tx), created: true };
  });
}
