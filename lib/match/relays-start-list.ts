// Start lists (API section 13): each relay's firing points with who shoots there, as JSON for the
// page, CSV with stable English column names for spreadsheets, and a PDF in the reader's language to
// print for the range.
import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { createTranslator } from "use-intl/core";
import type { z } from "zod";
import type { Competition } from "@/lib/competitions/competition-repository";
import type { Locale } from "@/lib/i18n/config";
import { formatDateTime } from "@/lib/i18n/intl-cache";
import de from "@/lib/i18n/messages/de.json";
import en from "@/lib/i18n/messages/en.json";
import sv from "@/lib/i18n/messages/sv.json";
import { pdfDocument } from "@/lib/pdf";
import { iso } from "@/lib/schemas/common";
import type { startListResponse } from "@/lib/schemas/relays";
import { allRelays, startListEntries } from "./relay-repository";

export type StartList = z.output<typeof startListResponse>;
type Listed = StartList["unplaced"][number];

/** The start list; `athleteIds` (an athlete reading) keeps only their own entries. */
export async function startList(competition: Competition, athleteIds: string[] | null): Promise<StartList> {
  const [relays, entries] = await Promise.all([allRelays(competition.id), startListEntries(competition.id, athleteIds)]);
  const at = new Map<string, Listed>();
  const unplaced: Listed[] = [];
  const numbers = new Set(relays.map((r) => r.number));
  for (const e of entries) {
    const listed: Listed = {
      entryId: e.id,
      athleteId: e.athleteId,
      athleteName: `${e.firstName} ${e.lastName}`,
      organizationName: e.organizationName,
      courseOfFire: e.courseName,
      bib: e.bib,
      status: e.status,
    };
    if (e.relayNumber !== null && e.firingPoint !== null && numbers.has(e.relayNumber)) at.set(`${e.relayNumber}|${e.firingPoint}`, listed);
    else unplaced.push(listed);
  }
  return {
    competitionId: competition.id,
    competitionName: competition.name,
    relays: relays.map((r) => ({
      id: r.id,
      number: r.number,
      startsAt: iso(r.startsAt),
      resultsHeld: r.resultsHeld,
      points: r.firingPoints.map((firingPoint) => ({ firingPoint, entry: at.get(`${r.number}|${firingPoint}`) ?? null })),
    })),
    unplaced,
  };
}

/** The CSV's columns: stable, whatever the reader's language. */
const START_LIST_CSV_COLUMNS = [
  "relay",
  "startsAt",
  "firingPoint",
  "bib",
  "athleteName",
  "organization",
  "courseOfFire",
  "status",
  "entryId",
] as const;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
const text = (value: string | null) => (value === null ? null : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function startListCsv(list: StartList): string {
  const rows = list.relays.flatMap((r) =>
    r.points.map((p) => ({
      relay: r.number,
      startsAt: r.startsAt,
      firingPoint: p.firingPoint,
      bib: text(p.entry?.bib ?? null),
      athleteName: text(p.entry?.athleteName ?? null),
      organization: text(p.entry?.organizationName ?? null),
      courseOfFire: text(p.entry?.courseOfFire ?? null),
      status: p.entry?.status ?? null,
      entryId: p.entry?.entryId ?? null,
    })),
  );
  return stringify(rows, { header: true, columns: [...START_LIST_CSV_COLUMNS] });
}

const messages = { en, de, sv } as const;

const INK = "#0f172a";
const MUTED = "#475569";

/** The start list as a PDF to print: one block per relay, in the reader's language and time zone. */
export async function startListPdf(list: StartList, locale: Locale, format: { locale?: string; timeZone?: string }) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "matchRelays" });
  const timeZone = format.timeZone ?? "UTC";
  const when = (startsAt: string | null) =>
    startsAt === null
      ? t("noStartTime")
      : t("startsAt", {
          time: formatDateTime(new Date(startsAt), format.locale ?? locale, { timeZone, dateStyle: "medium", timeStyle: "short" }),
        }) + (format.timeZone ? "" : " (UTC)");
  const doc = await pdfDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${t("pdfTitle")}: ${list.competitionName}`, Creator: "Rangebook" },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns: Array<[string, number]> = [
    [t("columnPoint"), 60],
    [t("columnBib"), 60],
    [t("columnName"), 150],
    [t("columnClub"), 120],
    [t("columnCourse"), width - 390],
  ];
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(t("pdfTitle"));
  doc.font("Helvetica").fontSize(12).text(list.competitionName, { width });
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    let bottom = y;
    cells.forEach((value, i) => {
      const w = columns[i]?.[1] ?? 60;
      doc.text(value, x, y, { width: w - 6, height: 28, ellipsis: true });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = left;
    doc.y = bottom + 3;
  };
  for (const relay of list.relays) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc
      .moveDown(1)
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(14)
      .text(t("relayNumber", { number: relay.number }), left);
    doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(when(relay.startsAt), left).moveDown(0.4).fillColor(INK);
    row(
      columns.map(([title]) => title),
      true,
    );
    for (const p of relay.points) {
      row([
        p.firingPoint,
        p.entry?.bib ?? "",
        p.entry?.athleteName ?? t("free"),
        p.entry?.organizationName ?? "",
        p.entry?.courseOfFire ?? "",
      ]);
    }
  }
  if (list.relays.length === 0) doc.moveDown(1).fontSize(11).text(t("emptyPrint"), left);
  doc.end();
  return Readable.toWeb(doc) as ReadableStream<Uint8Array>;
}

export function startListFileName(list: StartList, extension: "csv" | "pdf"): string {
  return `start-list-${list.competitionName}.${extension}`.replace(/[^\p{L}\p{N}.-]+/gu, "-");
}
