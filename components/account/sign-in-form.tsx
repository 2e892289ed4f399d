"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { useAuthMessage } from "@/components/account/use-auth-message";
import { authClient } from "@/lib/client/auth-client";
import { safeNext } from "@/lib/client/safe-next";
import { passkeySignIn, usePasskeysSupported } from "@/lib/client/passkeys";
import { keys } from "@/lib/client/query-keys";

const schemaOf = (emailInvalid: string) => z.object({ email: z.string().trim().email(emailInvalid), password: z.string() });
type Values = z.infer<ReturnType<typeof schemaOf>>;

/** E-mail and password, or a link by e-mail, or a passkey, or the club's or federation's sign-in. */
export function SignInForm({ oidcName }: { oidcName: string | null }) {
  const t = useTranslations("signIn");
  const authMessage = useAuthMessage();
  const router = useRouter();
  const params = useSearchParams();
  const next = safeNext(params.get("next"));
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const passkeys = usePasskeysSupported();
  const [passkey] = useState(passkeySignIn);
  const [checkingPasskey, setCheckingPasskey] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schemaOf(t("emailInvalid"))), defaultValues: { email: "", password: "" } });

  function arrive() {
    client.clear();
    void client.invalidateQueries({ queryKey: keys.session() });
    router.replace(next);
  }

  useEffect(() => {
    // Offers saved passkeys in the e-mail field's autofill where the browser supports it.
    if (!passkeys) return;
    let chosen = false;
    void passkey
      .autofill(() => {
        chosen = true;
        setCheckingPasskey(true);
      })
      .then((signedIn) => {
        if (signedIn) return arrive();
        // Not chosen: the button took over (or autofill is not offered); its own status stands.
        if (!chosen) return;
        setCheckingPasskey(false);
        form.setError("root", { message: t("passkeyFailed") });
      });
    // Once, when passkeys turn out to be available; arrive() only reads the router and `next`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passkeys]);

  const signIn = form.handleSubmit(async ({ email, password }) => {
    setNotice(null);
    if (!password) {
      form.setError("password", { message: t("passwordMissing") }, { shouldFocus: true });
      return;
    }
    const { error } = await authClient.signIn.email({ email, password, callbackURL: next });
    if (error) form.setError("root", { message: authMessage(error, t("signInFailed")) });
    else arrive();
  });

  async function emailLink() {
    setNotice(null);
    const valid = await form.trigger("email", { shouldFocus: true });
    if (!valid) return;
    const { error } = await authClient.signIn.magicLink({ email: form.getValues("email"), callbackURL: next });
    if (error) form.setError("root", { message: authMessage(error, t("linkFailed")) });
    else setNotice(t("linkSent", { email: form.getValues("email") }));
  }

  async function withPasskey() {
    setNotice(null);
    setCheckingPasskey(true);
    const { error } = await passkey.button().finally(() => setCheckingPasskey(false));
    if (error) form.setError("root", { message: authMessage(error, t("noPasskey")) });
    else arrive();
  }

  async function withProvider() {
    const { error } = await authClient.signIn.social({
      provider: "oidc",
      callbackURL: next,
      errorCallbackURL: `/sign-in?next=${encodeURIComponent(next)}&failed=oidc`,
    });
    if (error)
      form.setError("root", {
        message: authMessage(error, oidcName ? t("providerUnreachable", { name: oidcName }) : t("providerUnreachableAny")),
      });
  }

  const failed = params.get("failed") ?? params.get("error");
  const busy = form.formState.isSubmitting;
  const field = fieldsOf(form);
  return (
    <div className="space-y-6">
      {failed ? <Alert>{oidcName ? t("providerFailed", { name: oidcName }) : t("providerFailedAny")}</Alert> : null}
      {params.get("deleted") ? <Alert tone="info">{t("deleted")}</Alert> : null}
      <form onSubmit={signIn} method="post" noValidate className="space-y-4">
        <TextField label={t("email")} type="email" autoComplete="username webauthn" inputMode="email" {...field("email")} />
        <TextField label={t("password")} type="password" autoComplete="current-password" {...field("password")} />
        <FormProblem control={form.control} />
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? t("signingIn") : t("signIn")}
          </Button>
          <Link href="/forgot-password" className="text-sm text-sky-800 underline underline-offset-4">
            {t("forgot")}
          </Link>
        </div>
        {/* Always in the page, so screen readers announce what appears in it. */}
        <p role="status" className="text-sm text-slate-700">
          {checkingPasskey ? t("checkingPasskey") : ""}
        </p>
      </form>
      <div className="space-y-2 border-t border-slate-200 pt-5">
        <p className="text-sm text-slate-600">{t("withoutPassword")}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" onClick={() => void emailLink()}>
            {t("emailLink")}
          </Button>
          {passkeys ? (
            <Button variant="secondary" onClick={() => void withPasskey()}>
              {t("usePasskey")}
            </Button>
          ) : null}
          {oidcName ? (
            <Button variant="secondary" onClick={() => void withProvider()}>
              {t("withProvider", { name: oidcName })}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {t("newHere")}{" "}
        <Link href={`/sign-up?next=${encodeURIComponent(next)}`} className="font-medium text-sky-800 underline underline-offset-4">
          {t("createAccount")}
        </Link>
      </p>
    </div>
  );
}
