"use client";
import { holds } from "@/lib/client/roles";
import { Link } from "@/components/ui/link";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useWordedCodes } from "@/components/codes/code-labels";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { keys } from "@/lib/client/query-keys";
import { profileWithEtag } from "./api/user-profile";
import { ProfileForm } from "./profile-form";

export function ProfileView({ siteKey }: { siteKey: string | null }) {
  const session = useSession();
  const t = useTranslations("profile");
  const codes = useWordedCodes();
  const [newId] = useState(() => crypto.randomUUID());
  const existingId = session.data?.userProfileId ?? null;
  // Keyed by the id the form writes to: once a new profile is created under newId, the session
  // names that same id, so the form stays mounted (and keeps its state) instead of reloading.
  const id = existingId ?? newId;
  const profile = useQuery({
    queryKey: keys.userProfiles.one(id),
    queryFn: () => (existingId ? profileWithEtag(id) : Promise.resolve(null)),
    enabled: session.isSuccess,
    staleTime: Infinity,
  });

  if (session.isPending || codes.isPending || profile.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (!session.data)
    return (
      <p>
        {t.rich("signIn", {
          link: (chunks) => (
            <Link href="/sign-in" className="font-medium text-sky-800 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  if (!holds(session.data, "athlete")) return <Alert tone="info">{t("athletesOnly")}</Alert>;
  if (codes.isError) return <Alert>{codes.error.message}</Alert>;
  if (profile.isError) return <Alert>{profile.error.message}</Alert>;
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{t("clubRecord")}</p>
      <ProfileForm id={id} profile={profile.data?.body ?? null} etag={profile.data?.etag ?? null} codes={codes.data} siteKey={siteKey} />
    </>
  );
}
