import { useCallback, useRef } from "react";
import { fetchAndSolveCaptcha } from "./solve-captcha.ts";

/**
 * Solves the proof-of-work ahead of time: call `prepare` when the visitor starts
 * typing, and `take` on submit, which usually resolves at once. Each solution is
 * used for one submission only; the next `prepare` fetches a new challenge.
 */
export function useCaptcha() {
  const pending = useRef<Promise<string> | null>(null);

  const prepare = useCallback(() => {
    if (pending.current) return;
    const attempt = fetchAndSolveCaptcha();
    pending.current = attempt;
    // A failed attempt is forgotten so the next call starts over.
    attempt.catch(() => {
      if (pending.current === attempt) pending.current = null;
    });
  }, []);

  const take = useCallback(async (): Promise<string> => {
    prepare();
    const attempt = pending.current!;
    pending.current = null;
    return attempt;
  }, [prepare]);

  const discard = useCallback(() => {
    pending.current = null;
  }, []);

  return { prepare, take, discard };
}
