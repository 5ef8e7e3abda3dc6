import { describe, expect, it } from "vitest";
import { createApplicationSchema } from "#app/features/careers/application-schema.ts";
import { createEnquirySchema } from "#app/features/contact/enquiry-schema.ts";
import { firstErrorPerField } from "./contact-field-text.ts";
import { contactFieldMessages } from "./contact-fields.ts";

const enquirySchema = createEnquirySchema({ maxAttachmentBytes: 10 * 1024 * 1024 });
const valid = { name: "Asha Kulkarni", email: "asha@example.com", phone: "9876543210", message: "We need a lending platform." };

function errorsOf(input: Record<string, unknown>) {
  const result = enquirySchema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error.issues);
}

describe("contact form fields (spec §5)", () => {
  it("accepts a complete enquiry and trims what was typed", () => {
    const result = enquirySchema.parse({ ...valid, name: "  Asha Kulkarni ", email: " asha@example.com " });
    expect(result.name).toBe("Asha Kulkarni");
    expect(result.email).toBe("asha@example.com");
  });

  it("says what is required, word for word", () => {
    expect(errorsOf({ name: "", email: "", phone: "", message: "" })).toEqual({
      name: "Full Name is required",
      email: "Email is required",
      phone: "Phone is required",
      message: "Message is required",
    });
    expect(errorsOf({})).toEqual({
      name: "Full Name is required",
      email: "Email is required",
      phone: "Phone is required",
      message: "Message is required",
    });
    expect(errorsOf({ ...valid, name: "   ", message: " \n " })).toEqual({ name: "Full Name is required", message: "Message is required" });
  });

  it("allows letters of any script, spaces, periods and apostrophes in names", () => {
    for (const name of ["José", "Zoë", "O'Brien", "J. R. R. Tolkien", "D’Souza", "Ærøskøbing Ødegård", "Renée Noël", "Nguyễn Văn An", "राहुल शर्मा", "张伟", "Zoe\u0308"]) {
      expect(errorsOf({ ...valid, name }), name).toEqual({});
    }
  });

  it("refuses digits and other symbols in names", () => {
    for (const name of ["Bond 007", "Mary-Jane", "<script>", "Bob!", "a_b", "Ann@"]) {
      expect(errorsOf({ ...valid, name }).name, name).toBe(contactFieldMessages.nameCharacters);
    }
    expect(contactFieldMessages.nameCharacters).toBe("Fullname contains only letters, spaces, periods (.), and apostrophes.");
  });

  it("accepts the three phone forms shown to the visitor and nothing else", () => {
    for (const phone of ["+91-9876543210", "+919876543210", "9876543210"]) expect(errorsOf({ ...valid, phone }), phone).toEqual({});
    for (const phone of ["987654321", "98765432100", "+91 9876543210", "+1-9876543210", "91-9876543210", "+91--9876543210", "98765abcde", "+91-98765-43210"]) {
      expect(errorsOf({ ...valid, phone }).phone, phone).toBe("Invalid phone");
    }
  });

  it("checks email addresses", () => {
    for (const email of ["plainaddress", "a@b", "a@@example.com", "a b@example.com", "@example.com"]) {
      expect(errorsOf({ ...valid, email }).email, email).toBe("Invalid email address");
    }
    expect(errorsOf({ ...valid, email: "first.last+tag@sub.example.co.in" })).toEqual({});
  });

  it("drops control characters from the message, keeping its lines", () => {
    expect(enquirySchema.parse({ ...valid, message: "Line one\r\nLine\u0000 two\u202e" }).message).toBe("Line one\nLine two");
    expect(errorsOf({ ...valid, message: "\u0000\u0007" }).message).toBe("Message is required");
  });

  it("caps lengths the spec leaves open", () => {
    expect(errorsOf({ ...valid, name: "A".repeat(101) }).name).toBe("Full Name must be at most 100 characters.");
    expect(errorsOf({ ...valid, message: "x".repeat(5001) }).message).toBe("Message must be at most 5000 characters.");
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toBe("Invalid email address");
  });

  it("checks the attachment's type (any letter case) and size", () => {
    expect(errorsOf({ ...valid, attachment: { name: "Brief.PPSX", size: 100 } })).toEqual({});
    expect(errorsOf({ ...valid, attachment: { name: "run.exe", size: 100 } }).attachment).toBe(
      "Invalid file type. Please select a valid file type (pdf, doc, docx, xls, xlsx, ppt, pptx, pps, ppsx, jpg, jpeg, png).",
    );
    expect(errorsOf({ ...valid, attachment: { name: "big.pdf", size: 10 * 1024 * 1024 + 1 } }).attachment).toBe(
      "The file is too large. Please choose a file of at most 10 MB.",
    );
  });
});

describe("application form", () => {
  const schema = createApplicationSchema({ maxCvBytes: 5 * 1024 * 1024 });

  it("takes PDF and Word CVs in any letter case, and nothing else", () => {
    for (const name of ["cv.pdf", "CV.PDF", "cv.doc", "cv.DOCX"]) expect(schema.safeParse({ ...valid, jobId: "3", cv: { name, size: 10 } }).success, name).toBe(true);
    const refused = schema.safeParse({ ...valid, jobId: "3", cv: { name: "cv.png", size: 10 } });
    expect(refused.success ? {} : firstErrorPerField(refused.error.issues)).toEqual({ cv: "Invalid file type. Please select a valid file type (pdf, doc, docx)." });
  });

  it("needs a job id", () => {
    for (const jobId of [undefined, "", "abc", "-1", "1.5"]) expect(schema.safeParse({ ...valid, jobId }).success, String(jobId)).toBe(false);
  });
});
