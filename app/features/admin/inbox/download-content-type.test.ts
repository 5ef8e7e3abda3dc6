import { expect, it } from "vitest";
import { downloadContentType } from "./download-content-type.ts";

it("serves the upload types as stored and anything else as an opaque download", () => {
  expect(downloadContentType("application/pdf")).toBe("application/pdf");
  expect(downloadContentType("image/png")).toBe("image/png");
  expect(downloadContentType("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  for (const stored of ["text/html", "image/svg+xml", "application/javascript", "application/pdf; charset=utf-8", ""]) {
    expect(downloadContentType(stored), stored).toBe("application/octet-stream");
  }
});
