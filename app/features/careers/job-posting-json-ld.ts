import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/config/public-site-url.ts";
import type { JobOpening } from "./job-opening.ts";
import { parseJobLocation } from "./parse-job-location.ts";
import { parseSalary } from "./parse-salary.ts";

/** schema.org JobPosting for one opening, as Google's job search reads it. */
export function jobPostingJsonLd(job: JobOpening, companyName: string): MetaDescriptor {
  const place = parseJobLocation(job.location);
  const salary = parseSalary(job.salary);
  const description = [
    `<p>${escapeHtml(job.summary)}</p>`,
    `<p>Experience: ${escapeHtml(job.experience)}. Openings: ${job.openings}. Availability: ${escapeHtml(job.availability)}.</p>`,
    `<ul>${job.requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("")}</ul>`,
  ].join("");
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: job.jobTitle,
      description,
      identifier: { "@type": "PropertyValue", name: companyName, value: String(job.id) },
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: job.employmentType,
      hiringOrganization: { "@type": "Organization", name: companyName, sameAs: absoluteUrl("/"), logo: absoluteUrl("/icon-512.png") },
      ...(place.remote
        ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: place.country } }
        : {
            jobLocation: {
              "@type": "Place",
              address: { "@type": "PostalAddress", ...(place.locality ? { addressLocality: place.locality } : {}), addressCountry: place.country },
            },
          }),
      ...(salary
        ? {
            baseSalary: {
              "@type": "MonetaryAmount",
              currency: salary.currency,
              value: { "@type": "QuantitativeValue", minValue: salary.minValue, maxValue: salary.maxValue, unitText: salary.unitText },
            },
          }
        : {}),
      directApply: true,
      url: absoluteUrl(`/careers?job=${job.id}`),
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
