import { describe, expect, it } from "vitest";
import { CLOSEST_PAGES_MAX, type ClosestPage, editDistance, findClosestPages, wordsOfPath } from "./closest-pages.ts";

const page = (url: string, title: string, kindLabel = "Page"): ClosestPage => ({ url, title, kindLabel });

const site: ClosestPage[] = [
  page("/services/cloud-management", "Cloud Management"),
  page("/services/rpa-solutions", "RPA Solutions"),
  page("/industries/banking", "Banking and Financial Services"),
  page("/solutions/thor-platform", "Thor Platform"),
  page("/solutions/videokyc", "Video KYC"),
  page("/blog/12", "Migrating a core banking ledger to the cloud", "Blog post"),
  page("/careers?job=3", "Senior Kubernetes Engineer", "Job"),
  page("/blog", "Blog"),
  page("/careers", "Careers"),
  page("/contactus", "Contact us"),
  page("/", "Home page"),
];
const urls = (path: string) => findClosestPages(path, site).map((found) => found.url);

describe("the words of an unknown address", () => {
  it("reads letters and digits, lower-cased, decoded, without repeats, numbers alone or noise", () => {
    expect(wordsOfPath("/Services/Cloud-Management/index.html")).toEqual(["services", "cloud", "management"]);
    expect(wordsOfPath("/blog/2024/10/caf%C3%A9-kyc")).toEqual(["blog", "café", "kyc"]);
    expect(wordsOfPath("/no-such-page")).toEqual(["such"]);
    expect(wordsOfPath("/%E0%A4")).toEqual(["e0", "a4"]);
  });

  it("reads at most 8 words of a path, however long", () => {
    expect(wordsOfPath(`/${Array.from({ length: 50 }, (_, index) => `word${"abcdefghijklmnopqrstuvwxyz"[index % 26]}`).join("-")}`)).toHaveLength(8);
  });
});

describe("the edit distance", () => {
  it("counts insertions, deletions and substitutions, and stops past its limit", () => {
    expect(editDistance("cloud", "cloud", 2)).toBe(0);
    expect(editDistance("managment", "management", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("the closest pages of an unknown address", () => {
  it("finds the page whose address was mistyped first", () => {
    expect(urls("/services/cloud-managment")[0]).toBe("/services/cloud-management");
    expect(urls("/solutions/thor-platfrom")[0]).toBe("/solutions/thor-platform");
    expect(urls("/contact-us")[0]).toBe("/contactus");
  });

  it("finds pages by the words of their titles, posts and jobs included", () => {
    expect(urls("/kubernetes-jobs")).toContain("/careers?job=3");
    expect(urls("/articles/core-banking-ledger")[0]).toBe("/blog/12");
    expect(urls("/banking")).toEqual(expect.arrayContaining(["/industries/banking", "/blog/12"]));
  });

  it("reads the start of a longer word, and words run together", () => {
    expect(urls("/kube")).toContain("/careers?job=3");
    expect(urls("/services/cloudmanagement")[0]).toBe("/services/cloud-management");
  });

  it("lists at most five pages, best first and in an order that never varies", () => {
    const many = Array.from({ length: 20 }, (_, index) => page(`/solutions/ledger-${index}`, `Ledger ${index}`));
    const found = findClosestPages("/ledger", many);
    expect(found).toHaveLength(CLOSEST_PAGES_MAX);
    expect(findClosestPages("/ledger", [...many].reverse())).toEqual(found);
  });

  it("lists nothing for an address whose words match no page, or that has no words", () => {
    expect(urls("/wp-login.php")).toEqual([]);
    expect(urls("/xyzzy/qwerty")).toEqual([]);
    expect(urls("/")).toEqual([]);
    expect(urls("/1234/5678")).toEqual([]);
    expect(urls("/no-such-page")).toEqual([]);
  });

  it("stays quick with a long, odd address and many pages", () => {
    const many = Array.from({ length: 2_000 }, (_, index) => page(`/blog/${index}`, `Post number ${index} about migrating ledgers and kubernetes clusters`, "Blog post"));
    const started = performance.now();
    findClosestPages(`/${"kubernetesclustermigration-".repeat(15)}`, many);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
