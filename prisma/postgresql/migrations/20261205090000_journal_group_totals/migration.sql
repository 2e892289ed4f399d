-- The journal's sessions, shots and percentages per discipline, per position and per course of fire
-- in training, kept per athlete (decision 027), as JournalWeekTotals keeps them per week (decision
-- 023): the statistics without a filter read a few rows instead of grouping every entry three times.
-- A group's key is its name after '=', or '' for the sessions without one (a key cannot be null).
-- The training groups are the sessions on a course of fire with a percentage, not linked to a
-- competition result. Triggers keep them on every write, whichever path makes it: a write adds its
-- row's share, a change or a delete takes the old share away, and a group without sessions is removed.
--
-- The triggers here are named to come after "JournalEntry_revision" (PostgreSQL fires the triggers of
-- one event in the order of their names). The revision's UPDATE of the athlete's row holds that row
-- until the transaction ends, so two transactions writing one athlete's journal keep these tables one
-- after the other, and a recount sees the entries the other one committed.
--
-- PostgreSQL adds an inserted entry's share per row and takes changes and deletes per statement from
-- their transition tables, as 20261204090000 does for the weeks.
--
-- The best session's query (the highest percentage, the earliest on a tie) reads one row of an index
-- instead of sorting every entry. The index is partial, so that only a query for entries with a
-- percentage can use it: as a whole index on the athlete it became SQLite's choice for every scan of
-- an athlete's entries, in percentage order, and the GROUP BY by course and week took twice as long.
-- Prisma's schema cannot describe a partial index; it lives here (as the triggers do).

CREATE TABLE "JournalGroupTotals" (
    "athleteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "sessions" INTEGER NOT NULL,
    "shots" INTEGER NOT NULL,
    "percentN" INTEGER NOT NULL,
    "percentSum" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "JournalGroupTotals_pkey" PRIMARY KEY ("athleteId", "kind", "key")
);

ALTER TABLE "JournalGroupTotals" ADD CONSTRAINT "JournalGroupTotals_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "JournalEntry_best_session_idx" ON "JournalEntry"("athleteId", "scorePercent" DESC, "sessionDate", "id") WHERE "scorePercent" IS NOT NULL;

CREATE FUNCTION "add_journal_group_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "JournalGroupTotals" AS t ("athleteId", "kind", "key", "sessions", "shots", "percentN", "percentSum")
  SELECT * FROM (
    SELECT NEW."athleteId", 'discipline' AS "kind", COALESCE('=' || NEW."discipline", '') AS "key", 1 AS "sessions", COALESCE(NEW."totalShots", 0) AS "shots", CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(NEW."scorePercent", 0) AS "percentSum"
    UNION ALL SELECT NEW."athleteId", 'position', COALESCE('=' || NEW."position", ''), 1, COALESCE(NEW."totalShots", 0), CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(NEW."scorePercent", 0)
    UNION ALL SELECT NEW."athleteId", 'training', '=' || NEW."courseOfFireId", 1, COALESCE(NEW."totalShots", 0), 1, NEW."scorePercent"
      WHERE NEW."courseOfFireId" IS NOT NULL AND NEW."linkedCompetitionEntryId" IS NULL AND NEW."scorePercent" IS NOT NULL
  ) s WHERE true
  ON CONFLICT ("athleteId", "kind", "key") DO UPDATE SET
    "sessions" = t."sessions" + excluded."sessions",
    "shots" = t."shots" + excluded."shots",
    "percentN" = t."percentN" + excluded."percentN",
    "percentSum" = t."percentSum" + excluded."percentSum";
  RETURN NULL;
END $$;

