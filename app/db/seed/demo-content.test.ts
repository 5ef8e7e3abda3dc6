import { describe, expect, it } from "vitest";
import { DEMO_CATEGORY_SLUGS, demoCategories } from "#app/db/seed/demo-categories.ts";
import { demoJobs } from "#app/db/seed/demo-jobs.ts";
import { demoPosts } from "#app/db/seed/demo-posts.ts";

// Words the design brief bans from copy, plus close relatives.
const FILLER = /\b(synergy|synergies|cutting-edge|world-class|best-in-class|game-chang\w*|seamless\w*|next-gen\w*|revolutioni[sz]\w*)\b/i;

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

describe("demo blog content", () => {
  it("has unique slugs and titles", () => {
    expect(new Set(demoPosts.map((post) => post.slug)).size).toBe(demoPosts.length);
    expect(new Set(demoPosts.map((post) => post.title)).size).toBe(demoPosts.length);
    for (const post of demoPosts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("keeps every post between 400 and 900 words", () => {
    for (const post of demoPosts) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
    }
  });

  it("writes real Markdown: headings in every post, lists and code blocks across the set", () => {
    for (const post of demoPosts) {
      expect(post.content, post.slug).toMatch(/^## /m);
      // The list page shows the first 200 characters: they must be prose, not markup.
      expect(post.content.slice(0, 200), post.slug).not.toMatch(/^[#>`|-]/);
    }
    expect(demoPosts.filter((post) => /^```/m.test(post.content)).length).toBeGreaterThanOrEqual(4);
    expect(demoPosts.every((post) => /^(- |\d+\. )/m.test(post.content))).toBe(true);
  });

  it("spreads posts over 2023 to 2026 and over several authors", () => {
    const years = new Set(demoPosts.map((post) => post.publishedOn.slice(0, 4)));
    expect([...years].sort()).toEqual(["2023", "2024", "2025", "2026"]);
    for (const post of demoPosts) expect(Number.isNaN(Date.parse(post.publishedOn))).toBe(false);
    expect(new Set(demoPosts.map((post) => post.authorName)).size).toBeGreaterThanOrEqual(4);
  });

  it("uses only known categories", () => {
    expect(demoCategories.map((category) => category.slug).sort()).toEqual([...DEMO_CATEGORY_SLUGS].sort());
    for (const post of demoPosts) expect(post.categorySlugs.length, post.slug).toBeGreaterThanOrEqual(1);
  });

  it("avoids filler words", () => {
    for (const post of demoPosts) {
      expect(`${post.title}\n${post.content}`, post.slug).not.toMatch(FILLER);
      for (const comment of post.comments) expect(comment.message).not.toMatch(FILLER);
    }
    for (const job of demoJobs) {
      expect([job.postTitle, job.summary, ...job.requirements].join("\n"), job.jobTitle).not.toMatch(FILLER);
    }
  });
});

describe("demo job openings", () => {
  it("cover Pune, Dubai and the US with realistic facts", () => {
    const locations = demoJobs.map((job) => job.location).join(" | ");
    expect(locations).toMatch(/Pune/);
    expect(locations).toMatch(/Dubai/);
    expect(locations).toMatch(/United States/);
    for (const job of demoJobs) {
      expect(job.experience, job.jobTitle).toMatch(/^\d+-\d+ years$/);
      expect(job.openings, job.jobTitle).toBeGreaterThanOrEqual(1);
      expect(job.requirements.length, job.jobTitle).toBeGreaterThanOrEqual(4);
      expect(job.requirements.length, job.jobTitle).toBeLessThanOrEqual(8);
    }
  });
});
