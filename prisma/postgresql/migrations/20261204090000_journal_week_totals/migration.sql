-- The sums the journal's statistics read, kept per athlete and ISO week (decision 023): the
-- statistics without a filter add up about 520 rows for ten years of training instead of 44 sums
-- over every entry. Triggers keep them on every write, whichever path makes it (the API, an
-- import, the seed, a cascade, the SQL prompt): a write adds its row's share and a change or a
-- delete takes the old share away, so the cost of a write does not grow with the journal. A week
-- whose last session goes is removed.
--
-- PostgreSQL adds an inserted entry's share per row, as the journal revision does (operation 1's
-- one-row insert runs most), and takes changes and deletes per statement from their transition
-- tables: a cascade that rewrites or deletes 10,000 of one athlete's entries then moves each week's
-- row once instead of once per entry (see 20261122000000 for why the latter costs N²).

CREATE TABLE "JournalWeekTotals" (
    "athleteId" TEXT NOT NULL,
    "sessionWeek" INTEGER NOT NULL,
    "sessions" INTEGER NOT NULL,
    "shots" INTEGER NOT NULL,
    "percentN" INTEGER NOT NULL,
    "percentSum" DOUBLE PRECISION NOT NULL,
    "tens" INTEGER NOT NULL,
    "shotsForTens" INTEGER NOT NULL,
    "xs" INTEGER NOT NULL,
    "shotsForXs" INTEGER NOT NULL,
    "seriesN" INTEGER NOT NULL,
    "seriesSum" DOUBLE PRECISION NOT NULL,
    "seriesSquares" DOUBLE PRECISION NOT NULL,
    "halfN" INTEGER NOT NULL,
    "firstHalf" DOUBLE PRECISION NOT NULL,
    "secondHalf" DOUBLE PRECISION NOT NULL,
    "withoutCourse" INTEGER NOT NULL,
    "lackingTotals" INTEGER NOT NULL,
    "hoursOfSleepN" INTEGER NOT NULL,
    "hoursOfSleepSx" DOUBLE PRECISION NOT NULL,
    "hoursOfSleepSy" DOUBLE PRECISION NOT NULL,
    "hoursOfSleepSxx" DOUBLE PRECISION NOT NULL,
    "hoursOfSleepSyy" DOUBLE PRECISION NOT NULL,
    "hoursOfSleepSxy" DOUBLE PRECISION NOT NULL,
    "energyLevelN" INTEGER NOT NULL,
    "energyLevelSx" DOUBLE PRECISION NOT NULL,
    "energyLevelSy" DOUBLE PRECISION NOT NULL,
    "energyLevelSxx" DOUBLE PRECISION NOT NULL,
    "energyLevelSyy" DOUBLE PRECISION NOT NULL,
    "energyLevelSxy" DOUBLE PRECISION NOT NULL,
    "focusLevelN" INTEGER NOT NULL,
    "focusLevelSx" DOUBLE PRECISION NOT NULL,
    "focusLevelSy" DOUBLE PRECISION NOT NULL,
    "focusLevelSxx" DOUBLE PRECISION NOT NULL,
    "focusLevelSyy" DOUBLE PRECISION NOT NULL,
    "focusLevelSxy" DOUBLE PRECISION NOT NULL,
    "confidenceLevelN" INTEGER NOT NULL,
    "confidenceLevelSx" DOUBLE PRECISION NOT NULL,
    "confidenceLevelSy" DOUBLE PRECISION NOT NULL,
    "confidenceLevelSxx" DOUBLE PRECISION NOT NULL,
    "confidenceLevelSyy" DOUBLE PRECISION NOT NULL,
    "confidenceLevelSxy" DOUBLE PRECISION NOT NULL,
    "stressLevelN" INTEGER NOT NULL,
    "stressLevelSx" DOUBLE PRECISION NOT NULL,
    "stressLevelSy" DOUBLE PRECISION NOT NULL,
    "stressLevelSxx" DOUBLE PRECISION NOT NULL,
    "stressLevelSyy" DOUBLE PRECISION NOT NULL,
    "stressLevelSxy" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "JournalWeekTotals_pkey" PRIMARY KEY ("athleteId", "sessionWeek")
);

