import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "#app/features/admin/record-audit.server.ts";
import { AUDIT_ACTION_LABELS, auditActionLabel } from "./audit-action-labels.ts";
import { auditActor } from "./audit-log-list.tsx";
import { auditPath, readAuditFilters } from "./audit-filters.ts";

describe("the audit page's wording and filters", () => {
  it("labels every action, in the order of the closed list, each differently", () => {
    expect(Object.keys(AUDIT_ACTION_LABELS)).toEqual([...AUDIT_ACTIONS]);
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionLabel("staff.sign-in")).toBe("Signed in");
    expect(auditActionLabel("legacy.action")).toBe("legacy.action");
    expect(auditActionLabel("constructor")).toBe("constructor");
  });

  it("names the system, a staff member, or a deleted user", () => {
    expect(auditActor({ userId: null, email: null })).toBe("System");
    expect(auditActor({ userId: 4, email: "asha@kairav.example" })).toBe("asha@kairav.example");
    expect(auditActor({ userId: 9, email: null })).toBe("Deleted user #9");
  });

  it("reads filters from the URL, ignoring what cannot be one, and writes them back", () => {
    expect(readAuditFilters(new URLSearchParams("action=outbox.retry&user=3&page=2"))).toEqual({ action: "outbox.retry", user: 3, page: 2 });
    expect(readAuditFilters(new URLSearchParams("user=system"))).toEqual({ action: null, user: "system", page: 1 });
    expect(readAuditFilters(new URLSearchParams("action=__proto__&user=-1&page=0"))).toEqual({ action: null, user: null, page: 1 });
    expect(auditPath({ action: "staff.sign-in", user: "system", page: 3 })).toBe("/admin/audit?action=staff.sign-in&user=system&page=3");
    expect(auditPath({ action: null, user: null, page: 1 })).toBe("/admin/audit");
  });
});
