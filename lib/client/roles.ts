// What the pages show whom: read from the grants GET /api/session answers. The API decides; this
// only hides what would be refused.
import type { WhoAmI } from "@/lib/schemas/people";

type Who = WhoAmI | null | undefined;

export function holds(who: Who, role: WhoAmI["grants"][number]["role"]): boolean {
  return who?.grants.some((g) => g.role === role) ?? false;
}

/** The athlete themself (or an admin): may change their journal, images and profile. */
export function actsAsAthlete(who: Who, athleteId: string): boolean {
  return (who?.admin ?? false) || (who?.grants.some((g) => g.role === "athlete" && g.athleteId === athleteId) ?? false);
}
