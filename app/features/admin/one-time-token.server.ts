import { randomBytes } from "node:crypto";
import { parseEnv } from "#app/config/env.server.ts";
import { hashSessionToken } from "./sessions.server.ts";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A token for a link mailed once (a password reset, an invitation): 256 random bits, of which
 * only a hash is stored, made as session tokens are (keyed by SESSION_SECRET when it is set), so
 * neither a copy of the database nor a look at the table hands out a working link.
 */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSessionToken(token) };
}

/** The stored hash of a token taken from a link, or null for anything no token of ours looks like. */
export function hashLinkToken(value: string | undefined): string | null {
  return value !== undefined && TOKEN_SHAPE.test(value) ? hashSessionToken(value) : null;
}

/** The absolute address of a page of the site for a mail: from SITE_URL, never from the request's Host. */
export function siteLink(pathname: string): string {
  return new URL(pathname, parseEnv().SITE_URL).toString();
}
