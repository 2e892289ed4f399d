-- Series and shots side by side (API section 9): each series says whether its figures are the
-- sums of its shots. ADD COLUMN rather than Prisma's table rebuild, which would drop the journal
-- revision triggers of 20261121100000_journal_revision.
ALTER TABLE "ScoreSeries" ADD COLUMN "fromShots" BOOLEAN NOT NULL DEFAULT false;

-- Until now a replace of the shots rewrote every series of the entry from them.
UPDATE "ScoreSeries" SET "fromShots" = true
WHERE EXISTS (
  SELECT 1 FROM "Shot"
  WHERE "Shot"."journalEntryId" = "ScoreSeries"."journalEntryId"
    AND "Shot"."seriesNumber" = "ScoreSeries"."seriesNumber"
    AND "Shot"."isSighter" = false
);
