import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "#app/db/schema.ts";
import { adminRoutes } from "#tests/helpers/admin-route-paths.ts";
import { findPolicyPattern, mayUse, STAFF_POLICY } from "./staff-policy.ts";

describe("the staff policy table", () => {
  const routePaths = adminRoutes().map((route) => route.path);

  it("names who may use every /admin route of routes.ts, and nothing else", () => {
    expect(routePaths.length).toBeGreaterThan(20);
    expect(routePaths.filter((path) => !Object.hasOwn(STAFF_POLICY, path))).toEqual([]);
    expect(Object.keys(STAFF_POLICY).filter((path) => !routePaths.includes(path))).toEqual([]);
  });

  it("lets admins use every entry and gives every role its dashboard and sign-out", () => {
    for (const allowed of Object.values(STAFF_POLICY)) expect(allowed).toContain("admin");
    for (const role of STAFF_ROLES) {
      expect(mayUse(role, "/admin")).toBe(true);
      expect(mayUse(role, "/admin/sign-out")).toBe(true);
    }
  });

  it("finds the entry the router would pick: fixed segments before :params", () => {
    expect(findPolicyPattern("/admin/jobs/new")).toBe("/admin/jobs/new");
    expect(findPolicyPattern("/admin/jobs/12")).toBe("/admin/jobs/:id");
    expect(findPolicyPattern("/admin/jobs/12/delete")).toBe("/admin/jobs/:id/delete");
    expect(findPolicyPattern("/admin/pages/3/preview")).toBe("/admin/pages/:id/preview");
    expect(findPolicyPattern("/admin/applications.csv")).toBe("/admin/applications.csv");
    expect(findPolicyPattern("/admin/unknown/page")).toBeNull();
  });

  it("gives each role its own sections only", () => {
    expect(mayUse("editor", "/admin/pages/3")).toBe(true);
    expect(mayUse("editor", "/admin/home/preview")).toBe(true);
    expect(mayUse("editor", "/admin/media/upload")).toBe(true);
    expect(mayUse("editor", "/admin/settings")).toBe(false);
    expect(mayUse("editor", "/admin/jobs")).toBe(false);
    expect(mayUse("recruiter", "/admin/applications/4")).toBe(true);
    expect(mayUse("recruiter", "/admin/applications.csv")).toBe(true);
    expect(mayUse("recruiter", "/admin/enquiries")).toBe(false);
    expect(mayUse("recruiter", "/admin/posts")).toBe(false);
    expect(mayUse("sales", "/admin/enquiries.csv")).toBe(true);
    expect(mayUse("sales", "/admin/attachments/9")).toBe(true);
    expect(mayUse("sales", "/admin/applications")).toBe(false);
    for (const role of ["editor", "recruiter", "sales"] as const) {
      for (const path of ["/admin/users", "/admin/outbox", "/admin/audit", "/admin/vitals", "/admin/settings/revisions"]) expect(mayUse(role, path), `${role} ${path}`).toBe(false);
    }
  });

  it("reads a path the way the router does, so another spelling of a page gets no other answer", () => {
    expect(mayUse("sales", "/admin/ENQUIRIES/")).toBe(true);
    expect(mayUse("recruiter", "/admin/Enquiries")).toBe(false);
    expect(mayUse("editor", "/admin/%73ettings")).toBe(false);
    expect(mayUse("editor", "/admin/settings/")).toBe(false);
  });

  it("refuses a path the table does not list to every role but admin", () => {
    for (const role of ["editor", "recruiter", "sales"] as const) expect(mayUse(role, "/admin/something-new")).toBe(false);
    expect(mayUse("admin", "/admin/something-new")).toBe(true);
  });
});
