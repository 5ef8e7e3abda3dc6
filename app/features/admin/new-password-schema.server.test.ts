import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { isCommonPassword } from "./is-common-password.server.ts";
import { COMMON_PASSWORD_MESSAGE, newPasswordFieldsSchema, newPasswordSchema, PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from "./new-password-schema.server.ts";
import { MIN_PASSWORD_LENGTH } from "./password-rules.ts";

function problem(password: string): string | null {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

describe("the rule for a new staff password", () => {
  it("asks for at least 12 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(problem("kettle-lamp")).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(problem("kettle-lamps")).toBeNull();
    expect(problem("")).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  });

  it("refuses the common passwords of the bundled list in any letter case", () => {
    const long = COMMON_PASSWORDS.filter((password) => password.length >= MIN_PASSWORD_LENGTH);
    expect(long.length).toBeGreaterThan(100);
    for (const password of long.slice(0, 50)) expect(problem(password), password).toBe(COMMON_PASSWORD_MESSAGE);
    const sample = long[0]!;
    expect(problem(sample.toUpperCase())).toBe(COMMON_PASSWORD_MESSAGE);
    expect(isCommonPassword("PASSWORD1234")).toBe(true);
  });

  it("refuses a common word with only digits or symbols around it, and one character repeated", () => {
    for (const password of ["Dragon123456!", "2024!!letmein!!", "Baseball 1234", "aaaaaaaaaaaaaaa", "111111111111"]) expect(problem(password), password).toBe(COMMON_PASSWORD_MESSAGE);
    // A common word inside a longer phrase is fine: the rest of the phrase carries the strength.
    expect(problem("dragon boat festival 2026")).toBeNull();
  });

  it("accepts a long password no list holds, and spaces and any script in it", () => {
    for (const password of ["correct horse battery staple", "a long enough secret", "Tee-Kessel im Juni 2026", "नमस्ते दुनिया बारह अक्षर"]) expect(problem(password), password).toBeNull();
  });

  it("wants the password typed the same twice, and says so on the second field", () => {
    const mismatch = newPasswordFieldsSchema.safeParse({ newPassword: "correct horse battery staple", confirmPassword: "correct horse battery stapel" });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error!.issues).toMatchObject([{ path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE }]);
    expect(newPasswordFieldsSchema.safeParse({ newPassword: "correct horse battery staple", confirmPassword: "correct horse battery staple" }).success).toBe(true);
  });
});