ALTER TABLE "JournalWeekTotals" ADD CONSTRAINT "JournalWeekTotals_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION "add_journal_week_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "JournalWeekTotals" ("athleteId", "sessionWeek", "sessions", "shots", "percentN", "percentSum", "tens", "shotsForTens", "xs", "shotsForXs", "seriesN", "seriesSum", "seriesSquares", "halfN", "firstHalf", "secondHalf", "withoutCourse", "lackingTotals", "hoursOfSleepN", "hoursOfSleepSx", "hoursOfSleepSy", "hoursOfSleepSxx", "hoursOfSleepSyy", "hoursOfSleepSxy", "energyLevelN", "energyLevelSx", "energyLevelSy", "energyLevelSxx", "energyLevelSyy", "energyLevelSxy", "focusLevelN", "focusLevelSx", "focusLevelSy", "focusLevelSxx", "focusLevelSyy", "focusLevelSxy", "confidenceLevelN", "confidenceLevelSx", "confidenceLevelSy", "confidenceLevelSxx", "confidenceLevelSyy", "confidenceLevelSxy", "stressLevelN", "stressLevelSx", "stressLevelSy", "stressLevelSxx", "stressLevelSyy", "stressLevelSxy")
  VALUES (NEW."athleteId", NEW."sessionWeek", 1, COALESCE(NEW."totalShots", 0), CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(NEW."scorePercent", 0), CASE WHEN NEW."totalShots" > 0 AND NEW."numberOfTens" IS NOT NULL THEN NEW."numberOfTens" ELSE 0 END, CASE WHEN NEW."totalShots" > 0 AND NEW."numberOfTens" IS NOT NULL THEN NEW."totalShots" ELSE 0 END, CASE WHEN NEW."totalShots" > 0 AND NEW."totalXs" IS NOT NULL THEN NEW."totalXs" ELSE 0 END, CASE WHEN NEW."totalShots" > 0 AND NEW."totalXs" IS NOT NULL THEN NEW."totalShots" ELSE 0 END, NEW."seriesCount", NEW."seriesPercentSum", NEW."seriesPercentSquares", NEW."halfCount", NEW."firstHalfPercentSum", NEW."secondHalfPercentSum", CASE WHEN NEW."courseOfFireId" IS NULL THEN 1 ELSE 0 END, CASE WHEN NEW."courseOfFireId" IS NOT NULL AND (NEW."score" IS NULL OR NEW."maxScore" IS NULL) THEN 1 ELSE 0 END, CASE WHEN NEW."hoursOfSleep" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, CASE WHEN NEW."hoursOfSleep" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."hoursOfSleep" ELSE 0 END, CASE WHEN NEW."hoursOfSleep" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."hoursOfSleep" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."hoursOfSleep" * NEW."hoursOfSleep" ELSE 0 END, CASE WHEN NEW."hoursOfSleep" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."hoursOfSleep" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."hoursOfSleep" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."energyLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, CASE WHEN NEW."energyLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."energyLevel" ELSE 0 END, CASE WHEN NEW."energyLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."energyLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."energyLevel" * NEW."energyLevel" ELSE 0 END, CASE WHEN NEW."energyLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."energyLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."energyLevel" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."focusLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, CASE WHEN NEW."focusLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."focusLevel" ELSE 0 END, CASE WHEN NEW."focusLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."focusLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."focusLevel" * NEW."focusLevel" ELSE 0 END, CASE WHEN NEW."focusLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."focusLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."focusLevel" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."confidenceLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, CASE WHEN NEW."confidenceLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."confidenceLevel" ELSE 0 END, CASE WHEN NEW."confidenceLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."confidenceLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."confidenceLevel" * NEW."confidenceLevel" ELSE 0 END, CASE WHEN NEW."confidenceLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."confidenceLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."confidenceLevel" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."stressLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, CASE WHEN NEW."stressLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."stressLevel" ELSE 0 END, CASE WHEN NEW."stressLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."stressLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."stressLevel" * NEW."stressLevel" ELSE 0 END, CASE WHEN NEW."stressLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."scorePercent" * NEW."scorePercent" ELSE 0 END, CASE WHEN NEW."stressLevel" IS NOT NULL AND NEW."scorePercent" IS NOT NULL THEN NEW."stressLevel" * NEW."scorePercent" ELSE 0 END)
  ON CONFLICT ("athleteId", "sessionWeek") DO UPDATE SET
    "sessions" = "JournalWeekTotals"."sessions" + excluded."sessions",
    "shots" = "JournalWeekTotals"."shots" + excluded."shots",
    "percentN" = "JournalWeekTotals"."percentN" + excluded."percentN",
    "percentSum" = "JournalWeekTotals"."percentSum" + excluded."percentSum",
    "tens" = "JournalWeekTotals"."tens" + excluded."tens",
    "shotsForTens" = "JournalWeekTotals"."shotsForTens" + excluded."shotsForTens",
    "xs" = "JournalWeekTotals"."xs" + excluded."xs",
    "shotsForXs" = "JournalWeekTotals"."shotsForXs" + excluded."shotsForXs",
    "seriesN" = "JournalWeekTotals"."seriesN" + excluded."seriesN",
    "seriesSum" = "JournalWeekTotals"."seriesSum" + excluded."seriesSum",
    "seriesSquares" = "JournalWeekTotals"."seriesSquares" + excluded."seriesSquares",
    "halfN" = "JournalWeekTotals"."halfN" + excluded."halfN",
    "firstHalf" = "JournalWeekTotals"."firstHalf" + excluded."firstHalf",
    "secondHalf" = "JournalWeekTotals"."secondHalf" + excluded."secondHalf",
    "withoutCourse" = "JournalWeekTotals"."withoutCourse" + excluded."withoutCourse",
    "lackingTotals" = "JournalWeekTotals"."lackingTotals" + excluded."lackingTotals",
    "hoursOfSleepN" = "JournalWeekTotals"."hoursOfSleepN" + excluded."hoursOfSleepN",
    "hoursOfSleepSx" = "JournalWeekTotals"."hoursOfSleepSx" + excluded."hoursOfSleepSx",
    "hoursOfSleepSy" = "JournalWeekTotals"."hoursOfSleepSy" + excluded."hoursOfSleepSy",
    "hoursOfSleepSxx" = "JournalWeekTotals"."hoursOfSleepSxx" + excluded."hoursOfSleepSxx",
    "hoursOfSleepSyy" = "JournalWeekTotals"."hoursOfSleepSyy" + excluded."hoursOfSleepSyy",
    "hoursOfSleepSxy" = "JournalWeekTotals"."hoursOfSleepSxy" + excluded."hoursOfSleepSxy",
    "energyLevelN" = "JournalWeekTotals"."energyLevelN" + excluded."energyLevelN",
    "energyLevelSx" = "JournalWeekTotals"."energyLevelSx" + excluded."energyLevelSx",
    "energyLevelSy" = "JournalWeekTotals"."energyLevelSy" + excluded."energyLevelSy",
    "energyLevelSxx" = "JournalWeekTotals"."energyLevelSxx" + excluded."energyLevelSxx",
    "energyLevelSyy" = "JournalWeekTotals"."energyLevelSyy" + excluded."energyLevelSyy",
    "energyLevelSxy" = "JournalWeekTotals"."energyLevelSxy" + excluded."energyLevelSxy",
    "focusLevelN" = "JournalWeekTotals"."focusLevelN" + excluded."focusLevelN",
    "focusLevelSx" = "JournalWeekTotals"."focusLevelSx" + excluded."focusLevelSx",
    "focusLevelSy" = "JournalWeekTotals"."focusLevelSy" + excluded."focusLevelSy",
    "focusLevelSxx" = "JournalWeekTotals"."focusLevelSxx" + excluded."focusLevelSxx",
    "focusLevelSyy" = "JournalWeekTotals"."focusLevelSyy" + excluded."focusLevelSyy",
    "focusLevelSxy" = "JournalWeekTotals"."focusLevelSxy" + excluded."focusLevelSxy",
    "confidenceLevelN" = "JournalWeekTotals"."confidenceLevelN" + excluded."confidenceLevelN",
    "confidenceLevelSx" = "JournalWeekTotals"."confidenceLevelSx" + excluded."confidenceLevelSx",
    "confidenceLevelSy" = "JournalWeekTotals"."confidenceLevelSy" + excluded."confidenceLevelSy",
    "confidenceLevelSxx" = "JournalWeekTotals"."confidenceLevelSxx" + excluded."confidenceLevelSxx",
    "confidenceLevelSyy" = "JournalWeekTotals"."confidenceLevelSyy" + excluded."confidenceLevelSyy",
    "confidenceLevelSxy" = "JournalWeekTotals"."confidenceLevelSxy" + excluded."confidenceLevelSxy",
    "stressLevelN" = "JournalWeekTotals"."stressLevelN" + excluded."stressLevelN",
    "stressLevelSx" = "JournalWeekTotals"."stressLevelSx" + excluded."stressLevelSx",
    "stressLevelSy" = "JournalWeekTotals"."stressLevelSy" + excluded."stressLevelSy",
    "stressLevelSxx" = "JournalWeekTotals"."stressLevelSxx" + excluded."stressLevelSxx",
    "stressLevelSyy" = "JournalWeekTotals"."stressLevelSyy" + excluded."stressLevelSyy",
    "stressLevelSxy" = "JournalWeekTotals"."stressLevelSxy" + excluded."stressLevelSxy";
  RETURN NULL;
END $$;

CREATE FUNCTION "move_journal_week_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "JournalWeekTotals" t SET
    "sessions" = t."sessions" - d."sessions",
    "shots" = t."shots" - d."shots",
    "percentN" = t."percentN" - d."percentN",
    "percentSum" = t."percentSum" - d."percentSum",
    "tens" = t."tens" - d."tens",
    "shotsForTens" = t."shotsForTens" - d."shotsForTens",
    "xs" = t."xs" - d."xs",
    "shotsForXs" = t."shotsForXs" - d."shotsForXs",
    "seriesN" = t."seriesN" - d."seriesN",
    "seriesSum" = t."seriesSum" - d."seriesSum",
    "seriesSquares" = t."seriesSquares" - d."seriesSquares",
    "halfN" = t."halfN" - d."halfN",
    "firstHalf" = t."firstHalf" - d."firstHalf",
    "secondHalf" = t."secondHalf" - d."secondHalf",
    "withoutCourse" = t."withoutCourse" - d."withoutCourse",
    "lackingTotals" = t."lackingTotals" - d."lackingTotals",
    "hoursOfSleepN" = t."hoursOfSleepN" - d."hoursOfSleepN",
    "hoursOfSleepSx" = t."hoursOfSleepSx" - d."hoursOfSleepSx",
    "hoursOfSleepSy" = t."hoursOfSleepSy" - d."hoursOfSleepSy",
    "hoursOfSleepSxx" = t."hoursOfSleepSxx" - d."hoursOfSleepSxx",
    "hoursOfSleepSyy" = t."hoursOfSleepSyy" - d."hoursOfSleepSyy",
    "hoursOfSleepSxy" = t."hoursOfSleepSxy" - d."hoursOfSleepSxy",
    "energyLevelN" = t."energyLevelN" - d."energyLevelN",
    "energyLevelSx" = t."energyLevelSx" - d."energyLevelSx",
    "energyLevelSy" = t."energyLevelSy" - d."energyLevelSy",
    "energyLevelSxx" = t."energyLevelSxx" - d."energyLevelSxx",
    "energyLevelSyy" = t."energyLevelSyy" - d."energyLevelSyy",
    "energyLevelSxy" = t."energyLevelSxy" - d."energyLevelSxy",
    "focusLevelN" = t."focusLevelN" - d."focusLevelN",
    "focusLevelSx" = t."focusLevelSx" - d."focusLevelSx",
    "focusLevelSy" = t."focusLevelSy" - d."focusLevelSy",
    "focusLevelSxx" = t."focusLevelSxx" - d."focusLevelSxx",
    "focusLevelSyy" = t."focusLevelSyy" - d."focusLevelSyy",
    "focusLevelSxy" = t."focusLevelSxy" - d."focusLevelSxy",
    "confidenceLevelN" = t."confidenceLevelN" - d."confidenceLevelN",
    "confidenceLevelSx" = t."confidenceLevelSx" - d."confidenceLevelSx",
    "confidenceLevelSy" = t."confidenceLevelSy" - d."confidenceLevelSy",
    "confidenceLevelSxx" = t."confidenceLevelSxx" - d."confidenceLevelSxx",
    "confidenceLevelSyy" = t."confidenceLevelSyy" - d."confidenceLevelSyy",
    "confidenceLevelSxy" = t."confidenceLevelSxy" - d."confidenceLevelSxy",
    "stressLevelN" = t."stressLevelN" - d."stressLevelN",
    "stressLevelSx" = t."stressLevelSx" - d."stressLevelSx",
    "stressLevelSy" = t."stressLevelSy" - d."stressLevelSy",
    "stressLevelSxx" = t."stressLevelSxx" - d."stressLevelSxx",
    "stressLevelSyy" = t."stressLevelSyy" - d."stressLevelSyy",
    "stressLevelSxy" = t."stressLevelSxy" - d."stressLevelSxy"
  FROM (SELECT r."athleteId", r."sessionWeek", SUM(1) AS "sessions", SUM(COALESCE(r."totalShots", 0)) AS "shots", SUM(CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END) AS "percentN", SUM(COALESCE(r."scorePercent", 0)) AS "percentSum", SUM(CASE WHEN r."totalShots" > 0 AND r."numberOfTens" IS NOT NULL THEN r."numberOfTens" ELSE 0 END) AS "tens", SUM(CASE WHEN r."totalShots" > 0 AND r."numberOfTens" IS NOT NULL THEN r."totalShots" ELSE 0 END) AS "shotsForTens", SUM(CASE WHEN r."totalShots" > 0 AND r."totalXs" IS NOT NULL THEN r."totalXs" ELSE 0 END) AS "xs", SUM(CASE WHEN r."totalShots" > 0 AND r."totalXs" IS NOT NULL THEN r."totalShots" ELSE 0 END) AS "shotsForXs", SUM(r."seriesCount") AS "seriesN", SUM(r."seriesPercentSum") AS "seriesSum", SUM(r."seriesPercentSquares") AS "seriesSquares", SUM(r."halfCount") AS "halfN", SUM(r."firstHalfPercentSum") AS "firstHalf", SUM(r."secondHalfPercentSum") AS "secondHalf", SUM(CASE WHEN r."courseOfFireId" IS NULL THEN 1 ELSE 0 END) AS "withoutCourse", SUM(CASE WHEN r."courseOfFireId" IS NOT NULL AND (r."score" IS NULL OR r."maxScore" IS NULL) THEN 1 ELSE 0 END) AS "lackingTotals", SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END) AS "hoursOfSleepN", SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" ELSE 0 END) AS "hoursOfSleepSx", SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END) AS "hoursOfSleepSy", SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" * r."hoursOfSleep" ELSE 0 END) AS "hoursOfSleepSxx", SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END) AS "hoursOfSleepSyy", SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" * r."scorePercent" ELSE 0 END) AS "hoursOfSleepSxy", SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END) AS "energyLevelN", SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" ELSE 0 END) AS "energyLevelSx", SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END) AS "energyLevelSy", SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" * r."energyLevel" ELSE 0 END) AS "energyLevelSxx", SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END) AS "energyLevelSyy", SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" * r."scorePercent" ELSE 0 END) AS "energyLevelSxy", SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END) AS "focusLevelN", SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" ELSE 0 END) AS "focusLevelSx", SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END) AS "focusLevelSy", SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" * r."focusLevel" ELSE 0 END) AS "focusLevelSxx", SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END) AS "focusLevelSyy", SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" * r."scorePercent" ELSE 0 END) AS "focusLevelSxy", SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END) AS "confidenceLevelN", SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" ELSE 0 END) AS "confidenceLevelSx", SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END) AS "confidenceLevelSy", SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" * r."confidenceLevel" ELSE 0 END) AS "confidenceLevelSxx", SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END) AS "confidenceLevelSyy", SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" * r."scorePercent" ELSE 0 END) AS "confidenceLevelSxy", SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END) AS "stressLevelN", SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" ELSE 0 END) AS "stressLevelSx", SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END) AS "stressLevelSy", SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" * r."stressLevel" ELSE 0 END) AS "stressLevelSxx", SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END) AS "stressLevelSyy", SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" * r."scorePercent" ELSE 0 END) AS "stressLevelSxy" FROM "old_rows" r GROUP BY r."athleteId", r."sessionWeek") d
  WHERE t."athleteId" = d."athleteId" AND t."sessionWeek" = d."sessionWeek";
  IF TG_OP = 'UPDATE' THEN
  INSERT INTO "JournalWeekTotals" ("athleteId", "sessionWeek", "sessions", "shots", "percentN", "percentSum", "tens", "shotsForTens", "xs", "shotsForXs", "seriesN", "seriesSum", "seriesSquares", "halfN", "firstHalf", "secondHalf", "withoutCourse", "lackingTotals", "hoursOfSleepN", "hoursOfSleepSx", "hoursOfSleepSy", "hoursOfSleepSxx", "hoursOfSleepSyy", "hoursOfSleepSxy", "energyLevelN", "energyLevelSx", "energyLevelSy", "energyLevelSxx", "energyLevelSyy", "energyLevelSxy", "focusLevelN", "focusLevelSx", "focusLevelSy", "focusLevelSxx", "focusLevelSyy", "focusLevelSxy", "confidenceLevelN", "confidenceLevelSx", "confidenceLevelSy", "confidenceLevelSxx", "confidenceLevelSyy", "confidenceLevelSxy", "stressLevelN", "stressLevelSx", "stressLevelSy", "stressLevelSxx", "stressLevelSyy", "stressLevelSxy")
  SELECT r."athleteId", r."sessionWeek", SUM(1), SUM(COALESCE(r."totalShots", 0)), SUM(CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END), SUM(COALESCE(r."scorePercent", 0)), SUM(CASE WHEN r."totalShots" > 0 AND r."numberOfTens" IS NOT NULL THEN r."numberOfTens" ELSE 0 END), SUM(CASE WHEN r."totalShots" > 0 AND r."numberOfTens" IS NOT NULL THEN r."totalShots" ELSE 0 END), SUM(CASE WHEN r."totalShots" > 0 AND r."totalXs" IS NOT NULL THEN r."totalXs" ELSE 0 END), SUM(CASE WHEN r."totalShots" > 0 AND r."totalXs" IS NOT NULL THEN r."totalShots" ELSE 0 END), SUM(r."seriesCount"), SUM(r."seriesPercentSum"), SUM(r."seriesPercentSquares"), SUM(r."halfCount"), SUM(r."firstHalfPercentSum"), SUM(r."secondHalfPercentSum"), SUM(CASE WHEN r."courseOfFireId" IS NULL THEN 1 ELSE 0 END), SUM(CASE WHEN r."courseOfFireId" IS NOT NULL AND (r."score" IS NULL OR r."maxScore" IS NULL) THEN 1 ELSE 0 END), SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END), SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" ELSE 0 END), SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" * r."hoursOfSleep" ELSE 0 END), SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END), SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" ELSE 0 END), SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" * r."energyLevel" ELSE 0 END), SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END), SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" ELSE 0 END), SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" * r."focusLevel" ELSE 0 END), SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END), SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" ELSE 0 END), SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" * r."confidenceLevel" ELSE 0 END), SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END), SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" ELSE 0 END), SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" * r."stressLevel" ELSE 0 END), SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END), SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" * r."scorePercent" ELSE 0 END) FROM "new_rows" r GROUP BY r."athleteId", r."sessionWeek"
  ON CONFLICT ("athleteId", "sessionWeek") DO UPDATE SET
    "sessions" = "JournalWeekTotals"."sessions" + excluded."sessions",
    "shots" = "JournalWeekTotals"."shots" + excluded."shots",
    "percentN" = "JournalWeekTotals"."percentN" + excluded."percentN",
    "percentSum" = "JournalWeekTotals"."percentSum" + excluded."percentSum",
    "tens" = "JournalWeekTotals"."tens" + excluded."tens",
    "shotsForTens" = "JournalWeekTotals"."shotsForTens" + excluded."shotsForTens",
    "xs" = "JournalWeekTotals"."xs" + excluded."xs",
    "shotsForXs" = "JournalWeekTotals"."shotsForXs" + excluded."shotsForXs",
    "seriesN" = "JournalWeekTotals"."seriesN" + excluded."seriesN",
    "seriesSum" = "JournalWeekTotals"."seriesSum" + excluded."seriesSum",
    "seriesSquares" = "JournalWeekTotals"."seriesSquares" + excluded."seriesSquares",
    "halfN" = "JournalWeekTotals"."halfN" + excluded."halfN",
    "firstHalf" = "JournalWeekTotals"."firstHalf" + excluded."firstHalf",
    "secondHalf" = "JournalWeekTotals"."secondHalf" + excluded."secondHalf",
    "withoutCourse" = "JournalWeekTotals"."withoutCourse" + excluded."withoutCourse",
    "lackingTotals" = "JournalWeekTotals"."lackingTotals" + excluded."lackingTotals",
    "hoursOfSleepN" = "JournalWeekTotals"."hoursOfSleepN" + excluded."hoursOfSleepN",
    "hoursOfSleepSx" = "JournalWeekTotals"."hoursOfSleepSx" + excluded."hoursOfSleepSx",
    "hoursOfSleepSy" = "JournalWeekTotals"."hoursOfSleepSy" + excluded."hoursOfSleepSy",
    "hoursOfSleepSxx" = "JournalWeekTotals"."hoursOfSleepSxx" + excluded."hoursOfSleepSxx",
    "hoursOfSleepSyy" = "JournalWeekTotals"."hoursOfSleepSyy" + excluded."hoursOfSleepSyy",
    "hoursOfSleepSxy" = "JournalWeekTotals"."hoursOfSleepSxy" + excluded."hoursOfSleepSxy",
    "energyLevelN" = "JournalWeekTotals"."energyLevelN" + excluded."energyLevelN",
    "energyLevelSx" = "JournalWeekTotals"."energyLevelSx" + excluded."energyLevelSx",
    "energyLevelSy" = "JournalWeekTotals"."energyLevelSy" + excluded."energyLevelSy",
    "energyLevelSxx" = "JournalWeekTotals"."energyLevelSxx" + excluded."energyLevelSxx",
    "energyLevelSyy" = "JournalWeekTotals"."energyLevelSyy" + excluded."energyLevelSyy",
    "energyLevelSxy" = "JournalWeekTotals"."energyLevelSxy" + excluded."energyLevelSxy",
    "focusLevelN" = "JournalWeekTotals"."focusLevelN" + excluded."focusLevelN",
    "focusLevelSx" = "JournalWeekTotals"."focusLevelSx" + excluded."focusLevelSx",
    "focusLevelSy" = "JournalWeekTotals"."focusLevelSy" + excluded."focusLevelSy",
    "focusLevelSxx" = "JournalWeekTotals"."focusLevelSxx" + excluded."focusLevelSxx",
    "focusLevelSyy" = "JournalWeekTotals"."focusLevelSyy" + excluded."focusLevelSyy",
    "focusLevelSxy" = "JournalWeekTotals"."focusLevelSxy" + excluded."focusLevelSxy",
    "confidenceLevelN" = "JournalWeekTotals"."confidenceLevelN" + excluded."confidenceLevelN",
    "confidenceLevelSx" = "JournalWeekTotals"."confidenceLevelSx" + excluded."confidenceLevelSx",
    "confidenceLevelSy" = "JournalWeekTotals"."confidenceLevelSy" + excluded."confidenceLevelSy",
    "confidenceLevelSxx" = "JournalWeekTotals"."confidenceLevelSxx" + excluded."confidenceLevelSxx",
    "confidenceLevelSyy" = "JournalWeekTotals"."confidenceLevelSyy" + excluded."confidenceLevelSyy",
    "confidenceLevelSxy" = "JournalWeekTotals"."confidenceLevelSxy" + excluded."confidenceLevelSxy",
    "stressLevelN" = "JournalWeekTotals"."stressLevelN" + excluded."stressLevelN",
    "stressLevelSx" = "JournalWeekTotals"."stressLevelSx" + excluded."stressLevelSx",
    "stressLevelSy" = "JournalWeekTotals"."stressLevelSy" + excluded."stressLevelSy",
    "stressLevelSxx" = "JournalWeekTotals"."stressLevelSxx" + excluded."stressLevelSxx",
    "stressLevelSyy" = "JournalWeekTotals"."stressLevelSyy" + excluded."stressLevelSyy",
    "stressLevelSxy" = "JournalWeekTotals"."stressLevelSxy" + excluded."stressLevelSxy";
  END IF;
  DELETE FROM "JournalWeekTotals" t WHERE t."sessions" = 0 AND (t."athleteId", t."sessionWeek") IN (SELECT r."athleteId", r."sessionWeek" FROM "old_rows" r);
  RETURN NULL;
