import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { rateLimitRules } from "#app/lib/rate-limits.server.ts";
import { multipartBody, multipartContentType, type MultipartPart } from "#tests/helpers/multipart.ts";
import { polyglots, sampleDocx, sampleJpeg, samplePdf, samplePlainZip, samplePng, sampleXlsx } from "#tests/helpers/sample-files.ts";
import { createTestDatabase, describeEachDatabase, getTestDatabaseTargets } from "#tests/helpers/test-database.ts";
import { freshVisitor, postForm, type PostResult } from "./post-form.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

const MB = 1024 * 1024;
const ENQUIRY_LIMIT = 10 * MB;
const CV_LIMIT = 5 * MB;

const person = { name: "Zoë O'Brien", email: "zoe@example.com", phone: "+91-9876543210", message: "We would like a quote for a lending platform." };

function fields(values: Record<string, string>): MultipartPart[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

describeEachDatabase("enquiries and applications over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let openJobId: number;
  let openJobTitle: string;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    const job = await getDb().selectFrom("jobs").select(["id", "job_title"]).where("status", "=", "open").orderBy("id").executeTakeFirstOrThrow();
    openJobId = job.id;
    openJobTitle = job.job_title;
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function counts() {
    const db = getDb();
    const count = async (table: "enquiries" | "applications" | "attachments" | "outbox") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    return { enquiries: await count("enquiries"), applications: await count("applications"), attachments: await count("attachments"), outbox: await count("outbox") };
  }

  async function sendEnquiry(parts: MultipartPart[], options: { from?: string; withCaptcha?: boolean; chunkSize?: number; path?: string } = {}): Promise<PostResult> {
    const captcha = options.withCaptcha === false ? [] : [{ name: "altcha", value: await solveTestCaptcha(server.url("/captcha/challenge")) }];
    return postForm({
      url: server.url(options.path ?? "/api/enquiries"),
      body: multipartBody([...parts, ...captcha]),
      contentType: multipartContentType(),
      from: options.from ?? freshVisitor(),
      chunkSize: options.chunkSize,
    });
  }

  async function sendApplication(parts: MultipartPart[], options: { from?: string; chunkSize?: number } = {}): Promise<PostResult> {
    const captcha = await solveTestCaptcha(server.url("/captcha/challenge"));
    return postForm({
      url: server.url("/api/applications"),
      body: multipartBody([...parts, { name: "altcha", value: captcha }]),
      contentType: multipartContentType(),
      from: options.from ?? freshVisitor(),
      chunkSize: options.chunkSize,
    });
  }

  it("stores an enquiry with its PDF byte for byte, and queues both mails, in one go", async () => {
    const pdf = await samplePdf("Request for proposal");
    const visitor = freshVisitor();
    const before = await counts();
    const response = await sendEnquiry([...fields(person), { name: "website", value: "" }, { name: "attachment", fileName: "RFP brief.pdf", data: pdf, contentType: "application/pdf" }], {
      from: visitor,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, message: expect.stringContaining("We have received your enquiry") });

    const db = getDb();
    const enquiry = await db.selectFrom("enquiries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({ name: "Zoë O'Brien", email: "zoe@example.com", phone: "+91-9876543210", client_address: visitor, status: "new" });
    const attachment = await db.selectFrom("attachments").selectAll().where("id", "=", enquiry.attachment_id!).executeTakeFirstOrThrow();
    expect(Buffer.compare(attachment.data, pdf)).toBe(0);
    expect(attachment).toMatchObject({ file_name: "RFP brief.pdf", content_type: "application/pdf", size_bytes: pdf.length, sha256: createHash("sha256").update(pdf).digest("hex") });
    const mails = await db.selectFrom("outbox").select(["kind", "to_address", "status"]).where("id", ">", before.outbox).orderBy("id").execute();
    expect(mails).toEqual([
      { kind: "enquiry-notification", to_address: "contact@kairav.example", status: "queued" },
      { kind: "enquiry-confirmation", to_address: "zoe@example.com", status: "queued" },
    ]);
  });

  it("stores an application with its CV, taking the job title from the opening, not the browser", async () => {
    const cv = sampleDocx("Asha Kulkarni, senior engineer");
    const response = await sendApplication([
      ...fields({ ...person, name: "Asha Kulkarni", jobId: String(openJobId), jobTitle: "Chief Everything Officer" }),
      { name: "cv", fileName: "Asha CV.DOCX", data: cv },
    ]);
    expect(response.status).toBe(200);
    const db = getDb();
    const application = await db.selectFrom("applications").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(application).toMatchObject({ job_id: openJobId, job_title: openJobTitle, name: "Asha Kulkarni" });
    const stored = await db.selectFrom("attachments").select(["data", "content_type"]).where("id", "=", application.attachment_id!).executeTakeFirstOrThrow();
    expect(Buffer.compare(stored.data, cv)).toBe(0);
    expect(stored.content_type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("accepts an enquiry without a file, and answers a closed or unknown job with a clear refusal", async () => {
    expect((await sendEnquiry(fields(person))).status).toBe(200);
    const unknown = await sendApplication(fields({ ...person, jobId: "999999" }));
    expect(unknown.status).toBe(410);
    expect(unknown.json).toMatchObject({ ok: false, message: "This position is no longer open. Please choose another opening from the list." });
    const missing = await sendApplication(fields(person));
    expect(missing.status).toBe(400);
  });

  it("refuses oversize files while streaming (413) and stores nothing", async () => {
    const before = await counts();
    const bigPdf = Buffer.concat([await samplePdf(), Buffer.alloc(ENQUIRY_LIMIT, 0x20)]);
    const streamed = await sendEnquiry([...fields(person), { name: "attachment", fileName: "big.pdf", data: bigPdf }], { chunkSize: 256 * 1024 });
    expect(streamed.status).toBe(413);
    expect(streamed.json).toEqual({
      ok: false,
      message: "The file is too large. Please choose a file of at most 10 MB.",
      fieldErrors: { attachment: "The file is too large. Please choose a file of at most 10 MB." },
    });

    const declared = await sendEnquiry([...fields(person), { name: "attachment", fileName: "big.pdf", data: Buffer.alloc(ENQUIRY_LIMIT * 2) }]);
    expect(declared.status).toBe(413);

    const bigCv = Buffer.concat([await samplePdf(), Buffer.alloc(CV_LIMIT, 0x20)]);
    const cv = await sendApplication([...fields({ ...person, jobId: String(openJobId) }), { name: "cv", fileName: "cv.pdf", data: bigCv }], { chunkSize: 256 * 1024 });
    expect(cv.status).toBe(413);
    expect(cv.json).toMatchObject({ ok: false, message: "The file is too large. Please choose a file of at most 5 MB.", fieldErrors: { cv: expect.any(String) } });
    expect(await counts()).toEqual(before);
  });

  it("accepts a file of exactly the limit", async () => {
    const pdf = await samplePdf();
    const eof = Buffer.from("\n%%EOF\n");
    const exact = Buffer.concat([pdf, Buffer.alloc(CV_LIMIT - pdf.length - eof.length, 0x20), eof]);
    expect(exact.length).toBe(CV_LIMIT);
    const response = await sendApplication([...fields({ ...person, jobId: String(openJobId) }), { name: "cv", fileName: "cv.pdf", data: exact }]);
    expect(response.status).toBe(200);
  });

  it("refuses wrong magic bytes and polyglots (415) and stores nothing", async () => {
    const before = await counts();
    const forged: [string, Buffer][] = [
      ["invoice.pdf", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["photo.jpg", samplePng()],
      ["photo.png", sampleJpeg()],
      ["sheet.xlsx", sampleDocx()],
      ["letter.docx", samplePlainZip()],
      ["letter.doc", sampleDocx()],
      ["image.png", polyglots.pngWithZip()],
      ["report.pdf", await polyglots.pdfWithZip()],
      ["report.docx", await polyglots.pdfWithZip()],
      ["letter.docx", polyglots.docxWithTrailingHtml()],
      ["scan.pdf", polyglots.htmlPretendingPdf()],
      ["empty.pdf", Buffer.alloc(0)],
    ];
    for (const [fileName, data] of forged) {
      const response = await sendEnquiry([...fields(person), { name: "attachment", fileName, data }]);
      expect(response.status, fileName).toBe(415);
      expect((response.json as { message: string }).message, fileName).toMatch(/^The file's content is not a valid \.\w+ file/);
    }
    const exe = await sendEnquiry([...fields(person), { name: "attachment", fileName: "setup.exe", data: Buffer.from("MZ") }]);
    expect(exe.status).toBe(415);
    expect(exe.json).toMatchObject({ message: "Invalid file type. Please select a valid file type (pdf, doc, docx, xls, xlsx, ppt, pptx, pps, ppsx, jpg, jpeg, png)." });
    const pngCv = await sendApplication([...fields({ ...person, jobId: String(openJobId) }), { name: "cv", fileName: "cv.png", data: samplePng() }]);
    expect(pngCv.json).toMatchObject({ message: "Invalid file type. Please select a valid file type (pdf, doc, docx)." });
    expect(await counts()).toEqual(before);
    // A genuine spreadsheet still goes through.
    expect((await sendEnquiry([...fields(person), { name: "attachment", fileName: "Budget.XLSX", data: sampleXlsx() }])).status).toBe(200);
  });

  it("answers malformed multipart bodies with a 4xx, never a 5xx, and stores nothing", async () => {
    const before = await counts();
    const whole = multipartBody([...fields(person), { name: "attachment", fileName: "a.pdf", data: await samplePdf() }]);
    const bodies: [string, Buffer, string][] = [
      ["cut off mid-file", whole.subarray(0, whole.length - 400), multipartContentType()],
      ["no closing boundary", whole.subarray(0, whole.length - 10), multipartContentType()],
      ["another boundary", whole, multipartContentType("nope")],
      ["no boundary at all", whole, "multipart/form-data"],
      ["empty", Buffer.alloc(0), multipartContentType()],
      ["JSON", Buffer.from(JSON.stringify(person)), "application/json"],
      ["plain text", Buffer.from("hello"), "text/plain"],
      ["a 20 KB part header", Buffer.from(`--${"----KairavTestBoundary7MA4YWxkTrZu0gW"}\r\nX-Long: ${"h".repeat(20 * 1024)}\r\n\r\nx\r\n`), multipartContentType()],
      ["300 fields", multipartBody(Array.from({ length: 300 }, (_, index) => ({ name: `f${index}`, value: "x" }))), multipartContentType()],
      ["a 1 MB message", multipartBody(fields({ ...person, message: "m".repeat(MB) })), multipartContentType()],
      ["two files", multipartBody([{ name: "attachment", fileName: "a.pdf", data: whole }, { name: "attachment", fileName: "b.pdf", data: whole }]), multipartContentType()],
      ["binary noise", Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 7919 + 13) % 256)), multipartContentType()],
      ["a header without a colon", Buffer.from("------KairavTestBoundary7MA4YWxkTrZu0gW\r\nbroken header\r\n\r\nx\r\n------KairavTestBoundary7MA4YWxkTrZu0gW--\r\n"), multipartContentType()],
    ];
    for (const [label, body, contentType] of bodies) {
      for (const path of ["/api/enquiries", "/contactus", "/api/applications", "/careers"]) {
        const response = await postForm({ url: server.url(path), body, contentType, from: freshVisitor() });
        expect(response.status, `${label} → ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${label} → ${path}`).toBeLessThan(500);
      }
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(server.url("/api/enquiries"), { method, body: new Uint8Array(whole), headers: { "content-type": multipartContentType() } });
      expect(response.status, method).toBe(405);
    }
    // Chunked, cut off, and a client that goes away mid-upload: the server stays up and answers the next one.
    await postForm({ url: server.url("/api/enquiries"), body: whole.subarray(0, 300), contentType: multipartContentType(), chunkSize: 100, from: freshVisitor() });
    expect(await counts()).toEqual(before);
    expect((await fetch(server.url("/healthz"))).status).toBe(200);
  });

  it("accepts a solved captcha once: the replay is refused and nothing more is stored", async () => {
    const payload = await solveTestCaptcha(server.url("/captcha/challenge"));
    const body = multipartBody([...fields(person), { name: "altcha", value: payload }]);
    const first = await postForm({ url: server.url("/api/enquiries"), body, contentType: multipartContentType(), from: freshVisitor() });
    expect(first.status).toBe(200);
    const before = await counts();
    const replay = await postForm({ url: server.url("/api/enquiries"), body, contentType: multipartContentType(), from: freshVisitor() });
    expect(replay.status).toBe(400);
    expect(replay.json).toMatchObject({ ok: false, message: "Failed to verify captcha, please try again" });
    const forged = await postForm({
      url: server.url("/api/applications"),
      body: multipartBody([...fields({ ...person, jobId: String(openJobId) }), { name: "altcha", value: "bm90IGEgc29sdXRpb24=" }]),
      contentType: multipartContentType(),
      from: freshVisitor(),
    });
    expect(forged.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("limits enquiries and applications per address (429 with Retry-After), each on its own budget", async () => {
    const visitor = freshVisitor();
    for (let index = 0; index < rateLimitRules.enquiry.points; index += 1) {
      expect((await sendEnquiry(fields(person), { from: visitor })).status).toBe(200);
    }
    const before = await counts();
    const refused = await sendEnquiry([...fields(person), { name: "attachment", fileName: "a.pdf", data: await samplePdf() }], { from: visitor });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/) });
    expect(await counts()).toEqual(before);
    // Applications count separately, and another address is not affected.
    expect((await sendApplication(fields({ ...person, jobId: String(openJobId) }), { from: visitor })).status).toBe(200);
    expect((await sendEnquiry(fields(person))).status).toBe(200);
  });

  it("checks the fields with the shared schema and names the field at fault", async () => {
    const response = await sendEnquiry(fields({ ...person, phone: "12345", email: "not-an-email" }));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ ok: false, fieldErrors: { email: "Invalid email address", phone: "Invalid phone" } });
  });

  it("works without JavaScript: a plain post is stored and redirected, the honeypot and the no-script limit hold", async () => {
    const visitor = freshVisitor();
    const before = await counts();
    const plain = await sendEnquiry([...fields(person), { name: "website", value: "" }], { withCaptcha: false, path: "/contactus", from: visitor });
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe("/contactus?sent=1#enquiry-form");
    const page = await (await fetch(server.url("/contactus?sent=1"))).text();
    expect(page).toContain("We have received your enquiry");

    const bot = await sendEnquiry([...fields(person), { name: "website", value: "https://spam.example" }], { withCaptcha: false, path: "/contactus", from: visitor });
    expect(bot.status).toBe(400);
    expect(bot.text).toContain("Zoë O&#x27;Brien");

    const application = await postForm({
      url: server.url(`/careers?apply=${openJobId}`),
      body: multipartBody([...fields({ ...person, jobId: String(openJobId) }), { name: "website", value: "" }, { name: "cv", fileName: "cv.pdf", data: await samplePdf() }]),
      contentType: multipartContentType(),
      from: visitor,
    });
    expect(application.status).toBe(303);
    expect(application.headers.location).toBe("/careers?applied=1#openings");

    const third = await sendEnquiry(fields(person), { withCaptcha: false, path: "/contactus", from: visitor });
    expect(third.status).toBe(429);
    expect(third.text).toContain("turn JavaScript on");
    const after = await counts();
    expect(after.enquiries - before.enquiries).toBe(1);
    expect(after.applications - before.applications).toBe(1);
  });

  it("answers a refused no-JavaScript post with the page, the message and what was typed", async () => {
    const response = await sendEnquiry(fields({ ...person, phone: "555" }), { withCaptcha: false, path: "/contactus" });
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.text).toContain("Invalid phone");
    expect(response.text).toContain('value="zoe@example.com"');
  });
});

describe("submissions while the database is down", () => {
  for (const dialect of getTestDatabaseTargets()) {
    it(`answers 503 with the generic message and gives back what was typed [${dialect}]`, async () => {
      const handle = await createTestDatabase(dialect);
      const server = await startTestServer(handle.db);
      try {
        const payload = await solveTestCaptcha(server.url("/captcha/challenge"));
        await handle.close();
        // The failure is logged on purpose; it must not fail the test as an unexpected console.error.
        const logged = vi.spyOn(console, "error").mockImplementation(() => {});
        const response = await postForm({
          url: server.url("/api/enquiries"),
          body: multipartBody([...fields(person), { name: "attachment", fileName: "a.pdf", data: await samplePdf() }, { name: "altcha", value: payload }]),
          contentType: multipartContentType(),
          from: freshVisitor(),
        });
        expect(response.status).toBe(503);
        expect(response.json).toMatchObject({ ok: false, message: "Error encountered, Please try again", values: { name: person.name, message: person.message } });
        expect(logged.mock.calls.flat().join(" ")).not.toContain(person.message);
      } finally {
        await server.close();
        await handle.close();
      }
    });
  }
});
