// The Classifications operations: a competition's classifications, their rules, placements and assignment.
import { previewQuery } from "@/lib/schemas/classifications";
import { listQuery } from "@/lib/schemas/common";
import { inputs, schemas } from "./components";
import { type Operation, answer, competition, gone, made, many, ok } from "./operation";

export const classificationOperations: Operation[] = [
  {
    method: "post",
    path: `${competition}/classifications`,
    operationId: "createClassification",
    tag: "Classifications",
    summary: "Create a classification with a server-chosen id",
    body: inputs.ClassificationInput,
    success: made(schemas.Classification),
  },
  {
    method: "get",
    path: `${competition}/classifications`,
    operationId: "listClassifications",
    tag: "Classifications",
    summary: "List classifications in display order",
    query: listQuery,
    success: many(schemas.Classification),
  },
  {
    method: "get",
    path: `${competition}/classifications/{classificationId}`,
    operationId: "getClassification",
    tag: "Classifications",
    summary: "Read a classification with its rules",
    success: ok(schemas.Classification),
  },
  {
    method: "put",
    path: `${competition}/classifications/{classificationId}`,
    operationId: "replaceClassification",
    tag: "Classifications",
    summary: "Create or replace a classification and its whole rule list (operation 6)",
    description:
      "201 when the id is new, 200 when it replaces. Rules with a known id are updated, without one created, left out deleted; all in one transaction, then the competition is reassigned. A rule id of another classification is 409.",
    body: inputs.ClassificationInput,
    success: ok(schemas.Classification),
    upsert: true,
    conflict: true,
  },
  {
    method: "delete",
    path: `${competition}/classifications/{classificationId}`,
    operationId: "deleteClassification",
    tag: "Classifications",
    summary: "Delete a classification; the rest are reassigned",
    success: gone,
  },
  {
    method: "post",
    path: `${competition}/classifications/assign`,
    operationId: "assignClassifications",
    tag: "Classifications",
    summary: "Run auto-assignment",
    description: "Counts per classification, and those below minParticipants.",
    success: answer(schemas.AssignmentResult),
  },
  {
    method: "post",
    path: `${competition}/classifications/preview`,
    operationId: "previewClassification",
    tag: "Classifications",
    summary: "Which entries an unsaved classification would qualify, and why, and what saving it would move",
    description:
      "Writes nothing. With classificationId, `changes` compares with that saved classification (else the submitted one is new): who would join and leave each classification of the competition, pins and kept-out entries respected. Facts computed from an athlete's private journal (averageScorePercent) are evaluated but shown as null, and listed in hiddenFacts, to callers who may not read that journal.",
    query: previewQuery,
    body: inputs.ClassificationInput,
    success: answer(schemas.ClassificationPreview),
  },
  {
    method: "post",
    path: `${competition}/classifications/preview-order`,
    operationId: "previewClassificationOrder",
    tag: "Classifications",
    summary: "What putting the classifications in a new order would move, before it is saved",
    description:
      "Writes nothing. The body lists every classification of the competition once, in the new order; the answer says who would join and leave each classification once their display orders are 10, 20, 30, ... in that order. An id of another competition, a repeat or a missing one is 422.",
    body: inputs.ClassificationOrderInput,
    success: answer(schemas.ClassificationOrderPreview),
  },
  {
    method: "get",
    path: `${competition}/classifications/entrants`,
    operationId: "listClassificationEntrants",
    tag: "Classifications",
    summary: "Who is in each classification, pinned or placed by its rules, and who is kept out",
    description:
      "Each classification's entrants with the facts its rules read (ruleFields), entries kept out of it, and the entries in no classification. Journal facts are hidden as in the preview.",
    success: answer(schemas.Entrants),
  },
  {
    method: "put",
    path: `${competition}/classifications/{classificationId}/placements/{entryId}`,
    operationId: "placeEntrant",
    tag: "Classifications",
    summary: "Pin a competition entry to a classification, or keep it out",
    description:
      "pinned: the entry is placed in this classification whatever its rules say, active or not, and in no other of its type; it takes its seat before the rules fill the rest. keptOut: the rules never place it here, so it goes to the next classification it qualifies for. The competition is reassigned in the same transaction; the answer is that assignment.",
    body: inputs.PlacementInput,
    success: answer(schemas.AssignmentResult),
  },
  {
    method: "delete",
    path: `${competition}/classifications/{classificationId}/placements/{entryId}`,
    operationId: "releaseEntrant",
    tag: "Classifications",
    summary: "Let the rules decide again for a pinned or kept-out entry",
    description: "Removes the pin or the keeping out (nothing to remove is not an error); the competition is reassigned at once.",
    success: answer(schemas.AssignmentResult),
  },
];
