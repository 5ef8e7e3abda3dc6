import { createContext, useContext } from "react";

// The per-response CSP nonce. Server-rendered responses get a fresh one;
// prerendered pages and the browser get an empty string (prerendered pages
// are covered by script hashes instead).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
