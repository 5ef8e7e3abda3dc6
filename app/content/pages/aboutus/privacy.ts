import { DEFAULT_INBOX_RETENTION_DAYS } from "#app/config/inbox-retention.ts";
import { site } from "#app/config/site.ts";
import type { ContentPage } from "#app/model/content-page.ts";

type PrivacyNoticeFacts = {
  companyName: string;
  /** Where people write to ask for a copy or an erasure: the company's contact address. */
  companyEmail: string;
  /** After how many days a handled enquiry or application is deleted (INBOX_RETENTION_DAYS). */
  inboxRetentionDays: number;
};

/**
 * The privacy notice as a site starts with it, from the facts it states: a new site's are the
 * seeded company and the default retention; an upgraded site's come from its settings (migration
 * 0018). Staff edit it at /admin/pages like any page; it is served at /privacy (standalone-pages.ts).
 */
export function privacyNoticePage(facts: PrivacyNoticeFacts): ContentPage {
  return {
    family: "aboutus",
    slug: "privacy",
    title: "Privacy notice",
    description: `What ${facts.companyName} stores when you send an enquiry, apply for a job or leave a comment, why, for how long, and how to get a copy or have it erased.`,
    lead: "We use what you send only to answer you. This page says what the website keeps, for how long, and how to ask for a copy or for its erasure.",
    sections: [
      {
        kind: "list",
        id: "what-we-collect",
        heading: "What we collect",
        items: [
          { title: "Enquiries", body: "Your name, email address, phone number and message, any file you attach, and the internet address your message came from." },
          { title: "Job applications", body: "The same details with your CV and the position you applied for." },
          { title: "Blog comments", body: "The name and message you post, which every visitor can read under the post." },
          { title: "Mails", body: "A copy of the confirmation we send you, and of the notice of your message to our team." },
        ],
      },
      {
        kind: "text",
        id: "why-we-use-it",
        heading: "Why we use it",
        paragraphs: [
          "To reply to your enquiry, to consider your application for the position you chose, and to show your comment under the post. We do not sell what you send, share it with advertisers or use it for marketing.",
          "The website sets no tracking cookies. It measures how fast its pages load without recording anything that identifies you.",
        ],
      },
      {
        kind: "text",
        id: "who-sees-it",
        heading: "Who sees it",
        paragraphs: [
          "Only the people who answer you: our sales team reads enquiries, our recruiters read applications, and the administrators of the website can see both. Everything is stored on our own servers, and the notices of new messages travel to our team by mail.",
        ],
      },
      {
        kind: "text",
        id: "how-long-we-keep-it",
        heading: "How long we keep it",
        paragraphs: [
          `Enquiries and applications, with their files, are deleted ${facts.inboxRetentionDays} days after our team has dealt with them. Comments stay under their post until you ask us to remove them or we take them down. The copies of mails are kept with the rest of your data until it is erased.`,
        ],
      },
      {
        kind: "text",
        id: "your-copy-or-erasure",
        heading: "A copy of your data, or its erasure",
        paragraphs: [
          `Under the GDPR, India's Digital Personal Data Protection Act and the UAE's Personal Data Protection Law you may ask for a copy of what we hold about you, or for all of it to be erased. Write to ${facts.companyEmail} from the address you used with us, and say which you would like. We answer within one month.`,
          "A copy comes as one file with every record we hold about you and the files you sent us. An erasure removes your enquiries, applications, files, comments and the mails about them, all at once.",
        ],
      },
    ],
  };
}

export const page: ContentPage = privacyNoticePage({ companyName: site.name, companyEmail: site.email, inboxRetentionDays: DEFAULT_INBOX_RETENTION_DAYS });
