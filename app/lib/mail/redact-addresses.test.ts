import { describe, expect, it } from "vitest";
import { redactAddresses } from "./redact-addresses.ts";

describe("redacting addresses from mail errors", () => {
  it("replaces every address and keeps the rest of the reason", () => {
    expect(redactAddresses("Can't send mail - all recipients were rejected: 550 <zoë.o'brien+rfp@example.co.uk>: Recipient address rejected")).toBe(
      "Can't send mail - all recipients were rejected: 550 <[address]>: Recipient address rejected",
    );
    expect(redactAddresses("a@b.example, c@d.example")).toBe("[address], [address]");
    expect(redactAddresses("Connection timeout")).toBe("Connection timeout");
  });
});
