import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseEnv } from "#app/config/env.server.ts";

/** How long a shared preview link works. */
export const PREVIEW_LINK_DAYS = 7;

let processKey: Buffer | undefined;

// Keyed from SESSION_SECRET so a link made on one instance opens on every other; without it (one
// instance), a key per process: a restart ends the links made before it.
function signingKey(): Buffer {
  const secret = parseEnv().SESSION_SECRET;
  if (secret) return createHmac("sha256", secret).update("page preview link").digest();
  return (processKey ??= randomBytes(32));
}

function sign(payload: string): Buffer {
  return createHmac("sha256", signingKey()).update(payload).digest();
}

/** A token naming the page and when it stops working, signed so that nobody can make one or change it. */
export function createPreviewToken(pageId: number, now = new Date()): string {
  const expires = now.getTime() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;
  const payload = `${pageId}.${expires}`;
  return `${payload}.${sign(payload).toString("base64url")}`;
}

export type PreviewTokenCheck = { ok: true; pageId: number } | { ok: false; reason: "invalid" | "expired" };

/** The page a token names, if it is genuine and has not expired. */
export function readPreviewToken(token: string, now = new Date()): PreviewTokenCheck {
  const match = /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, pageId, expires, signature] = match as unknown as [string, string, string, string];
  const expected = sign(`${pageId}.${expires}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (Number(expires) <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, pageId: Number(pageId) };
}
