-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_JournalEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "athleteId" TEXT NOT NULL,
    "sessionDate" DATETIME NOT NULL,
    "sessionType" TEXT,
    "discipline" TEXT,
    "position" TEXT,
    "durationMinutes" INTEGER,
    "linkedCompetitionEntryId" TEXT,
    "courseOfFireId" TEXT,
    "linkedCalendarEventId" TEXT,
    "hoursOfSleep" REAL,
    "energyLevel" INTEGER,
    "physicalHealthNotes" TEXT,
    "injuriesOrIssues" TEXT,
    "focusLevel" INTEGER,
    "confidenceLevel" INTEGER,
    "stressLevel" INTEGER,
    "mentalStateNotes" TEXT,
    "equipmentProfileId" TEXT,
    "rifle" TEXT,
    "ammunition" TEXT,
    "sights" TEXT,
    "clothing" TEXT,
    "accessories" TEXT,
    "equipmentChanges" TEXT,
    "venueType" TEXT,
    "location" TEXT,
    "weather" TEXT,
    "temperatureFahrenheit" REAL,
    "wind" TEXT,
    "lighting" TEXT,
    "humidity" REAL,
    "shotsFired" INTEGER,
    "score" REAL,
    "maxScore" REAL,
    "numberOfTens" INTEGER,
    "numberOfXs" INTEGER,
    "stringPosition" TEXT,
    "sessionGoals" TEXT,
    "techniquesFocused" TEXT,
    "whatWentWell" TEXT,
    "areasForImprovement" TEXT,
    "coachFeedback" TEXT,
    "notes" TEXT,
    "nextSessionActionItems" TEXT,
    "scorePercent" REAL,
    "totalShots" INTEGER,
    "totalXs" INTEGER,
    "seriesCount" INTEGER NOT NULL DEFAULT 0,
    "seriesPercentSum" REAL NOT NULL DEFAULT 0,
    "seriesPercentSquares" REAL NOT NULL DEFAULT 0,
    "firstHalfPercentSum" REAL NOT NULL DEFAULT 0,
    "secondHalfPercentSum" REAL NOT NULL DEFAULT 0,
    "halfCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "JournalEntry_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JournalEntry_linkedCompetitionEntryId_fkey" FOREIGN KEY ("linkedCompetitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JournalEntry_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JournalEntry_linkedCalendarEventId_fkey" FOREIGN KEY ("linkedCalendarEventId") REFERENCES "CalendarEvent" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "JournalEntry_equipmentProfileId_fkey" FOREIGN KEY ("equipmentProfileId") REFERENCES "EquipmentProfile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_JournalEntry" ("accessories", "ammunition", "areasForImprovement", "athleteId", "clothing", "coachFeedback", "confidenceLevel", "courseOfFireId", "createdAt", "discipline", "durationMinutes", "energyLevel", "equipmentChanges", "equipmentProfileId", "focusLevel", "hoursOfSleep", "humidity", "id", "injuriesOrIssues", "lighting", "linkedCalendarEventId", "linkedCompetitionEntryId", "location", "maxScore", "mentalStateNotes", "nextSessionActionItems", "notes", "numberOfTens", "numberOfXs", "physicalHealthNotes", "position", "rifle", "score", "scorePercent", "sessionDate", "sessionGoals", "sessionType", "shotsFired", "sights", "stressLevel", "stringPosition", "techniquesFocused", "temperatureFahrenheit", "updatedAt", "venueType", "weather", "whatWentWell", "wind") SELECT "accessories", "ammunition", "areasForImprovement", "athleteId", "clothing", "coachFeedback", "confidenceLevel", "courseOfFireId", "createdAt", "discipline", "durationMinutes", "energyLevel", "equipmentChanges", "equipmentProfileId", "focusLevel", "hoursOfSleep", "humidity", "id", "injuriesOrIssues", "lighting", "linkedCalendarEventId", "linkedCompetitionEntryId", "location", "maxScore", "mentalStateNotes", "nextSessionActionItems", "notes", "numberOfTens", "numberOfXs", "physicalHealthNotes", "position", "rifle", "score", "scorePercent", "sessionDate", "sessionGoals", "sessionType", "shotsFired", "sights", "stressLevel", "stringPosition", "techniquesFocused", "temperatureFahrenheit", "updatedAt", "venueType", "weather", "whatWentWell", "wind" FROM "JournalEntry";
DROP TABLE "JournalEntry";
ALTER TABLE "new_JournalEntry" RENAME TO "JournalEntry";
CREATE INDEX "JournalEntry_athleteId_sessionDate_id_idx" ON "JournalEntry"("athleteId", "sessionDate", "id");
CREATE INDEX "JournalEntry_linkedCompetitionEntryId_idx" ON "JournalEntry"("linkedCompetitionEntryId");
CREATE INDEX "JournalEntry_linkedCalendarEventId_idx" ON "JournalEntry"("linkedCalendarEventId");
CREATE INDEX "JournalEntry_equipmentProfileId_idx" ON "JournalEntry"("equipmentProfileId");
CREATE INDEX "JournalEntry_courseOfFireId_idx" ON "JournalEntry"("courseOfFireId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Backfill for existing entries. The half sums (the fade) fill in at each entry's next series write.
UPDATE "JournalEntry" SET "totalShots" = "shotsFired", "totalXs" = "numberOfXs";
UPDATE "JournalEntry" SET
  "seriesCount" = (SELECT COUNT(*) FROM "ScoreSeries" s WHERE s."journalEntryId" = "JournalEntry"."id" AND s."maxScore" > 0),
  "seriesPercentSum" = COALESCE((SELECT SUM(100.0 * s."score" / s."maxScore") FROM "ScoreSeries" s
    WHERE s."journalEntryId" = "JournalEntry"."id" AND s."maxScore" > 0), 0),
  "seriesPercentSquares" = COALESCE((SELECT SUM((100.0 * s."score" / s."maxScore") * (100.0 * s."score" / s."maxScore")) FROM "ScoreSeries" s
    WHERE s."journalEntryId" = "JournalEntry"."id" AND s."maxScore" > 0), 0);
