import type { Picture } from "#app/model/picture.ts";

export type SolutionCard = { slug: string; title: string; summary: string; image: Picture };

/** Lead under the "Solutions" banner. */
export const listingLead: string =
  "Solutions built on our Thor platform for banks, NBFCs, insurers and wealth managers, from onboarding and video KYC to planning, CRM and AI-assisted analysis, each ready to configure for your products.";

/** Meta description of /solutions. */
export const listingDescription: string =
  "Solutions on the Thor platform: customer onboarding, video KYC, financial planning, CRM, multi factor authentication, email analytics and an AI analyst.";

function image(name: string, alt: string): Picture {
  return { src: `/diagrams/solutions-listing/${name}.svg`, width: 640, height: 400, alt };
}

export const solutionCards: SolutionCard[] = [
  {
    slug: "thor-platform",
    title: "Thor Platform",
    summary: "An API-first, multi-tenant platform of foundation, business and domain modules that takes a new product live in 3 months.",
    image: image("thor-platform", "Stacked platform layers with channel icons connected to an API gateway"),
  },
  {
    slug: "customer-onboarding",
    title: "Customer Onboarding",
    summary: "Configurable digital onboarding with eKYC, OCR, liveness and e-sign that customers finish in minutes on mobile, web or chatbot.",
    image: image("customer-onboarding", "A phone showing an onboarding form with progress steps and a verified tick"),
  },
  {
    slug: "financial-planning",
    title: "Financial Planning Tool",
    summary: "Goal-based plans with cash flows, risk profile, asset allocation and insurance gaps for advisors, distributors and banks.",
    image: image("financial-planning", "A goal projection chart rising towards a target with an allocation donut beside it"),
  },
  {
    slug: "customer-relationship-management",
    title: "Customer Relationship Management (CRM)",
    summary: "Leads, contacts, accounts, opportunities, products, price books and assignment rules for financial-services sales teams.",
    image: image("customer-relationship-management", "A pipeline board with opportunity cards moving from lead to won"),
  },
  {
    slug: "videokyc",
    title: "Video KYC",
    summary: "Live agent video calls with face match, geo-tagging, liveness questions and reviewer approval, hosted in your cloud.",
    image: image("videokyc", "A video call between a customer and an agent with a face match check"),
  },
  {
    slug: "multifactor-authentication",
    title: "Advanced Multi Factor Authentication",
    summary: "Face recognition and voice authentication with liveness and anti-spoofing, asked for only when the risk calls for it.",
    image: image("multifactor-authentication", "A shield with a face scan frame and a voice waveform"),
  },
  {
    slug: "email-analytics",
    title: "Email Analytics",
    summary: "A chat AI model that classifies mail, drafts replies, extracts contact data and files attachments with a summary.",
    image: image("email-analytics", "Envelopes sorted by an AI model into labelled queues"),
  },
  {
    slug: "financial-analyst",
    title: "Financial Analyst",
    summary: "Ask questions of annual reports and bank statements uploaded as PDFs and get answers with page references in seconds.",
    image: image("financial-analyst", "A PDF report with highlighted figures and a chat answer citing a page"),
  },
];
