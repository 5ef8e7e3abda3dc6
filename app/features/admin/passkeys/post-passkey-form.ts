import { PASSKEY_NETWORK_MESSAGE } from "./passkey-messages.ts";

export type PasskeyAnswer<T> = { ok: true; body: T } | { ok: false; status: number; body: Partial<T> & { message?: string }; message: string };

/**
 * Posts a passkey step's fields and reads the JSON answer. A refusal made before the endpoint's
 * own code (a CSRF or origin check, a form too large) is plain text, which becomes the message.
 */
export async function postPasskeyForm<T>(url: string, fields: FormData): Promise<PasskeyAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: fields, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, status: 0, body: {}, message: PASSKEY_NETWORK_MESSAGE };
  }
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const body: Partial<T> & { message?: string } = isJson ? await response.json().catch(() => ({})) : {};
  if (response.ok) return { ok: true, body: body as T };
  const message = body.message ?? (isJson ? "" : (await response.text().catch(() => "")).trim());
  return { ok: false, status: response.status, body, message: message || PASSKEY_NETWORK_MESSAGE };
}
