// The Athletes operations.
import { athleteListQuery } from "@/lib/schemas/organizations";
import { inputs, schemas } from "./components";
import { type Operation, athlete, made, many, ok } from "./operation";

export const athleteOperations: Operation[] = [
  {
    method: "post",
    path: "/api/athletes",
    operationId: "createAthlete",
    tag: "Athletes",
    summary: "Create an athlete (admin)",
    body: inputs.AthleteInput,
    success: made(schemas.Athlete),
  },
  {
    method: "get",
    path: "/api/athletes",
    operationId: "listAthletes",
    tag: "Athletes",
    summary: "List athletes by name; ?organizationId= narrows",
    query: athleteListQuery,
    success: many(schemas.Athlete),
  },
  { method: "get", path: athlete, operationId: "getAthlete", tag: "Athletes", summary: "Read an athlete", success: ok(schemas.Athlete) },
  {
    method: "put",
    path: athlete,
    operationId: "replaceAthlete",
    tag: "Athletes",
    summary: "Replace an athlete (admin, the organization's staff, or the athlete)",
    description:
      "Date of birth and gender decide classifications: only staff of the athlete's organization or an admin change them, and an athlete who sends other values than the stored ones gets 403 naming those fields. Only an admin may change organizationId. Classifications of the athlete's competitions are reassigned.",
    body: inputs.AthleteInput,
    success: ok(schemas.Athlete),
  },
];
