"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { useAuthMessage } from "@/components/account/use-auth-message";
import { authClient } from "@/lib/client/auth-client";
import { safeNext } from "@/lib/client/safe-next";

type Words = ReturnType<typeof useTranslations<"signIn">>;

export const PASSWORD_MIN = 10;
export const passwordRule = (t: Words) =>
  z
    .string()
    .min(PASSWORD_MIN, t("passwordShort", { min: PASSWORD_MIN }))
    .max(128, t("passwordLong"));

const schemaOf = (t: Words) =>
  z.object({
    name: z.string().trim().min(1, t("nameMissing")).max(200),
    email: z.string().trim().email(t("emailInvalid")),
    password: passwordRule(t),
  });
type Values = z.infer<ReturnType<typeof schemaOf>>;

export function SignUpForm() {
  const t = useTranslations("signIn");
  const authMessage = useAuthMessage();
  const next = safeNext(useSearchParams().get("next"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schemaOf(t)), defaultValues: { name: "", email: "", password: "" } });

  const submit = form.handleSubmit(async (values) => {
    const { error } = await authClient.signUp.email({ ...values, callbackURL: next });
    if (error) form.setError("root", { message: authMessage(error, t("createFailed")) });
    else setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <div className="space-y-3" role="status">
        <h2 className="text-lg font-semibold">{t("checkEmail")}</h2>
        <p className="text-slate-700">{t.rich("sentLink", { email: sentTo, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <p className="text-sm text-slate-600">
          {t.rich("nothingThere", {
            again: (chunks) => (
              <button
                type="button"
                className="text-sky-800 underline underline-offset-4"
                onClick={() => void authClient.sendVerificationEmail({ email: sentTo, callbackURL: next })}
              >
                {chunks}
              </button>
            ),
          })}
        </p>
      </div>
    );
  }
  const busy = form.formState.isSubmitting;
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField label={t("name")} autoComplete="name" {...field("name")} />
      <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" hint={t("emailHint")} {...field("email")} />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_MIN })}
        {...field("password")}
      />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t("creating") : t("create")}
      </Button>
      <p className="text-sm text-slate-700">
        {t("haveAccount")}{" "}
        <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="font-medium text-sky-800 underline underline-offset-4">
          {t("signIn")}
        </Link>
      </p>
    </form>
  );
}
