import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * V8's `gc()`, without starting the server with `--expose-gc`: a context made while the flag is
 * on gets the function, and the flag is switched off again at once so that no other context
 * (none the server makes) sees it. Launchers and process managers need no extra flag this way.
 */
export function fullGarbageCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === "function") return exposed;
  setFlagsFromString("--expose-gc");
  try {
    return runInNewContext("gc") as () => void;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}
