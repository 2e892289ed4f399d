// The Journal operations: an athlete's entries, series, shots, statistics, imports and exports.
import { journalListQuery, journalStatsQuery } from "@/lib/schemas/journal";
import { exportQuery } from "@/lib/schemas/exports";
import { importQuery } from "@/lib/schemas/imports";
import { inputs, schemas } from "./components";
import { type Operation, answer, athlete, gone, made, many, ok } from "./operation";

export const journalOperations: Operation[] = [
  {
    method: "post",
    path: `${athlete}/journal`,
    operationId: "createJournalEntry",
    tag: "Journal",
    summary: "Create a journal entry (operation 1)",
    description:
      "sessionDate is required, every other field optional. Linked records must exist and be the athlete's own (a course of fire is global).",
    body: inputs.JournalEntryInput,
    success: made(schemas.JournalEntry),
  },
  {
    method: "get",
    path: `${athlete}/journal`,
    operationId: "listJournalEntries",
    tag: "Journal",
    summary: "List journal entries, newest session first",
    query: journalListQuery,
    success: many(schemas.JournalEntry),
  },
  {
    method: "get",
    path: `${athlete}/journal/stats`,
    operationId: "getJournalStats",
    tag: "Journal",
    summary: "Journal statistics over a date range",
    query: journalStatsQuery,
    success: answer(schemas.JournalStats),
  },
  {
    method: "get",
    path: `${athlete}/journal/{entryId}`,
    operationId: "getJournalEntry",
    tag: "Journal",
    summary: "Read a journal entry",
    success: ok(schemas.JournalEntry),
  },
  {
    method: "put",
    path: `${athlete}/journal/{entryId}`,
    operationId: "replaceJournalEntry",
    tag: "Journal",
    summary: "Replace a journal entry (its series and, when left out, the coach's feedback stay)",
    body: inputs.JournalEntryReplaceInput,
    success: ok(schemas.JournalEntry),
  },
  {
    method: "delete",
    path: `${athlete}/journal/{entryId}`,
    operationId: "deleteJournalEntry",
    tag: "Journal",
    summary: "Delete a journal entry with its series",
    success: gone,
  },
  {
    method: "put",
    path: `${athlete}/journal/{entryId}/series`,
    operationId: "replaceScoreSeries",
    tag: "Journal",
    summary: "Replace the entry's whole series list",
    conflict: true,
    description:
      "Replaces the typed series: add, change or remove any series without shots. Series numbers are unique, each score at most its maxScore, innerTens at most shotCount. A series made from its shots (fromShots) must be in the list with its figures unchanged (its name and notes may change, and figures left empty are taken from the shots); changing or leaving it out answers 409, naming the series. Answers with the entry.",
    body: inputs.ScoreSeriesListInput,
    success: ok(schemas.JournalEntry),
  },
  {
    method: "get",
    path: `${athlete}/journal/{entryId}/shots`,
    operationId: "listShots",
    tag: "Journal",
    summary: "The entry's shots, with the shape of each series' group and the session's",
    description:
      "Shots in series order, sighters first within a series. Groups: mean point of impact, extreme spread and mean radius in millimetres.",
    success: answer(schemas.Shots),
  },
  {
    method: "put",
    path: `${athlete}/journal/{entryId}/shots`,
    operationId: "replaceShots",
    tag: "Journal",
    summary: "Replace the entry's whole shot list; each series with shots becomes their sum, the others keep theirs",
    description:
      "One transaction; If-Match as on the entry. Series and shots live side by side: each series with scoring shots takes its score, maxScore, shot count and inner tens from them (decimal where every scoring shot of the series has a decimal score; sighters count in no total) and is fromShots; a series with no shots in the new list keeps its typed score; a series whose shots are all removed keeps the score they last added up to, now typed. While any series comes from shots, the entry's score, maxScore, shotsFired and numberOfXs are the sums over all its series (numberOfTens while every series comes from shots) and totalsFromShots is true. With none, the entry keeps its totals as typed values. Answers with the entry.",
    body: inputs.ShotsInput,
    success: ok(schemas.JournalEntry),
  },
  {
    method: "post",
    path: `${athlete}/journal/imports`,
    operationId: "importJournal",
    tag: "Journal",
    summary: "Import sessions from an electronic target's or an app's file (ShotMarker, SIUS, Meyton, Orion, MyTargets, CSV)",
    description:
      "The file comes as the body's bytes (application/octet-stream, options in the query) or as a form's part named file (multipart/form-data, as a browser form or curl -F file=@shots.csv sends it; the options as its other fields, which come before the query's); both are read the same way, streamed to disk, never held in memory whole. The file is at most 20 MiB (413 past that). Every format is read to that limit, session by session (a JSON document that is not a list: to 1 MiB). Refused with 422 naming the line, before values are built: JSON nested deeper than 8 levels or a list entry over 1 MiB; a CSV record over 8,192 characters or 100 columns, or a quote never closed. A session holds at most 400 shots, sighters included (more: the session is invalid and its line named); a file at most 10,000 sessions. Dates follow the API's rules (ISO 8601, real calendar dates). The first 100 unreadable lines are listed, the rest counted in a note. SIUS, MyTargets and generic CSV files group shots by a key (start number, title and date, session date): a file holding more than 65,000 shots must list each session's shots together, else 422 naming the line where a session comes back. The format is detected when not named. With dryRun=true nothing is written (200); otherwise the chosen sessions (all that can be, by default) are written with their series and shots in one transaction (201), their totals the sums of the shots. Each session gets a course of fire: the one ?courses= names for it, else ?courseOfFireId=, else the one whose shot count, scoring (tenths or whole rings) and target face its match shots fit when exactly one does (60 shots in tenths on the air rifle face: AR60). A session with none is invalid (needsCourse: true, problem says why) and is not written, so none lands outside the statistics; chosen with ?sessions=, it is 422. Where a file holds several shooters (two on one ShotMarker target, SIUS start numbers) each session names its shooter, and ?shooter= keeps that one's. A session imported before (the same date and shots) is a duplicate and is not written again. A file from which no session can be read is 422, with one member per unreadable line (/lines/12); a CSV whose columns are not mapped is 422 naming its columns (?mapping).",
    query: importQuery,
    file: true,
    multipart: inputs.ImportForm,
    success: { status: 201, resource: schemas.ImportReport, etag: false },
  },
  {
    method: "get",
    path: `${athlete}/journal/export`,
    operationId: "exportJournal",
    tag: "Journal",
    summary:
      "The journal as files: CSVs of entries, series and shots in a zip, the entries as one CSV, or all of the athlete's data as JSON (a coach: the journal alone)",
    description:
      "Streamed as it is read, with Content-Disposition naming the file. The CSVs start with a byte-order mark so spreadsheets read them as UTF-8; one row per entry (every field), per series, per shot, each with the entry's id and date.",
    query: exportQuery,
    success: { status: 200, download: ["application/zip", "text/csv", "application/json"] },
  },
  {
    method: "get",
    path: `${athlete}/journal/{entryId}/scorecard`,
    operationId: "sessionScorecard",
    tag: "Journal",
    summary:
      "The session's scorecard as a PDF: the target plot, the series, the totals, and lines for the athlete's and the scorer's signatures",
    success: { status: 200, download: ["application/pdf"] },
  },
];
