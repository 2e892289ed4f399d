"use client";
// Above every page of an athlete's record, for anyone but the athlete: whose journal this is and as
// whom it is read. The journal and a session name the athlete in their own headings instead.
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useAthleteName } from "./api/athlete-name";

export function WhoseRecord({ athleteId }: { athleteId: string }) {
  const t = useTranslations("people");
  const { reader, name } = useAthleteName(athleteId);
  const path = usePathname();
  const journal = `/athletes/${athleteId}/journal`;
  const namedByPage =
    path === journal || (/^\/athletes\/[^/]+\/journal\/[^/]+$/.test(path) && !path.endsWith("/new") && !path.endsWith("/import"));
  if (!reader || reader === "athlete" || !name || namedByPage) return null;
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <p className="mx-auto max-w-4xl px-4 py-2 text-sm text-slate-700">
        <Link href={journal} className="font-semibold text-sky-800 underline underline-offset-4">
          {t("whose.journal", { name })}
        </Link>{" "}
        <span className="text-slate-600">{t(`whose.${reader}`)}</span>
      </p>
    </div>
  );
}
