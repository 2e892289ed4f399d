// Every read and write of the courses of fire.
import "server-only";
import type { Insertable, Selectable } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { ascending, inKeyOrder, type SortValue } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";

type Window = { after: SortValue[] | null; take: number };

export type CourseOfFire = Selectable<DB["CourseOfFire"]>;
/** A course's columns as the caller gives them: the id and time stamps are the repository's. */
export type NewCourseOfFire = Omit<Insertable<DB["CourseOfFire"]>, "id" | "createdAt" | "updatedAt">;

export function courseOfFireById(id: string, ex: Executor = qb): Promise<CourseOfFire | undefined> {
  return ex.selectFrom("CourseOfFire").selectAll().where("id", "=", id).executeTakeFirst();
}

export function courseOfFireWithCode(code: string, ex: Executor = qb): Promise<{ id: string } | undefined> {
  return ex.selectFrom("CourseOfFire").select("id").where("code", "=", code).executeTakeFirst();
}

export async function courseOfFireCodes(ex: Executor = qb): Promise<string[]> {
  return (await ex.selectFrom("CourseOfFire").select("code").execute()).map((c) => c.code);
}

function stamped(courses: NewCourseOfFire[]) {
  const now = new Date();
  return courses.map((course) => ({ id: newId(), ...course, createdAt: now, updatedAt: now }));
}

export function insertCourseOfFire(course: NewCourseOfFire, ex: Executor = qb): Promise<CourseOfFire> {
  return ex
    .insertInto("CourseOfFire")
    .values(stamped([course]))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertCoursesOfFire(courses: NewCourseOfFire[], ex: Executor = qb): Promise<void> {
  if (courses.length > 0) await ex.insertInto("CourseOfFire").values(stamped(courses)).execute();
}

export const byCode = ascending<CourseOfFire>({ field: "code", kind: "string", value: (c) => c.code });

/** A page of the catalog in `byCode` order. */
export function coursesOfFireAfter({ after, take }: Window, ex: Executor = qb): Promise<CourseOfFire[]> {
  return ex
    .selectFrom("CourseOfFire")
    .selectAll()
    .$call((q) => inKeyOrder(q, byCode, { after, take }, ["code", "id"]))
    .execute();
}
