import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { bootstrapStaffUser } from "./bootstrap-staff-user.server.ts";

describeEachDatabase("bootstrap staff user", (getDb) => {
  it("creates the user once when several instances start together on a fresh database", async () => {
    const starts = await Promise.all(
      Array.from({ length: 3 }, () => bootstrapStaffUser(getDb(), "Bootstrap@Kairav.Example", "bootstrap password 2026")),
    );
    expect(starts.filter(Boolean)).toHaveLength(1);
    const rows = await getDb().selectFrom("staff_users").select(["email", "role"]).execute();
    expect(rows).toEqual([{ email: "bootstrap@kairav.example", role: "admin" }]);
    expect(await bootstrapStaffUser(getDb(), "bootstrap@kairav.example", "bootstrap password 2026")).toBe(false);
  });
});
