-- AlterTable: a revision of everything the athlete's journal list and statistics show.
ALTER TABLE "Athlete" ADD COLUMN "journalRevision" INTEGER NOT NULL DEFAULT 0;

-- Triggers, so that every write moves it, whichever path makes it: the API, the seed, the key
-- command, a cascade (ON DELETE SET NULL rewrites journal entries), or someone at the SQL prompt.
-- For rows that carry "athleteId" (journal entries, competition entries, calendar events).
CREATE FUNCTION "raise_journal_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = OLD."athleteId";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."athleteId" IS DISTINCT FROM OLD."athleteId") THEN
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = NEW."athleteId";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "JournalEntry_revision" AFTER INSERT OR UPDATE OR DELETE ON "JournalEntry"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision"();
CREATE TRIGGER "CompetitionEntry_revision" AFTER INSERT OR DELETE OR UPDATE OF "athleteId", "competitionId", "courseOfFireId", "score" ON "CompetitionEntry"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision"();
CREATE TRIGGER "CalendarEvent_revision" AFTER UPDATE OF "title" ON "CalendarEvent"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision"();

-- Series belong to an athlete through their journal entry.
CREATE FUNCTION "raise_journal_revision_of_series"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
    WHERE "id" = (SELECT "athleteId" FROM "JournalEntry" WHERE "id" = OLD."journalEntryId");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."journalEntryId" IS DISTINCT FROM OLD."journalEntryId") THEN
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
    WHERE "id" = (SELECT "athleteId" FROM "JournalEntry" WHERE "id" = NEW."journalEntryId");
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "ScoreSeries_revision" AFTER INSERT OR UPDATE OR DELETE ON "ScoreSeries"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision_of_series"();

-- Linked records whose names and dates the journal shows.
CREATE FUNCTION "raise_journal_revision_of_entrants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
  WHERE "id" IN (SELECT "athleteId" FROM "CompetitionEntry" WHERE "competitionId" = NEW."id");
  RETURN NULL;
END $$;
CREATE TRIGGER "Competition_revision" AFTER UPDATE OF "name", "startDate" ON "Competition"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision_of_entrants"();

-- A course of fire shows in every journal that names it; such edits are rare, so every athlete's
-- revision moves.
CREATE FUNCTION "raise_every_journal_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER "CourseOfFire_revision" AFTER UPDATE OF "name", "code", "maxScore", "discipline" ON "CourseOfFire"
  FOR EACH ROW EXECUTE FUNCTION "raise_every_journal_revision"();
