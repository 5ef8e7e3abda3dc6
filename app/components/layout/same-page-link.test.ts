import { describe, expect, it } from "vitest";
import { pointsAtShownPage } from "./same-page-link.ts";

const shown = "https://www.kairav.example/services/cloud-management";

describe("pointsAtShownPage", () => {
  it("holds for a link to the page shown, written in full or as a path", () => {
    expect(pointsAtShownPage(shown, shown)).toBe(true);
    expect(pointsAtShownPage("/services/cloud-management", `${shown}#use-cases`)).toBe(true);
  });
  it("does not hold for another page, another query, another site or a fragment", () => {
    expect(pointsAtShownPage("/services/testing-and-qa", shown)).toBe(false);
    expect(pointsAtShownPage("/services/cloud-management?page=2", shown)).toBe(false);
    expect(pointsAtShownPage("https://elsewhere.example/services/cloud-management", shown)).toBe(false);
    expect(pointsAtShownPage("#use-cases", shown)).toBe(false);
  });
});
