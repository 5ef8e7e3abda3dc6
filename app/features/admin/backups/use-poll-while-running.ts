import { useEffect } from "react";
import { useRevalidator } from "react-router";

const POLL_MS = 2000;

/** Reloads the page's data every two seconds while a backup runs, so its result appears without a refresh. */
export function usePollWhileRunning(running: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}
