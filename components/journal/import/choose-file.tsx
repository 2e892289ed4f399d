"use client";
import { useTranslations } from "next-intl";
import { type DragEvent, useId, useState } from "react";

/** The formats the API reads, by code; "" lets the server recognise it. */
const FORMATS = ["", "shotmarker", "sius", "orion", "mytargets", "meyton", "generic"] as const;

/** The file, chosen or dropped, and the format it is in where it cannot be recognised. */
export function ChooseFile({
  format,
  onFormat,
  onFile,
}: {
  format: string;
  onFormat: (format: string) => void;
  onFile: (file: File) => void;
}) {
  const t = useTranslations("imports");
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div className="mt-6 space-y-4">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex min-h-40 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-6 text-center focus-within:ring-2 focus-within:ring-sky-700 ${dragging ? "border-sky-700 bg-sky-50" : "border-slate-400 bg-white"}`}
      >
        <span className="text-lg font-semibold text-slate-900">{t("choose.file")}</span>
        <span className="mt-1 text-sm text-slate-600">{t("choose.hint")}</span>
        <input
          id={inputId}
          type="file"
          accept=".csv,.txt,.json,.tsv,text/csv,application/json,text/plain"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
      </label>
      <label className="block text-sm">
        <span className="font-medium text-slate-900">{t("choose.format")}</span>
        <select
          value={format}
          onChange={(e) => onFormat(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 sm:w-80"
        >
          {FORMATS.map((value) => (
            <option key={value} value={value}>
              {t(`choose.formats.${value || "recognise"}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
