import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseEnv } from "#app/config/env.server.ts";
import { isHttpsRequest } from "#app/lib/http/is-https-request.server.ts";
import { readCookie } from "./session-cookie.server.ts";

/*
 * The "device cookie" of OWASP's answer to lockout abuse: a browser that signed in to an account
 * successfully gets a signed cookie naming a random device id, bound to that account. Sign-in
 * attempts from such a browser spend that device's own budget instead of the account's budget for
 * unknown browsers, so someone guessing an account's password from elsewhere cannot lock its
 * owner out. The cookie holds no email: its signature covers the id and the account together.
 */

const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

// Keyed from SESSION_SECRET so every instance accepts every instance's cookies; without it (one
// instance on SQLite) a key per process: a restart only makes browsers unknown again.
let processKey: Buffer | undefined;
function signingKey(): Buffer {
  const secret = parseEnv().SESSION_SECRET;
  if (secret) return createHmac("sha256", secret).update("staff device cookie").digest();
  return (processKey ??= randomBytes(32));
}

function sign(deviceId: string, account: string): string {
  return createHmac("sha256", signingKey()).update(`${deviceId}\n${account.toLowerCase()}`).digest("base64url");
}

function cookieName(request: Request): string {
  return isHttpsRequest(request) ? "__Host-kairav_device" : "kairav_device";
}

/** The device id of this browser when it signed in to `account` before, else undefined. */
export function readTrustedDevice(request: Request, account: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(readCookie(request, cookieName(request)) ?? "");
  if (!match) return undefined;
  const [, deviceId, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(deviceId, account));
  const sent = Buffer.from(signature);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? deviceId : undefined;
}

/** The Set-Cookie value that marks this browser as trusted for `account` (a new device id each time). */
export function deviceCookie(request: Request, account: string): string {
  const deviceId = randomBytes(16).toString("base64url");
  const secure = isHttpsRequest(request);
  return `${cookieName(request)}=${deviceId}.${sign(deviceId, account)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}${secure ? "; Secure" : ""}`;
}
