// Mail to people: e-mail verification, password reset, magic links, invitations. It goes out over
// SMTP (SMTP_URL); without one (a club trying Rangebook on a laptop) the message is written to the
// server log instead, so the links in it still work.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { log } from "@/lib/server/log";

export type Mail = { to: string; subject: string; text: string; html?: string };

let transporter: Transporter | null | undefined;

function transport(): Transporter | null {
  if (transporter === undefined) {
    const url = env().SMTP_URL;
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

export async function sendMail(mail: Mail): Promise<void> {
  const smtp = transport();
  if (!smtp) {
    log.info("mail not sent (no SMTP_URL); its text follows", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  await smtp.sendMail({ from: env().MAIL_FROM, ...mail });
}
