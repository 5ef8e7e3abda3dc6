import type { Kysely } from "kysely";
import type { Database, StaffRole } from "#app/db/schema.ts";

export type StaffUserListItem = {
  id: number;
  displayName: string;
  email: string;
  role: StaffRole;
  /** When the account was deactivated; null while it is active. */
  disabledAt: string | null;
  /** The latest sign-in the audit log holds, or null when it holds none. */
  lastSignInAt: string | null;
};

/** Every staff account, active ones first, then by name. */
export async function listStaffUsers(db: Kysely<Database>): Promise<StaffUserListItem[]> {
  const rows = await db
    .selectFrom("staff_users")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("audit_log")
          .select((inner) => ["user_id", inner.fn.max("created_at").as("last_sign_in_at")])
          .where("action", "in", ["staff.sign-in", "staff.passkey-sign-in"])
          .groupBy("user_id")
          .as("sign_ins"),
      (join) => join.onRef("sign_ins.user_id", "=", "staff_users.id"),
    )
    .select(["staff_users.id", "staff_users.display_name", "staff_users.email", "staff_users.role", "staff_users.disabled_at", "sign_ins.last_sign_in_at"])
    .orderBy((eb) => eb.case().when("staff_users.disabled_at", "is", null).then(0).else(1).end())
    .orderBy("staff_users.display_name")
    .orderBy("staff_users.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    role: row.role,
    disabledAt: row.disabled_at,
    lastSignInAt: row.last_sign_in_at ?? null,
  }));
}
