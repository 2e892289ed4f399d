import { z } from "zod";
import { classificationTypeCodes, Operator, operatorCodes, ruleTypeCodes } from "@/lib/codes";
import { isListOperator, isRuleFieldName, operatorsFor, parseOperand, ruleFields, splitList } from "@/lib/classifications/rule-fields";
import { code, described, freeText, name, optionalInt, optionalUuid, shortText, utcDateTime } from "./common";

const RULE_VALUE_MAX = 2000;

const ruleDescriptions = {
  id: "A rule id of this classification updates that rule; leave it out (or give an unused one) to create a rule; one of another classification is 409",
  ruleType: "0 require (the entry must match), 1 exclude (a match keeps the entry out)",
  fieldName:
    "The fact tested: age, gender, country, organizationId, discipline, courseOfFireCode, entryScore or averageScorePercent (GET /api/codes lists them with the operators that fit). averageScorePercent, the mean score percentage of the journal's 365 days before the competition, is read only for athletes of the host organization; for any other it is unknown and matches no rule",
  operator: "How the fact is compared; it must fit the field",
  value: "The value compared with, written as the field's kind requires; for in and not in a comma list",
  secondaryValue: "The upper bound of between (inclusive); not less than value",
  priority: "Active rules are evaluated in priority order, then in list order",
  description: "What the rule is for, in words",
  isActive: "Inactive rules are kept but not evaluated",
} as const;

const classificationRuleInput = z
  .object(
    described(
      {
        id: optionalUuid,
        ruleType: code(ruleTypeCodes, "ruleType"),
        fieldName: z.string().max(100),
        operator: code(operatorCodes, "operator"),
        value: z.string().max(RULE_VALUE_MAX),
        secondaryValue: z
          .string()
          .max(RULE_VALUE_MAX)
          .nullish()
          .transform((v) => v ?? null),
        priority: z.int().min(-1_000_000).max(1_000_000).default(0),
        description: shortText,
        isActive: z.boolean().default(true),
      },
      ruleDescriptions,
    ),
  )
  .superRefine((rule, ctx) => {
    if (!isRuleFieldName(rule.fieldName)) {
      const known = Object.keys(ruleFields).join(", ");
      ctx.addIssue({ code: "custom", path: ["fieldName"], message: `unknown field "${rule.fieldName}"; use one of ${known}` });
      return;
    }
    const field = ruleFields[rule.fieldName];
    if (!operatorsFor(field.kind).includes(rule.operator as never)) {
      const label = operatorCodes.get(rule.operator) ?? String(rule.operator);
      ctx.addIssue({
        code: "custom",
        path: ["operator"],
        message: `operator ${rule.operator} (${label}) does not apply to ${rule.fieldName}`,
      });
      return;
    }
    const values = isListOperator(rule.operator) ? splitList(rule.value) : [rule.value];
    if (values.length === 0) ctx.addIssue({ code: "custom", path: ["value"], message: "must list at least one value" });
    for (const value of values) {
      const parsed = parseOperand(field, value);
      if ("error" in parsed) ctx.addIssue({ code: "custom", path: ["value"], message: parsed.error });
    }
    if (rule.operator === Operator.between) {
      const low = parseOperand(field, rule.value);
      const high = parseOperand(field, rule.secondaryValue ?? "");
      if ("error" in high) {
        ctx.addIssue({ code: "custom", path: ["secondaryValue"], message: `${high.error} (between needs an upper bound)` });
      } else if ("value" in low && low.value > high.value) {
        ctx.addIssue({ code: "custom", path: ["secondaryValue"], message: "must not be less than value" });
      }
    }
  });

const classificationDescriptions = {
  name: "Name, e.g. Junior, Women, Expert",
  description: "What the classification is",
  type: "An entry gets at most one classification of each type",
  displayOrder: "Order on the page and in assignment: the first qualifying classification of a type in display order takes the entry",
  isActive: "Inactive classifications assign nobody",
  isAutoAssigned: "Whether assignment fills it from its rules",
  maxParticipants: "At most this many entries; further qualifying entries go to the next classification of the type",
  minParticipants: "Fewer entries than this is reported (belowMinimum); at most maxParticipants",
  eligibilityRequirements: "Who is eligible, in words, for people",
  rules: "The whole rule list (at most 100): an entry qualifies when every active require rule matches and no active exclude rule does",
} as const;

