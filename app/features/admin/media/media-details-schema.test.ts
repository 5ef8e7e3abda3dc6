import { describe, expect, it } from "vitest";
import { mediaAltState } from "#app/features/media/media-alt-state.ts";
import { MEDIA_ALT_MAX, mediaDetailMessages, parseMediaDetails, readMediaDetailValues } from "./media-details-schema.ts";

describe("a picture's details", () => {
  it("requires alt text unless the picture is marked decorative", () => {
    expect(parseMediaDetails({ altText: "  ", caption: "", decorative: "" })).toEqual({ ok: false, errors: { altText: mediaDetailMessages.altRequired } });
    expect(parseMediaDetails({ altText: "", caption: "", decorative: "on" })).toEqual({ ok: true, details: { altText: "", caption: "", decorative: true } });
  });

  it("cleans the text: one line of alt text, control characters gone, a caption keeps its lines", () => {
    const parsed = parseMediaDetails({ altText: " Two engineers\n at a\u202E whiteboard ", caption: "Pune office\r\n2026\u0000", decorative: "" });
    expect(parsed).toEqual({ ok: true, details: { altText: "Two engineers at a whiteboard", caption: "Pune office\n2026", decorative: false } });
  });

  it("drops alt text typed before the picture was marked decorative, and caps the lengths", () => {
    expect(parseMediaDetails({ altText: "A texture", caption: "", decorative: "on" })).toEqual({ ok: true, details: { altText: "", caption: "", decorative: true } });
    const tooLong = parseMediaDetails({ altText: "x".repeat(MEDIA_ALT_MAX + 1), caption: "", decorative: "" });
    expect(tooLong).toEqual({ ok: false, errors: { altText: mediaDetailMessages.tooLong(MEDIA_ALT_MAX) } });
  });

  it("reads the form's fields, missing ones as empty", () => {
    const form = new FormData();
    form.append("altText", "A bridge");
    expect(readMediaDetailValues(form)).toEqual({ altText: "A bridge", caption: "", decorative: "" });
  });

  it("says a picture may go on a page once it is described or marked decorative", () => {
    expect(mediaAltState({ altText: "", decorative: false })).toBe("missing");
    expect(mediaAltState({ altText: "   ", decorative: false })).toBe("missing");
    expect(mediaAltState({ altText: "A bridge", decorative: false })).toBe("described");
    expect(mediaAltState({ altText: "", decorative: true })).toBe("decorative");
  });
});
