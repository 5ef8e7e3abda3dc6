import { describe, expect, it } from "vitest";
import { safeNextPath } from "./require-staff.server.ts";

describe("safeNextPath", () => {
  it.each(["/admin", "/admin/posts", "/admin/enquiries?status=new&page=2", "/admin/posts/3/edit#body"])("keeps %j", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ["a line break (header injection)", "/admin\r\nSet-Cookie: x=1"],
    ["a bare line feed", "/admin/posts\nX: y"],
    ["a backslash", "/admin\\..\\evil"],
    ["another site", "https://evil.example/admin"],
    ["a protocol-relative URL", "//evil.example/admin"],
    ["a path outside the console", "/administrator"],
    ["the sign-in page itself", "/admin/sign-in?next=/admin"],
    ["non-ASCII", "/admin/é"],
    ["a huge value", `/admin/${"x".repeat(5000)}`],
    ["no value", null],
  ])("sends %s to the dashboard", (_, value) => {
    expect(safeNextPath(value)).toBe("/admin");
  });
});
