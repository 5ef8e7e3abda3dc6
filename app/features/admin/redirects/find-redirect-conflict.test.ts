import { describe, expect, it } from "vitest";
import { findRedirectConflict, indexRedirects, type RedirectEdge } from "./find-redirect-conflict.ts";
import { targetPathOnSite } from "./normalize-redirect.ts";

const edge = (from: string, to: string, extra: Partial<RedirectEdge> = {}): RedirectEdge => ({ from, to, toPath: targetPathOnSite(to, "https://www.kairav.example"), ...extra });
const check = (candidate: RedirectEdge, others: RedirectEdge[]) => findRedirectConflict(candidate, indexRedirects(others));

describe("loops and chains", () => {
  it("lets an unrelated redirect through", () => {
    expect(check(edge("/a", "/b"), [edge("/c", "/d"), edge("/e", "https://partner.example/a")])).toBeNull();
  });

  it("refuses a → b when b → a exists (a loop), naming the other redirect", () => {
    expect(check(edge("/a", "/b"), [edge("/b", "/a")])).toEqual({ field: "to", message: "This would make a loop: /b already redirects back to /a (/b → /a)." });
  });

  it("refuses a → b when b → c exists (a chain), pointing to c", () => {
    expect(check(edge("/a", "/b"), [edge("/b", "/c")])).toEqual({
      field: "to",
      message: "This would make a chain: /b already redirects to /c (/b → /c). Point this redirect straight to /c instead.",
    });
  });

  it("refuses c → a when a → b exists and a → b when c → a exists: both make a chain", () => {
    expect(check(edge("/c", "/a"), [edge("/a", "/b")])?.message).toContain("/a already redirects to /b (/a → /b)");
    expect(check(edge("/a", "/b"), [edge("/c", "/a")])).toEqual({
      field: "from",
      message: "This would make a chain: /c already redirects to /a (/c → /a). Point that redirect straight to the new address instead, or remove it first.",
    });
  });

  it("refuses a redirect to itself and a second redirect of the same old address", () => {
    expect(check(edge("/a", "/a?x=1"), [])).toMatchObject({ field: "to", message: expect.stringContaining("loop") });
    expect(check(edge("/a", "/b"), [edge("/a", "/c")])).toEqual({ field: "from", message: "There is already a redirect from /a (/a → /c). Edit that one instead." });
  });

  it("sees an absolute URL of this site as the path it names", () => {
    expect(check(edge("/a", "https://www.kairav.example/b"), [edge("/b", "/a")])?.message).toContain("loop");
  });

  it("refuses the old address of a moved page and a redirect to it, but allows redirecting the page's new address", () => {
    const moved = edge("/services/old-cloud", "/services/cloud", { automatic: true });
    expect(check(edge("/services/old-cloud", "/x"), [moved])?.message).toContain("already redirects automatically, because its page moved (/services/old-cloud → /services/cloud (automatic: page moved))");
    expect(check(edge("/x", "/services/old-cloud"), [moved])?.message).toContain("Point this redirect straight to /services/cloud instead.");
    expect(check(edge("/services/cloud", "/solutions"), [moved])).toBeNull();
  });

  it("checks the rows of a file against each other, naming their lines", () => {
    const rows = [edge("/a", "/b", { line: 2 }), edge("/b", "/c", { line: 3 }), edge("/d", "/e", { line: 4 }), edge("/d", "/f", { line: 5 })];
    const index = indexRedirects(rows);
    expect(rows.map((row) => findRedirectConflict(row, index)?.message ?? null)).toEqual([
      "This would make a chain: /b already redirects to /c (/b → /c (line 3 of the file)). Point this redirect straight to /c instead.",
      "This would make a chain: /a already redirects to /b (/a → /b (line 2 of the file)). Point that redirect straight to the new address instead, or remove it first.",
      "/d is redirected twice in the file: line 5 has it too.",
      "/d is redirected twice in the file: line 4 has it too.",
    ]);
  });
});
