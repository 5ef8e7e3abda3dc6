// The company a new site starts with: the settings are seeded from it (content/seed-settings.ts),
// and the seeded pages' texts name it. A running site's company is what staff set at /admin/settings.
export const site = {
  name: "Kairav Technologies",
  shortName: "Kairav",
  legalName: "Kairav Technologies Pvt. Ltd.",
  domain: "kairav.example",
  tagline: "Energy, Edge, Entrepreneurship",
  description:
    "Kairav Technologies builds and runs API-first platforms, web and mobile apps, cloud, QA, BI and RPA for banks, NBFCs, wealth managers, travel and publishing firms.",
  email: "contact@kairav.example",
  careersEmail: "careers@kairav.example",
  copyrightYear: 2023,
  platformBrand: "Thor",
  platformRoute: "/solutions/thor-platform",
  lifeRoute: "/aboutus/life-at-kairav",
  lifeTitle: "Life at Kairav",
  sisterCompany: {
    name: "Kairav Cloud",
    founded: 2016,
    focus: "CRM-cloud ecosystem partner",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/kairav-technologies",
    x: "https://x.com/kairavtech",
  },
  offices: [
    {
      id: "pune",
      label: "Head Office, India",
      lines: ["4th Floor, Riverside Business Bay", "Baner Road, Baner", "Pune, Maharashtra 411045, India"],
      phone: "+91 20 4860 2200",
      email: "contact@kairav.example",
    },
    {
      id: "us",
      label: "Sales Office, USA",
      lines: ["1200 Main Street, Suite 410", "Dallas, TX 75202, USA"],
      phone: "+1 214 555 0147",
      email: "contact@kairav.example",
    },
    {
      id: "dubai",
      label: "Sales Office, Dubai",
      lines: ["Office 1907, Bay Square Building 11", "Business Bay, Dubai, UAE"],
      phone: null,
      email: "contact@kairav.example",
    },
  ],
  map: { latitude: 18.5596, longitude: 73.7799, zoom: 13 },
} as const;
