-- Match day (API section 13): what a competition offers and how it runs (courses, relays,
-- registration, frozen classes, provisional or official results), each entry's place, status and
-- score with its series and shots, every score change and publication kept, and declared teams.
-- Columns are added in place rather than by redefining the tables, which would drop the journal
-- revision triggers of 20261121100000 on Competition and CompetitionEntry.
ALTER TABLE "Competition" ADD COLUMN "openToOtherClubs" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Competition" ADD COLUMN "registrationOpen" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Competition" ADD COLUMN "classesFrozenAt" DATETIME;
ALTER TABLE "Competition" ADD COLUMN "resultsStatus" TEXT NOT NULL DEFAULT 'provisional';
ALTER TABLE "Competition" ADD COLUMN "liveResults" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "CompetitionEntry" ADD COLUMN "innerTens" INTEGER;
ALTER TABLE "CompetitionEntry" ADD COLUMN "bib" TEXT;
ALTER TABLE "CompetitionEntry" ADD COLUMN "relayNumber" INTEGER;
ALTER TABLE "CompetitionEntry" ADD COLUMN "firingPoint" TEXT;
ALTER TABLE "CompetitionEntry" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'entered';
ALTER TABLE "CompetitionEntry" ADD COLUMN "scoreCorrected" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "CourseOfFire" ADD COLUMN "rankingRule" TEXT;

-- CreateTable
CREATE TABLE "CompetitionCourse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "CompetitionCourse_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CompetitionCourse_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Relay" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "startsAt" DATETIME,
    "firingPoints" TEXT NOT NULL,
    "resultsHeld" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Relay_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CompetitionSeries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "score" REAL NOT NULL,
    "innerTens" INTEGER,
    "shotCount" INTEGER,
    "fromShots" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "CompetitionSeries_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CompetitionShot" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "shotNumber" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "decimalScore" REAL,
    "isInnerTen" BOOLEAN NOT NULL DEFAULT false,
    "isSighter" BOOLEAN NOT NULL DEFAULT false,
    "x" REAL,
    "y" REAL,
    "firedAt" DATETIME,
    CONSTRAINT "CompetitionShot_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CompetitionScoreChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionEntryId" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'entry',
    "changedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CompetitionScoreChange_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CompetitionScoreChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "Person" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CompetitionResultChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionId" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "reason" TEXT,
    "changedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CompetitionResultChange_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CompetitionResultChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "Person" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CompetitionTeam" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "competitionId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CompetitionTeam_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CompetitionTeam_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CompetitionTeam_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CompetitionTeamMember" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "teamId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    CONSTRAINT "CompetitionTeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "CompetitionTeam" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CompetitionTeamMember_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionEntry_competitionId_athleteId_courseOfFireId_key" ON "CompetitionEntry"("competitionId", "athleteId", "courseOfFireId");
CREATE UNIQUE INDEX "CompetitionEntry_competitionId_relayNumber_firingPoint_key" ON "CompetitionEntry"("competitionId", "relayNumber", "firingPoint");


-- CreateIndex
CREATE UNIQUE INDEX "CompetitionCourse_competitionId_courseOfFireId_key" ON "CompetitionCourse"("competitionId", "courseOfFireId");

-- CreateIndex
CREATE UNIQUE INDEX "Relay_competitionId_number_key" ON "Relay"("competitionId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionSeries_competitionEntryId_seriesNumber_key" ON "CompetitionSeries"("competitionEntryId", "seriesNumber");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionShot_competitionEntryId_seriesNumber_shotNumber_key" ON "CompetitionShot"("competitionEntryId", "seriesNumber", "shotNumber");

-- CreateIndex
CREATE INDEX "CompetitionScoreChange_competitionEntryId_createdAt_idx" ON "CompetitionScoreChange"("competitionEntryId", "createdAt");

-- CreateIndex
CREATE INDEX "CompetitionResultChange_competitionId_createdAt_idx" ON "CompetitionResultChange"("competitionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionTeam_competitionId_courseOfFireId_name_key" ON "CompetitionTeam"("competitionId", "courseOfFireId", "name");

-- CreateIndex
CREATE INDEX "CompetitionTeamMember_competitionEntryId_idx" ON "CompetitionTeamMember"("competitionEntryId");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionTeamMember_teamId_competitionEntryId_key" ON "CompetitionTeamMember"("teamId", "competitionEntryId");
