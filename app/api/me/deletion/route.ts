import { requirePerson } from "@/lib/auth/policy";
import { notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { deletionSummary } from "@/lib/people/account-data";

/** What deleting one's account would remove and what stays, for the page to say before confirming. */
export const GET = route({}, async ({ principal }) => plain(await deletionSummary(requirePerson(principal, "delete an account"))));

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
