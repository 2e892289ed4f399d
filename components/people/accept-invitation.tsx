"use client";
// An invitation's link: what it is for, then joining. Someone new creates their account right here
// with the invited address (the link proved it, so no confirmation mail follows) and joins at once;
// someone with an account signs in first. Either way they are told where they now belong.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PASSWORD_MIN, passwordRule } from "@/components/account/sign-up-form";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api-fetch";
import { useAuthMessage } from "@/components/account/use-auth-message";
import { authClient } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import type { Invitation } from "./api/people";
import { Placeholder } from "@/components/ui/placeholder";

type Accepted = { organizationId: string; role: string; athleteId: string | null };

type Words = Parameters<typeof passwordRule>[0];
const accountFormOf = (t: Words) => z.object({ name: z.string().trim().min(1, t("nameMissing")).max(200), password: passwordRule(t) });
type AccountValues = z.infer<ReturnType<typeof accountFormOf>>;

/** The new person's account, for the invited address only; then signed in. */
function CreateAccount({ invitation, token, onSignedIn }: { invitation: Invitation; token: string; onSignedIn: () => Promise<void> }) {
  const t = useTranslations("signIn");
  const authMessage = useAuthMessage();
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountFormOf(t)),
    defaultValues: { name: invitation.role === "athlete" ? (invitation.athleteName ?? "") : "", password: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    const email = invitation.email;
    // The token tells the server this address was proved by the invitation's mail (lib/auth/people.ts).
    const account = { ...values, email, invitationToken: token };
    const made = await authClient.signUp.email(account);
    if (made.error) return form.setError("root", { message: authMessage(made.error, t("accountFailed")) });
    const signedIn = await authClient.signIn.email({ email, password: values.password });
    if (signedIn.error) {
      return form.setError("root", { message: t("mayHaveAccount", { email }) });
    }
    await onSignedIn();
  });
  const busy = form.formState.isSubmitting;
  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">{t("createYourAccount")}</h2>
      <TextField label={t("email")} type="email" value={invitation.email} readOnly hint={t("invitedAddressHint")} />
      <TextField label={t("yourName")} autoComplete="name" {...field("name")} />
      <TextField
        label={t("choosePassword")}
        type="password"
        autoComplete="new-password"
        hint={t("choosePasswordHint", { min: PASSWORD_MIN })}
        {...field("password")}
      />
      <FormProblem control={form.control} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t("creating") : t("createAndJoin")}
      </Button>
    </form>
  );
}

function Joined({ invitation, accepted }: { invitation: Invitation; accepted: Accepted }) {
  const t = useTranslations("signIn");
  const coaching = accepted.role === "coach" && invitation.athleteName !== null;
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-5">
      <h1 className="text-2xl font-semibold tracking-tight text-emerald-950">
        {coaching ? t("nowCoach", { name: invitation.athleteName ?? "" }) : t("welcome", { organization: invitation.organizationName })}
      </h1>
      <p className="text-emerald-950">
        {coaching
          ? t("coachingExplained", { name: invitation.athleteName ?? "" })
          : t("joinedAs", { organization: invitation.organizationName, role: t(`role.${invitation.role}`) })}
      </p>
      <div className="flex flex-wrap gap-3">
        {accepted.athleteId && !coaching ? (
          <Link
            href={`/athletes/${accepted.athleteId}/journal`}
            className="rounded-md bg-sky-800 px-4 py-2.5 text-sm font-semibold text-white"
          >
            {t("openJournal")}
          </Link>
        ) : null}
        <Link href="/" className="rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900">
          {t("goHome")}
        </Link>
      </div>
    </div>
  );
}

export function AcceptInvitation() {
  const t = useTranslations("signIn");
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

  if (!token) return <Alert>{t("noToken")}</Alert>;
  if (accepted && invitation.data) return <Joined invitation={invitation.data} accepted={accepted} />;
  if (invitation.isPending || session.isPending) return <Placeholder className="h-32 rounded" />;
  if (invitation.isError) return <Alert>{invitation.error.message}</Alert>;
  const i = invitation.data;
  const who = session.data?.person;
  // An athlete asking someone to coach them: no membership, only their journal to read.
  const coaching = i.role === "coach" && i.athleteName !== null;
  const invited = { inviter: i.invitedBy, email: i.email, organization: i.organizationName, role: t(`role.${i.role}`) };
  const action = coaching ? t("coachAction", { name: i.athleteName ?? "" }) : t("joinAction", { organization: i.organizationName });
  return (
    <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{action}</h1>
        {coaching ? (
          <p className="text-slate-800">{t("asksToCoach", { name: i.athleteName ?? "", email: i.email })}</p>
        ) : (
          <p className="text-slate-800">
            {i.athleteName ? t("invitesWithRecord", { ...invited, athlete: i.athleteName }) : t("invites", invited)}
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
            {t("haveAccountWith", { email: i.email })}{" "}
            <Link href={`/sign-in?next=${encodeURIComponent(here)}`} className="font-medium text-sky-800 underline underline-offset-4">
              {t("signInToAccept")}
            </Link>
          </p>
        </>
      ) : who.email.toLowerCase() !== i.email.toLowerCase() ? (
        <Alert>{t("wrongPerson", { who: who.email, email: i.email })}</Alert>
      ) : (
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? t("accepting") : action}
        </Button>
      )}
      {accept.error ? <Alert>{accept.error.message}</Alert> : null}
    </div>
  );
}
