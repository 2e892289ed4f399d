// npm run apikey -- create --role <role> [--organization <id> | --athlete <id>] --name <text>
// npm run apikey -- list
// npm run apikey -- revoke <id or prefix>
// npm run apikey -- admin <e-mail>      (makes the person with that account an administrator)
import { parseArgs } from "node:util";
import { isRole, ROLES } from "@/lib/auth/keys";
import { createKey, KeyRequestError, listKeys, revokeKey } from "@/lib/auth/manage-keys";
import { disconnect } from "@/lib/db/client";
import { makeAdmin } from "@/lib/people/account-repository";

const usage = `usage:
  npm run apikey -- create --role <${ROLES.join("|")}> [--organization <id> | --athlete <id>] --name <text>
  npm run apikey -- list
  npm run apikey -- revoke <key id or prefix>
  npm run apikey -- admin <e-mail of a person's account>`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: "string" },
      organization: { type: "string" },
      athlete: { type: "string" },
      name: { type: "string" },
    },
  });
  const [command, target] = positionals;
  if (command === "create") {
    if (!values.role || !isRole(values.role) || !values.name) {
      console.error(usage);
      return 2;
    }
    const { id, key } = await createKey({
      role: values.role,
      name: values.name,
      organizationId: values.organization,
      athleteId: values.athlete,
    });
    console.log(`Created ${values.role} key ${id} ("${values.name}"). It is shown once; store it now:`);
    console.log(key);
    return 0;
  }
  if (command === "list") {
    for (const k of await listKeys()) {
      const scope = k.personId
        ? `as person ${k.personId}`
        : k.athleteId
          ? `athlete ${k.athleteId}`
          : k.organizationId
            ? `organization ${k.organizationId}`
            : "everything";
      const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : "live";
      console.log(`${k.id}  rbk_${k.prefix}_…  ${k.role.padEnd(17)} ${scope}  "${k.name}"  ${state}`);
    }
    return 0;
  }
  if (command === "revoke" && target) {
    if (await revokeKey(target)) {
      console.log(`Revoked ${target}.`);
      return 0;
    }
    console.error(`No live key has id or prefix ${target}.`);
    return 1;
  }
  if (command === "admin" && target) {
    if (await makeAdmin(target.trim().toLowerCase())) {
      console.log(`${target} is an administrator from their next request on.`);
      return 0;
    }
    console.error(`No account has the e-mail address ${target}; sign up first.`);
    return 1;
  }
  console.error(usage);
  return 2;
}

void main(process.argv.slice(2))
  .catch((error: unknown) => {
    console.error(error instanceof KeyRequestError || error instanceof TypeError ? `error: ${error.message}` : error);
    return 2;
  })
  .then(async (code) => {
    await disconnect();
    process.exit(code);
  });
