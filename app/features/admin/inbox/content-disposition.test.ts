import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentContentDisposition } from "./content-disposition.ts";

describe("asciiFileName", () => {
  it("keeps an ordinary name as it is", () => {
    expect(asciiFileName("RFP brief.pdf")).toBe("RFP brief.pdf");
  });

  it("keeps base letters of accented names and replaces other scripts", () => {
    expect(asciiFileName("Renée CV.docx")).toBe("Renee CV.docx");
    expect(asciiFileName("履歴書.pdf")).toBe("___.pdf");
  });

  it("removes quotes, slashes, backslashes and control characters", () => {
    const name = asciiFileName('a"b/c\\d\r\nSet-Cookie: x=1\u0000.pdf');
    expect(name).not.toMatch(/["/\\\r\n\u0000]/);
    expect(name).toBe("a_b_c_d__Set-Cookie: x=1_.pdf");
  });

  it("never names a hidden file or a path, and never comes back empty", () => {
    expect(asciiFileName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(asciiFileName(".bashrc")).toBe("bashrc");
    expect(asciiFileName("")).toBe("download");
    expect(asciiFileName("...")).toBe("download");
  });

  it("shortens very long names from the front, keeping the extension", () => {
    const name = asciiFileName(`${"x".repeat(400)}.pdf`);
    expect(name.length).toBe(150);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("attachmentContentDisposition", () => {
  it("is an attachment with an ASCII fallback and the UTF-8 name percent-encoded", () => {
    expect(attachmentContentDisposition("Zoë's CV (final).pdf")).toBe(
      `attachment; filename="Zoe's CV (final).pdf"; filename*=UTF-8''Zo%C3%AB%27s%20CV%20%28final%29.pdf`,
    );
  });

  it("cannot be broken out of, whatever the visitor named the file", () => {
    const header = attachmentContentDisposition('evil"; filename="x.html\r\nX-Injected: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
  });
});
