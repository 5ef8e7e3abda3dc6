import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true afterwards. Lets a page render its
 * no-JavaScript form (plain links, inline panels) first and switch to the scripted one once
 * React runs, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
