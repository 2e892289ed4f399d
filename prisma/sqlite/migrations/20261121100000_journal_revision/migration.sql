-- AlterTable: a revision of everything the athlete's journal list and statistics show.
ALTER TABLE "Athlete" ADD COLUMN "journalRevision" INTEGER NOT NULL DEFAULT 0;

-- Triggers, so that every write moves it, whichever path makes it: the API, the seed, the key
-- command, a cascade (ON DELETE SET NULL rewrites journal entries), or someone at the SQL prompt.
CREATE TRIGGER "JournalEntry_revision_insert" AFTER INSERT ON "JournalEntry" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = NEW."athleteId";
END;
CREATE TRIGGER "JournalEntry_revision_update" AFTER UPDATE ON "JournalEntry" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" IN (OLD."athleteId", NEW."athleteId");
END;
CREATE TRIGGER "JournalEntry_revision_delete" AFTER DELETE ON "JournalEntry" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = OLD."athleteId";
END;

CREATE TRIGGER "ScoreSeries_revision_insert" AFTER INSERT ON "ScoreSeries" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
  WHERE "id" = (SELECT "athleteId" FROM "JournalEntry" WHERE "id" = NEW."journalEntryId");
END;
CREATE TRIGGER "ScoreSeries_revision_update" AFTER UPDATE ON "ScoreSeries" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
  WHERE "id" IN (SELECT "athleteId" FROM "JournalEntry" WHERE "id" IN (OLD."journalEntryId", NEW."journalEntryId"));
END;
CREATE TRIGGER "ScoreSeries_revision_delete" AFTER DELETE ON "ScoreSeries" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
  WHERE "id" = (SELECT "athleteId" FROM "JournalEntry" WHERE "id" = OLD."journalEntryId");
END;

CREATE TRIGGER "CompetitionEntry_revision_insert" AFTER INSERT ON "CompetitionEntry" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = NEW."athleteId";
END;
CREATE TRIGGER "CompetitionEntry_revision_update" AFTER UPDATE OF "athleteId", "competitionId", "courseOfFireId", "score" ON "CompetitionEntry" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" IN (OLD."athleteId", NEW."athleteId");
END;
CREATE TRIGGER "CompetitionEntry_revision_delete" AFTER DELETE ON "CompetitionEntry" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = OLD."athleteId";
END;

-- Linked records whose names and dates the journal shows.
CREATE TRIGGER "Competition_revision_update" AFTER UPDATE OF "name", "startDate" ON "Competition" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
  WHERE "id" IN (SELECT "athleteId" FROM "CompetitionEntry" WHERE "competitionId" = NEW."id");
END;
CREATE TRIGGER "CalendarEvent_revision_update" AFTER UPDATE OF "title" ON "CalendarEvent" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" IN (OLD."athleteId", NEW."athleteId");
END;
-- A course of fire shows in every journal that names it; such edits are rare, so every athlete's
-- revision moves.
CREATE TRIGGER "CourseOfFire_revision_update" AFTER UPDATE OF "name", "code", "maxScore", "discipline" ON "CourseOfFire" BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1;
END;
