// The score import (API section 13, read as section 10): a target's file into a competition's scores.
import { scoreImportForm, scoreImportQuery, scoreImportReport } from "@/lib/schemas/score-imports";
import type { Named } from "./components";
import { type Operation, competition } from "./operation";

export const scoreImportSchemas = {
  ScoreImportReport: { name: "ScoreImportReport", schema: scoreImportReport },
} satisfies Record<string, Named>;

export const scoreImportInputs = {
  ScoreImportForm: { name: "ScoreImportForm", schema: scoreImportForm },
} satisfies Record<string, Named>;

const shot = (n: number, decimalScore: number) => ({
  seriesNumber: 1,
  shotNumber: n,
  score: Math.floor(decimalScore),
  decimalScore,
  isInnerTen: false,
  isSighter: false,
  x: null,
  y: null,
  firedAt: "2027-02-06T09:14:0" + String(n) + ".000Z",
});

export const scoreImportExamples: Record<string, unknown> = {
  ScoreImportForm: {
    file: "(the file's bytes)",
    courseOfFireId: "0193a1b2-8000-7e8f-9a0b-1c2d3e4f5a6b",
    dryRun: "true",
    timeZone: "Europe/Berlin",
    fileName: "20270206_relay1.txt",
  },
  ScoreImportReport: {
    format: "sius",
    courseOfFireId: "0193a1b2-8000-7e8f-9a0b-1c2d3e4f5a6b",
    matched: [
      {
        entryId: "0193a1b2-f000-7e8f-9a0b-1c2d3e4f5a6b",
        athleteName: "Anna Berger",
        relayNumber: 1,
        firingPoint: "12",
        bib: "101",
        matchedBy: "place",
        score: 20.7,
        innerTens: 0,
        shots: [shot(1, 10.4), shot(2, 10.3)],
        previousScore: null,
        status: "scored",
        problem: null,
      },
    ],
    unmatched: [
      {
        label: "Start number 117",
        relayNumber: 2,
        firingPoint: "14",
        startNumber: "117",
        score: 19.8,
        innerTens: 0,
        shots: [shot(1, 9.9), shot(2, 9.9)],
      },
    ],
    errors: [{ line: 41, message: 'primary score "x" is not a ring 0 to 10; skipped' }],
    notes: [],
  },
};

export const scoreImportOperations: Operation[] = [
  {
    method: "post",
    path: `${competition}/score-imports`,
    operationId: "importCompetitionScores",
    tag: "Scores",
    summary:
      "Import scores from an electronic target's file (SIUS, Orion, …), matched to entries by relay and firing point (the host's officials)",
    description:
      "The file comes as the body's bytes (application/octet-stream, options in the query) or as a form's part named file (multipart/form-data, options as its other fields, before the query's); read as the journal's import reads it, with the same limits: at most 20 MiB (413), JSON nested deeper than 8 levels or a CSV record over 8,192 characters is 422 naming the line, a file from which no shooter's shots can be read is 422 with one member per unreadable line (/lines/12). Each shooter in the file (a SIUS start number; an Orion list's firing point, as a list of a whole relay is a shooter for each firing point it names) goes to the entry of the course of fire (courseOfFireId; may be left out when the competition has one) on the same relay and firing point (the file's relay, else relayNumber), else to the entry whose bib is the shooter's start number, else it is listed as unmatched with its shots, to be sent with the score write (PUT …/entries/{entryId}/score) once an official picks the entry. A SIUS final (match shot 8) is left out. Matched scores are written as series from shots through the score write's checks, all in one transaction (201); a shooter whose shots the course cannot hold is refused, with the problem, and the rest go in. Each change is kept in the score's history with source import. With dryRun=true the same is done and rolled back (200): the report is what a write would do. Once results are official, 409.",
    query: scoreImportQuery,
    file: true,
    multipart: scoreImportInputs.ScoreImportForm,
    success: { status: 201, resource: scoreImportSchemas.ScoreImportReport, etag: false },
    conflict: true,
  },
];
