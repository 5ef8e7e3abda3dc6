import { expect } from "vitest";
import type { startTestServer } from "./start-test-server.ts";

type TestServer = Pick<Awaited<ReturnType<typeof startTestServer>>, "url">;

/**
 * Signs a staff user in through the real sign-in form and returns what their later requests
 * carry: the session cookie, and the CSRF token every staff page puts in its forms.
 */
export async function signInStaff(server: TestServer, credentials: { email: string; password: string }): Promise<{ cookie: string; csrf: string }> {
  const signIn = await fetch(server.url("/admin/sign-in"), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(credentials),
  });
  expect(signIn.status).toBe(303);
  const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!.split(";")[0]!;
  // The token belongs to the session, so any staff page will do.
  const dashboard = await (await fetch(server.url("/admin"), { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard)![1]!;
  return { cookie, csrf };
}
