import { randomBytes } from "node:crypto";
import { Redis, type RedisOptions } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { contentVersion } from "./content-version.server.ts";
import { shareContentVersions, type SharedContentVersions } from "./share-content-versions.server.ts";
import { startTcpProxy } from "#tests/helpers/tcp-proxy.ts";

describe("content versions without Redis", () => {
  it("moves at once on this instance's own writes, per area and per database", async () => {
    const first = createDatabase({ sqlitePath: ":memory:" });
    const second = createDatabase({ sqlitePath: ":memory:" });
    try {
      const before = contentVersion(first.db, "blog").current();
      contentVersion(first.db, "blog").bump();
      expect(contentVersion(first.db, "blog").current()).toBe(before + 1);
      expect(contentVersion(first.db, "careers").current()).toBe(0);
      expect(contentVersion(second.db, "blog").current()).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Redis tests skipped: TEST_REDIS_URL is not set");

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the condition");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.skipIf(!redisUrl)("content versions shared through Redis", () => {
  const prefix = `test-cv-${process.pid}-${randomBytes(4).toString("hex")}`;
  const handles: DatabaseHandle[] = [];
  const clients: Redis[] = [];
  const shared: SharedContentVersions[] = [];

  /** One more instance: its own database handle, Redis connection and subscription. */
  async function instance(url = redisUrl!, redisOptions: RedisOptions = {}) {
    const handle = createDatabase({ sqlitePath: ":memory:" });
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, ...redisOptions });
    redis.on("error", () => {});
    handles.push(handle);
    clients.push(redis);
    const versions = shareContentVersions({ db: handle.db, redis, keyPrefix: prefix });
    shared.push(versions);
    return { db: handle.db, redis, versions };
  }

  afterAll(async () => {
    for (const versions of shared) await versions.close();
    const cleaner = new Redis(redisUrl!);
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    for (const client of clients) client.disconnect();
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it("moves another instance's version when one instance writes, and its own at once", async () => {
    const a = await instance();
    const b = await instance();
    await Promise.all([a.versions.ready(), b.versions.ready()]);
    await waitFor(() => a.redis.status === "ready");

    const blogOnB = contentVersion(b.db, "blog").current();
    const careersOnB = contentVersion(b.db, "careers").current();
    const blogOnA = contentVersion(a.db, "blog").current();
    contentVersion(a.db, "blog").bump();
    expect(contentVersion(a.db, "blog").current()).toBe(blogOnA + 1);
    await waitFor(() => contentVersion(b.db, "blog").current() !== blogOnB);
    expect(contentVersion(b.db, "careers").current()).toBe(careersOnB);
    // The writer's own announcement does not move it a second time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(contentVersion(a.db, "blog").current()).toBe(blogOnA + 1);
    expect(Number(await a.redis.get(`${prefix}:content-version:blog`))).toBeGreaterThanOrEqual(1);
  });

  it("makes an instance whose subscription broke drop what it cached once it is back", async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const a = await instance();
      const url = new URL(redisUrl!);
      url.host = `127.0.0.1:${proxy.port}`;
      // B reaches Redis through the proxy and retries quickly, as a test can afford.
      const b = await instance(url.toString(), { retryStrategy: () => 50 });
      await Promise.all([a.versions.ready(), b.versions.ready()]);
      await waitFor(() => a.redis.status === "ready" && b.redis.status === "ready");
      await new Promise((resolve) => setTimeout(resolve, 50));

      await proxy.cut();
      const before = contentVersion(b.db, "careers").current();
      contentVersion(a.db, "careers").bump();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(contentVersion(b.db, "careers").current()).toBe(before);
      await proxy.restore();
      await waitFor(() => contentVersion(b.db, "careers").current() !== before, 5_000);

      // Subscribed again: a later write on A reaches B.
      const blogOnB = contentVersion(b.db, "blog").current();
      contentVersion(a.db, "blog").bump();
      await waitFor(() => contentVersion(b.db, "blog").current() !== blogOnB, 5_000);
    } finally {
      await proxy.close();
    }
  });

  it("announces a write made while Redis was unreachable once it answers again", async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const url = new URL(redisUrl!);
      url.host = `127.0.0.1:${proxy.port}`;
      const a = await instance(url.toString(), { retryStrategy: () => 50 });
      const b = await instance();
      await Promise.all([a.versions.ready(), b.versions.ready()]);
      await waitFor(() => a.redis.status === "ready" && b.redis.status === "ready");

      await proxy.cut();
      await waitFor(() => a.redis.status !== "ready");
      const before = contentVersion(b.db, "blog").current();
      const own = contentVersion(a.db, "blog").current();
      expect(() => contentVersion(a.db, "blog").bump()).not.toThrow();
      expect(contentVersion(a.db, "blog").current()).toBe(own + 1);
      await proxy.restore();
      await waitFor(() => contentVersion(b.db, "blog").current() !== before, 5_000);
    } finally {
      await proxy.close();
    }
  });

  it("keeps working on local counts when Redis cannot be reached", async () => {
    const offline = await instance("redis://127.0.0.1:1", { lazyConnect: true, retryStrategy: () => null });
    const before = contentVersion(offline.db, "blog").current();
    expect(() => contentVersion(offline.db, "blog").bump()).not.toThrow();
    expect(contentVersion(offline.db, "blog").current()).toBe(before + 1);
  });
});
