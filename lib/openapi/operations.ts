// Every operation of the API, gathered from the resource modules beside this one. The order is the
// order of the document's paths (a path is placed where its first operation is), which is why two
// modules give two lists each: the athlete's competition entries sit with the athlete's paths, and the
// image bytes under /media come last. lib/openapi/routes.test.ts checks the list against the route files.
import { accountOperations } from "./account";
import { addressOperations } from "./addresses";
import { athleteOperations } from "./athletes";
import { classificationOperations } from "./classifications";
import { coachOperations } from "./coaches";
import { athleteCompetitionEntryOperations, competitionOperations } from "./competitions";
import { journalOperations } from "./journal";
import { newsAuthorOperations } from "./news-authors";
import type { Operation } from "./operation";
import { organizationOperations } from "./organizations";
import { peopleOperations } from "./people";
import { planningOperations } from "./planning";
import { relayOperations } from "./relays";
import { imageBytesOperations, profileImageOperations } from "./profile-images";
import { resultOperations } from "./results";
import { scoreImportOperations } from "./score-imports";
import { scoreOperations } from "./scores";
import { serviceOperations } from "./service";
import { userProfileOperations } from "./user-profiles";

export const operations: Operation[] = [
  ...serviceOperations,
  ...organizationOperations,
  ...addressOperations,
  ...newsAuthorOperations,
  ...athleteOperations,
  ...journalOperations,
  ...athleteCompetitionEntryOperations,
  ...planningOperations,
  ...profileImageOperations,
  ...competitionOperations,
  ...classificationOperations,
  ...relayOperations,
  ...resultOperations,
  ...scoreOperations,
  ...scoreImportOperations,
  ...userProfileOperations,
  ...peopleOperations,
  ...coachOperations,
  ...accountOperations,
  ...imageBytesOperations,
];