END $$;

CREATE TRIGGER "JournalEntry_week_totals_insert" AFTER INSERT ON "JournalEntry"
  FOR EACH ROW EXECUTE FUNCTION "add_journal_week_totals"();
CREATE TRIGGER "JournalEntry_week_totals_update" AFTER UPDATE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_journal_week_totals"();
CREATE TRIGGER "JournalEntry_week_totals_delete" AFTER DELETE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_journal_week_totals"();

-- The weeks of the entries written before.
INSERT INTO "JournalWeekTotals" ("athleteId", "sessionWeek", "sessions", "shots", "percentN", "percentSum", "tens", "shotsForTens", "xs", "shotsForXs", "seriesN", "seriesSum", "seriesSquares", "halfN", "firstHalf", "secondHalf", "withoutCourse", "lackingTotals", "hoursOfSleepN", "hoursOfSleepSx", "hoursOfSleepSy", "hoursOfSleepSxx", "hoursOfSleepSyy", "hoursOfSleepSxy", "energyLevelN", "energyLevelSx", "energyLevelSy", "energyLevelSxx", "energyLevelSyy", "energyLevelSxy", "focusLevelN", "focusLevelSx", "focusLevelSy", "focusLevelSxx", "focusLevelSyy", "focusLevelSxy", "confidenceLevelN", "confidenceLevelSx", "confidenceLevelSy", "confidenceLevelSxx", "confidenceLevelSyy", "confidenceLevelSxy", "stressLevelN", "stressLevelSx", "stressLevelSy", "stressLevelSxx", "stressLevelSyy", "stressLevelSxy")
SELECT
  r."athleteId",
  r."sessionWeek",
  SUM(1),
  SUM(COALESCE(r."totalShots", 0)),
  SUM(CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END),
  SUM(COALESCE(r."scorePercent", 0)),
  SUM(CASE WHEN r."totalShots" > 0 AND r."numberOfTens" IS NOT NULL THEN r."numberOfTens" ELSE 0 END),
  SUM(CASE WHEN r."totalShots" > 0 AND r."numberOfTens" IS NOT NULL THEN r."totalShots" ELSE 0 END),
  SUM(CASE WHEN r."totalShots" > 0 AND r."totalXs" IS NOT NULL THEN r."totalXs" ELSE 0 END),
  SUM(CASE WHEN r."totalShots" > 0 AND r."totalXs" IS NOT NULL THEN r."totalShots" ELSE 0 END),
  SUM(r."seriesCount"),
  SUM(r."seriesPercentSum"),
  SUM(r."seriesPercentSquares"),
  SUM(r."halfCount"),
  SUM(r."firstHalfPercentSum"),
  SUM(r."secondHalfPercentSum"),
  SUM(CASE WHEN r."courseOfFireId" IS NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."courseOfFireId" IS NOT NULL AND (r."score" IS NULL OR r."maxScore" IS NULL) THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" ELSE 0 END),
  SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" * r."hoursOfSleep" ELSE 0 END),
  SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."hoursOfSleep" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."hoursOfSleep" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" ELSE 0 END),
  SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" * r."energyLevel" ELSE 0 END),
  SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."energyLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."energyLevel" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" ELSE 0 END),
  SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" * r."focusLevel" ELSE 0 END),
  SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."focusLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."focusLevel" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" ELSE 0 END),
  SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" * r."confidenceLevel" ELSE 0 END),
  SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."confidenceLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."confidenceLevel" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END),
  SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" ELSE 0 END),
  SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" * r."stressLevel" ELSE 0 END),
  SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."scorePercent" * r."scorePercent" ELSE 0 END),
  SUM(CASE WHEN r."stressLevel" IS NOT NULL AND r."scorePercent" IS NOT NULL THEN r."stressLevel" * r."scorePercent" ELSE 0 END)
FROM "JournalEntry" r
GROUP BY r."athleteId", r."sessionWeek";

