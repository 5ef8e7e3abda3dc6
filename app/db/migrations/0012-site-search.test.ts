import { sql } from "kysely";
import { expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import { getSearchPage } from "#app/features/search/get-search-page.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { siteSearchMigration } from "./0012-site-search.ts";

const NOW = "2026-11-26T10:00:00.000Z";
const thor = seedPages.find((page) => page.slug === "thor-platform")!;
const cloud = seedPages.find((page) => page.slug === "cloud-management")!;
const useCases = thor.sections.find((section) => section.kind === "use-cases")!;
if (useCases.kind !== "use-cases") throw new Error("The Thor page has no use cases");
const modalText = useCases.useCases[0]!.aboutCompany;

describeEachDatabase(
  "the site search migration",
  (getDb) => {
    it("indexes what an existing site shows: published pages, published posts, open jobs, and nothing else", async () => {
      const db = getDb();
      for (const [name, migration] of Object.entries(allMigrations)) {
        if (name >= "0012") break;
        await migration.up(db);
      }
      const page = (family: string, slug: string, published: string | null, draft: string | null) => ({ family, slug, position: 0, published, draft, version: 1, publish_at: null, created_at: NOW, updated_at: NOW, updated_by: null });
      await db
        .insertInto("pages")
        .values([
          page("solutions", "thor-platform", JSON.stringify(thor), null),
          page("services", "cloud-management", null, JSON.stringify({ ...cloud, lead: "A lead about gharials, never published." })),
        ] as never)
        .execute();
      const post = { slug: "", content: "Our **migration** checklist for okapis.", author_name: "Asha Rao", published_on: "2020-11-01", cover: null, excerpt: null, created_at: NOW, updated_at: NOW };
      await db
        .insertInto("posts")
        .values([
          { ...post, title: "Moving okapis", slug: "moving-okapis", status: "published" },
          { ...post, title: "Draft about okapis", slug: "draft-okapis", status: "draft" },
        ] as never)
        .execute();
      const job = { post_title: "", summary: "Run clusters for numbats.", experience: "3+ years", salary: null, openings: 1, location: "Pune, India", availability: "Now", employment_type: "FULL_TIME", date_posted: "2026-11-01", valid_through: "2099-12-31", created_at: NOW, updated_at: NOW };
      const jobs = await db
        .insertInto("jobs")
        .values([
          { ...job, job_title: "Open role", post_title: "Platform Engineer", status: "open" },
          { ...job, job_title: "Closed role", post_title: "Closed Engineer", status: "closed" },
        ] as never)
        .returning(["id", "status"])
        .execute();
      const openJob = jobs.find((row) => row.status === "open")!.id;
      await db.insertInto("job_requirements").values({ job_id: openJob, position: 1, text: "Kubernetes on bare metal" }).execute();

      await siteSearchMigration.up(db);

      const rows = await db.selectFrom("search_documents").select(["kind", "url", "title", "section", "visible_from", "visible_until"]).orderBy("kind").orderBy("url").execute();
      expect(rows).toEqual([
        { kind: "job", url: `/careers?job=${openJob}`, title: "Platform Engineer", section: "Pune, India", visible_from: null, visible_until: "2099-12-31" },
        { kind: "page", url: "/solutions/thor-platform", title: thor.title, section: "Solutions", visible_from: null, visible_until: null },
        { kind: "post", url: expect.stringMatching(/^\/blog\/\d+$/), title: "Moving okapis", section: "Asha Rao", visible_from: "2020-11-01", visible_until: null },
      ]);

      // The full-text index was filled too: a use case's modal text finds its page, and words are stemmed.
      const find = async (q: string) => {
        const found = await getSearchPage(db, new URL(`http://site.test/search?q=${encodeURIComponent(q)}`));
        return found.state === "results" ? found.results.map((result) => result.url) : [];
      };
      expect(await find(modalText)).toEqual(["/solutions/thor-platform"]);
      expect(await find("migrating okapis")).toHaveLength(1);
      expect(await find("kubernetes bare metal")).toEqual([`/careers?job=${openJob}`]);
      expect(await find("gharials")).toEqual([]);
      expect(await find("closed engineer")).toEqual([]);
    });

    it("can be undone, leaving the content as it was", async () => {
      const db = getDb();
      await siteSearchMigration.down!(db);
      await expect(db.selectFrom("search_documents").select("id").execute()).rejects.toThrow();
      if (getDatabaseDialect(db) === "sqlite") {
        expect((await sql<{ name: string }>`select name from sqlite_master where name like 'search%'`.execute(db)).rows).toEqual([]);
      }
      expect(await db.selectFrom("posts").select("title").orderBy("id").execute()).toEqual([{ title: "Moving okapis" }, { title: "Draft about okapis" }]);
      expect(await db.selectFrom("pages").select("slug").orderBy("id").execute()).toEqual([{ slug: "thor-platform" }, { slug: "cloud-management" }]);
    });
  },
  { migrate: false },
);
