// Entering many athletes from a CSV (issue 37): every row is read and matched first, and the preview
// shows each conflict (unknown athlete or course, a second entry, a relay or firing point that does
// not exist or is taken) before anything is written; committing enters only the rows without one.
import "server-only";
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { assignWithin, competitionFacts } from "@/lib/classifications/assign";
import { authorize, type Principal } from "@/lib/auth/policy";
import { transaction } from "@/lib/db/client";
import { invalid } from "@/lib/errors";
import {
  type CompetitionEntryInput,
  ENTRY_IMPORT_MAX_ROWS,
  ENTRY_STATUSES,
  type entryImportResponse,
  type EntryStatus,
} from "@/lib/schemas/competitions";
import { type Competition, coursesOf } from "./competition-repository";
import {
  type AthleteFound,
  athletesByIdOrName,
  coursesByCodeOrId,
  entriesWithNames,
  insertEntries,
  relaysOf,
} from "./competition-entry-repository";
import { refuseWhenOfficial } from "./competition-entries";

type ImportReply = z.output<typeof entryImportResponse>;
type Row = ImportReply["rows"][number];
type Problem = Row["problems"][number];

const HEADERS: Record<string, string> = {
  athlete: "athlete",
  athleteid: "athlete",
  name: "athlete",
  club: "club",
  organization: "club",
  course: "course",
  courseoffire: "course",
  courseoffireid: "course",
  bib: "bib",
  relay: "relay",
  relaynumber: "relay",
  point: "point",
  firingpoint: "point",
  status: "status",
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELD_MAX = 200;

/** The CSV's records, header row first; 422 when it cannot be read. */
function records(csv: string): string[][] {
  try {
    return parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 10_000,
      to_line: ENTRY_IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalid({ "/csv": `cannot be read as CSV${line ? ` (line ${line})` : ""}: check the quotes and separators` });
  }
}

const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** Reads, matches and checks every row; with `dryRun` false, enters the rows without a conflict. */
export async function importEntries(principal: Principal, competition: Competition, csv: string, dryRun: boolean): Promise<ImportReply> {
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  const [header, ...lines] = records(csv);
  if (!header) throw invalid({ "/csv": "is empty: give a header row and one row per entry" });
  const columns = header.map((h) => HEADERS[h.toLowerCase().replace(/[^a-z]/g, "")] ?? null);
  if (!columns.includes("athlete")) throw invalid({ "/csv": "needs a column “athlete” with each athlete's name or id" });
  if (lines.length > ENTRY_IMPORT_MAX_ROWS) {
    throw invalid({ "/csv": `has more than ${ENTRY_IMPORT_MAX_ROWS.toLocaleString("en")} rows: split it into smaller files` });
  }
  const read = lines.map((cells) => {
    const value = (name: string) => {
      const at = columns.indexOf(name);
      return at >= 0 ? (cells[at] ?? "").trim() : "";
    };
    return {
      athlete: value("athlete"),
      club: value("club"),
      course: value("course"),
      bib: value("bib"),
      relay: value("relay"),
      point: value("point"),
      status: value("status").toLowerCase(),
    };
  });

  const offered = (await coursesOf([competition.id])).get(competition.id) ?? [];
  const ids = [...new Set(read.map((r) => r.athlete).filter((a) => UUID.test(a)))];
  const names = [...new Set(read.map((r) => r.athlete).filter((a) => a !== "" && !UUID.test(a) && a.length <= FIELD_MAX))].map(normal);
  const courseValues = [...new Set(read.map((r) => r.course).filter((c) => c !== "" && c.length <= FIELD_MAX))];
  const [athletes, courses, existing, relays] = await Promise.all([
    athletesByIdOrName(ids, names),
    coursesByCodeOrId(courseValues),
    entriesWithNames(competition.id),
    relaysOf(competition.id),
  ]);
  const byId = new Map(athletes.map((a) => [a.id, a]));
  const byName = new Map<string, AthleteFound[]>();
  for (const a of athletes) {
    const key = normal(`${a.firstName} ${a.lastName}`);
    byName.set(key, [...(byName.get(key) ?? []), a]);
  }
  const courseOf = (text: string) => courses.find((c) => c.id === text || c.code.toLowerCase() === text.toLowerCase() || false) ?? null;
  const taken = new Map(
    existing.flatMap((e) =>
      e.relayNumber !== null && e.firingPoint !== null ? [[`${e.relayNumber}|${e.firingPoint}`, e.athleteName]] : [],
    ),
  );
  const entered = new Set(existing.map((e) => `${e.athleteId}|${e.courseOfFireId ?? ""}`));

  const rows: Row[] = read.map((r, i) => {
    const problems: Problem[] = [];
    const tooLong = Object.entries(r).find(([, v]) => v.length > FIELD_MAX);
    if (tooLong) problems.push({ code: "badValue", detail: `the ${tooLong[0]} is longer than ${FIELD_MAX} characters` });
    // The athlete: by id, else by name (and club when two share a name).
    let athlete: AthleteFound | null = null;
    if (UUID.test(r.athlete)) athlete = byId.get(r.athlete) ?? null;
    else if (r.athlete !== "" && !tooLong) {
      const named = (byName.get(normal(r.athlete)) ?? []).filter((a) => !r.club || normal(a.organizationName) === normal(r.club));
      if (named.length === 1) athlete = named[0] ?? null;
      else if (named.length > 1)
        problems.push({ code: "ambiguousAthlete", detail: `${named.length} athletes are called “${r.athlete}”: add their club` });
    }
    if (!athlete && !problems.some((p) => p.code === "ambiguousAthlete")) {
      problems.push({
        code: "unknownAthlete",
        detail: r.athlete ? `no athlete is called “${r.athlete.slice(0, 80)}”` : "no athlete given",
      });
    }
    // The course: one the competition offers, when it offers any.
    const course = r.course ? courseOf(r.course) : null;
    let courseOfFireId: string | null = course?.id ?? null;
    if (r.course && (!course || (offered.length > 0 && !offered.includes(course.id)))) {
      problems.push({ code: "unknownCourse", detail: `the competition offers no course of fire “${r.course.slice(0, 80)}”` });
      courseOfFireId = null;
    } else if (!r.course && offered.length === 1) courseOfFireId = offered[0] ?? null;
    else if (!r.course && offered.length > 1) problems.push({ code: "unknownCourse", detail: "no course of fire given" });
    // Status, relay and firing point.
    const status = (r.status === "" ? "entered" : r.status) as EntryStatus;
    if (!ENTRY_STATUSES.includes(status)) problems.push({ code: "badValue", detail: `the status must be entered, dns, dnf or dsq` });
    const relayNumber = r.relay === "" ? null : Number(r.relay);
    const firingPoint = r.point === "" ? null : r.point.slice(0, 20);
    if (relayNumber !== null && (!Number.isInteger(relayNumber) || relayNumber < 1)) {
      problems.push({ code: "unknownRelay", detail: `“${r.relay.slice(0, 20)}” is not a relay number` });
    } else if ((relayNumber === null) !== (firingPoint === null)) {
      problems.push({ code: "badValue", detail: "a relay and a firing point go together: give both or neither" });
    } else if (relayNumber !== null && firingPoint !== null) {
      const points = relays.get(relayNumber);
      if (!points) problems.push({ code: "unknownRelay", detail: `the competition has no relay ${relayNumber}` });
      else if (!points.includes(firingPoint))
        problems.push({ code: "unknownPoint", detail: `relay ${relayNumber} has no firing point “${firingPoint}”` });
      else {
        const holder = taken.get(`${relayNumber}|${firingPoint}`);
        if (holder)
          problems.push({ code: "pointTaken", detail: `relay ${relayNumber}, firing point ${firingPoint} is taken by ${holder}` });
      }
    }
    if (athlete && !problems.some((p) => p.code === "unknownCourse")) {
      const key = `${athlete.id}|${courseOfFireId ?? ""}`;
      if (entered.has(key))
        problems.push({ code: "duplicate", detail: `${athlete.firstName} ${athlete.lastName} is already entered on this course of fire` });
    }
    const row: Row = {
      line: i + 2,
      athleteId: athlete?.id ?? null,
      athleteName: athlete ? `${athlete.firstName} ${athlete.lastName}` : r.athlete.slice(0, FIELD_MAX),
      organizationName: athlete?.organizationName ?? null,
      courseOfFireId,
      course: course?.code ?? r.course.slice(0, FIELD_MAX),
      bib: r.bib ? r.bib.slice(0, 20) : null,
      relayNumber: relayNumber !== null && Number.isInteger(relayNumber) ? relayNumber : null,
      firingPoint,
      status: ENTRY_STATUSES.includes(status) ? status : "entered",
      problems,
    };
    // A row that can go in holds its place and its athlete's entry for the rows after it.
    if (problems.length === 0 && athlete) {
      entered.add(`${athlete.id}|${courseOfFireId ?? ""}`);
      if (row.relayNumber !== null && firingPoint !== null) taken.set(`${row.relayNumber}|${firingPoint}`, row.athleteName);
    }
    return row;
  });

  const ready = rows.filter((r) => r.problems.length === 0);
  let created = 0;
  if (!dryRun && ready.length > 0) {
    refuseWhenOfficial(competition, "entering");
    const inputs: CompetitionEntryInput[] = ready.map((r) => ({
      athleteId: r.athleteId ?? "",
      courseOfFireId: r.courseOfFireId,
      score: null,
      bib: r.bib,
      relayNumber: r.relayNumber,
      firingPoint: r.firingPoint,
      status: r.status,
    }));
    created = await transaction(async (trx) => {
      await competitionFacts(competition.id, trx);
      const written = await insertEntries(competition.id, inputs, trx);
      await assignWithin(trx, competition.id);
      return written;
    });
  }
  return { dryRun, total: rows.length, ready: ready.length, conflicts: rows.length - ready.length, created, rows };
}
