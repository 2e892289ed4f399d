"use client";
// Profile images from the pages: the list, the newest of each type (operation 5), upload with
// progress, delete.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiProblem, apiFetch, problemFrom } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { profileImageResponse } from "@/lib/schemas/images";

export type ProfileImage = z.output<typeof profileImageResponse>;

const base = (athleteId: string) => `/api/athletes/${athleteId}/profile-images`;

const imagesQuery = (athleteId: string) => wholeListQuery<ProfileImage>(keys.profileImages.of(athleteId), base(athleteId));

export function useImages(athleteId: string) {
  return useQuery(imagesQuery(athleteId));
}

/**
 * Operation 5: the image of a type that is in use (the newest), or null. Asked only when the list
 * shows the type has images, so an empty type costs no request and no 404 in the console.
 */
export function useCurrentImage(athleteId: string, imageType: number, exists: boolean) {
  return useQuery({
    queryKey: keys.profileImages.current(athleteId, imageType),
    enabled: exists,
    queryFn: async () => {
      try {
        return await apiFetch<ProfileImage>(`${base(athleteId)}/by-type/${imageType}`);
      } catch (error) {
        if (error instanceof ApiProblem && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Upload through XMLHttpRequest, the one browser API that reports upload progress. */
function uploadImage(athleteId: string, file: File, imageType: number, onProgress: (fraction: number) => void): Promise<ProfileImage> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set("imageType", String(imageType));
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", base(athleteId));
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const answer = request.response as (ProfileImage & Record<string, unknown>) | null;
      if (request.status === 201 && answer) return resolve(answer);
      reject(problemFrom(request.status, answer));
    };
    request.onerror = () => reject(new ApiProblem(0, "network", "The upload could not reach the server.", {}));
    request.send(body);
  });
}

export function useUploadImage(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, imageType, onProgress }: { file: File; imageType: number; onProgress: (fraction: number) => void }) =>
      uploadImage(athleteId, file, imageType, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: keys.profileImages.of(athleteId) }),
  });
}
