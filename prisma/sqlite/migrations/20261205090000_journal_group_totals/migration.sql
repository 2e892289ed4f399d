-- The journal's sessions, shots and percentages per discipline, per position and per course of fire
-- in training, kept per athlete (decision 027), as JournalWeekTotals keeps them per week (decision
-- 023): the statistics without a filter read a few rows instead of grouping every entry three times.
-- A group's key is its name after '=', or '' for the sessions without one (a key cannot be null).
-- The training groups are the sessions on a course of fire with a percentage, not linked to a
-- competition result. Triggers keep them on every write, whichever path makes it: a write adds its
-- row's share, a change or a delete takes the old share away, and a group without sessions is removed.
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
    "percentSum" REAL NOT NULL,

    PRIMARY KEY ("athleteId", "kind", "key"),
    CONSTRAINT "JournalGroupTotals_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "JournalEntry_best_session_idx" ON "JournalEntry"("athleteId", "scorePercent" DESC, "sessionDate", "id") WHERE "scorePercent" IS NOT NULL;

CREATE TRIGGER "JournalEntry_sums_by_group_insert" AFTER INSERT ON "JournalEntry" BEGIN
  INSERT INTO "JournalGroupTotals" ("athleteId", "kind", "key", "sessions", "shots", "percentN", "percentSum")
  SELECT * FROM (
    SELECT NEW."athleteId", 'discipline' AS "kind", COALESCE('=' || NEW."discipline", '') AS "key", 1 AS "sessions", COALESCE(NEW."totalShots", 0) AS "shots", CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(NEW."scorePercent", 0) AS "percentSum"
    UNION ALL SELECT NEW."athleteId", 'position', COALESCE('=' || NEW."position", ''), 1, COALESCE(NEW."totalShots", 0), CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(NEW."scorePercent", 0)
    UNION ALL SELECT NEW."athleteId", 'training', '=' || NEW."courseOfFireId", 1, COALESCE(NEW."totalShots", 0), 1, NEW."scorePercent"
      WHERE NEW."courseOfFireId" IS NOT NULL AND NEW."linkedCompetitionEntryId" IS NULL AND NEW."scorePercent" IS NOT NULL
  ) s WHERE true
  ON CONFLICT ("athleteId", "kind", "key") DO UPDATE SET
    "sessions" = "JournalGroupTotals"."sessions" + excluded."sessions",
    "shots" = "JournalGroupTotals"."shots" + excluded."shots",
    "percentN" = "JournalGroupTotals"."percentN" + excluded."percentN",
    "percentSum" = "JournalGroupTotals"."percentSum" + excluded."percentSum";
END;

CREATE TRIGGER "JournalEntry_sums_by_group_update" AFTER UPDATE OF "athleteId", "discipline", "position", "courseOfFireId", "linkedCompetitionEntryId", "scorePercent", "totalShots" ON "JournalEntry" BEGIN
  UPDATE "JournalGroupTotals" SET
    "sessions" = "JournalGroupTotals"."sessions" - d."sessions",
    "shots" = "JournalGroupTotals"."shots" - d."shots",
    "percentN" = "JournalGroupTotals"."percentN" - d."percentN",
    "percentSum" = "JournalGroupTotals"."percentSum" - d."percentSum"
  FROM (SELECT s."athleteId", s."kind", s."key", SUM(s."sessions") AS "sessions", SUM(s."shots") AS "shots", SUM(s."percentN") AS "percentN", SUM(s."percentSum") AS "percentSum" FROM (
    SELECT OLD."athleteId", 'discipline' AS "kind", COALESCE('=' || OLD."discipline", '') AS "key", 1 AS "sessions", COALESCE(OLD."totalShots", 0) AS "shots", CASE WHEN OLD."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(OLD."scorePercent", 0) AS "percentSum"
    UNION ALL SELECT OLD."athleteId", 'position', COALESCE('=' || OLD."position", ''), 1, COALESCE(OLD."totalShots", 0), CASE WHEN OLD."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(OLD."scorePercent", 0)
    UNION ALL SELECT OLD."athleteId", 'training', '=' || OLD."courseOfFireId", 1, COALESCE(OLD."totalShots", 0), 1, OLD."scorePercent"
      WHERE OLD."courseOfFireId" IS NOT NULL AND OLD."linkedCompetitionEntryId" IS NULL AND OLD."scorePercent" IS NOT NULL
  ) s GROUP BY s."athleteId", s."kind", s."key") AS d
  WHERE "JournalGroupTotals"."athleteId" = d."athleteId" AND "JournalGroupTotals"."kind" = d."kind" AND "JournalGroupTotals"."key" = d."key";
  DELETE FROM "JournalGroupTotals" WHERE "athleteId" = OLD."athleteId" AND "sessions" = 0;
  INSERT INTO "JournalGroupTotals" ("athleteId", "kind", "key", "sessions", "shots", "percentN", "percentSum")
  SELECT * FROM (
    SELECT NEW."athleteId", 'discipline' AS "kind", COALESCE('=' || NEW."discipline", '') AS "key", 1 AS "sessions", COALESCE(NEW."totalShots", 0) AS "shots", CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(NEW."scorePercent", 0) AS "percentSum"
    UNION ALL SELECT NEW."athleteId", 'position', COALESCE('=' || NEW."position", ''), 1, COALESCE(NEW."totalShots", 0), CASE WHEN NEW."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(NEW."scorePercent", 0)
    UNION ALL SELECT NEW."athleteId", 'training', '=' || NEW."courseOfFireId", 1, COALESCE(NEW."totalShots", 0), 1, NEW."scorePercent"
      WHERE NEW."courseOfFireId" IS NOT NULL AND NEW."linkedCompetitionEntryId" IS NULL AND NEW."scorePercent" IS NOT NULL
  ) s WHERE true
  ON CONFLICT ("athleteId", "kind", "key") DO UPDATE SET
    "sessions" = "JournalGroupTotals"."sessions" + excluded."sessions",
    "shots" = "JournalGroupTotals"."shots" + excluded."shots",
    "percentN" = "JournalGroupTotals"."percentN" + excluded."percentN",
    "percentSum" = "JournalGroupTotals"."percentSum" + excluded."percentSum";
