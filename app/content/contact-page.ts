import { site } from "#app/config/site.ts";

// Copy of the contact page. The form's labels and messages live with the form.
export const contactPage = {
  title: "Contact Us",
  description: `Talk to ${site.name} about platform engineering, web and mobile apps, cloud, QA, BI or RPA. Offices in Pune (head office), Dallas and Dubai; we reply within two working days.`,
  lead: "Tell us what you want to build or fix. An engineer, not a call centre, reads every enquiry and replies within two working days.",
  greeting: {
    eyebrow: "Get in touch",
    heading: "Let's talk about your next platform",
    body: "Whether you are scoping a new product, modernising a core system or need a team to run what you already have, start with a short note. Share as much or as little as you like; attach a brief, an RFP or a screenshot if it helps.",
  },
  offices: { heading: "Our offices" },
  form: {
    intro: "Send us a message and we will get back to you within two working days.",
  },
  map: {
    heading: "Visit our head office",
    intro: "Our engineering centre is in Baner, Pune, ten minutes from the Mumbai–Bengaluru highway.",
    linkLabel: "Open a larger map on OpenStreetMap",
  },
} as const;
