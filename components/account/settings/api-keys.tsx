"use client";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type PersonalKey, useCreateKey, usePersonalKeys, useRevokeKey } from "../api/personal-keys";
import { when } from "./describe";
import { Section } from "./section";

export function ApiKeys() {
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
