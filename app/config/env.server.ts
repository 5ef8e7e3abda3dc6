import { z } from "zod";
import { DEFAULT_INBOX_RETENTION_DAYS } from "./inbox-retention.ts";
import { DEFAULT_PAGE_CACHE_MAX_BYTES, MIN_PAGE_CACHE_MAX_BYTES } from "./page-cache-max-bytes.ts";
import { DEFAULT_SITE_URL, readSiteOrigin, SITE_URL_MESSAGE } from "./site-url.ts";
import { DEFAULT_VITALS_SAMPLE_RATE, isVitalsSampleRate, VITALS_SAMPLE_RATE_MESSAGE } from "./vitals-sample-rate.ts";

const booleanFlag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

// Every setting the server reads. A variable is required only where it applies.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // The public origin of every absolute address the site writes (site-url.ts); kept as the origin alone.
  SITE_URL: z
    .string()
    .refine((value) => readSiteOrigin(value) !== null, SITE_URL_MESSAGE)
    .transform((value) => readSiteOrigin(value)!)
    .default(DEFAULT_SITE_URL),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)")
    .optional(),
  SQLITE_PATH: z.string().min(1).default("./data/site.db"),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL").optional(),
  // Starts every Redis key and channel of this site, so several sites (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, "REDIS_KEY_PREFIX must be 1-40 letters, digits, '_', '.' or '-'").default("kairav"),
  ALTCHA_HMAC_KEY: z.string().min(32, "ALTCHA_HMAC_KEY must be at least 32 characters (a random secret)").optional(),
  // Keys the stored hash of staff session tokens (sessions.server.ts); every instance must share it.
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters (a random secret)").optional(),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(20_000),
  TRUST_PROXY: booleanFlag,
  // Open connections one client address may hold at once (a browser opens up to six, so this lets
  // a whole office behind one NAT address browse). Not applied with TRUST_PROXY: then every
  // connection comes from the proxy, which caps per visitor itself (deploy/nginx.conf).
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(8).max(100_000).default(256),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587").optional(),
  MAIL_FROM: z.string().min(3).default("Kairav Technologies <no-reply@kairav.example>"),
  NOTIFY_TO: z.email({ error: "NOTIFY_TO must be one email address (the inbox that receives enquiries and applications)" }).optional(),
  ATTACHMENT_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),
  CV_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
  // Visitors' messages and files are personal data: kept only as long as staff need them.
  INBOX_RETENTION_DAYS: z.coerce.number().int().min(1, "INBOX_RETENTION_DAYS must be at least 1 (days after an item is marked handled)").max(36_500).default(DEFAULT_INBOX_RETENTION_DAYS),
  // Memory for rendered pages kept to be served again (page-cache-max-bytes.ts).
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(MIN_PAGE_CACHE_MAX_BYTES, "PAGE_CACHE_MAX_BYTES must be at least 1048576 (1 MB)").default(DEFAULT_PAGE_CACHE_MAX_BYTES),
  // Read again where pages are rendered (vitals-sample-rate.ts); checked here so a bad value stops the start.
  VITALS_SAMPLE_RATE: z.coerce.number({ error: VITALS_SAMPLE_RATE_MESSAGE }).refine(isVitalsSampleRate, VITALS_SAMPLE_RATE_MESSAGE).default(DEFAULT_VITALS_SAMPLE_RATE),
  // Scheduled backups into BACKUP_DIR (ADR 027); off unless BACKUP_DIR is set. The other three need it.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: "BACKUP_INTERVAL_HOURS must be a number of hours, such as 24 or 0.5" })
    .min(0.25, "BACKUP_INTERVAL_HOURS must be at least 0.25 (a backup every 15 minutes)")
    .max(24 * 366, "BACKUP_INTERVAL_HOURS must be at most 8784 (a year)")
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: "BACKUP_KEEP must be a whole number of backups to keep, such as 7" })
    .int("BACKUP_KEEP must be a whole number of backups to keep, such as 7")
    .min(1, "BACKUP_KEEP must be at least 1 (the newest backup is always kept)")
    .max(10_000, "BACKUP_KEEP must be at most 10000")
    .optional(),
  BACKUP_PASSPHRASE: z.string().min(12, "BACKUP_PASSPHRASE must be at least 12 characters (it encrypts every backup)").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Seeds one staff user at start when both are set (browser tests, a first deployment); no default account.
  ADMIN_BOOTSTRAP_EMAIL: z.email({ error: "ADMIN_BOOTSTRAP_EMAIL must be an email address" }).optional(),
  ADMIN_BOOTSTRAP_PASSWORD: z.string().min(12, "ADMIN_BOOTSTRAP_PASSWORD must be at least 12 characters").optional(),
});

export type Env = z.infer<typeof envSchema>;

// Several instances must share the captcha signing key and the session secret, or a challenge
// or a staff session made by one would fail on another: with PostgreSQL (the multi-instance
// setup) both are required.
const crossFieldRules = envSchema.superRefine((env, context) => {
  if (env.DATABASE_URL && !env.ALTCHA_HMAC_KEY) {
    context.addIssue({ code: "custom", path: ["ALTCHA_HMAC_KEY"], message: "ALTCHA_HMAC_KEY is required when DATABASE_URL is set (every instance must share it)" });
  }
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    context.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required when DATABASE_URL is set (every instance must share it)" });
  }
  for (const name of ["BACKUP_INTERVAL_HOURS", "BACKUP_KEEP", "BACKUP_PASSPHRASE"] as const) {
    if (env[name] !== undefined && !env.BACKUP_DIR) {
      context.addIssue({ code: "custom", path: [name], message: `${name} has no effect without BACKUP_DIR (the directory scheduled backups are written to)` });
    }
  }
  if (Boolean(env.ADMIN_BOOTSTRAP_EMAIL) !== Boolean(env.ADMIN_BOOTSTRAP_PASSWORD)) {
    context.addIssue({ code: "custom", path: ["ADMIN_BOOTSTRAP_PASSWORD"], message: "ADMIN_BOOTSTRAP_EMAIL and ADMIN_BOOTSTRAP_PASSWORD must be set together (or neither)" });
  }
});

/** Parses the environment, or throws one error that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = crossFieldRules.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${lines.join("\n")}`);
}
