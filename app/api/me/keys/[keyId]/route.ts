import { requirePerson } from "@/lib/auth/policy";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent } from "@/lib/http/respond";
import { revokePersonalKey } from "@/lib/people/personal-keys";

/** Revokes one of one's own keys; its next request is a 401. */
export const DELETE = route({ keyId: idParam }, async ({ params, principal }) => {
  await revokePersonalKey(requirePerson(principal, "revoke keys of your own"), params.keyId);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = notAllowed("DELETE");
