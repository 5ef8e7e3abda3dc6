/** Lead under the "Solutions" banner. */
export const listingLead: string =
  "Solutions built on our Thor platform for banks, NBFCs, insurers and wealth managers, from onboarding and video KYC to planning, CRM and AI-assisted analysis, each ready to configure for your products.";

/** Meta description of /solutions. */
export const listingDescription: string =
  "Solutions on the Thor platform: customer onboarding, video KYC, financial planning, CRM, multi factor authentication, email analytics and an AI analyst.";
