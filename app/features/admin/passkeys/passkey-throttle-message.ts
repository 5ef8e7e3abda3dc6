/** The refusal of a throttled passkey sign-in, worded as the password sign-in's. */
export function tooManyPasskeyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
