"use client";
// An invitation's link: what it is for, then joining. Someone new creates their account right here
// with the invited address (the link proved it, so no confirmation mail follows) and joins at once;
// someone with an account signs in first. Either way they are told where they now belong.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { password } from "@/components/account/sign-up-form";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api-fetch";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { roleLabels } from "@/lib/schemas/roles";
import type { Invitation } from "./api/people";
import { Placeholder } from "@/components/ui/placeholder";

type Accepted = { organizationId: string; role: string; athleteId: string | null };

const accountForm = z.object({ name: z.string().trim().min(1, "Enter your name as your club knows it").max(200), password });
type AccountValues = z.infer<typeof accountForm>;

/** The new person's account, for the invited address only; then signed in. */
function CreateAccount({ invitation, token, onSignedIn }: { invitation: Invitation; token: string; onSignedIn: () => Promise<void> }) {
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountForm),
    defaultValues: { name: invitation.role === "athlete" ? (invitation.athleteName ?? "") : "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    const email = invitation.email;
    // The token tells the server this address was proved by the invitation's mail (lib/auth/people.ts).
    const account = { ...values, email, invitationToken: token };
    const made = await authClient.signUp.email(account);
    if (made.error) return form.setError("root", { message: authMessage(made.error, "Your account could not be created; try again.") });
    const signedIn = await authClient.signIn.email({ email, password: values.password });
    if (signedIn.error) {
      return form.setError("root", {
        message: `${email} may have an account already: sign in with it below to accept. (We mailed that address about this.)`,
      });
    }
    await onSignedIn();
  });
  const busy = form.formState.isSubmitting;
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">Create your account</h2>
      <TextField label="E-mail" type="email" value={invitation.email} readOnly hint="The address this invitation was sent to." />
      <TextField label="Your name" autoComplete="name" {...field("name")} />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters; a few words make a good one."
        {...field("password")}
      />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Creating your account…" : "Create your account and join"}
      </Button>
    </form>
  );
}

function Joined({ invitation, accepted }: { invitation: Invitation; accepted: Accepted }) {
  const coaching = accepted.role === "coach" && invitation.athleteName !== null;
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-5">
      <h1 className="text-2xl font-semibold tracking-tight text-emerald-950">
        {coaching ? `You now coach ${invitation.athleteName}` : `Welcome to ${invitation.organizationName}`}
      </h1>
      <p className="text-emerald-950">
        {coaching
          ? `You read ${invitation.athleteName}'s training journal and give feedback on their sessions.`
          : `You joined ${invitation.organizationName} as ${roleLabels[invitation.role].toLowerCase()}.`}
      </p>
      <div className="flex flex-wrap gap-3">
        {accepted.athleteId && !coaching ? (
          <Link
            href={`/athletes/${accepted.athleteId}/journal`}
            className="rounded-md bg-sky-800 px-4 py-2.5 text-sm font-semibold text-white"
          >
            Open your journal
          </Link>
        ) : null}
        <Link href="/" className="rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900">
          Go to your home page
        </Link>
      </div>
    </div>
  );
}

export function AcceptInvitation() {
  const token = useSearchParams().get("token") ?? "";
  const session = useSession();
  const client = useQueryClient();
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const invitation = useQuery({
    queryKey: keys.invitations.byToken(token),
    queryFn: () => apiFetch<Invitation>(`/api/invitations/accept?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0 && accepted === null,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => apiFetch<Accepted>("/api/invitations/accept", { method: "POST", json: { token } }),
    onSuccess: async (answer) => {
      setAccepted(answer);
      await client.invalidateQueries({ queryKey: keys.session() });
    },
  });
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;

  if (!token) return <Alert>This link holds no invitation. Open the link from the e-mail again.</Alert>;
  if (accepted && invitation.data) return <Joined invitation={invitation.data} accepted={accepted} />;
  if (invitation.isPending || session.isPending) return <Placeholder className="h-32 rounded" />;
  if (invitation.isError) return <Alert>{invitation.error.message}</Alert>;
  const i = invitation.data;
  const who = session.data?.person;
  // An athlete asking someone to coach them: no membership, only their journal to read.
  const coaching = i.role === "coach" && i.athleteName !== null;
  const action = coaching ? `Coach ${i.athleteName}` : `Join ${i.organizationName}`;
  return (
    <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{action}</h1>
        {coaching ? (
          <p className="text-slate-800">
            {i.athleteName} asks {i.email} to coach them: you would read their training journal, give feedback on their sessions and comment
            on them.
          </p>
        ) : (
          <p className="text-slate-800">
            {i.invitedBy} invites {i.email} to {i.organizationName} as {roleLabels[i.role].toLowerCase()}
            {i.athleteName ? `, with the athlete record of ${i.athleteName} (its journal becomes yours)` : ""}.
          </p>
        )}
      </div>
      {!who ? (
        <>
          <CreateAccount
            invitation={i}
            token={token}
            onSignedIn={async () => {
              await client.invalidateQueries({ queryKey: keys.session() });
              await accept.mutateAsync().catch(() => undefined);
            }}
          />
          <p className="border-t border-slate-100 pt-4 text-sm text-slate-700">
            Already have an account with {i.email}?{" "}
            <Link href={`/sign-in?next=${encodeURIComponent(here)}`} className="font-medium text-sky-800 underline underline-offset-4">
              Sign in to accept
            </Link>
          </p>
        </>
      ) : who.email.toLowerCase() !== i.email.toLowerCase() ? (
        <Alert>
          You are signed in as {who.email}; this invitation is for {i.email}. Sign out and sign in with that address.
        </Alert>
      ) : (
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? "Accepting…" : action}
        </Button>
      )}
      {accept.error ? <Alert>{accept.error.message}</Alert> : null}
    </div>
  );
}
