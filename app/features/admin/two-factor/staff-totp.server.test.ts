import { Secret, TOTP } from "otpauth";
import { afterEach, expect, it, vi } from "vitest";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { hashRecoveryCode, replaceRecoveryCodes, useRecoveryCode } from "./recovery-codes.server.ts";
import { checkTotpCode, hasConfirmedTotp, pendingTotpSecret } from "./staff-totp.server.ts";

const NOW = new Date("2026-11-26T12:00:10.000Z");
const step = (offset: number) => new Date(NOW.getTime() + offset * 30_000);
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

afterEach(() => {
  vi.unstubAllEnvs();
});

describeEachDatabase("authenticator codes and recovery codes", (getDb) => {
  it("seals the secret under SESSION_SECRET, and cannot read it once the secret changes", async () => {
    vi.stubEnv("SESSION_SECRET", "the first session secret, 32+ characters long");
    const { id } = await createStaffUser(getDb(), { email: "sealed@kairav.example", password: "a long password 123", displayName: "Sealed", role: "editor" });
    const secret = (await pendingTotpSecret(getDb(), id, NOW))!;
    const stored = await getDb().selectFrom("staff_totp").select("secret").where("user_id", "=", id).executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^gcm1:/);
    expect(stored.secret).not.toContain(secret);
    // The same pending secret is offered again within the hour.
    expect(await pendingTotpSecret(getDb(), id, step(10))).toBe(secret);
    vi.stubEnv("SESSION_SECRET", "another session secret, also 32+ characters");
    expect(await checkTotpCode(getDb(), id, codeAt(secret, NOW), NOW, { pending: true })).toBe("unreadable");
  });

  it("accepts a code of the step before, now or after, once, and never a code of an earlier step after that", async () => {
    const { id } = await createStaffUser(getDb(), { email: "asha@kairav.example", password: "a long password 123", displayName: "Asha", role: "editor" });
    const secret = (await pendingTotpSecret(getDb(), id, NOW))!;
    // Not confirmed yet: sign-in checks find no app.
    expect(await checkTotpCode(getDb(), id, codeAt(secret, NOW), NOW)).toBe("not-enrolled");
    expect(await checkTotpCode(getDb(), id, codeAt(secret, NOW), NOW, { pending: true })).toBe("accepted");
    await getDb().updateTable("staff_totp").set({ confirmed_at: NOW.toISOString() }).where("user_id", "=", id).execute();
    expect(await hasConfirmedTotp(getDb(), id)).toBe(true);

    expect(await checkTotpCode(getDb(), id, codeAt(secret, NOW), NOW)).toBe("wrong");
    expect(await checkTotpCode(getDb(), id, codeAt(secret, step(-1)), NOW)).toBe("wrong");
    expect(await checkTotpCode(getDb(), id, codeAt(secret, step(2)), NOW)).toBe("wrong");
    expect(await checkTotpCode(getDb(), id, codeAt(secret, step(1)), NOW)).toBe("accepted");
    expect(await checkTotpCode(getDb(), id, codeAt(secret, step(1)), step(1))).toBe("wrong");
    // Two posts of one new code at once: one succeeds.
    const results = await Promise.all([0, 1].map(() => checkTotpCode(getDb(), id, codeAt(secret, step(2)), step(2))));
    expect(results.sort()).toEqual(["accepted", "wrong"]);
  });

  it("spends each recovery code once, as typed in any case, and a new set ends the old", async () => {
    const { id } = await createStaffUser(getDb(), { email: "ravi@kairav.example", password: "a long password 123", displayName: "Ravi", role: "editor" });
    const codes = await replaceRecoveryCodes(getDb(), id, NOW);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{6}(-[a-hjkmnp-z2-9]{6}){3}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace(/-/g, " "))).toBe(hashRecoveryCode(codes[0]!));
    expect(await useRecoveryCode(getDb(), id, ` ${codes[0]!.toUpperCase()} `)).toBe(true);
    expect(await useRecoveryCode(getDb(), id, codes[0]!)).toBe(false);
    const other = await createStaffUser(getDb(), { email: "meera@kairav.example", password: "a long password 123", displayName: "Meera", role: "sales" });
    expect(await useRecoveryCode(getDb(), other.id, codes[1]!)).toBe(false);
    const fresh = await replaceRecoveryCodes(getDb(), id, NOW);
    expect(await useRecoveryCode(getDb(), id, codes[1]!)).toBe(false);
    expect(await useRecoveryCode(getDb(), id, fresh[1]!)).toBe(true);
  });
});
