import { describe, expect, it } from "vitest";
import { seoFieldMessages } from "#app/model/seo-fields.ts";
import { POST_CONTENT_MAX, POST_EXCERPT_MAX, POST_TITLE_MAX, postFormMessages, readPostForm, validatePostForm, type PostFormValues } from "./post-form-schema.ts";

const valid: PostFormValues = {
  title: "Cutting Kubernetes spend",
  slug: "cutting-kubernetes-spend",
  authorName: "Asha Rao",
  publishedOn: "2026-11-21",
  status: "published",
  categoryIds: ["2", "5"],
  content: "## What we changed\r\n\r\nRequests first.",
  coverSrc: "",
  excerpt: "",
};

function errorsOf(values: Partial<PostFormValues>) {
  const result = validatePostForm({ ...valid, ...values });
  if (result.ok) throw new Error("expected the values to be refused");
  return result.fieldErrors;
}

describe("validatePostForm", () => {
  it("checks the search fields with the rest, and gives their messages under seo", () => {
    const refused = validatePostForm({ ...valid, title: "", seo: { searchTitle: "", description: "", socialImage: "", canonical: "//evil.example/", noindex: false } });
    expect(refused).toEqual({ ok: false, fieldErrors: { title: postFormMessages.titleRequired, seo: { canonical: seoFieldMessages.canonicalInvalid } } });
    const accepted = validatePostForm({ ...valid, seo: { searchTitle: " Spend, halved ", description: "", socialImage: "", canonical: "", noindex: true } });
    expect(accepted.ok && accepted.value.seo).toEqual({ searchTitle: "Spend, halved", noindex: true });
  });

  it("accepts a complete post, with CRLF line breaks stored as LF and category ids as numbers", () => {
    const result = validatePostForm(valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, categoryIds: [2, 5], content: "## What we changed\n\nRequests first.", coverSrc: null, excerpt: null },
    });
  });

  it("suggests the slug from the title when it is left empty", () => {
    const result = validatePostForm({ ...valid, slug: "  ", title: "Déjà vu: the 2nd migration" });
    expect(result.ok && result.value.slug).toBe("deja-vu-the-2nd-migration");
  });

  it("refuses slugs that are not lower-case words joined by single hyphens", () => {
    for (const slug of ["Upper-Case", "two--hyphens", "-leading", "trailing-", "with space", "emoji-😀", "under_score"]) {
      expect(errorsOf({ slug }).slug, slug).toBe(postFormMessages.slugFormat);
    }
    expect(errorsOf({ slug: "", title: "!!!" }).slug).toBe(postFormMessages.slugRequired);
  });

  it("names every missing or malformed field with its own message", () => {
    expect(errorsOf({ title: "   ", authorName: "", publishedOn: "21/11/2026", status: "live" })).toEqual({
      title: postFormMessages.titleRequired,
      authorName: postFormMessages.authorRequired,
      publishedOn: postFormMessages.dateInvalid,
      status: postFormMessages.statusInvalid,
    });
    expect(errorsOf({ title: "x".repeat(POST_TITLE_MAX + 1) }).title).toBe(postFormMessages.titleTooLong);
    expect(errorsOf({ categoryIds: ["2", "abc"] }).categoryIds).toBe(postFormMessages.categoriesInvalid);
    expect(errorsOf({ content: "x".repeat(POST_CONTENT_MAX + 1) }).content).toBe(postFormMessages.contentTooLong);
  });

  it("keeps an excerpt on one line within its length, and takes a cover only by the address of a library file", () => {
    const result = validatePostForm({ ...valid, excerpt: "  How we halved\r\nthe bill.  ", coverSrc: "/media/0123456789abcdef0123456789abcdef.jpg" });
    expect(result.ok && { excerpt: result.value.excerpt, coverSrc: result.value.coverSrc }).toEqual({ excerpt: "How we halved the bill.", coverSrc: "/media/0123456789abcdef0123456789abcdef.jpg" });
    expect(errorsOf({ excerpt: "x".repeat(POST_EXCERPT_MAX + 1) }).excerpt).toBe(postFormMessages.excerptTooLong);
    for (const coverSrc of ["https://elsewhere.example/x.jpg", "/images/hero.jpg", "/media/0123.avif"]) {
      expect(errorsOf({ coverSrc }).coverSrc, coverSrc).toBe(postFormMessages.coverUnknown);
    }
  });

  it("refuses dates that do not exist", () => {
    for (const publishedOn of ["2026-02-30", "2026-13-01", "2026-1-5", ""]) {
      expect(errorsOf({ publishedOn }).publishedOn, publishedOn).toBe(postFormMessages.dateInvalid);
    }
    expect(validatePostForm({ ...valid, publishedOn: "2028-02-29" }).ok).toBe(true);
  });

  it("lets a draft be saved without content but not a published post", () => {
    expect(validatePostForm({ ...valid, status: "draft", content: "" }).ok).toBe(true);
    expect(errorsOf({ status: "published", content: " \n " }).content).toBe(postFormMessages.contentRequired);
  });

  it("keeps titles and names on one line", () => {
    const result = validatePostForm({ ...valid, title: "Line one\nline two\u202e", authorName: "\tAsha  Rao " });
    expect(result.ok && [result.value.title, result.value.authorName]).toEqual(["Line one line two", "Asha  Rao"]);
  });
});

describe("readPostForm", () => {
  it("reads every field as text and every checked category, treating files and gaps as empty", () => {
    const form = new FormData();
    form.set("title", "T");
    form.append("categoryIds", "1");
    form.append("categoryIds", "3");
    form.set("content", new Blob(["not text"]));
    expect(readPostForm(form)).toEqual({ title: "T", slug: "", authorName: "", publishedOn: "", status: "", categoryIds: ["1", "3"], content: "", coverSrc: "", excerpt: "", seo: { searchTitle: "", description: "", socialImage: "", canonical: "", noindex: false } });
  });
});
