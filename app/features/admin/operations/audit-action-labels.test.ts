import { describe, expect, it } from "vitest";
import { UNKNOWN_ACCOUNT_TARGET } from "#app/features/admin/audit-targets.ts";
import { AUDIT_ACTIONS } from "#app/features/admin/record-audit.server.ts";
import { AUDIT_ACTION_LABELS, auditActionLabel } from "./audit-action-labels.ts";
import { auditActor } from "./audit-log-list.tsx";
import { encodeKeysetCursor } from "#app/lib/paging/keyset-cursor.ts";
import { auditPath, readAuditFilters } from "./audit-filters.ts";

describe("the audit page's wording and filters", () => {
  it("labels every action, in the order of the closed list, each differently", () => {
    expect(Object.keys(AUDIT_ACTION_LABELS)).toEqual([...AUDIT_ACTIONS]);
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionLabel("staff.sign-in")).toBe("Signed in");
    expect(auditActionLabel("legacy.action")).toBe("legacy.action");
    expect(auditActionLabel("constructor")).toBe("constructor");
  });

  it("names the system, a staff member with their email, an unknown account, or a deleted user", () => {
    expect(auditActor({ userId: null, email: null, displayName: null, target: "3 items" })).toEqual({ name: "System", email: null });
    expect(auditActor({ userId: 4, email: "asha@kairav.example", displayName: "Asha Rao", target: "post:1" })).toEqual({ name: "Asha Rao", email: "asha@kairav.example" });
    expect(auditActor({ userId: null, email: null, displayName: null, target: UNKNOWN_ACCOUNT_TARGET })).toEqual({ name: "Unknown account", email: null });
    expect(auditActor({ userId: 9, email: null, displayName: null, target: "post:1" })).toEqual({ name: "Deleted user #9", email: null });
  });

  it("reads filters from the URL, ignoring what cannot be one, and writes them back", () => {
    expect(readAuditFilters(new URLSearchParams("action=outbox.retry&user=3&page=2"))).toEqual({ action: "outbox.retry", user: 3 });
    expect(readAuditFilters(new URLSearchParams("user=system"))).toEqual({ action: null, user: "system" });
    expect(readAuditFilters(new URLSearchParams("action=__proto__&user=-1"))).toEqual({ action: null, user: null });
    const position = { direction: "older" as const, cursor: { key: "2026-11-01T09:00:00.000Z", id: 3 } };
    expect(auditPath({ action: "staff.sign-in", user: "system" }, position)).toBe(`/admin/audit?action=staff.sign-in&user=system&older=${encodeKeysetCursor(position.cursor)}`);
    expect(auditPath({ action: null, user: null })).toBe("/admin/audit");
  });
});
