"use client";
// What only an admin sets up: the organizations (clubs and federations) and the courses of fire
// every competition and journal chooses from.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCoursesOfFire } from "@/components/competitions/api/get-courses-of-fire";
import { CourseOfFireForm } from "@/components/competitions/course-of-fire-form";
import { useOrganizations } from "@/components/organizations/api/organizations";
import { NewOrganizationForm } from "@/components/organizations/new-organization-form";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { StatusNote } from "@/components/ui/status-note";

export function AdminView() {
  const t = useTranslations("admin");
  const session = useSession();
  const organizations = useOrganizations();
  const courses = useCoursesOfFire();
  const [organizationDone, setOrganizationDone] = useState<{ id: string; name: string } | null>(null);
  const [courseDone, setCourseDone] = useState<string | null>(null);

  if (session.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (!session.data?.admin) return <Alert>{t("onlyAdmin")}</Alert>;

  return (
    <div className="space-y-10">
      <section aria-labelledby="organizations-heading" className="space-y-3">
        <h2 id="organizations-heading" className="text-xl font-semibold">
          {t("organizations")}
        </h2>
        <NewOrganizationForm onDone={(saved) => setOrganizationDone({ id: saved.id, name: saved.name })} />
        {organizationDone ? (
          <div className="space-y-1">
            <StatusNote>{t("created", { name: organizationDone.name })}</StatusNote>
            <p className="text-sm">
              <Link href={`/organizations/${organizationDone.id}/people`} className="text-sky-800 underline underline-offset-4">
                {t("invitePeople")}
              </Link>
            </p>
          </div>
        ) : null}
        {organizations.data ? (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white text-sm">
            {organizations.data.items.map((o) => (
              <li key={o.id} className="px-3 py-2">
                <Link href={`/organizations/${o.id}`} className="text-sky-800 underline underline-offset-4">
                  {o.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="courses-heading" className="space-y-3">
        <h2 id="courses-heading" className="text-xl font-semibold">
          {t("courses")}
        </h2>
        <p className="text-sm text-slate-600">{t("coursesIntro")}</p>
        <div className="rounded-lg border border-slate-300 bg-slate-50/60 p-4">
          <h3 className="mb-3 text-lg font-semibold">{t("newCourse")}</h3>
          <CourseOfFireForm onDone={(saved) => setCourseDone(t("createdCourse", { name: saved.name, code: saved.code }))} />
        </div>
        {courseDone ? <StatusNote>{courseDone}</StatusNote> : null}
        {courses.isError ? <Alert>{courses.error.message}</Alert> : null}
        {courses.data ? (
          <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("caption")}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="px-3 py-2">
                    {t("code")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("name")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("discipline")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {courses.data.items.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100">
                    <td className="px-3 py-1.5 font-mono whitespace-nowrap">{c.code}</td>
                    <td className="px-3 py-1.5">{c.name}</td>
                    <td className="px-3 py-1.5">{c.discipline ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
