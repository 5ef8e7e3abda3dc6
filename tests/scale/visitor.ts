import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { multipartBody, multipartContentType } from "#tests/helpers/multipart.ts";
import { postForm, type PostResult } from "#tests/integration/post-form.ts";
import { solveTestCaptcha } from "#tests/integration/solve-test-captcha.ts";
import type { Cluster } from "./start-cluster.ts";

/** What visitors and staff do against a cluster, each through any base URL (nginx or one instance). */

export type Base = (pathname: string) => string;

/** Public posts of the seeded blog, oldest id first. */
export async function publicPostIds(cluster: Cluster): Promise<number[]> {
  const rows = await cluster.db
    .selectFrom("posts")
    .select("id")
    .where("status", "=", "published")
    .where("published_on", "<=", lastPublicDate(new Date()))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

type CommentFields = { name: string; message: string; altcha?: string };

/**
 * A comment as the post page's script sends it (to the post's comments resource, answered with
 * JSON), as `visitor` (one trusted proxy hop: the instances take the last X-Forwarded-For entry).
 * `altcha` is a solved proof of work, or any string to be refused.
 */
export function postComment(base: Base, postId: number, fields: CommentFields, visitor: string) {
  return sendComment(base(`/blog/${postId}/comments`), fields, visitor);
}

/** The same comment as the page's form posts it without JavaScript: to the page, answered with HTML. */
export function postCommentWithoutScript(base: Base, postId: number, fields: CommentFields, visitor: string) {
  return sendComment(base(`/blog/${postId}`), fields, visitor);
}

function sendComment(url: string, fields: CommentFields, visitor: string) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": visitor },
    body: new URLSearchParams({ website: "", name: fields.name, message: fields.message, ...(fields.altcha ? { altcha: fields.altcha } : {}) }),
  });
}

export function solveCaptcha(base: Base): Promise<string> {
  return solveTestCaptcha(base("/captcha/challenge"));
}

/** An enquiry as the contact page's script sends it, from a loopback source address of its own. */
export async function sendEnquiry(base: Base, marker: string, from: string): Promise<PostResult> {
  const altcha = await solveCaptcha(base);
  const body = multipartBody([
    { name: "name", value: "Scale Test" },
    { name: "email", value: "scale@example.com" },
    { name: "phone", value: "9876543210" },
    { name: "message", value: marker },
    { name: "altcha", value: altcha },
  ]);
  return postForm({ url: base("/api/enquiries"), body, contentType: multipartContentType(), from });
}

/** Signs the staff user in; returns the session cookie (name=value). */
export async function signIn(base: Base, email: string, password: string): Promise<string> {
  const response = await fetch(base("/admin/sign-in?next=%2Fadmin"), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="));
  if (response.status !== 303 || !cookie) throw new Error(`sign-in failed with ${response.status}`);
  return cookie.split(";")[0]!;
}

/** Resolves when `check` holds, polling every 100 ms; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
