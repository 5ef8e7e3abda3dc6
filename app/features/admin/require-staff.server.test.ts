import { describe, expect, it } from "vitest";
import { requestedPagePath } from "./require-staff.server.ts";

describe("the page a staff request is for", () => {
  const path = (url: string) => requestedPagePath(new Request(`http://localhost${url}`));

  it("is the path of a document request", () => {
    expect(path("/admin/jobs?status=open")).toBe("/admin/jobs");
    expect(path("/admin/enquiries.csv")).toBe("/admin/enquiries.csv");
  });

  it("drops the suffix of a client-side navigation's data request, as React Router does", () => {
    expect(path("/admin.data")).toBe("/admin");
    expect(path("/admin/_.data")).toBe("/admin/");
    expect(path("/admin/jobs.data?status=open")).toBe("/admin/jobs");
    expect(path("/admin/users.data?index")).toBe("/admin/users");
  });
});
