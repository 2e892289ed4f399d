"use client";
// Importing sessions from a file: choose or drop it, see each session it holds (score, series, a
// plot of the shots), keep the ones that are yours (on a shared target: say which shooter you are),
// give each a course of fire where its shots do not tell it, import them. A CSV of one's own asks
// once which column holds what. Each stage has its own component under import/.
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiProblem } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import { columnsOf, type Mapping, NeedsMapping, uploadImport } from "./api/imports";
import { ChooseFile } from "./import/choose-file";
import { ColumnMapping } from "./import/column-mapping";
import { ImportResult } from "./import/import-result";
import { Preview } from "./import/preview";
import { SendingProgress } from "./import/sending-progress";
import { coursesToSend, guessMapping, importable, type PreviewStage, shootersOf, type Stage } from "./import/stage";

export function ImportPage({ athleteId }: { athleteId: string }) {
  const [stage, setStage] = useState<Stage>({ name: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [format, setFormat] = useState("");
  const client = useQueryClient();
  const t = useTranslations("imports");

  async function read(file: File, mapping?: Mapping) {
    setError(null);
    if (file.size > 20 * 1024 * 1024) return setError(t("page.tooLarge", { name: file.name }));
    setStage({ name: "sending", what: t("page.reading", { name: file.name }), progress: 0 });
    try {
      // A mapping means the file is a CSV of the athlete's own, whatever was chosen before.
      const report = await uploadImport(
        athleteId,
        file,
        { dryRun: true, mapping, format: mapping ? undefined : format || undefined },
        (progress) => setStage({ name: "sending", what: t("page.reading", { name: file.name }), progress }),
      );
      // With several shooters in the file, nothing is ticked until the athlete says which one they are.
      const chosen = shootersOf(report).length > 1 ? new Set<number>() : new Set(report.sessions.filter(importable).map((s) => s.index));
      setStage({ name: "preview", file, mapping, report, chosen, shooter: null, courses: new Map() });
    } catch (problem) {
      if (problem instanceof NeedsMapping) {
        const columns = await columnsOf(file);
        setStage({ name: "mapping", file, columns, mapping: { ...guessMapping(columns), ...mapping } });
        return;
      }
      setStage({ name: "choose" });
      setError(problem instanceof Error ? problem.message : t("page.unreadable"));
    }
  }

  async function importChosen(current: PreviewStage) {
    setError(null);
    const sessions = [...current.chosen].sort((a, b) => a - b);
    const { courseOfFireId, courses } = coursesToSend(current, sessions);
    setStage({ name: "sending", what: t("page.importing", { count: sessions.length }), progress: 0 });
    try {
      const report = await uploadImport(
        athleteId,
        current.file,
        { dryRun: false, format: current.report.format, mapping: current.mapping, sessions, courseOfFireId, courses },
        (progress) => setStage({ name: "sending", what: t("page.importing", { count: sessions.length }), progress }),
      );
      await client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
      setStage({ name: "done", report });
    } catch (problem) {
      setStage(current);
      setError(problem instanceof ApiProblem ? problem.message : t("page.notImported"));
    }
  }

  return (
    <>
      <p>
        <Link href={`/athletes/${athleteId}/journal`} className="text-sm text-sky-800 underline underline-offset-4">
          {t("page.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t("page.title")}</h1>
      <p className="mt-1 text-slate-700">{t("page.intro")}</p>
      {error ? (
        <div className="mt-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}

      {stage.name === "choose" ? <ChooseFile format={format} onFormat={setFormat} onFile={(file) => void read(file)} /> : null}
      {stage.name === "sending" ? <SendingProgress what={stage.what} progress={stage.progress} /> : null}
      {stage.name === "mapping" ? (
        <ColumnMapping stage={stage} onRead={(mapping) => void read(stage.file, mapping)} onCancel={() => setStage({ name: "choose" })} />
      ) : null}
      {stage.name === "preview" ? (
        <Preview
          stage={stage}
          onToggle={(index) => {
            const chosen = new Set(stage.chosen);
            if (chosen.has(index)) chosen.delete(index);
            else chosen.add(index);
            setStage({ ...stage, chosen });
          }}
          onShooter={(shooter) =>
            setStage({
              ...stage,
              shooter,
              chosen: new Set(
                stage.report.sessions.filter((s) => importable(s) && (s.shooter === null || s.shooter === shooter)).map((s) => s.index),
              ),
            })
          }
          onCourse={(indexes, courseId) => {
            const courses = new Map(stage.courses);
            for (const index of indexes) {
              if (courseId) courses.set(index, courseId);
              else courses.delete(index);
            }
            setStage({ ...stage, courses });
          }}
          onImport={() => void importChosen(stage)}
          onCancel={() => setStage({ name: "choose" })}
        />
      ) : null}
      {stage.name === "done" ? (
        <ImportResult athleteId={athleteId} report={stage.report} onAnother={() => setStage({ name: "choose" })} />
      ) : null}
    </>
  );
}
