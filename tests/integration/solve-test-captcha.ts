import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** Does what the page's script does: fetch a challenge from the server and solve it. */
export async function solveTestCaptcha(challengeUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const challenge = (await (await fetch(challengeUrl, { headers })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the test challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
