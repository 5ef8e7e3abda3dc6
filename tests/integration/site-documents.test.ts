import { afterAll, beforeAll, expect, it } from "vitest";
import { homePage } from "#app/content/home.ts";
import { seedSettings } from "#app/content/seed-settings.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import type { SiteSettings } from "#app/model/site-settings.ts";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { freshVisitor, postForm } from "./post-form.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Staff change the company, the navigation and the footer at /admin/settings, and the home page at
 * /admin/home: saved changes stay unseen until published, a publish shows on every page
 * (prerendered ones included) and in the mails visitors get, a stale save is refused, and an
 * earlier version can be brought back.
 */
const staff = { email: "office@kairav.example", password: "a long enough secret" };

const renamed: SiteSettings = {
  ...seedSettings,
  company: {
    ...seedSettings.company,
    name: "Kairav Digital",
    shortName: "Kairav",
    tagline: "Platforms that stay up",
    email: "hello@kairav.example",
    offices: [...seedSettings.company.offices, { id: "london", label: "Sales Office, UK", lines: ["10 Fleet Place", "London EC4M 7RB, UK"], phone: null, email: "uk@kairav.example" }],
  },
  navigation: [
    { kind: "link", label: "TALK TO US", to: "/contactus" },
    { kind: "pages", label: "WHAT WE DO", family: "services" },
    { kind: "pages", label: "PRODUCTS", family: "solutions" },
  ],
  footer: [{ kind: "links", heading: "Elsewhere", links: [{ label: "Our blog", to: "/blog" }] }],
};

