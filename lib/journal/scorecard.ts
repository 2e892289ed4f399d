// A session's scorecard as a PDF (pdfkit): who and when, the target plot, the series and totals,
// and lines for the athlete's and the scorer's signatures. Written as a stream, in the reader's
// language (a file for a person, not the API's language-neutral JSON), with its dates and numbers.
import "server-only";
import { Readable } from "node:stream";
import { notFound } from "@/lib/errors";
import { type Locale } from "@/lib/i18n/config";
import { formatDateTime, formatNumber } from "@/lib/i18n/intl-cache";
import { formatLocale } from "@/lib/i18n/resolve";
import { scorecardWords } from "@/lib/i18n/words";
import { type ReaderFormat } from "@/lib/client/reader-cookie";
import { pdfDocument } from "@/lib/pdf";
import { fittingRadius, ringRadius, targetFace } from "@/lib/shots/target-faces";
import { selectScorecardEntry } from "./entry-repository";
import { entryAt } from "./find-entry";
import { entryIsDecimal, formatScore } from "./scoring";
import { effectiveTotals } from "./totals";

const INK = "#0f172a";
const MUTED = "#475569";
const BLUE = "#075985";

export async function scorecard(athleteId: string, entryId: string, reader: ReaderFormat, language: Locale) {
  const entry = await selectScorecardEntry(athleteId, entryId);
  if (!entry) throw notFound(entryAt(athleteId, entryId));
  const t = scorecardWords(language);
  // The language's way of writing dates and numbers, refined by the browser's region when it speaks it.
  const locale = formatLocale(language, reader.locale);
  const timeZone = reader.timeZone ?? "UTC";
  const number = (v: number | null) => (v === null ? "–" : formatNumber(v, locale, { maximumFractionDigits: 1 }));
  const when = formatDateTime(entry.sessionDate, locale, { timeZone, dateStyle: "full", timeStyle: "short" });
  const totals = effectiveTotals(entry, entry.scoreSeries);
  const decimal = entryIsDecimal({ ...totals, scoreSeries: entry.scoreSeries }, entry.courseOfFire?.scoring);
  const score = (v: number | null) => formatScore(v, decimal, locale);

  const doc = await pdfDocument({
    size: "A4",
    margin: 48,
    info: { Title: t("documentTitle", { name: `${entry.athlete.firstName} ${entry.athlete.lastName}` }), Creator: "Rangebook" },
    lang: language,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(t("title"));
  doc
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(12)
    .fillColor(INK)
    .text(`${entry.athlete.firstName} ${entry.athlete.lastName} · ${entry.athlete.organization.name}`);
  doc.fillColor(MUTED).text(`${when}${reader.timeZone ? "" : " (UTC)"}`);
  const what = [
    entry.courseOfFire ? `${entry.courseOfFire.code}: ${entry.courseOfFire.name}` : null,
    entry.sessionType,
    entry.discipline,
    entry.position,
  ]
    .filter(Boolean)
    .join(" · ");
  if (what) doc.text(what);

  // The totals, large.
  const top = doc.y + 14;
  const boxes: Array<[string, string]> = [
    [t("score"), `${score(totals.score)}${totals.maxScore ? ` / ${number(totals.maxScore)}` : ""}`],
    [t("shots"), number(totals.shotsFired)],
    [t("tens"), number(entry.numberOfTens)],
    [t("xs"), number(totals.numberOfXs)],
  ];
  const boxWidth = (width - 3 * 10) / 4;
  boxes.forEach(([label, value], i) => {
    const x = left + i * (boxWidth + 10);
    doc.roundedRect(x, top, boxWidth, 54, 6).strokeColor("#cbd5e1").lineWidth(1).stroke();
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10)
      .text(label, x + 10, top + 9, { width: boxWidth - 20 });
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(18)
      .text(value, x + 10, top + 24, { width: boxWidth - 20 });
  });

  // The target plot (the course's face, to scale) beside the series.
  const plotTop = top + 54 + 24;
  const plotSize = 220;
  const centre = { x: left + plotSize / 2, y: plotTop + plotSize / 2 };
  const placed = entry.shots.filter((s): s is typeof s & { x: number; y: number } => s.x !== null && s.y !== null);
  const face = targetFace(entry.courseOfFire?.targetFace);
  const reach = face ? fittingRadius(face, placed) : Math.max(1, ...placed.map((s) => Math.hypot(s.x, s.y))) * 1.1;
  const scale = plotSize / 2 / reach;
  doc
    .circle(centre.x, centre.y, plotSize / 2)
    .fillColor("#f8fafc")
    .fill();
  // Everything drawn inside the plot's circle: a face zoomed in is cut at its edge.
  doc
    .save()
    .circle(centre.x, centre.y, plotSize / 2)
    .clip();
  if (face) {
    const black = face.blackRadius * scale;
    doc.circle(centre.x, centre.y, black).fillColor("#1e293b").fill();
    for (let ring = face.lowestRing; ring <= 10; ring++) {
      const r = ringRadius(face, ring) * scale;
      doc
        .circle(centre.x, centre.y, r)
        .strokeColor(r <= black ? "#cbd5e1" : "#94a3b8")
        .lineWidth(0.5)
        .stroke();
    }
  } else {
    doc
      .moveTo(centre.x - plotSize / 2, centre.y)
      .lineTo(centre.x + plotSize / 2, centre.y)
      .moveTo(centre.x, centre.y - plotSize / 2)
      .lineTo(centre.x, centre.y + plotSize / 2)
      .strokeColor("#cbd5e1")
      .lineWidth(0.5)
      .stroke();
  }
  for (const shot of placed) {
    const x = centre.x + shot.x * scale;
    const y = centre.y - shot.y * scale;
    const r = face ? Math.max(2, face.holeRadius * scale) : 3;
    if (shot.isSighter) doc.circle(x, y, r).strokeColor("#f59e0b").lineWidth(1).stroke();
    else
      doc
        .circle(x, y, r)
        .fillOpacity(0.85)
        .fillColor(BLUE)
        .fill()
        .fillOpacity(1)
        .circle(x, y, r)
        .strokeColor("#ffffff")
        .lineWidth(0.5)
        .stroke();
  }
  doc.restore();
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(9)
    .text(
      placed.length === 0
        ? t("noPositions")
        : face
          ? t("onFace", { count: placed.length, face: face.label, reach: number(reach) })
          : t("inCircle", { count: placed.length, reach: number(Math.round(reach)) }),
      left,
      plotTop + plotSize + 6,
      { width: plotSize },
    );

  // The series.
  const tableX = left + plotSize + 28;
  const columns: Array<[string, number]> = [
    [t("series"), 60],
    [t("score"), 62],
    [t("maximum"), 72],
    [t("shots"), 55],
  ];
  const tableWidth = columns.reduce((sum, [, w]) => sum + w, 0);
  let y = plotTop;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  let x = tableX;
  for (const [label, w] of columns) {
    doc.text(label, x, y, { width: w });
    x += w;
  }
  y += 18;
  doc.font("Helvetica").fontSize(11);
  const rows = entry.scoreSeries.map((s) => [
    s.seriesName ?? String(s.seriesNumber),
    score(s.score),
    number(s.maxScore),
    number(s.shotCount),
  ]);
  if (rows.length === 0) doc.fillColor(MUTED).text(t("noSeries"), tableX, y);
  for (const row of rows) {
    x = tableX;
    row.forEach((value, i) => {
      doc.fillColor(INK).text(value, x, y, { width: columns[i]?.[1] ?? 60 });
      x += columns[i]?.[1] ?? 60;
    });
    y += 17;
  }
  if (rows.length > 0) {
    doc
      .moveTo(tableX, y)
      .lineTo(tableX + tableWidth, y)
      .strokeColor("#94a3b8")
      .lineWidth(0.75)
      .stroke();
    y += 5;
    const sum = entry.scoreSeries.reduce((t, s) => t + s.score, 0);
    const maxSum = entry.scoreSeries.every((s) => s.maxScore !== null)
      ? entry.scoreSeries.reduce((t, s) => t + (s.maxScore ?? 0), 0)
      : null;
    doc.font("Helvetica-Bold");
    x = tableX;
    [t("total"), score(Math.round(sum * 10) / 10), number(maxSum)].forEach((value, i) => {
      doc.text(value, x, y, { width: columns[i]?.[1] ?? 60 });
      x += columns[i]?.[1] ?? 60;
    });
  }

  // Signatures.
  const signTop = Math.max(plotTop + plotSize + 90, y + 60);
  const half = (width - 40) / 2;
  for (const [i, who] of [t("athleteSigns"), t("scorerSigns")].entries()) {
    const sx = left + i * (half + 40);
    doc
      .moveTo(sx, signTop)
      .lineTo(sx + half, signTop)
      .strokeColor(INK)
      .lineWidth(0.75)
      .stroke();
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10)
      .text(who, sx, signTop + 5, { width: half });
    doc
      .moveTo(sx, signTop + 50)
      .lineTo(sx + half * 0.5, signTop + 50)
      .stroke();
    doc.text(t("date"), sx, signTop + 55);
  }
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(t("footer", { id: entry.id }), left, doc.page.height - doc.page.margins.bottom - 12, { width, align: "right" });
  doc.end();

  const name = `${t("file")}-${entry.athlete.lastName}-${entry.sessionDate.toISOString().slice(0, 10)}.pdf`.replace(/[^\w.-]+/g, "-");
  return { name, body: Readable.toWeb(doc) as ReadableStream<Uint8Array> };
}
