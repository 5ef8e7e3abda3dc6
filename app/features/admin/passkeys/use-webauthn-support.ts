import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";

/**
 * Whether this browser can use passkeys: "unknown" on the server and until the page is hydrated
 * (so the markup without JavaScript offers no button that cannot work), then "yes" or "no".
 */
export function useWebAuthnSupport(): "unknown" | "yes" | "no" {
  const [support, setSupport] = useState<"unknown" | "yes" | "no">("unknown");
  useEffect(() => setSupport(browserSupportsWebAuthn() ? "yes" : "no"), []);
  return support;
}
