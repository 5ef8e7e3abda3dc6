import type { OutgoingMail } from "#app/lib/mail/queue-mail.server.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";
import type { MailingCompany } from "#app/model/site-settings.ts";
import type { EnquiryInput } from "./enquiry-schema.ts";

type EnquiryMailInput = {
  id: number;
  enquiry: Pick<EnquiryInput, "name" | "email" | "phone" | "message">;
  attachment: { fileName: string; size: number } | null;
  clientAddress: string;
  receivedAt: string;
  notifyTo: string;
  company: MailingCompany;
};

/**
 * The two mails a new enquiry sends: the full enquiry to the company's inbox, and a short
 * confirmation to the visitor. The confirmation repeats nothing the visitor typed except their
 * name, so the form cannot be used to send someone else arbitrary text in the company's name.
 */
export function composeEnquiryMails(input: EnquiryMailInput): OutgoingMail[] {
  const { enquiry, attachment, company: site } = input;
  const notification = [
    `A new enquiry (#${input.id}) arrived through the website.`,
    "",
    `Name:       ${enquiry.name}`,
    `Email:      ${enquiry.email}`,
    `Phone:      ${enquiry.phone}`,
    `Attachment: ${attachment ? `${attachment.fileName} (${formatFileSize(attachment.size)}), stored with the enquiry` : "none"}`,
    "",
    "Message:",
    enquiry.message,
    "",
    `Received ${input.receivedAt} from ${input.clientAddress}.`,
  ].join("\n");

  const confirmation = [
    `Dear ${enquiry.name},`,
    "",
    `Thank you for contacting ${site.name}. We have received your enquiry (reference #${input.id}) and a member of our team will reply within two working days.`,
    "",
    `If you need to add anything, reply to ${site.email} and quote the reference.`,
    "",
    site.name,
    site.tagline,
  ].join("\n");

  return [
    { kind: "enquiry-notification", to: input.notifyTo, subject: `New enquiry #${input.id} from ${enquiry.name}`, text: notification },
    { kind: "enquiry-confirmation", to: enquiry.email, subject: `We have received your enquiry – ${site.name}`, text: confirmation },
  ];
}
