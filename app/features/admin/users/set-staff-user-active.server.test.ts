import { expect, it } from "vitest";
import { createSession, getSession } from "#app/features/admin/sessions.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { deactivateStaffUser, reactivateStaffUser } from "./set-staff-user-active.server.ts";

const password = "a long enough secret";

describeEachDatabase("deactivating and reactivating staff", (getDb) => {
  let admin = 0;
  let editor = 0;

  it("ends every open session of a deactivated user at once, and logs it", async () => {
    const db = getDb();
    admin = (await createStaffUser(db, { email: "admin@kairav.example", password })).id;
    editor = (await createStaffUser(db, { email: "editor@kairav.example", password, role: "editor" })).id;
    const phone = await createSession(db, editor);
    const laptop = await createSession(db, editor);
    const own = await createSession(db, admin);

    expect(await deactivateStaffUser(db, { userId: editor, actorId: admin })).toBe("changed");
    expect(await db.selectFrom("sessions").select("user_id").execute()).toEqual([{ user_id: admin }]);
    expect(await getSession(db, phone.token)).toBeNull();
    expect(await getSession(db, laptop.token)).toBeNull();
    expect(await getSession(db, own.token)).not.toBeNull();
    expect(await deactivateStaffUser(db, { userId: editor, actorId: admin })).toBe("unchanged");
    expect(await db.selectFrom("audit_log").select(["user_id", "target"]).where("action", "=", "user.deactivate").execute()).toEqual([
      { user_id: admin, target: `staff_user:${editor}` },
    ]);
  });

  it("reactivates with the role the user had, and a new session works again", async () => {
    const db = getDb();
    expect(await reactivateStaffUser(db, { userId: editor, actorId: admin })).toBe("changed");
    expect(await reactivateStaffUser(db, { userId: editor, actorId: admin })).toBe("unchanged");
    expect(await db.selectFrom("staff_users").select(["role", "disabled_at"]).where("id", "=", editor).executeTakeFirstOrThrow()).toEqual({ role: "editor", disabled_at: null });
    const { token } = await createSession(db, editor);
    expect((await getSession(db, token))?.role).toBe("editor");
    expect(await db.selectFrom("audit_log").select("action").where("action", "=", "user.reactivate").execute()).toHaveLength(1);
    expect(await reactivateStaffUser(db, { userId: 999_999, actorId: admin })).toBe("not-found");
  });

  it("refuses deactivating oneself and the last active admin", async () => {
    const db = getDb();
    expect(await deactivateStaffUser(db, { userId: admin, actorId: admin })).toBe("self");
    // Another account acting (a script, say): the only active admin still stays.
    expect(await deactivateStaffUser(db, { userId: admin, actorId: editor })).toBe("last-admin");
    expect((await db.selectFrom("staff_users").select("disabled_at").where("id", "=", admin).executeTakeFirstOrThrow()).disabled_at).toBeNull();
    expect(await deactivateStaffUser(db, { userId: 999_999, actorId: admin })).toBe("not-found");
  });
});
