import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/*
 * Staff passwords are hashed with scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1). The
 * stored string names its own parameters (`scrypt$N$r$p$salt$hash`), so the cost can be raised
 * later and old hashes still verify.
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// scrypt needs 128·N·r·p bytes; Node's default 32 MiB cap is below the OWASP cost.
function memoryFor(N: number, r: number, p: number): number {
  return 128 * N * r * p + 32 * 1024 * 1024;
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMETERS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: memoryFor(N, r, p) });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** False for a wrong password and for a malformed stored string (never throws on bad data). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse absurd parameters instead of letting a bad row exhaust memory.
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: memoryFor(N, r, p) });
  return timingSafeEqual(actual, expected);
}

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  return (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));
}