/** The visible text of a page, tags removed. */
function textOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describeEachDatabase("site settings staff publish", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let origin: string;

  beforeAll(async () => {
    await createStaffUser(getDb(), staff);
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
    ({ cookie, csrf } = await signInStaff(server, staff));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function version(name: "settings" | "home" = "settings"): Promise<number> {
    return (await getDb().selectFrom("site_documents").select("version").where("name", "=", name).executeTakeFirstOrThrow()).version;
  }

  function submit(fields: Record<string, string>, path = "/admin/settings") {
    return fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, ...fields }),
    });
  }

  async function publicText(path: string): Promise<string> {
    const response = await fetch(server.url(path));
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it("starts from the seeded settings, with one revision", async () => {
    const rows = await getDb().selectFrom("site_document_revisions").select(["name", "note"]).where("name", "=", "settings").execute();
    expect(rows).toEqual([{ name: "settings", note: "Seeded" }]);
    const editor = await (await fetch(server.url("/admin/settings"), { headers: { cookie } })).text();
    expect(editor).toMatch(/<h1[^>]*>Site settings<\/h1>/);
    expect(editor).toContain(`value="${seedSettings.company.tagline}"`);
  });

  it("keeps saved changes unseen until they are published, then shows them on every page and in mails", async () => {
    const before = await version();
    const saved = await submit({ intent: "save", version: String(before), document: JSON.stringify(renamed) });
    expect(saved.status).toBe(200);
    expect(textOf(await publicText("/services/cloud-management"))).toContain(seedSettings.company.tagline);

    const published = await submit({ intent: "publish", version: String(before + 1), document: JSON.stringify(renamed) });
    expect(published.status).toBe(200);
    const stored = await getDb().selectFrom("site_documents").select(["published", "draft", "version"]).where("name", "=", "settings").executeTakeFirstOrThrow();
    expect({ ...stored, published: JSON.parse(stored.published) }).toEqual({ published: renamed, draft: null, version: before + 2 });

    // A prerendered page: the build's copy showed the old settings, so the server renders it afresh.
    const cloud = await publicText("/services/cloud-management");
    expect(cloud).toMatch(/<title>[^<]*\| Kairav Digital<\/title>/);
    const text = textOf(cloud);
    expect(text).toContain("Platforms that stay up");
    expect(text).not.toContain(seedSettings.company.tagline);
    const mainNav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(cloud)![0];
    expect(textOf(mainNav).match(/TALK TO US|WHAT WE DO|PRODUCTS|INDUSTRIES|BLOG/g)).toEqual(["TALK TO US", "WHAT WE DO", "PRODUCTS"]);
    expect(mainNav).toContain('href="/solutions/videokyc"');
    expect(cloud.match(/aria-label="Footer: [^"]+"/g)).toEqual(['aria-label="Footer: Elsewhere"']);

    const contact = textOf(await publicText("/contactus"));
    expect(contact).toContain("Sales Office, UK");
    expect(contact).toContain("10 Fleet Place");
    expect(await publicText("/")).toContain('"name":"Kairav Digital"');

    const captcha = await solveTestCaptcha(server.url("/captcha/challenge"));
    const fields = { name: "Asha Kulkarni", email: "asha@example.com", phone: "9876543210", message: "Please call me about a KYC project.", altcha: captcha };
    const sent = await postForm({ url: server.url("/api/enquiries"), body: multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value }))), contentType: multipartContentType(), from: freshVisitor() });
    expect(sent.status).toBe(200);
    const confirmation = await getDb().selectFrom("outbox").select(["subject", "body_text"]).where("kind", "=", "enquiry-confirmation").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(confirmation.subject).toBe("We have received your enquiry – Kairav Digital");
    expect(confirmation.body_text).toContain("reply to hello@kairav.example");
  });

  it("refuses to publish settings that break a rule, naming each field, and changes nothing", async () => {
    const before = await version();
    const broken = { ...renamed, company: { ...renamed.company, email: "not an address" }, navigation: [{ kind: "link", label: "", to: "https://elsewhere.example" }] };
    const response = await submit({ intent: "publish", version: String(before), document: JSON.stringify(broken) });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Some fields need attention before the settings can be published");
    expect(await version()).toBe(before);
    expect(textOf(await publicText("/blog"))).toContain("TALK TO US");
  });

  it("refuses a save made from a stale copy and keeps what the other person saved", async () => {
    const before = await version();
    const theirs = { ...renamed, company: { ...renamed.company, tagline: "Their tagline" } };
    expect((await submit({ intent: "save", version: String(before), document: JSON.stringify(theirs) })).status).toBe(200);
    const mine = { ...renamed, company: { ...renamed.company, tagline: "My tagline" } };
    const stale = await submit({ intent: "publish", version: String(before), document: JSON.stringify(mine) });
    expect(stale.status).toBe(409);
    const row = await getDb().selectFrom("site_documents").select(["draft", "version"]).where("name", "=", "settings").executeTakeFirstOrThrow();
    expect(JSON.parse(row.draft!).company.tagline).toBe("Their tagline");
    expect(row.version).toBe(before + 1);
    // Discarding their draft leaves what is public.
    expect((await submit({ intent: "discard", version: String(before + 1) })).status).toBe(200);
    expect((await getDb().selectFrom("site_documents").select("draft").where("name", "=", "settings").executeTakeFirstOrThrow()).draft).toBeNull();
  });

  it("restores the seeded revision into the editor, and publishing it brings the old menus back", async () => {
    const list = textOf(await (await fetch(server.url("/admin/settings/revisions"), { headers: { cookie } })).text());
    expect(list).toContain("Differs from the editor in: Company name, Tagline, Contact email, Offices, Top navigation, Footer columns.");
    const seeded = await getDb().selectFrom("site_document_revisions").select("id").where("note", "=", "Seeded").executeTakeFirstOrThrow();
    const before = await version();
    const restore = await fetch(server.url("/admin/settings/revisions"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, revisionId: String(seeded.id), version: String(before) }),
    });
    expect(restore.status).toBe(303);
    expect(restore.headers.get("location")).toBe("/admin/settings");
    const row = await getDb().selectFrom("site_documents").select(["draft", "published"]).where("name", "=", "settings").executeTakeFirstOrThrow();
    expect(JSON.parse(row.draft!)).toEqual(seedSettings);
    expect(JSON.parse(row.published).company.name).toBe("Kairav Digital");

    expect((await submit({ intent: "publish", version: String(before + 1), document: row.draft! })).status).toBe(200);
    const blog = await publicText("/blog");
    expect(textOf(/<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(blog)![0])).toContain("INDUSTRIES");
    expect(blog).toMatch(/<title>[^<]*\| Kairav Technologies<\/title>/);
    const actions = await getDb().selectFrom("audit_log").select("action").where("target", "=", "site:settings").orderBy("id").execute();
    expect(actions.map((entry) => entry.action)).toEqual(["settings.save-draft", "settings.publish", "settings.save-draft", "settings.discard", "settings.restore", "settings.publish"]);
  });

  it("publishes a changed home page on / and keeps the build's copy until then", async () => {
    const before = await version("home");
    const title = "Platforms staff wrote themselves";
    const home = { ...homePage, heroSlides: [{ ...homePage.heroSlides[0]!, title }, ...homePage.heroSlides.slice(1)] };
    expect((await submit({ intent: "save", version: String(before), document: JSON.stringify(home) }, "/admin/home")).status).toBe(200);
    expect(await publicText("/")).not.toContain(title);
    const preview = await (await fetch(server.url("/admin/home/preview"), { headers: { cookie } })).text();
    expect(preview).toContain(title);

    const broken = { ...home, stats: [] };
    const refused = await submit({ intent: "publish", version: String(before + 1), document: JSON.stringify(broken) }, "/admin/home");
    expect(refused.status).toBe(400);
    expect(await publicText("/")).not.toContain(title);

    expect((await submit({ intent: "publish", version: String(before + 1), document: JSON.stringify(home) }, "/admin/home")).status).toBe(200);
    const page = await publicText("/");
    expect(page).toContain(title);
    expect(page).not.toContain(homePage.heroSlides[0]!.title);
    const list = textOf(await (await fetch(server.url("/admin/home/revisions"), { headers: { cookie } })).text());
    expect(list).toContain("Differs from the editor in: Banner slides.");
  });
});
