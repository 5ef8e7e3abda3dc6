import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./is-current-path.ts";

describe("isCurrentPath", () => {
  it("marks the link to the page shown, whatever the letter case", () => {
    expect(isCurrentPath("/services/cloud-management", "/services/cloud-management")).toBe(true);
    expect(isCurrentPath("/Services/Cloud-Management", "/services/cloud-management")).toBe(true);
  });

  it("marks a link to a part of the site above the page, and not a sibling that shares its start", () => {
    expect(isCurrentPath("/blog/12", "/blog")).toBe(true);
    expect(isCurrentPath("/blog/12", "/blog/")).toBe(true);
    expect(isCurrentPath("/blogroll", "/blog")).toBe(false);
    expect(isCurrentPath("/services/cloud", "/services/cloud-management")).toBe(false);
  });

  it("marks the home page's link only on the home page", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/careers", "/")).toBe(false);
  });

  it("reads only the path of a link with a query or a fragment", () => {
    expect(isCurrentPath("/blog", "/blog?category=cloud")).toBe(true);
    expect(isCurrentPath("/contactus", "/contactus#map")).toBe(true);
  });
});
