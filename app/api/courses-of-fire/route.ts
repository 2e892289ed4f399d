import { authorize } from "@/lib/auth/policy";
import { createCourseOfFire, serializeCourseOfFire } from "@/lib/competitions/courses-of-fire";
import { coursesOfFireReader } from "@/lib/competitions/read-competition";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, plain } from "@/lib/http/respond";
import { listQuery } from "@/lib/schemas/common";
import { courseOfFireInput } from "@/lib/schemas/competitions";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "catalog:write");
  const course = await createCourseOfFire(await readJson(request, courseOfFireInput));
  return created(serializeCourseOfFire(course), `/api/courses-of-fire/${course.id}`);
});

/** Every key may read the catalog; by code. */
export const GET = route({}, async ({ request, principal }) => {
  const read = coursesOfFireReader(principal);
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
