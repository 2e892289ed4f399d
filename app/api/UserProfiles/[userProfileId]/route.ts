import { authorize } from "@/lib/auth/policy";
import { found } from "@/lib/find";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { authorizeProfile, findProfile, serializeProfile, upsertProfile } from "@/lib/profiles/upsert-profile";
import { userProfileInput } from "@/lib/schemas/user-profiles";

export const GET = route({ userProfileId: idParam }, async ({ params, principal }) => {
  const profile = found(await findProfile(params.userProfileId), `User profile ${params.userProfileId}`);
  authorize(principal, "athlete-private:read", { athleteId: profile.athleteId });
  return resource(serializeProfile(profile));
});

/** Operation 3: create (201) or replace (200), after the bot check passes. */
export const PUT = route({ userProfileId: idParam }, async ({ request, params, principal }) => {
  const before = await findProfile(params.userProfileId);
  authorizeProfile(principal, before);
  const input = await readJson(request, userProfileInput);
  const remoteIp = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
  const { profile, created } = await upsertProfile(request, principal, { id: params.userProfileId, profile: before }, input, remoteIp);
  const location = `/api/UserProfiles/${profile.id}`;
  return resource(serializeProfile(profile), created ? { status: 201, location } : {});
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
