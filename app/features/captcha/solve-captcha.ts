import type { Challenge } from "altcha-lib";

/**
 * Fetches a fresh challenge and solves it in the browser. The solver code is
 * loaded only when a form is first used, so pages without forms never pay for it.
 * Returns the base64 payload the server's `captcha.verify` expects.
 */
export async function fetchAndSolveCaptcha(): Promise<string> {
  const response = await fetch("/captcha/challenge", { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`challenge request failed with ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/sha")]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("the challenge could not be solved in time");
  return btoa(JSON.stringify({ challenge, solution }));
}