END;

CREATE TRIGGER "JournalEntry_sums_by_group_delete" AFTER DELETE ON "JournalEntry" BEGIN
  UPDATE "JournalGroupTotals" SET
    "sessions" = "JournalGroupTotals"."sessions" - d."sessions",
    "shots" = "JournalGroupTotals"."shots" - d."shots",
    "percentN" = "JournalGroupTotals"."percentN" - d."percentN",
    "percentSum" = "JournalGroupTotals"."percentSum" - d."percentSum"
  FROM (SELECT s."athleteId", s."kind", s."key", SUM(s."sessions") AS "sessions", SUM(s."shots") AS "shots", SUM(s."percentN") AS "percentN", SUM(s."percentSum") AS "percentSum" FROM (
    SELECT OLD."athleteId", 'discipline' AS "kind", COALESCE('=' || OLD."discipline", '') AS "key", 1 AS "sessions", COALESCE(OLD."totalShots", 0) AS "shots", CASE WHEN OLD."scorePercent" IS NOT NULL THEN 1 ELSE 0 END AS "percentN", COALESCE(OLD."scorePercent", 0) AS "percentSum"
    UNION ALL SELECT OLD."athleteId", 'position', COALESCE('=' || OLD."position", ''), 1, COALESCE(OLD."totalShots", 0), CASE WHEN OLD."scorePercent" IS NOT NULL THEN 1 ELSE 0 END, COALESCE(OLD."scorePercent", 0)
    UNION ALL SELECT OLD."athleteId", 'training', '=' || OLD."courseOfFireId", 1, COALESCE(OLD."totalShots", 0), 1, OLD."scorePercent"
      WHERE OLD."courseOfFireId" IS NOT NULL AND OLD."linkedCompetitionEntryId" IS NULL AND OLD."scorePercent" IS NOT NULL
  ) s GROUP BY s."athleteId", s."kind", s."key") AS d
  WHERE "JournalGroupTotals"."athleteId" = d."athleteId" AND "JournalGroupTotals"."kind" = d."kind" AND "JournalGroupTotals"."key" = d."key";
  DELETE FROM "JournalGroupTotals" WHERE "athleteId" = OLD."athleteId" AND "sessions" = 0;
END;

-- The groups of the entries written before.
INSERT INTO "JournalGroupTotals" ("athleteId", "kind", "key", "sessions", "shots", "percentN", "percentSum")
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
-- SQLite counts again per row, and only a week that still has its row: erasing a journal removes the
-- athlete's rows first (eraseAthleteData), so a week of thousands of sessions is not read once per
-- session. A recount that finds the athlete or the course gone (the cascade of their deletion) reads
-- no entry (CROSS JOIN keeps SQLite from reading them before it looks): the week goes, and no row is
-- written that the cascade would have to remove again.
--
-- The date window around the week is a day wider on each side: the week's number decides, the dates
-- only let the index find the rows.

