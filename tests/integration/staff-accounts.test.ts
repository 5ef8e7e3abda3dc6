import { afterAll, beforeAll, expect, it } from "vitest";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "#app/features/admin/account/change-password.server.ts";
import { RESET_LINK_SENT_MESSAGE } from "#app/features/admin/account/reset-request-schema.ts";
import { INVITATION_INVALID_MESSAGE, RESET_LINK_INVALID_MESSAGE } from "#app/features/admin/account/account-link-messages.ts";
import { COMMON_PASSWORD_MESSAGE } from "#app/features/admin/new-password-schema.server.ts";
import { rateLimitRules } from "#app/lib/rate-limits.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { EMAIL_TAKEN_MESSAGE } from "#app/features/admin/users/invitation-schema.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

// Staff accounts over HTTP, through the real server and the production build: a reset link asked
// for and used, an invitation accepted, a password changed, sessions listed and ended, and the
// audit log naming who did each.

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IOS = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const admin = { email: "lead@kairav.example", password: "the lead's long password", name: "Lena Admin" };
const HTML_ESCAPES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&amp;": "&", "&lt;": "<", "&gt;": ">" };

function decoded(html: string): string {
  return html.replace(/&(?:quot|#x27|amp|lt|gt);/g, (entity) => HTML_ESCAPES[entity]!);
}

describeEachDatabase("staff accounts over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let origin = "";
  let adminId = 0;
  let adminSession: { cookie: string; csrf: string };

  beforeAll(async () => {
    adminId = (await createStaffUser(getDb(), { email: admin.email, password: admin.password, displayName: admin.name, role: "admin" })).id;
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
    adminSession = await signInStaff(server, admin);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A post as the console's forms send it: from our own origin, with the session's cookie and token when given. */
  function post(pathname: string, fields: Record<string, string>, as?: { cookie: string; csrf: string }, headers: Record<string, string> = {}) {
    return fetch(server.url(pathname), {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", ...(as ? { cookie: as.cookie } : {}), ...headers },
      body: new URLSearchParams({ ...(as ? { csrf: as.csrf } : {}), ...fields }),
    });
  }
  const get = (pathname: string, cookie?: string) => fetch(server.url(pathname), { redirect: "manual", headers: cookie ? { cookie } : {} });

  async function signInWith(email: string, password: string, userAgent?: string): Promise<{ cookie: string; csrf: string }> {
    const response = await post("/admin/sign-in", { email, password }, undefined, userAgent ? { "user-agent": userAgent } : {});
    expect(response.status, `sign-in of ${email}`).toBe(303);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!.split(";")[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await get("/admin", cookie)).text())![1]!;
    return { cookie, csrf };
  }
  async function signedIn(cookie: string): Promise<boolean> {
    const response = await get("/admin", cookie);
    await response.arrayBuffer();
    return response.status === 200;
  }

  /** The newest link of that kind mailed to the address, from the outbox as the sender would send it. */
  async function mailedLink(to: string, kind: "staff-password-reset" | "staff-invitation"): Promise<string> {
    const mail = await getDb().selectFrom("outbox").select("body_text").where("to_address", "=", to).where("kind", "=", kind).orderBy("id", "desc").executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+(\/admin\/(?:reset-password|invitation)\/[A-Za-z0-9_-]{43})\b/.exec(mail.body_text);
    expect(link, mail.body_text).not.toBeNull();
    return link![1]!;
  }
  const mailCount = async (to: string) => (await getDb().selectFrom("outbox").select("id").where("to_address", "=", to).execute()).length;
  const auditOf = (action: string) => getDb().selectFrom("audit_log").select(["user_id", "target"]).where("action", "=", action).orderBy("id").execute();

  it("links sign-in to a reset form served uncached and unindexed, with labelled fields", async () => {
    const signIn = await (await get("/admin/sign-in")).text();
    expect(signIn).toMatch(/<a [^>]*href="\/admin\/reset-password"[^>]*>Forgot your password\?<\/a>/);
    const form = await get("/admin/reset-password");
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("no-store");
    expect(form.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await form.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<label for="reset-email"[^>]*>Email<\/label>/);
    expect(html).toMatch(/<input id="reset-email"[^>]*autoComplete="email"|<input[^>]*id="reset-email"[^>]*autocomplete="email"/i);
  });

  it("answers the same, in comparable time, whether or not the address has an account, and mails only an account", async () => {
    const user = await createStaffUser(getDb(), { email: "ravi@kairav.example", password: "ravi's first long password", displayName: "Ravi Kumar", role: "editor" });
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await post("/admin/reset-password", { email });
      const elapsed = performance.now() - started;
      return { response, elapsed };
    };
    const known = await ask("RAVI@kairav.example");
    const unknown = await ask("nobody-here@kairav.example");
    for (const { response } of [known, unknown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin/reset-password?sent=1");
    }
    expect(Math.abs(known.elapsed - unknown.elapsed)).toBeLessThan(150);
    expect(unknown.elapsed).toBeGreaterThanOrEqual(240);
    expect(decoded(await (await get("/admin/reset-password?sent=1")).text())).toContain(RESET_LINK_SENT_MESSAGE);
    expect(await mailCount("ravi@kairav.example")).toBe(1);
    expect(await mailCount("nobody-here@kairav.example")).toBe(0);
    const stored = await getDb().selectFrom("password_reset_tokens").selectAll().where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    // Only a hash is stored: the token in the mailed link is not in the table.
    const token = (await mailedLink("ravi@kairav.example", "staff-password-reset")).split("/").at(-1)!;
    expect(stored[0]!.id).not.toContain(token);
    expect(Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)).toBe(30 * 60 * 1000);
    // Admins reading the outbox see the mail, not a link they could use.
    const outbox = await (await get("/admin/outbox", adminSession.cookie)).text();
    expect(outbox).toContain("Reset your staff console password");
    expect(outbox).not.toContain(token);
  });

  it("sets a new password once with the link, ends every session and every other link, and records it", async () => {
    const password = "ravi's first long password";
    const laptop = await signInWith("ravi@kairav.example", password);
    const phone = await signInWith("ravi@kairav.example", password);
    // A second link asked for: the first one used must spend it too.
    expect((await post("/admin/reset-password", { email: "ravi@kairav.example" })).status).toBe(303);
    const link = await mailedLink("ravi@kairav.example", "staff-password-reset");
    const userId = (await getDb().selectFrom("staff_users").select("id").where("email", "=", "ravi@kairav.example").executeTakeFirstOrThrow()).id;
    expect(await getDb().selectFrom("password_reset_tokens").select("id").where("user_id", "=", userId).execute()).toHaveLength(2);

    const page = await get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/autoComplete="new-password"|autocomplete="new-password"/i);
    expect(html).toMatch(/<h1[^>]*>Choose a new password<\/h1>/);

    const common = await post(link, { newPassword: "password1234", confirmPassword: "password1234" });
    expect(common.status).toBe(400);
    const commonHtml = decoded(await common.text());
    expect(commonHtml).toContain(COMMON_PASSWORD_MESSAGE);
    expect(commonHtml).toMatch(/aria-describedby="reset-new-password-hint reset-new-password-error"/);

    const done = await post(link, { newPassword: "ravi's second long password", confirmPassword: "ravi's second long password" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/sign-in?notice=password-reset");
    expect(await signedIn(laptop.cookie)).toBe(false);
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await getDb().selectFrom("password_reset_tokens").select("id").where("user_id", "=", userId).execute()).toEqual([]);

    const again = await post(link, { newPassword: "ravi's third long password", confirmPassword: "ravi's third long password" });
    expect(again.status).toBe(410);
    expect(decoded(await again.text())).toContain(RESET_LINK_INVALID_MESSAGE);
    expect((await get(link)).status).toBe(410);
    expect((await post("/admin/sign-in", { email: "ravi@kairav.example", password })).status).toBe(401);
    await signInWith("ravi@kairav.example", "ravi's second long password");
    expect(await auditOf("staff.password-reset")).toEqual([{ user_id: userId, target: `staff_user:${userId} (2 sessions ended)` }]);
    expect((await auditOf("staff.password-reset-request")).filter((row) => row.user_id === userId)).toHaveLength(2);
  });

  it("refuses a link 30 minutes old, and one no token of ours looks like", async () => {
    const user = await createStaffUser(getDb(), { email: "meera@kairav.example", password: "meera's long password", displayName: "Meera Iyer", role: "sales" });
    expect((await post("/admin/reset-password", { email: "meera@kairav.example" })).status).toBe(303);
    const link = await mailedLink("meera@kairav.example", "staff-password-reset");
    expect((await get(link)).status).toBe(200);
    await getDb().updateTable("password_reset_tokens").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("user_id", "=", user.id).execute();
    expect((await get(link)).status).toBe(410);
    expect((await post(link, { newPassword: "meera's new long password", confirmPassword: "meera's new long password" })).status).toBe(410);
    expect((await get("/admin/reset-password/not-a-token")).status).toBe(410);
    expect((await get(`/admin/reset-password/${"A".repeat(43)}`)).status).toBe(410);
    await signInWith("meera@kairav.example", "meera's long password");
  });

  it("throttles reset requests per address asked for, with or without an account, and mails no more", async () => {
    const budget = rateLimitRules["admin-password-reset-account"].points;
    for (let request = 1; request <= budget; request++) expect((await post("/admin/reset-password", { email: "someone-else@kairav.example" })).status).toBe(303);
    const refused = await post("/admin/reset-password", { email: "Someone-Else@kairav.example" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests for a reset link");
    // A bad address is a 400 with the reason next to the field, not a 500.
    const bad = await post("/admin/reset-password", { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/id="reset-email-error"[^>]*>Enter a valid email address</);
  });

  it("invites by email and role, and the link makes an active account with that role, once", async () => {
    const invited = await post("/admin/users", { intent: "invite", email: "Nina@Kairav.example", role: "recruiter" }, adminSession);
    expect(invited.status).toBe(303);
    expect(invited.headers.get("location")).toBe("/admin/users?notice=invited");
    const usersPage = decoded(await (await get("/admin/users", adminSession.cookie)).text());
    expect(usersPage).toMatch(/<h2[^>]*>Pending invitations<\/h2>/);
    expect(usersPage).toContain("nina@kairav.example");
    expect(usersPage).toContain("Revoke<span class=\"sr-only\"> the invitation of nina@kairav.example</span>");

    const link = await mailedLink("nina@kairav.example", "staff-invitation");
    const page = await get(link);
    expect(page.status).toBe(200);
    const html = decoded(await page.text());
    expect(html).toContain("Recruiter");
    expect(html).toMatch(/<label for="invitation-name"[^>]*>Your name<\/label>/);

    const noName = await post(link, { displayName: " ", newPassword: "nina's long password", confirmPassword: "nina's long password" });
    expect(noName.status).toBe(400);
    expect(await noName.text()).toMatch(/id="invitation-name-error"[^>]*>Enter your name</);

    const accepted = await post(link, { displayName: "Nina Shah", newPassword: "nina's long password", confirmPassword: "nina's long password" }, undefined, { "user-agent": SAFARI_ON_IOS });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/admin");
    const cookie = accepted.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!.split(";")[0]!;
    expect((await get("/admin/jobs", cookie)).status).toBe(200);
    expect((await get("/admin/users", cookie)).status).toBe(403);
    const user = await getDb().selectFrom("staff_users").select(["id", "display_name", "role", "disabled_at"]).where("email", "=", "nina@kairav.example").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ display_name: "Nina Shah", role: "recruiter", disabled_at: null });
    expect(await getDb().selectFrom("staff_invitations").select("status").where("email", "=", "nina@kairav.example").execute()).toEqual([{ status: "accepted" }]);

    expect((await get(link)).status).toBe(410);
    const twice = await post(link, { displayName: "Someone Else", newPassword: "another long password", confirmPassword: "another long password" });
    expect(twice.status).toBe(410);
    expect(decoded(await twice.text())).toContain(INVITATION_INVALID_MESSAGE);
    expect(await getDb().selectFrom("staff_users").select("id").where("email", "=", "nina@kairav.example").execute()).toHaveLength(1);
    expect(await auditOf("user.invitation-accept")).toEqual([{ user_id: user.id, target: expect.stringMatching(/^staff_invitation:\d+ \(recruiter\)$/) }]);
  });

  it("refuses an invitation to an address that has an account, and one past its 72 hours or revoked", async () => {
    const taken = await post("/admin/users", { intent: "invite", email: "RAVI@kairav.example", role: "sales" }, adminSession);
    expect(taken.status).toBe(409);
    expect(decoded(await taken.text())).toMatch(new RegExp(`id="invite-email-error"[^>]*>${EMAIL_TAKEN_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`));
    const bad = await post("/admin/users", { intent: "invite", email: "someone@kairav.example", role: "owner" }, adminSession);
    expect(bad.status).toBe(400);
    expect(await getDb().selectFrom("staff_invitations").select("id").where("email", "in", ["ravi@kairav.example", "someone@kairav.example"]).execute()).toEqual([]);

    expect((await post("/admin/users", { intent: "invite", email: "late@kairav.example", role: "editor" }, adminSession)).status).toBe(303);
    const lateLink = await mailedLink("late@kairav.example", "staff-invitation");
    await getDb().updateTable("staff_invitations").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("email", "=", "late@kairav.example").execute();
    expect((await get(lateLink)).status).toBe(410);
    expect((await post(lateLink, { displayName: "Late", newPassword: "late's long password", confirmPassword: "late's long password" })).status).toBe(410);
    expect(decoded(await (await get("/admin/users", adminSession.cookie)).text())).toMatch(/late@kairav\.example[\s\S]*Expired/);

    expect((await post("/admin/users", { intent: "invite", email: "withdrawn@kairav.example", role: "editor" }, adminSession)).status).toBe(303);
    const withdrawnLink = await mailedLink("withdrawn@kairav.example", "staff-invitation");
    const { id } = await getDb().selectFrom("staff_invitations").select("id").where("email", "=", "withdrawn@kairav.example").executeTakeFirstOrThrow();
    const revoked = await post("/admin/users", { intent: "revoke-invitation", invitationId: String(id) }, adminSession);
    expect(revoked.headers.get("location")).toBe("/admin/users?notice=invitation-revoked");
    expect((await get(withdrawnLink)).status).toBe(410);
    expect((await post("/admin/users", { intent: "revoke-invitation", invitationId: "2000000000" }, adminSession)).status).toBe(404);
    expect(await getDb().selectFrom("staff_users").select("id").where("email", "in", ["late@kairav.example", "withdrawn@kairav.example"]).execute()).toEqual([]);
  });

  it("changes a password only with the current one, ending the other sessions and keeping this one", async () => {
    await createStaffUser(getDb(), { email: "kiran@kairav.example", password: "kiran's long password", displayName: "Kiran Patel", role: "sales" });
    const here = await signInWith("kiran@kairav.example", "kiran's long password");
    const elsewhere = await signInWith("kiran@kairav.example", "kiran's long password");
    const page = await (await get("/admin/account", here.cookie)).text();
    expect(page).toMatch(/<h1[^>]*>Your account<\/h1>/);
    expect(page).toMatch(/autoComplete="current-password"|autocomplete="current-password"/i);
    expect(page).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/admin\/account"|<a [^>]*href="\/admin\/account"[^>]*aria-current="page"/);

    const wrong = await post("/admin/account", { intent: "change-password", currentPassword: "not my password at all", newPassword: "kiran's new password", confirmPassword: "kiran's new password" }, here);
    expect(wrong.status).toBe(400);
    expect(decoded(await wrong.text())).toMatch(new RegExp(`id="account-current-password-error"[^>]*>${WRONG_CURRENT_PASSWORD_MESSAGE}<`));
    expect(await signedIn(elsewhere.cookie)).toBe(true);

    const changed = await post("/admin/account", { intent: "change-password", currentPassword: "kiran's long password", newPassword: "kiran's new password", confirmPassword: "kiran's new password" }, here);
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/admin/account?notice=password-changed");
    expect(await signedIn(here.cookie)).toBe(true);
    expect(await signedIn(elsewhere.cookie)).toBe(false);
    expect((await post("/admin/sign-in", { email: "kiran@kairav.example", password: "kiran's long password" })).status).toBe(401);
    await signInWith("kiran@kairav.example", "kiran's new password");
    const kiranId = (await getDb().selectFrom("staff_users").select("id").where("email", "=", "kiran@kairav.example").executeTakeFirstOrThrow()).id;
    expect(await auditOf("staff.password-change")).toEqual([{ user_id: kiranId, target: `staff_user:${kiranId} (1 other session ended)` }]);
  });

  it("lists a person's sessions with their browser and address, marks this one, and ends one or all the others", async () => {
    await createStaffUser(getDb(), { email: "sara@kairav.example", password: "sara's long password", displayName: "Sara Menon", role: "editor" });
    const laptop = await signInWith("sara@kairav.example", "sara's long password", FIREFOX_ON_LINUX);
    const phone = await signInWith("sara@kairav.example", "sara's long password", SAFARI_ON_IOS);
    const tablet = await signInWith("sara@kairav.example", "sara's long password");
    const html = decoded(await (await get("/admin/account", laptop.cookie)).text());
    const items = [...(/<ul aria-label="Your sessions"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").matchAll(/<li\b[\s\S]*?<\/li>/g)].map((match) => match[0]);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain("Firefox on Linux");
    expect(items[0]).toContain("This session");
    expect(items[0]).toContain("127.0.0.1");
    expect(items[0]).not.toContain('name="sessionId"');
    expect(items.slice(1).join()).toContain("Safari on iOS");
    expect(items.slice(1).join()).toContain("Unknown browser");

    const phoneItem = items.find((item) => item.includes("Safari on iOS"))!;
    const sessionId = /name="sessionId" value="([0-9a-f]{64})"/.exec(phoneItem)![1]!;
    // Another person cannot end it, even knowing its id.
    expect((await post("/admin/account", { intent: "end-session", sessionId }, adminSession)).headers.get("location")).toBe("/admin/account?notice=unchanged");
    expect(await signedIn(phone.cookie)).toBe(true);
    const ended = await post("/admin/account", { intent: "end-session", sessionId }, laptop);
    expect(ended.headers.get("location")).toBe("/admin/account?notice=session-ended");
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await signedIn(tablet.cookie)).toBe(true);
    expect((await post("/admin/account", { intent: "end-session", sessionId: "nonsense" }, laptop)).status).toBe(404);

    const all = await post("/admin/account", { intent: "end-other-sessions" }, laptop);
    expect(all.headers.get("location")).toBe("/admin/account?notice=sessions-ended");
    expect(await signedIn(tablet.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(true);
    const after = await (await get("/admin/account", laptop.cookie)).text();
    expect(after).toContain("No other session is signed in.");
  });

  it("is reachable for every role, from the console's header", async () => {
    for (const email of ["kiran@kairav.example", "sara@kairav.example", "nina@kairav.example", admin.email]) {
      const password = { "kiran@kairav.example": "kiran's new password", "sara@kairav.example": "sara's long password", "nina@kairav.example": "nina's long password" }[email] ?? admin.password;
      const { cookie } = await signInWith(email, password);
      const dashboard = await (await get("/admin", cookie)).text();
      expect(dashboard, email).toMatch(/<a [^>]*href="\/admin\/account"[^>]*>Your account<\/a>/);
      expect((await get("/admin/account", cookie)).status, email).toBe(200);
    }
  });

  it("records sign-ins, failures, resets, changes, invitations and ended sessions, and shows each person's name with their email", async () => {
    expect((await post("/admin/sign-in", { email: "kiran@kairav.example", password: "a wrong password" })).status).toBe(401);
    expect((await post("/admin/sign-in", { email: "ghost@kairav.example", password: "a wrong password" })).status).toBe(401);
    const kiranId = (await getDb().selectFrom("staff_users").select("id").where("email", "=", "kiran@kairav.example").executeTakeFirstOrThrow()).id;
    expect(await auditOf("staff.sign-in-failed")).toEqual(
      expect.arrayContaining([
        { user_id: kiranId, target: `staff_user:${kiranId}` },
        { user_id: null, target: "unknown account" },
      ]),
    );
    expect((await auditOf("user.invite")).map((row) => row.user_id)).toEqual([adminId, adminId, adminId]);
    expect(await auditOf("staff.sessions-end")).toHaveLength(2);

    const rows = (html: string) => (decoded(html).match(/<tr\b[\s\S]*?<\/tr>/g) ?? []).map((row) => row.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
    const changes = rows(await (await get("/admin/audit?action=staff.password-change", adminSession.cookie)).text()).slice(1);
    expect(changes).toEqual([expect.stringMatching(/UTC Kiran Patel kiran@kairav\.example Changed their password /)]);
    const failures = rows(await (await get("/admin/audit?action=staff.sign-in-failed", adminSession.cookie)).text()).slice(1);
    expect(failures).toEqual(expect.arrayContaining([expect.stringMatching(/UTC Unknown account Failed to sign in unknown account$/), expect.stringMatching(/UTC Kiran Patel kiran@kairav\.example Failed to sign in/)]));
    const invitations = rows(await (await get("/admin/audit?action=user.invite", adminSession.cookie)).text()).slice(1);
    expect(invitations.every((row) => row.includes(`${admin.name} ${admin.email} Invited a staff member`))).toBe(true);
    const filter = decoded(await (await get("/admin/audit", adminSession.cookie)).text());
    expect(filter).toContain(`>Kiran Patel (kiran@kairav.example)</option>`);
  });
});
