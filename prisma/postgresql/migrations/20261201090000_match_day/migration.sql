-- Match day (API section 13): what a competition offers and how it runs, each entry's place,
-- status and score with its series and shots, every score change and publication kept, and teams.
-- AlterTable
ALTER TABLE "CourseOfFire" ADD COLUMN     "rankingRule" TEXT;

-- AlterTable
ALTER TABLE "Competition" ADD COLUMN     "classesFrozenAt" TIMESTAMP(3),
ADD COLUMN     "liveResults" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "openToOtherClubs" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "registrationOpen" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "resultsStatus" TEXT NOT NULL DEFAULT 'provisional';

-- AlterTable
ALTER TABLE "CompetitionEntry" ADD COLUMN     "bib" TEXT,
ADD COLUMN     "firingPoint" TEXT,
ADD COLUMN     "innerTens" INTEGER,
ADD COLUMN     "relayNumber" INTEGER,
ADD COLUMN     "scoreCorrected" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'entered';

-- CreateTable
CREATE TABLE "CompetitionCourse" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "CompetitionCourse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Relay" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3),
    "firingPoints" TEXT NOT NULL,
    "resultsHeld" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Relay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionSeries" (
    "id" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "innerTens" INTEGER,
    "shotCount" INTEGER,
    "fromShots" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "CompetitionSeries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionShot" (
    "id" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "shotNumber" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "decimalScore" DOUBLE PRECISION,
    "isInnerTen" BOOLEAN NOT NULL DEFAULT false,
    "isSighter" BOOLEAN NOT NULL DEFAULT false,
    "x" DOUBLE PRECISION,
    "y" DOUBLE PRECISION,
    "firedAt" TIMESTAMP(3),

    CONSTRAINT "CompetitionShot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionScoreChange" (
    "id" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'entry',
    "changedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompetitionScoreChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionResultChange" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "reason" TEXT,
    "changedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompetitionResultChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionTeam" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompetitionTeam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionTeamMember" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,

    CONSTRAINT "CompetitionTeamMember_pkey" PRIMARY KEY ("id")
);

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

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionEntry_competitionId_athleteId_courseOfFireId_key" ON "CompetitionEntry"("competitionId", "athleteId", "courseOfFireId");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionEntry_competitionId_relayNumber_firingPoint_key" ON "CompetitionEntry"("competitionId", "relayNumber", "firingPoint");

-- AddForeignKey
ALTER TABLE "CompetitionCourse" ADD CONSTRAINT "CompetitionCourse_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionCourse" ADD CONSTRAINT "CompetitionCourse_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Relay" ADD CONSTRAINT "Relay_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionSeries" ADD CONSTRAINT "CompetitionSeries_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionShot" ADD CONSTRAINT "CompetitionShot_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionScoreChange" ADD CONSTRAINT "CompetitionScoreChange_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionScoreChange" ADD CONSTRAINT "CompetitionScoreChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "Person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionResultChange" ADD CONSTRAINT "CompetitionResultChange_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionResultChange" ADD CONSTRAINT "CompetitionResultChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "Person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionTeam" ADD CONSTRAINT "CompetitionTeam_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionTeam" ADD CONSTRAINT "CompetitionTeam_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionTeam" ADD CONSTRAINT "CompetitionTeam_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionTeamMember" ADD CONSTRAINT "CompetitionTeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "CompetitionTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionTeamMember" ADD CONSTRAINT "CompetitionTeamMember_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