CREATE TABLE "JournalCourseWeeks" (
    "athleteId" TEXT NOT NULL,
    "courseOfFireId" TEXT NOT NULL,
    "maxKey" TEXT NOT NULL,
    "sessionWeek" INTEGER NOT NULL,
    "maxScore" REAL,
    "sessions" INTEGER NOT NULL,
    "sum" REAL NOT NULL,
    "high" REAL NOT NULL,
    "low" REAL NOT NULL,
    "fractions" INTEGER NOT NULL,
    "firstId" TEXT NOT NULL,

    PRIMARY KEY ("athleteId", "courseOfFireId", "maxKey", "sessionWeek"),
    CONSTRAINT "JournalCourseWeeks_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "Athlete" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TRIGGER "JournalEntry_sums_by_course_week_insert" AFTER INSERT ON "JournalEntry"
WHEN NEW."courseOfFireId" IS NOT NULL AND NEW."score" IS NOT NULL BEGIN
  INSERT INTO "JournalCourseWeeks" ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
  VALUES (NEW."athleteId", NEW."courseOfFireId", CASE WHEN NEW."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', NEW."maxScore") END, NEW."sessionWeek", NEW."maxScore", 1, NEW."score", NEW."score", NEW."score", CASE WHEN NEW."score" <> ROUND(NEW."score") THEN 1 ELSE 0 END, NEW."id")
  ON CONFLICT ("athleteId", "courseOfFireId", "maxKey", "sessionWeek") DO UPDATE SET
    "sessions" = "JournalCourseWeeks"."sessions" + 1,
    "sum" = "JournalCourseWeeks"."sum" + excluded."sum",
    "high" = MAX("JournalCourseWeeks"."high", excluded."high"),
    "low" = MIN("JournalCourseWeeks"."low", excluded."low"),
    "fractions" = "JournalCourseWeeks"."fractions" + excluded."fractions",
    "firstId" = MIN("JournalCourseWeeks"."firstId", excluded."firstId");
END;

CREATE TRIGGER "JournalEntry_sums_by_course_week_update" AFTER UPDATE OF "athleteId", "courseOfFireId", "maxScore", "score", "sessionWeek" ON "JournalEntry"
WHEN OLD."athleteId" IS NOT NEW."athleteId" OR OLD."courseOfFireId" IS NOT NEW."courseOfFireId" OR OLD."maxScore" IS NOT NEW."maxScore"
  OR OLD."score" IS NOT NEW."score" OR OLD."sessionWeek" IS NOT NEW."sessionWeek" BEGIN
  UPDATE "JournalCourseWeeks" SET ("sessions", "sum", "high", "low", "fractions", "firstId") = (
    SELECT COUNT(*), COALESCE(SUM(e."score"), 0), COALESCE(MAX(e."score"), 0), COALESCE(MIN(e."score"), 0),
      COALESCE(SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), 0), COALESCE(MIN(e."id"), '')
    FROM (SELECT 1 WHERE EXISTS (SELECT 1 FROM "Athlete" a WHERE a."id" = OLD."athleteId")
      AND EXISTS (SELECT 1 FROM "CourseOfFire" c WHERE c."id" = OLD."courseOfFireId")) AS still
    CROSS JOIN "JournalEntry" e
    WHERE e."athleteId" = OLD."athleteId"
      AND e."sessionDate" >= date((OLD."sessionWeek" - 1) * 86400, 'unixepoch') AND e."sessionDate" < date((OLD."sessionWeek" + 8) * 86400, 'unixepoch')
      AND e."sessionWeek" = OLD."sessionWeek" AND e."courseOfFireId" = OLD."courseOfFireId" AND e."maxScore" IS OLD."maxScore" AND e."score" IS NOT NULL)
  WHERE "athleteId" = OLD."athleteId" AND "courseOfFireId" = OLD."courseOfFireId" AND "maxKey" = CASE WHEN OLD."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', OLD."maxScore") END AND "sessionWeek" = OLD."sessionWeek";
  DELETE FROM "JournalCourseWeeks" WHERE "athleteId" = OLD."athleteId" AND "courseOfFireId" = OLD."courseOfFireId" AND "maxKey" = CASE WHEN OLD."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', OLD."maxScore") END AND "sessionWeek" = OLD."sessionWeek" AND "sessions" = 0;
  INSERT INTO "JournalCourseWeeks" ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
  SELECT e."athleteId", e."courseOfFireId", CASE WHEN e."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', e."maxScore") END, e."sessionWeek", e."maxScore", COUNT(*), SUM(e."score"), MAX(e."score"), MIN(e."score"), SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), MIN(e."id")
    FROM (SELECT 1 WHERE EXISTS (SELECT 1 FROM "Athlete" a WHERE a."id" = NEW."athleteId")
      AND EXISTS (SELECT 1 FROM "CourseOfFire" c WHERE c."id" = NEW."courseOfFireId")) AS still
    CROSS JOIN "JournalEntry" e
    WHERE e."athleteId" = NEW."athleteId"
      AND e."sessionDate" >= date((NEW."sessionWeek" - 1) * 86400, 'unixepoch') AND e."sessionDate" < date((NEW."sessionWeek" + 8) * 86400, 'unixepoch')
      AND e."sessionWeek" = NEW."sessionWeek" AND e."courseOfFireId" = NEW."courseOfFireId" AND e."maxScore" IS NEW."maxScore" AND e."score" IS NOT NULL
    GROUP BY e."courseOfFireId"
  ON CONFLICT ("athleteId", "courseOfFireId", "maxKey", "sessionWeek") DO UPDATE SET
    "sessions" = excluded."sessions", "sum" = excluded."sum", "high" = excluded."high", "low" = excluded."low",
    "fractions" = excluded."fractions", "firstId" = excluded."firstId";
END;

CREATE TRIGGER "JournalEntry_sums_by_course_week_delete" AFTER DELETE ON "JournalEntry"
WHEN OLD."courseOfFireId" IS NOT NULL AND OLD."score" IS NOT NULL BEGIN
  UPDATE "JournalCourseWeeks" SET ("sessions", "sum", "high", "low", "fractions", "firstId") = (
    SELECT COUNT(*), COALESCE(SUM(e."score"), 0), COALESCE(MAX(e."score"), 0), COALESCE(MIN(e."score"), 0),
      COALESCE(SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), 0), COALESCE(MIN(e."id"), '')
    FROM (SELECT 1 WHERE EXISTS (SELECT 1 FROM "Athlete" a WHERE a."id" = OLD."athleteId")
      AND EXISTS (SELECT 1 FROM "CourseOfFire" c WHERE c."id" = OLD."courseOfFireId")) AS still
    CROSS JOIN "JournalEntry" e
    WHERE e."athleteId" = OLD."athleteId"
      AND e."sessionDate" >= date((OLD."sessionWeek" - 1) * 86400, 'unixepoch') AND e."sessionDate" < date((OLD."sessionWeek" + 8) * 86400, 'unixepoch')
      AND e."sessionWeek" = OLD."sessionWeek" AND e."courseOfFireId" = OLD."courseOfFireId" AND e."maxScore" IS OLD."maxScore" AND e."score" IS NOT NULL)
  WHERE "athleteId" = OLD."athleteId" AND "courseOfFireId" = OLD."courseOfFireId" AND "maxKey" = CASE WHEN OLD."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', OLD."maxScore") END AND "sessionWeek" = OLD."sessionWeek";
  DELETE FROM "JournalCourseWeeks" WHERE "athleteId" = OLD."athleteId" AND "courseOfFireId" = OLD."courseOfFireId" AND "maxKey" = CASE WHEN OLD."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', OLD."maxScore") END AND "sessionWeek" = OLD."sessionWeek" AND "sessions" = 0;
END;

-- The weeks of the sessions written before.
INSERT INTO "JournalCourseWeeks" ("athleteId", "courseOfFireId", "maxKey", "sessionWeek", "maxScore", "sessions", "sum", "high", "low", "fractions", "firstId")
SELECT e."athleteId", e."courseOfFireId", CASE WHEN e."maxScore" IS NULL THEN '' ELSE '=' || printf('%!.17g', e."maxScore") END, e."sessionWeek", e."maxScore", COUNT(*), SUM(e."score"), MAX(e."score"), MIN(e."score"), SUM(CASE WHEN e."score" <> ROUND(e."score") THEN 1 ELSE 0 END), MIN(e."id")
FROM "JournalEntry" e
WHERE e."courseOfFireId" IS NOT NULL AND e."score" IS NOT NULL
GROUP BY e."athleteId", e."courseOfFireId", e."maxScore", e."sessionWeek";
