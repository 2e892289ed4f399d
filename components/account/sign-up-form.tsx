"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { safeNext } from "@/lib/client/safe-next";

const PASSWORD_MIN = 10;
export const password = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters; a few words make a good one.`)
  .max(128, "Use at most 128 characters.");

const schema = z.object({
  name: z.string().trim().min(1, "Enter your name as your club knows it").max(200),
  email: z.string().trim().email("Enter your e-mail address, such as emma@example.org"),
  password,
});
type Values = z.infer<typeof schema>;

export function SignUpForm() {
  const next = safeNext(useSearchParams().get("next"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: "", email: "", password: "" } });

  const submit = form.handleSubmit(async (values) => {
    const { error } = await authClient.signUp.email({ ...values, callbackURL: next });
    if (error) form.setError("root", { message: authMessage(error, "The account could not be created; try again.") });
    else setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <div className="space-y-3" role="status">
        <h2 className="text-lg font-semibold">Check your e-mail</h2>
        <p className="text-slate-700">
          We sent a link to <strong>{sentTo}</strong>. Open it on this device to confirm the address; it signs you in.
        </p>
        <p className="text-sm text-slate-600">
          Nothing there? Look in spam, or{" "}
          <button
            type="button"
            className="text-sky-800 underline underline-offset-4"
            onClick={() => void authClient.sendVerificationEmail({ email: sentTo, callbackURL: next })}
          >
            send it again
          </button>
          .
        </p>
      </div>
    );
  }
  const busy = form.formState.isSubmitting;
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <TextField label="Name" autoComplete="name" {...field("name")} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Use the address your club invites you with."
        {...field("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        {...field("password")}
      />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Creating your account…" : "Create account"}
      </Button>
      <p className="text-sm text-slate-700">
        Already have an account?{" "}
        <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="font-medium text-sky-800 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </form>
  );
}
