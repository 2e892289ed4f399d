import { requirePerson } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { list, plain } from "@/lib/http/respond";
import { createPersonalKey, listPersonalKeys } from "@/lib/people/personal-keys";
import { personalKeyInput } from "@/lib/schemas/people";

/** The signed-in person's own API keys, newest first. */
export const GET = route({}, async ({ principal }) =>
  list(await listPersonalKeys(requirePerson(principal, "have keys of your own")), null),
);

/** A new key of one's own; the key itself is in this answer only. */
export const POST = route({}, async ({ request, principal }) => {
  const personId = requirePerson(principal, "make keys of your own");
  const { name } = await readJson(request, personalKeyInput);
  const response = plain(await createPersonalKey(personId, name), 201);
  response.headers.set("cache-control", "no-store");
  return response;
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
