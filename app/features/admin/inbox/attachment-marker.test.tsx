import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AttachmentMarker } from "./attachment-marker.tsx";

/** What a reader (sighted or not) gets: the text, without the decorative icons. */
const text = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("the attachment marker of an inbox row", () => {
  it("says whether a file is attached, in words", () => {
    expect(text(renderToStaticMarkup(<AttachmentMarker hasAttachment={false} />))).toBe("None");
    expect(text(renderToStaticMarkup(<AttachmentMarker hasAttachment warnings={[]} />))).toBe("Attached");
  });

  it("says in words, not by colour alone, what the upload checks noted", () => {
    const html = renderToStaticMarkup(<AttachmentMarker hasAttachment warnings={["active-content"]} />);
    expect(text(html)).toBe("Attached Contains active content");
    expect(text(renderToStaticMarkup(<AttachmentMarker hasAttachment warnings={["active-content", "data-after-end"]} />))).toBe(
      "Attached Contains active content and has extra data after its end",
    );
    // Icons are decoration: the words carry the meaning.
    for (const svg of html.match(/<svg[^>]*>/g)!) expect(svg).toContain('aria-hidden="true"');
  });
});
