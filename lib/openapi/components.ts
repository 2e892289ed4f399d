// The component schemas the operations name: each zod schema that a handler parses or a serializer is
// typed against, under the name it has in the OpenAPI document.
import { z } from "zod";
import { codesResponse } from "@/lib/codes/publish";
import { addressInput, addressResponse } from "@/lib/schemas/addresses";
import { calendarEventInput, calendarEventResponse, equipmentProfileInput, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import {
  assignmentResponse,
  classificationInput,
  classificationResponse,
  entrantsResponse,
  placementInput,
  orderInput,
  orderPreviewResponse,
  previewResponse,
} from "@/lib/schemas/classifications";
import {
  athleteCompetitionEntryResponse,
  athleteFoundResponse,
  competitionEntryInput,
  competitionEntryListed,
  entryImportRequest,
  entryImportResponse,
  competitionEntryResponse,
  competitionInput,
  competitionResponse,
  courseOfFireInput,
  courseOfFireResponse,
} from "@/lib/schemas/competitions";
import { profileImageResponse, profileImageUpload } from "@/lib/schemas/images";
import {
  journalEntryInput,
  journalEntryReplaceInput,
  journalEntryResponse,
  journalStatsResponse,
  scoreSeriesListInput,
} from "@/lib/schemas/journal";
import { newsAuthorCreateInput, newsAuthorReplaceInput, newsAuthorResponse } from "@/lib/schemas/news-authors";
import { athleteInput, athleteResponse, organizationInput, organizationResponse } from "@/lib/schemas/organizations";
import { signInInput } from "@/lib/schemas/session";
import { calendarFeedResponse, calendarImportResponse } from "@/lib/schemas/calendar-feed";
import { importForm, importReport } from "@/lib/schemas/imports";
import {
  checkInInput,
  checkInResponse,
  copyWeekInput,
  copyWeekResponse,
  reminderSettings,
  goalInput,
  goalResponse,
  planResponse,
  plannedSessionInput,
  plannedSessionResponse,
} from "@/lib/schemas/planning";
import {
  placementInput as relayPlacementInput,
  placementResponse as relayPlacementResponse,
  relayInput,
  relayResponse,
  squadResponse,
  startListResponse,
} from "@/lib/schemas/relays";
import { shotsInput, shotsResponse } from "@/lib/schemas/shots";
import {
  acceptInvitationInput,
  addCoachInput,
  coachedAthleteResponse,
  coachesResponse,
  coachFeedbackInput,
  commentInput,
  commentResponse,
  deletionSummaryResponse,
  invitationAcceptedResponse,
  invitationInput,
  invitationResponse,
  memberResponse,
  memberRoleInput,
  peopleResponse,
  personalKeyInput,
  personalKeyResponse,
  whoAmIResponse,
} from "@/lib/schemas/people";
import { userProfileInput, userProfileResponse } from "@/lib/schemas/user-profiles";
import { resultInputs, resultSchemas } from "./results-components";

import { scoreImportInputs, scoreImportSchemas } from "./score-imports";
import { scoreInputs, scoreSchemas } from "./scores";

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
  EntryImport: named("EntryImport", entryImportResponse),
  ListedCompetitionEntry: named("ListedCompetitionEntry", competitionEntryListed),
  EntrantFound: named("EntrantFound", athleteFoundResponse),
  CalendarEvent: named("CalendarEvent", calendarEventResponse),
  EquipmentProfile: named("EquipmentProfile", equipmentProfileResponse),
  JournalEntry: named("JournalEntry", journalEntryResponse),
  JournalStats: named("JournalStats", journalStatsResponse),
  ProfileImage: named("ProfileImage", profileImageResponse),
  Classification: named("Classification", classificationResponse),
  AssignmentResult: named("AssignmentResult", assignmentResponse),
  ClassificationPreview: named("ClassificationPreview", previewResponse),
  ClassificationOrderPreview: named("ClassificationOrderPreview", orderPreviewResponse),
  Entrants: named("Entrants", entrantsResponse),
  Codes: named("Codes", codesResponse),
  WhoAmI: named("WhoAmI", whoAmIResponse),
  People: named("People", peopleResponse),
  Member: named("Member", memberResponse),
  Invitation: named("Invitation", invitationResponse),
  InvitationAccepted: named("InvitationAccepted", invitationAcceptedResponse),
  Coaches: named("Coaches", coachesResponse),
  CoachedAthlete: named("CoachedAthlete", coachedAthleteResponse),
  Comment: named("Comment", commentResponse),
  PersonalKey: named("PersonalKey", personalKeyResponse),
  DeletionSummary: named("DeletionSummary", deletionSummaryResponse),
  Shots: named("Shots", shotsResponse),
  ImportReport: named("ImportReport", importReport),
  CalendarFeed: named("CalendarFeed", calendarFeedResponse),
  CalendarImport: named("CalendarImport", calendarImportResponse),
  PlannedSession: named("PlannedSession", plannedSessionResponse),
  Plan: named("Plan", planResponse),
  Goal: named("Goal", goalResponse),
  CheckIn: named("CheckIn", checkInResponse),
  CopiedWeek: named("CopiedWeek", copyWeekResponse),
  ReminderSettings: named("ReminderSettings", reminderSettings),
  Relay: named("Relay", relayResponse),
  RelayPlacement: named("RelayPlacement", relayPlacementResponse),
  SquadResult: named("SquadResult", squadResponse),
  StartList: named("StartList", startListResponse),
  ...resultSchemas,
  ...scoreSchemas,
  ...scoreImportSchemas,
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
  EntryImportInput: named("EntryImportInput", entryImportRequest),
  CalendarEventInput: named("CalendarEventInput", calendarEventInput),
  EquipmentProfileInput: named("EquipmentProfileInput", equipmentProfileInput),
  JournalEntryInput: named("JournalEntryInput", journalEntryInput),
  JournalEntryReplaceInput: named("JournalEntryReplaceInput", journalEntryReplaceInput),
  ScoreSeriesListInput: named("ScoreSeriesListInput", scoreSeriesListInput),
  ClassificationInput: named("ClassificationInput", classificationInput),
  PlacementInput: named("PlacementInput", placementInput),
  ClassificationOrderInput: named("ClassificationOrderInput", orderInput),
  ProfileImageUpload: named("ProfileImageUpload", profileImageUpload),
  ImportForm: named("ImportForm", importForm),
  SignInInput: named("SignInInput", signInInput),
  InvitationInput: named("InvitationInput", invitationInput),
  MemberRoleInput: named("MemberRoleInput", memberRoleInput),
  RelayInput: named("RelayInput", relayInput),
  RelayPlacementInput: named("RelayPlacementInput", relayPlacementInput),
  AcceptInvitationInput: named("AcceptInvitationInput", acceptInvitationInput),
  AddCoachInput: named("AddCoachInput", addCoachInput),
  CommentInput: named("CommentInput", commentInput),
  CoachFeedbackInput: named("CoachFeedbackInput", coachFeedbackInput),
  PersonalKeyInput: named("PersonalKeyInput", personalKeyInput),
  ShotsInput: named("ShotsInput", shotsInput),
  PlannedSessionInput: named("PlannedSessionInput", plannedSessionInput),
  GoalInput: named("GoalInput", goalInput),
  CheckInInput: named("CheckInInput", checkInInput),
  CopyWeekInput: named("CopyWeekInput", copyWeekInput),
  ReminderSettingsInput: named("ReminderSettingsInput", reminderSettings),
  ...resultInputs,
  ...scoreInputs,
  ...scoreImportInputs,
};