CREATE FUNCTION "move_journal_group_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "JournalGroupTotals" AS t SET
    "sessions" = t."sessions" - d."sessions",
    "shots" = t."shots" - d."shots",
    "percentN" = t."percentN" - d."percentN",
    "percentSum" = t."percentSum" - d."percentSum"
  FROM (SELECT s."athleteId", s."kind", s."key", SUM(s."sessions") AS "sessions", SUM(s."shots") AS "shots", SUM(s."percentN") AS "percentN", SUM(s."percentSum") AS "percentSum" FROM (
    SELECT r."athleteId", 'discipline' AS "kind", COALESCE('=' || r."discipline", '') AS "key", 1 AS "sessions", COALESCE(r."totalShots", 0) AS "shots", CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(r."scorePercent", 0) AS "percentSum" FROM "old_rows" r
    UNION ALL SELECT r."athleteId", 'position', COALESCE('=' || r."position", ''), 1, COALESCE(r."totalShots", 0), CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(r."scorePercent", 0) FROM "old_rows" r
    UNION ALL SELECT r."athleteId", 'training', '=' || r."courseOfFireId", 1, COALESCE(r."totalShots", 0), 1, r."scorePercent" FROM "old_rows" r
      WHERE r."courseOfFireId" IS NOT NULL AND r."linkedCompetitionEntryId" IS NULL AND r."scorePercent" IS NOT NULL
  ) s GROUP BY s."athleteId", s."kind", s."key") AS d
  WHERE t."athleteId" = d."athleteId" AND t."kind" = d."kind" AND t."key" = d."key";
  IF TG_OP = 'UPDATE' THEN
  INSERT INTO "JournalGroupTotals" AS t ("athleteId", "kind", "key", "sessions", "shots", "percentN", "percentSum")
  SELECT s."athleteId", s."kind", s."key", SUM(s."sessions"), SUM(s."shots"), SUM(s."percentN"), SUM(s."percentSum") FROM (
    SELECT r."athleteId", 'discipline' AS "kind", COALESCE('=' || r."discipline", '') AS "key", 1 AS "sessions", COALESCE(r."totalShots", 0) AS "shots", CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(r."scorePercent", 0) AS "percentSum" FROM "new_rows" r
    UNION ALL SELECT r."athleteId", 'position', COALESCE('=' || r."position", ''), 1, COALESCE(r."totalShots", 0), CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(r."scorePercent", 0) FROM "new_rows" r
    UNION ALL SELECT r."athleteId", 'training', '=' || r."courseOfFireId", 1, COALESCE(r."totalShots", 0), 1, r."scorePercent" FROM "new_rows" r
      WHERE r."courseOfFireId" IS NOT NULL AND r."linkedCompetitionEntryId" IS NULL AND r."scorePercent" IS NOT NULL
  ) s GROUP BY s."athleteId", s."kind", s."key"
  ON CONFLICT ("athleteId", "kind", "key") DO UPDATE SET
    "sessions" = t."sessions" + excluded."sessions",
    "shots" = t."shots" + excluded."shots",
    "percentN" = t."percentN" + excluded."percentN",
    "percentSum" = t."percentSum" + excluded."percentSum";
  END IF;
  DELETE FROM "JournalGroupTotals" t WHERE t."sessions" = 0 AND t."athleteId" IN (SELECT r."athleteId" FROM "old_rows" r);
  RETURN NULL;
END $$;

CREATE TRIGGER "JournalEntry_sums_by_group_insert" AFTER INSERT ON "JournalEntry"
  FOR EACH ROW EXECUTE FUNCTION "add_journal_group_totals"();
CREATE TRIGGER "JournalEntry_sums_by_group_update" AFTER UPDATE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_journal_group_totals"();
CREATE TRIGGER "JournalEntry_sums_by_group_delete" AFTER DELETE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "move_journal_group_totals"();

-- The groups of the entries written before.
INSERT INTO "JournalGroupTotals" AS t ("athleteId", "kind", "key", "sessions", "shots", "percentN", "percentSum")
  SELECT s."athleteId", s."kind", s."key", SUM(s."sessions"), SUM(s."shots"), SUM(s."percentN"), SUM(s."percentSum") FROM (
    SELECT r."athleteId", 'discipline' AS "kind", COALESCE('=' || r."discipline", '') AS "key", 1 AS "sessions", COALESCE(r."totalShots", 0) AS "shots", CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(r."scorePercent", 0) AS "percentSum" FROM "JournalEntry" r
    UNION ALL SELECT r."athleteId", 'position', COALESCE('=' || r."position", ''), 1, COALESCE(r."totalShots", 0), CASE WHEN r."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(r."scorePercent", 0) FROM "JournalEntry" r
    UNION ALL SELECT r."athleteId", 'training', '=' || r."courseOfFireId", 1, COALESCE(r."totalShots", 0), 1, r."scorePercent" FROM "JournalEntry" r
      WHERE r."courseOfFireId" IS NOT NULL AND r."linkedCompetitionEntryId" IS NULL AND r."scorePercent" IS NOT NULL
  ) s GROUP BY s."athleteId", s."kind", s."key";

