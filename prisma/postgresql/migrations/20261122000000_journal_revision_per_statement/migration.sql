-- Updates and deletes of journal entries and series raise each athlete's revision once per
-- statement instead of once per row. PostgreSQL keeps every version of a row that one transaction
-- updates, and each later update of it walks them, so N row triggers updating one athlete's row
-- take time in N². Measured on the benchmark's data: setting 10,000 of one athlete's entries'
-- equipment profile to NULL (what deleting the profile makes its foreign key do, in one statement)
-- took 1.3-1.9 s with the triggers per row and 0.2-0.35 s per statement; deleting 20,000 and
-- 40,000 of one athlete's entries 4.7 s and 19.6 s per row, 0.27 s and 0.43 s per statement.
-- Inserts stay per row: operation 1's one-row insert is what runs most, and with a statement
-- trigger's transition table pgbench made 2,300-2,900 such inserts a second against 2,900-3,600.
--
-- Transition tables need one trigger per event, and none on an UPDATE OF column list. The
-- triggers of competition entries and calendar events stay per row: no statement the app or a
-- cascade makes changes more than a few of one athlete's rows there (deleting a competition
-- removes each entrant's few entries).

CREATE FUNCTION "raise_journal_revisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
    WHERE "id" IN (SELECT "athleteId" FROM "old_rows");
  ELSE
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
    WHERE "id" IN (SELECT "athleteId" FROM "old_rows" UNION SELECT "athleteId" FROM "new_rows");
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER "JournalEntry_revision" ON "JournalEntry";
CREATE TRIGGER "JournalEntry_revision" AFTER INSERT ON "JournalEntry"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision"();
CREATE TRIGGER "JournalEntry_revision_update" AFTER UPDATE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_journal_revisions"();
CREATE TRIGGER "JournalEntry_revision_delete" AFTER DELETE ON "JournalEntry"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_journal_revisions"();

-- Series belong to an athlete through their journal entry. When the entry itself is being deleted
-- (its series go with it) the join finds nothing, and the entry's own trigger raises the revision.
CREATE FUNCTION "raise_journal_revisions_of_series"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
    WHERE "id" IN (SELECT e."athleteId" FROM "old_rows" s JOIN "JournalEntry" e ON e."id" = s."journalEntryId");
  ELSE
    UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1
    WHERE "id" IN (
      SELECT e."athleteId" FROM "old_rows" s JOIN "JournalEntry" e ON e."id" = s."journalEntryId"
      UNION SELECT e."athleteId" FROM "new_rows" s JOIN "JournalEntry" e ON e."id" = s."journalEntryId");
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER "ScoreSeries_revision" ON "ScoreSeries";
CREATE TRIGGER "ScoreSeries_revision" AFTER INSERT ON "ScoreSeries"
  FOR EACH ROW EXECUTE FUNCTION "raise_journal_revision_of_series"();
CREATE TRIGGER "ScoreSeries_revision_update" AFTER UPDATE ON "ScoreSeries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_journal_revisions_of_series"();
CREATE TRIGGER "ScoreSeries_revision_delete" AFTER DELETE ON "ScoreSeries"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_journal_revisions_of_series"();
