import { describe, expect, it } from "vitest";
import { parseJobLocation } from "./parse-job-location.ts";
import { parseSalary } from "./parse-salary.ts";

describe("salaries for job postings", () => {
  it("reads the ways openings state a salary", () => {
    expect(parseSalary("₹18–26 LPA")).toEqual({ currency: "INR", minValue: 1_800_000, maxValue: 2_600_000, unitText: "YEAR" });
    expect(parseSalary("AED 22,000–28,000 per month")).toEqual({ currency: "AED", minValue: 22_000, maxValue: 28_000, unitText: "MONTH" });
    expect(parseSalary("$95,000–115,000 per year")).toEqual({ currency: "USD", minValue: 95_000, maxValue: 115_000, unitText: "YEAR" });
    expect(parseSalary("₹25,000 per month (stipend)")).toEqual({ currency: "INR", minValue: 25_000, maxValue: 25_000, unitText: "MONTH" });
  });

  it("returns null rather than guess", () => {
    for (const salary of [null, "", "Competitive", "₹ negotiable", "18-26", "₹26–18 LPA", "£40,000"]) expect(parseSalary(salary), String(salary)).toBeNull();
  });
});

describe("job locations for job postings", () => {
  it("splits city and country and recognises remote work", () => {
    expect(parseJobLocation("Pune, India")).toEqual({ locality: "Pune", country: "IN", remote: false });
    expect(parseJobLocation("Pune, India (hybrid)")).toEqual({ locality: "Pune", country: "IN", remote: false });
    expect(parseJobLocation("Dubai, UAE")).toEqual({ locality: "Dubai", country: "AE", remote: false });
    expect(parseJobLocation("United States (remote, Eastern time)")).toEqual({ locality: null, country: "US", remote: true });
  });
});
