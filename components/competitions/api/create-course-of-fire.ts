"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { courseOfFireInput } from "@/lib/schemas/competitions";
import type { CourseOfFire } from "./get-courses-of-fire";

const createCourseOfFire = (values: z.output<typeof courseOfFireInput>) =>
  apiFetch<CourseOfFire>("/api/courses-of-fire", { method: "POST", json: values });

export function useCreateCourseOfFire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourseOfFire,
    onSettled: () => client.invalidateQueries({ queryKey: keys.coursesOfFire.all() }),
  });
}
