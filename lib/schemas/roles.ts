// The roles and their names, apart from the schemas: the header shows them on every page, and
// importing them from people.ts sent zod to every page's browser bundle.
export const MEMBER_ROLES = ["athlete", "coach", "staff", "competition-admin"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const roleLabels: Record<MemberRole | "admin", string> = {
  athlete: "Athlete",
  coach: "Coach",
  staff: "Staff",
  "competition-admin": "Competition admin",
  admin: "Administrator",
};
