import { expect, it } from "vitest";
import { albums } from "#app/content/celebrations.ts";
import { formatMonth } from "./format-month.ts";

it("writes a YYYY-MM month as its name and year", () => {
  expect(formatMonth("2025-10")).toBe("October 2025");
  expect(formatMonth("2024-01")).toBe("January 2024");
});

it("lists the celebration albums newest first, each with a real month", () => {
  const months = albums.map((album) => album.month);
  expect(months).toEqual([...months].sort().reverse());
  for (const month of months) expect(formatMonth(month)).toMatch(/^[A-Z][a-z]+ \d{4}$/);
});
