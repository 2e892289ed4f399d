// A result list as a file: CSV (a header row in the reader's language, the same columns every time)
// and PDF (pdfkit, as the scorecard). Words come from the "matchResults" messages.
import "server-only";
import { Readable } from "node:stream";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/config";
import de from "@/lib/i18n/messages/de.json";
import en from "@/lib/i18n/messages/en.json";
import sv from "@/lib/i18n/messages/sv.json";
import { pdfDocument } from "@/lib/pdf";
import type { ResultList } from "@/lib/schemas/results";
import { decidedWords, listCounts, scoreText, statusWords } from "./results-words";

const messages = { en, de, sv } as const;

function wordsOf(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale] as typeof en, namespace: "matchResults" });
  return (key: string, values?: Record<string, string | number>) => t(key as Parameters<typeof t>[0], values);
}

const isDecimal = (list: ResultList) => list.rankingRule === "issf-decimal";

const csvCell = (value: string) => (/[",\n\r]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV's columns: rank, athlete, club, classes, each series, total, inner tens, decided by, status, corrected. */
export function resultsCsv(list: ResultList, locale: Locale): string {
  const t = wordsOf(locale);
  const counts = listCounts(list.rows);
  const decimal = isDecimal(list);
  // Numbers in the file are plain (a dot for tenths), so that any spreadsheet reads them.
  const number = (v: number | null) => (v === null ? "" : decimal ? v.toFixed(1) : String(v));
  const header = [
    t("rank"),
    t("athlete"),
    t("club"),
    t("classes"),
    ...Array.from({ length: counts.series }, (_, i) => t("series", { number: i + 1 })),
    t("total"),
    t(list.rankingRule === "x-count" ? "xs" : "innerTens"),
    t("decidedBy"),
    t("status"),
    t("corrected"),
  ];
  const lines = list.rows.map((row) => [
    row.rank === null ? "" : String(row.rank),
    row.athleteName,
    row.organizationName ?? "",
    row.classifications.join("; "),
    ...Array.from({ length: counts.series }, (_, i) => number(row.series[i] ?? null)),
    number(row.score),
    row.innerTens === null ? "" : String(row.innerTens),
    decidedWords(t, row.decidedBy, counts),
    statusWords(t, row),
    row.corrected ? t("yes") : "",
  ]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const INK = "#0f172a";
const MUTED = "#475569";

/** The list as an A4 PDF, landscape when it has many series. */
export async function resultsPdf(list: ResultList, locale: Locale): Promise<ReadableStream<Uint8Array>> {
  const t = wordsOf(locale);
  const counts = listCounts(list.rows);
  const decimal = isDecimal(list);
  const doc = await pdfDocument({
    size: "A4",
    layout: counts.series > 4 ? "landscape" : "portrait",
    margin: 40,
    bufferPages: true,
    info: { Title: `${t("pdfTitle")} ${list.competition.name}`, Creator: "Rangebook" },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(`${t("pdfTitle")}: ${list.competition.name}`);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(MUTED)
    .text(
      [list.course?.name, list.classification?.name ?? t("allClasses"), t(list.status === "official" ? "official" : "provisional")]
        .filter(Boolean)
        .join(" · "),
    );
  doc.moveDown(0.8);

  const seriesWidth = 34;
  const columns: Array<{ label: string; width: number; align: "left" | "right" }> = [
    { label: t("rank"), width: 32, align: "right" },
    { label: t("athlete"), width: 0, align: "left" },
    { label: t("club"), width: 110, align: "left" },
    ...Array.from({ length: counts.series }, (_, i) => ({ label: String(i + 1), width: seriesWidth, align: "right" as const })),
    { label: t("total"), width: 46, align: "right" },
    { label: t(list.rankingRule === "x-count" ? "xs" : "innerTens"), width: 40, align: "right" },
    { label: t("decidedBy"), width: 80, align: "left" },
  ];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0) + 6 * columns.length;
  columns[1] = { ...columns[1], label: columns[1]?.label ?? "", width: Math.max(90, width - fixed), align: "left" };
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor(INK);
    let height = 0;
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? "", x, y, { width: column.width, align: column.align, lineBreak: true });
      height = Math.max(height, doc.y - y);
      x += column.width + 6;
    });
    doc.y = y + Math.max(height, 12) + 3;
    doc.x = left;
  };
  line(
    columns.map((c) => c.label),
    true,
  );
  for (const row of list.rows) {
    const score = scoreText(row.score, decimal, locale) + (row.corrected ? " *" : "");
    line(
      [
        row.rank === null ? "" : String(row.rank),
        row.athleteName + (row.classifications.length > 0 ? ` (${row.classifications.join(", ")})` : ""),
        row.organizationName ?? "",
        ...Array.from({ length: counts.series }, (_, i) => scoreText(row.series[i] ?? null, decimal, locale)),
        row.rank === null ? statusWords(t, row) : score,
        row.innerTens === null ? "" : String(row.innerTens),
        decidedWords(t, row.decidedBy, counts),
      ],
      false,
    );
  }
  if (list.rows.some((r) => r.corrected)) {
    doc.moveDown(0.5).font("Helvetica").fontSize(8).fillColor(MUTED).text(t("correctedNote"), left);
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without it, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(t("pdfPage", { page: i + 1, pages: range.count }), left, doc.page.height - doc.page.margins.bottom + 10, {
        width,
        align: "right",
        lineBreak: false,
      });
  }
  doc.end();
  return Readable.toWeb(doc) as unknown as ReadableStream<Uint8Array>;
}