-- The scored sessions on a course of fire (a course and a score of their own) per course, maximum and
-- ISO week: how many, the sum, the highest and lowest score, how many scores have decimals, and the
-- first session in id order. The statistics without a filter read about 1,500 rows for 10,000
-- sessions instead of grouping every entry. "maxKey" is the maximum after '=', or '' for none.
--
-- An inserted session is added (the sum one addition more, the highest and lowest compared). A change
-- or a delete counts its week again from the entries: a highest, lowest or first session cannot be
-- taken away, and a recount keeps the sum one of at most as many additions as the week has sessions,
-- which averageOfSum's rounding guard assumes. A week is a few rows, read through the date index.
-- PostgreSQL counts again once per statement, every week the statement touched. Its text of a float8
-- is the shortest that reads back as the same number while extra_float_digits is 1 (the default),
-- which the functions and this migration set, so that no session's setting can merge two maxima.
--
-- The date window around the week is a day wider on each side: the week's number decides, the dates
-- only let the index find the rows.

CREATE TABLE "JournalCourseWeeks" (
    "athleteId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "maxKey" TEXT NOT NULL,
    "sessionWeek" INTEGER NOT NULL,
    "maxScore" DOUBLE PRECISION,
    "sessions" INTEGER NOT NULL,
    "sum" DOUBLE PRECISION NOT NULL,
    "high" DOUBLE PRECISION NOT NULL,
    "low" DOUBLE PRECISION NOT NULL,
    "fractions" INTEGER NOT NULL,
    "firstId" TEXT NOT NULL,

    CONSTRAINT "JournalCourseWeeks_pkey" PRIMARY KEY ("athleteId", "courseOfFireId", "maxKey", "sessionWeek")
);

