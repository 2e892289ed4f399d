// A real OpenID provider for the tests (oidc-provider), with its development login pages: whatever
// e-mail address is typed as the login signs in, as that address, verified.
import Provider from "oidc-provider";
import { freePort } from "./servers";

export const OIDC_CLIENT = { id: "rangebook-test", secret: "rangebook-test-secret-0123456789" };

export async function startOidcProvider(appOrigins: string[]): Promise<{ discoveryUrl: string; close: () => Promise<void> }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: appOrigins.map((origin) => `${origin}/api/auth/callback/oidc`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["rangebook-test-oidc-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_context, id) {
      return {
        accountId: id,
        async claims() {
          const email = id.includes("@") ? id.toLowerCase() : `${id}@idp.test`;
          return { sub: id, email, email_verified: true, name: email.split("@")[0]?.replace(/[._-]/g, " ") ?? email };
        },
      };
    },
  });
  const server = provider.listen(port);
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
