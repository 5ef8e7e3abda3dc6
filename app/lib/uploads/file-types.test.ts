import { describe, expect, it } from "vitest";
import { CV_EXTENSIONS, ENQUIRY_ATTACHMENT_EXTENSIONS, fileExtensionOf, formatFileSize, invalidFileTypeMessage, isAllowedFileName } from "./file-types.ts";

describe("file types", () => {
  it("words the invalid-type message as spec §5 does", () => {
    expect(invalidFileTypeMessage(ENQUIRY_ATTACHMENT_EXTENSIONS)).toBe(
      "Invalid file type. Please select a valid file type (pdf, doc, docx, xls, xlsx, ppt, pptx, pps, ppsx, jpg, jpeg, png).",
    );
    expect(invalidFileTypeMessage(CV_EXTENSIONS)).toBe("Invalid file type. Please select a valid file type (pdf, doc, docx).");
  });

  it("matches extensions in any letter case and only at the end of the name", () => {
    expect(isAllowedFileName("Resume.PDF", CV_EXTENSIONS)).toBe(true);
    expect(isAllowedFileName("cv.DocX", CV_EXTENSIONS)).toBe(true);
    expect(isAllowedFileName("photo.png", CV_EXTENSIONS)).toBe(false);
    expect(isAllowedFileName("photo.png", ENQUIRY_ATTACHMENT_EXTENSIONS)).toBe(true);
    expect(isAllowedFileName("invoice.pdf.exe", ENQUIRY_ATTACHMENT_EXTENSIONS)).toBe(false);
    expect(isAllowedFileName("pdf", ENQUIRY_ATTACHMENT_EXTENSIONS)).toBe(false);
    expect(isAllowedFileName(".pdf", ENQUIRY_ATTACHMENT_EXTENSIONS)).toBe(false);
    expect(fileExtensionOf("archive.tar.gz")).toBe("gz");
  });

  it("formats sizes in binary units", () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(12)).toBe("12 bytes");
  });
});
