-- A revision of everything a competition's result lists show of its own data (decision 021): the
-- public lists are kept per revision, and reading it is one row instead of aggregates over the
-- competition's entries and score changes. Triggers move it on every write, whichever path makes it
-- (the API, an import, a cascade, the SQL prompt). Names of athletes, clubs and courses of fire live
-- in other tables and are not counted: a kept list is reused for at most 30 s, which bounds that.

ALTER TABLE "Competition" ADD COLUMN "resultsRevision" INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER "CompetitionEntry_results_insert" AFTER INSERT ON "CompetitionEntry" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = NEW."competitionId";
END;
CREATE TRIGGER "CompetitionEntry_results_update" AFTER UPDATE ON "CompetitionEntry" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (OLD."competitionId", NEW."competitionId");
END;
CREATE TRIGGER "CompetitionEntry_results_delete" AFTER DELETE ON "CompetitionEntry" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = OLD."competitionId";
END;

CREATE TRIGGER "Relay_results_insert" AFTER INSERT ON "Relay" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = NEW."competitionId";
END;
CREATE TRIGGER "Relay_results_update" AFTER UPDATE ON "Relay" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (OLD."competitionId", NEW."competitionId");
END;
CREATE TRIGGER "Relay_results_delete" AFTER DELETE ON "Relay" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = OLD."competitionId";
END;

CREATE TRIGGER "Classification_results_insert" AFTER INSERT ON "Classification" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = NEW."competitionId";
END;
CREATE TRIGGER "Classification_results_update" AFTER UPDATE ON "Classification" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (OLD."competitionId", NEW."competitionId");
END;
CREATE TRIGGER "Classification_results_delete" AFTER DELETE ON "Classification" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = OLD."competitionId";
END;

CREATE TRIGGER "CompetitionCourse_results_insert" AFTER INSERT ON "CompetitionCourse" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = NEW."competitionId";
END;
CREATE TRIGGER "CompetitionCourse_results_update" AFTER UPDATE ON "CompetitionCourse" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (OLD."competitionId", NEW."competitionId");
END;
CREATE TRIGGER "CompetitionCourse_results_delete" AFTER DELETE ON "CompetitionCourse" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = OLD."competitionId";
END;

CREATE TRIGGER "CompetitionTeam_results_insert" AFTER INSERT ON "CompetitionTeam" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = NEW."competitionId";
END;
CREATE TRIGGER "CompetitionTeam_results_update" AFTER UPDATE ON "CompetitionTeam" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (OLD."competitionId", NEW."competitionId");
END;
CREATE TRIGGER "CompetitionTeam_results_delete" AFTER DELETE ON "CompetitionTeam" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = OLD."competitionId";
END;

CREATE TRIGGER "CompetitionSeries_results_insert" AFTER INSERT ON "CompetitionSeries" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = NEW."competitionEntryId");
END;
CREATE TRIGGER "CompetitionSeries_results_update" AFTER UPDATE ON "CompetitionSeries" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = OLD."competitionEntryId") OR "id" IN (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = NEW."competitionEntryId");
END;
CREATE TRIGGER "CompetitionSeries_results_delete" AFTER DELETE ON "CompetitionSeries" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = OLD."competitionEntryId");
END;

CREATE TRIGGER "CompetitionShot_results_insert" AFTER INSERT ON "CompetitionShot" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = NEW."competitionEntryId");
END;
CREATE TRIGGER "CompetitionShot_results_update" AFTER UPDATE ON "CompetitionShot" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = OLD."competitionEntryId") OR "id" IN (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = NEW."competitionEntryId");
END;
CREATE TRIGGER "CompetitionShot_results_delete" AFTER DELETE ON "CompetitionShot" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "CompetitionEntry" WHERE "id" = OLD."competitionEntryId");
END;

CREATE TRIGGER "ClassificationAssignment_results_insert" AFTER INSERT ON "ClassificationAssignment" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "Classification" WHERE "id" = NEW."classificationId");
END;
CREATE TRIGGER "ClassificationAssignment_results_update" AFTER UPDATE ON "ClassificationAssignment" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT "competitionId" FROM "Classification" WHERE "id" = OLD."classificationId") OR "id" IN (SELECT "competitionId" FROM "Classification" WHERE "id" = NEW."classificationId");
END;
CREATE TRIGGER "ClassificationAssignment_results_delete" AFTER DELETE ON "ClassificationAssignment" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "Classification" WHERE "id" = OLD."classificationId");
END;

CREATE TRIGGER "CompetitionTeamMember_results_insert" AFTER INSERT ON "CompetitionTeamMember" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "CompetitionTeam" WHERE "id" = NEW."teamId");
END;
CREATE TRIGGER "CompetitionTeamMember_results_update" AFTER UPDATE ON "CompetitionTeamMember" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" IN (SELECT "competitionId" FROM "CompetitionTeam" WHERE "id" = OLD."teamId") OR "id" IN (SELECT "competitionId" FROM "CompetitionTeam" WHERE "id" = NEW."teamId");
END;
CREATE TRIGGER "CompetitionTeamMember_results_delete" AFTER DELETE ON "CompetitionTeamMember" BEGIN
  UPDATE "Competition" SET "resultsRevision" = "resultsRevision" + 1 WHERE "id" = (SELECT "competitionId" FROM "CompetitionTeam" WHERE "id" = OLD."teamId");
END;
