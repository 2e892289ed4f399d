"use client";
// One component per section, each in settings/; they stay one page, so /settings and its anchors
// (#settings-keys, #settings-data, ...) and the accounts library's callbacks keep their address.
import { useTranslations } from "next-intl";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import type { Locale } from "@/lib/i18n/config";
import { ApiKeys } from "./settings/api-keys";
import { Language } from "./settings/language";
import { LinkedSignIn } from "./settings/linked-sign-in";
import { NameAndEmail } from "./settings/name-and-email";
import { Passkeys } from "./settings/passkeys";
import { Reminders } from "./settings/reminders";
import { Password } from "./settings/password";
import { Sessions } from "./settings/sessions";
import { YourData } from "./settings/your-data";

export function SettingsPage({ providerName, languageNames }: { providerName: string | null; languageNames: Record<Locale, string> }) {
  const t = useTranslations("account.settings");
  const session = useSession();
  if (session.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (!session.data?.person) {
    const keyName = session.data?.keyName;
    return <Alert tone="info">{keyName ? t("keyOnlyNamed", { name: keyName }) : t("keyOnly")}</Alert>;
  }
  return (
    <div className="space-y-5">
      <NameAndEmail />
      <Language names={languageNames} />
      <Reminders />
      <Password />
      <Passkeys />
      <LinkedSignIn providerName={providerName} />
      <Sessions />
      <ApiKeys />
      <YourData />
    </div>
  );
}
