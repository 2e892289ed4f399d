// The outbox kept in IndexedDB, so it outlives a reload, a closed tab and a dead battery. Pages and
// the service worker read and write the same store; each change is announced on a channel so every
// open page (and the header's count) follows.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { OutboxWrite } from "./core";

interface OutboxDb extends DBSchema {
  writes: { key: string; value: OutboxWrite };
}

const CHANNEL = "rangebook-outbox";
let database: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db() {
  database ??= openDB<OutboxDb>("rangebook-outbox", 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore("writes", { keyPath: "id" });
    },
  });
  return database;
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function announce() {
  for (const listener of listeners) listener();
  channel ??= new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
}

/** Calls `listener` whenever the outbox changes, here or in another page or the service worker. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  const other = new BroadcastChannel(CHANNEL);
  other.onmessage = () => listener();
  return () => {
    listeners.delete(listener);
    other.close();
  };
}

export async function allWrites(): Promise<OutboxWrite[]> {
  return (await db()).getAll("writes");
}

export async function putWrite(write: OutboxWrite): Promise<void> {
  await (await db()).put("writes", write);
  announce();
}

export async function removeWrite(id: string): Promise<void> {
  await (await db()).delete("writes", id);
  announce();
}
