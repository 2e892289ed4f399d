import { requestOrigin } from "@/lib/http/origin";
import { requirePerson } from "@/lib/auth/policy";
import { notAllowed, route } from "@/lib/http/handler";
import { exportPersonData } from "@/lib/people/account-data";

/** All of one's data as a JSON file to keep. */
export const GET = route({}, async ({ request, principal }) => {
  const data = await exportPersonData(requirePerson(principal, "export your data"), requestOrigin(request));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="rangebook-${day}.json"`,
      "cache-control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
