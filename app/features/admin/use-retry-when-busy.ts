import { useEffect, useState, type RefObject } from "react";
import { useSubmit } from "react-router";
import { MAX_AUTOMATIC_RETRIES } from "./send-again-while-busy.ts";

/**
 * When every password check of the server was taken (it answers "busy" at once rather than
 * queueing), sends the same form again after the wait the server named, keeping what was typed,
 * a few times at most. True while such a retry is pending: worked out from the answer as it is
 * shown, so the page never shows an answer with a retry that is not coming.
 */
export function useRetryWhenBusy(form: RefObject<HTMLFormElement | null>, answer: { busyRetryAfterSeconds?: number } | undefined): boolean {
  const submit = useSubmit();
  // Sent by itself since the person last sent the form or the last answer that was not "busy".
  const [automaticSends, setAutomaticSends] = useState(0);
  // The answer on screen when the person last sent the form themselves: theirs is on its way in its
  // place, so it is not the one to retry (each answer is a new object).
  const [answerBeforePersonSent, setAnswerBeforePersonSent] = useState<typeof answer>();
  const wait = answer?.busyRetryAfterSeconds;
  const pending = Boolean(wait) && automaticSends < MAX_AUTOMATIC_RETRIES && answer !== answerBeforePersonSent;

  // A send of the person's own (a submit event; the automatic ones are not) starts the count again,
  // so sending once more after the automatic tries ran out gets its own tries. Listened for on the
  // document so that a form shown later is heard too.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target !== form.current) return;
      setAutomaticSends(0);
      setAnswerBeforePersonSent(answer);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [form, answer]);

  useEffect(() => {
    if (!wait) setAutomaticSends(0);
  }, [answer, wait]);

  // Runs again for each answer (each is a new object), not when the count goes up as the form goes.
  useEffect(() => {
    if (!pending || !wait) return;
    const timer = setTimeout(() => {
      if (!form.current) return;
      setAutomaticSends((sent) => sent + 1);
      void submit(form.current, { method: "post" });
    }, wait * 1000);
    return () => clearTimeout(timer);
  }, [answer, pending, wait, form, submit]);

  return pending;
}
