import { DeferredToastRegion } from "#app/components/toast/deferred-toast.tsx";
import type { SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { EnquiryForm } from "./enquiry-form.tsx";

export type EnquiryFormIslandProps = { maxAttachmentBytes: number; serverReply?: SubmissionReply };

/** The contact page's form with the toasts that answer it: the part of the page React hydrates. */
export function EnquiryFormIsland(props: EnquiryFormIslandProps) {
  return (
    <>
      <DeferredToastRegion />
      <EnquiryForm {...props} />
    </>
  );
}
