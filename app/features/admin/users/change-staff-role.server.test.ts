import { expect, it } from "vitest";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { changeStaffRole } from "./change-staff-role.server.ts";

const password = "a long enough secret";

describeEachDatabase("changing a staff member's role", (getDb) => {
  let first = 0;
  let second = 0;

  it("changes the role once, with an audit entry naming the change", async () => {
    const db = getDb();
    first = (await createStaffUser(db, { email: "first@kairav.example", password })).id;
    second = (await createStaffUser(db, { email: "second@kairav.example", password, role: "sales" })).id;
    expect(await changeStaffRole(db, { userId: second, role: "recruiter", actorId: first })).toBe("changed");
    expect(await changeStaffRole(db, { userId: second, role: "recruiter", actorId: first })).toBe("unchanged");
    expect((await db.selectFrom("staff_users").select("role").where("id", "=", second).executeTakeFirstOrThrow()).role).toBe("recruiter");
    expect(await db.selectFrom("audit_log").select(["user_id", "action", "target"]).where("action", "=", "user.role-change").execute()).toEqual([
      { user_id: first, action: "user.role-change", target: `staff_user:${second} (sales → recruiter)` },
    ]);
    expect(await changeStaffRole(db, { userId: 999_999, role: "editor", actorId: first })).toBe("not-found");
  });

  it("never demotes the last active admin, counting a deactivated admin as none", async () => {
    const db = getDb();
    expect(await changeStaffRole(db, { userId: first, role: "editor", actorId: first })).toBe("last-admin");
    await changeStaffRole(db, { userId: second, role: "admin", actorId: first });
    await db.updateTable("staff_users").set({ disabled_at: new Date().toISOString() }).where("id", "=", second).execute();
    expect(await changeStaffRole(db, { userId: first, role: "editor", actorId: first })).toBe("last-admin");
    await db.updateTable("staff_users").set({ disabled_at: null }).where("id", "=", second).execute();
    expect(await changeStaffRole(db, { userId: first, role: "editor", actorId: second })).toBe("changed");
    expect(await changeStaffRole(db, { userId: second, role: "sales", actorId: second })).toBe("last-admin");
  });

  it("lets only one of two admins demoting each other at the same moment succeed", async () => {
    const db = getDb();
    await changeStaffRole(db, { userId: first, role: "admin", actorId: second });
    const results = await Promise.all([
      changeStaffRole(db, { userId: first, role: "editor", actorId: second }),
      changeStaffRole(db, { userId: second, role: "editor", actorId: first }),
    ]);
    expect(results.sort()).toEqual(["changed", "last-admin"]);
    const admins = await db.selectFrom("staff_users").select("id").where("role", "=", "admin").where("disabled_at", "is", null).execute();
    expect(admins).toHaveLength(1);
  });
});
