import { expect } from "@playwright/test";
import type { CaughtMail } from "./mail-catcher.ts";

const mailCatcher = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;

/**
 * Waits for a mail to `to` whose subject is `subject` to reach the site's mail server (the outbox
 * sends due mail every few seconds) and returns the path of the first link to this site in it.
 */
export async function linkInMail(to: string, subject: string): Promise<string> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailCatcher}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as CaughtMail[];
        mail = mails.findLast((candidate) => candidate.subject === subject);
        return mail?.subject;
      },
      { message: `a mail "${subject}" to ${to}`, timeout: 30_000, intervals: [500] },
    )
    .toBe(subject);
  const link = mail!.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the mail "${subject}":\n${mail!.text}`);
  return new URL(link).pathname;
}
