import { describe, expect, it } from "vitest";
import { mailLanguage, mailWords } from "./messages";

describe("mail in the recipient's language", () => {
  it("the recipient's choice first, else the language asked for, else English", () => {
    expect(mailLanguage("sv", "de")).toBe("sv");
    expect(mailLanguage(null, "de")).toBe("de");
    expect(mailLanguage("fr")).toBe("en");
  });

  it("English reads as it always did", () => {
    const t = mailWords("en");
    expect(
      t("invitation.text", {
        inviter: t("invitation.operator"),
        organization: "SG Tell",
        role: t("role.competition-admin"),
        days: 14,
        url: "https://x/a",
      }),
    ).toBe(
      "Rangebook's operator invites you to SG Tell on Rangebook as competition admin.\n\n" +
        "Open this link within 14 days to create your account with this address, or to sign in to the one you have:\nhttps://x/a",
    );
    expect(t("resetPassword.text", { url: "https://x/r?token=a&b=c" })).toBe(
      "Choose a new password here (the link works for an hour):\nhttps://x/r?token=a&b=c",
    );
  });

  it("German with the shooters' words", () => {
    const t = mailWords("de");
    expect(t("invitation.text", { inviter: "Anna", organization: "SG Tell", role: t("role.athlete"), days: 14, url: "u" })).toContain(
      "Anna lädt dich zu SG Tell auf Rangebook ein, als Schütze.",
    );
  });
});
