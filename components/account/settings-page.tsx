"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api-fetch";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { usePasskeysSupported } from "@/lib/client/passkeys";
import { keys } from "@/lib/client/query-keys";
import type { PersonalKey } from "./api/personal-keys";
import { useCreateKey, usePersonalKeys, useRevokeKey } from "./api/personal-keys";

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** Unwraps the accounts library's { data, error } into a value or a thrown message. */
async function unwrap<T>(
  call: Promise<{ data: T | null; error: { message?: string; status?: number; code?: string } | null }>,
  fallback: string,
): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(authMessage(error, fallback));
  return data as T;
}

const when = (date: Date | string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(date));

function device(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

function NameAndEmail() {
  const person = useSession().data?.person;
  // Keyed by the stored name, so the field starts again from it whenever it changes.
  return person ? <NameAndEmailForm key={person.name} person={person} /> : null;
}

function NameAndEmailForm({ person }: { person: { name: string; email: string } }) {
  const client = useQueryClient();
  const [name, setName] = useState(person.name);
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await unwrap(authClient.updateUser({ name: name.trim() }), "Your name could not be saved.");
      await client.invalidateQueries({ queryKey: keys.session() });
      setNotice("Name saved.");
    } catch (e) {
      setError((e as Error).message);
    }
  }
  async function changeEmail(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await unwrap(authClient.changeEmail({ newEmail: email.trim(), callbackURL: "/settings" }), "The address could not be changed.");
      setNotice(`We sent a link to ${person?.email}: open it to confirm the change to ${email.trim()}.`);
      setEmail("");
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <Section title="Name and e-mail" id="settings-name">
      <form onSubmit={(e) => void saveName(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className="flex-1" />
        <Button type="submit" variant="secondary" disabled={!name.trim() || name.trim() === person.name}>
          Save name
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        Signed in as <strong>{person.email}</strong>.
      </p>
      <form onSubmit={(e) => void changeEmail(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!email.includes("@")}>
          Change e-mail
        </Button>
      </form>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}

function Password() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next.length < 10) return setError("Use at least 10 characters for the new password.");
    try {
      await unwrap(
        authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true }),
        "The password could not be changed.",
      );
      setCurrent("");
      setNext("");
      setNotice("Password changed. Every other session is signed out.");
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <Section title="Password" id="settings-password">
      <form onSubmit={(e) => void submit(e)} className="space-y-3">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          hint="No password yet (you sign in with a link, a passkey or your club)? Use “Forgot your password?” on the sign-in page to set one."
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          hint="At least 10 characters."
        />
        <Button type="submit" variant="secondary" disabled={!current || !next}>
          Change password
        </Button>
      </form>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}

