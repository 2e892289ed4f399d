-- AlterTable
ALTER TABLE "JournalEntry" ADD COLUMN "scorePercent" REAL;


-- Backfill from the entries' own totals; entries whose totals come from series get theirs at
-- their next write.
UPDATE "JournalEntry" SET "scorePercent" = 100.0 * "score" / "maxScore"
WHERE "score" IS NOT NULL AND "maxScore" IS NOT NULL AND "maxScore" > 0;
