import { describe, expect, it } from "vitest";
import { SLUG_MAX, SLUG_PATTERN, suggestSlug } from "./suggest-slug.ts";

describe("suggestSlug", () => {
  it("turns a title into lower-case words joined by single hyphens", () => {
    expect(suggestSlug("Kubernetes Cost Control: 5 Lessons!")).toBe("kubernetes-cost-control-5-lessons");
    expect(suggestSlug("Cloud & DevOps")).toBe("cloud-devops");
    expect(suggestSlug("  --Déjà vu, café--  ")).toBe("deja-vu-cafe");
  });

  it("gives an empty slug when nothing in the text can be used", () => {
    expect(suggestSlug("")).toBe("");
    expect(suggestSlug("!!! ???")).toBe("");
    expect(suggestSlug("डिजिटल")).toBe("");
  });

  it(`stays within ${SLUG_MAX} characters and always matches the slug pattern`, () => {
    const slug = suggestSlug(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(suggestSlug(`${"a".repeat(SLUG_MAX - 1)} b`)).toMatch(SLUG_PATTERN);
  });
});
