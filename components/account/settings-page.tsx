"use client";
// One component per section, each in settings/; they stay one page, so /settings and its anchors
// (#settings-keys, #settings-data, ...) and the accounts library's callbacks keep their address.
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { ApiKeys } from "./settings/api-keys";
import { LinkedSignIn } from "./settings/linked-sign-in";
import { NameAndEmail } from "./settings/name-and-email";
import { Passkeys } from "./settings/passkeys";
import { Password } from "./settings/password";
import { Sessions } from "./settings/sessions";
import { YourData } from "./settings/your-data";

export function SettingsPage({ providerName }: { providerName: string | null }) {
  const session = useSession();
  if (session.isPending) return <p className="text-slate-600">Loading your settings…</p>;
  if (!session.data?.person) {
    return (
      <Alert tone="info">
        These settings are for people with an account. You are signed in with an API key
        {session.data?.keyName ? ` (“${session.data.keyName}”)` : ""}.
      </Alert>
    );
  }
  return (
    <div className="space-y-5">
      <NameAndEmail />
      <Password />
      <Passkeys />
      <LinkedSignIn providerName={providerName} />
      <Sessions />
      <ApiKeys />
      <YourData />
    </div>
  );
}
