"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { password } from "./sign-up-form";

const requestSchema = z.object({ email: z.string().trim().email("Enter your e-mail address, such as emma@example.org") });

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.infer<typeof requestSchema>>({ resolver: zodResolver(requestSchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
    if (error) form.setError("root", { message: authMessage(error, "The link could not be sent; try again.") });
    else setSentTo(email);
  });
  if (sentTo) {
    return <Alert tone="info">If an account uses {sentTo}, a link to choose a new password is on its way. It works for an hour.</Alert>;
  }
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField label="E-mail" type="email" autoComplete="username" inputMode="email" {...field("email")} />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        Send me a link
      </Button>
    </form>
  );
}

const resetSchema = z.object({ password, revokeApiKeys: z.boolean() });

export function ResetPasswordForm() {
  const params = useSearchParams();
  const token = params.get("token");
  const [done, setDone] = useState(false);
  const form = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: "", revokeApiKeys: true },
  });
  const [keysRevoked, setKeysRevoked] = useState(false);
  const submit = form.handleSubmit(async ({ password: newPassword, revokeApiKeys }) => {
    // revokeApiKeys is ours (lib/auth/people.ts), sent beside the library's own fields.
    const { error } = await authClient.resetPassword({ newPassword, token: token ?? "", fetchOptions: { body: { revokeApiKeys } } });
    setKeysRevoked(revokeApiKeys);
    if (error) form.setError("root", { message: authMessage(error, "This link has expired or was used already. Ask for a new one.") });
    else setDone(true);
  });
  if (!token || params.get("error")) {
    return (
      <Alert>
        This link has expired or was used already.{" "}
        <Link href="/forgot-password" className="underline">
          Ask for a new one
        </Link>
        .
      </Alert>
    );
  }
  if (done) {
    return (
      <Alert tone="info">
        Your password is changed, and every other session is signed out
        {keysRevoked ? "; your API keys no longer work (make new ones in your settings)" : ""}.{" "}
        <Link href="/sign-in" className="font-medium underline">
          Sign in
        </Link>{" "}
        with it now.
      </Alert>
    );
  }
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 10 characters." {...field("password")} />
      <CheckboxField
        label="Also sign out my API keys"
        hint="Apps and scripts that use a key you made stop working; you can make new keys afterwards. Keep this on if someone else may know your password or a key."
        {...form.register("revokeApiKeys")}
      />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        Save the new password
      </Button>
    </form>
  );
}
