"use client";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { courseOfFireResponse } from "@/lib/schemas/competitions";

export type CourseOfFire = z.output<typeof courseOfFireResponse>;

const coursesOfFireQuery = () => wholeListQuery<CourseOfFire>(keys.coursesOfFire.all(), "/api/courses-of-fire");

export function useCoursesOfFire() {
  return useQuery(coursesOfFireQuery());
}
