-- AlterTable: the Monday of the session's ISO week as days since 1970-01-01 (UTC)
ALTER TABLE "JournalEntry" ADD COLUMN "sessionWeek" INTEGER NOT NULL DEFAULT 0;

-- Backfill: day number of the session's UTC date, minus the days since that week's Monday.
UPDATE "JournalEntry" SET "sessionWeek" = (
  CAST(julianday(date("sessionDate")) - 2440587.5 AS INTEGER)
  - (((CAST(julianday(date("sessionDate")) - 2440587.5 AS INTEGER) + 3) % 7 + 7) % 7)
);
