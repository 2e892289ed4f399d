// Relays and squadding (API section 13): a competition's relays with their firing points, where each
// entry shoots, and the start list.
import { z } from "zod";
import { described, optionalDateTime, uuid, utcDateTime } from "./common";

/** A firing point's name as the range paints it: "1", "12A", "L3". */
const firingPointName = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(12, "must be at most 12 characters")
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u,
    "must be letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit",
  );

const MAX_FIRING_POINTS = 500;
const MAX_RELAY_NUMBER = 999;

const relayDescriptions = {
  number: `The relay's number in the competition, 1 to ${MAX_RELAY_NUMBER}; changing it moves its entries with it`,
  startsAt: "When the relay starts (ISO 8601); null while unknown",
  firingPoints: `The relay's firing points in order, 1 to ${MAX_FIRING_POINTS} distinct names (e.g. "1", "12A")`,
  resultsHeld: "Keep this relay's results off the public page until it ends (default false)",
} as const;

export const relayInput = z
  .object(
    described(
      {
        number: z.int().min(1).max(MAX_RELAY_NUMBER),
        startsAt: optionalDateTime,
        firingPoints: z.array(firingPointName).min(1, "must name at least one firing point").max(MAX_FIRING_POINTS),
        resultsHeld: z
          .boolean()
          .nullish()
          .transform((v) => v ?? false),
      },
      relayDescriptions,
    ),
  )
  .superRefine((relay, ctx) => {
    const seen = new Set<string>();
    relay.firingPoints.forEach((point, index) => {
      if (seen.has(point)) ctx.addIssue({ code: "custom", path: ["firingPoints", index], message: `names firing point ${point} twice` });
      seen.add(point);
    });
  });

export type RelayInput = z.output<typeof relayInput>;

export const relayResponse = z.object(
  described(
    {
      id: z.uuid(),
      competitionId: z.uuid(),
      number: z.int(),
      startsAt: utcDateTime.nullable(),
      firingPoints: z.array(z.string()),
      resultsHeld: z.boolean(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      id: "Identifier",
      competitionId: "The competition",
      ...relayDescriptions,
      createdUtc: "When it was created",
      updatedUtc: "When it was last changed",
    },
  ),
);

export const placementInput = z.object(
  described(
    { relayId: uuid.nullable(), firingPoint: firingPointName.nullable() },
    {
      relayId: "The relay to shoot on; null with firingPoint null takes the entry off every relay",
      firingPoint: "One of the relay's firing points; null with relayId null",
    },
  ),
);

export type PlacementInput = z.output<typeof placementInput>;

export const placementResponse = z.object(
  described(
    { entryId: z.uuid(), relayId: z.uuid().nullable(), relayNumber: z.int().nullable(), firingPoint: z.string().nullable() },
    {
      entryId: "The entry",
      relayId: "Its relay, or null while unplaced",
      relayNumber: "Its relay's number, or null",
      firingPoint: "Its firing point, or null",
    },
  ),
);

const placed = z.object(
  described(
    { entryId: z.uuid(), athleteId: z.uuid(), relayNumber: z.int(), firingPoint: z.string() },
    { entryId: "The entry", athleteId: "Its athlete", relayNumber: "The relay it now shoots on", firingPoint: "The firing point" },
  ),
);

const left = z.object(
  described(
    { entryId: z.uuid(), athleteId: z.uuid(), reason: z.enum(["no-relays", "relays-full"]), detail: z.string() },
    {
      entryId: "The entry",
      athleteId: "Its athlete",
      reason: "no-relays (the competition has none) or relays-full (every firing point is taken)",
      detail: "What to do about it, in words",
    },
  ),
);

export const squadResponse = z.object(
  described(
    { placements: z.array(placed), unplaced: z.array(left) },
    {
      placements: "The entries placed by this request, each on a free firing point",
      unplaced: "Entries left without a place, with why and what to do",
    },
  ),
);

const startListEntry = z.object(
  described(
    {
      entryId: z.uuid(),
      athleteId: z.uuid(),
      athleteName: z.string(),
      organizationName: z.string(),
      courseOfFire: z.string().nullable(),
      bib: z.string().nullable(),
      status: z.string(),
    },
    {
      entryId: "The entry",
      athleteId: "Its athlete",
      athleteName: "The athlete's first and family name",
      organizationName: "The athlete's club",
      courseOfFire: "The course of fire's name, or null",
      bib: "The bib (Startnummer), or null",
      status: "entered, dns, dnf or dsq",
    },
  ),
);

const startListPoint = z.object(
  described(
    { firingPoint: z.string(), entry: startListEntry.nullable() },
    { firingPoint: "The firing point", entry: "Who shoots there, or null while it is free" },
  ),
);

const startListRelay = z.object(
  described(
    { id: z.uuid(), number: z.int(), startsAt: utcDateTime.nullable(), resultsHeld: z.boolean(), points: z.array(startListPoint) },
    {
      id: "The relay",
      number: "Its number",
      startsAt: "When it starts, or null",
      resultsHeld: "Whether its results are held back",
      points: "Its firing points in order",
    },
  ),
);

export const startListResponse = z.object(
  described(
    {
      competitionId: z.uuid(),
      competitionName: z.string(),
      relays: z.array(startListRelay),
      unplaced: z.array(startListEntry),
    },
    {
      competitionId: "The competition",
      competitionName: "Its name",
      relays: "Every relay by number, each firing point in order with who shoots there (an athlete sees only their own entries)",
      unplaced: "Entries still without a relay and firing point",
    },
  ),
);

export const startListQuery = z.object({
  format: z.enum(["json", "csv", "pdf"]).default("json").meta({ description: "json (default), csv or pdf" }),
});
