import type { OutgoingMail } from "#app/lib/mail/queue-mail.server.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";
import type { MailingCompany } from "#app/model/site-settings.ts";
import type { ApplicationInput } from "./application-schema.ts";

type ApplicationMailInput = {
  id: number;
  jobTitle: string;
  application: Pick<ApplicationInput, "name" | "email" | "phone" | "message">;
  cv: { fileName: string; size: number } | null;
  clientAddress: string;
  receivedAt: string;
  notifyTo: string;
  company: MailingCompany;
};

/**
 * The two mails a new application sends: the application to the hiring inbox, and a short
 * confirmation to the applicant that repeats only their name and the position (never the text
 * they typed, so the form cannot carry someone else's words in the company's name).
 */
export function composeApplicationMails(input: ApplicationMailInput): OutgoingMail[] {
  const { application, cv, company: site } = input;
  const notification = [
    `A new application (#${input.id}) for ${input.jobTitle} arrived through the careers page.`,
    "",
    `Name:  ${application.name}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone}`,
    `CV:    ${cv ? `${cv.fileName} (${formatFileSize(cv.size)}), stored with the application` : "none attached"}`,
    "",
    "Message:",
    application.message,
    "",
    `Received ${input.receivedAt} from ${input.clientAddress}.`,
  ].join("\n");

  const confirmation = [
    `Dear ${application.name},`,
    "",
    `Thank you for applying for the ${input.jobTitle} position at ${site.name}. We have received your application (reference #${input.id}).`,
    "Our hiring team reviews every application and will contact you if your profile matches the role.",
    "",
    `Questions? Write to ${site.careersEmail} and quote the reference.`,
    "",
    site.name,
    site.tagline,
  ].join("\n");

  return [
    { kind: "application-notification", to: input.notifyTo, subject: `New application #${input.id}: ${input.jobTitle} – ${application.name}`, text: notification },
    { kind: "application-confirmation", to: application.email, subject: `Your application for ${input.jobTitle} – ${site.name}`, text: confirmation },
  ];
}
