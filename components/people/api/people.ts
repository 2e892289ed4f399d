"use client";
// People from the pages: an organization's members and invitations, an athlete's coaches, the
// comments on an entry, and a coach's athletes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import type { OutboxStep } from "@/lib/client/outbox/core";
import { sendNow, withKey } from "@/lib/client/outbox/send";
import { keys } from "@/lib/client/query-keys";
import type {
  coachedAthleteResponse,
  coachesResponse,
  commentResponse,
  invitationInput,
  invitationResponse,
  memberResponse,
  MemberRole,
  peopleResponse,
} from "@/lib/schemas/people";

export type People = z.output<typeof peopleResponse>;
export type Member = z.output<typeof memberResponse>;
export type Invitation = z.output<typeof invitationResponse>;
export type InvitationValues = z.input<typeof invitationInput>;
export type Coaches = z.output<typeof coachesResponse>;
export type Comment = z.output<typeof commentResponse>;
export type CoachedAthlete = z.output<typeof coachedAthleteResponse>;

const organization = (organizationId: string) => `/api/organizations/${organizationId}`;

export function usePeople(organizationId: string) {
  return useQuery({ queryKey: keys.people.of(organizationId), queryFn: () => apiFetch<People>(`${organization(organizationId)}/people`) });
}

export function useInvite(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: InvitationValues) =>
      apiFetch<Invitation>(`${organization(organizationId)}/invitations`, { method: "POST", json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.people.of(organizationId) }),
  });
}

export function useCancelInvitation(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiFetch<void>(`${organization(organizationId)}/invitations/${invitationId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.people.of(organizationId) }),
  });
}

export function useChangeRole(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
      apiFetch<Member>(`${organization(organizationId)}/people/${memberId}`, { method: "PUT", json: { role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.people.of(organizationId) }),
  });
}

export function useRemoveMember(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiFetch<void>(`${organization(organizationId)}/people/${memberId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.people.of(organizationId) }),
  });
}

export function useCoaches(athleteId: string) {
  return useQuery({ queryKey: keys.coaches.of(athleteId), queryFn: () => apiFetch<Coaches>(`/api/athletes/${athleteId}/coaches`) });
}

export function useAddCoach(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coach: { email: string }) => apiFetch<Coaches>(`/api/athletes/${athleteId}/coaches`, { method: "POST", json: coach }),
    onSuccess: (coaches) => client.setQueryData(keys.coaches.of(athleteId), coaches),
  });
}

export function useRemoveCoach(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) => apiFetch<void>(`/api/athletes/${athleteId}/coaches/${personId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.coaches.of(athleteId) }),
  });
}

export function useComments(athleteId: string, entryId: string) {
  return useQuery({
    queryKey: keys.comments.of(athleteId, entryId),
    queryFn: async () => (await apiFetch<{ items: Comment[] }>(`/api/athletes/${athleteId}/journal/${entryId}/comments`)).items,
  });
}

/** The thread's writes, each with an Idempotency-Key made when the person pressed the button. */
export const commentWrites = (athleteId: string, entryId: string) => {
  const base = `/api/athletes/${athleteId}/journal/${entryId}/comments`;
  return {
    create: (body: string) => withKey({ method: "POST", path: base, body: { body } }),
    edit: (id: string, body: string) => withKey({ method: "PUT", path: `${base}/${id}`, body: { body } }),
    remove: (id: string) => withKey({ method: "DELETE", path: `${base}/${id}` }),
  };
};

export function useCommentActions(athleteId: string, entryId: string) {
  const client = useQueryClient();
  const base = `/api/athletes/${athleteId}/journal/${entryId}/comments`;
  const refresh = () => client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
  return {
    // Each write is one outbox step with its Idempotency-Key: sent at once, or kept on the device
    // by the thread when there is no connection (NoConnection).
    create: useMutation({ mutationFn: (step: OutboxStep) => sendNow<Comment>(step), onSuccess: refresh }),
    edit: useMutation({ mutationFn: (step: OutboxStep) => sendNow<Comment>(step), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (step: OutboxStep) => sendNow<void>(step), onSuccess: refresh }),
    markRead: useMutation({ mutationFn: () => apiFetch<void>(`${base}/read`, { method: "POST" }), onSuccess: refresh }),
  };
}

export function useUnreadComments(athleteId: string | null) {
  return useQuery({
    queryKey: keys.journal.unreadComments(athleteId ?? ""),
    queryFn: async () => (await apiFetch<{ items: Comment[] }>(`/api/athletes/${athleteId}/journal/unread-comments`)).items,
    enabled: athleteId !== null,
  });
}

export function useCoachedAthletes(enabled: boolean) {
  return useQuery({
    queryKey: keys.me.coachedAthletes(),
    queryFn: async () => (await apiFetch<{ items: CoachedAthlete[] }>("/api/me/coached-athletes")).items,
    enabled,
  });
}