ALTER TABLE "JournalCourseWeeks" ADD CONSTRAINT "JournalCourseWeeks_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION "add_journal_course_week"() RETURNS trigger LANGUAGE plpgsql SET extra_float_digits = 1 AS $$
BEGIN
  IF NEW."courseOfFireId" IS NOT NULL AND NEW."score" IS NOT NULL THEN
  INSERT INTO "JournalCourseWeeks" AS t ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
  VALUES (NEW."athleteId", NEW."courseOfFireId", COALESCE('=' || NEW."maxScore", ''), NEW."sessionWeek", NEW."maxScore", 1, NEW."score", NEW."score", NEW."score", CASE WHEN NEW."score" <> ROUND(NEW."score") THEN 1 ELSE 0 END, NEW."id")
  ON CONFLICT ("athleteId", "courseOfFireId", "maxKey", "sessionWeek") DO UPDATE SET
    "sessions" = t."sessions" + 1,
    "sum" = t."sum" + excluded."sum",
    "high" = GREATEST(t."high", excluded."high"),
    "low" = LEAST(t."low", excluded."low"),
    "fractions" = t."fractions" + excluded."fractions",
    "firstId" = LEAST(t."firstId", excluded."firstId");
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "recount_journal_course_weeks"() RETURNS trigger LANGUAGE plpgsql SET extra_float_digits = 1 AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
  WITH w AS (SELECT DISTINCT r."athleteId", r."courseOfFireId", r."maxScore", r."sessionWeek" FROM "old_rows" r WHERE r."courseOfFireId" IS NOT NULL AND r."score" IS NOT NULL UNION SELECT DISTINCT r."athleteId", r."courseOfFireId", r."maxScore", r."sessionWeek" FROM "new_rows" r WHERE r."courseOfFireId" IS NOT NULL AND r."score" IS NOT NULL)
  DELETE FROM "JournalCourseWeeks" t USING w
    WHERE t."athleteId" = w."athleteId" AND t."courseOfFireId" = w."courseOfFireId" AND t."maxKey" = COALESCE('=' || w."maxScore", '') AND t."sessionWeek" = w."sessionWeek";
  WITH w AS (SELECT DISTINCT r."athleteId", r."courseOfFireId", r."maxScore", r."sessionWeek" FROM "old_rows" r WHERE r."courseOfFireId" IS NOT NULL AND r."score" IS NOT NULL UNION SELECT DISTINCT r."athleteId", r."courseOfFireId", r."maxScore", r."sessionWeek" FROM "new_rows" r WHERE r."courseOfFireId" IS NOT NULL AND r."score" IS NOT NULL)
  INSERT INTO "JournalCourseWeeks" ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
  SELECT e."athleteId", e."courseOfFireId", COALESCE('=' || e."maxScore", ''), e."sessionWeek", e."maxScore", COUNT(*), SUM(e."score"), MAX(e."score"), MIN(e."score"), SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), MIN(e."id")
  FROM w JOIN "JournalEntry" e ON e."athleteId" = w."athleteId"
    AND e."sessionDate" >= DATE '1970-01-01' + (w."sessionWeek" - 1) AND e."sessionDate" < DATE '1970-01-01' + (w."sessionWeek" + 8)
    AND e."sessionWeek" = w."sessionWeek" AND e."courseOfFireId" = w."courseOfFireId" AND e."maxScore" IS NOT DISTINCT FROM w."maxScore"
  WHERE e."score" IS NOT NULL
  GROUP BY e."athleteId", e."courseOfFireId", e."maxScore", e."sessionWeek";
  ELSE
  WITH w AS (SELECT DISTINCT r."athleteId", r."courseOfFireId", r."maxScore", r."sessionWeek" FROM "old_rows" r WHERE r."courseOfFireId" IS NOT NULL AND r."score" IS NOT NULL)
  DELETE FROM "JournalCourseWeeks" t USING w
    WHERE t."athleteId" = w."athleteId" AND t."courseOfFireId" = w."courseOfFireId" AND t."maxKey" = COALESCE('=' || w."maxScore", '') AND t."sessionWeek" = w."sessionWeek";
  WITH w AS (SELECT DISTINCT r."athleteId", r."courseOfFireId", r."maxScore", r."sessionWeek" FROM "old_rows" r WHERE r."courseOfFireId" IS NOT NULL AND r."score" IS NOT NULL)
  INSERT INTO "JournalCourseWeeks" ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
  SELECT e."athleteId", e."courseOfFireId", COALESCE('=' || e."maxScore", ''), e."sessionWeek", e."maxScore", COUNT(*), SUM(e."score"), MAX(e."score"), MIN(e."score"), SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), MIN(e."id")
  FROM w JOIN "JournalEntry" e ON e."athleteId" = w."athleteId"
    AND e."sessionDate" >= DATE '1970-01-01' + (w."sessionWeek" - 1) AND e."sessionDate" < DATE '1970-01-01' + (w."sessionWeek" + 8)
    AND e."sessionWeek" = w."sessionWeek" AND e."courseOfFireId" = w."courseOfFireId" AND e."maxScore" IS NOT DISTINCT FROM w."maxScore"
  WHERE e."score" IS NOT NULL
  GROUP BY e."athleteId", e."courseOfFireId", e."maxScore", e."sessionWeek";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "JournalEntry_sums_by_course_week_insert" AFTER INSERT ON "JournalEntry"
  FOR EACH ROW EXECUTE FUNCTION "add_journal_course_week"();
CREATE TRIGGER "JournalEntry_sums_by_course_week_update" AFTER UPDATE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "recount_journal_course_weeks"();
CREATE TRIGGER "JournalEntry_sums_by_course_week_delete" AFTER DELETE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "recount_journal_course_weeks"();

-- The weeks of the sessions written before, their keys written as the functions write them.
SET extra_float_digits = 1;
INSERT INTO "JournalCourseWeeks" ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
SELECT e."athleteId", e."courseOfFireId", COALESCE('=' || e."maxScore", ''), e."sessionWeek", e."maxScore", COUNT(*), SUM(e."score"), MAX(e."score"), MIN(e."score"), SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), MIN(e."id")
FROM "JournalEntry" e
WHERE e."courseOfFireId" IS NOT NULL AND e."score" IS NOT NULL
GROUP BY e."athleteId", e."courseOfFireId", e."maxScore", e."sessionWeek";
