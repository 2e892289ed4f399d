-- AlterTable
ALTER TABLE "JournalEntry" ADD COLUMN     "sessionWeek" INTEGER NOT NULL DEFAULT 0;


-- Backfill: the Monday of the session's ISO week (date_trunc('week') starts on Monday), as days since 1970-01-01.
UPDATE "JournalEntry" SET "sessionWeek" = (EXTRACT(EPOCH FROM date_trunc('week', "sessionDate")) / 86400)::integer;
