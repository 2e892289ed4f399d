// What the two databases differ in that callers outside lib/db must choose by: asked here by name,
// so no domain or auth code compares providers.
import "server-only";
import { provider } from "./client";

/**
 * Whether several server processes may serve the database at once (PostgreSQL), rather than one
 * process serving SQLite's file alone: state kept in one process's memory is then not enough.
 */
export function sharedByProcesses(): boolean {
  return provider === "postgresql";
}

/** Whether a statement's WITH may hold a write with RETURNING (PostgreSQL), which SQLite refuses. */
export function writesInWith(): boolean {
  return provider === "postgresql";
}
