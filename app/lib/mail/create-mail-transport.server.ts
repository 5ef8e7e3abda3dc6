import nodemailer from "nodemailer";
import type { MailTransport } from "./outbox-sender.server.ts";

/**
 * An SMTP transport from SMTP_URL (`smtp://user:pass@host:587`, STARTTLS when offered, or
 * `smtps://…:465`). Short timeouts: a mail server that hangs costs a retry, not a stuck sender.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    sendMail: (mail) => transporter.sendMail(mail),
    close: () => transporter.close(),
  };
}
