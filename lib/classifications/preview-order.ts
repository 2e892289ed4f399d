import "server-only";
import type { z } from "zod";
import { invalid } from "@/lib/errors";
import type { orderPreviewResponse } from "@/lib/schemas/classifications";
import { competitionFacts, entryFacts } from "./assign";
import { classificationsOf, placementsOf } from "./classification-repository";
import { assign } from "./evaluate";
import { changesBetween } from "./preview-classification";

/**
 * What putting the competition's classifications in `order` would move, before the reorder is
 * saved: display orders renumbered 10, 20, 30, ... as the pages save them. Writes nothing.
 */
export async function previewOrder(competitionId: string, order: string[]): Promise<z.output<typeof orderPreviewResponse>> {
  const classifications = await classificationsOf(competitionId);
  const known = new Set(classifications.map((c) => c.id));
  const errors: Record<string, string> = {};
  order.forEach((id, index) => {
    if (!known.has(id)) errors[`/order/${index}`] = "is not a classification of this competition";
    else if (order.indexOf(id) !== index) errors[`/order/${index}`] = `repeats order/${order.indexOf(id)}`;
  });
  const missing = classifications.filter((c) => !order.includes(c.id)).map((c) => c.name);
  if (missing.length > 0) errors["/order"] = `must list every classification once; missing: ${missing.join(", ")}`;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const entries = await entryFacts(competitionId, await competitionFacts(competitionId), true);
  const placements = await placementsOf(competitionId);
  const position = new Map(order.map((id, index) => [id, (index + 1) * 10]));
  const proposed = classifications
    .map((c) => ({ ...c, displayOrder: position.get(c.id) ?? c.displayOrder }))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const before = assign(classifications, entries, placements);
  const after = assign(proposed, entries, placements);
  return { competitionId, changes: changesBetween(proposed, before, after, entries) };
}
