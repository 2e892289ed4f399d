// The demo people of a fresh demo database: one per role at the demo club, all with one password,
// e-mail addresses already confirmed. The demo coach coaches the demo athlete.
import "server-only";
import { hashPassword } from "better-auth/crypto";
import { insertPersonWithPassword } from "./account-repository";
import { upsertCoaching } from "./coaching-repository";
import { insertMembers } from "./membership-repository";

type Club = { organizationId: string; athleteId: string; athleteName: string };

export async function seedDemoPeople(club: Club, password: string) {
  const hash = await hashPassword(password);
  const person = (email: string, name: string, isAdmin = false) => insertPersonWithPassword({ email, name, isAdmin, passwordHash: hash });
  const athlete = await person("athlete@demo.rangebook.test", club.athleteName);
  const coach = await person("coach@demo.rangebook.test", "Dana Whitfield");
  const staff = await person("staff@demo.rangebook.test", "Sam Okafor");
  const competitionAdmin = await person("competition-admin@demo.rangebook.test", "Priya Nair");
  await person("admin@demo.rangebook.test", "Alex Admin", true);
  const { organizationId } = club;
  await insertMembers([
    { organizationId, userId: athlete.id, role: "athlete", athleteId: club.athleteId },
    { organizationId, userId: coach.id, role: "coach" },
    { organizationId, userId: staff.id, role: "staff" },
    { organizationId, userId: competitionAdmin.id, role: "competition-admin" },
  ]);
  await upsertCoaching({ coachId: coach.id, athleteId: club.athleteId, grantedBy: "staff" });
  return [
    { email: athlete.email, name: athlete.name, role: "athlete" },
    { email: coach.email, name: coach.name, role: `coach of ${club.athleteName}` },
    { email: staff.email, name: staff.name, role: "staff" },
    { email: competitionAdmin.email, name: competitionAdmin.name, role: "competition admin" },
    { email: "admin@demo.rangebook.test", name: "Alex Admin", role: "admin" },
  ];
}
