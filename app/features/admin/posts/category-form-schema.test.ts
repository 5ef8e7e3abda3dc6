import { describe, expect, it } from "vitest";
import { CATEGORY_NAME_MAX, categoryFormMessages, validateCategoryForm } from "./category-form-schema.ts";

describe("validateCategoryForm", () => {
  it("accepts a name and makes the slug from it when none is given", () => {
    expect(validateCategoryForm({ name: "  Cloud & DevOps ", slug: "" })).toEqual({ ok: true, value: { name: "Cloud & DevOps", slug: "cloud-devops" } });
    expect(validateCategoryForm({ name: "Cloud", slug: "cloud-platforms" })).toEqual({ ok: true, value: { name: "Cloud", slug: "cloud-platforms" } });
  });

  it("refuses an empty or long name and a malformed slug", () => {
    expect(validateCategoryForm({ name: " ", slug: "" })).toEqual({
      ok: false,
      fieldErrors: { name: categoryFormMessages.nameRequired, slug: categoryFormMessages.slugRequired },
    });
    expect(validateCategoryForm({ name: "x".repeat(CATEGORY_NAME_MAX + 1), slug: "ok" })).toEqual({ ok: false, fieldErrors: { name: categoryFormMessages.nameTooLong } });
    expect(validateCategoryForm({ name: "Security", slug: "Security" })).toEqual({ ok: false, fieldErrors: { slug: categoryFormMessages.slugFormat } });
  });
});
