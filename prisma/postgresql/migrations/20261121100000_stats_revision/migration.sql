-- AlterTable: a revision of everything the athlete's journal statistics read.
ALTER TABLE "Athlete" ADD COLUMN "statsRevision" INTEGER NOT NULL DEFAULT 0;

-- Triggers, so that every write moves it, whichever path makes it: the API, the seed, the key
-- command, a cascade (ON DELETE SET NULL rewrites journal entries), or someone at the SQL prompt.
CREATE FUNCTION "raise_stats_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" = OLD."athleteId";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."athleteId" IS DISTINCT FROM OLD."athleteId") THEN
    UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1 WHERE "id" = NEW."athleteId";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "JournalEntry_stats" AFTER INSERT OR UPDATE OR DELETE ON "JournalEntry"
  FOR EACH ROW EXECUTE FUNCTION "raise_stats_revision"();
CREATE TRIGGER "CompetitionEntry_stats" AFTER INSERT OR DELETE OR UPDATE OF "athleteId", "competitionId", "courseOfFireId", "score" ON "CompetitionEntry"
  FOR EACH ROW EXECUTE FUNCTION "raise_stats_revision"();

CREATE FUNCTION "raise_stats_revision_of_entrants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1
  WHERE "id" IN (SELECT "athleteId" FROM "CompetitionEntry" WHERE "competitionId" = NEW."id");
  RETURN NULL;
END $$;
CREATE TRIGGER "Competition_stats" AFTER UPDATE OF "startDate" ON "Competition"
  FOR EACH ROW EXECUTE FUNCTION "raise_stats_revision_of_entrants"();

-- A course of fire's name, code, maximum or discipline shows in every statistics that names it;
-- such edits are rare, so every athlete's revision moves.
CREATE FUNCTION "raise_every_stats_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Athlete" SET "statsRevision" = "statsRevision" + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER "CourseOfFire_stats" AFTER UPDATE OF "name", "code", "maxScore", "discipline" ON "CourseOfFire"
  FOR EACH ROW EXECUTE FUNCTION "raise_every_stats_revision"();
