import { createServer } from "node:net";
import { seedSettings } from "#app/content/seed-settings.ts";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { saveEnquiry } from "#app/features/contact/save-enquiry.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestSmtpServer } from "#tests/helpers/test-smtp-server.ts";
import { createMailTransport } from "./create-mail-transport.server.ts";
import { createOutboxSender, type OutboxSender } from "./outbox-sender.server.ts";
import { queueMail } from "./queue-mail.server.ts";

const FROM = "Kairav Technologies <no-reply@kairav.example>";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachDatabase("outbox delivery over SMTP", (getDb, { dialect }) => {
  const senders: OutboxSender[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    // Every test starts from an empty outbox.
    await getDb().deleteFrom("outbox").execute();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop(100)));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  function sender(smtpUrl: string, overrides: Partial<Parameters<typeof createOutboxSender>[0]> = {}) {
    const created = createOutboxSender({ db: getDb(), transport: createMailTransport(smtpUrl), from: FROM, pollIntervalMs: 20, retryBaseMs: 30, retryMaxMs: 200, ...overrides });
    senders.push(created);
    return created;
  }

  async function queue(count: number, prefix = "Mail") {
    const now = new Date().toISOString();
    await getDb()
      .transaction()
      .execute((trx) =>
        queueMail(
          trx,
          Array.from({ length: count }, (_, index) => ({ kind: "test", to: `person${index}@example.com`, subject: `${prefix} ${index}`, text: `Body ${index}` })),
          now,
        ),
      );
  }

  async function statuses() {
    return getDb().selectFrom("outbox").select(["subject", "status", "attempts", "last_error", "sent_at"]).orderBy("id").execute();
  }

  it("sends an enquiry's notification to the inbox and its confirmation to the visitor", async () => {
    const smtp = await startTestSmtpServer();
    closers.push(smtp.close);
    await saveEnquiry(getDb(), {
      enquiry: { name: "Zoë O'Brien", email: "zoe@example.com", phone: "9876543210", message: "Please call me about a KYC project.", attachment: undefined },
      file: null,
      clientAddress: "203.0.113.7",
      notifyTo: "sales@kairav.example",
      company: seedSettings.company,
    });
    const result = await sender(smtp.url).sendDue();
    expect(result).toEqual({ sent: 2, retried: 0, failed: 0 });
    const [notification, confirmation] = smtp.received;
    expect(notification?.to).toEqual(["sales@kairav.example"]);
    expect(notification?.from).toBe("no-reply@kairav.example");
    expect(notification?.subject).toMatch(/^New enquiry #\d+ from Zoë O'Brien$/);
    expect(notification?.raw).toContain("KYC project");
    expect(confirmation?.to).toEqual(["zoe@example.com"]);
    expect(confirmation?.subject).toBe("We have received your enquiry – Kairav Technologies");
    // The confirmation never repeats what the visitor wrote.
    expect(confirmation?.raw).not.toContain("KYC project");
    expect((await statuses()).every((row) => row.status === "sent" && row.sent_at && row.attempts === 1)).toBe(true);
  });

  it("retries with backoff through a flaky server and delivers every mail exactly once", async () => {
    const smtp = await startTestSmtpServer({ failNext: 4 });
    closers.push(smtp.close);
    await queue(6);
    sender(smtp.url).start();
    await waitFor(async () => (await statuses()).every((row) => row.status === "sent"));
    expect(smtp.refused()).toBe(4);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(Array.from({ length: 6 }, (_, index) => `Mail ${index}`).sort());
    const rows = await statuses();
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(rows.every((row) => row.last_error === null)).toBe(true);
  });

  it("keeps mails while the mail server is down and sends them when it comes back", async () => {
    const port = await freePort();
    await queue(3, "Waiting");
    const running = sender(`smtp://127.0.0.1:${port}`);
    running.start();
    await waitFor(async () => (await statuses()).every((row) => row.attempts >= 2));
    const waiting = await statuses();
    expect(waiting.every((row) => row.status === "queued" && row.last_error)).toBe(true);

    const smtp = await startTestSmtpServer({ port });
    closers.push(smtp.close);
    await waitFor(async () => (await statuses()).every((row) => row.status === "sent"));
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(["Waiting 0", "Waiting 1", "Waiting 2"]);
  });

  it("gives up after the last attempt and leaves the mail marked failed", async () => {
    const smtp = await startTestSmtpServer({ failNext: 100 });
    closers.push(smtp.close);
    await queue(1, "Doomed");
    sender(smtp.url, { maxAttempts: 3, retryBaseMs: 5 }).start();
    await waitFor(async () => (await statuses())[0]?.status === "failed");
    const [row] = await statuses();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row?.last_error).toContain("Temporary local problem");
    expect(smtp.received).toHaveLength(0);
  });

  it(`lets several instances poll together and still sends each mail once (${dialect})`, async () => {
    const smtp = await startTestSmtpServer();
    closers.push(smtp.close);
    await queue(40, "Shared");
    for (let index = 0; index < 3; index += 1) sender(smtp.url, { batchSize: 5, pollIntervalMs: 5 }).start();
    await waitFor(async () => (await statuses()).every((row) => row.status === "sent"));
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
  });

  it("stops cleanly: no new round starts and claimed mails are handed back", async () => {
    const smtp = await startTestSmtpServer();
    closers.push(smtp.close);
    const running = sender(smtp.url, { pollIntervalMs: 60_000 });
    running.start();
    await running.stop();
    await queue(2, "After stop");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(0);
    expect((await statuses()).every((row) => row.status === "queued" && row.attempts === 0)).toBe(true);
  });
});
