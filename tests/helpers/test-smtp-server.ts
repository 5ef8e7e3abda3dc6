import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string };

/**
 * A real SMTP server on a free loopback port, for testing mail delivery. It can refuse the next
 * N messages with a temporary error (451), as a mail server under load or in maintenance does.
 */
export async function startTestSmtpServer(options: { port?: number; failNext?: number } = {}) {
  const received: ReceivedMail[] = [];
  let failNext = options.failNext ?? 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failNext > 0) {
          failNext -= 1;
          refused += 1;
          const error = new Error("Temporary local problem, please try again later") as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = decodeSubject(raw.match(/^Subject: (.*(?:\r\n[ \t].*)*)/m)?.[1] ?? "");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject,
        });
        callback();
      });
    },
  });
  // A client killed mid-session (the fault tests kill instances) resets its connection; the server
  // reports that as an 'error' event, which must not end the test run.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    failNext(count: number) {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) so tests can read subjects. */
function decodeSubject(header: string): string {
  return header
    .replace(/\r\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    )
    .trim();
}
