import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceCookie, readTrustedDevice } from "./device-cookie.server.ts";

function requestWith(setCookie: string, url = "http://localhost/admin/sign-in"): Request {
  return new Request(url, { headers: { cookie: setCookie.split(";")[0]! } });
}

describe("device cookie", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("trusts the browser for the account it signed in to, whatever the letter case", () => {
    const cookie = deviceCookie(new Request("http://localhost/"), "asha@kairav.example");
    expect(cookie).toMatch(/^kairav_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(cookie).not.toContain("asha");
    expect(readTrustedDevice(requestWith(cookie), "asha@kairav.example")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(readTrustedDevice(requestWith(cookie), "ASHA@kairav.example")).toBeDefined();
  });

  it("does not trust it for another account, nor a changed or forged cookie", () => {
    const cookie = deviceCookie(new Request("http://localhost/"), "asha@kairav.example");
    expect(readTrustedDevice(requestWith(cookie), "ravi@kairav.example")).toBeUndefined();
    const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
    const [id, signature] = value.split(".") as [string, string];
    const otherId = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    expect(readTrustedDevice(requestWith(`${name}=${otherId}.${signature}`), "asha@kairav.example")).toBeUndefined();
    expect(readTrustedDevice(requestWith(`${name}=garbage`), "asha@kairav.example")).toBeUndefined();
    expect(readTrustedDevice(new Request("http://localhost/"), "asha@kairav.example")).toBeUndefined();
  });

  it("is keyed by SESSION_SECRET, so every instance with the same secret trusts it and a new secret does not", () => {
    vi.stubEnv("SESSION_SECRET", "s".repeat(40));
    const cookie = deviceCookie(new Request("http://localhost/"), "asha@kairav.example");
    expect(readTrustedDevice(requestWith(cookie), "asha@kairav.example")).toBeDefined();
    vi.stubEnv("SESSION_SECRET", "t".repeat(40));
    expect(readTrustedDevice(requestWith(cookie), "asha@kairav.example")).toBeUndefined();
  });

  it("is Secure with the __Host- prefix over https", () => {
    const cookie = deviceCookie(new Request("https://www.kairav.example/"), "asha@kairav.example");
    expect(cookie).toMatch(/^__Host-kairav_device=.*; Path=\/; .*; Secure$/);
    expect(readTrustedDevice(requestWith(cookie, "https://www.kairav.example/admin/sign-in"), "asha@kairav.example")).toBeDefined();
  });
});
