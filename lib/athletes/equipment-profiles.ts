// An athlete's equipment profiles. Deleting one keeps the journal entries that link it; their link
// becomes null.
import "server-only";
import type { z } from "zod";
import type { Trx } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { found } from "@/lib/errors";
import type { equipmentProfileInput, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import { iso } from "@/lib/schemas/common";
import {
  deleteEquipmentProfileRow,
  type EquipmentProfileRow,
  insertEquipmentProfile,
  selectEquipmentProfile,
  selectEquipmentProfilePage,
  updateEquipmentProfile,
} from "./equipment-profile-repository";

type Input = z.output<typeof equipmentProfileInput>;

export function serializeEquipmentProfile(p: EquipmentProfileRow): z.output<typeof equipmentProfileResponse> {
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
export function listEquipmentProfiles(athleteId: string, query: { limit: number; cursor?: string }) {
  return selectEquipmentProfilePage(athleteId, query);
}

const what = (athleteId: string, id: string) => `Equipment profile ${id} of athlete ${athleteId}`;

export async function findEquipmentProfile(athleteId: string, id: string): Promise<EquipmentProfileRow> {
  return found(await selectEquipmentProfile(athleteId, id), what(athleteId, id));
}

export function createEquipmentProfile(athleteId: string, input: Input): Promise<EquipmentProfileRow> {
  return insertEquipmentProfile(athleteId, input);
}

const profileAt = (athleteId: string, id: string) => ({
  what: what(athleteId, id),
  lock: { table: "EquipmentProfile" as const, id },
  load: (trx: Trx) => selectEquipmentProfile(athleteId, id, trx),
  represent: serializeEquipmentProfile,
});

export function replaceEquipmentProfile(ifMatch: string | null, athleteId: string, id: string, input: Input): Promise<EquipmentProfileRow> {
  return guardedWrite(ifMatch, { ...profileAt(athleteId, id), write: (trx) => updateEquipmentProfile(id, input, trx) });
}

export async function deleteEquipmentProfile(ifMatch: string | null, athleteId: string, id: string): Promise<void> {
  await guardedWrite(ifMatch, { ...profileAt(athleteId, id), write: (trx) => deleteEquipmentProfileRow(id, trx) });
}
