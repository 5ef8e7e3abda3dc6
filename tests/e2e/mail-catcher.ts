import { createServer } from "node:http";
import { startTestSmtpServer, type ReceivedMail } from "../helpers/test-smtp-server.ts";

// The mail server of the browser tests' site (playwright.config.ts starts it beside the site and
// points SMTP_URL at it). Browser tests run in other processes, so what it received is offered
// over HTTP: GET /mails?to=<address> answers the mails to that address as JSON, oldest first.

const smtpPort = Number(process.argv[2]);
const httpPort = Number(process.argv[3]);
if (!Number.isInteger(smtpPort) || !Number.isInteger(httpPort)) throw new Error("usage: mail-catcher.ts <smtp port> <http port>");

const smtp = await startTestSmtpServer({ port: smtpPort });

export type CaughtMail = { to: string[]; subject: string; text: string };

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/readyz") {
    response.end("ok");
    return;
  }
  if (url.pathname !== "/mails") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const mails: CaughtMail[] = smtp.received
    .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to))
    .map((mail) => ({ to: mail.to, subject: mail.subject, text: bodyText(mail) }));
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
});
http.listen(httpPort, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });
}

/** The body of a single-part text mail, undoing the transfer encoding the sender chose. */
function bodyText(mail: ReceivedMail): string {
  const split = mail.raw.indexOf("\r\n\r\n");
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  const encoding = headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}
