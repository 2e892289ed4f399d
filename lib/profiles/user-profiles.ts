import "server-only";
import type { z } from "zod";
import type { Principal } from "@/lib/auth/policy";
import { authorize, ownAthleteId } from "@/lib/auth/policy";
import { found } from "@/lib/errors";
import { iso } from "@/lib/schemas/common";
import type { userProfileResponse } from "@/lib/schemas/user-profiles";
import { selectUserProfile, type UserProfileRow } from "./user-profile-repository";

export function serializeProfile(p: UserProfileRow): z.output<typeof userProfileResponse> {
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

/**
 * Who may write a profile: an admin any; an athlete only their own, and a new profile becomes
 * theirs. A profile owned by nobody (created by an admin) stays admin-only.
 */
export function authorizeProfile(principal: Principal, existing: UserProfileRow | null | undefined): void {
  authorize(principal, "athlete-private:write", { athleteId: existing ? existing.athleteId : ownAthleteId(principal) });
}

export async function readProfile(principal: Principal, id: string): Promise<UserProfileRow> {
  const profile = found(await selectUserProfile(id), `User profile ${id}`);
  authorize(principal, "athlete-private:read", { athleteId: profile.athleteId });
  return profile;
}
