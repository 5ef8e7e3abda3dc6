import { describe, expect, it } from "vitest";
import { arrivedFromThisSite } from "./arrived-from-this-site.ts";

const origin = "https://www.kairav.example";
const followed = { navigationType: "navigate", referrer: `${origin}/services`, origin, hash: "" };

describe("arrivedFromThisSite", () => {
  it("holds for a link followed from another page of the site", () => {
    expect(arrivedFromThisSite(followed)).toBe(true);
  });
  it("does not hold for a page opened from another site or from nowhere", () => {
    expect(arrivedFromThisSite({ ...followed, referrer: "https://search.example/?q=kairav" })).toBe(false);
    expect(arrivedFromThisSite({ ...followed, referrer: "" })).toBe(false);
    expect(arrivedFromThisSite({ ...followed, referrer: "not a url" })).toBe(false);
  });
  it("does not hold for a reload, Back/Forward, or a browser without the timing entry", () => {
    for (const navigationType of ["reload", "back_forward", undefined]) expect(arrivedFromThisSite({ ...followed, navigationType })).toBe(false);
  });
  it("does not hold for a link to a fragment of the page", () => {
    expect(arrivedFromThisSite({ ...followed, hash: "#offices" })).toBe(false);
  });
});
