import { describe, expect, it } from "vitest";
import { PASSKEY_NAME_REQUIRED_MESSAGE, PASSKEY_NAME_TOO_LONG_MESSAGE } from "./passkey-messages.ts";
import { passkeyNameSchema } from "./passkey-name-schema.ts";

describe("a passkey's name", () => {
  it("is kept as typed, with spaces tidied and control characters dropped", () => {
    expect(passkeyNameSchema.parse("  Work   laptop ")).toBe("Work laptop");
    expect(passkeyNameSchema.parse("Phone\u0000\u0007")).toBe("Phone");
    expect(passkeyNameSchema.parse("Büro-PC")).toBe("Büro-PC");
  });

  it("is required and short", () => {
    expect(passkeyNameSchema.safeParse("   ").error?.issues[0]?.message).toBe(PASSKEY_NAME_REQUIRED_MESSAGE);
    expect(passkeyNameSchema.safeParse(undefined).error?.issues[0]?.message).toBe(PASSKEY_NAME_REQUIRED_MESSAGE);
    expect(passkeyNameSchema.safeParse("x".repeat(61)).error?.issues[0]?.message).toBe(PASSKEY_NAME_TOO_LONG_MESSAGE);
    expect(passkeyNameSchema.parse("x".repeat(60))).toHaveLength(60);
  });
});
