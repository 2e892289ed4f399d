// An example of every request body and main response in the OpenAPI document, by component name.
// lib/openapi/document.test.ts checks each against its schema, so an example cannot drift from
// what the API accepts or answers.
import { publishedCodes } from "@/lib/codes/publish";

const ORGANIZATION = "0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b";
const ATHLETE = "0193a1b2-b000-7e8f-9a0b-1c2d3e4f5a6b";
const COMPETITION = "0193a1b2-e000-7e8f-9a0b-1c2d3e4f5a6b";
const COURSE = "0193a1b2-8000-7e8f-9a0b-1c2d3e4f5a6b";
const CLASSIFICATION = "0193a1b2-d000-7e8f-9a0b-1c2d3e4f5a6b";
const ENTRY = "0193a1b2-f000-7e8f-9a0b-1c2d3e4f5a6b";
const CREATED = "2026-11-20T09:00:00.000Z";
const UPDATED = "2026-11-21T10:00:00.000Z";
const stamps = { createdUtc: CREATED, updatedUtc: UPDATED };

const address = {
  organizationId: ORGANIZATION, addressLine1: "4100 Range Road", addressLine2: null, city: "Colorado Springs", state: 8, postalCode: "80909",
  country: 840, addressType: 2, latitude: 38.8339, longitude: -104.8214,
};
const event = { title: "Winter Open preparation block", startUtc: "2026-11-01T00:00:00.000Z", endUtc: "2026-12-11T00:00:00.000Z", notes: "Build to 60 shots at match pace." };
const equipment = {
  name: "Match rifle", rifle: "Walther LG400 Expert", ammunition: "RWS R10 Match 4.50mm", sights: "Centra Spectra front, 4.0mm aperture",
  clothing: "Kurt Thune jacket and trousers", accessories: "Glove, sling", notes: null,
};
const course = { name: "10m Air Rifle, 60 shots", code: "AR60", discipline: "Air Rifle", shotCount: 60, maxScore: 654 };
const competition = { organizationId: ORGANIZATION, name: "Riverside Winter Air Rifle Open", startDate: "2026-12-12T00:00:00.000Z", endDate: "2026-12-13T00:00:00.000Z", discipline: "Air Rifle" };
const competitionEntry = { athleteId: ATHLETE, courseOfFireId: COURSE, score: 618.4 };
const athlete = { organizationId: ORGANIZATION, firstName: "Emma", lastName: "Lindqvist", dateOfBirth: "2008-04-17T00:00:00.000Z", gender: 2, country: 840 };
const profile = { firstName: "Emma", lastName: "Lindqvist", email: "emma@example.org", dateOfBirth: "2008-04-17T00:00:00.000Z", country: 840, gender: 2, preferredCulture: "en-US" };
const author = { displayName: "Dana Whitfield", bio: "Head coach and match director; writes the club's match reports." };
const rule = { ruleType: 0, fieldName: "age", operator: 4, value: "21", secondaryValue: null, priority: 1, description: "Younger than 21", isActive: true };
const classification = {
  name: "Junior", description: "Under 21 on the first match day.", type: 1, displayOrder: 10, isActive: true, isAutoAssigned: true,
  maxParticipants: null, minParticipants: 3, eligibilityRequirements: "Born 2006 or later", rules: [rule],
};
const series = [
  { seriesNumber: 1, seriesName: "Series 1", score: 103.2, maxScore: 109, innerTens: 4, shotCount: 10, notes: null },
  { seriesNumber: 2, seriesName: "Series 2", score: 102.7, maxScore: 109, innerTens: 3, shotCount: 10, notes: "Trigger late on two shots" },
];
const journalEntry = {
  sessionDate: "2026-11-19T17:30:00.000Z", sessionType: "Training", discipline: "Air Rifle", position: "Standing", durationMinutes: 90,
  linkedCompetitionEntryId: null, courseOfFireId: COURSE, linkedCalendarEventId: null, hoursOfSleep: 7.5, energyLevel: 7,
  physicalHealthNotes: null, injuriesOrIssues: null, focusLevel: 8, confidenceLevel: 7, stressLevel: 3, mentalStateNotes: null,
  equipmentProfileId: null, rifle: "Walther LG400 Expert", ammunition: "RWS R10 Match 4.50mm", sights: null, clothing: null, accessories: null,
  equipmentChanges: null, venueType: "Indoor range", location: "Riverside club house, 10m hall", weather: null, temperatureFahrenheit: 68,
  wind: null, lighting: "Standard range lighting", humidity: 40, shotsFired: 60, score: 618.4, maxScore: 654, numberOfTens: 48, numberOfXs: 19,
  stringPosition: null, sessionGoals: "Hold the follow-through on every shot.", techniquesFocused: null, whatWentWell: "Steady natural point of aim.",
  areasForImprovement: "Trigger timing late in series 5.", coachFeedback: null, notes: null,
  nextSessionActionItems: "Dry-fire 15 minutes focusing on trigger release.",
};

