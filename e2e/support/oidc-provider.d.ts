// oidc-provider ships no types; the little the tests use of it.
declare module "oidc-provider" {
  import type { Server } from "node:http";
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & { findAccount?: (context: unknown, id: string) => Promise<Account> },
    );
    listen(port: number): Server;
  }
}
