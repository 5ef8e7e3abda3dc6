import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { createMailTransport } from "#app/lib/mail/create-mail-transport.server.ts";
import { createOutboxSender } from "#app/lib/mail/outbox-sender.server.ts";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { sampleDocx, samplePdf } from "#tests/helpers/sample-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createLogger } from "#server/logger.ts";
import { freshVisitor, postForm } from "./post-form.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * The logs say what happened (method, path, status, timing, ids of rows), never what a visitor or
 * a member of staff typed or sent: no message text, email addresses, names, file names,
 * passwords, session tokens or CSRF tokens. Everything the server writes at the most verbose
 * level, and everything the application prints to the console, is captured while real
 * submissions, sign-ins and mail deliveries run; none of the strings sent may appear in it.
 */

const secrets = {
  enquiryName: "Zebulon Quillfeather",
  enquiryEmail: "quill.secret-7731@example.com",
  enquiryPhone: "+91-9812377310",
  enquiryMessage: "Confidential merger plan 8812 for the lending platform",
  enquiryFile: "Secret Roadmap 5531.pdf",
  applicantName: "Ottilie Brackenbury",
  applicantEmail: "ottilie.applicant-4420@example.com",
  applicantMessage: "Private cover letter 6617 mentioning my current salary",
  cvFile: "Ottilie CV 2290.docx",
  commenterName: "Perpetua Winterbottom",
  commentMessage: "A personal comment 3391 about my bank",
  staffEmail: "log-check-staff@kairav.example",
  staffPassword: "correct horse battery 4471",
  wrongPassword: "wrong horse battery 9902",
};

describeEachDatabase("what the logs contain", (getDb) => {
  const lines: string[] = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let smtp: SMTPServer;
  let smtpPort: number;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    await createStaffUser(getDb(), { email: secrets.staffEmail, password: secrets.staffPassword });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    server = await startTestServer(getDb(), { logger: createLogger("trace", destination) });
    // A mail server that turns every recipient away, quoting the address, as real ones do.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = new Error(`<${address.address}>: Recipient address rejected: mailbox unavailable`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it("holds none of the text, addresses, file names, passwords or tokens that were sent", async () => {
    const printed: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg) ?? String(arg))).join(" "));
      });
    }
    const db = getDb();
    const job = await db.selectFrom("jobs").select("id").where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow();
    const post = await db.selectFrom("posts").select("id").orderBy("id").executeTakeFirstOrThrow();
    const captcha = () => solveTestCaptcha(server.url("/captcha/challenge"));
    const send = (path: string, parts: Parameters<typeof multipartBody>[0]) =>
      postForm({ url: server.url(path), body: multipartBody(parts), contentType: multipartContentType(), from: freshVisitor() });

    const enquiry = [
      { name: "name", value: secrets.enquiryName },
      { name: "email", value: secrets.enquiryEmail },
      { name: "phone", value: secrets.enquiryPhone },
      { name: "message", value: secrets.enquiryMessage },
      { name: "attachment", fileName: secrets.enquiryFile, data: await samplePdf() },
    ];
    expect((await send("/api/enquiries", [...enquiry, { name: "altcha", value: await captcha() }])).status).toBe(200);
    // Refusals too: a bad field, a forged captcha, the page without JavaScript, another site.
    expect((await send("/api/enquiries", [enquiry[0]!, { name: "email", value: `x${secrets.enquiryEmail}x@` }, ...enquiry.slice(2)])).status).toBe(400);
    expect((await send("/api/enquiries", [...enquiry, { name: "altcha", value: "bm90IGEgc29sdXRpb24=" }])).status).toBe(400);
    expect((await send("/contactus", [...enquiry, { name: "website", value: "" }])).status).toBe(303);
    const foreign = await postForm({ url: server.url("/contactus"), body: multipartBody(enquiry), contentType: multipartContentType(), from: freshVisitor(), headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(400);

    const application = [
      { name: "name", value: secrets.applicantName },
      { name: "email", value: secrets.applicantEmail },
      { name: "phone", value: secrets.enquiryPhone },
      { name: "message", value: secrets.applicantMessage },
      { name: "jobId", value: String(job.id) },
      { name: "cv", fileName: secrets.cvFile, data: sampleDocx() },
    ];
    expect((await send("/api/applications", [...application, { name: "altcha", value: await captcha() }])).status).toBe(200);
    expect((await send("/api/applications", [...application.slice(0, 5), { name: "cv", fileName: secrets.cvFile, data: Buffer.from("not a docx") }])).status).toBe(415);

    const comment = new URLSearchParams({ name: secrets.commenterName, message: secrets.commentMessage, website: "" });
    const commented = await postForm({ url: server.url(`/blog/${post.id}`), body: Buffer.from(comment.toString()), contentType: "application/x-www-form-urlencoded", from: freshVisitor() });
    expect(commented.status).toBe(303);

    const signIn = (password: string) =>
      fetch(server.url("/admin/sign-in?next=%2Fadmin"), {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: secrets.staffEmail, password }),
      });
    expect((await signIn(secrets.wrongPassword)).status).toBe(401);
    const signedIn = await signIn(secrets.staffPassword);
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!.split(";")[0]!;
    const sessionToken = cookie.split("=")[1]!;
    const dashboard = await (await fetch(server.url("/admin"), { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard)?.[1] ?? "";
    expect(csrf).not.toBe("");
    const signOut = await fetch(server.url("/admin/sign-out"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf }),
    });
    expect(signOut.status).toBe(303);

    // The notification mails are refused by the mail server, which names the recipient.
    const outbox = createOutboxSender({
      db,
      transport: createMailTransport(`smtp://127.0.0.1:${smtpPort}`),
      from: "Kairav Technologies <no-reply@kairav.example>",
      logger: createLogger("trace", new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString("utf8")), done()) })),
    });
    const delivery = await outbox.sendDue();
    await outbox.stop();
    expect(delivery.retried).toBeGreaterThan(0);

    const everything = [...lines, ...printed];
    // The capture works: each request above left its line.
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(10);
    expect(lines.some((line) => line.includes("mail not sent"))).toBe(true);
    const found = [...Object.entries(secrets), ["sessionToken", sessionToken], ["csrf", csrf]].flatMap(([name, secret]) => {
      const forms = [secret!, encodeURIComponent(secret!), JSON.stringify(secret!).slice(1, -1)];
      const line = everything.find((text) => forms.some((form) => text.includes(form)));
      return line ? [`${name} appears in: ${line.slice(0, 300)}`] : [];
    });
    expect(found).toEqual([]);
  });
});
