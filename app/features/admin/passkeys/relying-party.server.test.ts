import { afterEach, describe, expect, it } from "vitest";
import { relyingPartyFor } from "./relying-party.server.ts";

describe("the passkeys' relying party", () => {
  const original = process.env.SITE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = original;
  });

  it("is SITE_URL's domain and origin alone in production, whatever Host a request names", () => {
    process.env.SITE_URL = "https://www.kairav.example";
    for (const url of ["https://www.kairav.example/admin/sign-in", "http://evil.example/admin/sign-in", "http://localhost:3000/admin/sign-in"]) {
      expect(relyingPartyFor(new Request(url))).toEqual({ id: "www.kairav.example", origins: ["https://www.kairav.example"] });
    }
  });

  it("is localhost on this machine, with the port the browser used, and never an IP address", () => {
    delete process.env.SITE_URL;
    expect(relyingPartyFor(new Request("http://localhost:3112/admin/sign-in"))).toEqual({ id: "localhost", origins: ["http://localhost:3000", "http://localhost:3112"] });
    expect(relyingPartyFor(new Request("http://localhost:3000/admin/sign-in"))).toEqual({ id: "localhost", origins: ["http://localhost:3000"] });
    process.env.SITE_URL = "http://127.0.0.1:8080";
    expect(relyingPartyFor(new Request("http://127.0.0.1:9000/admin"))).toEqual({ id: "localhost", origins: ["http://127.0.0.1:8080", "http://127.0.0.1:9000"] });
    // A foreign Host is not added, even in development.
    expect(relyingPartyFor(new Request("http://evil.example/admin")).origins).toEqual(["http://127.0.0.1:8080"]);
  });
});
