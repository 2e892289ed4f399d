"use client";
import { keys } from "@/lib/client/query-keys";
import type { EquipmentProfile } from "@/components/journal/api/pickers";
import { RecordsPage } from "./records-page";

export function EquipmentPage({ athleteId }: { athleteId: string }) {
  return (
    <RecordsPage<EquipmentProfile>
      title="Equipment"
      noun="equipment profile"
      path={`/api/athletes/${athleteId}/equipment-profiles`}
      queryKey={keys.planning.equipmentProfiles(athleteId)}
      empty="No equipment profiles yet. Add your match rifle or pistol with its ammunition and sights; choosing the profile in a session fills them in."
      fields={[
        { name: "name", label: "Name", kind: "text", required: true, hint: "e.g. Match rifle" },
        { name: "rifle", label: "Rifle or pistol", kind: "text" },
        { name: "ammunition", label: "Ammunition", kind: "text" },
        { name: "sights", label: "Sights", kind: "text" },
        { name: "clothing", label: "Clothing", kind: "text" },
        { name: "accessories", label: "Accessories", kind: "text" },
        { name: "notes", label: "Notes", kind: "area" },
      ]}
      summary={(p) => (
        <>
          <h2 className="text-lg font-semibold">{p.name}</h2>
          <p className="text-sm text-slate-700">{[p.rifle, p.ammunition, p.sights].filter(Boolean).join(" · ") || "No equipment noted"}</p>
          {p.clothing || p.accessories ? (
            <p className="text-sm text-slate-600">{[p.clothing, p.accessories].filter(Boolean).join(" · ")}</p>
          ) : null}
          {p.notes ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{p.notes}</p> : null}
        </>
      )}
    />
  );
}
