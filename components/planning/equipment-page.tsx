"use client";
import { useTranslations } from "next-intl";
import { keys } from "@/lib/client/query-keys";
import type { EquipmentProfile } from "@/components/journal/api/pickers";
import { RecordsPage } from "./records-page";

export function EquipmentPage({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning.equipment");
  return (
    <RecordsPage<EquipmentProfile>
      title={t("title")}
      words={{ add: t("add"), new: t("new"), save: t("save"), deleteQuestion: t("deleteQuestion"), deleteText: t("deleteText") }}
      path={`/api/athletes/${athleteId}/equipment-profiles`}
      queryKey={keys.planning.equipmentProfiles(athleteId)}
      empty={t("empty")}
      fields={[
        { name: "name", label: t("name"), kind: "text", required: true, hint: t("nameHint"), missing: t("nameMissing") },
        { name: "rifle", label: t("rifle"), kind: "text" },
        { name: "ammunition", label: t("ammunition"), kind: "text" },
        { name: "sights", label: t("sights"), kind: "text" },
        { name: "clothing", label: t("clothing"), kind: "text" },
        { name: "accessories", label: t("accessories"), kind: "text" },
        { name: "notes", label: t("notes"), kind: "area" },
      ]}
      summary={(p) => (
        <>
          <h2 className="text-lg font-semibold">{p.name}</h2>
          <p className="text-sm text-slate-700">{[p.rifle, p.ammunition, p.sights].filter(Boolean).join(" · ") || t("noneNoted")}</p>
          {p.clothing || p.accessories ? (
            <p className="text-sm text-slate-600">{[p.clothing, p.accessories].filter(Boolean).join(" · ")}</p>
          ) : null}
          {p.notes ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{p.notes}</p> : null}
        </>
      )}
    />
  );
}
