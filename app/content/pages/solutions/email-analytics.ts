import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "solutions",
  slug: "email-analytics",
  title: "Email Analytics",
  description:
    "Email analytics with a chat AI model: classify incoming mail, draft replies, extract contact data and summarise attachments, with every action logged.",
  lead: "Let a chat AI model read your shared mailboxes. It sorts every email by intent, answers routine questions, puts contact details into your CRM and files attachments with a summary, so your team starts the day on the emails that need a person.",
  listing: {
    summary: "A chat AI model that classifies mail, drafts replies, extracts contact data and files attachments with a summary.",
    image: { src: "/diagrams/solutions-listing/email-analytics.svg", width: 640, height: 400, alt: "Envelopes sorted by an AI model into labelled queues" },
  },
  sections: [
    {
      kind: "text",
      id: "overview",
      eyebrow: "What it does",
      heading: "From a full inbox to mail that is sorted, answered and filed",
      paragraphs: [
        "Service, sales and operations teams at banks, insurers and travel companies receive thousands of emails a day in shared mailboxes. Most are routine, such as a statement request, a booking change or an invoice, but each one still waits for someone to open, read, forward and file it.",
        "Email Analytics connects to Microsoft 365 or Google Workspace mailboxes through their APIs, sends each new message and its attachments to a chat AI model such as GPT-4o on Azure OpenAI, and receives structured results: intent, urgency, sentiment, named details and a summary. Rules you define then act on those results, whether that means replying, routing, updating the CRM or filing the attachment, and everything shows up on a dashboard.",
        "Prompts, categories and actions are configured per mailbox, and a person approves any reply the model is not confident about before it is sent.",
      ],
    },
    {
      kind: "diagram",
      id: "solution-flow",
      heading: "How it works",
      intro: "Mail is read, understood by the AI model, acted on by your rules and reported on a dashboard.",
      picture: {
        src: "/diagrams/email-analytics/solution-flow.svg",
        width: 960,
        height: 540,
        alt: "Email analytics flow: shared mailboxes feed an ingestion service; a chat AI model classifies, extracts and summarises each email; rules then auto-reply, route to a queue, update the CRM or file attachments, with results on a dashboard and low-confidence replies sent to a person for review",
      },
      enlargeable: true,
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      style: "check",
      columns: 2,
      items: [
        { title: "Faster first response", body: "Routine questions get an accurate reply in minutes, at any hour." },
        { title: "Nothing missed", body: "Every email is classified and routed, so urgent mail reaches the right queue first." },
        { title: "Less data entry", body: "Names, phone numbers and policy or booking references go straight into the CRM." },
        { title: "Attachments you can find", body: "Files are saved to the document store with a summary and tags." },
        { title: "A view of demand", body: "Dashboards show volumes by intent, sentiment and response time." },
        { title: "A person in the loop", body: "Low-confidence replies wait for approval, and every action is logged." },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Four ways our clients use Email Analytics today.",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "auto-respond",
          title: "Auto-respond to routine queries",
          tag: "Customer service",
          summary: "An online travel company answers booking-status and change requests automatically, with replies drafted from live booking data.",
          aboutCompany:
            "An online travel company in the UAE selling flights, hotels and holiday packages, whose support mailbox receives about 3,000 emails a day.",
          problemStatement: [
            "Agents spent most of each shift answering the same questions about booking status, refunds and date changes.",
            "In peak season first responses took up to 24 hours, and customers sent follow-ups that doubled the queue.",
            "Replies varied in tone and accuracy from one agent to the next.",
          ],
          solutionImplementation: [
            "Connected the support mailbox through the Microsoft Graph API and sent each new email to GPT-4o on Azure OpenAI with a prompt that finds the intent and the booking reference.",
            "Looked up the booking through the reservation system's API and had the model draft a reply from approved templates and the live booking data.",
            "Sent replies automatically above a confidence threshold; drafts below it went to an agent for one-click approval.",
            "Logged every prompt, model response and reply for weekly quality review.",
          ],
          results: [
            "About 45% of incoming emails answered without an agent.",
            "Median first response time down from 24 hours to under 10 minutes.",
            "Follow-up emails reduced by about a third.",
          ],
          image: {
            src: "/diagrams/email-analytics/use-case-auto-respond.svg",
            width: 640,
            height: 400,
            alt: "Illustration of a customer email about a booking answered by an AI-drafted reply that uses live booking data",
          },
        },
        {
          id: "classify-email",
          title: "Classify and route incoming email",
          tag: "Banking operations",
          summary: "A bank's operations team gets every email sorted by intent and urgency into the right queue before anyone opens it.",
          aboutCompany:
            "A private bank in India whose central operations team handles service requests from retail and corporate customers through six shared mailboxes.",
          problemStatement: [
            "Staff triaged every email by hand before forwarding it to the team that could act on it.",
            "Complaints and fraud reports sat in the same queue as routine requests and were sometimes seen late.",
            "Managers had no reliable count of requests by type.",
          ],
          solutionImplementation: [
            "Agreed 24 categories with the operations team, such as address change, statement request, complaint and suspected fraud.",
            "Used the chat AI model to classify each email, score urgency and sentiment, and explain its choice in one line.",
            "Applied routing rules that move each email to the right team's folder and open a ticket in the service desk.",
            "Escalated complaints and fraud reports at once, and built a Power BI dashboard of volumes by category.",
          ],
          results: [
            "Over 90% of emails routed to the right team without manual triage.",
            "Fraud and complaint emails reach the responsible team within 5 minutes.",
            "About 3 person-days a week of triage effort saved.",
          ],
          image: {
            src: "/diagrams/email-analytics/use-case-classify.svg",
            width: 640,
            height: 400,
            alt: "Illustration of incoming emails sorted by an AI model into queues for service requests, complaints and suspected fraud",
          },
        },
        {
          id: "extract-contact-data",
          title: "Extract contact data into the CRM",
          tag: "Sales",
          summary: "An insurance broker turns enquiry emails and signatures into CRM leads and contact updates without retyping.",
          aboutCompany:
            "An insurance broker in Dubai handling motor, health and small-business insurance enquiries from its website, partners and direct email.",
          problemStatement: [
            "Sales staff copied names, phone numbers, companies and the cover requested from emails into the CRM by hand.",
            "Leads were entered late or not at all, and duplicates were common.",
            "New phone numbers and job titles in email signatures were never captured.",
          ],
          solutionImplementation: [
            "Used the chat AI model to extract name, job title, company, phone, email and the type of cover requested, returned as JSON.",
            "Validated phone numbers and email addresses, and matched each record against existing CRM contacts to avoid duplicates.",
            "Created new leads through the CRM's API, where assignment rules routed them, and proposed contact updates for approval.",
          ],
          results: [
            "Leads created in the CRM within minutes of the email arriving.",
            "About 20 hours a week of manual data entry removed.",
            "Duplicate contacts reduced by about 70%.",
          ],
          image: {
            src: "/diagrams/email-analytics/use-case-extract.svg",
            width: 640,
            height: 400,
            alt: "Illustration of an email signature with name, company and phone fields extracted into a CRM contact card",
          },
        },
        {
          id: "attachment-summaries",
          title: "Download attachments with a document summary",
          tag: "Lending operations",
          summary: "An NBFC files every emailed document against the right loan application with a short summary, so credit teams stop searching inboxes.",
          aboutCompany:
            "A mid-sized NBFC in Mumbai that receives bank statements, salary slips, invoices and property papers from borrowers and partners by email.",
          problemStatement: [
            "Credit officers searched inboxes for borrower documents and saved them to the document system by hand.",
            "Files were misnamed or filed against the wrong application.",
            "Long documents had to be read in full to find a few key facts.",
          ],
          solutionImplementation: [
            "Downloaded attachments from the mailbox, ran OCR on scanned files and identified the document type.",
            "Had the chat AI model write a five-line summary and extract the application number, borrower name, dates and amounts.",
            "Saved each file to the document store under the right application with its summary and tags, and linked it in the loan system.",
          ],
          results: [
            "Every emailed document filed against its application within minutes.",
            "Time spent finding documents per credit file down by about 60%.",
            "Officers check the key facts of a 40-page statement in under a minute.",
          ],
          image: {
            src: "/diagrams/email-analytics/use-case-attachments.svg",
            width: 640,
            height: 400,
            alt: "Illustration of an email attachment saved to a document folder with a five-line summary and tags",
          },
        },
      ],
    },
  ],
};
