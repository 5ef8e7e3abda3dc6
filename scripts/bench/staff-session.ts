// A staff session for the scenarios that act as staff through the real endpoints.

export type StaffSession = { cookie: string; csrf: string };

/** Signs in through the real form and returns the session cookie and the CSRF token staff forms carry. */
export async function signIn(origin: string, staff: { email: string; password: string }): Promise<StaffSession> {
  const response = await fetch(`${origin}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(staff),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .find((value) => /^(__Host-)?kairav_staff=/.test(value))
    ?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`signing in as ${staff.email} answered ${response.status}`);
  // The token belongs to the session, so any staff page carries it.
  const dashboard = await (await fetch(`${origin}/admin`, { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard)?.[1];
  if (!csrf) throw new Error("the staff dashboard carries no CSRF token");
  return { cookie, csrf };
}
