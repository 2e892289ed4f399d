import { idParam, notAllowed, route } from "@/lib/http/handler";
import { clientAddress } from "@/lib/http/client-address";
import { readJson } from "@/lib/http/body";
import { ifMatchOf, resource } from "@/lib/http/respond";
import { upsertProfile } from "@/lib/profiles/upsert-profile";
import { readProfile, serializeProfile } from "@/lib/profiles/user-profiles";
import { userProfileInput } from "@/lib/schemas/user-profiles";

export const GET = route({ userProfileId: idParam }, async ({ params, principal }) => {
  return resource(serializeProfile(await readProfile(principal, params.userProfileId)));
});

/** Operation 3: create (201) or replace (200), after the bot check passes. */
export const PUT = route({ userProfileId: idParam }, async ({ request, params, principal }) => {
  const { profile, created } = await upsertProfile(principal, params.userProfileId, {
    ifMatch: ifMatchOf(request),
    readInput: () => readJson(request, userProfileInput),
    remoteIp: clientAddress(request),
  });
  const location = `/api/UserProfiles/${profile.id}`;
  return resource(serializeProfile(profile), created ? { status: 201, location } : {});
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
