import { createHash } from "node:crypto";
import { expect, it, vi } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createSession, endUserSessions, getSession, hashSessionToken, revokeSession, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "./sessions.server.ts";
import { createStaffUser, StaffUserError } from "./staff-users.server.ts";

const MINUTE = 60 * 1000;

describeEachDatabase("staff users and sessions", (getDb) => {
  let userId: number;
  const start = new Date("2026-11-21T08:00:00.000Z");
  const at = (ms: number) => new Date(start.getTime() + ms);

  it("creates a user with a lower-cased email and refuses short passwords and duplicates", async () => {
    const user = await createStaffUser(getDb(), { email: "  Asha.Rao@Kairav.Example ", password: "a long enough secret" });
    userId = user.id;
    expect(user.email).toBe("asha.rao@kairav.example");
    await expect(createStaffUser(getDb(), { email: "other@kairav.example", password: "short" })).rejects.toThrow(StaffUserError);
    await expect(createStaffUser(getDb(), { email: "ASHA.RAO@kairav.example", password: "a long enough secret" })).rejects.toThrow(/already exists/);
    const stored = await getDb().selectFrom("staff_users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("stores only the hash of the token and keeps a session alive while it is used", async () => {
    const { token, csrfToken } = await createSession(getDb(), userId, { now: start });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await getDb().selectFrom("sessions").selectAll().where("id", "=", hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(row.id).not.toBe(token);
    // Used every 29 minutes for 11 hours: the idle clock keeps being reset.
    for (let minutes = 29; minutes < 11 * 60; minutes += 29) {
      const session = await getSession(getDb(), token, at(minutes * MINUTE));
      expect(session?.csrfToken).toBe(csrfToken);
    }
  });

  it("ends a session after 30 idle minutes", async () => {
    const { token } = await createSession(getDb(), userId, { now: start });
    expect(await getSession(getDb(), token, at(SESSION_IDLE_TIMEOUT_MS - 1))).not.toBeNull();
    expect(await getSession(getDb(), token, at(2 * SESSION_IDLE_TIMEOUT_MS - 1))).toBeNull();
    // Gone for good, not merely refused once.
    expect(await getDb().selectFrom("sessions").select("id").where("id", "=", hashSessionToken(token)).executeTakeFirst()).toBeUndefined();
  });

  it("ends a session 12 hours after sign-in even when it is in constant use", async () => {
    const { token } = await createSession(getDb(), userId, { now: start });
    let now = 0;
    while (now + 20 * MINUTE < SESSION_ABSOLUTE_TIMEOUT_MS) {
      now += 20 * MINUTE;
      expect(await getSession(getDb(), token, at(now))).not.toBeNull();
    }
    expect(await getSession(getDb(), token, at(SESSION_ABSOLUTE_TIMEOUT_MS))).toBeNull();
  });

  it("replaces the previous session at sign-in and revokes on sign-out", async () => {
    const first = await createSession(getDb(), userId, { now: start });
    const second = await createSession(getDb(), userId, { now: start, previousToken: first.token });
    expect(await getSession(getDb(), first.token, start)).toBeNull();
    expect(await getSession(getDb(), second.token, start)).not.toBeNull();
    await revokeSession(getDb(), second.token);
    expect(await getSession(getDb(), second.token, start)).toBeNull();
  });

  it("keys the stored hash with SESSION_SECRET, and ends every session when the secret changes", async () => {
    const secret = "session-secret-for-tests-0123456789abcdef";
    vi.stubEnv("SESSION_SECRET", secret);
    try {
      const { token } = await createSession(getDb(), userId, { now: start });
      const stored = (id: string) => getDb().selectFrom("sessions").select("id").where("id", "=", id).executeTakeFirst();
      expect(await stored(hashSessionToken(token))).toBeDefined();
      expect(hashSessionToken(token)).toBe(hashSessionToken(token, secret));
      // Knowing the token is not enough to find its row without the secret.
      expect(await stored(createHash("sha256").update(token).digest("hex"))).toBeUndefined();
      expect(await getSession(getDb(), token, start)).not.toBeNull();
      vi.stubEnv("SESSION_SECRET", "another-session-secret-0123456789abcdef");
      expect(await getSession(getDb(), token, start)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("carries the user's name and role, and reads a change of role at the next request", async () => {
    const editor = await createStaffUser(getDb(), { email: "meera@kairav.example", password: "a long enough secret", displayName: "Meera Iyer", role: "editor" });
    const { token } = await createSession(getDb(), editor.id, { now: start });
    expect(await getSession(getDb(), token, start)).toMatchObject({ userId: editor.id, email: "meera@kairav.example", displayName: "Meera Iyer", role: "editor" });
    await getDb().updateTable("staff_users").set({ role: "sales" }).where("id", "=", editor.id).execute();
    expect((await getSession(getDb(), token, start))?.role).toBe("sales");
  });

  it("makes an admin named after the email unless told otherwise, and refuses an unknown role", async () => {
    const user = await createStaffUser(getDb(), { email: "Kiran.P@kairav.example", password: "a long enough secret" });
    expect(user).toMatchObject({ display_name: "kiran.p", role: "admin" });
    await expect(createStaffUser(getDb(), { email: "x@kairav.example", password: "a long enough secret", role: "owner" as never })).rejects.toThrow(/role must be one of/);
    await expect(createStaffUser(getDb(), { email: "y@kairav.example", password: "a long enough secret", displayName: "Line\nbreak" })).rejects.toThrow(StaffUserError);
  });

  it("keeps where a session came from, and resets its idle clock at most once a minute", async () => {
    const { token } = await createSession(getDb(), userId, { now: start, origin: { userAgent: "Firefox/133.0", clientAddress: "203.0.113.7" } });
    const row = () => getDb().selectFrom("sessions").select(["user_agent", "client_address", "last_seen_at"]).where("id", "=", hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ user_agent: "Firefox/133.0", client_address: "203.0.113.7", last_seen_at: start.toISOString() });
    await getSession(getDb(), token, at(MINUTE - 1));
    expect((await row()).last_seen_at).toBe(start.toISOString());
    await getSession(getDb(), token, at(MINUTE));
    expect((await row()).last_seen_at).toBe(at(MINUTE).toISOString());
  });

  it("ends a user's sessions, all of them or all but one, and no one else's", async () => {
    const other = await createStaffUser(getDb(), { email: "other.person@kairav.example", password: "a long enough secret" });
    const [first, second, third] = [await createSession(getDb(), userId), await createSession(getDb(), userId), await createSession(getDb(), userId)];
    const theirs = await createSession(getDb(), other.id);
    expect(await endUserSessions(getDb(), userId, { exceptId: hashSessionToken(first.token) })).toBeGreaterThanOrEqual(2);
    expect(await getSession(getDb(), first.token)).not.toBeNull();
    expect(await getSession(getDb(), second.token)).toBeNull();
    expect(await getSession(getDb(), third.token)).toBeNull();
    expect(await endUserSessions(getDb(), userId)).toBe(1);
    expect(await getSession(getDb(), first.token)).toBeNull();
    expect(await getSession(getDb(), theirs.token)).not.toBeNull();
  });

  it("ends the sessions of a disabled user", async () => {
    const { token } = await createSession(getDb(), userId, { now: start });
    await getDb().updateTable("staff_users").set({ disabled_at: start.toISOString() }).where("id", "=", userId).execute();
    expect(await getSession(getDb(), token, start)).toBeNull();
  });
});
