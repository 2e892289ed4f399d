"use client";
import Link from "next/link";
import { useSession } from "./api/get-session";

/** Where a signed-in person can go from here, by role. */
export function HomeLinks() {
  const session = useSession();
  if (!session.data) {
    return (
      <p className="mt-6">
        <Link href="/sign-in" className="font-medium text-sky-800 underline underline-offset-4">Sign in</Link> with your API key to begin.
      </p>
    );
  }
  const { role, organizationId, organizationName } = session.data;
  const mayManageOrganization = (role === "staff" || role === "admin") && organizationId;
  return (
    <ul className="mt-6 space-y-2">
      {mayManageOrganization ? (
        <li>
          <Link href={`/organizations/${organizationId}`} className="font-medium text-sky-800 underline underline-offset-4">
            {organizationName}: addresses and news authors
          </Link>
        </li>
      ) : null}
      {role === "admin" || role === "competition-admin" || role === "staff" ? (
        <li>
          <Link href="/competitions" className="font-medium text-sky-800 underline underline-offset-4">
            Competitions and classifications
          </Link>
        </li>
      ) : null}
      {role === "athlete" ? (
        <>
          <li><Link href={`/athletes/${session.data.athleteId}/journal`} className="font-medium text-sky-800 underline underline-offset-4">Your training journal</Link></li>
          <li><Link href="/profile" className="font-medium text-sky-800 underline underline-offset-4">Your profile</Link></li>
          <li><Link href={`/athletes/${session.data.athleteId}/images`} className="font-medium text-sky-800 underline underline-offset-4">Your images</Link></li>
        </>
      ) : null}
      <li><Link href="/docs" className="font-medium text-sky-800 underline underline-offset-4">API reference</Link></li>
    </ul>
  );
}
