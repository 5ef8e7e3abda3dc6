import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { sendRaw } from "#tests/helpers/raw-http.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { solveTestCaptcha } from "./solve-test-captcha.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Clients that hold connections: a body that stops flowing, one that trickles a byte now and then,
 * and one address opening many connections. The limits are shortened here (a 1 s window instead
 * of 30 s, 8 connections instead of 256); the rules are the ones production runs.
 */

const BODY_WINDOW_MS = 1_000;

describe("slow and many connections", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let closeDb: () => Promise<void>;
  let port: number;
  let db: Awaited<ReturnType<typeof createTestDatabase>>["db"];

  beforeAll(async () => {
    const handle = await createTestDatabase("sqlite");
    db = handle.db;
    closeDb = handle.close;
    server = await startTestServer(handle.db, { timeouts: { bodyStallMs: BODY_WINDOW_MS } });
    port = Number(new URL(server.url("/")).port);
  });
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });

  /** An enquiry with a real photo of some tens of kilobytes attached. */
  async function enquiryBody(): Promise<Buffer> {
    const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    return multipartBody([
      { name: "name", value: "Slow Line" },
      { name: "email", value: "slow@example.com" },
      { name: "phone", value: "+91-9876543210" },
      { name: "message", value: "Sent over a very slow connection." },
      { name: "website", value: "" },
      { name: "attachment", fileName: "site-photo.jpg", data: photo, contentType: "image/jpeg" },
      { name: "altcha", value: await solveTestCaptcha(server.url("/captcha/challenge")) },
    ]);
  }

  function postHead(path: string, length: number, contentType: string): string {
    return [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", `Content-Type: ${contentType}`, `Content-Length: ${length}`, "Connection: close"].join("\r\n");
  }

  it("ends a body that stops arriving with 408", async () => {
    const body = await enquiryBody();
    const answer = await sendRaw({ port, head: postHead("/api/enquiries", body.length, multipartContentType()), body, plan: { kind: "stall", afterBytes: 600 }, timeoutMs: 10_000 });
    expect(answer.status).toBe(408);
    expect(answer.body.toString()).toMatch(/stopped arriving/);
    expect(answer.ms).toBeLessThan(BODY_WINDOW_MS * 4);
  });

  it("ends a body trickled a byte at a time with 408", async () => {
    const body = Buffer.from("email=a%40b.example&password=" + "x".repeat(200));
    const answer = await sendRaw({
      port,
      head: postHead("/admin/sign-in", body.length, "application/x-www-form-urlencoded"),
      body,
      plan: { kind: "trickle", chunkBytes: 1, delayMs: 200, headFirst: true },
      timeoutMs: 10_000,
    });
    expect(answer.status).toBe(408);
  });

  it("completes an upload that flows slowly but steadily", async () => {
    const before = Number((await db.selectFrom("enquiries").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const body = await enquiryBody();
    // Over three windows, every window bringing well over its minimum.
    const chunkBytes = Math.ceil(body.length / 15);
    const answer = await sendRaw({
      port,
      head: postHead("/api/enquiries", body.length, multipartContentType()),
      body,
      plan: { kind: "trickle", chunkBytes, delayMs: 200, headFirst: true },
      timeoutMs: 15_000,
    });
    expect(answer.ms).toBeGreaterThan(BODY_WINDOW_MS * 2);
    expect(answer.status).toBe(200);
    const after = Number((await db.selectFrom("enquiries").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before + 1);
  });

  it("caps the connections one address may hold open, and frees a place when one closes", async () => {
    // A server of its own: no kept-alive connections of the other tests count against the cap.
    const capped = await startTestServer(db, { maxConnectionsPerAddress: 8 });
    const port = Number(new URL(capped.url("/")).port);
    const held: net.Socket[] = [];
    for (let index = 0; index < 8; index++) {
      const socket = net.connect({ port, host: "127.0.0.1" });
      await new Promise((resolve) => socket.once("connect", resolve));
      held.push(socket);
    }
    const refused = await sendRaw({ port, head: ["GET / HTTP/1.1", "Host: 127.0.0.1", "Connection: close"].join("\r\n"), timeoutMs: 5_000 });
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();

    held.pop()!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const served = await sendRaw({ port, head: ["GET / HTTP/1.1", "Host: 127.0.0.1", "Connection: close"].join("\r\n"), timeoutMs: 5_000 });
    expect(served.status).toBe(200);
    for (const socket of held) socket.destroy();
    await capped.close();
  });
});
