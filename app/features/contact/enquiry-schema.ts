import { z } from "#app/lib/jitless-zod.ts";
import { attachmentField, contactFields } from "#app/lib/forms/contact-fields.ts";
import { ENQUIRY_ATTACHMENT_EXTENSIONS } from "#app/lib/uploads/file-types.ts";

/** The 'How Can we Help?' form, checked by the browser before sending and by the server on receipt. */
export function createEnquirySchema(limits: { maxAttachmentBytes: number }) {
  return z.object({
    ...contactFields,
    attachment: attachmentField(ENQUIRY_ATTACHMENT_EXTENSIONS, limits.maxAttachmentBytes),
  });
}

export type EnquiryInput = z.infer<ReturnType<typeof createEnquirySchema>>;
