import net from "node:net";
import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { EXPORT_BATCH_SIZE, exportSubmissionsCsv } from "#app/features/admin/inbox/export-submissions-csv.server.ts";
import { parseInboxFilters } from "#app/features/admin/inbox/inbox-filters.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * The inbox export is streamed: a few thousand enquiries leave as a chunked response written a
 * batch at a time, with the same header, filters and formula guard as the whole file had.
 */

const ENQUIRIES = 3000;
const HANDLED = 40;
const HOSTILE_NAME = "=cmd|' /C calc'!A0";
const HEADER = '"ID","Received (UTC)","Status","Handled (UTC)","Name","Email","Phone","Message","Client address","Attachment","Attachment size (bytes)"';
const staff = { email: "export@kairav.example", password: "a long enough secret" };

/** A GET answered over a bare socket: the head, and the body as the chunks of its chunked encoding. */
function getChunked(port: number, path: string, cookie: string): Promise<{ head: string; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    });
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", reject);
    socket.on("close", () => {
      const data = Buffer.concat(received);
      const headEnd = data.indexOf("\r\n\r\n");
      const head = data.subarray(0, headEnd).toString("latin1");
      const chunks: Buffer[] = [];
      let offset = headEnd + 4;
      for (;;) {
        const lineEnd = data.indexOf("\r\n", offset);
        const size = Number.parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
        if (lineEnd === -1 || !Number.isFinite(size) || size === 0) break;
        chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
      }
      resolve({ head, chunks });
    });
  });
}

/** The file's records as a spreadsheet reads them, the header first. */
function records(csv: string): string[][] {
  return parse(csv.replace(/^\uFEFF/, ""), { relax_column_count: true });
}

describeEachDatabase("streamed CSV export of the inbox", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let port: number;

  beforeAll(async () => {
    const db = getDb();
    await createStaffUser(db, staff);
    // One statement for all of them; the first few are handled, the last one's name is a formula.
    await sql`
      with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${sql.lit(ENQUIRIES)})
      insert into enquiries (name, email, phone, message, client_address, attachment_id, status, created_at, handled_at)
      select
        case when n = ${sql.lit(ENQUIRIES)} then ${HOSTILE_NAME} else 'Visitor ' || n end,
        'visitor' || n || '@example.com',
        '+91-9876543210',
        'We would like a quote for project ' || n || '.',
        '203.0.113.7',
        null,
        case when n <= ${sql.lit(HANDLED)} then 'handled' else 'new' end,
        '2026-11-20T10:00:00.000Z',
        case when n <= ${sql.lit(HANDLED)} then '2026-11-21T10:00:00.000Z' else null end
      from seq
    `.execute(db);
    server = await startTestServer(db);
    port = Number(new URL(server.url("/")).port);
    ({ cookie } = await signInStaff(server, staff));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("streams every row as a chunked body of several chunks, header first and formulas defused", async () => {
    const { head, chunks } = await getChunked(port, "/admin/enquiries.csv", cookie);
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/^transfer-encoding: chunked$/im);
    expect(head).not.toMatch(/^content-length:/im);
    expect(head).toMatch(/^content-disposition: attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/im);
    expect(head).toMatch(/^cache-control: no-store$/im);
    // The header, then one chunk per batch of rows.
    expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(ENQUIRIES / EXPORT_BATCH_SIZE));

    const csv = Buffer.concat(chunks).toString("utf8");
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const rows = records(csv);
    expect(rows).toHaveLength(ENQUIRIES + 1);
    // Newest first: equal times, so the highest id leads, and it is the hostile one.
    expect(rows[1]![4]).toBe(`'${HOSTILE_NAME}`);
    expect(csv).toContain(`,"'${HOSTILE_NAME.replaceAll('"', '""')}",`);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(ENQUIRIES);
  });

  it("sends the same file compressed, and keeps the list's filters", async () => {
    const compressed = await fetch(server.url("/admin/enquiries.csv"), { headers: { cookie, "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(records(await compressed.text())).toHaveLength(ENQUIRIES + 1);

    const handled = records(await (await fetch(server.url("/admin/enquiries.csv?status=handled"), { headers: { cookie } })).text());
    expect(handled).toHaveLength(HANDLED + 1);
    expect(handled.slice(1).every((row) => row[2] === "handled")).toBe(true);

    const one = records(await (await fetch(server.url("/admin/enquiries.csv?q=VISITOR1234%40"), { headers: { cookie } })).text());
    expect(one.slice(1).map((row) => row[5])).toEqual(["visitor1234@example.com"]);
  });

  it("records how many rows each export holds before sending it", async () => {
    const targets = await getDb().selectFrom("audit_log").select("target").where("action", "=", "enquiry.export").orderBy("id").execute();
    expect(targets.map((row) => row.target)).toEqual([`${ENQUIRIES} enquiries`, `${ENQUIRIES} enquiries`, `${HANDLED} enquiries`, "1 enquiries"]);
  });

  it("reads the rows a batch at a time, as the stream is read", async () => {
    const db = getDb();
    const staffId = (await db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow()).id;
    const { stream, count } = await exportSubmissionsCsv(db, { table: "enquiries", filters: parseInboxFilters(new URLSearchParams()), userId: staffId });
    expect(count).toBe(ENQUIRIES);
    const sizes: number[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) sizes.push(Buffer.from(chunk).toString("utf8").split("\r\n").length - 1);
    expect(sizes).toEqual([1, ...Array.from({ length: ENQUIRIES / EXPORT_BATCH_SIZE }, () => EXPORT_BATCH_SIZE)]);
  });
});
