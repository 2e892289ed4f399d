-- Planning (API section 14): planned sessions linked to the journal entry that carried them out,
-- goals, daily check-ins, and the e-mail reminders a person switched on (each sent once).
ALTER TABLE "Person" ADD COLUMN "weeklySummaryEmails" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Person" ADD COLUMN "planReminderEmails" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PlannedSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "athleteId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "courseOfFireId" TEXT,
    "plannedShots" INTEGER,
    "plannedMinutes" INTEGER,
    "targetScore" REAL,
    "priority" TEXT,
    "notes" TEXT,
    "journalEntryId" TEXT,
    "linkedByHand" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PlannedSession_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PlannedSession_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "PlannedSession_journalEntryId_fkey" FOREIGN KEY ("journalEntryId") REFERENCES "JournalEntry" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Goal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "athleteId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "measure" TEXT NOT NULL DEFAULT 'score',
    "targetScore" REAL NOT NULL,
    "startDate" TEXT NOT NULL,
    "deadline" TEXT NOT NULL,
    "notes" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Goal_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Goal_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DailyCheckIn" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "athleteId" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "sleep" INTEGER NOT NULL,
    "fatigue" INTEGER NOT NULL,
    "stress" INTEGER NOT NULL,
    "mood" INTEGER NOT NULL,
    "soreness" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DailyCheckIn_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReminderSent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "personId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReminderSent_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);


-- CreateIndex
CREATE UNIQUE INDEX "PlannedSession_journalEntryId_key" ON "PlannedSession"("journalEntryId");

-- CreateIndex
CREATE INDEX "PlannedSession_athleteId_date_idx" ON "PlannedSession"("athleteId", "date");

-- CreateIndex
CREATE INDEX "Goal_athleteId_deadline_idx" ON "Goal"("athleteId", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "DailyCheckIn_athleteId_date_key" ON "DailyCheckIn"("athleteId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ReminderSent_personId_kind_subject_key" ON "ReminderSent"("personId", "kind", "subject");

