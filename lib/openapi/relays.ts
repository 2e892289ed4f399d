// The Relays operations (API section 13): a competition's relays and firing points, squadding,
// moving an entry by hand, and the start list.
import { listQuery } from "@/lib/schemas/common";
import { startListQuery } from "@/lib/schemas/relays";
import { inputs, schemas } from "./components";
import { type Operation, answer, competition, gone, made, many, ok } from "./operation";

const relays = `${competition}/relays`;

export const relayOperations: Operation[] = [
  {
    method: "post",
    path: relays,
    operationId: "createRelay",
    tag: "Competitions",
    summary: "Add a relay with its firing points (the host's competition admins, admins)",
    description: "A relay number the competition already has is 409.",
    body: inputs.RelayInput,
    success: made(schemas.Relay),
    conflict: true,
  },
  {
    method: "get",
    path: relays,
    operationId: "listRelays",
    tag: "Competitions",
    summary: "List the competition's relays by number (whoever may read its entries)",
    query: listQuery,
    success: many(schemas.Relay),
  },
  {
    method: "get",
    path: `${relays}/{relayId}`,
    operationId: "getRelay",
    tag: "Competitions",
    summary: "Read a relay",
    success: ok(schemas.Relay),
  },
  {
    method: "put",
    path: `${relays}/{relayId}`,
    operationId: "replaceRelay",
    tag: "Competitions",
    summary: "Replace a relay (the host's competition admins, admins)",
    description:
      "Guarded by If-Match when sent. A new number moves the relay's entries with it; a number another relay has is 409, and so is removing a firing point an entry shoots on (move the entry first).",
    body: inputs.RelayInput,
    success: ok(schemas.Relay),
  },
  {
    method: "delete",
    path: `${relays}/{relayId}`,
    operationId: "deleteRelay",
    tag: "Competitions",
    summary: "Delete a relay no entry shoots on (409 otherwise)",
    success: gone,
    conflict: true,
  },
  {
    method: "post",
    path: `${relays}/squad`,
    operationId: "squadRelays",
    tag: "Competitions",
    summary: "Squad automatically: every entered entry without a place onto a free firing point, each club spread across relays",
    description:
      "Deterministic. Entries already placed stay. What finds no free point (no relays, or every point taken) is answered in `unplaced` with a reason, and nothing else changes for it.",
    success: answer(schemas.SquadResult),
  },
  {
    method: "put",
    path: `${relays}/placements/{entryId}`,
    operationId: "placeCompetitionEntry",
    tag: "Competitions",
    summary: "Move an entry by hand onto a relay's firing point, or (both null) off every relay",
    description:
      "A firing point another entry shoots on is 409 naming who; a relay or firing point the competition does not have is 422. Guarded by If-Match (the placement's ETag) when sent.",
    body: inputs.RelayPlacementInput,
    success: ok(schemas.RelayPlacement),
  },
  {
    method: "get",
    path: `${competition}/start-list`,
    operationId: "getStartList",
    tag: "Competitions",
    summary: "The start list: each relay's firing points with who shoots there (athletes see their own entries)",
    description:
      "`format=csv` answers a CSV with the stable columns relay, startsAt, firingPoint, bib, athleteName, organization, courseOfFire, status, entryId; `format=pdf` a PDF to print, in the reader's language.",
    query: startListQuery,
    success: answer(schemas.StartList),
  },
];
