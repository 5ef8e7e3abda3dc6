import { createHash, randomInt } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";

export const RECOVERY_CODE_COUNT = 10;

// 31 letters and digits without 0/o, 1/l/i: read off paper without doubt. 24 of them are 118 bits,
// above the 112 bits past which a plain hash is enough (ASVS 6.5.2), so a check is one indexed lookup.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const CODE_CHARACTERS = 24;
const GROUP = 6;

/** Recovery codes look like `k7m2qa-x9pfrt-...`: four groups of six. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{6}(?:-[a-z2-9]{6}){3}$/;

function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < CODE_CHARACTERS; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.replace(new RegExp(`(.{${GROUP}})(?!$)`, "g"), "$1-");
}

/** A typed code as it was issued: lower case, dashes where they belong, spaces gone. */
export function normalizeRecoveryCode(typed: string): string {
  const characters = typed.toLowerCase().replace(/[\s-]/g, "");
  return characters.replace(new RegExp(`(.{${GROUP}})(?!$)`, "g"), "$1-");
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** Replaces the account's recovery codes with a new set; returns the codes, to be shown once. */
export async function replaceRecoveryCodes(db: Kysely<Database> | Transaction<Database>, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("staff_recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), created_at: now.toISOString() })))
    .execute();
  return codes;
}

/** Spends the code when it is one of the account's unused ones. The delete is the claim, so two posts of one code succeed once. */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, typed: string): Promise<boolean> {
  const result = await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).where("code_hash", "=", hashRecoveryCode(typed)).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countRecoveryCodes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom("staff_recovery_codes").select((eb) => eb.fn.countAll<number | string>().as("count")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
