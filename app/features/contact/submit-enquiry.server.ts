import type { AppLoadContext } from "react-router";
import { checkHuman } from "#app/features/captcha/check-human.server.ts";
import { firstErrorPerField } from "#app/lib/forms/contact-field-text.ts";
import { receiveSubmission, type SubmissionOutcome } from "#app/lib/forms/receive-submission.server.ts";
import { FORM_FIELD_LIMITS, getSubmissionSettings } from "#app/lib/forms/submission-settings.server.ts";
import { ENQUIRY_ATTACHMENT_EXTENSIONS } from "#app/lib/uploads/file-types.ts";
import type { MailingCompany } from "#app/model/site-settings.ts";
import { createEnquirySchema } from "./enquiry-schema.ts";
import { saveEnquiry } from "./save-enquiry.server.ts";

export const ENQUIRY_RECEIVED_MESSAGE = "Thank you for contacting us. We have received your enquiry and will get back to you within two working days.";

/** Handles a 'How Can we Help?' submission, from the page's script or from a page without JavaScript. */
export function submitEnquiry(request: Request, context: AppLoadContext, company: MailingCompany): Promise<SubmissionOutcome> {
  const settings = getSubmissionSettings();
  const schema = createEnquirySchema({ maxAttachmentBytes: settings.maxAttachmentBytes });
  return receiveSubmission({
    request,
    context,
    rateLimit: "enquiry",
    upload: {
      fileField: "attachment",
      allowedExtensions: ENQUIRY_ATTACHMENT_EXTENSIONS,
      maxFileBytes: settings.maxAttachmentBytes,
      ...FORM_FIELD_LIMITS,
    },
    validate({ fields, file }) {
      const result = schema.safeParse({ ...fields, attachment: file ? { name: file.fileName, size: file.data.length } : undefined });
      return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: firstErrorPerField(result.error.issues) };
    },
    checkHuman: (formData) => checkHuman({ formData, captcha: context.captcha, rateLimits: context.rateLimits, clientAddress: context.clientAddress }),
    async save(enquiry, file) {
      await saveEnquiry(context.db, { enquiry, file, clientAddress: context.clientAddress, notifyTo: settings.notifyTo ?? company.email, company });
      return { ok: true };
    },
    successMessage: ENQUIRY_RECEIVED_MESSAGE,
  });
}
