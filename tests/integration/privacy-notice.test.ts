import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

// The privacy notice: a page staff edit like the others, served at /privacy, linked from the
// footer and from below each form, and kept out of the main navigation.
describeEachDatabase("the privacy notice", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  const html = async (pathname: string) => {
    const response = await fetch(server.url(pathname));
    expect(response.status, pathname).toBe(200);
    return (await response.text()).replaceAll("<!-- -->", "");
  };

  it("is a seeded page of the database, served at /privacy with the company's address and the retention period", async () => {
    const row = await getDb().selectFrom("pages").select(["family", "slug", "published"]).where("slug", "=", "privacy").executeTakeFirstOrThrow();
    expect(row.family).toBe("aboutus");
    const page = await html("/privacy");
    expect(page).toMatch(/<h1[^>]*>Privacy notice<\/h1>/);
    expect(page).toContain("contact@kairav.example");
    expect(page).toContain("180 days");
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/privacy"');
  });

  it("answers its family address with a permanent redirect to /privacy", async () => {
    const response = await fetch(server.url("/aboutus/privacy"), { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/privacy");
  });

  it("is linked from the footer and below the contact form, never from the main navigation", async () => {
    const home = await html("/aboutus/life-at-kairav");
    const main = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(home)?.[0] ?? "";
    expect(main).toContain("/aboutus/life-at-kairav");
    expect(main).not.toContain('href="/privacy"');
    const company = /<nav aria-label="Footer: Company">[\s\S]*?<\/nav>/.exec(home)?.[0] ?? "";
    expect(company).toMatch(/href="\/privacy"[^>]*>Privacy notice<\/a>/);
    const aboutColumn = /<nav aria-label="Footer: About Us">[\s\S]*?<\/nav>/.exec(home)?.[0] ?? "";
    expect(aboutColumn).not.toContain("/privacy");
    const contact = await html("/contactus");
    expect(contact).toMatch(/We use what you send only to answer you\. <a href="\/privacy"[^>]*>Privacy notice<\/a>/);
  });
});
