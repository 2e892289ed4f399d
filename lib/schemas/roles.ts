// The roles, apart from the schemas: the header shows them on every page, and
// importing them from people.ts sent zod to every page's browser bundle.
export const MEMBER_ROLES = ["athlete", "coach", "staff", "competition-admin"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
