"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { safeNext } from "@/lib/client/safe-next";
import { signInInput } from "@/lib/schemas/session";
import { useSignIn } from "./api/sign-in";

type Values = z.input<typeof signInInput>;

/** For operators and integrations: an API key exchanged for a session cookie. */
export function KeySignIn() {
  const t = useTranslations("signIn");
  const router = useRouter();
  const next = safeNext(useSearchParams().get("next"));
  const signIn = useSignIn();
  const form = useForm<Values>({ resolver: zodResolver(signInInput), defaultValues: { apiKey: "" } });

  const submit = form.handleSubmit(async ({ apiKey }) => {
    try {
      await signIn.mutateAsync(apiKey);
      router.replace(next);
    } catch (error) {
      if (error instanceof ApiProblem && (error.status === 401 || error.fields["/apiKey"])) {
        form.setError("apiKey", { message: error.fields["/apiKey"] ?? t("keyUnknown") }, { shouldFocus: true });
      } else {
        form.setError("root", { message: error instanceof Error ? error.message : t("signInFailed") });
      }
    }
  });

  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField
        label={t("apiKey")}
        hint={t("apiKeyHint")}
        type="password"
        autoComplete="current-password"
        spellCheck={false}
        {...field("apiKey")}
      />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        {form.formState.isSubmitting ? t("signingIn") : t("withKey")}
      </Button>
    </form>
  );
}
