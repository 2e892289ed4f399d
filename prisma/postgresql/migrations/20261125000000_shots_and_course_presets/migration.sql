-- AlterTable
ALTER TABLE "CourseOfFire" ADD COLUMN     "innerTens" BOOLEAN,
ADD COLUMN     "positions" TEXT,
ADD COLUMN     "scoring" TEXT,
ADD COLUMN     "seriesCount" INTEGER,
ADD COLUMN     "shotsPerSeries" INTEGER,
ADD COLUMN     "sightersAllowed" BOOLEAN,
ADD COLUMN     "targetFace" TEXT,
ADD COLUMN     "timeLimitMinutes" INTEGER;

-- AlterTable
ALTER TABLE "JournalEntry" ADD COLUMN     "totalsFromShots" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Shot" (
    "id" TEXT NOT NULL,
    "journalEntryId" TEXT NOT NULL,
    "seriesNumber" INTEGER NOT NULL,
    "shotNumber" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "decimalScore" DOUBLE PRECISION,
    "isInnerTen" BOOLEAN NOT NULL DEFAULT false,
    "isSighter" BOOLEAN NOT NULL DEFAULT false,
    "x" DOUBLE PRECISION,
    "y" DOUBLE PRECISION,
    "firedAt" TIMESTAMP(3),

    CONSTRAINT "Shot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Shot_journalEntryId_seriesNumber_shotNumber_key" ON "Shot"("journalEntryId", "seriesNumber", "shotNumber");

-- AddForeignKey
ALTER TABLE "Shot" ADD CONSTRAINT "Shot_journalEntryId_fkey" FOREIGN KEY ("journalEntryId") REFERENCES "JournalEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