export const classificationInput = z
  .object(
    described(
      {
        name,
        description: freeText,
        type: code(classificationTypeCodes, "classification type"),
        displayOrder: z.int().min(-1_000_000).max(1_000_000).default(0),
        isActive: z.boolean().default(true),
        isAutoAssigned: z.boolean().default(true),
        maxParticipants: optionalInt(1, 1_000_000),
        minParticipants: optionalInt(0, 1_000_000),
        eligibilityRequirements: freeText,
        rules: z.array(classificationRuleInput).max(100).default([]),
      },
      classificationDescriptions,
    ),
  )
  .superRefine((c, ctx) => {
    if (c.minParticipants !== null && c.maxParticipants !== null && c.minParticipants > c.maxParticipants) {
      ctx.addIssue({ code: "custom", path: ["minParticipants"], message: `must not exceed the most participants (${c.maxParticipants})` });
    }
    const seen = new Map<string, number>();
    c.rules.forEach((rule, index) => {
      if (rule.id === null) return;
      const first = seen.get(rule.id);
      if (first !== undefined) {
        ctx.addIssue({ code: "custom", path: ["rules", index, "id"], message: `repeats the id of rules/${first}` });
      } else {
        seen.set(rule.id, index);
      }
    });
  });

export type ClassificationInput = z.output<typeof classificationInput>;

const classificationRuleResponse = z.object(
  described(
    {
      id: z.uuid(),
      classificationId: z.uuid(),
      ruleType: z.int(),
      fieldName: z.string(),
      operator: z.int(),
      value: z.string(),
      secondaryValue: z.string().nullable(),
      priority: z.int(),
      description: z.string().nullable(),
      isActive: z.boolean(),
    },
    { ...ruleDescriptions, id: "Identifier of the rule", classificationId: "The classification the rule belongs to" },
  ),
);

export const classificationResponse = z.object(
  described(
    {
      id: z.uuid(),
      competitionId: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      type: z.int(),
      displayOrder: z.int(),
      isActive: z.boolean(),
      isAutoAssigned: z.boolean(),
      maxParticipants: z.int().nullable(),
      minParticipants: z.int().nullable(),
      eligibilityRequirements: z.string().nullable(),
      currentParticipantCount: z.int(),
      rules: z.array(classificationRuleResponse),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      ...classificationDescriptions,
      id: "Identifier of the classification (the client may choose it with PUT)",
      competitionId: "The competition",
      currentParticipantCount: "Entries assigned to this classification",
      rules: "The rules in list order",
      createdUtc: "When it was created",
      updatedUtc: "When it was last changed",
    },
  ),
);

export const assignmentResponse = z.object(
  described(
    {
      competitionId: z.uuid(),
      entries: z.int(),
      assignedEntries: z.int(),
      unassignedEntries: z.int(),
      classifications: z.array(
        z.object(
          described(
            {
              classificationId: z.uuid(),
              name: z.string(),
              type: z.int(),
              displayOrder: z.int(),
              isActive: z.boolean(),
              isAutoAssigned: z.boolean(),
              assigned: z.int(),
              minParticipants: z.int().nullable(),
              maxParticipants: z.int().nullable(),
              belowMinimum: z.boolean(),
              full: z.boolean(),
            },
            {
              classificationId: "The classification",
              name: "Its name",
              type: classificationDescriptions.type,
              displayOrder: classificationDescriptions.displayOrder,
              isActive: classificationDescriptions.isActive,
              isAutoAssigned: classificationDescriptions.isAutoAssigned,
              assigned: "Entries it now holds",
              minParticipants: classificationDescriptions.minParticipants,
              maxParticipants: classificationDescriptions.maxParticipants,
              belowMinimum: "Fewer entries than minParticipants",
              full: "maxParticipants reached",
            },
          ),
        ),
      ),
      belowMinimum: z.array(z.uuid()),
    },
    {
      competitionId: "The competition",
      entries: "Its entries",
      assignedEntries: "Entries with at least one classification",
      unassignedEntries: "Entries with none",
      classifications: "Each classification in display order with its count",
      belowMinimum: "Classifications with fewer entries than their minParticipants",
    },
  ),
);

