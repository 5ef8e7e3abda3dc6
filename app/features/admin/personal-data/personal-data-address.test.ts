import { describe, expect, it } from "vitest";
import { ADDRESS_INVALID_MESSAGE, ADDRESS_REQUIRED_MESSAGE, confirmsAddress, personalDataAddressSchema } from "./personal-data-address.ts";
import { archiveEntryName } from "./write-personal-data-zip.server.ts";

describe("the address of a personal data request", () => {
  it("is trimmed and lower-cased, and refused with a message when empty or malformed", () => {
    expect(personalDataAddressSchema.parse("  Priya.Nair@Example.ORG ")).toBe("priya.nair@example.org");
    expect(personalDataAddressSchema.safeParse("").error?.issues[0]?.message).toBe(ADDRESS_REQUIRED_MESSAGE);
    expect(personalDataAddressSchema.safeParse("priya at example").error?.issues[0]?.message).toBe(ADDRESS_INVALID_MESSAGE);
    expect(personalDataAddressSchema.safeParse(`${"a".repeat(320)}@example.org`).success).toBe(false);
  });

  it("is confirmed only by the same address, in any letter case", () => {
    expect(confirmsAddress(" PRIYA.nair@example.org ", "priya.nair@example.org")).toBe(true);
    expect(confirmsAddress("priya.nair@example.com", "priya.nair@example.org")).toBe(false);
    expect(confirmsAddress(null, "priya.nair@example.org")).toBe(false);
  });
});

describe("a visitor's file in the archive", () => {
  const file = (fileName: string) => ({ id: 7, fileName, contentType: "application/pdf", sizeBytes: 1, sha256: "0" });

  it("keeps its name inside its folder: no path, no control characters, no hidden file", () => {
    expect(archiveEntryName("enquiry-files", file("Brief.pdf"))).toBe("enquiry-files/7-Brief.pdf");
    expect(archiveEntryName("enquiry-files", file("../../etc/passwd"))).toBe("enquiry-files/7-_.._etc_passwd");
    expect(archiveEntryName("enquiry-files", file("..\\win\u0000.ini"))).toBe("enquiry-files/7-_win.ini");
    expect(archiveEntryName("application-files", file("..."))).toBe("application-files/7-file");
  });
});
