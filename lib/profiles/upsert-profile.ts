import "server-only";
import type { z } from "zod";
import { ownAthleteId, type Principal } from "@/lib/auth/policy";
import { botCheckConfig } from "@/lib/bot-check/config";
import { verifyToken } from "@/lib/bot-check/verify-token";
import { transaction } from "@/lib/db/client";
import { conflict, withPriorCheck } from "@/lib/errors";
import { checkIfMatch } from "@/lib/preconditions";
import type { userProfileInput } from "@/lib/schemas/user-profiles";
import {
  insertUserProfile,
  selectUserProfile,
  selectUserProfileForWrite,
  updateUserProfile,
  updateUserProfileOwnedBy,
  userProfileIdOf,
  type UserProfileRow,
} from "./user-profile-repository";
import { authorizeProfile, serializeProfile } from "./user-profiles";

type Write = {
  /** The If-Match header's text, null when absent. */
  ifMatch: string | null;
  /** Reads the body; called only once the principal may write some profile, so a 403 comes before the body's errors. */
  readInput: () => Promise<z.output<typeof userProfileInput>>;
  /** The client's address, for the bot check. */
  remoteIp: string | null;
};

/**
 * Operation 3 (a hot path): create or replace. Errors come in this order: 403 for a profile the
 * principal may not write, then the body (415, 400, 422), If-Match (412), and the bot check last.
 * Without If-Match the row is read only when the body or the token is refused (so its 403 still
 * wins): one UPDATE pinned to the owner this principal may write does the common replace, and
 * anything else (a new profile, someone else's) is decided by the locked transaction.
 */
export async function upsertProfile(
  principal: Principal,
  id: string,
  { ifMatch, readInput, remoteIp }: Write,
): Promise<{ profile: UserProfileRow; created: boolean }> {
  // A principal that may write no profile at all (staff, competition admins) is refused whatever
  // exists; one that passes may write the profiles its own athlete owns (none: ownerless ones).
  authorizeProfile(principal, null);
  const owner = ownAthleteId(principal);
  const readAndAuthorize = async () => {
    const row = await selectUserProfile(id);
    authorizeProfile(principal, row);
    return row;
  };
  const compared = ifMatch !== null;
  const before = compared ? await readAndAuthorize() : undefined;
  const prior = compared ? async () => {} : readAndAuthorize;
  const { captchaToken, ...fields } = await withPriorCheck(readInput(), prior);
  if (compared) checkIfMatch(ifMatch, before ? serializeProfile(before) : null);
  await withPriorCheck(verifyToken(botCheckConfig(), captchaToken, remoteIp), prior);

  if (!compared) {
    const updated = await updateUserProfileOwnedBy(id, owner, fields);
    if (updated) return { profile: updated, created: false };
  }

  return transaction(async (trx) => {
    const current = await selectUserProfileForWrite(trx, id);
    authorizeProfile(principal, current);
    checkIfMatch(ifMatch, current ? serializeProfile(current) : null);
    if (current) return { profile: await updateUserProfile(id, fields, trx), created: false };
    if (owner) {
      const other = await userProfileIdOf(owner, trx);
      if (other) throw conflict(`This athlete already has user profile ${other}; update that one.`);
    }
    return { profile: await insertUserProfile(id, owner, fields, trx), created: true };
  });
}
