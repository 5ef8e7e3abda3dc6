import { describe, expect, it } from "vitest";
import { decodeKeysetCursor, encodeKeysetCursor, readKeysetPosition, setKeysetPosition } from "./keyset-cursor.ts";

const cursor = { key: "2026-11-01T09:00:00.000Z", id: 4211 };

describe("keyset cursors in the URL", () => {
  it("round-trips a cursor as URL-safe text", () => {
    const text = encodeKeysetCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(text)).toEqual(cursor);
    expect(decodeKeysetCursor(encodeKeysetCursor({ key: "2026-11-01", id: 1 }))).toEqual({ key: "2026-11-01", id: 1 });
  });

  it("refuses what this site did not write", () => {
    const b64 = (value: string) => Buffer.from(value).toString("base64url");
    for (const text of ["", "not a cursor", "%%%", b64("[1,2]"), b64('["x",0]'), b64('["x",1.5]'), b64('["x",2147483648]'), b64('["x",1,2]'), b64('{"key":"x","id":1}'), b64(`["${"x".repeat(65)}",1]`), b64('["a\\u0000b",1]'), b64("[")]) {
      expect(decodeKeysetCursor(text), text).toBeNull();
    }
    expect(decodeKeysetCursor(`${encodeKeysetCursor(cursor)}${"A".repeat(200)}`)).toBeNull();
  });

  it("reads ?older= or ?newer=, nothing for neither, and 'invalid' for a damaged one or both", () => {
    const text = encodeKeysetCursor(cursor);
    expect(readKeysetPosition(new URLSearchParams(`older=${text}`))).toEqual({ direction: "older", cursor });
    expect(readKeysetPosition(new URLSearchParams(`status=new&newer=${text}`))).toEqual({ direction: "newer", cursor });
    expect(readKeysetPosition(new URLSearchParams("status=new&older="))).toBeNull();
    expect(readKeysetPosition(new URLSearchParams("older=abc"))).toBe("invalid");
    expect(readKeysetPosition(new URLSearchParams(`older=${text}&newer=${text}`))).toBe("invalid");
    expect(readKeysetPosition(new URLSearchParams(`older=${text}&older=${text}`))).toBe("invalid");
  });

  it("writes the position after the filters, replacing any before it", () => {
    const params = new URLSearchParams(`q=asha&newer=${encodeKeysetCursor({ key: "x", id: 2 })}`);
    expect(setKeysetPosition(params, { direction: "older", cursor }).toString()).toBe(`q=asha&older=${encodeKeysetCursor(cursor)}`);
    expect(setKeysetPosition(params, null).toString()).toBe("q=asha");
  });
});
