import { requirePerson } from "@/lib/auth/policy";
import { forbidden } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { list, plain } from "@/lib/http/respond";
import { createPersonalKey, listPersonalKeys } from "@/lib/people/personal-keys";
import { personalKeyInput } from "@/lib/schemas/people";

/** The signed-in person's own API keys, newest first. */
export const GET = route({}, async ({ principal }) =>
  list(await listPersonalKeys(requirePerson(principal, "have keys of your own")), null),
);

/**
 * A new key of one's own; the key itself is in this answer only. Only a person signed in makes one:
 * a key that could make keys would let whoever holds it outlast its revocation.
 */
export const POST = route({}, async ({ request, principal }) => {
  const personId = requirePerson(principal, "make keys of your own");
  if (principal.keyId !== null) {
    throw forbidden("An API key cannot make API keys. Sign in with your password, a passkey or your club's sign-in to make one.");
  }
  const { name } = await readJson(request, personalKeyInput);
  const response = plain(await createPersonalKey(personId, name), 201);
  response.headers.set("cache-control", "no-store");
  return response;
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
