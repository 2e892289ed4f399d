// Which reminders a person gets by e-mail; each is off until they switch it on.
import "server-only";
import type { z } from "zod";
import type { reminderSettings } from "@/lib/schemas/planning";
import { selectReminderSettings, updateReminderSettings } from "./planning-repository";

type Settings = z.output<typeof reminderSettings>;

export function readReminderSettings(personId: string): Promise<Settings> {
  return selectReminderSettings(personId);
}

export function changeReminderSettings(personId: string, settings: Settings): Promise<Settings> {
  return updateReminderSettings(personId, settings);
}
