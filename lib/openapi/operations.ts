// Every operation of the API, naming the same zod schemas its handler parses and its serializer is
// typed against. The OpenAPI document is generated from this list; a test checks the list against
// the route files, so neither can gain an operation the other lacks.
import { z } from "zod";
import { codesResponse } from "@/lib/codes/publish";
import { addressInput, addressResponse } from "@/lib/schemas/addresses";
import { calendarEventInput, calendarEventResponse, equipmentProfileInput, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import { assignmentResponse, classificationInput, classificationResponse, previewResponse } from "@/lib/schemas/classifications";
import { listQuery } from "@/lib/schemas/common";
import {
  athleteCompetitionEntryResponse, competitionEntryInput, competitionEntryResponse, competitionInput, competitionListQuery, competitionResponse, courseOfFireInput,
  courseOfFireResponse,
} from "@/lib/schemas/competitions";
import { imageListQuery, profileImageResponse, profileImageUpload } from "@/lib/schemas/images";
import {
  journalEntryInput, journalEntryResponse, journalListQuery, journalStatsQuery, journalStatsResponse, scoreSeriesListInput,
} from "@/lib/schemas/journal";
import { newsAuthorCreateInput, newsAuthorReplaceInput, newsAuthorResponse } from "@/lib/schemas/news-authors";
import { athleteInput, athleteListQuery, athleteResponse, organizationInput, organizationResponse } from "@/lib/schemas/organizations";
import { signInInput, whoAmIResponse } from "@/lib/schemas/session";
import { userProfileInput, userProfileResponse } from "@/lib/schemas/user-profiles";

export type Named = { name: string; schema: z.ZodType };
const named = (name: string, schema: z.ZodType): Named => ({ name, schema });

export const schemas = {
  Organization: named("Organization", organizationResponse),
  Address: named("Address", addressResponse),
  NewsAuthor: named("NewsAuthor", newsAuthorResponse),
  Athlete: named("Athlete", athleteResponse),
  UserProfile: named("UserProfile", userProfileResponse),
  CourseOfFire: named("CourseOfFire", courseOfFireResponse),
  Competition: named("Competition", competitionResponse),
  CompetitionEntry: named("CompetitionEntry", competitionEntryResponse),
  AthleteCompetitionEntry: named("AthleteCompetitionEntry", athleteCompetitionEntryResponse),
  CalendarEvent: named("CalendarEvent", calendarEventResponse),
  EquipmentProfile: named("EquipmentProfile", equipmentProfileResponse),
  JournalEntry: named("JournalEntry", journalEntryResponse),
  JournalStats: named("JournalStats", journalStatsResponse),
  ProfileImage: named("ProfileImage", profileImageResponse),
  Classification: named("Classification", classificationResponse),
  AssignmentResult: named("AssignmentResult", assignmentResponse),
  ClassificationPreview: named("ClassificationPreview", previewResponse),
  Codes: named("Codes", codesResponse),
  WhoAmI: named("WhoAmI", whoAmIResponse),
};

export const inputs = {
  OrganizationInput: named("OrganizationInput", organizationInput),
  AddressInput: named("AddressInput", addressInput),
  NewsAuthorCreateInput: named("NewsAuthorCreateInput", newsAuthorCreateInput),
  NewsAuthorReplaceInput: named("NewsAuthorReplaceInput", newsAuthorReplaceInput),
  AthleteInput: named("AthleteInput", athleteInput),
  UserProfileInput: named("UserProfileInput", userProfileInput),
  CourseOfFireInput: named("CourseOfFireInput", courseOfFireInput),
  CompetitionInput: named("CompetitionInput", competitionInput),
  CompetitionEntryInput: named("CompetitionEntryInput", competitionEntryInput),
  CalendarEventInput: named("CalendarEventInput", calendarEventInput),
  EquipmentProfileInput: named("EquipmentProfileInput", equipmentProfileInput),
  JournalEntryInput: named("JournalEntryInput", journalEntryInput),
  ScoreSeriesListInput: named("ScoreSeriesListInput", scoreSeriesListInput),
  ClassificationInput: named("ClassificationInput", classificationInput),
  ProfileImageUpload: named("ProfileImageUpload", profileImageUpload),
  SignInInput: named("SignInInput", signInInput),
};

export type Method = "get" | "post" | "put" | "delete";

export type Operation = {
  method: Method;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs no X-API-KEY. */
  open?: boolean;
  query?: z.ZodObject;
  body?: Named;
  multipart?: Named;
  /** What success answers: a resource (with an ETag unless `etag` is false), a list of them, or nothing (204). */
  success: { status: 200 | 201 | 204; resource?: Named; list?: boolean; raw?: z.ZodType; etag?: false };
  /** A PUT that creates (201) when the id is new. */
  upsert?: boolean;
  /** Conflicts (409) and unavailable services (503) this operation can meet, beyond the usual. */
  conflict?: boolean;
  unavailable?: boolean;
  /** Further problem statuses this operation can answer. */
  errors?: number[];
};

const ok = (resource: Named) => ({ status: 200 as const, resource });
/** An answer that is not a resource one could replace: no ETag. */
const answer = (resource: Named) => ({ status: 200 as const, resource, etag: false as const });
const made = (resource: Named) => ({ status: 201 as const, resource });
const many = (resource: Named) => ({ status: 200 as const, resource, list: true });
const gone = { status: 204 as const };
const { OrganizationInput, AddressInput, NewsAuthorCreateInput, NewsAuthorReplaceInput, AthleteInput, UserProfileInput, CourseOfFireInput,
  CompetitionInput, CompetitionEntryInput, CalendarEventInput, EquipmentProfileInput, JournalEntryInput, ScoreSeriesListInput,
  ClassificationInput, ProfileImageUpload, SignInInput } = inputs;
const S = schemas;

const org = "/api/organizations/{organizationId}";
const athlete = "/api/athletes/{athleteId}";
const competition = "/api/competitions/{competitionId}";

export const operations: Operation[] = [
  { method: "get", path: "/api/health", operationId: "getHealth", tag: "Service", summary: "Health check", open: true,
    description: "200 once the database answers; 503 otherwise. Needs no key.", success: { status: 200, raw: z.object({ status: z.literal("ok").meta({ description: "The database answers" }) }) }, unavailable: true },
  { method: "get", path: "/api/ping", operationId: "ping", tag: "Service", summary: "Liveness: answers without doing any work", open: true,
    description: "Always 200 while the process serves; touches nothing, needs no key. The benchmark's ceiling.", success: { status: 200, raw: z.object({ ok: z.literal(true).meta({ description: "The process serves" }) }) } },
  { method: "get", path: "/api/codes", operationId: "getCodes", tag: "Service", summary: "Every code table with labels",
    description: "The code tables of every coded integer, and the classification rule fields with the operators that fit each.",
    success: answer(S.Codes) },
  { method: "get", path: "/api/openapi.json", operationId: "getOpenApi", tag: "Service", summary: "This document (OpenAPI 3.1)", success: { status: 200, raw: z.looseObject({ openapi: z.string().meta({ description: "The OpenAPI version, 3.1.0" }) }) } },

  { method: "post", path: "/api/session", operationId: "signIn", tag: "Service", summary: "Sign in: exchange an API key for a session cookie", open: true,
    description: "Sets an HttpOnly, SameSite=Lax cookie (Secure in production) that route handlers accept instead of X-API-KEY. Writes carried by the cookie must come from this site (Origin), else 403.",
    body: SignInInput, success: answer(S.WhoAmI), errors: [401, 403] },
  { method: "get", path: "/api/session", operationId: "whoAmI", tag: "Service", summary: "Who is signed in (or whose key this is)", success: answer(S.WhoAmI) },
  { method: "delete", path: "/api/session", operationId: "signOut", tag: "Service", summary: "Sign out: clear the session cookie", open: true, success: gone, errors: [403] },
  { method: "post", path: "/api/organizations", operationId: "createOrganization", tag: "Organizations", summary: "Create an organization (admin)", body: OrganizationInput, success: made(S.Organization) },
  { method: "get", path: "/api/organizations", operationId: "listOrganizations", tag: "Organizations", summary: "List organizations (admins see all, others their own), by name", query: listQuery, success: many(S.Organization) },
  { method: "get", path: org, operationId: "getOrganization", tag: "Organizations", summary: "Read an organization", success: ok(S.Organization) },
  { method: "post", path: `${org}/addresses`, operationId: "createAddress", tag: "Addresses", summary: "Create an address (operation 2)",
    description: "The body's organizationId must equal the path's; state must fit country.", body: AddressInput, success: made(S.Address) },
  { method: "get", path: `${org}/addresses`, operationId: "listAddresses", tag: "Addresses", summary: "List addresses, newest first", query: listQuery, success: many(S.Address) },
  { method: "get", path: `${org}/addresses/{addressId}`, operationId: "getAddress", tag: "Addresses", summary: "Read an address", success: ok(S.Address) },
  { method: "put", path: `${org}/addresses/{addressId}`, operationId: "replaceAddress", tag: "Addresses", summary: "Replace an address", body: AddressInput, success: ok(S.Address) },
  { method: "delete", path: `${org}/addresses/{addressId}`, operationId: "deleteAddress", tag: "Addresses", summary: "Delete an address", success: gone },
  { method: "post", path: `${org}/news/authors`, operationId: "createNewsAuthor", tag: "News authors", summary: "Create a news author", body: NewsAuthorCreateInput, success: made(S.NewsAuthor) },
  { method: "get", path: `${org}/news/authors`, operationId: "listNewsAuthors", tag: "News authors", summary: "List news authors, newest first", query: listQuery, success: many(S.NewsAuthor) },
  { method: "get", path: `${org}/news/authors/{authorId}`, operationId: "getNewsAuthor", tag: "News authors", summary: "Read a news author", success: ok(S.NewsAuthor) },
  { method: "put", path: `${org}/news/authors/{authorId}`, operationId: "replaceNewsAuthor", tag: "News authors", summary: "Replace display name and bio (operation 4)",
    description: "The author must belong to the organization in the path.", body: NewsAuthorReplaceInput, success: ok(S.NewsAuthor) },
  { method: "delete", path: `${org}/news/authors/{authorId}`, operationId: "deleteNewsAuthor", tag: "News authors", summary: "Delete a news author", success: gone },

  { method: "post", path: "/api/athletes", operationId: "createAthlete", tag: "Athletes", summary: "Create an athlete (admin)", body: AthleteInput, success: made(S.Athlete) },
  { method: "get", path: "/api/athletes", operationId: "listAthletes", tag: "Athletes", summary: "List athletes by name; ?organizationId= narrows", query: athleteListQuery, success: many(S.Athlete) },
  { method: "get", path: athlete, operationId: "getAthlete", tag: "Athletes", summary: "Read an athlete", success: ok(S.Athlete) },
  { method: "put", path: athlete, operationId: "replaceAthlete", tag: "Athletes", summary: "Replace an athlete (admin, the organization's staff, or the athlete)",
    description: "Date of birth and gender decide classifications: only staff of the athlete's organization or an admin change them, and an athlete who sends other values than the stored ones gets 403 naming those fields. Only an admin may change organizationId. Classifications of the athlete's competitions are reassigned.", body: AthleteInput, success: ok(S.Athlete) },
  { method: "post", path: `${athlete}/journal`, operationId: "createJournalEntry", tag: "Journal", summary: "Create a journal entry (operation 1)",
    description: "sessionDate is required, every other field optional. Linked records must exist and be the athlete's own (a course of fire is global).",
    body: JournalEntryInput, success: made(S.JournalEntry) },
  { method: "get", path: `${athlete}/journal`, operationId: "listJournalEntries", tag: "Journal", summary: "List journal entries, newest session first", query: journalListQuery, success: many(S.JournalEntry) },
  { method: "get", path: `${athlete}/journal/stats`, operationId: "getJournalStats", tag: "Journal", summary: "Journal statistics over a date range",
    query: journalStatsQuery, success: answer(S.JournalStats) },
  { method: "get", path: `${athlete}/journal/{entryId}`, operationId: "getJournalEntry", tag: "Journal", summary: "Read a journal entry", success: ok(S.JournalEntry) },
  { method: "put", path: `${athlete}/journal/{entryId}`, operationId: "replaceJournalEntry", tag: "Journal", summary: "Replace a journal entry (its series stay)", body: JournalEntryInput, success: ok(S.JournalEntry) },
  { method: "delete", path: `${athlete}/journal/{entryId}`, operationId: "deleteJournalEntry", tag: "Journal", summary: "Delete a journal entry with its series", success: gone },
  { method: "put", path: `${athlete}/journal/{entryId}/series`, operationId: "replaceScoreSeries", tag: "Journal", summary: "Replace the entry's whole series list",
    description: "Series numbers are unique, each score at most its maxScore, innerTens at most shotCount. Answers with the entry.", body: ScoreSeriesListInput, success: ok(S.JournalEntry) },
  { method: "get", path: `${athlete}/competition-entries`, operationId: "listAthleteCompetitionEntries", tag: "Competitions",
    summary: "The athlete's competition entries, newest first, with each competition's name", query: listQuery, success: many(S.AthleteCompetitionEntry) },
  { method: "post", path: `${athlete}/calendar-events`, operationId: "createCalendarEvent", tag: "Planning", summary: "Create a calendar event", body: CalendarEventInput, success: made(S.CalendarEvent) },
  { method: "get", path: `${athlete}/calendar-events`, operationId: "listCalendarEvents", tag: "Planning", summary: "List calendar events by start", query: listQuery, success: many(S.CalendarEvent) },
  { method: "get", path: `${athlete}/calendar-events/{eventId}`, operationId: "getCalendarEvent", tag: "Planning", summary: "Read a calendar event", success: ok(S.CalendarEvent) },
  { method: "put", path: `${athlete}/calendar-events/{eventId}`, operationId: "replaceCalendarEvent", tag: "Planning", summary: "Replace a calendar event", body: CalendarEventInput, success: ok(S.CalendarEvent) },
  { method: "delete", path: `${athlete}/calendar-events/{eventId}`, operationId: "deleteCalendarEvent", tag: "Planning", summary: "Delete a calendar event; linking entries keep existing",success: gone },
  { method: "post", path: `${athlete}/equipment-profiles`, operationId: "createEquipmentProfile", tag: "Planning", summary: "Create an equipment profile", body: EquipmentProfileInput, success: made(S.EquipmentProfile) },
  { method: "get", path: `${athlete}/equipment-profiles`, operationId: "listEquipmentProfiles", tag: "Planning", summary: "List equipment profiles by name", query: listQuery, success: many(S.EquipmentProfile) },
  { method: "get", path: `${athlete}/equipment-profiles/{profileId}`, operationId: "getEquipmentProfile", tag: "Planning", summary: "Read an equipment profile", success: ok(S.EquipmentProfile) },
  { method: "put", path: `${athlete}/equipment-profiles/{profileId}`, operationId: "replaceEquipmentProfile", tag: "Planning", summary: "Replace an equipment profile", body: EquipmentProfileInput, success: ok(S.EquipmentProfile) },
  { method: "delete", path: `${athlete}/equipment-profiles/{profileId}`, operationId: "deleteEquipmentProfile", tag: "Planning", summary: "Delete an equipment profile; linking entries keep existing", success: gone },
  { method: "post", path: `${athlete}/profile-images`, operationId: "uploadProfileImage", tag: "Profile images", summary: "Upload a profile image",
    description: "PNG, JPEG or WebP judged by the bytes (415 otherwise), at most 10 MiB (413). EXIF and GPS are stripped.", multipart: ProfileImageUpload, success: made(S.ProfileImage) },
  { method: "get", path: `${athlete}/profile-images`, operationId: "listProfileImages", tag: "Profile images", summary: "List profile images, newest first", query: imageListQuery, success: many(S.ProfileImage) },
  { method: "get", path: `${athlete}/profile-images/by-type/{imageType}`, operationId: "getNewestProfileImage", tag: "Profile images", summary: "The newest image of a type (operation 5)", success: ok(S.ProfileImage) },
  { method: "get", path: `${athlete}/profile-images/{imageId}`, operationId: "getProfileImage", tag: "Profile images", summary: "Read a profile image", success: ok(S.ProfileImage) },
  { method: "delete", path: `${athlete}/profile-images/{imageId}`, operationId: "deleteProfileImage", tag: "Profile images", summary: "Delete a profile image", success: gone },

  { method: "post", path: "/api/courses-of-fire", operationId: "createCourseOfFire", tag: "Competitions", summary: "Create a course of fire (admin)", body: CourseOfFireInput, success: made(S.CourseOfFire) },
  { method: "get", path: "/api/courses-of-fire", operationId: "listCoursesOfFire", tag: "Competitions", summary: "List courses of fire by code", query: listQuery, success: many(S.CourseOfFire) },
  { method: "get", path: "/api/courses-of-fire/{courseOfFireId}", operationId: "getCourseOfFire", tag: "Competitions", summary: "Read a course of fire", success: ok(S.CourseOfFire) },
  { method: "post", path: "/api/competitions", operationId: "createCompetition", tag: "Competitions", summary: "Create a competition (admin)", body: CompetitionInput, success: made(S.Competition) },
  { method: "get", path: "/api/competitions", operationId: "listCompetitions", tag: "Competitions", summary: "List competitions, latest first", query: competitionListQuery, success: many(S.Competition) },
  { method: "get", path: competition, operationId: "getCompetition", tag: "Competitions", summary: "Read a competition", success: ok(S.Competition) },
  { method: "post", path: `${competition}/entries`, operationId: "createCompetitionEntry", tag: "Competitions", summary: "Enter an athlete; classifications are reassigned",
    description: "An athlete enters themself into any competition; a competition admin enters athletes of their own organization into the competitions it hosts; an admin enters anyone.",
    body: CompetitionEntryInput, success: made(S.CompetitionEntry) },
  { method: "get", path: `${competition}/entries`, operationId: "listCompetitionEntries", tag: "Competitions", summary: "List entries in the order they were made (athletes see their own)", query: listQuery, success: many(S.CompetitionEntry) },
  { method: "get", path: `${competition}/entries/{entryId}`, operationId: "getCompetitionEntry", tag: "Competitions", summary: "Read an entry", success: ok(S.CompetitionEntry) },
  { method: "post", path: `${competition}/classifications`, operationId: "createClassification", tag: "Classifications", summary: "Create a classification with a server-chosen id", body: ClassificationInput, success: made(S.Classification) },
  { method: "get", path: `${competition}/classifications`, operationId: "listClassifications", tag: "Classifications", summary: "List classifications in display order", query: listQuery, success: many(S.Classification) },
  { method: "get", path: `${competition}/classifications/{classificationId}`, operationId: "getClassification", tag: "Classifications", summary: "Read a classification with its rules", success: ok(S.Classification) },
  { method: "put", path: `${competition}/classifications/{classificationId}`, operationId: "replaceClassification", tag: "Classifications",
    summary: "Create or replace a classification and its whole rule list (operation 6)",
    description: "201 when the id is new, 200 when it replaces. Rules with a known id are updated, without one created, left out deleted; all in one transaction, then the competition is reassigned. A rule id of another classification is 409.",
    body: ClassificationInput, success: ok(S.Classification), upsert: true, conflict: true },
  { method: "delete", path: `${competition}/classifications/{classificationId}`, operationId: "deleteClassification", tag: "Classifications", summary: "Delete a classification; the rest are reassigned", success: gone },
  { method: "post", path: `${competition}/classifications/assign`, operationId: "assignClassifications", tag: "Classifications", summary: "Run auto-assignment",
    description: "Counts per classification, and those below minParticipants.", success: answer(S.AssignmentResult) },
  { method: "post", path: `${competition}/classifications/preview`, operationId: "previewClassification", tag: "Classifications", summary: "Which entries an unsaved classification would qualify, and why",
    description: "Writes nothing. Facts computed from an athlete's private journal (averageScorePercent) are evaluated but shown as null, and listed in hiddenFacts, to callers who may not read that journal.",
    body: ClassificationInput, success: answer(S.ClassificationPreview) },

  { method: "get", path: "/api/UserProfiles/{userProfileId}", operationId: "getUserProfile", tag: "User profiles", summary: "Read a user profile", success: ok(S.UserProfile) },
  { method: "put", path: "/api/UserProfiles/{userProfileId}", operationId: "putUserProfile", tag: "User profiles", summary: "Create or replace a user profile (operation 3)",
    description: "captchaToken is verified with the bot-check service (422 when rejected, 503 when it cannot be reached). 201 when the id is new.",
    body: UserProfileInput, success: ok(S.UserProfile), upsert: true, conflict: true, unavailable: true },

  { method: "get", path: "/media/images/{key}", operationId: "getImageBytes", tag: "Profile images", summary: "The bytes behind cdnUrl", open: true,
    description: "Content-addressed, so cached for a year (immutable); X-Content-Type-Options: nosniff.", success: { status: 200 } },
];

