import { readCourseOfFire } from "@/lib/competitions/read-competition";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ courseOfFireId: idParam }, async ({ params, principal }) => {
  return resource(await readCourseOfFire(principal, params.courseOfFireId));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
