import { describe, expect, it } from "vitest";
import { parseRecordId } from "./parse-record-id.ts";

describe("parseRecordId", () => {
  it("reads a positive whole number", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses anything that cannot be a row id", () => {
    for (const value of ["", "0", "007", "-1", "1.5", "1e3", " 1", "abc", "2147483648", "99999999999", null, undefined, 12]) {
      expect(parseRecordId(value), String(value)).toBeNull();
    }
  });
});
