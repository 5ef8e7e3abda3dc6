import { expect, it } from "vitest";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { CHALLENGE_LIFETIME_MS, storeChallenge, takeChallenge } from "./passkey-challenges.server.ts";

describeEachDatabase("passkey challenges", (getDb) => {
  const now = new Date("2026-11-26T10:00:00.000Z");
  const later = (ms: number) => new Date(now.getTime() + ms);

  it("answers once: of two answers sent together with one challenge, exactly one gets it", async () => {
    const db = getDb();
    await storeChallenge(db, "c2lnbi1pbi1vbmNl", { purpose: "sign-in" }, now);
    const taken = await Promise.all([1, 2, 3].map(() => takeChallenge(db, "c2lnbi1pbi1vbmNl", { purpose: "sign-in", userId: null }, later(1000))));
    expect(taken.filter(Boolean)).toEqual([{ challenge: "c2lnbi1pbi1vbmNl", userHandle: null }]);
    expect(await takeChallenge(db, "c2lnbi1pbi1vbmNl", { purpose: "sign-in", userId: null }, later(2000))).toBeNull();
  });

  it("belongs to its purpose and, for a registration, to its person", async () => {
    const db = getDb();
    const asha = await createStaffUser(db, { email: "asha@kairav.example", password: "a long enough password 2026", displayName: "Asha", role: "admin" });
    const ravi = await createStaffUser(db, { email: "ravi@kairav.example", password: "a long enough password 2026", displayName: "Ravi", role: "editor" });
    await storeChallenge(db, "cmVnaXN0cmF0aW9u", { purpose: "registration", userId: asha.id, userHandle: "aGFuZGxl" }, now);
    expect(await takeChallenge(db, "cmVnaXN0cmF0aW9u", { purpose: "sign-in", userId: null }, now)).toBeNull();
    expect(await takeChallenge(db, "cmVnaXN0cmF0aW9u", { purpose: "registration", userId: ravi.id }, now)).toBeNull();
    expect(await takeChallenge(db, "cmVnaXN0cmF0aW9u", { purpose: "registration", userId: asha.id }, now)).toEqual({ challenge: "cmVnaXN0cmF0aW9u", userHandle: "aGFuZGxl" });
  });

  it("expires after five minutes, and expired ones are deleted when the next is made", async () => {
    const db = getDb();
    await storeChallenge(db, "ZXhwaXJpbmc", { purpose: "sign-in" }, now);
    expect(await takeChallenge(db, "ZXhwaXJpbmc", { purpose: "sign-in", userId: null }, later(CHALLENGE_LIFETIME_MS))).toBeNull();
    await storeChallenge(db, "c3RhbGU", { purpose: "sign-in" }, now);
    await storeChallenge(db, "ZnJlc2g", { purpose: "sign-in" }, later(CHALLENGE_LIFETIME_MS + 1));
    const left = await db.selectFrom("webauthn_challenges").select("challenge").where("challenge", "in", ["c3RhbGU", "ZnJlc2g"]).execute();
    expect(left).toEqual([{ challenge: "ZnJlc2g" }]);
  });
});
