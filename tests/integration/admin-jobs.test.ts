import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { BAD_CSRF_MESSAGE } from "#app/features/admin/csrf.server.ts";
import { jobFormMessages } from "#app/features/admin/jobs/job-form-schema.ts";
import { JOB_NOTICES } from "#app/features/admin/jobs/job-notices.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { POSITION_CLOSED_MESSAGE } from "#app/features/careers/submit-application.server.ts";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { freshVisitor, postForm } from "./post-form.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

const staff = { email: "hr@kairav.example", password: "a long enough secret" };

const validJob = {
  jobTitle: "Integration Test Engineer",
  postTitle: "Integration Test Engineer (HTTP, SQL), Pune",
  summary: "Keeps the staff console honest.",
  experience: "2-4 years",
  salary: "",
  openings: "2",
  location: "Pune, India",
  availability: "Immediate",
  employmentType: "CONTRACTOR",
  datePosted: new Date().toISOString().slice(0, 10),
  validThrough: "2099-12-31",
  status: "open",
  requirements: "Writes HTTP tests first\nReads query plans\nExplains failures clearly",
};

/** The visible text of a page, tags removed, so order checks see what a visitor reads. */
function textOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describeEachDatabase("staff jobs pages over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let staffId: number;
  let origin: string;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    await createStaffUser(getDb(), staff);
    staffId = (await getDb().selectFrom("staff_users").select("id").where("email", "=", staff.email).executeTakeFirstOrThrow()).id;
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
    ({ cookie, csrf } = await signInStaff(server, staff));
  });
  afterAll(async () => {
    await server?.close();
  });

  function get(path: string) {
    return fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
  }

  function post(path: string, fields: Record<string, string>, options: { withCsrf?: boolean } = {}) {
    return fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(options.withCsrf === false ? fields : { csrf, ...fields }),
    });
  }

  async function createViaForm(overrides: Partial<typeof validJob> = {}): Promise<number> {
    const response = await post("/admin/jobs/new", { ...validJob, ...overrides });
    expect(response.status).toBe(303);
    const id = Number(/^\/admin\/jobs\/(\d+)\?notice=created$/.exec(response.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    return id;
  }

  async function auditFor(id: number) {
    return getDb().selectFrom("audit_log").select(["user_id", "action"]).where("target", "=", `job:${id}`).orderBy("id").execute();
  }

  async function apply(jobId: number) {
    const captcha = await solveTestCaptcha(server.url("/captcha/challenge"));
    const fields = { name: "Asha Kulkarni", email: "asha@example.com", phone: "9876543210", message: "I would like to apply.", jobId: String(jobId), altcha: captcha };
    return postForm({
      url: server.url("/api/applications"),
      body: multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value }))),
      contentType: multipartContentType(),
      from: freshVisitor(),
    });
  }

  it("lists every job with its status and a link to its applications, and filters by status", async () => {
    const jobs = await getDb().selectFrom("jobs").select(["id", "job_title", "status"]).execute();
    const response = await get("/admin/jobs");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Jobs<\/h1>/);
    for (const job of jobs) {
      expect(html).toContain(job.job_title);
      expect(html).toContain(`href="/admin/applications?job=${job.id}"`);
    }

    const closed = await (await get("/admin/jobs?status=closed")).text();
    const closedJobs = jobs.filter((job) => job.status === "closed");
    expect(closedJobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(closed.includes(`href="/admin/applications?job=${job.id}"`), job.job_title).toBe(job.status === "closed");
  });

  it("refuses writes without the CSRF token and changes nothing", async () => {
    const count = async () => Number((await getDb().selectFrom("jobs").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const created = await post("/admin/jobs/new", validJob, { withCsrf: false });
    expect(created.status).toBe(403);
    // The refusal is shown inside the console (its section links intact), saying how to recover.
    const page = await created.text();
    const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    expect(main).toMatch(/<h1[^>]*>Action refused<\/h1>/);
    expect(main).toMatch(new RegExp(`<p[^>]*>${BAD_CSRF_MESSAGE.replace(/[.]/g, "\\.")}</p>`));
    expect(main).toContain('aria-label="Staff console"');
    expect(await count()).toBe(before);

    const open = await getDb().selectFrom("jobs").select("id").where("status", "=", "open").executeTakeFirstOrThrow();
    expect((await post("/admin/jobs", { intent: "close", jobId: String(open.id) }, { withCsrf: false })).status).toBe(403);
    expect((await post(`/admin/jobs/${open.id}/delete`, { csrf: `${csrf}x` }, { withCsrf: false })).status).toBe(403);
    const still = await getDb().selectFrom("jobs").select("status").where("id", "=", open.id).executeTakeFirstOrThrow();
    expect(still.status).toBe("open");
  });

  it("answers 400 with a message beside each wrong field and keeps everything typed", async () => {
    const before = await getDb().selectFrom("audit_log").select("id").execute();
    const response = await post("/admin/jobs/new", {
      ...validJob,
      jobTitle: "Typed but incomplete",
      openings: "0",
      datePosted: "2026-11-20",
      validThrough: "2026-11-01",
      location: "",
      requirements: "Kept requirement one\nKept requirement two",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const [field, message] of [
      ["openings", jobFormMessages.openings],
      ["validThrough", jobFormMessages.validThroughBeforePosted],
      ["location", jobFormMessages.locationRequired],
    ] as const) {
      expect(html).toContain(`id="job-${field}-error"`);
      expect(html).toContain(message);
      const input = new RegExp(`<input[^>]*id="job-${field}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(input, field).toContain('aria-invalid="true"');
      expect(input, field).toMatch(new RegExp(`aria-describedby="[^"]*job-${field}-error`));
    }
    expect(html).not.toContain('id="job-jobTitle-error"');
    expect(html).toContain('value="Typed but incomplete"');
    expect(html).toMatch(/<textarea[^>]*name="requirements"[^>]*>Kept requirement one\nKept requirement two<\/textarea>/);
    expect(await getDb().selectFrom("jobs").select("id").where("job_title", "=", "Typed but incomplete").execute()).toEqual([]);
    expect(await getDb().selectFrom("audit_log").select("id").execute()).toHaveLength(before.length);
  });

  it("creates a job with its requirements in order, shows it on /careers and records who did it", async () => {
    const id = await createViaForm({ requirements: "Writes HTTP tests first\n\n  Reads query plans \nExplains failures clearly" });
    const stored = await getDb().selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ job_title: validJob.jobTitle, salary: null, openings: 2, employment_type: "CONTRACTOR", status: "open", valid_through: "2099-12-31" });
    const requirements = await getDb().selectFrom("job_requirements").select(["position", "text"]).where("job_id", "=", id).orderBy("position").execute();
    expect(requirements).toEqual([
      { position: 1, text: "Writes HTTP tests first" },
      { position: 2, text: "Reads query plans" },
      { position: 3, text: "Explains failures clearly" },
    ]);
    expect(await auditFor(id)).toEqual([{ user_id: staffId, action: "job.create" }]);

    const edit = await (await get(`/admin/jobs/${id}?notice=created`)).text();
    expect(edit).toMatch(new RegExp(`role="status"[^>]*>[\\s\\S]*${JOB_NOTICES.created}`));

    const careers = textOf(await (await fetch(server.url("/careers"))).text());
    expect(careers).toContain(validJob.jobTitle);
    const positions = ["Writes HTTP tests first", "Reads query plans", "Explains failures clearly"].map((text) => careers.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("saves edits, storing the requirements in their new order", async () => {
    const id = await createViaForm({ jobTitle: "Reorder Me Engineer" });
    const response = await post(`/admin/jobs/${id}`, { ...validJob, jobTitle: "Reordered Engineer", salary: "₹10–14 LPA", intent: "save", requirements: "Explains failures clearly\nWrites HTTP tests first\nA new last one" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/jobs/${id}?notice=saved`);
    const requirements = await getDb().selectFrom("job_requirements").select("text").where("job_id", "=", id).orderBy("position").execute();
    expect(requirements.map((row) => row.text)).toEqual(["Explains failures clearly", "Writes HTTP tests first", "A new last one"]);
    expect(await getDb().selectFrom("jobs").select(["job_title", "salary"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ job_title: "Reordered Engineer", salary: "₹10–14 LPA" });
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["job.create", "job.update"]);

    const invalid = await post(`/admin/jobs/${id}`, { ...validJob, intent: "save", requirements: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(jobFormMessages.requirementsRequired);
  });

  it("closes a job: it leaves /careers and applications to it are refused; reopening brings it back", async () => {
    const id = await createViaForm({ jobTitle: "Soon Closed Analyst" });
    expect(textOf(await (await fetch(server.url("/careers"))).text())).toContain("Soon Closed Analyst");

    const close = await post("/admin/jobs?status=open", { intent: "close", jobId: String(id) });
    expect(close.status).toBe(303);
    expect(close.headers.get("location")).toBe("/admin/jobs?status=open&notice=closed");
    expect((await getDb().selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("closed");
    expect(textOf(await (await fetch(server.url("/careers"))).text())).not.toContain("Soon Closed Analyst");

    const refused = await apply(id);
    expect(refused.status).toBe(410);
    expect(refused.json).toMatchObject({ ok: false, message: POSITION_CLOSED_MESSAGE });
    expect(await getDb().selectFrom("applications").select("id").where("job_id", "=", id).execute()).toEqual([]);

    const reopen = await post(`/admin/jobs/${id}`, { intent: "reopen" });
    expect(reopen.status).toBe(303);
    expect(reopen.headers.get("location")).toBe(`/admin/jobs/${id}?notice=reopened`);
    expect(textOf(await (await fetch(server.url("/careers"))).text())).toContain("Soon Closed Analyst");
    expect((await apply(id)).status).toBe(200);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["job.create", "job.close", "job.reopen"]);
  });

  it("answers 404 for an unknown or malformed job id", async () => {
    for (const path of ["/admin/jobs/999999", "/admin/jobs/abc", "/admin/jobs/0", "/admin/jobs/99999999999", "/admin/jobs/999999/delete"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const missing = await (await get("/admin/jobs/999999")).text();
    expect(missing).toMatch(/<h1[^>]*>Not found<\/h1>/);
    expect(missing.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>Not found | Staff console | Kairav Technologies</title>"]);
    expect(missing).toMatch(/<p[^>]*>No such job\.<\/p>/);
    expect(missing).toMatch(/<a[^>]*href="\/admin"[^>]*>Back to the dashboard<\/a>/);
    expect((await post("/admin/jobs/999999", { ...validJob, intent: "save" })).status).toBe(404);
    expect((await post("/admin/jobs/999999", { intent: "close" })).status).toBe(404);
    expect((await post("/admin/jobs", { intent: "close", jobId: "999999" })).status).toBe(404);
    expect((await post("/admin/jobs/999999/delete", {})).status).toBe(404);
  });

  it("deletes a job only from its confirmation page, keeping its applications under the job title", async () => {
    const id = await createViaForm({ jobTitle: "Short Lived Developer" });
    expect((await apply(id)).status).toBe(200);

    const confirm = await get(`/admin/jobs/${id}/delete`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toMatch(/<h1[^>]*>Delete job<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Delete “Short Lived Developer”\?<\/h2>/);
    expect(textOf(html)).toContain("Its 1 application stays in the inbox");

    const response = await post(`/admin/jobs/${id}/delete`, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/jobs?notice=deleted");
    expect(await getDb().selectFrom("jobs").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    const application = await getDb().selectFrom("applications").select(["job_id", "job_title"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(application).toEqual({ job_id: null, job_title: "Short Lived Developer" });
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["job.create", "job.delete"]);
    expect((await get(`/admin/jobs/${id}`)).status).toBe(404);
  });
});
