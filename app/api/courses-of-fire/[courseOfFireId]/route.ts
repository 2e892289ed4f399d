import { authorize } from "@/lib/auth/policy";
import { findCourseOfFire, serializeCourseOfFire } from "@/lib/competitions/courses-of-fire";
import { idParam, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ courseOfFireId: idParam }, async ({ params, principal }) => {
  authorize(principal, "catalog:read");
  return resource(serializeCourseOfFire(await findCourseOfFire(params.courseOfFireId)));
});
