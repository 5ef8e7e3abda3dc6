import { describe, expect, it } from "vitest";
import { celebrationsPage } from "#app/content/celebrations.ts";
import { diffCelebrations } from "./diff-celebrations.ts";

describe("what differs between two versions of the gallery", () => {
  const [first, second, ...rest] = celebrationsPage.albums;

  it("names nothing for the same gallery, and each changed, added or removed album by name", () => {
    expect(diffCelebrations(celebrationsPage, celebrationsPage)).toEqual([]);
    const renamed = { ...first!, name: "Diwali 2025" };
    const added = { ...second!, id: "hackathon", name: "Hackathon" };
    expect(diffCelebrations(celebrationsPage, { ...celebrationsPage, lead: "New lead", albums: [renamed, added, ...rest] })).toEqual([
      "Lead",
      "album “Diwali 2025”",
      "album “Hackathon” added",
      `album “${second!.name}” removed`,
    ]);
  });

  it("names a change of order once", () => {
    expect(diffCelebrations(celebrationsPage, { ...celebrationsPage, albums: [second!, first!, ...rest] })).toEqual(["the order of the albums"]);
  });
});