function Passkeys() {
  const client = useQueryClient();
  const supported = usePasskeysSupported();
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: keys.me.passkeys(),
    queryFn: () => unwrap(authClient.passkey.listUserPasskeys(), "Your passkeys could not be loaded."),
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.me.passkeys() });
  async function add() {
    setError(null);
    const name = device(navigator.userAgent);
    const { error: failed } = await authClient.passkey.addPasskey({ name });
    if (failed) setError(authMessage(failed, "No passkey was added."));
    await refresh();
  }
  async function remove(id: string) {
    setError(null);
    const { error: failed } = await authClient.passkey.deletePasskey({ id });
    if (failed) setError(authMessage(failed, "The passkey could not be removed."));
    await refresh();
  }
  return (
    <Section title="Passkeys" id="settings-passkeys">
      <p className="text-sm text-slate-700">Sign in with your fingerprint, face or screen lock instead of a password.</p>
      {list.isPending ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {list.data && list.data.length === 0 ? <p className="text-sm text-slate-600">No passkeys yet.</p> : null}
      <ul className="divide-y divide-slate-200">
        {(list.data ?? []).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{p.name || "Passkey"}</span>
              <span className="block text-sm text-slate-600">Added {when(p.createdAt)}</span>
            </span>
            <Button variant="secondary" onClick={() => void remove(p.id)} aria-label={`Remove passkey ${p.name ?? ""}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {supported ? (
        <Button variant="secondary" onClick={() => void add()}>
          Add a passkey on this device
        </Button>
      ) : (
        <p className="text-sm text-slate-600">
          Passkeys need a secure connection: open Rangebook over HTTPS (or on this computer as localhost) to add one.
        </p>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}

function LinkedSignIn({ providerName }: { providerName: string | null }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: keys.me.linkedAccounts(),
    queryFn: () => unwrap(authClient.listAccounts(), "Your sign-in methods could not be loaded."),
  });
  const linked = (accounts.data ?? []).filter((a) => a.providerId !== "credential");
  async function unlink(accountId: string) {
    setError(null);
    const { error: failed } = await authClient.unlinkAccount({ accountId });
    if (failed) setError(authMessage(failed, "It could not be unlinked: keep at least one way to sign in."));
    await client.invalidateQueries({ queryKey: keys.me.linkedAccounts() });
  }
  if (!providerName && linked.length === 0) return null;
  return (
    <Section title="Signing in with your club or federation" id="settings-linked">
      {linked.map((a) => (
        <div key={a.id} className="flex items-center justify-between gap-3">
          <span>
            <span className="font-medium">{providerName ?? a.providerId}</span>
            <span className="block text-sm text-slate-600">Linked as {a.accountId}</span>
          </span>
          <Button variant="secondary" onClick={() => void unlink(a.accountId)}>
            Unlink
          </Button>
        </div>
      ))}
      {providerName && linked.length === 0 ? (
        <Button
          variant="secondary"
          onClick={() => void authClient.linkSocial({ provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" })}
        >
          Link {providerName}
        </Button>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}

function Sessions() {
  const client = useQueryClient();
  const current = authClient.useSession();
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: keys.me.sessions(),
    queryFn: () => unwrap(authClient.listSessions(), "Your sessions could not be loaded."),
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.me.sessions() });
  async function act(call: Promise<{ error: { message?: string } | null }>) {
    setError(null);
    const { error: failed } = await call;
    if (failed) setError(authMessage(failed, "That did not work; try again."));
    await refresh();
  }
  const others = (sessions.data ?? []).filter((s) => s.token !== current.data?.session.token);
  return (
    <Section title="Where you are signed in" id="settings-sessions">
      <ul className="divide-y divide-slate-200">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{device(s.userAgent)}</span>
              {s.token === current.data?.session.token ? (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">This device</span>
              ) : null}
              <span className="block text-sm text-slate-600">
                Since {when(s.createdAt)}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""}
              </span>
            </span>
            {s.token === current.data?.session.token ? null : (
              <Button variant="secondary" onClick={() => void act(authClient.revokeSession({ token: s.token }))}>
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={others.length === 0} onClick={() => void act(authClient.revokeOtherSessions())}>
        Sign out everywhere else
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}

function ApiKeys() {
  const list = usePersonalKeys();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  const [name, setName] = useState("");
  const [made, setMade] = useState<PersonalKey | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMade(await create.mutateAsync(name.trim()));
    setName("");
  }
  const live = (list.data ?? []).filter((k) => !k.revokedUtc);
  return (
    <Section title="API keys" id="settings-keys">
      <p className="text-sm text-slate-700">
        For your own tools and integrations. A key can do what you can, nothing more, and stops working the moment you revoke it.
      </p>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="What it is for"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="ShotMarker sync"
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!name.trim() || create.isPending}>
          Create key
        </Button>
      </form>
      {create.error ? <Alert>{create.error.message}</Alert> : null}
      {made?.key ? (
        <Alert tone="info">
          <span className="block font-medium">Copy your new key now; it is shown only once:</span>
          <code className="mt-1 block break-all font-mono text-sm" data-testid="new-key">
            {made.key}
          </code>
          <Button variant="secondary" className="mt-2" onClick={() => void navigator.clipboard?.writeText(made.key ?? "")}>
            Copy
          </Button>
        </Alert>
      ) : null}
      {live.length === 0 && !list.isPending ? <p className="text-sm text-slate-600">No keys.</p> : null}
      <ul className="divide-y divide-slate-200">
        {live.map((k) => (
          <li key={k.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{k.name}</span>
              <span className="block font-mono text-sm text-slate-600">
                rbk_{k.prefix}_… · made {when(k.createdUtc)}
              </span>
            </span>
            <Button variant="secondary" onClick={() => revoke.mutate(k.id)} aria-label={`Revoke key ${k.name}`}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

type DeletionSummary = { journalEntries: number; profileImages: number; athleteRecordsKeptBy: string[] };

function DeleteAccount() {
  const session = useSession();
  const router = useRouter();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const summary = useQuery({ queryKey: ["deletion-summary"], queryFn: () => apiFetch<DeletionSummary>("/api/me/deletion"), enabled: open });
  const remove = useMutation({
    mutationFn: () => unwrap(authClient.deleteUser(password ? { password } : {}), "Your account could not be deleted."),
    onSuccess: () => {
      client.clear();
      router.replace("/sign-in?deleted=1");
    },
  });
  const email = session.data?.person?.email ?? "";
  return (
    <Section title="Your data" id="settings-data">
      <p className="text-sm text-slate-700">Everything Rangebook keeps about you and your journal, as one JSON file.</p>
      <a
        href="/api/me/export"
        download
        className="inline-flex rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
      >
        Download my data
      </a>
      <div className="border-t border-slate-200 pt-3">
        {!open ? (
          <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              remove.mutate();
            }}
            className="space-y-3"
          >
            <h3 className="font-semibold text-red-900">Delete your account</h3>
            {summary.data ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                <li>Your account, passkeys, sessions, API keys and comments are deleted.</li>
                <li>
                  Your journal is deleted: {summary.data.journalEntries} session{summary.data.journalEntries === 1 ? "" : "s"} with their
                  series and shots, your calendar, equipment and {summary.data.profileImages} image
                  {summary.data.profileImages === 1 ? "" : "s"}.
                </li>
                {summary.data.athleteRecordsKeptBy.length > 0 ? (
                  <li>
                    Your athlete record (name, date of birth, competition entries) stays with{" "}
                    {summary.data.athleteRecordsKeptBy.join(" and ")}, since match results belong to the match.
                  </li>
                ) : null}
                <li>This cannot be undone. Download your data first if you want to keep it.</li>
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Working out what would be deleted…</p>
            )}
            <TextField
              label={`Type your e-mail address (${email}) to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
            />
            <TextField
              label="Password (if you have one)"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {remove.error ? <Alert>{remove.error.message}</Alert> : null}
            <div className="flex gap-2">
              <Button
                type="submit"
                className="bg-red-800 hover:bg-red-900"
                disabled={typed.trim().toLowerCase() !== email.toLowerCase() || remove.isPending}
              >
                Delete my account
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Keep it
              </Button>
            </div>
          </form>
        )}
      </div>
    </Section>
  );
}

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
      <DeleteAccount />
    </div>
  );
}
