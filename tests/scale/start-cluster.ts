import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { startTcpProxy, type TcpProxy } from "#tests/helpers/tcp-proxy.ts";
import { startTestSmtpServer } from "#tests/helpers/test-smtp-server.ts";
import { NGINX_PATH, startNginx } from "./start-nginx.ts";
import { freePort } from "../../scripts/lib/free-port.ts";

/*
 * Two real server processes (the production build, started the way `npm run serve` starts it) on
 * one fresh PostgreSQL database and one Redis key prefix, with nginx in front, an SMTP sink for
 * the outbox, and a cuttable TCP proxy between the instances and each of PostgreSQL and Redis.
 */

const root = path.resolve(import.meta.dirname, "../..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");

export const STAFF = { email: "scale-staff@kairav.example", password: "scale staff password 2026" };
export const NOTIFY_TO = "inbox@kairav.example";

/** Why the cluster cannot run here, or null when it can. */
export function missingPrerequisite(): string | null {
  if (!process.env.TEST_DATABASE_URL?.trim()) return "TEST_DATABASE_URL is not set";
  if (!process.env.TEST_REDIS_URL?.trim()) return "TEST_REDIS_URL is not set";
  if (!existsSync(NGINX_PATH)) return `nginx is missing at ${NGINX_PATH}`;
  return null;
}


async function runAdminStatement(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type Instance = {
  name: string;
  port: number;
  url(pathname: string): string;
  /** Everything the process printed (JSON log lines). */
  output(): string;
  alive(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
};

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  // One process running the compiled server, as `npm run serve` does: a signal reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.js"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), BUILD_DIR: buildDirectory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    name,
    port,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

async function waitUntilReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!instance.alive()) throw new Error(`instance ${instance.name} exited during start:\n${instance.output()}`);
    try {
      if ((await fetch(instance.url("/readyz"))).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`instance ${instance.name} did not become ready:\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster() {
  const serverEntry = path.join(buildDirectory, "runtime/main.js");
  if (!existsSync(serverEntry)) throw new Error(`No build found at ${serverEntry}: run \`npm run build\` before these tests (npm test does).`);
  const baseUrl = process.env.TEST_DATABASE_URL!.trim();
  const redisUrl = process.env.TEST_REDIS_URL!.trim();
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  // A database of its own (not a schema): the instances reach it through the proxy by URL alone.
  const databaseName = `kairav_scale_${suffix}`;
  const keyPrefix = `kairav-scale-${suffix}`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };

  try {
    await runAdminStatement(baseUrl, `create database ${databaseName}`);
    cleanups.push(() => runAdminStatement(baseUrl, `drop database if exists ${databaseName} with (force)`));
    const directUrl = new URL(baseUrl);
    directUrl.pathname = `/${databaseName}`;

    const postgresTarget = new URL(baseUrl);
    const postgresProxy: TcpProxy = await startTcpProxy({ host: postgresTarget.hostname, port: Number(postgresTarget.port || 5432) });
    cleanups.push(() => postgresProxy.close());
    const proxiedDatabaseUrl = new URL(directUrl);
    proxiedDatabaseUrl.host = `127.0.0.1:${postgresProxy.port}`;

    const redisTarget = new URL(redisUrl);
    const redisProxy: TcpProxy = await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    cleanups.push(() => redisProxy.close());
    const proxiedRedisUrl = new URL(redisUrl);
    proxiedRedisUrl.host = `127.0.0.1:${redisProxy.port}`;
    const redis = new Redis(redisUrl);
    cleanups.push(async () => {
      // Everything this cluster wrote to Redis starts with its prefix.
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${keyPrefix}:*`, "COUNT", 500);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== "0");
      redis.disconnect();
    });

    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());

    const nginxPort = await freePort();
    const ports = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${nginxPort}`,
      DATABASE_URL: proxiedDatabaseUrl.toString(),
      REDIS_URL: proxiedRedisUrl.toString(),
      REDIS_KEY_PREFIX: keyPrefix,
      ALTCHA_HMAC_KEY: "scale-test-captcha-key-0123456789abcdef",
      SESSION_SECRET: "scale-test-session-secret-0123456789abcdef",
      CAPTCHA_MAX_COUNTER: "4",
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      NOTIFY_TO,
      ADMIN_BOOTSTRAP_EMAIL: STAFF.email,
      ADMIN_BOOTSTRAP_PASSWORD: STAFF.password,
      LOG_LEVEL: "warn",
    };
    // Started together, as a deployment starts its replicas: they race to migrate, seed and
    // create the staff user on the empty database.
    const instances = [startInstance("A", ports[0]!, env), startInstance("B", ports[1]!, env)] as const;
    cleanups.push(() => Promise.all(instances.map((instance) => instance.kill("SIGKILL"))));
    await Promise.all(instances.map((instance) => waitUntilReady(instance)));

    const nginx = await startNginx(nginxPort, ports);
    cleanups.push(() => nginx.stop());

    // The test's own view of the database, not through the proxy.
    const database: DatabaseHandle = createDatabase({ databaseUrl: directUrl.toString(), sqlitePath: ":memory:", postgresPoolSize: 2 });
    cleanups.push(() => database.close());

    return {
      instances,
      nginx,
      /** Through nginx, as a visitor reaches the site. */
      url: nginx.url,
      db: database.db as Kysely<Database>,
      postgresProxy,
      redisProxy,
      smtp,
      keyPrefix,
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
