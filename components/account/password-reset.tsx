"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { useAuthMessage } from "@/components/account/use-auth-message";
import { authClient } from "@/lib/client/auth-client";
import { PASSWORD_MIN, passwordRule } from "./sign-up-form";

const requestSchemaOf = (emailInvalid: string) => z.object({ email: z.string().trim().email(emailInvalid) });

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const t = useTranslations("signIn");
  const authMessage = useAuthMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.infer<ReturnType<typeof requestSchemaOf>>>({
    resolver: zodResolver(requestSchemaOf(t("emailInvalid"))),
    defaultValues: { email: "" },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
    if (error) form.setError("root", { message: authMessage(error, t("linkFailed")) });
    else setSentTo(email);
  });
  if (sentTo) {
    return <Alert tone="info">{t("resetSent", { email: sentTo })}</Alert>;
  }
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField label={t("email")} type="email" autoComplete="username" inputMode="email" {...field("email")} />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        {t("sendLink")}
      </Button>
    </form>
  );
}

const resetSchemaOf = (t: Parameters<typeof passwordRule>[0]) => z.object({ password: passwordRule(t), revokeApiKeys: z.boolean() });

export function ResetPasswordForm() {
  const t = useTranslations("signIn");
  const authMessage = useAuthMessage();
  const params = useSearchParams();
  const token = params.get("token");
  const [done, setDone] = useState(false);
  const form = useForm<z.infer<ReturnType<typeof resetSchemaOf>>>({
    resolver: zodResolver(resetSchemaOf(t)),
    defaultValues: { password: "", revokeApiKeys: true },
  });
  const [keysRevoked, setKeysRevoked] = useState(false);
  const submit = form.handleSubmit(async ({ password: newPassword, revokeApiKeys }) => {
    // revokeApiKeys is ours (lib/auth/people.ts), sent beside the library's own fields.
    const { error } = await authClient.resetPassword({ newPassword, token: token ?? "", fetchOptions: { body: { revokeApiKeys } } });
    setKeysRevoked(revokeApiKeys);
    if (error) form.setError("root", { message: authMessage(error, t("linkExpired")) });
    else setDone(true);
  });
  if (!token || params.get("error")) {
    return (
      <Alert>
        {t.rich("linkExpiredAsk", {
          link: (chunks) => (
            <Link href="/forgot-password" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
    );
  }
  if (done) {
    return (
      <Alert tone="info">
        {t.rich(keysRevoked ? "passwordChangedKeys" : "passwordChanged", {
          link: (chunks) => (
            <Link href="/sign-in" className="font-medium underline">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
    );
  }
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_MIN })}
        {...field("password")}
      />
      <CheckboxField label={t("revokeKeys")} hint={t("revokeKeysHint")} {...form.register("revokeApiKeys")} />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        {t("saveNewPassword")}
      </Button>
    </form>
  );
}
