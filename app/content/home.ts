import { site } from "#app/config/site.ts";
import type { HeroSlide, HomeAbout, HomePage, Roadmap, SisterCompany, Stat, TeamMember, Testimonial } from "#app/model/home-page.ts";

// Copy and structure of the home page. Components render it; none of them hold marketing text.
const heroSlides: HeroSlide[] = [
  {
    id: "platform-engineering",
    eyebrow: "Cloud-native platform engineering",
    title: "Platforms that ship in months and scale for years",
    body: "API-first, multi-tenant platforms on Kubernetes and AWS, built from our Thor modules so the first version goes live in 3 months and delivery effort drops by 60–70%.",
    image: "hero-cloud-platform",
    imageAlt: "Illustration of layered cloud platform blocks connected by network lines",
    cta: { label: "Explore platform development", to: "/services/platform-development" },
  },
  {
    id: "partnering",
    eyebrow: "Partnering with businesses",
    title: "One engineering partner from first sprint to L3 support",
    body: "We design, build and run more than 25 large digital platforms for banks, NBFCs, wealth managers, travel and publishing firms, across 5 time zones.",
    image: "hero-partnership",
    imageAlt: "Illustration of two teams joining shapes around a shared table",
    cta: { label: "See the industries we serve", to: "/industries/banking-and-finance" },
  },
  {
    id: "full-stack",
    eyebrow: "Full-stack engineering for digital transformation",
    title: "Web, mobile, data and automation under one roof",
    body: "React and React Native front ends, Java and Node services, BI on Power BI, RPA on UiPath, and a QA practice that automates regression before it becomes a release risk.",
    image: "hero-full-stack",
    imageAlt: "Illustration of a laptop, phone and dashboard stacked as app layers",
    cta: { label: "View our solutions", to: "/solutions" },
  },
  {
    id: "startups",
    eyebrow: "Investing in early-stage startups",
    title: "We put engineering, and capital, behind founders",
    body: "Funded founders get a product team, our platform accelerators and a partner who invests alongside them, with over 1,000 person-months of productivity leverage.",
    image: "hero-startups",
    imageAlt: "Illustration of a young plant growing into a rocket trail",
    cta: { label: "How we accelerate platforms", to: "/services/platform-acceleration" },
  },
];

const about: HomeAbout = {
  eyebrow: "About us",
  title: `Welcome to ${site.name}`,
  paragraphs: [
    `${site.name} is a technology services company headquartered in Pune, with sales offices in the USA and Dubai. We build and run the digital platforms that financial services, travel, publishing and healthcare businesses depend on every day.`,
    "Our founders bring over 300 person-years of combined experience in engineering, delivery and running businesses. That experience is packaged into reusable platform modules, so customers start from working software instead of a blank repository.",
  ],
  keyValues: [
    { title: "Your IP stays yours", body: "The source code IP always belongs to the customer, from the first commit. No lock-in, no licence traps." },
    { title: "Platform head start", body: "Foundation, security and domain modules cut delivery effort by 60–70% and put a first version live in 3 months." },
    { title: "Run what we build", body: "Production support at L1, L2 and L3, internal security audits twice a year, and monitoring from day one." },
    { title: "Entrepreneurs at heart", body: "We invest in early-stage startups and work like owners: small senior teams, short feedback loops." },
  ],
  pillars: [
    { title: "Vision", body: "To be the engineering partner that businesses trust to turn ideas into platforms that last." },
    { title: "Mission", body: "Deliver secure, scalable, API-first software faster than building from scratch, and keep it running." },
    { title: "Values", body: "Ownership, transparency, alignment to the customer's business, learning and growing, and holistic wellbeing." },
  ],
  image: "about-us",
  imageAlt: "Illustration of a team collaborating around screens and diagrams",
};

const stats: Stat[] = [
  { value: "300+", label: "person-years of combined founder experience" },
  { value: "25+", label: "large digital platforms managed" },
  { value: "60–70%", label: "less delivery effort with platform modules" },
  { value: "3 months", label: "to a first platform version" },
];

