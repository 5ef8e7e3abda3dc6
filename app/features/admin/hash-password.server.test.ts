import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from "./hash-password.server.ts";

describe("staff password hashing", () => {
  it("stores a self-describing scrypt string with the OWASP parameters and a random salt", async () => {
    const [first, second] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    const parts = first.split("$");
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(["scrypt", String(2 ** 17), "8", "1"]);
    expect(SCRYPT_PARAMETERS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(Buffer.from(parts[4]!, "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5]!, "base64")).toHaveLength(64);
    expect(first).not.toBe(second);
  });

  it("verifies the right password and refuses a wrong or malformed one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("correct horse battery", "plain-text")).toBe(false);
    expect(await verifyPassword("correct horse battery", "scrypt$999999999$8$1$AAAA$AAAA")).toBe(false);
  });
});
