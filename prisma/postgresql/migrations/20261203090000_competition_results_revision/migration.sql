-- A revision of everything a competition's result lists show of its own data (decision 021): the
-- public lists are kept per revision, and reading it is one row instead of aggregates over the
-- competition's entries and score changes. Triggers move it on every write, whichever path makes it
-- (the API, an import, a cascade, the SQL prompt). Names of athletes, clubs and courses of fire live
-- in other tables and are not counted: a kept list is reused for at most 30 s, which bounds that.

-- PostgreSQL raises it once per statement (transition tables), so a score write that replaces six
-- series moves the competition's row twice, not twelve times (see 20261122000000 for why per row
-- costs N² on one row).

ALTER TABLE "Competition" ADD COLUMN "resultsRevision" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "raise_results_revision_direct"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT r."competitionId" FROM "new_rows" r);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT r."competitionId" FROM "old_rows" r UNION SELECT r."competitionId" FROM "new_rows" r);
  ELSE
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT r."competitionId" FROM "old_rows" r);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "raise_results_revision_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT e."competitionId" FROM "new_rows" r JOIN "CompetitionEntry" e ON e."id" = r."competitionEntryId");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT e."competitionId" FROM "old_rows" r JOIN "CompetitionEntry" e ON e."id" = r."competitionEntryId" UNION SELECT e."competitionId" FROM "new_rows" r JOIN "CompetitionEntry" e ON e."id" = r."competitionEntryId");
  ELSE
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT e."competitionId" FROM "old_rows" r JOIN "CompetitionEntry" e ON e."id" = r."competitionEntryId");
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "raise_results_revision_classification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT k."competitionId" FROM "new_rows" r JOIN "Classification" k ON k."id" = r."classificationId");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT k."competitionId" FROM "old_rows" r JOIN "Classification" k ON k."id" = r."classificationId" UNION SELECT k."competitionId" FROM "new_rows" r JOIN "Classification" k ON k."id" = r."classificationId");
  ELSE
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT k."competitionId" FROM "old_rows" r JOIN "Classification" k ON k."id" = r."classificationId");
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "raise_results_revision_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT t."competitionId" FROM "new_rows" r JOIN "CompetitionTeam" t ON t."id" = r."teamId");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT t."competitionId" FROM "old_rows" r JOIN "CompetitionTeam" t ON t."id" = r."teamId" UNION SELECT t."competitionId" FROM "new_rows" r JOIN "CompetitionTeam" t ON t."id" = r."teamId");
  ELSE
    UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT t."competitionId" FROM "old_rows" r JOIN "CompetitionTeam" t ON t."id" = r."teamId");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "CompetitionEntry_results_insert" AFTER INSERT ON "CompetitionEntry"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "CompetitionEntry_results_update" AFTER UPDATE ON "CompetitionEntry"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "CompetitionEntry_results_delete" AFTER DELETE ON "CompetitionEntry"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();

CREATE TRIGGER "Relay_results_insert" AFTER INSERT ON "Relay"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "Relay_results_update" AFTER UPDATE ON "Relay"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "Relay_results_delete" AFTER DELETE ON "Relay"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();

CREATE TRIGGER "Classification_results_insert" AFTER INSERT ON "Classification"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "Classification_results_update" AFTER UPDATE ON "Classification"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "Classification_results_delete" AFTER DELETE ON "Classification"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();

CREATE TRIGGER "CompetitionCourse_results_insert" AFTER INSERT ON "CompetitionCourse"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "CompetitionCourse_results_update" AFTER UPDATE ON "CompetitionCourse"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "CompetitionCourse_results_delete" AFTER DELETE ON "CompetitionCourse"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();

CREATE TRIGGER "CompetitionTeam_results_insert" AFTER INSERT ON "CompetitionTeam"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "CompetitionTeam_results_update" AFTER UPDATE ON "CompetitionTeam"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();
CREATE TRIGGER "CompetitionTeam_results_delete" AFTER DELETE ON "CompetitionTeam"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_direct"();

CREATE TRIGGER "CompetitionSeries_results_insert" AFTER INSERT ON "CompetitionSeries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_entry"();
CREATE TRIGGER "CompetitionSeries_results_update" AFTER UPDATE ON "CompetitionSeries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_entry"();
CREATE TRIGGER "CompetitionSeries_results_delete" AFTER DELETE ON "CompetitionSeries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_entry"();

CREATE TRIGGER "CompetitionShot_results_insert" AFTER INSERT ON "CompetitionShot"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_entry"();
CREATE TRIGGER "CompetitionShot_results_update" AFTER UPDATE ON "CompetitionShot"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_entry"();
CREATE TRIGGER "CompetitionShot_results_delete" AFTER DELETE ON "CompetitionShot"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_entry"();

CREATE TRIGGER "ClassificationAssignment_results_insert" AFTER INSERT ON "ClassificationAssignment"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_classification"();
CREATE TRIGGER "ClassificationAssignment_results_update" AFTER UPDATE ON "ClassificationAssignment"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_classification"();
CREATE TRIGGER "ClassificationAssignment_results_delete" AFTER DELETE ON "ClassificationAssignment"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_classification"();

CREATE TRIGGER "CompetitionTeamMember_results_insert" AFTER INSERT ON "CompetitionTeamMember"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_team"();
CREATE TRIGGER "CompetitionTeamMember_results_update" AFTER UPDATE ON "CompetitionTeamMember"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_team"();
CREATE TRIGGER "CompetitionTeamMember_results_delete" AFTER DELETE ON "CompetitionTeamMember"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "raise_results_revision_team"();
