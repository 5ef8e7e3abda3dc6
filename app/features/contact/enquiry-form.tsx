import { SubmissionForm } from "#app/components/forms/submission-form.tsx";
import { useCaptcha } from "#app/features/captcha/use-captcha.ts";
import type { SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { ENQUIRY_ATTACHMENT_EXTENSIONS } from "#app/lib/uploads/file-types.ts";

/** The 'How Can we Help?' form on the contact page. */
export function EnquiryForm({ maxAttachmentBytes, serverReply }: { maxAttachmentBytes: number; serverReply?: SubmissionReply }) {
  const captcha = useCaptcha();
  return (
    <SubmissionForm
      idPrefix="enquiry"
      action="/contactus"
      endpoint="/api/enquiries"
      loadSchema={() => import("./enquiry-schema.ts").then((module) => module.createEnquirySchema({ maxAttachmentBytes }))}
      file={{ field: "attachment", label: "Upload Attachment", extensions: ENQUIRY_ATTACHMENT_EXTENSIONS, maxBytes: maxAttachmentBytes }}
      submitLabel="Send message"
      busyLabel="Sending your message…"
      captcha={captcha}
      serverReply={serverReply}
    />
  );
}
