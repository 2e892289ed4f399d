import { requirePerson } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { changeReminderSettings, readReminderSettings } from "@/lib/planning/reminder-settings";
import { reminderSettings } from "@/lib/schemas/planning";

/** The e-mail reminders the signed-in person gets. */
export const GET = route({}, async ({ principal }) =>
  resource(await readReminderSettings(requirePerson(principal, "choose your reminders"))),
);

export const PUT = route({}, async ({ request, principal }) => {
  const personId = requirePerson(principal, "choose your reminders");
  return resource(await changeReminderSettings(personId, await readJson(request, reminderSettings)));
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
