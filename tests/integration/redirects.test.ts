import { afterAll, beforeAll, expect, it } from "vitest";
import { readRedirectsCsv } from "#app/features/admin/redirects/read-redirects-csv.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { flushRedirectVisits } from "#server/redirects.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

// Redirects staff manage at /admin/redirects, answered by the real server before any route, on
// each database: what a visitor gets, what staff are refused, and what is stored.

const password = "a long enough secret";

describeEachDatabase("redirects staff manage", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let origin = "";
  const editor = { cookie: "", csrf: "" };
  const sales = { cookie: "", csrf: "" };

  beforeAll(async () => {
    const db = getDb();
    await createStaffUser(db, { email: "editor@kairav.example", password, role: "editor" });
    await createStaffUser(db, { email: "sales@kairav.example", password, role: "sales" });
    server = await startTestServer(db);
    origin = new URL(server.url("/")).origin;
    Object.assign(editor, await signInStaff(server, { email: "editor@kairav.example", password }));
    Object.assign(sales, await signInStaff(server, { email: "sales@kairav.example", password }));
  });
  afterAll(async () => {
    await server?.close();
  });

  const visit = (path: string, method = "GET") => fetch(server.url(path), { method, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, as = editor) =>
    fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: as.cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: as.csrf, ...fields }),
    });
  const importFile = (text: string) => {
    const form = new FormData();
    form.set("csrf", editor.csrf);
    form.set("file", new Blob([text], { type: "text/csv" }), "redirects.csv");
    return fetch(server.url("/admin/redirects/import"), { method: "POST", redirect: "manual", headers: { cookie: editor.cookie, origin }, body: form });
  };
  const stored = () => getDb().selectFrom("redirects").select(["from_path", "to_target", "status"]).orderBy("from_path").execute();
  const idOf = async (from: string) => (await getDb().selectFrom("redirects").select("id").where("from_path", "=", from).executeTakeFirstOrThrow()).id;

  it("answers a staff-created redirect with 301 and the new Location, the visitor's query kept", async () => {
    const created = await post("/admin/redirects/new", { from: "old-cloud/", to: "/services/cloud-management", status: "301" });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/admin/redirects?notice=created");

    const moved = await visit("/old-cloud?utm_source=mail&x=%C3%BC");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/services/cloud-management?utm_source=mail&x=%C3%BC");
    expect(moved.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await visit("/old-cloud/")).headers.get("location")).toBe("/services/cloud-management");
    expect((await visit("/old-cloud", "HEAD")).status).toBe(301);
    // Posts go on to the site as before.
    expect((await fetch(server.url("/old-cloud"), { method: "POST", redirect: "manual" })).status).not.toBe(301);
    expect(await getDb().selectFrom("audit_log").select(["action", "target"]).where("action", "like", "redirect.%").execute()).toEqual([
      { action: "redirect.create", target: `redirect:${await idOf("/old-cloud")} (/old-cloud)` },
    ]);
  });

  it("answers 302 when chosen, to another site, keeping the target's own query instead of the visitor's", async () => {
    expect((await post("/admin/redirects/new", { from: "/offer", to: "https://partner.example/offer?ref=kairav#terms", status: "302" })).status).toBe(303);
    const offer = await visit("/offer?utm_source=ad");
    expect(offer.status).toBe(302);
    expect(offer.headers.get("location")).toBe("https://partner.example/offer?ref=kairav#terms");
    expect(offer.headers.get("cache-control")).toBe("no-store");
  });

  it("counts visits in memory and writes them in a batch", async () => {
    for (let visitNumber = 0; visitNumber < 3; visitNumber += 1) await visit("/offer");
    await flushRedirectVisits(getDb());
    const row = await getDb().selectFrom("redirects").select(["hit_count", "last_hit_at"]).where("from_path", "=", "/offer").executeTakeFirstOrThrow();
    expect(row.hit_count).toBeGreaterThanOrEqual(4);
    expect(row.last_hit_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page = await (await fetch(server.url("/admin/redirects?q=OFFER"), { headers: { cookie: editor.cookie } })).text();
    expect(page).toContain("https://partner.example/offer?ref=kairav#terms");
    expect(page).not.toContain("/old-cloud");
  });

  it("refuses a loop, a chain, a moved page's old address and the console's addresses with 400 and the reason, storing nothing", async () => {
    const before = await stored();
    const loop = await post("/admin/redirects/new", { from: "/services/cloud-management", to: "/old-cloud", status: "301" });
    expect(loop.status).toBe(400);
    expect(await loop.text()).toContain("This would make a loop: /old-cloud already redirects back to /services/cloud-management (/old-cloud → /services/cloud-management).");
    const chainAfter = await post("/admin/redirects/new", { from: "/older-cloud", to: "/old-cloud", status: "301" });
    expect(chainAfter.status).toBe(400);
    expect(await chainAfter.text()).toContain("This would make a chain: /old-cloud already redirects to /services/cloud-management");
    const chainBefore = await post("/admin/redirects/new", { from: "/services/cloud-management", to: "/solutions", status: "301" });
    expect(chainBefore.status).toBe(400);
    expect(await chainBefore.text()).toContain("/old-cloud already redirects to /services/cloud-management (/old-cloud → /services/cloud-management)");

    const page = await getDb().selectFrom("pages").select("id").where("family", "=", "services").orderBy("id").executeTakeFirstOrThrow();
    await getDb().insertInto("page_redirects").values({ family: "services", slug: "a-moved-page", page_id: page.id, created_at: new Date().toISOString() }).execute();
    const automatic = await post("/admin/redirects/new", { from: "/services/a-moved-page", to: "/solutions", status: "301" });
    expect(automatic.status).toBe(400);
    expect(await automatic.text()).toContain("/services/a-moved-page already redirects automatically, because its page moved");

    const ownAddress = await post("/admin/redirects/new", { from: "/admin/users", to: "/", status: "301" });
    expect(ownAddress.status).toBe(400);
    expect(await ownAddress.text()).toContain("Addresses under /admin belong to the site itself");
    expect((await post("/admin/redirects/new", { from: "/x", to: "/y", status: "307" })).status).toBe(400);
    expect(await stored()).toEqual(before);

    const list = await (await fetch(server.url("/admin/redirects"), { headers: { cookie: editor.cookie } })).text();
    expect(list).toContain("/services/a-moved-page");
    expect(list).toContain("Automatic (page moved)");
  });

  it("warns, without refusing, that a redirect from a live page's address wins over the page", async () => {
    const created = await post("/admin/redirects/new", { from: "/contactus", to: "/solutions", status: "302" });
    expect(created.headers.get("location")).toBe("/admin/redirects?notice=created-over-page");
    expect((await visit("/contactus")).headers.get("location")).toBe("/solutions");
    expect((await post(`/admin/redirects/${await idOf("/contactus")}`, { intent: "delete" })).status).toBe(303);
    expect((await visit("/contactus")).status).toBe(200);
  });

  it("applies an edit and a delete from the next request", async () => {
    const id = await idOf("/old-cloud");
    const edited = await post(`/admin/redirects/${id}`, { intent: "save", from: "/old-cloud", to: "/solutions", status: "302" });
    expect(edited.headers.get("location")).toBe(`/admin/redirects/${id}?notice=saved`);
    const moved = await visit("/old-cloud");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/solutions");

    expect((await post(`/admin/redirects/${id}`, { intent: "delete" })).headers.get("location")).toBe("/admin/redirects?notice=deleted");
    expect((await visit("/old-cloud")).status).toBe(404);
    expect(await getDb().selectFrom("redirects").select("id").where("id", "=", id).execute()).toEqual([]);
    expect((await post(`/admin/redirects/${id}`, { intent: "delete" })).status).toBe(404);
  });

  it("imports a whole file, refuses a file with one bad row with its line and stores nothing, and exports what imports back", async () => {
    const good = '\uFEFFfrom,to,status\r\n/brochure-2024,/documents/brochure.pdf,301\r\n"/team, old",/aboutus/team,\r\n/jobs,/careers,302\r\n';
    const imported = await importFile(good);
    expect(imported.status).toBe(303);
    expect(imported.headers.get("location")).toBe("/admin/redirects?notice=imported&created=3&updated=0");
    expect((await visit("/brochure-2024")).headers.get("location")).toBe("/documents/brochure.pdf");
    expect((await visit("/team,%20old")).status).toBe(301);
    expect((await visit("/jobs")).status).toBe(302);

    const before = await stored();
    const bad = await importFile("from,to,status\n/one,/solutions,301\n/two,/jobs,301\n/three,/careers,301\n");
    expect(bad.status).toBe(400);
    const answer = await bad.text();
    expect(answer).toContain("Nothing was imported");
    expect(answer).toContain("Line 3: This would make a chain: /jobs already redirects to /careers");
    expect(answer).not.toContain("Line 2:");
    expect(await stored()).toEqual(before);
    expect((await importFile("from,to,status\n/one,/solutions,301\n/two,/solutions,308\n")).status).toBe(400);
    expect(await stored()).toEqual(before);

    const exported = await fetch(server.url("/admin/redirects.csv"), { headers: { cookie: editor.cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toContain("redirects.csv");
    const file = await exported.text();
    const read = readRedirectsCsv(file);
    expect(read.ok && read.rows.map(({ from, to, status }) => ({ from_path: from, to_target: to, status })).sort((a, b) => a.from_path.localeCompare(b.from_path))).toEqual(before);
    const again = await importFile(file);
    expect(again.headers.get("location")).toBe(`/admin/redirects?notice=imported&created=0&updated=${before.length}`);
    expect(await stored()).toEqual(before);
  });

  it("refuses the pages and actions to a role without redirects, with 403, storing nothing", async () => {
    const before = await stored();
    for (const path of ["/admin/redirects", "/admin/redirects/new", "/admin/redirects/import", "/admin/redirects.csv", `/admin/redirects/${await idOf("/jobs")}`]) {
      expect((await fetch(server.url(path), { redirect: "manual", headers: { cookie: sales.cookie } })).status, path).toBe(403);
    }
    expect((await post("/admin/redirects/new", { from: "/sales", to: "/contactus", status: "301" }, sales)).status).toBe(403);
    expect((await post(`/admin/redirects/${await idOf("/jobs")}`, { intent: "delete" }, sales)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
