import "server-only";
import { iso } from "@/lib/schemas/common";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { CourseOfFire, Prisma } from "@/lib/generated/prisma/client";
import { after, ascending, orderBy, page } from "@/lib/db/pagination";
import { invalid, found } from "@/lib/errors";
import { type courseOfFireInput, courseOfFireResponse } from "@/lib/schemas/competitions";

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
  return found(await db.courseOfFire.findUnique({ where: { id } }), `Course of fire ${id}`);
}

export async function createCourseOfFire(input: z.output<typeof courseOfFireInput>): Promise<CourseOfFire> {
  const taken = await db.courseOfFire.findUnique({ where: { code: input.code }, select: { id: true } });
  if (taken) throw invalid({ "/code": `is already used by course of fire ${taken.id}` });
  return db.courseOfFire.create({ data: { ...input, positions: input.positions.length > 0 ? input.positions.join("|") : null } });
}

const byCode = ascending<CourseOfFire>({ field: "code", kind: "string", value: (c) => c.code });

export function listCoursesOfFire(query: { limit: number; cursor?: string }) {
  return page(byCode, query, ({ after: values, take }) =>
    db.courseOfFire.findMany({
      where: after<Prisma.CourseOfFireWhereInput>(byCode, values),
      orderBy: orderBy<Prisma.CourseOfFireOrderByWithRelationInput>(byCode),
      take,
    }),
  );
}
