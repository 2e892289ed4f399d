"use client";
// An invitation's link: what it is for, then joining once signed in with the invited address.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import { roleLabels } from "@/lib/schemas/people";
import type { Invitation } from "./api/people";
import { Placeholder } from "@/components/ui/placeholder";

export function AcceptInvitation() {
  const token = useSearchParams().get("token") ?? "";
  const session = useSession();
  const router = useRouter();
  const client = useQueryClient();
  const invitation = useQuery({
    queryKey: keys.invitations.byToken(token),
    queryFn: () => apiFetch<Invitation>(`/api/invitations/accept?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => apiFetch<{ organizationId: string }>("/api/invitations/accept", { method: "POST", json: { token } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.session() });
      router.replace("/");
    },
  });
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;

  if (!token) return <Alert>This link holds no invitation. Open the link from the e-mail again.</Alert>;
  if (invitation.isPending) return <Placeholder className="h-32 rounded" />;
  if (invitation.isError) return <Alert>{invitation.error.message}</Alert>;
  const i = invitation.data;
  const who = session.data?.person;
  // An athlete asking someone to coach them: no membership, only their journal to read.
  const coaching = i.role === "coach" && i.athleteName !== null;
  const action = coaching ? `Coach ${i.athleteName}` : `Join ${i.organizationName}`;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
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
      {!who ? (
        <div className="flex flex-wrap gap-3">
          <Link
            href={`/sign-in?next=${encodeURIComponent(here)}`}
            className="rounded-md bg-sky-800 px-4 py-2.5 text-sm font-semibold text-white"
          >
            Sign in to accept
          </Link>
          <Link
            href={`/sign-up?next=${encodeURIComponent(here)}`}
            className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold"
          >
            Create an account
          </Link>
        </div>
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
