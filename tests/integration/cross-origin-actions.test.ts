import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import routes from "#app/routes.ts";
import type { Database } from "#app/db/schema.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { samplePdf } from "#tests/helpers/sample-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { freshVisitor, postForm } from "./post-form.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * A page on another site can make a visitor's browser post to any of our actions (with the
 * visitor's cookies, if staff). Every action must refuse such a post before it changes anything:
 * 403 from our own check, or 400 where React Router refuses a post to a page first. The actions
 * are read from app/routes.ts (each route whose module exports `action`, per the build), so a
 * new one is covered the day it is added.
 */

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type ActionRoute = { id: string; path: string; hasPage: boolean };

function routeEntries(entries: RouteEntry[], parent = ""): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const here = entry.path || entry.index ? [{ id, path: own || "/" }] : [];
    return [...here, ...routeEntries(entry.children ?? [], own)];
  });
}

async function loadBuild(): Promise<ServerBuild> {
  const serverEntry = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "server/index.js");
  if (!existsSync(serverEntry)) throw new Error("No build found: run `npm run build` first.");
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

const FOREIGN_ORIGINS = ["https://evil.example", "null", "http://127.0.0.1.evil.example"];
const staff = { email: "origin-check@kairav.example", password: "cross origin test password" };

/** Every row of every table, except what merely reading pages touches. */
async function snapshot(db: Kysely<Database>) {
  const tables = ["posts", "categories", "post_categories", "comments", "jobs", "job_requirements", "attachments", "enquiries", "applications", "outbox", "staff_users", "used_challenges", "vitals", "audit_log"] as const;
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    rows[table] = table === "attachments" ? await db.selectFrom(table).select(["id", "sha256"]).orderBy("id").execute() : await db.selectFrom(table).selectAll().execute();
  }
  rows.sessions = Number((await db.selectFrom("sessions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return rows;
}

describeEachDatabase("cross-origin posts to every action", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let actions: ActionRoute[];
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    await createStaffUser(db, staff);
    server = await startTestServer(db);
    const build = await loadBuild();
    actions = routeEntries(routes as RouteEntry[])
      .filter(({ id }) => build.routes[id]?.module.action)
      .map(({ id, path: routePath }) => ({ id, path: routePath, hasPage: Boolean(build.routes[id]!.module.default) }));

    // An enquiry and an application with files, so the staff actions have something to act on.
    for (const [url, fileField, extra] of [
      ["/api/enquiries", "attachment", {}],
      ["/api/applications", "cv", { jobId: String((await db.selectFrom("jobs").select("id").where("status", "=", "open").executeTakeFirstOrThrow()).id) }],
    ] as const) {
      const sent = await postForm({
        url: server.url(url),
        body: multipartBody([
          ...Object.entries({ name: "Asha", email: "asha@example.com", phone: "+91-9876543210", message: "Hello", ...extra }).map(([name, value]) => ({ name, value })),
          { name: fileField, fileName: "brief.pdf", data: await samplePdf() },
          { name: "altcha", value: await solveTestCaptcha(server.url("/captcha/challenge")) },
        ]),
        contentType: multipartContentType(),
        from: freshVisitor(),
      });
      expect(sent.status).toBe(200);
    }

    const signedIn = await fetch(server.url("/admin/sign-in"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(staff),
    });
    cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!.split(";")[0]!;
    csrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(server.url("/admin"), { headers: { cookie } })).text())?.[1] ?? "";
    expect(csrf).not.toBe("");
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A form that would be accepted from our own pages: every field any action reads, with the real ids. */
  function formFor(): URLSearchParams {
    return new URLSearchParams({
      csrf,
      name: "Mallory",
      email: "mallory@example.com",
      phone: "+91-9876543210",
      message: "Sent from another site",
      website: "",
      jobId: "1",
      title: "Planted by another site",
      status: "hidden",
      intent: "delete",
      confirm: "yes",
      password: "not the password",
    });
  }

  it("finds the actions in the route config, public and staff", () => {
    const paths = actions.map((action) => action.path);
    expect(paths).toEqual(expect.arrayContaining(["/blog/:id", "/contactus", "/careers", "/api/enquiries", "/api/applications", "/admin/sign-in", "/admin/sign-out"]));
  });

  it("refuses a post from another site to every action, signed in or not, and stores nothing", async () => {
    // Each refusal by React Router is noted as a warning; that is expected here.
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await snapshot(getDb());
    const answers: string[] = [];
    const unexpected: string[] = [];
    for (const action of actions) {
      const target = action.path.replace(/:[A-Za-z_]+\??/g, "1");
      const variants = action.hasPage ? [target, `${target === "/" ? "/_root" : target}.data`] : [target];
      for (const url of variants) {
        for (const origin of FOREIGN_ORIGINS) {
          for (const session of [cookie, undefined]) {
            for (const encoding of ["url-encoded", "multipart"] as const) {
              const form = formFor();
              const body =
                encoding === "multipart" ? multipartBody([...form].map(([name, value]) => ({ name, value }))) : Buffer.from(form.toString());
              const answer = await postForm({
                url: server.url(url),
                body,
                contentType: encoding === "multipart" ? multipartContentType() : "application/x-www-form-urlencoded",
                from: freshVisitor(),
                headers: { origin, ...(session ? { cookie: session } : {}) },
              });
              const label = `${url} from ${origin}${session ? " signed in" : ""} (${encoding})`;
              answers.push(label);
              // Our own check answers 403; React Router answers 400 for a post to a page before the
              // action runs; a staff action sends a visitor without a session to sign in first.
              const allowed = action.hasPage ? [400, 403] : [403];
              const toSignIn = !session && action.path.startsWith("/admin/") && answer.status === 303 && answer.headers.location?.startsWith("/admin/sign-in");
              if (!allowed.includes(answer.status) && !toSignIn) unexpected.push(`${label}: ${answer.status}`);
            }
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(answers.length).toBeGreaterThan(0);
    expect(warned.mock.calls.flat().join("\n")).toContain("cross-origin action refused");
    expect(await snapshot(getDb())).toEqual(before);
  });

  it("still accepts a post from its own origin, and one without an Origin header (no-script browsers)", async () => {
    const host = new URL(server.url("/")).origin;
    const comment = (headers: Record<string, string>) =>
      postForm({ url: server.url("/blog/1"), body: Buffer.from(new URLSearchParams({ name: "Asha", message: "Same site" }).toString()), contentType: "application/x-www-form-urlencoded", from: freshVisitor(), headers });
    expect((await comment({ origin: host })).status).toBe(303);
    expect((await comment({})).status).toBe(303);
  });
});
