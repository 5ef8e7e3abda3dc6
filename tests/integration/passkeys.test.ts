import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "#app/features/admin/account/change-password.server.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { hasPasskey } from "#app/features/admin/passkeys/has-passkey.server.ts";
import {
  PASSKEY_ACCOUNT_DEACTIVATED_MESSAGE,
  PASSKEY_ALREADY_ADDED_MESSAGE,
  PASSKEY_CHALLENGE_INVALID_MESSAGE,
  PASSKEY_COUNTER_MESSAGE,
  PASSKEY_NAME_REQUIRED_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  PASSKEY_NOTICES,
  PASSKEY_PASSWORD_REQUIRED_MESSAGE,
  PASSKEY_REMOVE_MISSING_MESSAGE,
  PASSKEY_RESPONSE_UNREADABLE_MESSAGE,
  PASSKEY_UNKNOWN_MESSAGE,
} from "#app/features/admin/passkeys/passkey-messages.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { createSoftwareAuthenticator, type SoftwareCredential } from "#tests/helpers/software-authenticator.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

// Passkeys over HTTP, through the real server and the production build, with an authenticator
// in software: added on the account page's endpoint, signed in with on the sign-in page's, and
// every forged, replayed, stale or foreign answer refused with a 4xx and a message.

// Without SITE_URL the site is http://localhost:3000 and passkeys belong to "localhost".
const ORIGIN = "http://localhost:3000";
const RP_ID = "localhost";
const HTML_ESCAPES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&amp;": "&", "&lt;": "<", "&gt;": ">" };
const decoded = (html: string) => html.replace(/&(?:quot|#x27|amp|lt|gt);/g, (entity) => HTML_ESCAPES[entity]!);

type Staff = { id: number; email: string; password: string; name: string; cookie: string; csrf: string; setCookie: string };
type RegistrationOptions = { challenge: string; user: { id: string; name: string; displayName: string }; rp: { id: string; name: string }; authenticatorSelection: Record<string, string>; excludeCredentials?: { id: string }[] };

describeEachDatabase("passkeys over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
  let addressCount = 0;
  // Each test posts from addresses of its own (the server trusts X-Forwarded-For here), so the
  // per-address budgets one test spends do not refuse the next.
  const newAddress = () => `198.51.100.${(addressCount += 1)}`;
  let asha: Staff;
  let ravi: Staff;

  beforeAll(async () => {
    server = await startTestServer(getDb(), { trustProxy: true });
    asha = await makeStaff("asha@kairav.example", "Asha Menon", "admin");
    ravi = await makeStaff("ravi@kairav.example", "Ravi Kumar", "editor");
  });
  afterAll(async () => {
    await server?.close();
  });

  async function makeStaff(email: string, name: string, role: "admin" | "editor"): Promise<Staff> {
    const password = `${name} has a long password`;
    const { id } = await createStaffUser(getDb(), { email, password, displayName: name, role });
    const signIn = await post("/admin/sign-in", { email, password }, { address: newAddress() });
    expect(signIn.status).toBe(303);
    const setCookie = signIn.headers.getSetCookie().find((value) => value.startsWith("kairav_staff="))!;
    const cookie = setCookie.split(";")[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(await (await get("/admin", cookie)).text())![1]!;
    return { id, email, password, name, cookie, csrf, setCookie };
  }

  let accountCount = 0;
  /**
   * An account with a passkey stored as registration stores it, for the sign-in refusals: each
   * failure spends the account's budget, so each case gets an account of its own.
   */
  async function accountWithPasskey(counter = 0): Promise<{ userId: number; credential: SoftwareCredential }> {
    accountCount += 1;
    // They never sign in with a password, so none is hashed for them.
    const { id: userId } = await getDb()
      .insertInto("staff_users")
      .values({ email: `holder-${accountCount}@kairav.example`, password_hash: "no password", display_name: `Holder ${accountCount}`, role: "sales", created_at: new Date().toISOString(), disabled_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { credential } = authenticator.register({ challenge: "unused", user: { id: randomBytes(32).toString("base64url") } }, { counter });
    await getDb()
      .insertInto("staff_passkeys")
      .values({ user_id: userId, credential_id: credential.id, public_key: credential.publicKeyCose, counter, transports: '["internal"]', user_handle: credential.userHandle, name: "Key", created_at: new Date().toISOString(), last_used_at: null })
      .execute();
    return { userId, credential };
  }

  function post(pathname: string, fields: Record<string, string>, options: { as?: Staff; address?: string; origin?: string | null; cookie?: string } = {}) {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": options.address ?? "203.0.113.1" };
    if (options.origin !== null) headers.origin = options.origin ?? new URL(server.url("/")).origin;
    const cookie = options.as?.cookie ?? options.cookie;
    if (cookie) headers.cookie = cookie;
    return fetch(server.url(pathname), { method: "POST", redirect: "manual", headers, body: new URLSearchParams({ ...(options.as ? { csrf: options.as.csrf } : {}), ...fields }) });
  }
  const get = (pathname: string, cookie?: string) => fetch(server.url(pathname), { redirect: "manual", headers: cookie ? { cookie } : {} });

  async function registrationOptions(staff: Staff): Promise<RegistrationOptions> {
    const response = await post("/admin/account/passkeys", { intent: "registration-options", currentPassword: staff.password }, { as: staff });
    expect(response.status).toBe(200);
    return ((await response.json()) as { options: RegistrationOptions }).options;
  }
  function register(staff: Staff, name: string, response: unknown) {
    return post("/admin/account/passkeys", { intent: "register", name, response: JSON.stringify(response) }, { as: staff });
  }
  async function addPasskey(staff: Staff, name: string, answer: Parameters<typeof authenticator.register>[1] = {}): Promise<SoftwareCredential> {
    const { response, credential } = authenticator.register(await registrationOptions(staff), answer);
    const saved = await register(staff, name, response);
    expect(saved.status, await saved.clone().text()).toBe(201);
    return credential;
  }
  async function signInOptions(address: string): Promise<{ challenge: string; rpId: string; userVerification: string; allowCredentials?: unknown[] }> {
    const response = await post("/admin/sign-in/passkey", { intent: "options" }, { address });
    expect(response.status).toBe(200);
    return ((await response.json()) as { options: { challenge: string; rpId: string; userVerification: string } }).options;
  }
  function verify(answer: unknown, options: { address: string; next?: string; cookie?: string }) {
    return post("/admin/sign-in/passkey", { intent: "verify", response: JSON.stringify(answer), next: options.next ?? "" }, { address: options.address, cookie: options.cookie });
  }
  async function messageOf(response: Response): Promise<string> {
    return ((await response.json()) as { message: string }).message;
  }
  const passkeysOf = (userId: number) => getDb().selectFrom("staff_passkeys").select(["name", "credential_id", "counter", "last_used_at"]).where("user_id", "=", userId).orderBy("id").execute();
  const auditOf = (action: string) => getDb().selectFrom("audit_log").select(["user_id", "target"]).where("action", "=", action).orderBy("id").execute();

  it("offers a discoverable passkey with user verification for this person, bound to SITE_URL's domain", async () => {
    const options = await registrationOptions(asha);
    expect(options.rp).toEqual({ id: RP_ID, name: "Kairav Technologies staff console" });
    expect(options.user.name).toBe(asha.email);
    expect(options.user.displayName).toBe(asha.name);
    // A random handle, not the account's id or email.
    expect(Buffer.from(options.user.id, "base64url")).toHaveLength(32);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const stored = await getDb().selectFrom("webauthn_challenges").selectAll().where("challenge", "=", options.challenge).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purpose: "registration", user_id: asha.id, user_handle: options.user.id });
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(5 * 60 * 1000);
  });

  it("asks for the person's current password before any passkey is offered", async () => {
    const challenges = () => getDb().selectFrom("webauthn_challenges").select("challenge").where("user_id", "=", ravi.id).execute();
    const before = await challenges();
    for (const [currentPassword, message] of [["", PASSKEY_PASSWORD_REQUIRED_MESSAGE], ["not ravi's password", WRONG_CURRENT_PASSWORD_MESSAGE]] as const) {
      const response = await post("/admin/account/passkeys", { intent: "registration-options", currentPassword }, { as: ravi });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { currentPassword: string } }).errors.currentPassword).toBe(message);
    }
    expect(await challenges()).toEqual(before);
  });

  it("adds a named passkey once, lists it on the account page, and refuses the same answer again", async () => {
    const options = await registrationOptions(asha);
    const { response } = authenticator.register(options);
    const saved = await register(asha, "  Work   laptop ", response);
    expect(saved.status).toBe(201);
    expect(await passkeysOf(asha.id)).toEqual([{ name: "Work laptop", credential_id: response.id, counter: 0, last_used_at: null }]);
    expect(await hasPasskey(getDb(), asha.id)).toBe(true);
    expect(await hasPasskey(getDb(), ravi.id)).toBe(false);
    expect(await auditOf("staff.passkey-add")).toEqual([{ user_id: asha.id, target: expect.stringMatching(/^staff_passkey:\d+$/) }]);

    const replay = await register(asha, "Work laptop again", response);
    expect(replay.status).toBe(400);
    expect(await messageOf(replay)).toBe(PASSKEY_CHALLENGE_INVALID_MESSAGE);
    expect(await passkeysOf(asha.id)).toHaveLength(1);

    const page = decoded(await (await get("/admin/account", asha.cookie)).text());
    expect(page).toMatch(/<h2[^>]*>Passkeys<\/h2>/);
    expect(page).toContain("Work laptop");
    expect(page).toMatch(/Last used<\/dt><dd[^>]*>Never<\/dd>/);
    // Without JavaScript the page says why it offers no way to add one.
    expect(page).toContain("Adding a passkey needs JavaScript");
    // The next registration leaves out the passkey they have and keeps their handle.
    const next = await registrationOptions(asha);
    expect(next.excludeCredentials?.map((credential) => credential.id)).toEqual([response.id]);
    expect(next.user.id).toBe(options.user.id);
  });

  it("refuses forged, foreign, unverified and stale registrations with a 4xx, adding nothing", async () => {
    const before = await passkeysOf(asha.id);
    const refusal = async (answer: Parameters<typeof authenticator.register>[1], expected: string, fix?: (options: RegistrationOptions) => Promise<void> | void) => {
      const options = await registrationOptions(asha);
      await fix?.(options);
      const response = await register(asha, "Forged", authenticator.register(options, answer).response);
      expect(response.status, expected).toBe(400);
      expect(await messageOf(response)).toBe(expected);
    };
    await refusal({ origin: "https://evil.example" }, PASSKEY_NOT_VERIFIED_MESSAGE);
    await refusal({ rpId: "evil.example" }, PASSKEY_NOT_VERIFIED_MESSAGE);
    await refusal({ userVerified: false }, PASSKEY_NOT_VERIFIED_MESSAGE);
    await refusal({ type: "webauthn.get" }, PASSKEY_NOT_VERIFIED_MESSAGE);
    await refusal({ challenge: "bm90LWEtY2hhbGxlbmdlLXdlLW1hZGU" }, PASSKEY_CHALLENGE_INVALID_MESSAGE);
    // Expired: five minutes are up.
    await refusal({}, PASSKEY_CHALLENGE_INVALID_MESSAGE, async (options) => {
      await getDb().updateTable("webauthn_challenges").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("challenge", "=", options.challenge).execute();
    });
    // A challenge made for another person is not this person's.
    const ravisOptions = await registrationOptions(ravi);
    const stolen = await register(asha, "Forged", authenticator.register(ravisOptions).response);
    expect(stolen.status).toBe(400);
    expect(await messageOf(stolen)).toBe(PASSKEY_CHALLENGE_INVALID_MESSAGE);

    for (const text of ["not json", "{}", JSON.stringify({ id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "!!", attestationObject: "x" } })]) {
      const response = await post("/admin/account/passkeys", { intent: "register", name: "Forged", response: text }, { as: asha });
      expect(response.status, text).toBe(400);
      expect(await messageOf(response)).toBe(PASSKEY_RESPONSE_UNREADABLE_MESSAGE);
    }
    const unnamed = await register(asha, "   ", authenticator.register(await registrationOptions(asha)).response);
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { errors: { name: string } }).errors.name).toBe(PASSKEY_NAME_REQUIRED_MESSAGE);
    // Without the session's CSRF token, or from another site.
    expect((await post("/admin/account/passkeys", { intent: "registration-options" }, { cookie: asha.cookie })).status).toBe(403);
    expect((await post("/admin/account/passkeys", { intent: "registration-options" }, { as: asha, origin: "https://evil.example" })).status).toBe(403);
    expect((await get("/admin/account/passkeys", asha.cookie)).status).toBe(405);
    expect(await passkeysOf(asha.id)).toEqual(before);
  });

  it("refuses a passkey already added to an account", async () => {
    const credential = await addPasskey(ravi, "Phone");
    const options = await registrationOptions(asha);
    // The same authenticator answering with the same credential id.
    const { response } = authenticator.register(options);
    const copied = { ...response, id: credential.id, rawId: credential.id };
    const attestation = Buffer.from(response.response.attestationObject, "base64url");
    const oldId = Buffer.from(response.id, "base64url");
    attestation.set(Buffer.from(credential.id, "base64url"), attestation.indexOf(oldId));
    copied.response = { ...response.response, attestationObject: attestation.toString("base64url") };
    const refused = await register(asha, "Copy", copied);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(PASSKEY_ALREADY_ADDED_MESSAGE);
  });

  it("signs in with the passkey alone as a password sign-in does: cookie, session, device cookie, audit", async () => {
    const credential = await addPasskey(asha, "Security key", { counter: 5 });
    const address = newAddress();
    const options = await signInOptions(address);
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: "required" });
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = await verify(authenticator.authenticate(credential, options), { address, next: "/admin/pages" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectTo: "/admin/pages" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((value) => value.startsWith("kairav_staff="))!;
    // The same cookie as the password sign-in's, bar its token.
    expect(session.split(";").slice(1)).toEqual(asha.setCookie.split(";").slice(1));
    expect(cookies.some((value) => value.startsWith("kairav_device="))).toBe(true);
    const cookie = session.split(";")[0]!;
    const dashboard = await get("/admin", cookie);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Asha Menon");

    const rows = await getDb().selectFrom("sessions").select(["user_id", "second_factor", "client_address"]).where("user_id", "=", asha.id).where("second_factor", "=", "passkey").execute();
    expect(rows).toEqual([{ user_id: asha.id, second_factor: "passkey", client_address: address }]);
    const stored = (await passkeysOf(asha.id)).find((passkey) => passkey.credential_id === credential.id)!;
    expect(stored.counter).toBe(6);
    expect(stored.last_used_at).not.toBeNull();
    expect(await auditOf("staff.passkey-sign-in")).toEqual([{ user_id: asha.id, target: `staff_user:${asha.id}` }]);
    // The audit page names the person and the way they signed in.
    const audit = decoded(await (await get("/admin/audit?action=staff.passkey-sign-in", asha.cookie)).text());
    expect(audit).toContain("Signed in with a passkey");
    expect(audit).toContain("Asha Menon");
    // And the account page shows when it was last used.
    expect(decoded(await (await get("/admin/account", asha.cookie)).text())).toMatch(new RegExp(`<time datetime="${stored.last_used_at}">${formatTimestamp(stored.last_used_at!)}</time>`, "i"));

    // The same answer again: its challenge was used.
    const replay = await verify(authenticator.authenticate(credential, options), { address });
    expect(replay.status).toBe(400);
    expect(await messageOf(replay)).toBe(PASSKEY_CHALLENGE_INVALID_MESSAGE);
    // A `next` outside the console goes to the dashboard.
    const outside = await verify(authenticator.authenticate(credential, await signInOptions(address)), { address, next: "https://evil.example/" });
    expect(await outside.json()).toEqual({ redirectTo: "/admin" });
  });

  it("refuses forged, unknown, copied and deactivated sign-ins with a 4xx, on record, and makes no session", async () => {
    const sessionsBefore = (await getDb().selectFrom("sessions").select("id").execute()).length;
    const failuresBefore = (await auditOf("staff.passkey-sign-in-failed")).length;
    const address = newAddress();
    const refusedFor: number[] = [];
    const attempt = async (answer: (credential: SoftwareCredential, options: { challenge: string }) => unknown | Promise<unknown>, status: number, message: string, counter = 10) => {
      const { userId, credential } = await accountWithPasskey(counter);
      const response = await verify(await answer(credential, await signInOptions(address)), { address });
      expect(response.status, message).toBe(status);
      expect(await messageOf(response)).toBe(message);
      refusedFor.push(userId);
      return { userId, credential };
    };
    await attempt((credential, options) => authenticator.authenticate(credential, options, { origin: "https://evil.example" }), 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    await attempt((credential, options) => authenticator.authenticate(credential, options, { rpId: "evil.example" }), 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    await attempt((credential, options) => authenticator.authenticate(credential, options, { userVerified: false }), 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    await attempt((credential, options) => authenticator.authenticate(credential, options, { type: "webauthn.create" }), 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    await attempt((credential, options) => authenticator.authenticate(credential, options, { userHandle: "c29tZWJvZHktZWxzZQ" }), 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    await attempt((credential, options) => authenticator.authenticate(credential, { challenge: `${options.challenge.slice(0, -2)}AA` }), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
    await attempt((credential, options) => {
      const answer = authenticator.authenticate(credential, options);
      return { ...answer, response: { ...answer.response, signature: Buffer.from("forged signature").toString("base64url") } };
    }, 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    // Another passkey's signature under this passkey's id.
    const other = await accountWithPasskey(10);
    await attempt((credential, options) => ({ ...authenticator.authenticate(other.credential, options), id: credential.id, rawId: credential.id }), 401, PASSKEY_NOT_VERIFIED_MESSAGE);
    // The counter went backwards: a copy of the authenticator. The stored counter stays.
    const copied = await attempt((credential, options) => authenticator.authenticate(credential, options, { counter: 3 }), 401, PASSKEY_COUNTER_MESSAGE);
    expect((await passkeysOf(copied.userId))[0]!.counter).toBe(10);
    // A registration challenge cannot sign anyone in.
    await attempt(async (credential) => authenticator.authenticate(credential, await registrationOptions(asha)), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
    const failures = (await auditOf("staff.passkey-sign-in-failed")).slice(failuresBefore);
    expect(failures).toEqual(refusedFor.map((userId) => ({ user_id: userId, target: `staff_user:${userId}` })));

    // A passkey this site does not know (removed, or never added): on record without an account.
    const stranger = authenticator.register({ challenge: "x", user: { id: "c3RyYW5nZXI" } }).credential;
    const unknown = await verify(authenticator.authenticate(stranger, await signInOptions(address)), { address });
    expect(unknown.status).toBe(401);
    expect(await messageOf(unknown)).toBe(PASSKEY_UNKNOWN_MESSAGE);
    expect((await auditOf("staff.passkey-sign-in-failed")).at(-1)).toEqual({ user_id: null, target: "unknown account" });

    for (const text of ["", "[]", '{"id":1}', JSON.stringify({ ...authenticator.authenticate(stranger, { challenge: "x" }), type: "other" })]) {
      const response = await post("/admin/sign-in/passkey", { intent: "verify", response: text }, { address });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(PASSKEY_RESPONSE_UNREADABLE_MESSAGE);
    }
    expect((await post("/admin/sign-in/passkey", { intent: "verify" }, { address, origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/admin/sign-in/passkey", { intent: "nothing" }, { address })).status).toBe(400);
    expect((await get("/admin/sign-in/passkey")).status).toBe(405);

    // Deactivated: the passkey is right, the account is closed.
    const closed = await accountWithPasskey(0);
    await getDb().updateTable("staff_users").set({ disabled_at: new Date().toISOString() }).where("id", "=", closed.userId).execute();
    const refused = await verify(authenticator.authenticate(closed.credential, await signInOptions(address)), { address });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(PASSKEY_ACCOUNT_DEACTIVATED_MESSAGE);
    expect((await auditOf("staff.passkey-sign-in-failed")).at(-1)).toEqual({ user_id: closed.userId, target: `staff_user:${closed.userId}` });
    expect((await getDb().selectFrom("sessions").select("id").execute()).length).toBe(sessionsBefore);
  });

  it("throttles passkey sign-ins with the password sign-in's budgets", async () => {
    const { credential } = await accountWithPasskey(0);
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const options = await signInOptions(address);
      const response = await verify(authenticator.authenticate(credential, options, { origin: "https://evil.example" }), { address });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await messageOf(response)).toMatch(/^Too many sign-in attempts\. Wait \d+ minutes? and try again\.$/);
      } else await response.arrayBuffer();
    }
    // Five failures for the account from an unknown browser, then refused before any check.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Challenges are limited per address too.
    const flood = newAddress();
    const answers: number[] = [];
    for (let request = 0; request < 31; request += 1) {
      const response = await post("/admin/sign-in/passkey", { intent: "options" }, { address: flood });
      answers.push(response.status);
      await response.arrayBuffer();
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it("removes a person's own passkey after the confirmation, never another person's", async () => {
    const credential = await addPasskey(ravi, "Tablet");
    const { id } = await getDb().selectFrom("staff_passkeys").select("id").where("credential_id", "=", credential.id).executeTakeFirstOrThrow();
    const notTheirs = await post("/admin/account", { intent: "remove-passkey", passkeyId: String(id) }, { as: asha });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.text()).toContain(PASSKEY_REMOVE_MISSING_MESSAGE);
    expect((await post("/admin/account", { intent: "remove-passkey", passkeyId: "abc" }, { as: ravi })).status).toBe(404);

    const removed = await post("/admin/account", { intent: "remove-passkey", passkeyId: String(id) }, { as: ravi });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/admin/account?notice=passkey-removed");
    expect(decoded(await (await get("/admin/account?notice=passkey-removed", ravi.cookie)).text())).toContain(PASSKEY_NOTICES["passkey-removed"]);
    expect((await passkeysOf(ravi.id)).map((passkey) => passkey.credential_id)).not.toContain(credential.id);
    expect((await auditOf("staff.passkey-remove")).at(-1)).toEqual({ user_id: ravi.id, target: `staff_passkey:${id}` });
    // It signs in no more.
    const address = newAddress();
    const response = await verify(authenticator.authenticate(credential, await signInOptions(address)), { address });
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe(PASSKEY_UNKNOWN_MESSAGE);
  });
});
