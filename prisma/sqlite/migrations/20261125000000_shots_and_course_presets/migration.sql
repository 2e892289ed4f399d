-- AlterTable
ALTER TABLE "CourseOfFire" ADD COLUMN "innerTens" BOOLEAN;
ALTER TABLE "CourseOfFire" ADD COLUMN "positions" TEXT;
ALTER TABLE "CourseOfFire" ADD COLUMN "scoring" TEXT;
ALTER TABLE "CourseOfFire" ADD COLUMN "seriesCount" INTEGER;
ALTER TABLE "CourseOfFire" ADD COLUMN "shotsPerSeries" INTEGER;
ALTER TABLE "CourseOfFire" ADD COLUMN "sightersAllowed" BOOLEAN;
ALTER TABLE "CourseOfFire" ADD COLUMN "targetFace" TEXT;
ALTER TABLE "CourseOfFire" ADD COLUMN "timeLimitMinutes" INTEGER;

-- CreateTable
CREATE TABLE "Shot" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "journalEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "shotNumber" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "decimalScore" REAL,
    "isInnerTen" BOOLEAN NOT NULL DEFAULT false,
    "isSighter" BOOLEAN NOT NULL DEFAULT false,
    "x" REAL,
    "y" REAL,
    "firedAt" DATETIME,
    CONSTRAINT "Shot_journalEntryId_fkey" FOREIGN KEY ("journalEntryId") REFERENCES "JournalEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (ADD COLUMN rather than Prisma's table rebuild, which would drop the journal
-- revision triggers of 20261121100000_journal_revision)
ALTER TABLE "JournalEntry" ADD COLUMN "totalsFromShots" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "Shot_journalEntryId_seriesNumber_shotNumber_key" ON "Shot"("journalEntryId", "seriesNumber", "shotNumber");