export const examples: Record<string, unknown> = {
  OrganizationInput: { name: "Riverside Rifle & Pistol Club" },
  Organization: { id: ORGANIZATION, name: "Riverside Rifle & Pistol Club", ...stamps },
  AddressInput: address,
  Address: { id: "0193a1b2-8100-7e8f-9a0b-1c2d3e4f5a6b", ...address, created: CREATED, updated: UPDATED },
  NewsAuthorReplaceInput: author,
  NewsAuthorCreateInput: { ...author, email: "dana@riverside-rpc.example", idpUserId: null, avatarUrl: null },
  NewsAuthor: { ...author, id: "0193a1b2-a000-7e8f-9a0b-1c2d3e4f5a6b", organizationId: ORGANIZATION, created: CREATED, updated: UPDATED, idpUserId: null, avatarUrl: null, email: "dana@riverside-rpc.example" },
  AthleteInput: { ...athlete, dateOfBirth: "2008-04-17" },
  Athlete: { id: ATHLETE, ...athlete, ...stamps },
  UserProfileInput: { captchaToken: "XXXX.DUMMY.TOKEN.XXXX", ...profile, dateOfBirth: "2008-04-17" },
  UserProfile: { id: "0193a1b2-c000-7e8f-9a0b-1c2d3e4f5a6b", athleteId: ATHLETE, ...profile, ...stamps },
  CourseOfFireInput: course,
  CourseOfFire: { id: COURSE, ...course, ...stamps },
  CompetitionInput: { ...competition, startDate: "2026-12-12", endDate: "2026-12-13" },
  Competition: { id: COMPETITION, ...competition, ...stamps },
  CompetitionEntryInput: competitionEntry,
  CompetitionEntry: { id: "0193a1b2-e100-7e8f-9a0b-1c2d3e4f5a6b", competitionId: COMPETITION, ...competitionEntry, ...stamps },
  AthleteCompetitionEntry: {
    id: "0193a1b2-e100-7e8f-9a0b-1c2d3e4f5a6b", competitionId: COMPETITION, ...competitionEntry, ...stamps,
    competitionName: competition.name, competitionStartDate: competition.startDate,
  },
  CalendarEventInput: event,
  CalendarEvent: { id: "0193a1b2-8200-7e8f-9a0b-1c2d3e4f5a6b", athleteId: ATHLETE, ...event, ...stamps },
  EquipmentProfileInput: equipment,
  EquipmentProfile: { id: "0193a1b2-8300-7e8f-9a0b-1c2d3e4f5a6b", athleteId: ATHLETE, ...equipment, ...stamps },
  JournalEntryInput: journalEntry,
  JournalEntry: {
    id: ENTRY, athleteId: ATHLETE, ...journalEntry, linkedCompetitionName: null, linkedCompetitionDate: null, linkedCompetitionId: null,
    courseOfFireName: course.name, courseOfFireCode: course.code, linkedCalendarEventTitle: null,
    scoreSeries: series.map((s, i) => ({ id: `0193a1b2-f00${i + 1}-7e8f-9a0b-1c2d3e4f5a6b`, journalEntryId: ENTRY, ...s })),
    totalsFromSeries: [], ...stamps,
  },
  ScoreSeriesListInput: { scoreSeries: series },
  JournalStats: {
    athleteId: ATHLETE, from: "2026-10-01T00:00:00.000Z", to: null, discipline: null, sessionCount: 24, shotsFired: 1440,
    averageScorePercent: 94.21, bestScorePercent: 96.02, bestSession: { entryId: ENTRY, sessionDate: "2026-11-19T17:30:00.000Z", scorePercent: 96.02 },
    tensPer60: 45.5, xsPer60: 15.2,
    weeklyTrend: [{ weekStart: "2026-11-16", sessions: 3, shotsFired: 180, averageScorePercent: 94.8 }],
    byDiscipline: [{ discipline: "Air Rifle", sessions: 24, averageScorePercent: 94.21 }],
    byPosition: [{ position: "Standing", sessions: 18, averageScorePercent: 93.7 }, { position: "Prone", sessions: 6, averageScorePercent: 95.74 }],
    seriesConsistency: { seriesCount: 144, meanSeriesPercent: 94.2, standardDeviation: 1.9, firstHalfPercent: 94.6, secondHalfPercent: 93.8, fade: -0.8 },
    correlations: {
      hoursOfSleep: { r: 0.41, n: 24 }, energyLevel: { r: 0.22, n: 24 }, focusLevel: { r: 0.35, n: 24 }, confidenceLevel: { r: null, n: 2 }, stressLevel: { r: -0.3, n: 24 },
    },
    trainingVsCompetition: [{
      courseOfFireId: COURSE, courseOfFireCode: "AR60", courseOfFireName: course.name, trainingSessions: 20, trainingAverageScorePercent: 94.1,
      competitionEntries: 2, competitionAverageScorePercent: 95, gap: 0.9,
    }],
  },
  ProfileImage: {
    id: "0193a1b2-9000-7e8f-9a0b-1c2d3e4f5a6b", athleteId: ATHLETE, imageType: 0, originalFileName: "IMG_0001.jpg",
    cdnUrl: "https://rangebook.example.org/media/images/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.jpg",
    contentType: "image/jpeg", fileSize: 48213, width: 640, height: 640, uploadedAt: CREATED,
  },
  ProfileImageUpload: { file: "(the image's bytes)", imageType: 0 },
  ClassificationInput: classification,
  Classification: {
    id: CLASSIFICATION, competitionId: COMPETITION, ...classification, currentParticipantCount: 4,
    rules: [{ id: "0193a1b2-d001-7e8f-9a0b-1c2d3e4f5a6b", classificationId: CLASSIFICATION, ...rule }], ...stamps,
  },
  AssignmentResult: {
    competitionId: COMPETITION, entries: 5, assignedEntries: 4, unassignedEntries: 1,
    classifications: [{
      classificationId: CLASSIFICATION, name: "Junior", type: 1, displayOrder: 10, isActive: true, isAutoAssigned: true, assigned: 2,
      minParticipants: 3, maxParticipants: null, belowMinimum: true, full: false,
    }],
    belowMinimum: [CLASSIFICATION],
  },
  ClassificationPreview: {
    competitionId: COMPETITION, entries: 1, qualifying: 1,
    note: "Qualifying is not the same as assigned: maxParticipants and classifications of the same type earlier in displayOrder can take an entry first.",
    results: [{
      entryId: "0193a1b2-e100-7e8f-9a0b-1c2d3e4f5a6b", athleteId: ATHLETE, athleteName: "Emma Lindqvist",
      facts: { age: 18, gender: 2, country: 840, organizationId: ORGANIZATION, discipline: "Air Rifle", courseOfFireCode: "AR60", entryScore: 618.4, averageScorePercent: null },
      hiddenFacts: ["averageScorePercent"], qualifies: true,
      rules: [{ index: 0, ruleId: null, ruleType: 0, fieldName: "age", operator: 4, fact: 18, factHidden: false, matched: true, passed: true }],
    }],
  },
  Codes: publishedCodes(),
  SignInInput: { apiKey: "rbk_AbCdEf123456_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH" },
  WhoAmI: {
    role: "athlete", keyName: "Emma's phone", via: "session", organizationId: ORGANIZATION, organizationName: "Riverside Rifle & Pistol Club",
    athleteId: ATHLETE, athleteName: "Emma Lindqvist", userProfileId: null,
  },
};
