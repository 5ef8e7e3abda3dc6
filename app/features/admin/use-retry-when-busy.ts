import { useEffect, useRef, useState, type RefObject } from "react";
import { useSubmit } from "react-router";
import { MAX_AUTOMATIC_RETRIES } from "./send-again-while-busy.ts";

/**
 * When every password check of the server was taken (it answers "busy" at once rather than
 * queueing), sends the same form again after the wait the server named, keeping what was typed,
 * a few times at most. True while such a retry is pending.
 */
export function useRetryWhenBusy(form: RefObject<HTMLFormElement | null>, answer: { busyRetryAfterSeconds?: number } | undefined): boolean {
  const submit = useSubmit();
  const retries = useRef(0);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const wait = answer?.busyRetryAfterSeconds;
    if (!wait || retries.current >= MAX_AUTOMATIC_RETRIES || !form.current) {
      if (!wait) retries.current = 0;
      setPending(false);
      return;
    }
    setPending(true);
    const timer = setTimeout(() => {
      retries.current += 1;
      if (form.current) void submit(form.current, { method: "post" });
    }, wait * 1000);
    return () => clearTimeout(timer);
  }, [answer, form, submit]);
  return pending;
}
