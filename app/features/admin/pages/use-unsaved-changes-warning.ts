import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While there are unsaved changes, leaving the editor is stopped: a link inside the console asks
 * first (the returned blocker drives the question), and closing or reloading the tab gets the
 * browser's own warning.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return blocker;
}
