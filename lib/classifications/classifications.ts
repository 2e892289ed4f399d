import "server-only";
import { found } from "@/lib/errors";
import { page } from "@/lib/db/pagination";
import {
  classificationInCompetition,
  classificationsAfter,
  type ClassificationWithRules,
  inDisplayOrder,
  withItsRules,
  withRules,
} from "./classification-repository";

export async function findClassification(competitionId: string, classificationId: string): Promise<ClassificationWithRules> {
  const classification = await classificationInCompetition(competitionId, classificationId);
  return withItsRules(found(classification, `Classification ${classificationId} of competition ${competitionId}`));
}

/** In display order. */
export function listClassifications(competitionId: string, query: { limit: number; cursor?: string }) {
  return page(inDisplayOrder, query, async (window) => withRules(await classificationsAfter(competitionId, window)));
}
