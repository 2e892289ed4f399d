import { authorize } from "@/lib/auth/policy";
import { findCourseOfFire, serializeCourseOfFire } from "@/lib/competitions/courses-of-fire";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ courseOfFireId: idParam }, async ({ params, principal }) => {
  authorize(principal, "catalog:read");
  return resource(serializeCourseOfFire(await findCourseOfFire(params.courseOfFireId)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
