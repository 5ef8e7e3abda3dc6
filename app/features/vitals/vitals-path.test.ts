import { describe, expect, it } from "vitest";
import { toVitalsPath, VITALS_PATH_MAX_LENGTH } from "./vitals-path.ts";

describe("the path a vitals report is filed under", () => {
  it("keeps page paths and drops the query, the fragment and a trailing slash", () => {
    expect(toVitalsPath("/")).toBe("/");
    expect(toVitalsPath("/services/cloud-management")).toBe("/services/cloud-management");
    expect(toVitalsPath("/blog?page=2&category=cloud")).toBe("/blog");
    expect(toVitalsPath("/contactus#email=a@b.example")).toBe("/contactus");
    expect(toVitalsPath("/careers/")).toBe("/careers");
  });

  it("collapses ids into one route", () => {
    expect(toVitalsPath("/blog/12")).toBe("/blog/:id");
    expect(toVitalsPath("/blog/9007199254740993")).toBe("/blog/:id");
    expect(toVitalsPath("/files/3f2a9c1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f/view")).toBe("/files/:id/view");
    expect(toVitalsPath("/t/0123456789abcdef0123")).toBe("/t/:id");
    expect(toVitalsPath("/t/deadbeefcafebabefacade")).toBe("/t/deadbeefcafebabefacade");
  });

  it(`stops at ${VITALS_PATH_MAX_LENGTH} characters and always starts with a slash`, () => {
    const long = toVitalsPath(`/${"a".repeat(500)}`);
    expect(long).toHaveLength(VITALS_PATH_MAX_LENGTH);
    expect(long.startsWith("/a")).toBe(true);
    expect(toVitalsPath("")).toBe("/");
  });
});
