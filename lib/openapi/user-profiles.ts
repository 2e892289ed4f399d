// The User profiles operations: profiles written behind a bot check.
import { inputs, schemas } from "./components";
import { type Operation, ok } from "./operation";

export const userProfileOperations: Operation[] = [
  {
    method: "get",
    path: "/api/UserProfiles/{userProfileId}",
    operationId: "getUserProfile",
    tag: "User profiles",
    summary: "Read a user profile",
    success: ok(schemas.UserProfile),
  },
  {
    method: "put",
    path: "/api/UserProfiles/{userProfileId}",
    operationId: "putUserProfile",
    tag: "User profiles",
    summary: "Create or replace a user profile (operation 3)",
    description:
      "captchaToken is verified with the bot-check service (422 when rejected, 503 when it cannot be reached). 201 when the id is new.",
    body: inputs.UserProfileInput,
    success: ok(schemas.UserProfile),
    upsert: true,
    conflict: true,
    unavailable: true,
  },
];
