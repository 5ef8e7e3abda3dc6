/** The stored JSON list of a passkey's transports ("internal", "hybrid"…), back as a list; undefined when none or unreadable. */
export function readTransports(stored: string | null): string[] | undefined {
  if (stored === null) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined;
  } catch {
    return undefined;
  }
}
