import { expect, it } from "vitest";
import { insertApplication, insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { INBOX_PAGE_SIZE, parseInboxFilters } from "./inbox-filters.ts";
import { listSubmissions } from "./list-submissions.server.ts";

const filters = (query: string) => parseInboxFilters(new URLSearchParams(query));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();

describeEachDatabase("searching and filtering the enquiries", (getDb) => {
  it("finds by part of the name or email in any letter case, newest first", async () => {
    const db = getDb();
    await insertEnquiry(db, { name: "Asha Kulkarni", email: "asha@lender.example", createdAt: at(1) });
    await insertEnquiry(db, { name: "Rahul Mehta", email: "RAHUL.MEHTA@Bank.example", createdAt: at(2) });
    await insertEnquiry(db, { name: "Zoë O'Brien", email: "zoe@example.com", createdAt: at(3), status: "handled" });
    await insertEnquiry(db, { name: "Priya 100% Nair", email: "priya_n@example.com", createdAt: at(4) });

    const names = async (query: string) => (await listSubmissions(db, "enquiries", filters(query))).rows.map((row) => row.name);
    expect(await names("")).toEqual(["Priya 100% Nair", "Zoë O'Brien", "Rahul Mehta", "Asha Kulkarni"]);
    expect(await names("q=ASHA")).toEqual(["Asha Kulkarni"]);
    expect(await names("q=rahul.mehta%40bank")).toEqual(["Rahul Mehta"]);
    expect(await names("q=mehta")).toEqual(["Rahul Mehta"]);
    expect(await names("q=zo%C3%AB")).toEqual(["Zoë O'Brien"]);
    expect(await names("q=o'brien")).toEqual(["Zoë O'Brien"]);
    expect(await names("q=example.com")).toEqual(["Priya 100% Nair", "Zoë O'Brien"]);
    expect(await names("q=nobody")).toEqual([]);
  });

  it("searches for % and _ literally, not as wildcards", async () => {
    const db = getDb();
    const names = async (query: string) => (await listSubmissions(db, "enquiries", filters(query))).rows.map((row) => row.name);
    expect(await names("q=%25")).toEqual(["Priya 100% Nair"]);
    expect(await names("q=_")).toEqual(["Priya 100% Nair"]);
    expect(await names("q=a_a")).toEqual([]);
  });

  it("filters by status and combines it with the search", async () => {
    const db = getDb();
    const handled = await listSubmissions(db, "enquiries", filters("status=handled"));
    expect(handled.rows.map((row) => [row.name, row.status])).toEqual([["Zoë O'Brien", "handled"]]);
    expect(handled.total).toBe(1);
    expect((await listSubmissions(db, "enquiries", filters("status=new&q=zo"))).total).toBe(0);
  });
});

describeEachDatabase("paging through the enquiries", (getDb) => {
  it("shows 25 a page with the total, Older and Newer leading to the neighbouring pages", async () => {
    const db = getDb();
    const count = INBOX_PAGE_SIZE * 2 + 3;
    for (let index = 0; index < count; index++) {
      await insertEnquiry(db, { name: `Sender ${index}`, createdAt: at(index), file: index % 10 === 0 ? { name: "a.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-") } : null });
    }
    const first = await listSubmissions(db, "enquiries", filters(""));
    expect(first).toMatchObject({ total: count, newer: null });
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ name: `Sender ${count - 1}`, hasAttachment: false, job: null });
    expect(first.rows.find((row) => row.name === "Sender 50")?.hasAttachment).toBe(true);

    const second = await listSubmissions(db, "enquiries", filters(""), first.older);
    const third = await listSubmissions(db, "enquiries", filters(""), second.older);
    expect(third.rows.map((row) => row.name)).toEqual(["Sender 2", "Sender 1", "Sender 0"]);
    expect(third.older).toBeNull();
    expect((await listSubmissions(db, "enquiries", filters(""), third.newer)).rows).toEqual(second.rows);
    expect((await listSubmissions(db, "enquiries", filters(""), second.newer)).rows).toEqual(first.rows);
  });
});

describeEachDatabase("filtering the applications by job", (getDb) => {
  it("lists only the applications for that job, with the title each applied for", async () => {
    const db = getDb();
    const job = (title: string) =>
      db
        .insertInto("jobs")
        .values({
          job_title: title,
          post_title: `${title}, Pune`,
          summary: "Build things.",
          experience: "3+ years",
          salary: null,
          openings: 1,
          location: "Pune",
          availability: "Immediate",
          employment_type: "FULL_TIME",
          status: "open",
          date_posted: "2026-11-01",
          valid_through: "2026-12-31",
          created_at: at(0),
          updated_at: at(0),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const devops = await job("DevOps Engineer");
    const analyst = await job("BI Analyst");
    await insertApplication(db, { name: "Asha", jobId: devops.id, jobTitle: "DevOps Engineer", createdAt: at(1) });
    await insertApplication(db, { name: "Rahul", jobId: analyst.id, jobTitle: "BI Analyst", createdAt: at(2) });
    await insertApplication(db, { name: "Meera", jobId: null, jobTitle: "Closed role", createdAt: at(3) });

    const forDevops = await listSubmissions(db, "applications", filters(`job=${devops.id}`));
    expect(forDevops.rows.map((row) => [row.name, row.job])).toEqual([["Asha", { id: devops.id, title: "DevOps Engineer" }]]);
    const all = await listSubmissions(db, "applications", filters(""));
    expect(all.rows.map((row) => row.job)).toEqual([
      { id: null, title: "Closed role" },
      { id: analyst.id, title: "BI Analyst" },
      { id: devops.id, title: "DevOps Engineer" },
    ]);
  });
});