const fact = z.union([z.number(), z.string()]).nullable();
/** An entry with the facts the rules read, as the preview and the entrants list give it. */
const entrantShape = {
  entryId: z.uuid(),
  athleteId: z.uuid(),
  athleteName: z.string(),
  facts: z.record(z.string(), fact),
  hiddenFacts: z.array(z.string()),
};
const entrantDescriptions = {
  entryId: "The competition entry",
  athleteId: "Its athlete",
  athleteName: "Their name",
  facts: "The value of every rule field for this entry; null where unknown or hidden",
  hiddenFacts:
    "Facts computed from the athlete's private journal (averageScorePercent) that this caller may not read: they are null here, yet the rules are evaluated with their real values",
};
const personShape = { entryId: z.uuid(), athleteId: z.uuid(), athleteName: z.string() };
const personDescriptions = { entryId: "The competition entry", athleteId: "Its athlete", athleteName: "Their name" };
const person = z.object(described(personShape, personDescriptions));
/** Who placed an entry by hand, and when. */
const handShape = { placedBy: z.string().nullable(), placedUtc: utcDateTime.nullable() };
const handDescriptions = {
  placedBy: "The name of the person who pinned or kept out the entry; null when placed by the rules, or by an operator's API key",
  placedUtc: "When it was pinned or kept out; null when placed by the rules",
};
const keptOutPerson = z.object(described({ ...personShape, ...handShape }, { ...personDescriptions, ...handDescriptions }));
/** An earlier classification of the same type that takes entries this one's rules match. */
const shadowedBy = z.array(
  z.object(
    described(
      { classificationId: z.uuid(), name: z.string(), entries: z.int() },
      {
        classificationId: "The earlier classification of the same type",
        name: "Its name",
        entries: "Entries this one's rules match that it holds instead",
      },
    ),
  ),
);
const shadowedByDescription =
  "Earlier classifications (by displayOrder) of the same type that hold entries this one's rules match: an entry gets only the first of each type. When they hold every matching entry, this one takes no one";

export const previewQuery = z.object({
  classificationId: z.uuid().optional().meta({
    description: "The saved classification the submitted one would replace, so that `changes` compares with it; left out for a new one",
  }),
});

export const placementInput = z.object(
  described(
    { placement: z.enum(["pinned", "keptOut"]) },
    {
      placement:
        "pinned: the entry is placed in this classification whatever its rules say (and in no other of its type); keptOut: the rules never place it here",
    },
  ),
);

/** One change made by hand to a classification: what, to whom, by whom and when. */
const handChange = z.object(
  described(
    {
      entryId: z.uuid(),
      athleteName: z.string(),
      change: z.enum(["pinned", "keptOut", "unpinned", "readmitted"]),
      changedBy: z.string().nullable(),
      changedUtc: utcDateTime,
    },
    {
      entryId: "The competition entry",
      athleteName: "The entry's athlete",
      change: "pinned, keptOut, unpinned (a pin released) or readmitted (a keep-out released)",
      changedBy: "The name of the person who made it; null for an operator's API key, or a person since deleted",
      changedUtc: "When",
    },
  ),
);