const testimonials: Testimonial[] = [
  {
    quote: "They took our lending journey from paper forms to a digital flow in one quarter, and our drop-offs halved in the first month after launch.",
    name: "Sanjay Mehta",
    designation: "CTO, a mid-sized NBFC",
    photo: "avatar-client-1",
  },
  {
    quote: "The data platform now holds about 10 TB and serves over 100,000 customers. Our reporting used to take two days; it refreshes every hour.",
    name: "Laura Bennett",
    designation: "VP Data, an online travel company",
    photo: "avatar-client-2",
  },
  {
    quote: "What stood out was ownership. When an integration partner failed at 2 a.m., their L2 team had a workaround live before our branches opened.",
    name: "Rashid Al Mansoori",
    designation: "Head of Digital, a wealth management firm",
    photo: "avatar-client-3",
  },
  {
    quote: "We migrated more than 5 TB of documents in under three weeks without a single missing record in the reconciliation report.",
    name: "Priya Raghunathan",
    designation: "Operations Director, a publishing house",
    photo: "avatar-client-4",
  },
  {
    quote: "As a funded startup we needed a team that behaves like co-founders. Multiple apps shipped in four months, and the code is entirely ours.",
    name: "Daniel Ortiz",
    designation: "Founder, a fintech startup",
    photo: "avatar-client-5",
  },
];

const team: TeamMember[] = [
  {
    name: "Aarav Kulkarni",
    designation: "Founder & Chief Executive Officer",
    photo: "team-member-1",
    bio: "Aarav has spent 25 years building core banking and wealth platforms. He leads strategy and the startup investment programme, and still reviews architecture for every new platform.",
    email: "aarav.kulkarni@kairav.example",
    social: [{ label: "LinkedIn", href: "https://www.linkedin.com/in/aarav-kulkarni-example" }],
  },
  {
    name: "Meera Deshpande",
    designation: "Co-founder & Director, Delivery",
    photo: "team-member-2",
    bio: "Meera runs delivery across 5 time zones. She introduced the L1/L2/L3 support model and the twice-yearly security audits that our customers' regulators ask about.",
    email: "meera.deshpande@kairav.example",
    social: [{ label: "LinkedIn", href: "https://www.linkedin.com/in/meera-deshpande-example" }],
  },
  {
    name: "Rohan Iyer",
    designation: "Director, Technology",
    photo: "team-member-3",
    bio: "Rohan designed the Thor platform's module system and leads the cloud, data and AI practices, from Kubernetes cost control to LLM-based document processing.",
    email: "rohan.iyer@kairav.example",
    social: [{ label: "LinkedIn", href: "https://www.linkedin.com/in/rohan-iyer-example" }],
  },
];

const roadmap: Roadmap = {
  eyebrow: "Our journey",
  title: "A decade of platforms, practices and partnerships",
  body: "From a CRM-cloud partnership in 2016 to more than 25 platforms under management today, each step added a practice our customers asked for.",
  imageAlt:
    "Roadmap from 2016 to 2026: Kairav Cloud founded in 2016, first fintech platform in 2018, Thor platform version 1 in 2020, RPA and BI practice in 2022, Dubai sales office in 2023, AI solutions in 2024, and 25+ platforms managed in 2026",
};

const sisterCompany: SisterCompany = {
  eyebrow: "Sister company",
  title: site.sisterCompany.name,
  body: [
    `Founded in ${site.sisterCompany.founded}, ${site.sisterCompany.name} is our sister company, focused entirely on a leading CRM cloud vendor's ecosystem: implementation, integration and managed services for sales, service and marketing clouds.`,
    "Together we cover both sides of a customer platform: the CRM where relationships are managed and the custom systems where products are delivered.",
  ],
  highlights: ["500+ enterprise customers and 150+ partners in the ecosystem", "CRM implementations, integrations and managed services", "Joint delivery with shared architecture reviews"],
  image: "sister-company-crm",
  imageAlt: "Illustration of connected cloud shapes around a customer relationship dashboard",
};

export const homePage: HomePage = { heroSlides, about, stats, testimonials, team, roadmap, sisterCompany };
