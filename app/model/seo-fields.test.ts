import { describe, expect, it } from "vitest";
import {
  EMPTY_SEO_FORM,
  SEARCH_TITLE_MAX,
  SEO_DESCRIPTION_MAX,
  columnsOfSeoFields,
  isCanonicalUrl,
  readSeoForm,
  seoFieldMessages,
  seoFieldsOfColumns,
  seoFieldsSchema,
  validateSeoForm,
  type SeoFormValues,
} from "./seo-fields.ts";

const PICTURE = "/media/0123456789abcdef0123456789abcdef.jpg";

function errorsOf(values: Partial<SeoFormValues>) {
  const result = validateSeoForm({ ...EMPTY_SEO_FORM, ...values });
  if (result.ok) throw new Error("expected the values to be refused");
  return result.fieldErrors;
}

describe("isCanonicalUrl", () => {
  it("takes absolute http(s) addresses and paths of this site", () => {
    for (const value of ["https://kairav.example/blog/3", "http://example.org/a?b=c#d", "HTTPS://Example.com", "/blog/3", "/services/cloud-migration?x=1", "/"]) {
      expect(isCanonicalUrl(value), value).toBe(true);
    }
  });

  it("refuses other schemes, protocol-relative and relative addresses, spaces and credentials", () => {
    for (const value of ["javascript:alert(1)", "ftp://example.org/", "//evil.example/path", "/\\evil.example", "blog/3", "https://", "https://exa mple.org/", "/a b", "https://user:pass@example.org/", "mailto:a@b.example", "data:text/html,hi", "/line\nbreak"]) {
      expect(isCanonicalUrl(value), value).toBe(false);
    }
  });
});

describe("validateSeoForm", () => {
  it("stores nothing for an empty form: every field falls back to its default", () => {
    expect(validateSeoForm(EMPTY_SEO_FORM)).toEqual({ ok: true, value: {} });
  });

  it("trims the fields, makes titles one line and keeps a ticked noindex", () => {
    const result = validateSeoForm({ searchTitle: "  Cloud costs,\r\nhalved  ", description: " Short. ", socialImage: ` ${PICTURE} `, canonical: " https://kairav.example/blog/3 ", noindex: true });
    expect(result).toEqual({ ok: true, value: { searchTitle: "Cloud costs, halved", description: "Short.", socialImage: PICTURE, canonical: "https://kairav.example/blog/3", noindex: true } });
  });

  it("refuses each wrong field with its own message", () => {
    expect(errorsOf({ searchTitle: "x".repeat(SEARCH_TITLE_MAX + 1) }).searchTitle).toBe(seoFieldMessages.searchTitleTooLong);
    expect(errorsOf({ description: "x".repeat(SEO_DESCRIPTION_MAX + 1) }).description).toBe(seoFieldMessages.descriptionTooLong);
    expect(errorsOf({ canonical: "//evil.example/" }).canonical).toBe(seoFieldMessages.canonicalInvalid);
    expect(errorsOf({ canonical: "javascript:alert(1)" }).canonical).toBe(seoFieldMessages.canonicalInvalid);
    expect(errorsOf({ socialImage: "/images/og-default.png" }).socialImage).toBe(seoFieldMessages.socialImageUnknown);
    expect(errorsOf({ socialImage: "/media/0123456789abcdef0123456789abcdef.avif" }).socialImage).toBe(seoFieldMessages.socialImageUnknown);
  });

  it("accepts the longest allowed texts", () => {
    expect(validateSeoForm({ ...EMPTY_SEO_FORM, searchTitle: "x".repeat(SEARCH_TITLE_MAX), description: "y".repeat(SEO_DESCRIPTION_MAX) }).ok).toBe(true);
  });
});

describe("readSeoForm and the stored columns", () => {
  it("reads the posted fields, a checkbox by its presence", () => {
    const form = new FormData();
    form.set("seoSearchTitle", "Title");
    form.set("seoNoindex", "on");
    form.set("seoCanonical", new File(["x"], "x.txt"));
    expect(readSeoForm(form)).toEqual({ searchTitle: "Title", description: "", socialImage: "", canonical: "", noindex: true });
  });

  it("turns fields into columns and back without loss", () => {
    const fields = { searchTitle: "T", description: "D", socialImage: PICTURE, canonical: "/blog/1", noindex: true };
    const columns = columnsOfSeoFields(fields);
    expect(columns).toEqual({ seo_title: "T", seo_description: "D", social_image: PICTURE, canonical_url: "/blog/1", robots: "noindex" });
    expect(seoFieldsOfColumns(columns)).toEqual(fields);
    expect(columnsOfSeoFields({})).toEqual({ seo_title: null, seo_description: null, social_image: null, canonical_url: null, robots: "index" });
    expect(seoFieldsOfColumns(columnsOfSeoFields({}))).toEqual({});
  });

  it("refuses a page document's bad canonical address when it is published", () => {
    expect(seoFieldsSchema.safeParse({ canonical: "//evil.example" }).success).toBe(false);
    expect(seoFieldsSchema.safeParse({ canonical: "/aboutus/team", noindex: true }).success).toBe(true);
  });
});
