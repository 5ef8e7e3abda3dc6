import type { AppLoadContext } from "react-router";
import { checkHuman } from "#app/features/captcha/check-human.server.ts";
import { firstErrorPerField } from "#app/lib/forms/contact-field-text.ts";
import { receiveSubmission, type SubmissionOutcome } from "#app/lib/forms/receive-submission.server.ts";
import { FORM_FIELD_LIMITS, getSubmissionSettings } from "#app/lib/forms/submission-settings.server.ts";
import { CV_EXTENSIONS } from "#app/lib/uploads/file-types.ts";
import type { MailingCompany } from "#app/model/site-settings.ts";
import { createApplicationSchema } from "./application-schema.ts";
import { saveApplication } from "./save-application.server.ts";

export const APPLICATION_RECEIVED_MESSAGE = "Thank you for applying. We have received your application and our hiring team will contact you if your profile matches the role.";
export const POSITION_CLOSED_MESSAGE = "This position is no longer open. Please choose another opening from the list.";

/** Handles an 'Apply for this position' submission, from the page's script or without JavaScript. */
export function submitApplication(request: Request, context: AppLoadContext, company: MailingCompany): Promise<SubmissionOutcome> {
  const settings = getSubmissionSettings();
  const schema = createApplicationSchema({ maxCvBytes: settings.maxCvBytes });
  return receiveSubmission({
    request,
    context,
    rateLimit: "application",
    upload: {
      fileField: "cv",
      allowedExtensions: CV_EXTENSIONS,
      maxFileBytes: settings.maxCvBytes,
      ...FORM_FIELD_LIMITS,
    },
    validate({ fields, file }) {
      const result = schema.safeParse({ ...fields, cv: file ? { name: file.fileName, size: file.data.length } : undefined });
      return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: firstErrorPerField(result.error.issues) };
    },
    checkHuman: (formData) => checkHuman({ formData, captcha: context.captcha, rateLimits: context.rateLimits, clientAddress: context.clientAddress }),
    async save(application, file) {
      const result = await saveApplication(context.db, { application, file, clientAddress: context.clientAddress, notifyTo: settings.notifyTo ?? company.careersEmail, company });
      return result.saved ? { ok: true } : { ok: false, status: 410, message: POSITION_CLOSED_MESSAGE };
    },
    successMessage: APPLICATION_RECEIVED_MESSAGE,
  });
}
