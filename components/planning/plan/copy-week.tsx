"use client";
// A week's plan copied to the next week, or by a coach to the same week of other athletes they coach.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCoachedAthletes } from "@/components/people/api/people";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { announceSaved } from "@/components/ui/saved-notice";
import { useProblemText } from "@/components/ui/use-problem-text";
import { useWrite } from "../api/plan";
import { addDays } from "./days";

export function CopyWeek({ athleteId, weekStart, coach }: { athleteId: string; weekStart: string; coach: boolean }) {
  const t = useTranslations("planning.copy");
  const problemText = useProblemText();
  const write = useWrite(["plan"]);
  const coached = useCoachedAthletes(coach);
  const others = (coached.data ?? []).filter((a) => a.athleteId !== athleteId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const copy = async (body: { toWeek: string; athleteIds?: string[] }, done: string) => {
    setProblem(null);
    try {
      const outcome = await write.mutateAsync({
        kind: "plan",
        title: t("outboxTitle", { week: weekStart }),
        method: "POST",
        path: `/api/athletes/${athleteId}/planned-sessions/copy`,
        body: { fromWeek: weekStart, ...body },
      });
      announceSaved(outcome === "kept" ? t("kept") : done);
      setChosen([]);
    } catch (error) {
      setProblem(error instanceof Error ? problemText(error.message) : t("failed"));
    }
  };

  return (
    <section aria-labelledby="copy-week" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="copy-week" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void copy({ toWeek: addDays(weekStart, 7) }, t("copiedNext"))}
          disabled={write.isPending}
        >
          {t("toNextWeek")}
        </Button>
      </div>
      {coach && others.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{t("toAthletes")}</legend>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {others.map((a) => (
              <li key={a.athleteId}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={chosen.includes(a.athleteId)}
                    onChange={(e) => setChosen((c) => (e.target.checked ? [...c, a.athleteId] : c.filter((id) => id !== a.athleteId)))}
                  />
                  {a.name}
                </label>
              </li>
            ))}
          </ul>
          <Button
            className="mt-3"
            disabled={chosen.length === 0 || write.isPending}
            onClick={() => void copy({ toWeek: weekStart, athleteIds: chosen }, t("copiedAthletes", { count: chosen.length }))}
          >
            {chosen.length === 0 ? t("chooseAthletes") : t("copyToChosen", { count: chosen.length })}
          </Button>
        </fieldset>
      ) : null}
      {problem ? (
        <div className="mt-3">
          <Alert>{problem}</Alert>
        </div>
      ) : null}
    </section>
  );
}
