import type { Route } from "./+types/captcha-challenge";

// A fresh proof-of-work challenge for the next form submission. Never cached.
export async function loader({ context }: Route.LoaderArgs) {
  const challenge = await context.captcha.createChallenge();
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
