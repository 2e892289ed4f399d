import { authorize } from "@/lib/auth/policy";
import { createCourseOfFire, serializeCourseOfFire } from "@/lib/competitions/courses-of-fire";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { courseOfFireInput } from "@/lib/schemas/competitions";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "catalog:write");
  const course = await createCourseOfFire(await readJson(request, courseOfFireInput));
  return created(serializeCourseOfFire(course), `/api/courses-of-fire/${course.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
