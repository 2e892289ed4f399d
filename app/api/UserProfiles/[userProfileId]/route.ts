import { authorize } from "@/lib/auth/policy";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { findProfile, serializeProfile, upsertProfile } from "@/lib/profiles/upsert-profile";

export const GET = route({ userProfileId: idParam }, async ({ params, principal }) => {
  const profile = found(await findProfile(params.userProfileId), `User profile ${params.userProfileId}`);
  authorize(principal, "athlete-private:read", { athleteId: profile.athleteId });
  return resource(serializeProfile(profile));
});

/** Operation 3: create (201) or replace (200), after the bot check passes. */
export const PUT = route({ userProfileId: idParam }, async ({ request, params, principal }) => {
  const remoteIp = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
  const { profile, created } = await upsertProfile(request, principal, params.userProfileId, remoteIp);
  const location = `/api/UserProfiles/${profile.id}`;
  return resource(serializeProfile(profile), created ? { status: 201, location } : {});
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
