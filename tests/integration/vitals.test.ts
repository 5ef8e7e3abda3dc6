import { afterAll, beforeAll, expect, it } from "vitest";
import { createVitalsQueue } from "#app/features/vitals/create-vitals-queue.server.ts";
import { rateLimitRules } from "#app/lib/rate-limits.server.ts";
import { countVitalsInserts } from "#tests/helpers/count-vitals-inserts.ts";
import { sendRaw } from "#tests/helpers/raw-http.ts";
import { createLogger } from "#server/logger.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

const fullReport = {
  path: "/blog/12",
  metrics: [
    { name: "LCP", value: 1840 },
    { name: "CLS", value: 0.031 },
    { name: "INP", value: 96 },
    { name: "FCP", value: 912 },
    { name: "TTFB", value: 208 },
  ],
};

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) VitalsTestBrowser/1.0";

describeEachDatabase("web-vitals beacons over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let origin: string;
  let visitor = 0;

  beforeAll(async () => {
    // Each test posts from its own address (X-Forwarded-For), so none shares another's budget.
    server = await startTestServer(getDb(), { trustProxy: true });
    origin = new URL(server.url("/")).origin;
  });
  afterAll(async () => {
    await server?.close();
  });

  function newAddress(): string {
    visitor += 1;
    return `198.51.100.${visitor}`;
  }

  function beacon(body: BodyInit, options: { type?: string; origin?: string | null; address?: string; to?: typeof server } = {}) {
    return fetch((options.to ?? server).url("/api/vitals"), {
      method: "POST",
      headers: {
        // What Chrome's sendBeacon sends with a string body.
        "content-type": options.type ?? "text/plain;charset=UTF-8",
        "user-agent": USER_AGENT,
        "x-forwarded-for": options.address ?? newAddress(),
        ...(options.origin === null ? {} : { origin: options.origin ?? (options.to ? new URL(options.to.url("/")).origin : origin) }),
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
  }

  /** Rows stored once the queue has written what it holds. */
  async function rowCount(): Promise<number> {
    await server.vitals.flush();
    const row = await getDb()
      .selectFrom("vitals")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function expectRefused(response: Response, status: number, message: RegExp) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(message);
    expect(text.length).toBeLessThan(100);
  }

  it("answers 204 and stores one row per metric under the route, and nothing personal", async () => {
    const address = "203.0.113.77";
    const response = await beacon(JSON.stringify(fullReport), { address });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");

    await server.vitals.flush();
    const rows = await getDb().selectFrom("vitals").selectAll().orderBy("id").execute();
    expect(rows.map((row) => [row.route, row.name, Number(row.value)])).toEqual(fullReport.metrics.map((metric) => ["/blog/:id", metric.name, metric.value]));
    // The table has no column for an address or a browser, and no value holds either.
    expect(Object.keys(rows[0]!).sort()).toEqual(["created_at", "id", "name", "route", "value"]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain("VitalsTestBrowser");
    expect(Date.now() - Date.parse(rows[0]!.created_at)).toBeLessThan(60_000);
  });

  it("takes a JSON content type and a post without an Origin header as well", async () => {
    const before = await rowCount();
    const json = await beacon(JSON.stringify({ path: "/careers", metrics: [{ name: "TTFB", value: 120 }] }), { type: "application/json" });
    expect(json.status).toBe(204);
    const noOrigin = await beacon(JSON.stringify({ path: "/", metrics: [{ name: "FCP", value: 700 }] }), { origin: null });
    expect(noOrigin.status).toBe(204);
    expect(await rowCount()).toBe(before + 2);
  });

  it("answers 400 with a short message to malformed or invalid reports and stores nothing", async () => {
    const before = await rowCount();
    const refusals: [string, RegExp][] = [
      ["{not json", /Malformed JSON/],
      ['{"path":"/","metrics":[{"name":"LCP","value":NaN}]}', /Malformed JSON/],
      [JSON.stringify({ path: "/", metrics: [{ name: "FID", value: 12 }] }), /Invalid report \(metrics\.0\.name\)/],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: -5 }] }), /Invalid report \(metrics\.0\.value\)/],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: null }] }), /Invalid report \(metrics\.0\.value\)/],
      [JSON.stringify({ path: "/", metrics: [{ name: "INP", value: 1e9 }] }), /Invalid report \(metrics\.0\.value\)/],
      [JSON.stringify({ metrics: fullReport.metrics }), /Invalid report \(path\)/],
      [JSON.stringify({ path: "/" }), /Invalid report \(metrics\)/],
      [JSON.stringify({ path: "/", metrics: [{ name: "LCP" }] }), /Invalid report/],
      [JSON.stringify({ path: "https://evil.example/", metrics: [{ name: "LCP", value: 1 }] }), /Invalid report \(path\)/],
      [JSON.stringify({ ...fullReport, userAgent: USER_AGENT }), /Invalid report/],
      ["", /Malformed JSON/],
    ];
    for (const [body, message] of refusals) await expectRefused(await beacon(body), 400, message);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a body over 4 KB, whether its length is declared or not", async () => {
    const before = await rowCount();
    const padded = JSON.stringify(fullReport).replace("{", `{${" ".repeat(4 * 1024)}`);
    expect(JSON.parse(padded)).toEqual(fullReport);
    await expectRefused(await beacon(padded), 400, /too large/);

    const bytes = new TextEncoder().encode(padded);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 1024) controller.enqueue(bytes.slice(offset, offset + 1024));
        controller.close();
      },
    });
    await expectRefused(await beacon(streamed), 400, /too large/);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a report posted from another site with 403", async () => {
    const before = await rowCount();
    await expectRefused(await beacon(JSON.stringify(fullReport), { origin: "https://evil.example" }), 403, /other sites/);
    await expectRefused(await beacon(JSON.stringify(fullReport), { origin: "null" }), 403, /other sites/);
    expect(await rowCount()).toBe(before);
  });

  it("refuses other content types and methods", async () => {
    await expectRefused(await beacon("path=/", { type: "application/x-www-form-urlencoded" }), 415, /JSON/);
    const get = await fetch(server.url("/api/vitals"));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it(`allows ${rateLimitRules.vitals.points} reports a minute from one address, then answers 429`, async () => {
    const address = newAddress();
    const body = JSON.stringify({ path: "/", metrics: [{ name: "TTFB", value: 90 }] });
    for (let sent = 0; sent < rateLimitRules.vitals.points; sent += 1) expect((await beacon(body, { address })).status).toBe(204);
    const refused = await beacon(body, { address });
    await expectRefused(refused, 429, /Too many/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await beacon(body)).status).toBe(204);
  });

  it("stores a burst of beacons with a few multi-row inserts, not one per report", async () => {
    const { plugin, inserts } = countVitalsInserts();
    const burst = await startTestServer(getDb().withPlugin(plugin), { trustProxy: true });
    try {
      const before = await rowCount();
      const reports = 400;
      for (let sent = 0; sent < reports; sent += 100) {
        const answers = await Promise.all(Array.from({ length: 100 }, () => beacon(JSON.stringify(fullReport), { to: burst })));
        expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(204));
      }
      await burst.vitals.flush();
      expect(await rowCount()).toBe(before + reports * fullReport.metrics.length);
      expect(inserts.reduce((sum, rows) => sum + rows, 0)).toBe(reports * fullReport.metrics.length);
      expect(inserts.length).toBeLessThanOrEqual(10);
    } finally {
      await burst.close();
    }
  });

  it("answers 503 to a report the full queue cannot take, and stores the ones it took", async () => {
    const small = createVitalsQueue({ db: getDb(), flushIntervalMs: 60_000, maxRows: fullReport.metrics.length });
    const full = await startTestServer(getDb(), { trustProxy: true, vitals: small });
    try {
      const before = await rowCount();
      expect((await beacon(JSON.stringify(fullReport), { to: full })).status).toBe(204);
      const refused = await beacon(JSON.stringify(fullReport), { to: full });
      await expectRefused(refused, 503, /not recorded/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await small.flush();
      expect(await rowCount()).toBe(before + fullReport.metrics.length);
    } finally {
      await full.close();
    }
  });

  it("ends a beacon whose body stops arriving with 408, as any other request", async () => {
    const slow = await startTestServer(getDb(), { timeouts: { bodyStallMs: 500 } });
    try {
      const body = Buffer.from(JSON.stringify(fullReport));
      const head = ["POST /api/vitals HTTP/1.1", "Host: 127.0.0.1", "Content-Type: text/plain;charset=UTF-8", `Content-Length: ${body.length}`, "Connection: close"].join("\r\n");
      // The head and 20 bytes of the body, then nothing.
      const answer = await sendRaw({ port: Number(new URL(slow.url("/")).port), head, body, plan: { kind: "stall", afterBytes: head.length + 4 + 20 }, timeoutMs: 10_000 });
      expect(answer.status).toBe(408);
      expect(answer.body.toString()).toMatch(/stopped arriving/);
    } finally {
      await slow.close();
    }
  });

  it("leaves beacons out of the request log, which pages still reach", async () => {
    const lines: string[] = [];
    const logged = await startTestServer(getDb(), { trustProxy: true, logger: createLogger("info", { write: (line: string) => void lines.push(line) }) });
    try {
      expect((await beacon(JSON.stringify(fullReport), { to: logged })).status).toBe(204);
      expect((await fetch(logged.url("/blog"))).status).toBe(200);
      const paths = lines.map((line) => JSON.parse(line) as { msg: string; path?: string }).filter((entry) => entry.msg === "request").map((entry) => entry.path);
      expect(paths).toContain("/blog");
      expect(paths).not.toContain("/api/vitals");
    } finally {
      await logged.close();
    }
  });

  it("writes the beacons still queued when the server closes", async () => {
    const queue = createVitalsQueue({ db: getDb(), flushIntervalMs: 60_000 });
    const closing = await startTestServer(getDb(), { trustProxy: true, vitals: queue });
    const before = await rowCount();
    for (let sent = 0; sent < 3; sent += 1) expect((await beacon(JSON.stringify(fullReport), { to: closing })).status).toBe(204);
    await closing.close();
    expect(await rowCount()).toBe(before + 3 * fullReport.metrics.length);
  });
});
