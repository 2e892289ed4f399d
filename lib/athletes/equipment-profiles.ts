// An athlete's equipment profiles. Deleting one keeps the journal entries that link it; their link
// becomes null.
import "server-only";
import type { z } from "zod";
import { db, type PrismaTx as Tx } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { found } from "@/lib/errors";
import type { EquipmentProfile, Prisma } from "@/lib/generated/prisma/client";
import { after, ascending, orderBy, page } from "@/lib/db/pagination";
import { type equipmentProfileInput, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import { iso } from "@/lib/schemas/common";

type Input = z.output<typeof equipmentProfileInput>;

export function serializeEquipmentProfile(p: EquipmentProfile): z.output<typeof equipmentProfileResponse> {
  return {
    id: p.id,
    athleteId: p.athleteId,
    name: p.name,
    rifle: p.rifle,
    ammunition: p.ammunition,
    sights: p.sights,
    clothing: p.clothing,
    accessories: p.accessories,
    notes: p.notes,
    createdUtc: iso(p.createdAt),
    updatedUtc: iso(p.updatedAt),
  };
}

/** By name. */
const byName = ascending<EquipmentProfile>({ field: "name", kind: "string", value: (p) => p.name });

export function listEquipmentProfiles(athleteId: string, query: { limit: number; cursor?: string }) {
  return page(byName, query, ({ after: values, take }) =>
    db.equipmentProfile.findMany({
      where: { AND: [{ athleteId }, after<Prisma.EquipmentProfileWhereInput>(byName, values)] },
      orderBy: orderBy<Prisma.EquipmentProfileOrderByWithRelationInput>(byName),
      take,
    }),
  );
}

const what = (athleteId: string, id: string) => `Equipment profile ${id} of athlete ${athleteId}`;

export async function findEquipmentProfile(athleteId: string, id: string): Promise<EquipmentProfile> {
  return found(await db.equipmentProfile.findFirst({ where: { id, athleteId } }), what(athleteId, id));
}

export function createEquipmentProfile(athleteId: string, input: Input): Promise<EquipmentProfile> {
  return db.equipmentProfile.create({ data: { ...input, athleteId } });
}

const profileAt = (athleteId: string, id: string) => ({
  what: what(athleteId, id),
  lock: { table: "EquipmentProfile" as const, id },
  load: (tx: Tx) => tx.equipmentProfile.findFirst({ where: { id, athleteId } }),
  represent: serializeEquipmentProfile,
});

export function replaceEquipmentProfile(request: Request, athleteId: string, id: string, input: Input): Promise<EquipmentProfile> {
  return prismaGuardedWrite(request.headers.get("if-match"), { ...profileAt(athleteId, id), write: (tx) => tx.equipmentProfile.update({ where: { id }, data: input }) });
}

export async function deleteEquipmentProfile(request: Request, athleteId: string, id: string): Promise<void> {
  await prismaGuardedWrite(request.headers.get("if-match"), { ...profileAt(athleteId, id), write: (tx) => tx.equipmentProfile.delete({ where: { id } }) });
}
