-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Organization" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganizationAddress" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT NOT NULL,
    "state" INTEGER NOT NULL,
    "postalCode" TEXT,
    "country" INTEGER NOT NULL,
    "addressType" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrganizationAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsAuthor" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "bio" TEXT,
    "email" TEXT,
    "idpUserId" TEXT,
    "avatarUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NewsAuthor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Athlete" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "dateOfBirth" TIMESTAMP(3),
    "gender" INTEGER,
    "country" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Athlete_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserProfile" (
    "id" TEXT NOT NULL,
    "athleteId" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "dateOfBirth" TIMESTAMP(3),
    "country" INTEGER,
    "gender" INTEGER,
    "preferredCulture" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseOfFire" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "discipline" TEXT,
    "shotCount" INTEGER,
    "maxScore" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CourseOfFire_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competition" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startDate" TIMESTAMP(3) NOT NULL,
    "endDate" TIMESTAMP(3),
    "discipline" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Competition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionEntry" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "athleteId" TEXT NOT NULL,
    "courseOfFireId" TEXT,
    "score" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompetitionEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarEvent" (
    "id" TEXT NOT NULL,
    "athleteId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "startUtc" TIMESTAMP(3) NOT NULL,
    "endUtc" TIMESTAMP(3),
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CalendarEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EquipmentProfile" (
    "id" TEXT NOT NULL,
    "athleteId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rifle" TEXT,
    "ammunition" TEXT,
    "sights" TEXT,
    "clothing" TEXT,
    "accessories" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EquipmentProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalEntry" (
    "id" TEXT NOT NULL,
    "athleteId" TEXT NOT NULL,
    "sessionDate" TIMESTAMP(3) NOT NULL,
    "sessionType" TEXT,
    "discipline" TEXT,
    "position" TEXT,
    "durationMinutes" INTEGER,
    "linkedCompetitionEntryId" TEXT,
    "courseOfFireId" TEXT,
    "linkedCalendarEventId" TEXT,
    "hoursOfSleep" DOUBLE PRECISION,
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
    "temperatureFahrenheit" DOUBLE PRECISION,
    "wind" TEXT,
    "lighting" TEXT,
    "humidity" DOUBLE PRECISION,
    "shotsFired" INTEGER,
    "score" DOUBLE PRECISION,
    "maxScore" DOUBLE PRECISION,
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
    "scorePercent" DOUBLE PRECISION,
    "totalShots" INTEGER,
    "totalXs" INTEGER,
    "seriesCount" INTEGER NOT NULL DEFAULT 0,
    "seriesPercentSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "seriesPercentSquares" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "firstHalfPercentSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "secondHalfPercentSum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "halfCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JournalEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScoreSeries" (
    "id" TEXT NOT NULL,
    "journalEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "seriesName" TEXT,
    "score" DOUBLE PRECISION NOT NULL,
    "maxScore" DOUBLE PRECISION,
    "innerTens" INTEGER,
    "shotCount" INTEGER,
    "notes" TEXT,

    CONSTRAINT "ScoreSeries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProfileImage" (
    "id" TEXT NOT NULL,
    "athleteId" TEXT NOT NULL,
    "imageType" INTEGER NOT NULL,
    "originalFileName" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProfileImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Classification" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "type" INTEGER NOT NULL,
    "displayOrder" INTEGER NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "isAutoAssigned" BOOLEAN NOT NULL,
    "maxParticipants" INTEGER,
    "minParticipants" INTEGER,
    "eligibilityRequirements" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Classification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassificationRule" (
    "id" TEXT NOT NULL,
    "classificationId" TEXT NOT NULL,
    "ruleType" INTEGER NOT NULL,
    "fieldName" TEXT NOT NULL,
    "operator" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "secondaryValue" TEXT,
    "priority" INTEGER NOT NULL,
    "description" TEXT,
    "isActive" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "ClassificationRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassificationAssignment" (
    "id" TEXT NOT NULL,
    "classificationId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassificationAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "organizationId" TEXT,
    "athleteId" TEXT,
    "prefix" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrganizationAddress_organizationId_createdAt_idx" ON "OrganizationAddress"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "NewsAuthor_organizationId_createdAt_idx" ON "NewsAuthor"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Athlete_organizationId_createdAt_idx" ON "Athlete"("organizationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "UserProfile_athleteId_key" ON "UserProfile"("athleteId");

-- CreateIndex
CREATE UNIQUE INDEX "CourseOfFire_code_key" ON "CourseOfFire"("code");

-- CreateIndex
CREATE INDEX "Competition_organizationId_startDate_idx" ON "Competition"("organizationId", "startDate");

-- CreateIndex
CREATE INDEX "CompetitionEntry_competitionId_createdAt_idx" ON "CompetitionEntry"("competitionId", "createdAt");

-- CreateIndex
CREATE INDEX "CompetitionEntry_athleteId_idx" ON "CompetitionEntry"("athleteId");

-- CreateIndex
CREATE INDEX "CalendarEvent_athleteId_startUtc_idx" ON "CalendarEvent"("athleteId", "startUtc");

-- CreateIndex
CREATE INDEX "EquipmentProfile_athleteId_createdAt_idx" ON "EquipmentProfile"("athleteId", "createdAt");

-- CreateIndex
CREATE INDEX "JournalEntry_athleteId_sessionDate_id_idx" ON "JournalEntry"("athleteId", "sessionDate", "id");

-- CreateIndex
CREATE INDEX "JournalEntry_linkedCompetitionEntryId_idx" ON "JournalEntry"("linkedCompetitionEntryId");

-- CreateIndex
CREATE INDEX "JournalEntry_linkedCalendarEventId_idx" ON "JournalEntry"("linkedCalendarEventId");

-- CreateIndex
CREATE INDEX "JournalEntry_equipmentProfileId_idx" ON "JournalEntry"("equipmentProfileId");

-- CreateIndex
CREATE INDEX "JournalEntry_courseOfFireId_idx" ON "JournalEntry"("courseOfFireId");

-- CreateIndex
CREATE UNIQUE INDEX "ScoreSeries_journalEntryId_seriesNumber_key" ON "ScoreSeries"("journalEntryId", "seriesNumber");

-- CreateIndex
CREATE INDEX "ProfileImage_athleteId_imageType_uploadedAt_idx" ON "ProfileImage"("athleteId", "imageType", "uploadedAt");

-- CreateIndex
CREATE INDEX "ProfileImage_storageKey_idx" ON "ProfileImage"("storageKey");

-- CreateIndex
CREATE INDEX "Classification_competitionId_displayOrder_idx" ON "Classification"("competitionId", "displayOrder");

-- CreateIndex
CREATE INDEX "ClassificationRule_classificationId_priority_idx" ON "ClassificationRule"("classificationId", "priority");

-- CreateIndex
CREATE INDEX "ClassificationAssignment_competitionEntryId_idx" ON "ClassificationAssignment"("competitionEntryId");

-- CreateIndex
CREATE UNIQUE INDEX "ClassificationAssignment_classificationId_competitionEntryI_key" ON "ClassificationAssignment"("classificationId", "competitionEntryId");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_prefix_key" ON "ApiKey"("prefix");

-- AddForeignKey
ALTER TABLE "OrganizationAddress" ADD CONSTRAINT "OrganizationAddress_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsAuthor" ADD CONSTRAINT "NewsAuthor_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Athlete" ADD CONSTRAINT "Athlete_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserProfile" ADD CONSTRAINT "UserProfile_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competition" ADD CONSTRAINT "Competition_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionEntry" ADD CONSTRAINT "CompetitionEntry_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionEntry" ADD CONSTRAINT "CompetitionEntry_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionEntry" ADD CONSTRAINT "CompetitionEntry_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EquipmentProfile" ADD CONSTRAINT "EquipmentProfile_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_linkedCompetitionEntryId_fkey" FOREIGN KEY ("linkedCompetitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_courseOfFireId_fkey" FOREIGN KEY ("courseOfFireId") REFERENCES "CourseOfFire"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_linkedCalendarEventId_fkey" FOREIGN KEY ("linkedCalendarEventId") REFERENCES "CalendarEvent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalEntry" ADD CONSTRAINT "JournalEntry_equipmentProfileId_fkey" FOREIGN KEY ("equipmentProfileId") REFERENCES "EquipmentProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScoreSeries" ADD CONSTRAINT "ScoreSeries_journalEntryId_fkey" FOREIGN KEY ("journalEntryId") REFERENCES "JournalEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfileImage" ADD CONSTRAINT "ProfileImage_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Classification" ADD CONSTRAINT "Classification_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassificationRule" ADD CONSTRAINT "ClassificationRule_classificationId_fkey" FOREIGN KEY ("classificationId") REFERENCES "Classification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassificationAssignment" ADD CONSTRAINT "ClassificationAssignment_classificationId_fkey" FOREIGN KEY ("classificationId") REFERENCES "Classification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassificationAssignment" ADD CONSTRAINT "ClassificationAssignment_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

