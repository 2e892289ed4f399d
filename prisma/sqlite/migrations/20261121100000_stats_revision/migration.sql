-- AlterTable: a revision of everything the athlete's journal statistics read.
ALTER TABLE "Athlete" ADD COLUMN "statsRevision" INTEGER NOT NULL DEFAULT 0;

-- Triggers, so that every write moves it, whichever path makes it: the API, the seed, the key
-- command, a cascade (ON DELETE SET NULL rewrites journal entries), or someone at the SQL prompt.
CREATE TRIGGER "JournalEntry_stats_insert" AFTER INSERT ON "JournalEntry" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" = NEW."athleteId";
END;
CREATE TRIGGER "JournalEntry_stats_update" AFTER UPDATE ON "JournalEntry" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" IN (OLD."athleteId", NEW."athleteId");
END;
CREATE TRIGGER "JournalEntry_stats_delete" AFTER DELETE ON "JournalEntry" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" = OLD."athleteId";
END;

CREATE TRIGGER "CompetitionEntry_stats_insert" AFTER INSERT ON "CompetitionEntry" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" = NEW."athleteId";
END;
CREATE TRIGGER "CompetitionEntry_stats_update" AFTER UPDATE OF "athleteId", "competitionId", "courseOfFireId", "score" ON "CompetitionEntry" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" IN (OLD."athleteId", NEW."athleteId");
END;
CREATE TRIGGER "CompetitionEntry_stats_delete" AFTER DELETE ON "CompetitionEntry" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" = OLD."athleteId";
END;

CREATE TRIGGER "Competition_stats_update" AFTER UPDATE OF "startDate" ON "Competition" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1
  WHERE "id" IN (SELECT "athleteId" FROM "CompetitionEntry" WHERE "competitionId" = NEW."id");
END;

-- A course of fire's name, code, maximum or discipline shows in every statistics that names it;
-- such edits are rare, so every athlete's revision moves.
CREATE TRIGGER "CourseOfFire_stats_update" AFTER UPDATE OF "name", "code", "maxScore", "discipline" ON "CourseOfFire" BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1;
END;