export const entrantsResponse = z.object(
  described(
    {
      competitionId: z.uuid(),
      classifications: z.array(
        z.object(
          described(
            {
              classificationId: z.uuid(),
              name: z.string(),
              type: z.int(),
              ruleFields: z.array(z.string()),
              entrants: z.array(
                z.object(
                  described(
                    { ...entrantShape, placement: z.enum(["rules", "pinned"]), ...handShape },
                    {
                      ...entrantDescriptions,
                      placement: "rules: the rules placed it; pinned: a competition admin placed it by hand",
                      ...handDescriptions,
                    },
                  ),
                ),
              ),
              keptOut: z.array(keptOutPerson),
              matching: z.int(),
              shadowedBy,
              changes: z.array(handChange),
            },
            {
              classificationId: "The classification",
              name: "Its name",
              type: "Its type (code table classificationType)",
              ruleFields: "The fields its active rules read: the facts that placed its entrants",
              entrants: "Its entrants, in the order they entered the competition",
              keptOut: "Entries a competition admin keeps out of it",
              matching: "Entries its rules qualify, less those kept out (0 when it is inactive or not auto-assigned)",
              shadowedBy: shadowedByDescription,
              changes: "Its latest changes by hand (at most 20), newest first: pins, keep-outs and their release",
            },
          ),
        ),
      ),
      unplaced: z.array(person),
    },
    {
      competitionId: "The competition",
      classifications: "Each classification in display order",
      unplaced: "Entries in no classification",
    },
  ),
);
const changes = z.array(
  z.object(
    described(
      {
        classificationId: z.string(),
        name: z.string(),
        joining: z.array(person),
        leaving: z.array(person),
      },
      {
        classificationId: "The classification (the one being edited, or `new` for one not yet saved)",
        name: "Its name (the edited one's name as typed)",
        joining: "Entries that saving would place in it",
        leaving: "Entries that saving would take out of it",
      },
    ),
  ),
);

export const orderInput = z.object(
  described(
    { order: z.array(z.uuid()).min(1).max(1000) },
    { order: "Every classification of the competition, once each, in the new display order" },
  ),
);

export const orderPreviewResponse = z.object(
  described(
    { competitionId: z.uuid(), changes },
    {
      competitionId: "The competition",
      changes:
        "What saving the order (display orders 10, 20, 30, ...) would change in the assignment: who joins and leaves each classification, pins and kept-out entries respected; empty when nothing moves",
    },
  ),
);

export const previewResponse = z.object(
  described(
    {
      competitionId: z.uuid(),
      entries: z.int(),
      qualifying: z.int(),
      note: z.string(),
      assigned: z.int(),
      shadowedBy,
      changes,
      results: z.array(
        z.object(
          described(
            {
              ...entrantShape,
              qualifies: z.boolean(),
              rules: z.array(
                z.object(
                  described(
                    {
                      index: z.int(),
                      ruleId: z.uuid().nullable(),
                      ruleType: z.int(),
                      fieldName: z.string(),
                      operator: z.int(),
                      fact,
                      factHidden: z.boolean(),
                      matched: z.boolean(),
                      passed: z.boolean(),
                    },
                    {
                      index: "Position of the rule in the submitted list",
                      ruleId: "The rule's id, if it has one",
                      ruleType: ruleDescriptions.ruleType,
                      fieldName: ruleDescriptions.fieldName,
                      operator: ruleDescriptions.operator,
                      fact: "The entry's value of the field; null where unknown or hidden",
                      factHidden: "The fact is hidden from this caller (see hiddenFacts)",
                      matched: "Whether the fact matched the rule",
                      passed: "Whether the rule lets the entry through: a require rule that matched, an exclude rule that did not",
                    },
                  ),
                ),
              ),
            },
            {
              ...entrantDescriptions,
              qualifies: "Whether the entry would qualify",
              rules: "Each active rule in the order it is evaluated",
            },
          ),
        ),
      ),
    },
    {
      competitionId: "The competition",
      entries: "Its entries",
      qualifying: "Entries that would qualify",
      note: "How qualifying differs from being assigned",
      assigned: "Entries this classification would hold once saved",
      shadowedBy: shadowedByDescription,
      changes:
        "What saving would change in the whole competition's assignment (this classification and any other an entry moves to or from), pins and kept-out entries respected; empty when nothing moves",
      results: "Every entry in the order they were entered",
    },
  ),
);
