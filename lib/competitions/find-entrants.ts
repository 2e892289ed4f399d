// The athletes the host's competition admins may enter, found by name across every organization
// (API section 13: they enter athletes of any organization). Only the name and club are answered.
import "server-only";
import { authorize, type Principal } from "@/lib/auth/policy";
import type { Competition } from "./competition-repository";
import { athletesNamed } from "./competition-entry-repository";

export async function findEntrants(principal: Principal, competition: Competition, text: string) {
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  const found = await athletesNamed(text, 20);
  return found.map((a) => ({
    id: a.id,
    name: `${a.firstName} ${a.lastName}`,
    organizationId: a.organizationId,
    organizationName: a.organizationName,
  }));
}
