import { describe, expect, it } from "vitest";
import { athletesOf, can, describePrincipal, mayEver, organizationsOf, type Principal } from "./policy";

const org = "o1";
const person = (grants: Principal["grants"], admin = false): Principal => ({
  id: "p",
  via: "person",
  keyId: null,
  personId: "p",
  admin,
  grants,
});

describe("one policy for people and keys", () => {
  it("a coach reads the journals of the athletes who coach with them, writes feedback and comments, and nothing of anyone else", () => {
    const coach = person([{ role: "coach", organizationId: org, athleteId: "a1" }]);
    expect(can(coach, "journal:read", { athleteId: "a1", organizationId: org })).toBe(true);
    expect(can(coach, "coach-feedback:write", { athleteId: "a1", organizationId: org })).toBe(true);
    expect(can(coach, "comment:write", { athleteId: "a1", organizationId: org })).toBe(true);
    expect(can(coach, "journal:write", { athleteId: "a1", organizationId: org })).toBe(false);
    expect(can(coach, "athlete-private:read", { athleteId: "a1", organizationId: org })).toBe(false);
    expect(can(coach, "athlete-details:read", { athleteId: "a1", organizationId: org })).toBe(false);
    expect(can(coach, "journal:read", { athleteId: "a2", organizationId: org })).toBe(false);
  });

  it("staff read no journal unless they also coach; a person holding both gets both", () => {
    const staff = person([{ role: "staff", organizationId: org, athleteId: null }]);
    expect(can(staff, "journal:read", { athleteId: "a1", organizationId: org })).toBe(false);
    expect(can(staff, "people:manage", { organizationId: org })).toBe(true);
    const both = person([...staff.grants, { role: "coach", organizationId: org, athleteId: "a1" }]);
    expect(can(both, "journal:read", { athleteId: "a1", organizationId: org })).toBe(true);
    expect(organizationsOf(both)).toEqual([org]);
    expect(athletesOf(both)).toEqual(["a1"]);
  });

  it("an admin may do everything; someone with no grant nothing", () => {
    expect(can(person([], true), "organization:create")).toBe(true);
    expect(can(person([]), "catalog:read")).toBe(false);
    expect(mayEver(person([]), "competition-entry:write")).toBe(false);
  });

  it("names who asked in a 403: a key by its role, a person as you", () => {
    expect(describePrincipal({ ...person([{ role: "athlete", organizationId: org, athleteId: "a1" }]), personId: null, via: "key" })).toBe(
      "An athlete key",
    );
    expect(describePrincipal(person([]))).toBe("You");
  });
});
