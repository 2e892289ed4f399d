// A real SMTP server for the tests (smtp-server): the app sends over SMTP as in production, and each
// message lands as a file under test-results, where any test worker reads it.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./servers";

export const MAIL_DIR = path.resolve("test-results", "mail");

export async function startMailServer(): Promise<{ url: string; close: () => Promise<void> }> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const message = {
            to,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: mail.html || null,
          };
          count += 1;
          // Written aside, then renamed: a reader never sees half a message.
          const file = path.join(MAIL_DIR, `${Date.now()}-${String(count).padStart(5, "0")}.json`);
          fs.writeFileSync(`${file}.part`, JSON.stringify(message));
          fs.renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type Mail = { to: string[]; from: string | null; subject: string; text: string };

/** The newest message to `address` whose subject matches, waiting for it to arrive. */
export async function mailTo(address: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(MAIL_DIR)
      ? fs
          .readdirSync(MAIL_DIR)
          .filter((f) => f.endsWith(".json"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), "utf8")) as Mail;
      if (mail.to.includes(address.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a message. */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}":\n${mail.text}`);
  return match[0];
}
