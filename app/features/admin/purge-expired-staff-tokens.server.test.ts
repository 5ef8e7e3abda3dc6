import { expect, it } from "vitest";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { EXPIRED_INVITATION_KEPT_MS, purgeExpiredStaffTokens, UNCONFIRMED_ENROLMENT_KEPT_MS } from "./purge-expired-staff-tokens.server.ts";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const MINUTE = 60 * 1000;

describeEachDatabase("purging expired staff tokens", (getDb) => {
  it("deletes reset links, invitations, half sign-ins and enrolments past their time, and keeps the live ones", async () => {
    const db = getDb();
    const asha = await createStaffUser(db, { email: "asha@kairav.example", password: "asha's long password", displayName: "Asha Rao", role: "admin" });
    const ravi = await createStaffUser(db, { email: "ravi@kairav.example", password: "ravi's long password", displayName: "Ravi Kumar", role: "editor" });
    const meera = await createStaffUser(db, { email: "meera@kairav.example", password: "meera's long password", displayName: "Meera Iyer", role: "sales" });

    await db
      .insertInto("password_reset_tokens")
      .values([
        { id: "expired-link", user_id: asha.id, created_at: at(-40 * MINUTE), expires_at: at(-10 * MINUTE) },
        { id: "live-link", user_id: asha.id, created_at: at(-5 * MINUTE), expires_at: at(25 * MINUTE) },
      ])
      .execute();
    const invitation = { email: "x@kairav.example", role: "editor" as const, invited_by: asha.id, closed_at: null };
    await db
      .insertInto("staff_invitations")
      .values([
        { ...invitation, token_hash: "long-expired", email: "old@kairav.example", status: "pending", created_at: at(-20 * 24 * 60 * MINUTE), expires_at: at(-EXPIRED_INVITATION_KEPT_MS - MINUTE) },
        { ...invitation, token_hash: "just-expired", email: "recent@kairav.example", status: "pending", created_at: at(-4 * 24 * 60 * MINUTE), expires_at: at(-MINUTE) },
        { ...invitation, token_hash: "live", email: "live@kairav.example", status: "pending", created_at: at(-MINUTE), expires_at: at(72 * 60 * MINUTE) },
        // Accepted ones are the record of who joined: kept, however old.
        { ...invitation, token_hash: "accepted", email: "ravi@kairav.example", status: "accepted", created_at: at(-30 * 24 * 60 * MINUTE), expires_at: at(-27 * 24 * 60 * MINUTE), closed_at: at(-29 * 24 * 60 * MINUTE) },
      ])
      .execute();
    const challenge = { user_id: ravi.id, csrf_token: "c", next_path: "/admin" };
    await db
      .insertInto("staff_sign_in_challenges")
      .values([
        { ...challenge, id: "stale-challenge", created_at: at(-6 * MINUTE), expires_at: at(-MINUTE) },
        { ...challenge, id: "live-challenge", created_at: at(-MINUTE), expires_at: at(4 * MINUTE) },
      ])
      .execute();
    await db
      .insertInto("staff_totp")
      .values([
        { user_id: ravi.id, secret: "plain:A", created_at: at(-UNCONFIRMED_ENROLMENT_KEPT_MS - MINUTE), confirmed_at: null, last_used_step: null },
        { user_id: meera.id, secret: "plain:B", created_at: at(-UNCONFIRMED_ENROLMENT_KEPT_MS - MINUTE), confirmed_at: at(-UNCONFIRMED_ENROLMENT_KEPT_MS), last_used_step: 1 },
      ])
      .execute();

    expect(await purgeExpiredStaffTokens(db, NOW)).toEqual({ resetLinks: 1, invitations: 1, signInChallenges: 1, enrolments: 1 });

    expect(await db.selectFrom("password_reset_tokens").select("id").execute()).toEqual([{ id: "live-link" }]);
    expect((await db.selectFrom("staff_invitations").select("token_hash").orderBy("token_hash").execute()).map((row) => row.token_hash)).toEqual(["accepted", "just-expired", "live"]);
    expect(await db.selectFrom("staff_sign_in_challenges").select("id").execute()).toEqual([{ id: "live-challenge" }]);
    // A confirmed app stays, however long ago it was set up.
    expect(await db.selectFrom("staff_totp").select("user_id").execute()).toEqual([{ user_id: meera.id }]);

    expect(await purgeExpiredStaffTokens(db, NOW)).toEqual({ resetLinks: 0, invitations: 0, signInChallenges: 0, enrolments: 0 });
  });
});
