// Query keys of the result pages, shared by the pages' server-side reads and their queries: every
// one under ["results", competitionId]. (No "use client": the server components import them.)
export type Choice = { courseOfFireId?: string; classificationId?: string };

export const resultKeys = {
  all: (competitionId: string) => ["results", { competitionId }] as const,
  list: (competitionId: string, choice: Choice, audience: "officials" | "public") =>
    ["results", { competitionId }, "list", audience, choice] as const,
  publication: (competitionId: string) => ["results", { competitionId }, "publication"] as const,
  teams: (competitionId: string, courseOfFireId: string | undefined) =>
    ["results", { competitionId }, "teams", { courseOfFireId }] as const,
};
