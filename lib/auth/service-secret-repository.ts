// The secrets the service makes for itself and keeps in the database (ServiceSecret), by name.
import "server-only";
import { qb } from "@/lib/db/client";

export async function serviceSecret(name: string): Promise<string | null> {
  const row = await qb.selectFrom("ServiceSecret").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value ?? null;
}

/** Keeps `value` under `name` unless a secret of that name exists already. */
export async function keepServiceSecret(name: string, value: string): Promise<void> {
  await qb
    .insertInto("ServiceSecret")
    .values({ name, value, createdAt: new Date() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
}
