import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSession } from "#app/features/admin/sessions.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { RECOVERY_CODE_COUNT } from "#app/features/admin/two-factor/recovery-codes.server.ts";
import { CHALLENGE_GONE_MESSAGE, WRONG_CODE_MESSAGE, WRONG_PASSWORD_OR_CODE_MESSAGE, WRONG_RECOVERY_CODE_MESSAGE } from "#app/features/admin/two-factor/two-factor-messages.ts";
import { TWO_FACTOR_FIRST_MESSAGE } from "#app/features/admin/users/two-factor-requirement-form.tsx";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

// Two-factor sign-in over HTTP, through the real server and the production build: enrolling an
// authenticator app, the second step of a sign-in with a code or a recovery code, turning it off,
// and the admins' requirement, with the audit log naming who did each.

const HTML_ESCAPES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&amp;": "&", "&lt;": "<", "&gt;": ">" };
const decoded = (html: string) => html.replace(/&(?:quot|#x27|amp|lt|gt);/g, (entity) => HTML_ESCAPES[entity]!);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The code an authenticator app shows for the secret, `offsetSteps` 30-second steps from now. */
function codeFor(secret: string, offsetSteps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

type Staff = { cookie: string; csrf: string };

describeEachDatabase("two-factor sign-in over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let origin = "";

  beforeAll(async () => {
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
  });
  afterAll(async () => {
    await server?.close();
  });

  function post(pathname: string, fields: Record<string, string>, as?: { cookie: string; csrf?: string }, headers: Record<string, string> = {}) {
    return fetch(server.url(pathname), {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", ...(as ? { cookie: as.cookie } : {}), ...headers },
      body: new URLSearchParams({ ...(as?.csrf ? { csrf: as.csrf } : {}), ...fields }),
    });
  }
  const get = (pathname: string, cookie?: string) => fetch(server.url(pathname), { redirect: "manual", headers: cookie ? { cookie } : {} });
  const cookieNamed = (response: Response, name: string) => response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`))?.split(";")[0];
  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const auditOf = (action: string, userId: number) => getDb().selectFrom("audit_log").select("target").where("action", "=", action).where("user_id", "=", userId).execute();

  async function newUser(email: string, displayName: string, role: "admin" | "editor" = "editor") {
    const password = `${displayName}'s long password`;
    const { id } = await createStaffUser(getDb(), { email, password, displayName, role });
    return { id, email, password, displayName };
  }

  /** The password step: for an account with an app, the browser gets a challenge and no session. */
  async function givePassword(user: { email: string; password: string }, next = "", device = ""): Promise<{ step: string; csrf: string }> {
    const response = await post(`/admin/sign-in${next ? `?next=${encodeURIComponent(next)}` : ""}`, { email: user.email, password: user.password }, device ? { cookie: device } : undefined);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/sign-in/two-factor");
    expect(cookieNamed(response, "kairav_staff")).toBeUndefined();
    const step = [cookieNamed(response, "kairav_staff_step")!, device].filter(Boolean).join("; ");
    const page = await get("/admin/sign-in/two-factor", step);
    expect(page.status).toBe(200);
    return { step, csrf: csrfOf(await page.text()) };
  }

  async function signInWithPasswordOnly(user: { email: string; password: string }): Promise<Staff> {
    const response = await post("/admin/sign-in", { email: user.email, password: user.password });
    expect(response.status).toBe(303);
    const cookie = cookieNamed(response, "kairav_staff")!;
    // The two-factor page: open even while two-factor is required.
    return { cookie, csrf: csrfOf(await (await get("/admin/account/two-factor", cookie)).text()) };
  }

  /** A session as another sign-in (a passkey's, say) would have made it. */
  async function sessionWith(userId: number, secondFactor: "totp" | "passkey"): Promise<Staff> {
    const { token } = await createSession(getDb(), userId, { secondFactor });
    const cookie = `kairav_staff=${token}`;
    return { cookie, csrf: csrfOf(await (await get("/admin/account", cookie)).text()) };
  }

  /** Enrols through the page as a person would; returns the secret the page showed and the recovery codes. */
  async function enrol(as: Staff): Promise<{ secret: string; recoveryCodes: string[] }> {
    const page = decoded(await (await get("/admin/account/two-factor", as.cookie)).text());
    const secret = /Key for typing in<\/p><p[^>]*>([A-Z2-7 ]+)<\/p>/.exec(page)![1]!.replace(/ /g, "");
    const done = await post("/admin/account/two-factor", { intent: "confirm", code: codeFor(secret) }, as);
    expect(done.status).toBe(200);
    const html = await done.text();
    const recoveryCodes = [...html.matchAll(/>([a-z2-9]{6}(?:-[a-z2-9]{6}){3})</g)].map((match) => match[1]!);
    return { secret, recoveryCodes };
  }

  let asha: Awaited<ReturnType<typeof newUser>>;
  let ashaSecret = "";
  let ashaCodes: string[] = [];
  let ashaEnrolCode = "";
  // The browser Asha signed in with (its device cookie): her later tries spend its budget, not the account's.
  let ashaDevice = "";

  it("enrols an app with a QR code drawn on the server, confirms it with a code, and shows ten recovery codes once", async () => {
    asha = await newUser("asha@kairav.example", "Asha Rao");
    const session = await signInWithPasswordOnly(asha);
    const account = decoded(await (await get("/admin/account", session.cookie)).text());
    expect(account).toMatch(/<h2[^>]*>Two-factor sign-in<\/h2>/);
    expect(account).toMatch(/<a [^>]*href="\/admin\/account\/two-factor"[^>]*>Set up an authenticator app<\/a>/);

    const raw = await (await get("/admin/account/two-factor", session.cookie)).text();
    expect(raw).toMatch(/<div role="img" aria-label="QR code for your authenticator app"[^>]*><svg [^>]*viewBox/);
    const page = decoded(raw);
    // Drawn here: no picture from another host, and the otpauth address is not in the page.
    expect(page).not.toMatch(/<img[^>]+src="https?:/);
    expect(page).not.toContain("otpauth://");
    const secret = /Key for typing in<\/p><p[^>]*>([A-Z2-7 ]+)<\/p>/.exec(page)![1]!.replace(/ /g, "");
    expect(secret).toHaveLength(32);
    // A reload offers the same key, so a code from the app scanned first still works.
    expect(decoded(await (await get("/admin/account/two-factor", session.cookie)).text())).toContain(secret.slice(0, 4));
    // The stored secret is not the one shown (without SESSION_SECRET it is marked as unsealed).
    const stored = await getDb().selectFrom("staff_totp").select(["secret", "confirmed_at"]).where("user_id", "=", asha.id).executeTakeFirstOrThrow();
    expect(stored.confirmed_at).toBeNull();

    const wrong = await post("/admin/account/two-factor", { intent: "confirm", code: "000000" === codeFor(secret) ? "111111" : "000000" }, session);
    expect(wrong.status).toBe(400);
    expect(decoded(await wrong.text())).toMatch(new RegExp(`id="totp-confirm-code-error"[^>]*>${escaped(WRONG_CODE_MESSAGE)}<`));
    const notDigits = await post("/admin/account/two-factor", { intent: "confirm", code: "12ab56" }, session);
    expect(notDigits.status).toBe(400);
    expect(await notDigits.text()).toMatch(/<input[^>]*value="12ab56"/);

    ashaEnrolCode = codeFor(secret);
    const done = await post("/admin/account/two-factor", { intent: "confirm", code: ashaEnrolCode }, session);
    expect(done.status).toBe(200);
    const html = await done.text();
    const codes = [...html.matchAll(/>([a-z2-9]{6}(?:-[a-z2-9]{6}){3})</g)].map((match) => match[1]!);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(html).toMatch(/<a [^>]*download="kairav-recovery-codes.txt"/);
    // Stored hashed only; the page does not show them again.
    const hashes = (await getDb().selectFrom("staff_recovery_codes").select("code_hash").where("user_id", "=", asha.id).execute()).map((row) => row.code_hash);
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(hashes.join(" ")).not.toContain(code);
    const after = decoded(await (await get("/admin/account/two-factor", session.cookie)).text());
    expect(after).not.toContain(codes[0]!);
    expect(after).not.toContain(secret.slice(0, 8));
    expect(after).toContain(`${RECOVERY_CODE_COUNT} of 10 left`);
    expect(await auditOf("staff.two-factor-enable", asha.id)).toEqual([{ target: `staff_user:${asha.id}` }]);
    ashaSecret = secret;
    ashaCodes = codes;
  });

  it("asks for a code after the password, refusing a wrong or replayed one, and starts the session after a right one", async () => {
    const { step, csrf } = await givePassword(asha, "/admin/pages");
    // Half signed in is not signed in.
    expect((await get("/admin", step)).status).toBe(303);
    // Without the step's token, or from another site: refused before any code is checked.
    const noToken = await post("/admin/sign-in/two-factor", { code: codeFor(ashaSecret, 1) }, { cookie: step });
    expect(noToken.status).toBe(403);
    // (React Router itself refuses a foreign post to a page with a 400, before our own 403.)
    expect([400, 403]).toContain((await post("/admin/sign-in/two-factor", { code: codeFor(ashaSecret, 1) }, { cookie: step, csrf }, { origin: "https://elsewhere.example" })).status);
    // Another browser without the challenge cookie is sent back to the password.
    const stranger = await post("/admin/sign-in/two-factor", { code: codeFor(ashaSecret, 1), csrf });
    expect(stranger.headers.get("location")).toBe("/admin/sign-in?notice=two-factor-expired");

    const wrong = await post("/admin/sign-in/two-factor", { code: "12345" }, { cookie: step, csrf });
    expect(wrong.status).toBe(400);
    // The code used to enrol belongs to a step already used: refused, as any earlier one is.
    const replayed = await post("/admin/sign-in/two-factor", { code: ashaEnrolCode }, { cookie: step, csrf });
    expect(replayed.status).toBe(401);
    expect(decoded(await replayed.text())).toMatch(new RegExp(`id="second-step-code-error"[^>]*>${escaped(WRONG_CODE_MESSAGE)}<`));

    const rightCode = codeFor(ashaSecret, 1);
    const right = await post("/admin/sign-in/two-factor", { code: rightCode }, { cookie: step, csrf });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin/pages");
    const cookie = cookieNamed(right, "kairav_staff")!;
    ashaDevice = cookieNamed(right, "kairav_device")!;
    expect(right.headers.getSetCookie().find((value) => value.startsWith("kairav_staff_step="))).toMatch(/Max-Age=0/);
    expect((await get("/admin/pages", cookie)).status).toBe(200);
    expect(await getDb().selectFrom("sessions").select("second_factor").where("user_id", "=", asha.id).orderBy("created_at", "desc").executeTakeFirst()).toEqual({ second_factor: "totp" });
    // The same code again, for a new challenge: used already.
    const again = await givePassword(asha);
    expect((await post("/admin/sign-in/two-factor", { code: rightCode }, { cookie: again.step, csrf: again.csrf })).status).toBe(401);
    expect(await getDb().selectFrom("staff_sign_in_challenges").select("id").where("user_id", "=", asha.id).execute()).toHaveLength(1);

    expect(await auditOf("staff.two-factor-failed", asha.id)).toHaveLength(2);
    expect(await auditOf("staff.sign-in", asha.id)).toHaveLength(2);
  });

  it("takes each recovery code once, and new codes replace the old set", async () => {
    const first = await givePassword(asha, "", ashaDevice);
    const recovery = decoded(await (await get("/admin/sign-in/two-factor?with=recovery-code", first.step)).text());
    expect(recovery).toMatch(/<h1[^>]*>Use a recovery code<\/h1>/);
    expect(recovery).toMatch(/<label for="second-step-code"[^>]*>Recovery code<\/label>/);
    // Typed as people type them: upper case, spaces for dashes.
    const typed = ashaCodes[0]!.toUpperCase().replace(/-/g, " ");
    const used = await post("/admin/sign-in/two-factor", { method: "recovery-code", code: typed }, { cookie: first.step, csrf: first.csrf });
    expect(used.status).toBe(303);
    const session: Staff = { cookie: cookieNamed(used, "kairav_staff")!, csrf: "" };
    session.csrf = csrfOf(await (await get("/admin/account", session.cookie)).text());
    expect(await auditOf("staff.recovery-code-use", asha.id)).toHaveLength(1);
    expect(await getDb().selectFrom("staff_recovery_codes").select("id").where("user_id", "=", asha.id).execute()).toHaveLength(RECOVERY_CODE_COUNT - 1);

    const second = await givePassword(asha, "", ashaDevice);
    const reused = await post("/admin/sign-in/two-factor", { method: "recovery-code", code: ashaCodes[0]! }, { cookie: second.step, csrf: second.csrf });
    expect(reused.status).toBe(401);
    expect(decoded(await reused.text())).toContain(WRONG_RECOVERY_CODE_MESSAGE);

    const regenerated = await post("/admin/account/two-factor", { intent: "regenerate-recovery-codes" }, session);
    expect(regenerated.status).toBe(200);
    const fresh = [...(await regenerated.text()).matchAll(/>([a-z2-9]{6}(?:-[a-z2-9]{6}){3})</g)].map((match) => match[1]!);
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(ashaCodes[1]);
    expect((await post("/admin/sign-in/two-factor", { method: "recovery-code", code: ashaCodes[1]! }, { cookie: second.step, csrf: second.csrf })).status).toBe(401);
    expect((await post("/admin/sign-in/two-factor", { method: "recovery-code", code: fresh[0]! }, { cookie: second.step, csrf: second.csrf })).status).toBe(303);
    expect(await auditOf("staff.recovery-codes-regenerate", asha.id)).toHaveLength(1);
    ashaCodes = fresh.slice(1);
  });

  it("ends a half sign-in after five wrong codes or five minutes", async () => {
    const bina = await newUser("bina@kairav.example", "Bina Das");
    const { secret } = await enrol(await signInWithPasswordOnly(bina));
    const { step, csrf } = await givePassword(bina);
    const wrongCode = (offset: number) => String((Number(codeFor(secret)) + 500_000 + offset) % 1_000_000).padStart(6, "0");
    for (let attempt = 1; attempt <= 4; attempt++) expect((await post("/admin/sign-in/two-factor", { code: wrongCode(attempt) }, { cookie: step, csrf })).status).toBe(401);
    // The fifth ends the challenge: back to the password, which says why.
    const last = await post("/admin/sign-in/two-factor", { code: wrongCode(5) }, { cookie: step, csrf });
    expect(last.status).toBe(303);
    expect(last.headers.get("location")).toBe("/admin/sign-in?notice=two-factor-expired");
    expect(decoded(await (await get("/admin/sign-in?notice=two-factor-expired")).text())).toContain(CHALLENGE_GONE_MESSAGE);
    const afterwards = await post("/admin/sign-in/two-factor", { code: codeFor(secret, 1) }, { cookie: step, csrf });
    expect(afterwards.headers.get("location")).toBe("/admin/sign-in?notice=two-factor-expired");
    // Only the session Bina enrolled in: the step made none.
    expect(await getDb().selectFrom("sessions").select("id").where("user_id", "=", bina.id).execute()).toHaveLength(1);

    const chitra = await newUser("chitra@kairav.example", "Chitra Nair");
    const chitraApp = await enrol(await signInWithPasswordOnly(chitra));
    const late = await givePassword(chitra);
    await getDb().updateTable("staff_sign_in_challenges").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("user_id", "=", chitra.id).execute();
    expect((await get("/admin/sign-in/two-factor", late.step)).headers.get("location")).toBe("/admin/sign-in?notice=two-factor-expired");
    expect((await post("/admin/sign-in/two-factor", { code: codeFor(chitraApp.secret, 1) }, { cookie: late.step, csrf: late.csrf })).status).toBe(303);
    expect(await getDb().selectFrom("staff_sign_in_challenges").select("id").where("user_id", "=", chitra.id).execute()).toEqual([]);
  });

  it("turns the app off only with the current password or a code", async () => {
    const session = await sessionWith(asha.id, "totp");
    session.cookie = `${session.cookie}; ${ashaDevice}`;
    const wrong = await post("/admin/account/two-factor", { intent: "turn-off", proof: "not my password at all" }, session);
    expect(wrong.status).toBe(400);
    expect(decoded(await wrong.text())).toMatch(new RegExp(`id="turn-off-proof-error"[^>]*>${escaped(WRONG_PASSWORD_OR_CODE_MESSAGE)}<`));
    expect(await getDb().selectFrom("staff_totp").select("user_id").where("user_id", "=", asha.id).execute()).toHaveLength(1);

    const off = await post("/admin/account/two-factor", { intent: "turn-off", proof: asha.password }, session);
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/admin/account/two-factor?notice=off");
    expect(await getDb().selectFrom("staff_totp").select("user_id").where("user_id", "=", asha.id).execute()).toEqual([]);
    expect(await getDb().selectFrom("staff_recovery_codes").select("id").where("user_id", "=", asha.id).execute()).toEqual([]);
    expect(await auditOf("staff.two-factor-disable", asha.id)).toHaveLength(1);
    // The password alone signs in again.
    const signIn = await post("/admin/sign-in", { email: asha.email, password: asha.password });
    expect(signIn.headers.get("location")).toBe("/admin");
  });

  it("lets admins require two-factor: a password-only session reaches only the setup and sign-out until it has one", async () => {
    const lead = await newUser("lead@kairav.example", "Lena Lead", "admin");
    const editor = await newUser("dev@kairav.example", "Dev Menon");

    // An admin signed in with a password alone would be shut out by their own switch.
    const passwordOnlyAdmin = await signInWithPasswordOnly(lead);
    const refused = await post("/admin/users", { intent: "two-factor-requirement", required: "on" }, passwordOnlyAdmin);
    expect(refused.status).toBe(409);
    expect(decoded(await refused.text())).toContain(TWO_FACTOR_FIRST_MESSAGE);
    // Only admins may change it.
    const editorSession = await sessionWith(editor.id, "passkey");
    expect((await post("/admin/users", { intent: "two-factor-requirement", required: "on" }, editorSession)).status).toBe(403);

    const admin = await sessionWith(lead.id, "passkey");
    const on = await post("/admin/users", { intent: "two-factor-requirement", required: "on" }, admin);
    expect(on.headers.get("location")).toBe("/admin/users?notice=two-factor-required");
    expect(decoded(await (await get("/admin/users", admin.cookie)).text())).toContain("Stop requiring two-factor sign-in");
    expect(await auditOf("user.two-factor-require", lead.id)).toEqual([{ target: "every staff account" }]);

    // Password alone: every page and action leads to the setup.
    const gated = await signInWithPasswordOnly(editor);
    for (const path of ["/admin", "/admin/pages", "/admin/account"]) {
      const response = await get(path, gated.cookie);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe("/admin/account/two-factor");
    }
    // A client-side navigation is told to go there too, in React Router's own way.
    const navigation = await get("/admin/pages.data", gated.cookie);
    expect(navigation.status).toBe(202);
    expect(await navigation.text()).toContain('"/admin/account/two-factor"');
    expect((await post("/admin/account", { intent: "end-other-sessions" }, gated)).headers.get("location")).toBe("/admin/account/two-factor");
    const setup = decoded(await (await get("/admin/account/two-factor", gated.cookie)).text());
    expect(setup).toMatch(/role="alert"[^>]*>Two-factor sign-in is required for every staff account/);
    // The console's sections are not offered meanwhile.
    expect(setup).not.toMatch(/<a [^>]*href="\/admin\/pages"/);
    // The passkey session of the same person is not held back, nor is the admin's.
    expect((await get("/admin/pages", editorSession.cookie)).status).toBe(200);
    expect((await get("/admin/users", admin.cookie)).status).toBe(200);
    // Signing out stays possible.
    const other = await signInWithPasswordOnly(editor);
    expect((await post("/admin/sign-out", {}, other)).headers.get("location")).toBe("/admin/sign-in");

    await enrol(gated);
    expect((await get("/admin/pages", gated.cookie)).status).toBe(200);

    const off = await post("/admin/users", { intent: "two-factor-requirement", required: "off" }, admin);
    expect(off.headers.get("location")).toBe("/admin/users?notice=two-factor-optional");
    expect(await auditOf("user.two-factor-unrequire", lead.id)).toHaveLength(1);
    expect((await post("/admin/users", { intent: "two-factor-requirement", required: "maybe" }, admin)).status).toBe(400);
  });

  it("names the people in the audit log", async () => {
    const lead = await getDb().selectFrom("staff_users").select("id").where("email", "=", "lead@kairav.example").executeTakeFirstOrThrow();
    const admin = await sessionWith(lead.id, "passkey");
    const audit = decoded(await (await get("/admin/audit", admin.cookie)).text());
    for (const [action, name] of [
      ["staff.two-factor-enable", "Asha Rao"],
      ["staff.two-factor-failed", "Asha Rao"],
      ["staff.two-factor-failed", "Bina Das"],
      ["staff.recovery-code-use", "Asha Rao"],
      ["staff.recovery-codes-regenerate", "Asha Rao"],
      ["staff.two-factor-disable", "Asha Rao"],
      ["user.two-factor-require", "Lena Lead"],
    ]) {
      const html = decoded(await (await get(`/admin/audit?action=${action}`, admin.cookie)).text());
      // The entries, without the filter form (which lists every action and person).
      const entries = html.slice(html.indexOf("</form>"));
      expect(entries, `${action} by ${name}`).toContain(name);
    }
  });
});
