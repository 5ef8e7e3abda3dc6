import type { ContentPage } from "#app/model/content-page.ts";
import type { Slide } from "#app/model/sections/slider-section.ts";

function slide(n: number, id: string, title: string, caption: string, alt: string): Slide {
  const file = String(n).padStart(2, "0");
  return { id, title, caption, image: { src: `/slides/customer-onboarding/${file}.svg`, width: 960, height: 600, alt } };
}

export const page: ContentPage = {
  family: "solutions",
  slug: "customer-onboarding",
  title: "Customer Onboarding",
  description:
    "Digital customer onboarding for banks, NBFCs and wealth managers: eKYC, document OCR, liveness, e-sign and maker-checker review, completed in minutes.",
  lead: "Open accounts in minutes rather than days: a configurable journey on mobile, desktop or chatbot that verifies identity, records consent and hands a complete, compliant file to your operations team.",
  listing: {
    summary: "Configurable digital onboarding with eKYC, OCR, liveness and e-sign that customers finish in minutes on mobile, web or chatbot.",
    image: { src: "/diagrams/solutions-listing/customer-onboarding.svg", width: 640, height: 400, alt: "A phone showing an onboarding form with progress steps and a verified tick" },
  },
  sections: [
    {
      kind: "text",
      id: "why-digital-onboarding",
      eyebrow: "Why it is needed",
      heading: "Every extra day and every extra form loses customers",
      paragraphs: [
        "Branch and paper onboarding takes days. Forms are filled by hand, documents are photocopied, data is keyed twice and files wait for a courier. Prospects who are ready to invest or borrow today drop out, and the money spent acquiring them is lost.",
        "Regulation keeps moving as well. KYC norms, video KYC rules and data-protection requirements change often and differ between India, the UAE and the US, so a hard-coded journey turns every new circular into a development project.",
        "Our onboarding solution, built on the Thor platform, addresses both. The customer finishes a guided journey in minutes; the documents, checks and consent text for each product and jurisdiction live in configuration; and operations receive one complete file with an audit trail.",
      ],
    },
    {
      kind: "diagram",
      id: "process-flow",
      heading: "How the journey flows",
      intro: "Six stages, each configurable per product. The customer can stop after any stage and resume later on any device.",
      picture: {
        src: "/diagrams/customer-onboarding/process-flow.svg",
        width: 960,
        height: 540,
        alt: "Onboarding process flow in six stages: register and verify mobile, verify identity, profile and risk, bank and documents, review and e-sign, then operations approval and account activation",
      },
      enlargeable: false,
    },
    {
      kind: "slider",
      id: "product-tour",
      heading: "The journey, screen by screen",
      intro: "Thirteen screens from sign-up to an active account, as the customer and the operations team see them.",
      label: "Customer onboarding screens",
      showDots: true,
      showArrows: true,
      slides: [
        slide(1, "start", "Start on any channel", "The customer starts from the website, the mobile app or a chatbot link and enters a mobile number and email.", "Phone screen titled Open an account, with mobile number and email fields, channel options and a Send OTP button"),
        slide(2, "verify-mobile", "Verify the mobile number", "A one-time password sent by SMS confirms the number, and from here the journey is saved against it.", "Phone screen with six OTP boxes partly filled and a Verify button"),
        slide(3, "choose-product", "Choose the product", "The customer picks the account or product, which loads the documents and checks configured for it.", "Phone screen listing savings account, mutual fund account and personal loan, with the mutual fund account selected"),
        slide(4, "fetch-identity", "Fetch identity details", "The PAN is validated and the name and date of birth are fetched from the registry, so nothing is typed twice.", "Phone screen with a PAN field marked verified and name and date of birth filled in from the registry"),
        slide(5, "capture-id", "Capture the ID document", "The camera captures the identity document and OCR reads the name, number and address into the form.", "Phone camera view framing an identity card, with the fields read by OCR listed below"),
        slide(6, "selfie-liveness", "Selfie and liveness check", "A guided selfie with a liveness check is matched against the photo on the identity document.", "Phone camera view with an oval face guide, a blink prompt and a face match score"),
        slide(7, "confirm-details", "Confirm pre-filled details", "The customer reviews the details gathered so far and adds occupation, income range and a nominee.", "Phone screen with pre-filled address, occupation and income fields and a nominee section"),
        slide(8, "verify-bank", "Verify the bank account", "A penny-drop check confirms the account number, IFSC and account holder's name in seconds.", "Phone screen with bank account and IFSC fields and a confirmation that the name on the account matches"),
        slide(9, "risk-profile", "Answer the risk profile", "A short questionnaire sets the risk profile that suitability rules and product limits use later.", "Phone screen with a risk question, answer options and a progress bar"),
        slide(10, "pause-resume", "Pause and resume", "A customer who stops part-way gets a secure resume link by SMS and email, with reminders that bring them back.", "Phone screen showing a saved-progress message with a resume link and a reminder notification"),
        slide(11, "review-esign", "Review and e-sign", "The customer reads the summary and terms, then signs the application with Aadhaar-based e-sign or an OTP.", "Phone screen with an application summary, consent checkboxes and a Sign with OTP button"),
        slide(12, "operations-review", "Operations review", "A maker-checker queue shows each complete file with its verification results, ready to approve or query.", "Browser screen of an operations queue listing applications with their check results and approve and query actions"),
        slide(13, "account-activated", "Account activated", "On approval the account is created in the core system and the customer receives a welcome message.", "Phone screen with a success tick, the new account number and a welcome message"),
      ],
    },
    {
      kind: "document-link",
      id: "sample-brief",
      heading: "Read the product brief",
      body: "A short brief with the journey stages, the checks available at each stage, integration options and a sample configuration for a mutual fund account.",
      href: "/documents/customer-onboarding-sample.pdf",
      linkLabel: "Open the sample brief (PDF)",
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      intro: "What banks, NBFCs and wealth managers get from the first release.",
      style: "check",
      columns: 2,
      items: [
        { title: "Digital onboarding within minutes", body: "Most customers finish the whole journey in under 10 minutes, instead of days of paperwork." },
        { title: "Configurable to regulation", body: "Documents, checks, limits and consent text are set per product and jurisdiction, not hard-coded." },
        { title: "Self-service", body: "Customers onboard themselves at any hour, without a branch visit or an agent call." },
        { title: "Nudges for drop-outs", body: "Automatic SMS, email and WhatsApp reminders bring back customers who stopped part-way." },
        { title: "API first", body: "Every step is an API, so the journey can be embedded in your apps or a partner's." },
        { title: "Mobile, desktop and chatbot", body: "The same journey runs in the mobile app, on the web and inside a chatbot conversation." },
        { title: "Pause and resume", body: "Progress is saved after every step, and customers continue on any device from where they left off." },
        { title: "Less typing, fewer errors", body: "Registry look-ups and OCR pre-fill names, numbers and addresses." },
        { title: "Fraud checks before review", body: "Liveness, face match, PAN and bank account checks run before a file reaches operations." },
        { title: "Maker-checker review", body: "Operations approve complete files from one queue, with every check result alongside." },
        { title: "Full audit trail", body: "Each consent, document, check and decision is time-stamped and kept in the secure vault." },
        { title: "Connected to core systems", body: "Approved customers are created in core banking, the CRM or the registrar's system through adapters." },
        { title: "Drop-off analytics", body: "Funnel dashboards show where customers stop, by channel and by step." },
        { title: "Branded per business", body: "Logos, colours, copy and languages change per brand or partner from the admin portal." },
        { title: "Runs in your cloud", body: "Deployed on AWS or Azure in your account, with data kept in the region you choose." },
      ],
    },
  ],
};
