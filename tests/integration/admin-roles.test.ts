import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "#app/db/schema.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { ROLE_REFUSED_MESSAGE, STAFF_POLICY } from "#app/features/admin/staff-policy.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { adminRoutes } from "#tests/helpers/admin-route-paths.ts";
import { insertApplication, insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

// Every staff route of routes.ts for every role, through the real server and the production
// build, compared with the policy table: the check must hold in each loader and action, whatever
// the navigation shows.

const password = "a long enough secret";
const root = path.resolve(import.meta.dirname, "../..");
const routes = adminRoutes();

// What an allowed GET answers when it is not a page: posting-only routes refuse the method.
const ALLOWED_GET_STATUS: Record<string, number> = {
  "/admin/sign-out": 405,
  "/admin/account/passkeys": 405,
  "/admin/media/upload": 405,
  "/admin/posts/preview": 405,
  "/admin/personal-data/download": 405,
  // Backups are off on the test server: an admin asking for one is told there is no such backup.
  "/admin/backups/:file": 404,
};

function hasAction(file: string): boolean {
  return /export (async )?function action\b/.test(readFileSync(path.join(root, "app", file), "utf8"));
}

describeEachDatabase("staff roles over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const staff = {} as Record<StaffRole, { id: number; cookie: string; csrf: string }>;
  const ids: Record<string, number> = {};
  let enquiryFile = 0;
  let applicationFile = 0;
  let origin = "";

  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    server = await startTestServer(db);
    origin = new URL(server.url("/")).origin;
    for (const role of STAFF_ROLES) {
      const email = `${role}@kairav.example`;
      const user = await createStaffUser(db, { email, password, role, displayName: `${role[0]!.toUpperCase()}${role.slice(1)} Person` });
      staff[role] = { id: user.id, ...(await signInStaff(server, { email, password })) };
    }
    const file = (name: string) => ({ name, contentType: "application/pdf", data: Buffer.from(`%PDF-1.4 ${name}`) });
    const enquiry = await insertEnquiry(db, { file: file("brief.pdf") });
    const application = await insertApplication(db, { file: file("cv.pdf") });
    enquiryFile = enquiry.attachmentId!;
    applicationFile = application.attachmentId!;
    const first = async (table: "pages" | "posts" | "jobs") => (await db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    ids.pages = await first("pages");
    ids.posts = await first("posts");
    ids.jobs = await first("jobs");
    ids.enquiries = enquiry.id;
    ids.applications = application.id;
    ids.attachments = enquiryFile;
    const now = new Date().toISOString();
    ids.media = (
      await db
        .insertInto("media_items")
        .values({ original_name: "team.png", kind: "png", width: 1, height: 1, byte_size: 1, dominant_color: "#336699", original_sha256: "c".repeat(64), original_data: Buffer.from("x"), created_at: now, updated_at: now, uploaded_by: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    // Not a backup's name: the download refuses other roles before it looks (admin-backups.test.ts serves real ones).
    ids.backups = 1;
    ids.redirects = (
      await db
        .insertInto("redirects")
        .values({ from_path: "/old-address", to_target: "/solutions", status: 301, created_at: now, created_by: null, updated_at: now, updated_by: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A route's path with each :param replaced by the id of a real row of its section. */
  function concrete(pattern: string): string {
    return pattern.replace(/\/([a-z]+)\/:[A-Za-z]+/g, (_, section: string) => {
      const id = ids[section];
      if (id === undefined) throw new Error(`No row to open for ${pattern}`);
      return `/${section}/${id}`;
    });
  }

  const get = (pathname: string, role: StaffRole) => fetch(server.url(pathname), { redirect: "manual", headers: { cookie: staff[role].cookie } });
  const post = (pathname: string, role: StaffRole, fields: Record<string, string>) =>
    fetch(server.url(pathname), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: staff[role].cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: staff[role].csrf, ...fields }),
    });

  /** Every table a staff action could change, as rows (sessions and vitals move with every request). */
  async function snapshot(): Promise<string> {
    const db = getDb();
    const tables = ["posts", "categories", "post_categories", "comments", "jobs", "job_requirements", "enquiries", "applications", "outbox", "staff_users", "audit_log", "pages", "page_revisions", "site_documents", "site_document_revisions", "media_items", "redirects"] as const;
    const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
    return JSON.stringify(rows);
  }

  it("covers every staff route of routes.ts, each with a policy entry", () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(STAFF_POLICY[route.path], route.path).toBeDefined();
  });

  it("answers every GET-able staff route for every role as the policy table says", async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const pathname = concrete(route.path);
      for (const role of STAFF_ROLES) {
        // The attachment opened here came with an enquiry: its download follows the enquiries' roles.
        const owner = route.path === "/admin/attachments/:id" ? STAFF_POLICY["/admin/enquiries"]! : STAFF_ROLES;
        const allowed = STAFF_POLICY[route.path]!.includes(role) && owner.includes(role);
        const response = await get(pathname, role);
        const expected = allowed ? (ALLOWED_GET_STATUS[route.path] ?? 200) : 403;
        if (response.status !== expected) mismatches.push(`${role} GET ${pathname}: ${response.status}, expected ${expected}`);
        const body = await response.text();
        // A resource route answers with the reason itself; a page (the editors' previews too, outside the console) explains it.
        const resource = !route.file.endsWith(".tsx");
        if (!allowed && !body.includes(resource ? ROLE_REFUSED_MESSAGE : "Not available to your role")) mismatches.push(`${role} GET ${pathname}: no explanation`);
        if (response.headers.get("cache-control") !== "no-store") mismatches.push(`${role} GET ${pathname}: cacheable`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every route for every role: well over a hundred requests through the real server.
  }, 60_000);

  it("answers client-side navigations (React Router's .data requests) as the policy table says", async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((candidate) => candidate.file.endsWith(".tsx"))) {
      const pathname = `${concrete(route.path)}.data`;
      for (const role of STAFF_ROLES) {
        const expected = STAFF_POLICY[route.path]!.includes(role) ? 200 : 403;
        const response = await get(pathname, role);
        await response.arrayBuffer();
        if (response.status !== expected) mismatches.push(`${role} GET ${pathname}: ${response.status}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("lets a role use its own actions from the hydrated console (a .data post)", async () => {
    const response = await post("/admin/jobs.data", "recruiter", { intent: "close", jobId: String(ids.jobs) });
    expect(response.status).not.toBe(403);
    expect((await getDb().selectFrom("jobs").select("status").where("id", "=", ids.jobs!).executeTakeFirstOrThrow()).status).toBe("closed");
    await post("/admin/jobs.data", "recruiter", { intent: "reopen", jobId: String(ids.jobs) });
    expect((await getDb().selectFrom("jobs").select("status").where("id", "=", ids.jobs!).executeTakeFirstOrThrow()).status).toBe("open");
    expect((await post("/admin/jobs.data", "sales", { intent: "close", jobId: String(ids.jobs) })).status).toBe(403);
  });

  it("sends every staff route to the sign-in page without a session", async () => {
    for (const route of routes) {
      const response = await fetch(server.url(concrete(route.path)), { redirect: "manual" });
      expect(response.status, route.path).toBe(303);
      expect(response.headers.get("location"), route.path).toMatch(/^\/admin\/sign-in\?next=/);
    }
  });

  it("refuses a post to every action a role may not use, and nothing changes", async () => {
    const before = await snapshot();
    let refused = 0;
    for (const route of routes.filter((candidate) => hasAction(candidate.file))) {
      for (const role of STAFF_ROLES.filter((candidate) => !STAFF_POLICY[route.path]!.includes(candidate))) {
        // Fields that would make the usual actions do something, were the role allowed.
        const fields = { intent: "delete", id: "1", jobId: String(ids.jobs), postId: String(ids.posts), userId: String(staff[role].id), role: "admin", name: "Taken", title: "Taken" };
        const response = await post(concrete(route.path), role, fields);
        expect(response.status, `${role} POST ${route.path}`).toBe(403);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(30);
    expect(await snapshot()).toBe(before);
  });

  it("hands out a visitor's file only to the roles of the inbox it came with", async () => {
    expect((await get(`/admin/attachments/${enquiryFile}`, "sales")).status).toBe(200);
    expect((await get(`/admin/attachments/${applicationFile}`, "sales")).status).toBe(403);
    expect((await get(`/admin/attachments/${applicationFile}`, "recruiter")).status).toBe(200);
    expect((await get(`/admin/attachments/${enquiryFile}`, "recruiter")).status).toBe(403);
    expect((await get(`/admin/attachments/${applicationFile}`, "admin")).status).toBe(200);
    // An unknown file says nothing about existing ones to the roles it could not be for.
    expect((await get("/admin/attachments/2000000000", "sales")).status).toBe(403);
    expect((await get("/admin/attachments/2000000000", "admin")).status).toBe(404);
  });

  function navLabels(html: string): string[] {
    const nav = /<nav aria-label="Staff console"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    return [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!);
  }

  it("shows each role the sections it may use, and the person's name", async () => {
    const expected: Record<StaffRole, string[]> = {
      admin: ["Dashboard", "Pages", "Settings", "Media", "Redirects", "Posts", "Categories", "Comments", "Jobs", "Enquiries", "Applications", "Outbox", "Web vitals", "Backups", "Audit log", "Personal data", "Users"],
      editor: ["Dashboard", "Pages", "Media", "Redirects", "Posts", "Categories", "Comments"],
      recruiter: ["Dashboard", "Jobs", "Applications"],
      sales: ["Dashboard", "Enquiries"],
    };
    for (const role of STAFF_ROLES) {
      const html = await (await get("/admin", role)).text();
      expect(navLabels(html), role).toEqual(expected[role]);
      expect(html, role).toContain(`${role[0]!.toUpperCase()}${role.slice(1)} Person`);
      expect(html, role).not.toContain(`${role}@kairav.example`);
    }
    const recruiterDashboard = await (await get("/admin", "recruiter")).text();
    expect(recruiterDashboard).toContain('data-testid="count-new-applications"');
    expect(recruiterDashboard).not.toContain('data-testid="count-new-enquiries"');
    expect(recruiterDashboard).not.toContain('data-testid="count-failed-mails"');
  });

  it("applies a change of role at the person's next request", async () => {
    const changed = await post("/admin/users", "admin", { intent: "change-role", userId: String(staff.recruiter.id), role: "sales" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/admin/users?notice=role-changed");
    expect((await get("/admin/jobs", "recruiter")).status).toBe(403);
    expect((await get("/admin/enquiries", "recruiter")).status).toBe(200);
    expect((await post("/admin/users", "admin", { intent: "change-role", userId: String(staff.recruiter.id), role: "recruiter" })).status).toBe(303);
    expect((await get("/admin/jobs", "recruiter")).status).toBe(200);
    const audit = await getDb().selectFrom("audit_log").select("target").where("action", "=", "user.role-change").where("user_id", "=", staff.admin.id).orderBy("id").execute();
    expect(audit.map((row) => row.target)).toEqual([`staff_user:${staff.recruiter.id} (recruiter → sales)`, `staff_user:${staff.recruiter.id} (sales → recruiter)`]);
  });

  it("keeps the last active admin: no demotion and no deactivating oneself, each answered 409 with the reason", async () => {
    const before = await snapshot();
    const demote = await post("/admin/users", "admin", { intent: "change-role", userId: String(staff.admin.id), role: "editor" });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain("at least one active admin");
    const self = await post("/admin/users", "admin", { intent: "deactivate", userId: String(staff.admin.id) });
    expect(self.status).toBe(409);
    expect(await self.text()).toContain("cannot deactivate your own account");
    expect(await snapshot()).toBe(before);
  });

  it("refuses a users form without the CSRF token, for an unknown user or with an unknown role", async () => {
    const before = await snapshot();
    const forged = await fetch(server.url("/admin/users"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: staff.admin.cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "deactivate", userId: String(staff.editor.id) }),
    });
    expect(forged.status).toBe(403);
    expect((await post("/admin/users", "admin", { intent: "deactivate", userId: "2000000000" })).status).toBe(404);
    expect((await post("/admin/users", "admin", { intent: "change-role", userId: String(staff.editor.id), role: "owner" })).status).toBe(400);
    expect((await post("/admin/users", "admin", { intent: "promote", userId: String(staff.editor.id) })).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("lists every account with its name, email, role and status", async () => {
    const html = await (await get("/admin/users", "admin")).text();
    for (const role of STAFF_ROLES) expect(html).toContain(`${role}@kairav.example`);
    expect(html).toMatch(/<h1[^>]*>Users<\/h1>/);
    // The admin's own row offers no deactivation; the three others do, in both layouts.
    expect(html.match(/>Deactivate<span class="sr-only"> /g)).toHaveLength(6);
  });

  it("ends a deactivated user's sessions at their next request, refuses their sign-in, and lets them back after reactivation", async () => {
    const deactivated = await post("/admin/users", "admin", { intent: "deactivate", userId: String(staff.editor.id) });
    expect(deactivated.headers.get("location")).toBe("/admin/users?notice=deactivated");
    expect(await getDb().selectFrom("sessions").select("id").where("user_id", "=", staff.editor.id).execute()).toEqual([]);
    const next = await get("/admin/posts", "editor");
    expect(next.status).toBe(303);
    expect(next.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
    const signIn = await fetch(server.url("/admin/sign-in"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "editor@kairav.example", password }),
    });
    expect(signIn.status).toBe(401);
    const listed = await (await get("/admin/users", "admin")).text();
    expect(listed).toContain("Deactivated");

    expect((await post("/admin/users", "admin", { intent: "reactivate", userId: String(staff.editor.id) })).headers.get("location")).toBe("/admin/users?notice=reactivated");
    const again = await signInStaff(server, { email: "editor@kairav.example", password });
    expect((await fetch(server.url("/admin/posts"), { redirect: "manual", headers: { cookie: again.cookie } })).status).toBe(200);
    const actions = await getDb().selectFrom("audit_log").select("action").where("target", "=", `staff_user:${staff.editor.id}`).where("action", "like", "user.%").orderBy("id").execute();
    expect(actions.map((row) => row.action)).toEqual(["user.deactivate", "user.reactivate"]);
  });
});
