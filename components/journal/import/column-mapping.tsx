"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Mapping } from "../api/imports";
import { MAPPED, type Stage } from "./stage";

export function ColumnMapping({
  stage,
  onRead,
  onCancel,
}: {
  stage: Extract<Stage, { name: "mapping" }>;
  onRead: (mapping: Mapping) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("imports");
  const [mapping, setMapping] = useState<Mapping>(stage.mapping);
  const ready = Boolean(mapping.sessionDate && (mapping.score || mapping.decimalScore));
  return (
    <form
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onRead(Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as Mapping);
      }}
    >
      <h2 className="text-xl font-semibold">{t("mapping.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("mapping.intro", { name: stage.file.name })}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {MAPPED.map(([field]) => (
          <label key={field} className="block text-sm">
            <span className="font-medium text-slate-900">
              {t(`mapping.fields.${field}`)}
              {field === "sessionDate" || field === "score" ? " *" : ""}
            </span>
            <select
              value={mapping[field] ?? ""}
              onChange={(e) => setMapping({ ...mapping, [field]: e.target.value || undefined })}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">{t("mapping.notInFile")}</option>
              {stage.columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {!ready ? <p className="mt-3 text-sm text-slate-700">{t("mapping.needed")}</p> : null}
      <div className="mt-4 flex gap-3">
        <Button type="submit" disabled={!ready}>
          {t("mapping.read")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("anotherFile")}
        </Button>
      </div>
    </form>
  );
}
