import "server-only";
import { verifyToken } from "@/lib/bot-check/verify-token";
import { botCheckConfig } from "@/lib/bot-check/config";
import { sql } from "@/lib/db";
import type { Principal } from "@/lib/auth/policy";
import { authorize } from "@/lib/auth/policy";
import { Prisma, type UserProfile } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { checkIfMatch } from "@/lib/http/respond";
import { type UserProfileInput, userProfileResponse } from "@/lib/schemas/user-profiles";
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
 * Operation 3: create or replace. `before` is the profile as the caller found and authorized it
 * before reading the body; the bot check runs only once the request is otherwise acceptable, and
 * scope and If-Match are checked again where it writes (a plain replace: in the UPDATE's WHERE).
 */
export async function upsertProfile(
  request: Request,
  principal: Principal,
  before: { id: string; profile: UserProfile | null },
  input: UserProfileInput,
  remoteIp: string | null,
): Promise<{ profile: UserProfile; created: boolean }> {
  const { id } = before;
  checkIfMatch(request, before.profile && serializeProfile(before.profile));
  const { captchaToken, ...fields } = input;
  await verifyToken(botCheckConfig(), captchaToken, remoteIp);

  // A plain replace (no If-Match) of the profile the caller was authorized for: one UPDATE, pinned
  // to the owner it had then, which is all the authorization looked at. No row (it was deleted, or
  // changed owner meanwhile): the locked path below decides.
  if (before.profile && !request.headers.has("if-match")) {
    const profile = await profiles.updateWhere({ id, athleteId: before.profile.athleteId }, fields);
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
