import "server-only";
import { iso } from "@/lib/schemas/common";
import { z } from "zod";
import { page } from "@/lib/db/pagination";
import { invalid, found } from "@/lib/errors";
import { type courseOfFireInput, courseOfFireResponse } from "@/lib/schemas/competitions";
import {
  byCode,
  type CourseOfFire,
  courseOfFireById,
  courseOfFireWithCode,
  coursesOfFireAfter,
  insertCourseOfFire,
} from "./course-of-fire-repository";

export function serializeCourseOfFire(c: CourseOfFire): z.output<typeof courseOfFireResponse> {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    discipline: c.discipline,
    shotCount: c.shotCount,
    maxScore: c.maxScore,
    positions: c.positions ? c.positions.split("|") : [],
    seriesCount: c.seriesCount,
    shotsPerSeries: c.shotsPerSeries,
    scoring: c.scoring === "integer" || c.scoring === "decimal" ? c.scoring : null,
    innerTens: c.innerTens,
    sightersAllowed: c.sightersAllowed,
    timeLimitMinutes: c.timeLimitMinutes,
    targetFace: c.targetFace,
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

export async function findCourseOfFire(id: string): Promise<CourseOfFire> {
  return found(await courseOfFireById(id), `Course of fire ${id}`);
}

export async function createCourseOfFire(input: z.output<typeof courseOfFireInput>): Promise<CourseOfFire> {
  const taken = await courseOfFireWithCode(input.code);
  if (taken) throw invalid({ "/code": `is already used by course of fire ${taken.id}` });
  return insertCourseOfFire({ ...input, positions: input.positions.length > 0 ? input.positions.join("|") : null });
}

/** By code. */
export function listCoursesOfFire(query: { limit: number; cursor?: string }) {
  return page(byCode, query, (window) => coursesOfFireAfter(window));
}
