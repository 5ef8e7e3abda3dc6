import { describe, expect, it } from "vitest";
import { createSlotPool, PASSWORD_HASH_SLOTS } from "./password-hash-slots.server.ts";

describe("password hash slots", () => {
  it("hands out at most its size at once and refuses the rest without waiting", () => {
    const pool = createSlotPool(2);
    const first = pool.tryAcquire();
    const second = pool.tryAcquire();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(pool.tryAcquire()).toBeNull();
    first!();
    const third = pool.tryAcquire();
    expect(third).not.toBeNull();
    expect(pool.tryAcquire()).toBeNull();
  });

  it("frees a slot once however often its release is called", () => {
    const pool = createSlotPool(1);
    const release = pool.tryAcquire()!;
    release();
    release();
    expect(pool.tryAcquire()).not.toBeNull();
    expect(pool.tryAcquire()).toBeNull();
  });

  it("keeps between one and two slots, leaving a core for pages", () => {
    expect(PASSWORD_HASH_SLOTS).toBeGreaterThanOrEqual(1);
    expect(PASSWORD_HASH_SLOTS).toBeLessThanOrEqual(2);
  });
});
